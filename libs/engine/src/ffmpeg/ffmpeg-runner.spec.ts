import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FfmpegError } from './ffmpeg-error';
import { FfmpegRunner, probe } from './ffmpeg-runner';
import { ProcessLauncher } from './process-launcher';

jest.setTimeout(30_000);

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cena-runner-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin'];
const SIZE = { width: 64, height: 48 };
const FRAME_BYTES = (SIZE.width * SIZE.height * 3) / 2;

/** 24 frames of I420 on stdin and a second of s16le audio on pipe 3, into an MP4. */
function encodeArgs(output: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${SIZE.width}x${SIZE.height}`, '-r', '24'],
    ...['-i', 'pipe:0', '-f', 's16le', '-ar', '24000', '-ac', '1', '-i', 'pipe:3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-y', output],
  ];
}

describe.each([
  ['spawned from this process', () => new FfmpegRunner()],
  ['started from a launcher', () => new FfmpegRunner({ launcher: new ProcessLauncher() })],
])('FfmpegRunner, %s', (name, createRunner) => {
  const runner = createRunner();

  it('encodes what is written to stdin and to an extra pipe', async () => {
    const output = join(root, `${name}.mp4`);
    const job = runner.start(encodeArgs(output), { extraInputPipes: 1 });
    expect(await job.pid).toBeGreaterThan(0);
    job.pipes[0]!.end(Buffer.alloc(24_000 * 2));
    for (let index = 0; index < 24; index++) {
      await new Promise((resolve) =>
        job.stdin.write(Buffer.alloc(FRAME_BYTES, index * 8), resolve),
      );
    }
    job.stdin.end();
    await job.done;

    const media = await probe(output);
    expect(media).toMatchObject({ width: SIZE.width, height: SIZE.height, audioCodec: 'aac' });
    expect(media.durationS).toBeCloseTo(1, 1);
  });

  it("rejects with ffmpeg's own words when it fails", async () => {
    const job = runner.start([...QUIET, '-f', 'lavfi', '-i', 'nullsrc', '-bogus-option', 'x']);
    job.stdin.end();
    const error = (await job.done.catch((caught: unknown) => caught)) as FfmpegError;
    expect(error).toBeInstanceOf(FfmpegError);
    expect(error).toMatchObject({ failure: 'exit', exitCode: 1 });
    expect(error.stderr).toMatch(/bogus-option/);
  });

  it('kills a run over its time limit, and one whose signal aborts', async () => {
    const endless = ['-f', 'rawvideo', '-s', '8x8', '-i', 'pipe:0', '-f', 'null', '-'];
    const slow = runner.start([...QUIET.slice(0, 3), ...endless], { timeoutMs: 300 });
    await expect(slow.done).rejects.toMatchObject({ failure: 'timeout' });

    const controller = new AbortController();
    const aborted = runner.start([...QUIET.slice(0, 3), ...endless], { signal: controller.signal });
    controller.abort();
    await expect(aborted.done).rejects.toMatchObject({ failure: 'aborted' });
  });

  it('runs to completion with nothing on stdin, and returns stdout where asked', async () => {
    const png = join(root, `${name}.png`);
    await runner.run([...QUIET, '-f', 'lavfi', '-i', 'testsrc=s=32x32', '-frames:v', '1', png]);
    const pixels = await runner.output(
      [...QUIET, '-i', png, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
      32 * 32,
    );
    expect(pixels).toHaveLength(32 * 32);
  });

  it('reports a binary that cannot start as a spawn failure', async () => {
    const missing = new FfmpegRunner({
      binaries: { ffmpegPath: join(root, 'no-ffmpeg'), ffprobePath: join(root, 'no-ffprobe') },
      launcher: name.includes('launcher') ? new ProcessLauncher() : undefined,
    });
    const job = missing.start(['-version']);
    job.stdin.end();
    await expect(job.done).rejects.toMatchObject({ failure: 'spawn' });
  });
});
