import { byShape, type Box, type FrameShape } from './frame-shape';

/** Where the words go over footage the engine does not draw: a third of the frame. */
export type FootageBand = 'upper' | 'middle' | 'lower';

/**
 * The bands in order of preference when the footage is about as calm in several: the lower third
 * is where viewers look for captions, the top next; the middle usually holds the subject.
 */
export const FOOTAGE_BANDS: readonly FootageBand[] = ['lower', 'upper', 'middle'];

export interface FootagePlacement {
  band: FootageBand;
  /** The typography track's box. */
  text: Box;
  /** The full-width strip the scrim darkens under the words (transparent at its inner edge). */
  scrim: Box;
}

/** Height of the text box, per shape: two lines of a title at its largest size, with air. */
const TEXT_HEIGHT = { '16:9': 236, '9:16': 270, '1:1': 330 } as const;
/** How far the scrim reaches past the text box, so it fades out before the footage shows. */
const SCRIM_REACH = { '16:9': 70, '9:16': 80, '1:1': 90 } as const;

/**
 * The text box and the scrim of each band. Every box stays inside the platform's safe zone (9:16)
 * and above the corner mark, which sits at the bottom right.
 */
export function footagePlacement(shape: FrameShape, band: FootageBand): FootagePlacement {
  const { width, height, safe } = shape;
  const textHeight = byShape(shape, TEXT_HEIGHT);
  const reach = byShape(shape, SCRIM_REACH);
  const frame = byShape(shape, {
    '16:9': { x: 96, width: 1088, top: 60, bottom: 636 },
    '9:16': { x: safe.x + 30, width: safe.width - 30, top: safe.y + 10, bottom: 870 },
    '1:1': { x: 96, width: 888, top: 70, bottom: 990 },
  });
  const top = {
    upper: frame.top,
    middle: Math.round((frame.top + frame.bottom - textHeight) / 2),
    lower: frame.bottom - textHeight,
  }[band];
  const text = { x: frame.x, y: top, width: frame.width, height: textHeight };
  const scrimTop = band === 'upper' ? 0 : Math.max(0, top - reach);
  const scrimBottom = band === 'lower' ? height : Math.min(height, top + textHeight + reach);
  return { band, text, scrim: { x: 0, y: scrimTop, width, height: scrimBottom - scrimTop } };
}

/** Longest side of the small grayscale frames the footage is measured on. */
const SAMPLE_LONG_SIDE = 128;

/** The size of the grayscale samples for a shape: its aspect ratio, SAMPLE_LONG_SIDE long. */
export function footageSampleSize(shape: FrameShape): { width: number; height: number } {
  const scale = SAMPLE_LONG_SIDE / Math.max(shape.width, shape.height);
  return { width: Math.round(shape.width * scale), height: Math.round(shape.height * scale) };
}

/** A few frames of the footage, as the clip will show them, scaled down and in grayscale. */
export interface GrayFrames {
  width: number;
  height: number;
  /** One byte a pixel, row by row. */
  frames: Uint8Array[];
}

/**
 * How busy the footage is behind each band's text box: the mean luma step between neighbouring
 * pixels (detail, edges, texture) plus the mean change between successive samples (motion), in
 * grey levels of the small samples.
 */
export function bandDetail(samples: GrayFrames, shape: FrameShape): Record<FootageBand, number> {
  const detail = {} as Record<FootageBand, number>;
  for (const band of FOOTAGE_BANDS) {
    const region = sampleRegion(footagePlacement(shape, band).text, samples, shape);
    let spatial = 0;
    for (const frame of samples.frames) spatial += spatialDetail(frame, samples.width, region);
    let motion = 0;
    for (let index = 1; index < samples.frames.length; index++) {
      motion += meanChange(samples.frames[index - 1], samples.frames[index], samples.width, region);
    }
    const frames = Math.max(1, samples.frames.length);
    detail[band] = spatial / frames + motion / Math.max(1, frames - 1);
  }
  return detail;
}

/** Detail within this share of the calmest band's counts as just as calm. */
const CALM_TOLERANCE = 0.2;
/** Grey levels of detail any footage has (noise, compression): below it bands are equally calm. */
const CALM_FLOOR = 1.5;

/** The band for the words: the first in order of preference about as calm as the calmest. */
export function calmestBand(detail: Record<FootageBand, number>): FootageBand {
  const least = Math.min(...FOOTAGE_BANDS.map((band) => detail[band]));
  const limit = Math.max(least * (1 + CALM_TOLERANCE), least + CALM_FLOOR);
  return FOOTAGE_BANDS.find((band) => detail[band] <= limit) ?? FOOTAGE_BANDS[0];
}

interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A frame box in the samples' pixels (whole pixels inside it, at least one). */
function sampleRegion(box: Box, samples: GrayFrames, shape: FrameShape): Region {
  const sx = samples.width / shape.width;
  const sy = samples.height / shape.height;
  const left = Math.min(samples.width - 1, Math.max(0, Math.ceil(box.x * sx)));
  const top = Math.min(samples.height - 1, Math.max(0, Math.ceil(box.y * sy)));
  const right = Math.max(left + 1, Math.min(samples.width, Math.floor((box.x + box.width) * sx)));
  const bottom = Math.max(top + 1, Math.min(samples.height, Math.floor((box.y + box.height) * sy)));
  return { left, top, right, bottom };
}

function spatialDetail(frame: Uint8Array, width: number, region: Region): number {
  let sum = 0;
  let count = 0;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = region.left; x < region.right; x++) {
      const at = y * width + x;
      if (x + 1 < region.right) {
        sum += Math.abs(frame[at + 1] - frame[at]);
        count++;
      }
      if (y + 1 < region.bottom) {
        sum += Math.abs(frame[at + width] - frame[at]);
        count++;
      }
    }
  }
  return count > 0 ? sum / count : 0;
}

function meanChange(a: Uint8Array, b: Uint8Array, width: number, region: Region): number {
  let sum = 0;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = region.left; x < region.right; x++)
      sum += Math.abs(b[y * width + x] - a[y * width + x]);
  }
  return sum / ((region.right - region.left) * (region.bottom - region.top));
}
