import { createCanvas, type Canvas, type Image, loadImage } from './canvas';
import { contrast, toHex } from './color';
import { INK, WHITE } from './palette';

/** A brand kit's logo, decoded once per render, with what its pixels say about its grounds. */
export interface BrandLogo {
  image: Image;
  width: number;
  height: number;
  /** Its visible colours (alpha ≥ 50 %), as weights summing to 1. */
  colors: { color: string; weight: number }[];
  /** Some of it is see-through: it stands on whatever is behind it. */
  transparent: boolean;
  /** An opaque logo's own background, when its border is one colour. */
  border: string | undefined;
}

/** The side of the copy the colours are read from. */
const SAMPLE_PX = 64;
/** Graphics read at 3:1 against what is around them (WCAG 1.4.11). */
const GRAPHIC_CONTRAST = 3;
/** The share of a transparent logo that must read on a ground for it to need no plate. */
const READS_ALONE = 0.8;
/** Border pixels within this RGB distance of their mean make a one-colour border. */
const BORDER_SPREAD = 28;

/** Decodes a PNG, JPEG or WebP logo and reads its colours. */
export async function decodeLogo(bytes: Buffer): Promise<BrandLogo> {
  const image = await loadImage(bytes);
  if (!image.width || !image.height) throw new Error('The logo has no pixels');
  return { image, width: image.width, height: image.height, ...readColors(image) };
}

function readColors(image: Image): Omit<BrandLogo, 'image' | 'width' | 'height'> {
  const scale = Math.min(1, SAMPLE_PX / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const data = ctx.getImageData(0, 0, width, height).data;
  const buckets = new Map<string, number>();
  let visible = 0;
  let transparent = false;
  const border: [number, number, number][] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const [r, g, b, a] = [data[offset], data[offset + 1], data[offset + 2], data[offset + 3]];
      if (a < 250) transparent = true;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border.push([r, g, b]);
      if (a < 128) continue;
      // Quantised to 16 levels a channel: a logo's few colours, not its antialiasing.
      const color = toHex({ r: (r >> 4) * 17, g: (g >> 4) * 17, b: (b >> 4) * 17 });
      buckets.set(color, (buckets.get(color) ?? 0) + 1);
      visible += 1;
    }
  }
  const colors = [...buckets]
    .map(([color, count]) => ({ color, weight: count / Math.max(1, visible) }))
    .sort((a, b) => b.weight - a.weight);
  return { colors, transparent, border: transparent ? undefined : uniform(border) };
}

/** The mean of `pixels` when every one of them is close to it. */
function uniform(pixels: [number, number, number][]): string | undefined {
  if (pixels.length === 0) return undefined;
  const mean = [0, 1, 2].map(
    (channel) => pixels.reduce((sum, pixel) => sum + pixel[channel], 0) / pixels.length,
  );
  const spread = Math.max(
    ...pixels.map((pixel) => Math.hypot(...pixel.map((value, channel) => value - mean[channel]))),
  );
  return spread <= BORDER_SPREAD ? toHex({ r: mean[0], g: mean[1], b: mean[2] }) : undefined;
}

/** The share of the logo's visible colours that read against `ground` as graphics. */
export function readsOn(logo: BrandLogo, ground: string): number {
  return logo.colors
    .filter(({ color }) => contrast(color, ground) >= GRAPHIC_CONTRAST)
    .reduce((sum, { weight }) => sum + weight, 0);
}

/**
 * The plate a logo stands on over `grounds` (every colour it may be drawn over), or undefined when
 * it needs none: an opaque logo with a one-colour border gets a plate of that colour (its own
 * background, widened and rounded, never a crop); a see-through one that reads on every ground
 * none; otherwise white, or ink for a logo that reads better on ink (a white logo).
 */
export function logoPlate(logo: BrandLogo, grounds: readonly string[]): string | undefined {
  if (!logo.transparent) return logo.border;
  if (grounds.length > 0 && grounds.every((ground) => readsOn(logo, ground) >= READS_ALONE)) {
    return undefined;
  }
  return readsOn(logo, WHITE) >= readsOn(logo, INK) ? WHITE : INK;
}

/** A logo's size within a box: its pixels, the plate's pad around them, and the whole. */
export interface FittedLogo {
  width: number;
  height: number;
  pad: number;
  outerWidth: number;
  outerHeight: number;
}

/** A logo is drawn at most this much larger than its own pixels: past it, it blurs. */
export const MAX_LOGO_UPSCALE = 1.5;

/**
 * The largest size of a `width` × `height` logo, its aspect kept, whose plate (a pad of
 * `padShare` of its shorter side around it; 0 for none) fits maxWidth × maxHeight, and never
 * more than MAX_LOGO_UPSCALE of its own pixels.
 */
export function fitLogoBox(
  logo: { width: number; height: number },
  padShare: number,
  maxWidth: number,
  maxHeight: number,
): FittedLogo {
  const aspect = logo.width / logo.height;
  const k = padShare;
  // The pad is k times the shorter side: the height when the logo is wide, the width when tall.
  const byRoom =
    aspect >= 1
      ? Math.min(maxWidth / (aspect + 2 * k), maxHeight / (1 + 2 * k))
      : Math.min(maxWidth / (aspect * (1 + 2 * k)), maxHeight / (1 + 2 * k * aspect));
  const height = Math.max(0, Math.min(byRoom, logo.height * MAX_LOGO_UPSCALE));
  const width = height * aspect;
  const pad = k * Math.min(width, height);
  return { width, height, pad, outerWidth: width + 2 * pad, outerHeight: height + 2 * pad };
}

/** The logo resampled once to the size it is drawn at, with the best filter. */
export function bakeLogo(logo: { image: Image | Canvas }, width: number, height: number): Canvas {
  const canvas = createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(logo.image, 0, 0, canvas.width, canvas.height);
  return canvas;
}
