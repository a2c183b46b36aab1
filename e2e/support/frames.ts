// Pixels of rendered media for the browser tests: a video's last frame, a PNG, decoded by the
// project's own ffmpeg (the one the worker renders with).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveFfmpegBinaries } from '../../libs/engine/src/ffmpeg/ffmpeg-binaries';

const run = promisify(execFile);
/** A 1280×720 RGB frame is 2.8 MB; a few of them, with room. */
const MAX_BUFFER = 64 * 1024 * 1024;

export type Rgb = readonly [number, number, number];

/** Packed 8-bit RGB pixels, row after row. */
export interface RgbImage {
  width: number;
  height: number;
  data: Buffer;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function rgbDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

async function size(file: string): Promise<{ width: number; height: number }> {
  const { ffprobePath } = resolveFfmpegBinaries();
  const { stdout } = await run(ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    file,
  ]);
  const [width, height] = stdout.trim().split(',').map(Number);
  if (!width || !height) throw new Error(`ffprobe found no picture in ${file}: ${stdout}`);
  return { width, height };
}

async function rawFrames(args: string[]): Promise<Buffer> {
  const { ffmpegPath } = resolveFfmpegBinaries();
  const { stdout } = await run(
    ffmpegPath,
    ['-v', 'error', ...args, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: MAX_BUFFER },
  );
  return stdout;
}

/** The very last frame of a video: the frames of its last 0.3 s decoded, the final one kept. */
export async function lastVideoFrame(file: string): Promise<RgbImage> {
  const { width, height } = await size(file);
  const frameBytes = width * height * 3;
  const frames = await rawFrames(['-sseof', '-0.3', '-i', file]);
  if (frames.length < frameBytes || frames.length % frameBytes !== 0) {
    throw new Error(
      `decoded ${frames.length} bytes from ${file}, not whole ${width}x${height} frames`,
    );
  }
  return { width, height, data: frames.subarray(frames.length - frameBytes) };
}

/** A still image (PNG, JPEG…) as RGB pixels. */
export async function decodeImage(file: string): Promise<RgbImage> {
  const { width, height } = await size(file);
  return { width, height, data: await rawFrames(['-i', file, '-frames:v', '1']) };
}

/** Writes RGB pixels as a PNG (a frame kept for review beside the screenshots). */
export async function writePng(image: RgbImage, file: string): Promise<void> {
  const { ffmpegPath } = resolveFfmpegBinaries();
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      ffmpegPath,
      [
        '-v',
        'error',
        '-y',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${image.width}x${image.height}`,
        '-i',
        'pipe:0',
        '-frames:v',
        '1',
        file,
      ],
      (error) => (error ? reject(error) : resolve()),
    );
    child.stdin?.end(image.data);
  });
}

export interface CheckerMatch {
  /** Rows holding four even runs alternating between the two colours. */
  rows: number;
  /** Of those, the rows whose runs are inverted one block above or below: a checkerboard's. */
  checkerRows: number;
  /** The smallest box around every checkerboard run found. */
  box: { left: number; top: number; right: number; bottom: number } | null;
}

/**
 * Looks for a two-colour checkerboard of square blocks (the test's logo) in `image`: rows with
 * four runs in a row alternating between the two colours, each at least `minRun` px and of about
 * the same width (a block each), whose colours are swapped one block's height above or below.
 * Text, pills and flat grounds in those colours do not make that pattern. Compression blurs
 * edges, so up to `edge` px of neither colour may sit between two runs.
 */
export function findChecker(
  image: RgbImage,
  colors: readonly [Rgb, Rgb],
  { tolerance = 60, minRun = 8, edge = 4 } = {},
): CheckerMatch {
  const classify = (x: number, y: number): 0 | 1 | null => {
    const at = (y * image.width + x) * 3;
    const pixel: Rgb = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
    if (rgbDistance(pixel, colors[0]) <= tolerance) return 0;
    return rgbDistance(pixel, colors[1]) <= tolerance ? 1 : null;
  };
  let rows = 0;
  let checkerRows = 0;
  let box = null as CheckerMatch['box'];
  for (let y = 0; y < image.height; y += 1) {
    const runs: { color: 0 | 1; start: number; end: number }[] = [];
    for (let x = 0; x < image.width; x += 1) {
      const color = classify(x, y);
      if (color === null) continue;
      const last = runs.at(-1);
      if (last && last.color === color && x - last.end <= edge) last.end = x + 1;
      else runs.push({ color, start: x, end: x + 1 });
    }
    let matched = false;
    for (let i = 0; i + 3 < runs.length; i += 1) {
      const window = runs.slice(i, i + 4);
      const alternates = window.every(
        (run, k) =>
          k === 0 || (run.color !== window[k - 1]!.color && run.start - window[k - 1]!.end <= edge),
      );
      const widths = window.map((run) => run.end - run.start);
      const narrowest = Math.min(...widths);
      if (!alternates || narrowest < minRun || Math.max(...widths) > 1.5 * narrowest) continue;
      matched = true;
      const block = Math.round(widths.reduce((sum, w) => sum + w, 0) / widths.length);
      const inverted = [y - block, y + block].some(
        (other) =>
          other >= 0 &&
          other < image.height &&
          window.every(
            (run) => classify(Math.floor((run.start + run.end) / 2), other) === 1 - run.color,
          ),
      );
      if (!inverted) continue;
      checkerRows += 1;
      box = {
        left: Math.min(box?.left ?? Infinity, window[0]!.start),
        right: Math.max(box?.right ?? 0, window[3]!.end),
        top: Math.min(box?.top ?? Infinity, y),
        bottom: Math.max(box?.bottom ?? 0, y + 1),
      };
      break;
    }
    if (matched) rows += 1;
  }
  return { rows, checkerRows, box };
}
