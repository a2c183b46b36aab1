import type { Soundtrack, VideoMode } from '@cena/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineError } from '../engine-error';
import { FfmpegRunner, type FfmpegRunOptions, probe } from '../ffmpeg';
import type { RenderRequest } from '../render-request';
import { FrameRenderer } from './frame-renderer';
import { buildLocalEncode, LocalEngine } from './local-engine';
import { renderSamplePhoto } from './sample-photo';
import { CENA_CLIP_FORMAT } from './clip-format.fixtures';

jest.setTimeout(30_000);

let root: string;
let photo: Buffer;
const provider = new LocalEngine();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cena-local-'));
  photo = await renderSamplePhoto(800, 600, { format: 'jpeg' });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function request(mode: VideoMode, soundtrack: Soundtrack, durationS: number): RenderRequest {
  return {
    videoId: `spec-${mode}`,
    mode,
    prompt: 'Pão de queijo quentinho às 18h, R$ 4,50 a dúzia. Peça pelo @padaria',
    title: 'Padaria Dona Maria',
    durationS,
    aspectRatio: '16:9',
    tone: 'fun',
    soundtrack,
    magicExpansion: true,
    watermark: true,
    image: mode === 'image' ? { bytes: photo, mimeType: 'image/jpeg' } : undefined,
    seed: 9,
    workDir: join(root, `${mode}-${soundtrack}-${durationS}`),
  };
}

describe('LocalEngine', () => {
  it.each<[VideoMode, Soundtrack, number]>([
    ['text', 'energetic', 1.5],
    ['image', 'none', 1.2],
    ['animation3d', 'calm', 1.5],
  ])(
    '%s (%s soundtrack): a 1280x720 30 fps H.264 + AAC MP4 of the exact duration, and a thumbnail',
    async (mode, soundtrack, durationS) => {
      const progress: number[] = [];
      const result = await provider.render(request(mode, soundtrack, durationS), (_, value) =>
        progress.push(value),
      );

      const media = await probe(result.videoPath);
      expect(media).toMatchObject(CENA_CLIP_FORMAT);
      expect(Math.abs(media.durationS - durationS)).toBeLessThanOrEqual(0.1);
      expect(result.durationS).toBe(durationS);

      // x264 writes the options it encoded with into the stream.
      const video = await readFile(result.videoPath);
      expect(video.includes('trellis=0')).toBe(true);

      const thumbnail = await readFile(result.thumbnailPath);
      expect(thumbnail.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      expect(progress[progress.length - 1]).toBe(100);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    },
  );

  it('stops ffmpeg and rejects when the render is aborted', async () => {
    const controller = new AbortController();
    const aborted = provider.render(
      { ...request('text', 'animated', 4), signal: controller.signal },
      (stage) => {
        if (stage === 'images') controller.abort();
      },
    );
    await expect(aborted).rejects.toThrow(/abort/i);
  });

  it('starts the encoder before preparing a photo decoded in process, after one an ffmpeg decodes', async () => {
    // What happens in turn: an ffmpeg starts (the encoder or a decoder), one exits, the frames
    // are prepared.
    const events: string[] = [];
    const runner = new (class extends FfmpegRunner {
      override start(args: string[], options?: FfmpegRunOptions) {
        events.push(args.includes('libx264') ? 'encoder' : 'decoder');
        const job = super.start(args, options);
        void job.done.finally(() => events.push('exit')).catch(() => undefined);
        return job;
      }
    })();
    const create = FrameRenderer.create.bind(FrameRenderer);
    const prepare = jest.spyOn(FrameRenderer, 'create').mockImplementation((input, decode) => {
      events.push('prepare');
      return create(input, decode);
    });
    try {
      const recording = new LocalEngine({ runner });
      await recording.render(request('image', 'none', 1), () => undefined);
      expect(events).toEqual(['encoder', 'prepare', 'exit']);

      events.length = 0;
      const large = await renderSamplePhoto(2400, 1800, { format: 'jpeg' }); // 4.3 MP
      await recording.render(
        { ...request('image', 'none', 1), image: { bytes: large, mimeType: 'image/jpeg' } },
        () => undefined,
      );
      expect(events).toEqual(['prepare', 'decoder', 'exit', 'encoder', 'exit']);
    } finally {
      prepare.mockRestore();
    }
  });

  it('rejects an upload it cannot decode as provider_rejected', async () => {
    const broken = {
      ...request('image', 'none', 1),
      image: { bytes: Buffer.from('not a photo'), mimeType: 'image/jpeg' as const },
    };
    const error = await provider.render(broken, () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('provider_rejected');
  });

  it('encodes the square clip at CRF + 6 with one B-frame, the other shapes with three', () => {
    const crf = (aspectRatio: RenderRequest['aspectRatio']) => {
      const { args } = buildLocalEncode({ ...request('text', 'none', 8), aspectRatio }, 'out.mp4');
      const after = (flag: string) => args[args.indexOf(flag) + 1];
      return { crf: after('-crf'), bframes: after('-bf'), size: after('-s') };
    };
    expect(crf('16:9')).toEqual({ crf: '23', bframes: '3', size: '1280x720' });
    expect(crf('9:16')).toEqual({ crf: '23', bframes: '3', size: '720x1280' });
    // One B-frame: each holds a whole square frame in x264 (issue 22's memory bound).
    expect(crf('1:1')).toEqual({ crf: '29', bframes: '1', size: '1080x1080' });
    const custom = buildLocalEncode(
      { ...request('text', 'none', 8), aspectRatio: '1:1' },
      'out.mp4',
      { preset: 'ultrafast', crf: 20, threads: 2 },
    ).args;
    expect(custom[custom.indexOf('-crf') + 1]).toBe('26');
    // A caller's own B-frames win over the shape's.
    const twoBframes = buildLocalEncode(
      { ...request('text', 'none', 8), aspectRatio: '1:1' },
      'out.mp4',
      { preset: 'ultrafast', crf: 20, threads: 2, bframes: 2 },
    ).args;
    expect(twoBframes[twoBframes.indexOf('-bf') + 1]).toBe('2');
  });
});
