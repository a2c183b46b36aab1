import { Vibrant } from 'node-vibrant/node';
import { createCanvas, ImageData, toHex } from '@cena/engine';

/** RGBA pixels, as a canvas's getImageData gives them (not premultiplied). */
export interface LogoPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export const MAX_SUGGESTED_COLORS = 4;
/** Alpha below which a pixel is background (node-vibrant's own default filter uses the same). */
const OPAQUE_ALPHA = 125;
/** Share of the border a colour (or transparency) must hold to be the logo's background. */
const BACKGROUND_SHARE = 0.5;
/** Red-mean RGB distance under which two colours are the same to the eye. */
const SAME_COLOR = 64;
/** A colour must cover this share of the logo's own pixels; less is anti-aliasing or noise. */
const MIN_SHARE = 0.02;

type Rgb = [number, number, number];

/** The "red mean" weighted RGB distance: cheap, and far closer to the eye than plain RGB. */
export function colorDistance(a: Rgb, b: Rgb): number {
  const redMean = (a[0] + b[0]) / 2;
  const [dr, dg, db] = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  return Math.sqrt(
    (2 + redMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - redMean) / 256) * db * db,
  );
}

const isNearWhite = ([r, g, b]: Rgb) => Math.min(r, g, b) >= 235;
const isNearBlack = ([r, g, b]: Rgb) => Math.max(r, g, b) <= 30;

/**
 * The colour filling the logo's border, when it is a plain near-white or near-black ground (the
 * paper or screen the logo was drawn on); undefined for a transparent border (dropped anyway), a
 * coloured ground (a brand colour itself) or a busy one.
 */
export function backgroundOf(pixels: LogoPixels): Rgb | undefined {
  const { data, width, height } = pixels;
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const buckets = new Map<number, { count: number; sum: Rgb }>();
  for (const index of border) {
    const at = index * 4;
    if (data[at + 3] < OPAQUE_ALPHA) continue;
    const rgb: Rgb = [data[at], data[at + 1], data[at + 2]];
    const key = ((rgb[0] >> 4) << 8) | ((rgb[1] >> 4) << 4) | (rgb[2] >> 4);
    const bucket = buckets.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bucket.count++;
    rgb.forEach((value, channel) => (bucket.sum[channel] += value));
    buckets.set(key, bucket);
  }
  const top = [...buckets.values()].sort((a, b) => b.count - a.count)[0];
  if (!top || top.count < border.length * BACKGROUND_SHARE) return undefined;
  const color = top.sum.map((value) => Math.round(value / top.count)) as Rgb;
  return isNearWhite(color) || isNearBlack(color) ? color : undefined;
}

/** A copy with the background and the transparent pixels cleared; the count of logo pixels kept. */
function withoutBackground(pixels: LogoPixels): { pixels: LogoPixels; kept: number } {
  const background = backgroundOf(pixels);
  const data = new Uint8ClampedArray(pixels.data);
  let kept = 0;
  for (let at = 0; at < data.length; at += 4) {
    const rgb: Rgb = [data[at], data[at + 1], data[at + 2]];
    const isBackground =
      data[at + 3] < OPAQUE_ALPHA ||
      (background !== undefined && colorDistance(rgb, background) < SAME_COLOR);
    if (isBackground) data[at + 3] = 0;
    else kept++;
  }
  return { pixels: { ...pixels, data }, kept };
}

interface Candidate {
  rgb: Rgb;
  population: number;
}

/**
 * Up to MAX_SUGGESTED_COLORS colours of a logo, most prominent first, as '#rrggbb': node-vibrant
 * over the logo without its ground (transparent, or a plain near-white or near-black border). Its
 * named swatches alone pick by saturation and lightness and can miss one of two equally strong
 * colours, so they are pooled with the quantizer's own swatches; colours the eye cannot tell
 * apart are merged, and slivers (anti-aliased edges) dropped. Give it a small image (≤128 px).
 */
export async function suggestLogoColors(pixels: LogoPixels): Promise<string[]> {
  const { pixels: logo, kept } = withoutBackground(pixels);
  if (kept === 0) return [];
  const canvas = createCanvas(logo.width, logo.height);
  canvas.getContext('2d').putImageData(new ImageData(logo.data, logo.width, logo.height), 0, 0);
  const vibrant = Vibrant.from(await canvas.encode('png'))
    .quality(1)
    .maxColorCount(16)
    .build();
  const palette = await vibrant.getPalette();
  // A named swatch is one of the quantizer's (the same object) or made up (population 0).
  const swatches = new Set([...(vibrant.result?.colors ?? []), ...Object.values(palette)]);
  const candidates: Candidate[] = [...swatches]
    .filter((swatch) => swatch !== null && swatch.population > 0)
    .map((swatch) => ({ rgb: swatch!.rgb.map(Math.round) as Rgb, population: swatch!.population }))
    .sort((a, b) => b.population - a.population);
  const picked: Candidate[] = [];
  for (const candidate of candidates) {
    const same = picked.find((p) => colorDistance(p.rgb, candidate.rgb) < SAME_COLOR);
    if (same) same.population += candidate.population;
    else picked.push({ ...candidate });
  }
  return picked
    .filter((candidate) => candidate.population >= kept * MIN_SHARE)
    .sort((a, b) => b.population - a.population)
    .slice(0, MAX_SUGGESTED_COLORS)
    .map(({ rgb }) => toHex({ r: rgb[0], g: rgb[1], b: rgb[2] }).toLowerCase());
}
