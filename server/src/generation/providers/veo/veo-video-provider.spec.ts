import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoStage } from '@cena/contracts';
import {
  createCanvas,
  loadImage,
  buildNormaliseArgs,
  DEFAULT_ENCODE_SETTINGS,
  FfmpegRunner,
  type FfmpegJob,
  type FfmpegRunOptions,
  probe,
  type Box,
} from '@cena/engine';
import {
  startGeminiServer,
  type GeminiTestServer,
  type PredictLongRunningBody,
} from '../../../../test/support/gemini-server';
import { DomainError } from '../../../common/domain-error';
import { planFootageLayer } from '../footage/footage-overlay';
import type { RenderRequest } from '../video-provider';
import { NO_TEXT_DIRECTION, VEO_NEGATIVE_PROMPT } from './veo-request';
import { SOURCE_FILE, VeoVideoProvider, type VeoVideoProviderOptions } from './veo-video-provider';
import { CENA_CLIP_FORMAT } from '@cena/engine/testing';

jest.setTimeout(60_000);

const API_KEY = 'test-gemini-key';
const MODEL = 'veo-3.0-fast-generate-001';
const ENGLISH_PROMPT = [
  'Subject: A carrot cake with chocolate frosting on a bakery counter.',
  'Camera: Slow push-in.',
  'Audio: Soft acoustic guitar.',
].join('\n');

/** Every ffmpeg the provider starts, by its arguments (ffprobe runs are not ffmpeg's). */
class RecordingRunner extends FfmpegRunner {
  readonly runs: string[][] = [];

  override start(args: string[], options?: FfmpegRunOptions): FfmpegJob {
    this.runs.push(args);
    return super.start(args, options);
  }

  /** The runs that encode video (each x264 encode names its codec once). */
  encodes(): string[][] {
    return this.runs.filter((args) => args.includes('libx264'));
  }
}

const FRAME = { width: 1280, height: 720 };

/** The RGB pixels of a clip's frame `index` (30 fps), decoded by ffmpeg. */
async function frameOf(runner: FfmpegRunner, path: string, index: number): Promise<Buffer> {
  const bytes = FRAME.width * FRAME.height * 3;
  // Seeking to the middle of the frame lands on it whatever the rounding of timestamps.
  const atS = String((index + 0.5) / 30);
  const frame = await runner.output(
    [
      '-v',
      'error',
      '-ss',
      atS,
      '-i',
      path,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    bytes,
  );
  if (frame.length !== bytes) throw new Error(`no frame ${index} in ${path}`);
  return frame;
}

/** Mean absolute difference of two RGB frames per channel, over the pixels `inside` selects. */
function meanDifference(a: Buffer, b: Buffer, inside: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < FRAME.height; y++) {
    for (let x = 0; x < FRAME.width; x++) {
      if (!inside(x, y)) continue;
      const at = (y * FRAME.width + x) * 3;
      sum +=
        Math.abs(a[at] - b[at]) + Math.abs(a[at + 1] - b[at + 1]) + Math.abs(a[at + 2] - b[at + 2]);
      count += 3;
    }
  }
  if (count === 0) throw new Error('no pixel selected');
  return sum / count;
}

const within = (box: Box) => (x: number, y: number) =>
  x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;

/** A brand logo: a round red badge with a cream dot, on a transparent ground. */
async function logoPng(): Promise<Buffer> {
  const canvas = createCanvas(240, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#C0392B';
  ctx.beginPath();
  ctx.arc(120, 120, 110, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#F7E7CE';
  ctx.beginPath();
  ctx.arc(120, 120, 45, 0, Math.PI * 2);
  ctx.fill();
  return canvas.encode('png');
}

/** A loopback URL nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('VeoVideoProvider (against the loopback Gemini API)', () => {
  const runner = new FfmpegRunner();
  let server: GeminiTestServer;
  let scratch: string;
  let seq = 0;

  beforeAll(async () => {
    server = await startGeminiServer({ apiKey: API_KEY });
    scratch = await mkdtemp(join(tmpdir(), 'cena-veo-spec-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.reset();
    server.setDefault({ kind: 'success', pendingPolls: 2 });
  });

  function provider(options: Partial<VeoVideoProviderOptions> = {}): VeoVideoProvider {
    return new VeoVideoProvider({
      apiKey: API_KEY,
      model: MODEL,
      baseUrl: server.baseUrl,
      runner,
      pollIntervalMs: 20,
      encode: { preset: 'ultrafast' },
      ...options,
    });
  }

  function renderRequest(overrides: Partial<RenderRequest> = {}): RenderRequest {
    seq += 1;
    return {
      videoId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
      mode: 'text',
      prompt: 'Bolo de cenoura com cobertura de chocolate na Padaria Pão Dourado',
      title: 'Padaria Pão Dourado',
      durationS: 8,
      aspectRatio: '16:9',
      tone: 'professional',
      soundtrack: 'energetic',
      magicExpansion: false,
      watermark: false,
      seed: 42,
      workDir: join(scratch, `render-${seq}`),
      ...overrides,
    };
  }

  function startBody(): PredictLongRunningBody {
    const starts = server.starts();
    expect(starts).toHaveLength(1);
    return starts[0].body!;
  }

  async function rejection(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => {
        throw new Error('expected the render to fail');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }

  it('renders a 1280x720 H.264 + AAC clip of exactly the requested length, from the English prompt', async () => {
    const stages: { stage: VideoStage; progress: number }[] = [];
    const request = renderRequest({ durationS: 5, englishPrompt: ENGLISH_PROMPT, watermark: true });

    const result = await provider().render(request, (stage, progress) =>
      stages.push({ stage, progress }),
    );

    expect(result).toEqual({
      videoPath: join(request.workDir, 'video.mp4'),
      thumbnailPath: join(request.workDir, 'thumb.jpg'),
      durationS: 5,
    });
    const media = await probe(result.videoPath);
    expect(media).toMatchObject(CENA_CLIP_FORMAT);
    expect(Math.abs(media.durationS - 5)).toBeLessThanOrEqual(0.05);
    const thumbnail = await readFile(result.thumbnailPath);
    expect(thumbnail.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    expect(startBody()).toEqual({
      instances: [{ prompt: `${ENGLISH_PROMPT}\n${NO_TEXT_DIRECTION}` }],
      // 5 s is not offered by Veo 3: the next longer clip, trimmed by ffmpeg.
      parameters: {
        aspectRatio: '16:9',
        resolution: '720p',
        durationSeconds: 6,
        negativePrompt: VEO_NEGATIVE_PROMPT,
        sampleCount: 1,
      },
    });
    const paths = server.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths[0]).toBe(`POST /v1beta/models/${MODEL}:predictLongRunning`);
    expect(paths.filter((p) => p.includes('/operations/'))).toHaveLength(3);
    expect(paths.at(-1)).toMatch(/^GET \/v1beta\/files\/[a-z0-9]+:download$/);
    expect(server.requests.at(-1)!.query).toEqual({ alt: 'media' });
    expect(server.requests.every((r) => r.apiKey === API_KEY)).toBe(true);

    expect(stages[0]).toEqual({ stage: 'preparing', progress: 0 });
    expect(stages.at(-1)).toEqual({ stage: 'finalizing', progress: 100 });
    const seen = [...new Set(stages.map((s) => s.stage))];
    expect(seen).toEqual([
      'preparing',
      'analyzing',
      'script',
      'images',
      'audio_video_sync',
      'finalizing',
    ]);
    const values = stages.map((s) => s.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it("lays Cena's typography over Veo's text-free clip where it is calm, in the one encode after the download", async () => {
    const recording = new RecordingRunner();
    const request = renderRequest({
      prompt: 'Pão de queijo quentinho às 18h, R$ 4,50 a dúzia na Padaria Dona Maria',
      title: 'Padaria Dona Maria',
      durationS: 8,
      // Pro with a brand kit: the kit's logo is the corner mark, its WhatsApp on the end card.
      brand: {
        contacts: { whatsapp: '(11) 98765-4321' },
        colors: ['#8E3B2F'],
        logo: { bytes: await logoPng(), mimeType: 'image/png' },
      },
    });

    const result = await provider({ runner: recording }).render(request, () => undefined);

    // After the download: a decode of a few small grey frames, then one pass that encodes once
    // (the thumbnail is that pass's second output), laying the frames from stdin over the clip.
    const sourcePath = join(request.workDir, SOURCE_FILE);
    expect(recording.runs).toHaveLength(2);
    const [sample, compose] = recording.runs;
    expect(sample.slice(-5)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1']);
    expect(recording.encodes()).toEqual([compose]);
    expect(compose.filter((arg) => arg === '-i')).toHaveLength(2);
    expect(compose[compose.indexOf(sourcePath) - 1]).toBe('-i');
    expect(compose[compose.indexOf('pipe:0') - 1]).toBe('-i');
    expect(compose.at(-1)).toBe(result.thumbnailPath);
    expect(await probe(result.videoPath)).toMatchObject(CENA_CLIP_FORMAT);

    // (a) The layout model: the engine's layer for this request and clip, as the provider drew it.
    const model = (await planFootageLayer(request, sourcePath, runner)).layoutModel();
    // The clip's calm sky is its top: the words and their scrim go there.
    expect(model.backing).toEqual({ x: 0, y: 0, width: 1280, height: expect.any(Number) });
    expect(model.backing!.height).toBeLessThan(720 * 0.55);
    const title = model.beats.find((beat) => beat.role === 'title')!;
    expect(title.text).toBe('Padaria Dona Maria');
    // The price is one unit with what it buys, on its pill.
    const priceBeat = model.beats.find((beat) => beat.text.includes('R$ 4,50'))!;
    const price = priceBeat.units.find((unit) => unit.text.includes('R$ 4,50'))!;
    expect(price).toMatchObject({ text: 'R$ 4,50 a dúzia', highlight: true });
    for (const beat of [title, priceBeat]) {
      expect(beat.box.y).toBeGreaterThanOrEqual(0);
      expect(beat.box.y + beat.box.height).toBeLessThanOrEqual(model.backing!.height);
    }
    expect(model.endCard.title.text).toBe('Padaria Dona Maria');
    expect(model.endCard.contacts.map((row) => row.text)).toContain('(11) 98765-4321');
    const corner = model.corner!;
    expect(corner.x + corner.width).toBeGreaterThan(1280 - 40);
    expect(corner.y + corner.height).toBeGreaterThan(720 - 40);

    // (b) The pixels, against Veo's clip normalised alone with the same settings.
    const referencePath = join(request.workDir, 'reference.mp4');
    await runner.run(
      buildNormaliseArgs({
        inputPath: sourcePath,
        outputPath: referencePath,
        format: { ...FRAME, fps: 30 },
        durationS: 8,
        inputHasAudio: true,
        settings: { ...DEFAULT_ENCODE_SETTINGS, preset: 'ultrafast' },
      }),
    );
    const settled = (span: { start: number; end: number }) =>
      Math.round((span.start + 0.65 * (span.end - span.start)) * 30);
    const inCorner = within(corner);
    const outsideLayer = (x: number, y: number) =>
      y >= model.backing!.height + 2 && !inCorner(x, y);
    for (const [beat, box] of [
      [title, title.units[0].box],
      [priceBeat, price.box],
    ] as const) {
      const index = settled(beat.span);
      const delivered = await frameOf(runner, result.videoPath, index);
      const reference = await frameOf(runner, referencePath, index);
      // The words are there, where the model puts them, the logo in its corner, and nothing of
      // the layer elsewhere below the scrim.
      expect(meanDifference(delivered, reference, within(box))).toBeGreaterThan(40);
      expect(meanDifference(delivered, reference, inCorner)).toBeGreaterThan(20);
      expect(meanDifference(delivered, reference, outsideLayer)).toBeLessThan(4);
    }

    // The end card: the business's name in its title box, in the card's text colour.
    const last = await frameOf(runner, result.videoPath, 8 * 30 - 10);
    const { textBox, textColor } = model.endCard.title;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(textColor.slice(at, at + 2), 16));
    let inked = 0;
    for (let y = textBox.y; y < textBox.y + textBox.height; y++) {
      for (let x = textBox.x; x < textBox.x + textBox.width; x++) {
        const at = (Math.round(y) * FRAME.width + Math.round(x)) * 3;
        if (Math.abs(last[at] - r) + Math.abs(last[at + 1] - g) + Math.abs(last[at + 2] - b) < 40)
          inked++;
      }
    }
    expect(inked / (textBox.width * textBox.height)).toBeGreaterThan(0.12);
  });

  it('burns the Cena watermark in on Basic from the layer, bottom right', async () => {
    const request = renderRequest({ durationS: 4, watermark: true });
    const result = await provider().render(request, () => undefined);
    const reference = join(request.workDir, 'reference.mp4');
    await runner.run(
      buildNormaliseArgs({
        inputPath: join(request.workDir, SOURCE_FILE),
        outputPath: reference,
        format: { ...FRAME, fps: 30 },
        durationS: 4,
        inputHasAudio: true,
        settings: { ...DEFAULT_ENCODE_SETTINGS, preset: 'ultrafast' },
      }),
    );
    const delivered = await frameOf(runner, result.videoPath, 45);
    const source = await frameOf(runner, reference, 45);
    const { corner } = (
      await planFootageLayer(request, join(request.workDir, SOURCE_FILE), runner)
    ).layoutModel();
    // BRAND.md: bottom right, 24 px margin (the sprite has 6 px of room for its shadow).
    expect(corner).toMatchObject({ x: 1280 - 24 - 6 - (corner!.width - 12) });
    expect(corner!.y + corner!.height).toBe(720 - 24 + 6);
    expect(meanDifference(delivered, source, within(corner!))).toBeGreaterThan(15);
  });

  it('frames the user prompt with the advanced choices when there is no English prompt', async () => {
    server.setDefault({ kind: 'success', pendingPolls: 0 });
    await provider().render(
      renderRequest({ mode: 'animation3d', tone: 'fun', soundtrack: 'none', title: 'Promo' }),
      () => undefined,
    );
    const { prompt } = startBody().instances[0];
    expect(prompt).toContain('Bolo de cenoura com cobertura de chocolate na Padaria Pão Dourado');
    expect(prompt).toContain('Title: "Promo"');
    expect(prompt).toContain('3D animation');
    expect(prompt).toContain('playful');
    expect(prompt).toContain('no music');
  });

  it('sends the image as a 16:9 opening frame and takes a clip delivered inline', async () => {
    server.setDefault({ kind: 'success', pendingPolls: 1, delivery: 'bytes' });
    const photo = createCanvas(600, 800);
    const ctx = photo.getContext('2d');
    ctx.fillStyle = '#C0392B';
    ctx.fillRect(0, 0, 600, 800);
    const request = renderRequest({
      mode: 'image',
      durationS: 4,
      magicExpansion: true,
      image: { bytes: await photo.encode('png'), mimeType: 'image/png' },
    });

    const result = await provider().render(request, () => undefined);

    const { instances, parameters } = startBody();
    expect(parameters.durationSeconds).toBe(4);
    const image = instances[0].image!;
    expect(image.mimeType).toBe('image/jpeg');
    const frame = await loadImage(Buffer.from(image.bytesBase64Encoded, 'base64'));
    expect([frame.width, frame.height]).toEqual([1280, 720]);
    expect(server.requests.some((r) => r.path.includes('/files/'))).toBe(false);
    const media = await probe(result.videoPath);
    expect(media).toMatchObject({
      width: 1280,
      height: 720,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(Math.abs(media.durationS - 4)).toBeLessThanOrEqual(0.05);
    expect(existsSync(join(request.workDir, 'watermark.png'))).toBe(false);
  });

  it('refuses an upload that is not an image without calling Veo', async () => {
    const request = renderRequest({
      mode: 'image',
      image: { bytes: Buffer.from('not an image at all'), mimeType: 'image/png' },
    });
    const error = await rejection(provider().render(request, () => undefined));
    expect(error.code).toBe('provider_rejected');
    expect(server.requests).toHaveLength(0);
  });

  it('maps an operation error to provider_rejected (not retryable)', async () => {
    server.setDefault({ kind: 'operation_error', code: 3, message: 'Prompt blocked.' });
    const error = await rejection(provider().render(renderRequest(), () => undefined));
    expect(error.code).toBe('provider_rejected');
    expect(error.details.retryable).toBeUndefined();
    expect(error.message).toContain('Prompt blocked.');
  });

  it('treats a transient operation error (INTERNAL) as a retryable failure', async () => {
    server.setDefault({ kind: 'operation_error', code: 13, message: 'Internal error.' });
    const error = await rejection(provider().render(renderRequest(), () => undefined));
    expect(error.code).toBe('provider_failed');
    expect(error.details.retryable).toBe(true);
  });

  it('maps output blocked by the safety filters to provider_rejected', async () => {
    server.setDefault({ kind: 'safety_filter', reasons: ['Sensitive content.'] });
    const error = await rejection(provider().render(renderRequest(), () => undefined));
    expect(error.code).toBe('provider_rejected');
    expect(error.details.retryable).toBeUndefined();
    expect(error.message).toContain('Sensitive content.');
  });

  it('maps HTTP 500 to a retryable provider_failed, without starting a second (billed) job', async () => {
    server.setDefault({ kind: 'http_error', status: 500 });
    const error = await rejection(provider().render(renderRequest(), () => undefined));
    expect(error.code).toBe('provider_failed');
    expect(error.details.retryable).toBe(true);
    expect(server.starts()).toHaveLength(1);
  });

  it('maps HTTP 400 (a request the API will never accept) to provider_rejected', async () => {
    const error = await rejection(
      provider({ apiKey: 'wrong-key' }).render(renderRequest(), () => undefined),
    );
    expect(error.code).toBe('provider_rejected');
  });

  it('retries a failed poll instead of starting over', async () => {
    server.setDefault({ kind: 'flaky_poll' });
    const result = await provider().render(renderRequest({ durationS: 4 }), () => undefined);
    expect(existsSync(result.videoPath)).toBe(true);
    expect(server.starts()).toHaveLength(1);
  });

  it('maps a connection failure to a retryable provider_failed', async () => {
    const error = await rejection(
      provider({ baseUrl: await closedPortUrl() }).render(renderRequest(), () => undefined),
    );
    expect(error.code).toBe('provider_failed');
    expect(error.details.retryable).toBe(true);
  });

  it('stops polling when the job is aborted', async () => {
    server.setDefault({ kind: 'never_done' });
    const controller = new AbortController();
    const render = provider().render(renderRequest({ signal: controller.signal }), () => undefined);
    setTimeout(() => controller.abort(), 150);
    // The operation never ends: only the abort can settle the render.
    await expect(render).rejects.toMatchObject({ name: 'AbortError' });
    // A poll already on the wire at the abort may still reach the server: let it land, then no
    // new one may come in ten poll intervals.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polls = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toHaveLength(polls);
  });

  it('gives up with a retryable provider_failed when Veo takes longer than timeoutMs', async () => {
    server.setDefault({ kind: 'never_done' });
    const error = await rejection(
      provider({ timeoutMs: 200 }).render(renderRequest(), () => undefined),
    );
    expect(error.code).toBe('provider_failed');
    expect(error.details.retryable).toBe(true);
    expect(error.message).toContain('200 ms');
  });
});
