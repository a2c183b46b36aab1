import { type AspectRatio, DEFAULT_ASPECT_RATIO, LIMITS, VIDEO_SIZES } from '@cena/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { EngineError } from '../engine-error';
import {
  buildFrameEncodeArgs,
  DEFAULT_ENCODE_SETTINGS,
  FfmpegRunner,
  processLauncher,
  type AudioSource,
  type EncodeSettings,
} from '../ffmpeg';
import type { ProgressFn, RenderRequest, RenderResult } from '../render-request';
import { FrameWriteError, pumpFrames } from './frame-pump';
import { FrameRenderer } from './frame-renderer';
import { ProgressReporter } from './progress-reporter';
import { decodesOutOfProcess } from './source-image';
import { SoundtrackSynth, SYNTH_RATE } from './soundtrack';
import { collectAllGarbage, releaseGarbage } from './young-gc';

export interface LocalEngineOptions {
  /**
   * Runs the encoder and the photo's decoder; by default from the process's launcher: a render
   * process holds 150–250 MB, and each ffmpeg forked from it would cost it 0.1–0.5 s of CPU in
   * page faults (see ProcessLauncher).
   */
  runner?: FfmpegRunner;
  /** x264 settings; the default favours speed (ultrafast suits flat motion graphics). */
  encode?: Partial<EncodeSettings>;
  /** Time limit of one ffmpeg encode. */
  timeoutMs?: number;
}

export const VIDEO_FILE = 'video.mp4';
export const THUMBNAIL_FILE = 'thumb.jpg';

/**
 * x264 set for speed: ultrafast with the animation tune; B-frames by shape (SHAPE_ENCODE); CRF
 * 23, which keeps motion graphics clean (SSIM ≥ 0.987 against the drawn frames) at three quarters
 * of the CPU and bitrate of CRF 20; one x264 thread: the renderer keeps one core busy and x264
 * takes the other, and a worker runs a render per core, so a second thread only contends (a text
 * clip's render cost 6 % less CPU in 16:9 and 11 % less in 1:1 with one than with two, in the
 * same wall time). AAC at 96 kbit/s: plenty for the synthesised mono 24 kHz soundtrack, and a
 * quarter of the CPU of 128 kbit/s (0.08 s against 0.3 s an 8 s clip, on ffmpeg's main thread).
 * Trellis off, as the preset means it: the bundled ffmpeg switches it on
 * under ultrafast, where it took a third to a half of x264's CPU (on the drawn frames of an 8 s
 * clip, 16:9: text 1.01 → 0.70 s, photo 0.87 → 0.54 s, 3D 1.35 → 0.62 s) for SSIM 0.0003 or less
 * against the drawn frames and files within 2 % of the size.
 */
const LOCAL_ENCODE: EncodeSettings = {
  ...DEFAULT_ENCODE_SETTINGS,
  preset: 'ultrafast',
  crf: 23,
  threads: 1,
  audioKbps: 96,
  trellis: 0,
};
/**
 * The square's encode. The 1:1 clip has 1.27x the pixels of 16:9, and every stage of a render
 * (drawing, packing, x264) grows with them. Issue 13 asks a square render for at most 1.15x its
 * twin's CPU; drawing and packing alone cost the square 1.25x, so x264 has to spend less on it
 * than on 16:9: a higher CRF. And each B-frame holds a whole frame in x264: with three, the
 * square's ffmpeg peaked at 71 MB and its photo clips at 302-311 MB in all, over issue 22's 300.
 * So one B-frame, at CRF 29: ffmpeg 56 MB, x264 7-11 % less CPU than three B-frames at CRF 28
 * (with trellis off B-frames no longer save it any), and the fidelity of three at 28 (SSIM
 * against the drawn frames: text 0.9931 against 0.9933, photo 0.9830 against 0.9830, 3D 0.9887
 * against 0.9892; 16:9 text at 23: 0.9953), for files 1-20 % larger (1-2 MB for 8 s). See
 * docs/decisions.md: issue 13, and stop 40. 9:16 has the same pixels as 16:9 and keeps its encode.
 * A caller's own B-frames (`LocalEngineOptions.encode.bframes`) win over the shape's.
 */
const SHAPE_ENCODE: Record<AspectRatio, { crfOffset: number; bframes: number }> = {
  '16:9': { crfOffset: 0, bframes: 3 },
  '9:16': { crfOffset: 0, bframes: 3 },
  '1:1': { crfOffset: 6, bframes: 1 },
};
/** Raw frames ffmpeg may read ahead of its encoder (1.4 MB each). */
const INPUT_QUEUE_FRAMES = 4;
/** The soundtrack's samples go to ffmpeg on its file descriptor 3. */
const AUDIO_PIPE = 3;

/**
 * The embedded motion-graphics engine: draws each frame with @napi-rs/canvas and streams it to
 * ffmpeg, which encodes it with a synthesised soundtrack. Works offline, deterministic per seed.
 * Throws EngineError('provider_rejected') for an input it refuses (not retryable) and
 * EngineError('provider_failed', true) otherwise.
 */
export class LocalEngine {
  private readonly runner: FfmpegRunner;
  private readonly encode: EncodeSettings;
  private readonly timeoutMs: number;

  constructor(options: LocalEngineOptions = {}) {
    this.runner = options.runner ?? new FfmpegRunner({ launcher: processLauncher });
    this.encode = { ...LOCAL_ENCODE, ...options.encode };
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  async render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    const { signal } = request;
    const progress = new ProgressReporter(onProgress);
    progress.report('preparing', 0);
    signal?.throwIfAborted();
    await mkdir(request.workDir, { recursive: true });
    // The last render's canvases are freed before this one's are allocated.
    await releaseGarbage();

    const videoPath = join(request.workDir, VIDEO_FILE);
    const thumbnailPath = join(request.workDir, THUMBNAIL_FILE);
    const { args, audio } = buildLocalEncode(request, videoPath, this.encode);
    // A photo that an ffmpeg of its own decodes is prepared first: that decoder has exited before
    // the encoder starts, so the two never hold memory at the same time.
    const early =
      request.mode === 'image' && request.image && decodesOutOfProcess(request.image.bytes)
        ? await this.prepareFrames(request)
        : undefined;
    // Otherwise ffmpeg starts first: it loads and sets up its encoders while the frames are
    // prepared (a photo decoded in process) and the soundtrack synthesised, rather than after.
    const job = this.runner.start(args, {
      signal,
      timeoutMs: this.timeoutMs,
      extraInputPipes: audio.kind === 'pcm' ? 1 : 0,
    });

    progress.report('analyzing', 4);
    let renderer: FrameRenderer;
    try {
      renderer = early ?? (await this.prepareFrames(request));
    } catch (error) {
      job.abort();
      throw error;
    }
    // What preparing left behind (a decoded photo, its pixels from ffmpeg, layout scratch) is
    // freed before the frames start.
    await releaseGarbage();
    progress.report('script', 10);

    const thumbnailFrame = representativeFrame(renderer);
    let thumbnail: Buffer | undefined;
    try {
      const soundtrack =
        audio.kind === 'pcm' ? new SoundtrackFeed(job.pipes[0], request) : undefined;
      progress.report('images', 14);
      await pumpFrames(renderer, job.stdin, {
        signal,
        onFrame: (index) => {
          soundtrack?.feedUntil((index + 1) / renderer.board.fps);
          if (index === thumbnailFrame) thumbnail = renderer.canvas.encodeSync('jpeg', 88);
          progress.report('images', 14 + (74 * (index + 1)) / renderer.frameCount);
        },
      });
      soundtrack?.finish();
      progress.report('audio_video_sync', 90);
      await job.done;
    } catch (error) {
      signal?.throwIfAborted();
      if (error instanceof FrameWriteError) {
        // ffmpeg's own failure explains a broken pipe better than the pipe does.
        await job.done.catch((ffmpegError: unknown) => {
          throw providerFailed(ffmpegError);
        });
      }
      job.abort();
      throw providerFailed(error);
    }

    progress.report('finalizing', 95);
    await writeFile(
      thumbnailPath,
      thumbnail ?? renderer.render(thumbnailFrame).encodeSync('jpeg', 88),
    );
    progress.report('finalizing', 100);
    // Once this render's objects are unreachable (after it returns), free its canvases.
    setImmediate(collectAllGarbage);
    return { videoPath, thumbnailPath, durationS: request.durationS };
  }

  private async prepareFrames(request: RenderRequest): Promise<FrameRenderer> {
    try {
      return await FrameRenderer.create(request, { runner: this.runner, signal: request.signal });
    } catch (error) {
      // An upload the decoder refuses will fail the same way on every attempt.
      if (request.mode === 'image') throw withCause(new EngineError('provider_rejected'), error);
      throw providerFailed(error);
    }
  }
}

/**
 * The encoder of a local render: I420 frames on stdin and, unless the soundtrack is 'none', its
 * samples on pipe 3 (s16le, mono, SYNTH_RATE). Exported for the bench's floor measurements.
 */
export function buildLocalEncode(
  request: Pick<RenderRequest, 'durationS' | 'soundtrack'> &
    Partial<Pick<RenderRequest, 'aspectRatio'>>,
  outputPath: string,
  settings: EncodeSettings = LOCAL_ENCODE,
): { args: string[]; audio: AudioSource } {
  const audio: AudioSource =
    request.soundtrack === 'none'
      ? { kind: 'silence' }
      : { kind: 'pcm', pipe: AUDIO_PIPE, sampleRate: SYNTH_RATE, channels: 1 };
  const aspectRatio = request.aspectRatio ?? DEFAULT_ASPECT_RATIO;
  const args = buildFrameEncodeArgs({
    format: { ...VIDEO_SIZES[aspectRatio], fps: LIMITS.videoFps },
    pixelFormat: 'yuv420p',
    inputQueueFrames: INPUT_QUEUE_FRAMES,
    durationS: request.durationS,
    audio,
    outputPath,
    settings: {
      ...settings,
      crf: settings.crf + SHAPE_ENCODE[aspectRatio].crfOffset,
      bframes: settings.bframes ?? SHAPE_ENCODE[aspectRatio].bframes,
    },
  });
  return { args, audio };
}

/** Seconds of soundtrack kept ahead of the frames, so ffmpeg never waits for audio. */
const AUDIO_LEAD_S = 0.5;

/**
 * Streams the soundtrack to ffmpeg (s16le, mono) a slice per frame, synthesised as the frames are
 * drawn: the synthesis then fills moments the renderer would spend waiting for the encoder,
 * rather than delaying the first frame.
 */
class SoundtrackFeed {
  private readonly synth: SoundtrackSynth | undefined;

  constructor(
    private readonly pipe: Writable | undefined,
    request: RenderRequest,
  ) {
    if (!pipe) throw new Error('ffmpeg has no audio pipe');
    this.synth = SoundtrackSynth.create(request);
  }

  feedUntil(timeS: number): void {
    if (!this.synth || this.synth.finished) return;
    this.write(this.synth.renderUntil(timeS + AUDIO_LEAD_S));
  }

  finish(): void {
    if (this.synth) this.write(this.synth.renderUntil(Number.POSITIVE_INFINITY));
    this.pipe?.end();
  }

  private write(samples: Int16Array): void {
    if (samples.length === 0) return;
    this.pipe?.write(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  }
}

/** The frame that best stands for the clip: the title fully on screen, before it leaves. */
export function representativeFrame(renderer: FrameRenderer): number {
  const { timeline, fps, frameCount } = renderer.board;
  const time = Math.max(Math.min(1, timeline.intro.end * 0.8), timeline.intro.end - 0.45);
  return Math.min(frameCount - 1, Math.round(time * fps));
}

function providerFailed(cause: unknown): EngineError {
  return withCause(new EngineError('provider_failed', true), cause);
}

function withCause(error: EngineError, cause: unknown): EngineError {
  error.cause = cause;
  if (cause instanceof Error) error.message = `${error.code}: ${cause.message}`;
  return error;
}
