import {
  buildFootageSampleArgs,
  type FfmpegRunner,
  footageSampleSize,
  type GrayFrames,
  type FrameShape,
} from '@cena/engine';

/** Frames measured per clip: one every 1.3 s of an 8 s clip, enough to see what moves where. */
export const FOOTAGE_SAMPLES = 6;

/**
 * A few small grayscale frames of a clip, cropped as the clip will be delivered in `shape` (a
 * decode to a few kilobytes; nothing is encoded).
 */
export async function sampleFootage(
  runner: FfmpegRunner,
  inputPath: string,
  shape: FrameShape,
  durationS: number,
  signal?: AbortSignal,
): Promise<GrayFrames> {
  const size = footageSampleSize(shape);
  const frameBytes = size.width * size.height;
  const args = buildFootageSampleArgs({ inputPath, ...size, count: FOOTAGE_SAMPLES, durationS });
  const bytes = await runner.output(args, frameBytes * FOOTAGE_SAMPLES, { signal });
  const frames: Uint8Array[] = [];
  for (let at = 0; at + frameBytes <= bytes.length; at += frameBytes) {
    frames.push(bytes.subarray(at, at + frameBytes));
  }
  return { ...size, frames };
}
