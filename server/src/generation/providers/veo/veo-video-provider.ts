import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AspectRatio, LIMITS, VIDEO_SIZES } from '@cena/contracts';
import {
  GoogleGenAI,
  type GeneratedVideo,
  type GenerateVideosParameters,
  type HttpOptions,
} from '@google/genai';
import { DomainError } from '../../../common/domain-error';
import {
  DEFAULT_ENCODE_SETTINGS,
  FfmpegRunner,
  type EncodeSettings,
  type OutputFormat,
  ProgressReporter,
} from '@cena/engine';
import { composeOverFootage, type FootageClip, planFootageLayer } from '../footage/footage-overlay';
import type { ProgressFn, RenderRequest, RenderResult, VideoProvider } from '../video-provider';
import { generatedVideoOf, providerFailed, providerRejected, toDomainError } from './veo-errors';
import { buildGenerateVideosParameters, type StartFrame, veoAspectRatio } from './veo-request';
import { renderStartFrame } from './veo-start-frame';

export interface VeoVideoProviderOptions {
  apiKey: string;
  /** e.g. veo-3.0-fast-generate-001. */
  model: string;
  /** The Gemini API endpoint; the SDK default (generativelanguage.googleapis.com) when unset. */
  baseUrl?: string;
  runner?: FfmpegRunner;
  /** Pause between two polls of the operation. */
  pollIntervalMs?: number;
  /** Limit of generation and download together; Veo takes from 11 s to 6 min. */
  timeoutMs?: number;
  /** Limit of one HTTP request (the download included). */
  requestTimeoutMs?: number;
  encode?: Partial<EncodeSettings>;
}

export const VEO_DEFAULTS = {
  pollIntervalMs: 10_000,
  timeoutMs: 10 * 60_000,
  requestTimeoutMs: 120_000,
} as const;

/** Veo's clip as downloaded, inside the render's workDir. */
export const SOURCE_FILE = 'veo-source.mp4';

/** The delivered clip's size: VIDEO_SIZES of the request's shape. */
function outputFormat(aspectRatio: AspectRatio): OutputFormat {
  return { ...VIDEO_SIZES[aspectRatio], fps: LIMITS.videoFps };
}

/** Typical Veo latency; the progress bar approaches the end of the generation stage around it. */
const EXPECTED_GENERATION_MS = 60_000;

/**
 * Polls and downloads are idempotent, so the SDK may retry them (on 408, 429 and 5xx); starting a
 * generation is not (each start is a billed job), so it is never retried here.
 */
const IDEMPOTENT_RETRIES = { attempts: 3 } as const;

/**
 * Google Veo through the Gemini API: starts a generation (asking for footage without text),
 * polls the long-running operation, downloads the clip and lays Cena's typography over it while
 * re-encoding it to Cena's format: the typed facts, the end card and the corner mark are the
 * engine's, never left to the video model.
 */
export class VeoVideoProvider implements VideoProvider {
  readonly name = 'veo' as const;
  readonly model: string;
  private readonly ai: GoogleGenAI;
  private readonly runner: FfmpegRunner;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly encode: EncodeSettings;

  constructor(options: VeoVideoProviderOptions) {
    this.model = options.model;
    this.runner = options.runner ?? new FfmpegRunner();
    this.pollIntervalMs = options.pollIntervalMs ?? VEO_DEFAULTS.pollIntervalMs;
    this.timeoutMs = options.timeoutMs ?? VEO_DEFAULTS.timeoutMs;
    this.requestTimeoutMs = options.requestTimeoutMs ?? VEO_DEFAULTS.requestTimeoutMs;
    this.encode = { ...DEFAULT_ENCODE_SETTINGS, ...options.encode };
    this.ai = new GoogleGenAI({
      apiKey: options.apiKey,
      // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
      vertexai: false,
      httpOptions: {
        ...(options.baseUrl && { baseUrl: options.baseUrl }),
        // Without a fetch of its own the SDK looks Node's undici dispatcher up on globalThis,
        // which sandboxed globals (jest's VM) lack, and every request fails. Node's fetch keeps
        // undici's 300 s timeouts, above every limit set here.
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  async render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    const progress = new ProgressReporter(onProgress);
    progress.report('preparing', 0);
    request.signal?.throwIfAborted();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      await mkdir(request.workDir, { recursive: true });
      progress.report('analyzing', 3);
      const params = buildGenerateVideosParameters(
        this.model,
        request,
        await this.startFrame(request),
      );

      progress.report('script', 8);
      const video = await this.generate(params, signal, (elapsedMs) => {
        progress.report('images', 10 + 70 * (1 - Math.exp(-elapsedMs / EXPECTED_GENERATION_MS)));
      });

      progress.report('audio_video_sync', 82);
      const sourcePath = join(request.workDir, SOURCE_FILE);
      const source = await this.download(video, sourcePath, signal);
      return await this.finish(request, source, signal, progress);
    } catch (error) {
      request.signal?.throwIfAborted();
      if (error instanceof DomainError) throw error;
      if (deadline.aborted) throw providerFailed(`no video within ${this.timeoutMs} ms`, error);
      throw toDomainError(error);
    }
  }

  /** Image mode: the upload as an opening frame of Veo's shape (undecodable uploads are refused). */
  private async startFrame(request: RenderRequest): Promise<StartFrame | undefined> {
    if (request.mode !== 'image' || !request.image) return undefined;
    try {
      const veoShape = outputFormat(veoAspectRatio(request.aspectRatio));
      return await renderStartFrame(request.image.bytes, veoShape, request.magicExpansion, {
        runner: this.runner,
        signal: request.signal,
      });
    } catch (error) {
      throw providerRejected('the image could not be decoded', error);
    }
  }

  private async generate(
    params: GenerateVideosParameters,
    signal: AbortSignal,
    onPoll: (elapsedMs: number) => void,
  ): Promise<GeneratedVideo> {
    const started = Date.now();
    let operation = await this.ai.models.generateVideos({
      ...params,
      config: { ...params.config, abortSignal: signal, httpOptions: this.httpOptions(false) },
    });
    onPoll(0);
    while (!operation.done) {
      await sleep(this.pollIntervalMs, undefined, { signal });
      operation = await this.ai.operations.getVideosOperation({
        operation,
        config: { abortSignal: signal, httpOptions: this.httpOptions(true) },
      });
      onPoll(Date.now() - started);
    }
    return generatedVideoOf(operation);
  }

  /** The clip, whether Veo answered with a file URI or inline bytes, checked to be a video. */
  private async download(
    video: GeneratedVideo,
    path: string,
    signal: AbortSignal,
  ): Promise<FootageClip> {
    await untilAborted(
      this.ai.files.download({
        file: video,
        downloadPath: path,
        config: { abortSignal: signal, httpOptions: this.httpOptions(true) },
      }),
      signal,
    );
    const probe = await this.runner.probe(path, { signal }).catch((error: unknown) => {
      throw providerFailed('the downloaded clip is not a video', error);
    });
    if (!probe.videoCodec) throw providerFailed('the downloaded clip has no video stream');
    return { path, hasAudio: probe.audioCodec !== undefined };
  }

  /**
   * Lays the engine's layer (the typed facts where the footage is calm, the end card, the corner
   * mark) over the clip in the one encode that normalises it, with the thumbnail.
   */
  private async finish(
    request: RenderRequest,
    source: FootageClip,
    signal: AbortSignal,
    progress: ProgressReporter,
  ): Promise<RenderResult> {
    const { durationS } = request;
    const layer = await planFootageLayer({ ...request, signal }, source.path, this.runner);
    progress.report('audio_video_sync', 85);
    const result = await composeOverFootage(request, source, layer, {
      runner: this.runner,
      settings: this.encode,
      signal,
      onProgress: (outTimeS) =>
        progress.report('audio_video_sync', 85 + (10 * outTimeS) / durationS),
    });
    progress.report('finalizing', 100);
    return result;
  }

  private httpOptions(idempotent: boolean): HttpOptions {
    return {
      timeout: this.requestTimeoutMs,
      ...(idempotent && { retryOptions: IDEMPOTENT_RETRIES }),
    };
  }
}

/**
 * The SDK pipes a download into the file and waits for the file to finish, which never happens
 * if the body breaks off on abort; the caller must not wait for it then.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
