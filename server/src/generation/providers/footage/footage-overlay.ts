import { join } from 'node:path';
import { DEFAULT_ASPECT_RATIO, LIMITS, VIDEO_SIZES } from '@cena/contracts';
import {
  buildNormaliseArgs,
  type EncodeSettings,
  type FfmpegRunner,
  bandDetail,
  calmestBand,
  FrameWriteError,
  pumpFrames,
  FrameRenderer,
  frameShape,
  representativeFrame,
  THUMBNAIL_FILE,
  VIDEO_FILE,
} from '@cena/engine';
import type { RenderRequest, RenderResult } from '../video-provider';
import { sampleFootage } from './footage-sampler';

/** A provider's clip, downloaded. */
export interface FootageClip {
  path: string;
  hasAudio: boolean;
}

/**
 * The engine's layer for a provider's clip: the request's storyboard (every typed fact, the end
 * card, the corner mark) on transparent frames, the words in the band where the clip is calmest.
 */
export async function planFootageLayer(
  request: RenderRequest,
  clipPath: string,
  runner: FfmpegRunner,
): Promise<FrameRenderer> {
  const shape = frameShape(request.aspectRatio ?? DEFAULT_ASPECT_RATIO);
  const samples = await sampleFootage(runner, clipPath, shape, request.durationS, request.signal);
  const band = calmestBand(bandDetail(samples, shape));
  return FrameRenderer.create({ ...request, footage: { band } });
}

export interface FootageOverlayOptions {
  runner: FfmpegRunner;
  settings: EncodeSettings;
  signal?: AbortSignal;
  /** Output time in seconds, as ffmpeg reports it. */
  onProgress?: (outTimeS: number) => void;
}

/** Layer frames ffmpeg may read ahead of the overlay (3.7 MB each at 720p). */
const INPUT_QUEUE_FRAMES = 4;

/**
 * The delivered clip in one ffmpeg pass: the provider's clip normalised (size, rate, exact
 * length, audio), the layer's frames streamed over it as they are drawn, one x264 encode, and
 * the thumbnail taken from the result by the same pass.
 */
export async function composeOverFootage(
  request: RenderRequest,
  clip: FootageClip,
  layer: FrameRenderer,
  options: FootageOverlayOptions,
): Promise<RenderResult> {
  const { workDir, durationS } = request;
  const videoPath = join(workDir, VIDEO_FILE);
  const thumbnailPath = join(workDir, THUMBNAIL_FILE);
  const { fps } = layer.board;
  const args = buildNormaliseArgs({
    inputPath: clip.path,
    outputPath: videoPath,
    format: { ...VIDEO_SIZES[request.aspectRatio ?? DEFAULT_ASPECT_RATIO], fps: LIMITS.videoFps },
    durationS,
    inputHasAudio: clip.hasAudio,
    overlay: { inputQueueFrames: INPUT_QUEUE_FRAMES },
    thumbnail: { path: thumbnailPath, atS: representativeFrame(layer) / fps },
    settings: options.settings,
  });
  const job = options.runner.start(args, {
    signal: options.signal,
    onProgress: options.onProgress,
  });
  try {
    await pumpFrames(layer, job.stdin, { signal: options.signal, pixels: 'rgba' });
    await job.done;
  } catch (error) {
    options.signal?.throwIfAborted();
    // ffmpeg's own failure explains a broken pipe better than the pipe does.
    if (error instanceof FrameWriteError) await job.done;
    job.abort();
    throw error;
  }
  return { videoPath, thumbnailPath, durationS };
}
