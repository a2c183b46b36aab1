import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packI420, SharedI420Frames } from '../render/i420-packer';
import { sharedI420Sink } from '../render/frame-pump';
import { FfmpegError } from './ffmpeg-error';
import { FfmpegRunner } from './ffmpeg-runner';

jest.setTimeout(30_000);

const WIDTH = 1080;
const HEIGHT = 64;
const runner = new FfmpegRunner();
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cena-thread-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function frameOf(seed: number): Uint8Array {
  const bytes = new Uint8Array(WIDTH * HEIGHT * 4);
  let state = seed;
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** ffmpeg copying raw I420 frames from stdin to a file, untouched. */
function copyArgs(output: string, input = 'pipe:0'): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'yuv420p'],
    ...['-s', `${WIDTH}x${HEIGHT}`, '-i', input, '-c:v', 'rawvideo', '-f', 'rawvideo', output],
  ];
}

function startCopy(output: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  const memory = SharedI420Frames.create([{ width: WIDTH, height: HEIGHT }], 1)!;
  const slots = memory.forSize(WIDTH, HEIGHT)!;
  const job = runner.startFrameEncoder(copyArgs(output), {
    ...options,
    frames: { memory: memory.memory, kernel: slots.module },
  });
  return { job, sink: sharedI420Sink(job, slots) };
}

function write(sink: ReturnType<typeof startCopy>['sink'], frame: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    sink.write(frame, (error) => (error ? reject(error) : resolve())),
  );
}

describe('ffmpeg on the encoder thread', () => {
  it('converts each frame to I420 on the thread and writes it to ffmpeg in order', async () => {
    const output = join(root, 'frames.yuv');
    const { job, sink } = startCopy(output);
    const frames = [frameOf(1), frameOf(2), frameOf(3)];
    // One slot: each frame is copied in once the last has been written, as the pump does.
    for (const frame of frames) await write(sink, frame);
    sink.end();
    await job.done;

    const expected = frames.map((frame) => {
      const planes = Buffer.alloc((WIDTH * HEIGHT * 3) / 2);
      packI420(frame, planes, WIDTH, HEIGHT);
      return planes;
    });
    expect((await readFile(output)).equals(Buffer.concat(expected))).toBe(true);
    expect(await job.pid).toEqual(expect.any(Number));
  });

  it('settles a frame with an error and rejects with ffmpeg’s own when ffmpeg fails', async () => {
    const memory = SharedI420Frames.create([{ width: WIDTH, height: HEIGHT }], 1)!;
    const slots = memory.forSize(WIDTH, HEIGHT)!;
    const job = runner.startFrameEncoder(['-hide_banner', '-f', 'no-such-format', '-i', 'pipe:0'], {
      frames: { memory: memory.memory, kernel: slots.module },
    });
    const sink = sharedI420Sink(job, slots);
    const failure = await job.done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FfmpegError);
    expect((failure as FfmpegError).failure).toBe('exit');
    expect((failure as FfmpegError).stderr).toMatch(/no-such-format/);
    await expect(write(sink, frameOf(4))).rejects.toThrow(/exited/);
  });

  it('kills ffmpeg when the signal aborts, and on its time limit', async () => {
    const controller = new AbortController();
    const aborted = startCopy(join(root, 'aborted.yuv'), { signal: controller.signal });
    await write(aborted.sink, frameOf(5));
    controller.abort();
    await expect(aborted.job.done).rejects.toMatchObject({ failure: 'aborted' });

    const slow = startCopy(join(root, 'slow.yuv'), { timeoutMs: 200 });
    await expect(slow.job.done).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('reports a binary that cannot start', async () => {
    const missing = new FfmpegRunner({
      binaries: { ffmpegPath: join(root, 'no-ffmpeg'), ffprobePath: join(root, 'no-ffprobe') },
    });
    const memory = SharedI420Frames.create([{ width: WIDTH, height: HEIGHT }], 1)!;
    const job = missing.startFrameEncoder(copyArgs(join(root, 'never.yuv')), {
      frames: { memory: memory.memory },
    });
    await expect(job.done).rejects.toMatchObject({ failure: 'spawn' });
    expect(await job.pid).toBeUndefined();
  });
});
