import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@cena/contracts';
import { createCanvas, ImageData, loadImage, type Canvas, type Image } from './canvas';
import { FfmpegRunner } from '../ffmpeg';
import { exceedsPixelLimits, readImageHeader, type ImageHeader } from '../image-header';
import { decodePngScaled } from './png-scaled-decode';

/** A decoded upload, ready to draw: a canvas Image, or a Canvas holding ffmpeg's pixels. */
export type SourceBitmap = Image | Canvas;

export type ImageFit = 'cover' | 'contain';

/**
 * The largest zoom any layer draws a photo at, relative to covering the frame (the Ken Burns
 * move up to 1.16, the blurred cover's 1.25): a bitmap covering the frame times this is enough.
 */
export const DECODE_ZOOM = 1.25;

const DEFAULT_FRAME = { width: LIMITS.videoWidth, height: LIMITS.videoHeight };

/**
 * Most pixels a decoded upload may hold (16 MB of RGBA), whatever its shape: a long panorama is
 * shrunk below the box rather than kept at full height.
 */
export const MAX_DECODED_PIXELS = 4_000_000;

export interface SourceImageOptions {
  /** The frame the photo is drawn into; 1280x720 when absent. */
  frame?: { width: number; height: number };
  /**
   * How the sharp photo meets the frame: 'cover' fills it (the default), 'contain' fits inside
   * it (magic expansion, whose blurred ground is drawn from an eighth-size copy).
   */
  fit?: ImageFit;
  /** Runs the downscaling decode; a default runner when absent. */
  runner?: FfmpegRunner;
  signal?: AbortSignal;
  /** Time limit of the decode. */
  timeoutMs?: number;
}

let defaultRunner: FfmpegRunner | undefined;

/**
 * Decodes an upload no larger than the frame needs. The header is read first: an upload that is
 * already small enough, or of at most `MAX_DECODED_PIXELS`, is decoded in process (whole: the
 * caller draws it at the size it needs); a larger non-interlaced PNG is decoded row by row
 * straight to its output size; any other is decoded by ffmpeg, with the JPEG decoder's DCT
 * scaling (`-lowres`) and a scale filter, into a bitmap of at most `MAX_DECODED_PIXELS`, so this
 * process never holds the full bitmap of a large photo. The EXIF
 * orientation of a JPEG is applied either way. Throws when the header is unreadable, declares
 * more than the upload limits, or the image does not decode.
 */
export async function decodeSourceImage(
  bytes: Buffer,
  options: SourceImageOptions = {},
): Promise<SourceBitmap> {
  const header = readImageHeader(bytes);
  if (!header) throw new Error('The image header could not be read');
  if (exceedsPixelLimits(header)) {
    throw new Error(`The image declares ${header.width}x${header.height} pixels, over the limit`);
  }
  const size = decodedSize(header, options.frame, options.fit);
  // An upload whose whole bitmap is no larger than a shrunk one may be is decoded in process:
  // cheaper than starting a decoder (a 1600x1200 JPEG in 15-25 ms against 60-120 ms of ffmpeg's
  // CPU) and no more memory.
  if (!size || header.width * header.height <= MAX_DECODED_PIXELS) {
    const image = await loadImage(bytes);
    if (!image.width || !image.height) throw new Error('The image could not be decoded');
    return image;
  }
  if (header.type === 'image/png') {
    // Decoded row by row straight to the output size: not even ffmpeg holds the full bitmap.
    const pixels = await decodePngScaled(bytes, size);
    if (pixels) return toCanvas(pixels, size);
  }
  return decodeScaled(bytes, header, size, options);
}

/**
 * Whether decoding this upload starts an ffmpeg of its own: one over `MAX_DECODED_PIXELS` that is
 * not a non-interlaced PNG (those are decoded row by row in process). False when the header is
 * unreadable or over the limits: the decode then fails before starting anything.
 */
export function decodesOutOfProcess(bytes: Buffer): boolean {
  const header = readImageHeader(bytes);
  if (!header || exceedsPixelLimits(header)) return false;
  if (header.width * header.height <= MAX_DECODED_PIXELS) return false;
  return header.type !== 'image/png' || isInterlacedPng(bytes);
}

/** The interlace method of a PNG's header chunk (it comes first: the header was read). */
function isInterlacedPng(bytes: Buffer): boolean {
  return bytes[PNG_INTERLACE_OFFSET] !== 0;
}

/** Signature (8), the IHDR chunk's length and type (8), then width, height, depth, colour type, compression, filter (12). */
const PNG_INTERLACE_OFFSET = 28;

function toCanvas(pixels: Uint8ClampedArray, size: { width: number; height: number }): Canvas {
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').putImageData(new ImageData(pixels, size.width, size.height), 0, 0);
  return canvas;
}

/**
 * The decoded size (upright) when the upload must be shrunk, else undefined: what covers (or,
 * with 'contain', fits inside) the frame at `DECODE_ZOOM`, and never over `MAX_DECODED_PIXELS`.
 */
export function decodedSize(
  header: Pick<ImageHeader, 'width' | 'height' | 'orientation'>,
  frame: { width: number; height: number } = DEFAULT_FRAME,
  fit: ImageFit = 'cover',
): { width: number; height: number } | undefined {
  const turned = header.orientation >= 5;
  const width = turned ? header.height : header.width;
  const height = turned ? header.width : header.height;
  const fitScale = (fit === 'cover' ? Math.max : Math.min)(
    frame.width / width,
    frame.height / height,
  );
  const scale = Math.min(fitScale * DECODE_ZOOM, Math.sqrt(MAX_DECODED_PIXELS / (width * height)));
  if (scale >= 1) return undefined;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** ffmpeg filters that turn a stored image upright, by EXIF orientation (1 needs none). */
const ORIENTATION_FILTERS: Record<number, string[]> = {
  2: ['hflip'],
  3: ['hflip', 'vflip'],
  4: ['vflip'],
  5: ['transpose=0'],
  6: ['transpose=1'],
  7: ['transpose=3'],
  8: ['transpose=2'],
};

/**
 * The decode's arguments: one frame, upright, area-averaged down to `size`, as raw RGBA into
 * `outputPath`.
 */
export function buildDecodeArgs(
  inputPath: string,
  header: Pick<ImageHeader, 'type' | 'width' | 'height' | 'orientation'>,
  size: { width: number; height: number },
  outputPath: string,
): string[] {
  // The JPEG decoder can skip DCT detail and decode at 1/2, 1/4 or 1/8 of the size.
  const stored = header.orientation >= 5 ? size.height : size.width;
  const lowres =
    header.type === 'image/jpeg'
      ? Math.max(0, Math.min(3, Math.floor(Math.log2(header.width / stored))))
      : 0;
  const filters = [
    ...(ORIENTATION_FILTERS[header.orientation] ?? []),
    `scale=${size.width}:${size.height}:flags=area`,
  ];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-threads',
    '1',
    ...(lowres > 0 ? ['-lowres', String(lowres)] : []),
    '-i',
    inputPath,
    '-frames:v',
    '1',
    '-vf',
    filters.join(','),
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    outputPath,
  ];
}

async function decodeScaled(
  bytes: Buffer,
  header: ImageHeader,
  size: { width: number; height: number },
  options: SourceImageOptions,
): Promise<Canvas> {
  const runner = options.runner ?? (defaultRunner ??= new FfmpegRunner());
  // Files, not pipes: this ffmpeg's WebP demuxer does not read from a pipe, and with nothing read
  // from its stdout a runner may start it from its launcher (see ProcessLauncher).
  const dir = await mkdtemp(join(tmpdir(), 'cena-source-'));
  try {
    const input = join(dir, 'source');
    const output = join(dir, 'pixels');
    await writeFile(input, bytes);
    const expected = size.width * size.height * 4;
    await runner.run(buildDecodeArgs(input, header, size, output), {
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? 30_000,
    });
    const pixels = await readFile(output);
    if (pixels.length !== expected) throw new Error('The image could not be decoded');
    return toCanvas(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), size);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
