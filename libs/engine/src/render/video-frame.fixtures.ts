import { FfmpegRunner } from '../ffmpeg';

/** One decoded frame of a delivered clip: RGBA, row by row. */
export class VideoFrame {
  constructor(
    readonly data: Uint8Array,
    readonly width: number,
    readonly height: number,
  ) {}

  /** The pixel at (x, y), rounded to the nearest. */
  at(x: number, y: number): [number, number, number] {
    const offset = (Math.round(y) * this.width + Math.round(x)) * 4;
    return [this.data[offset], this.data[offset + 1], this.data[offset + 2]];
  }
}

/**
 * The frame of an MP4 shown at `timeS` (exact: ffmpeg decodes up to it), decoded by ffmpeg to
 * RGBA at the clip's own size, as a viewer's player would show it.
 */
export async function readVideoFrame(
  path: string,
  timeS: number,
  size: { width: number; height: number },
  runner = new FfmpegRunner(),
): Promise<VideoFrame> {
  const bytes = size.width * size.height * 4;
  const args = [
    '-v',
    'error',
    '-ss',
    timeS.toFixed(4),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    'pipe:1',
  ];
  const data = await runner.output(args, bytes);
  if (data.length !== bytes)
    throw new Error(`Expected ${bytes} bytes of frame, got ${data.length}`);
  return new VideoFrame(new Uint8Array(data), size.width, size.height);
}
