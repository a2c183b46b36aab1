import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoStage } from '@cena/contracts';
import { createCanvas, loadImage } from '../local/canvas';
import {
  startGeminiServer,
  type GeminiTestServer,
  type PredictLongRunningBody,
} from '../../../../test/support/gemini-server';
import { DomainError } from '../../../common/domain-error';
import { FfmpegRunner, probe } from '../../ffmpeg';
import type { RenderRequest } from '../video-provider';
import { VeoVideoProvider, type VeoVideoProviderOptions } from './veo-video-provider';
import { CENA_CLIP_FORMAT } from '../clip-format.fixtures';

jest.setTimeout(60_000);

const API_KEY = 'test-gemini-key';
const MODEL = 'veo-3.0-fast-generate-001';
const ENGLISH_PROMPT = [
  'Subject: A carrot cake with chocolate frosting on a bakery counter.',
  'Camera: Slow push-in.',
  'Audio: Soft acoustic guitar.',
].join('\n');

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
    expect(existsSync(join(request.workDir, 'watermark.png'))).toBe(true);

    expect(startBody()).toEqual({
      instances: [{ prompt: ENGLISH_PROMPT }],
      // 5 s is not offered by Veo 3: the next longer clip, trimmed by ffmpeg.
      parameters: { aspectRatio: '16:9', resolution: '720p', durationSeconds: 6, sampleCount: 1 },
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
