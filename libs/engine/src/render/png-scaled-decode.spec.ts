import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from './canvas';
import { FfmpegRunner } from '../ffmpeg';
import { decodePngScaled, INFLATED_BYTES_PER_COLLECTION } from './png-scaled-decode';
import * as youngGc from './young-gc';

const WIDTH = 403;
const HEIGHT = 301;
const OUT = { width: 100, height: 75 };

/** Quadrants of colour, the bottom-right one half transparent, with a gradient band. */
async function source(): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  const quads = ['#FF0000', '#00C040', '#2040FF', 'rgba(255,255,255,0.5)'];
  quads.forEach((colour, index) => {
    ctx.fillStyle = colour;
    const x = (index % 2) * Math.ceil(WIDTH / 2);
    const y = Math.floor(index / 2) * Math.ceil(HEIGHT / 2);
    ctx.fillRect(x, y, Math.ceil(WIDTH / 2), Math.ceil(HEIGHT / 2));
  });
  const band = ctx.createLinearGradient(0, 0, WIDTH, 0);
  band.addColorStop(0, '#000000');
  band.addColorStop(1, '#FFFF00');
  ctx.fillStyle = band;
  ctx.fillRect(0, 140, WIDTH, 20);
  return canvas.encode('png');
}

/** The same PNG re-encoded by ffmpeg in another pixel format. */
async function reencode(png: Buffer, pixelFormat: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'cena-png-'));
  try {
    await writeFile(join(dir, 'in.png'), png);
    await new FfmpegRunner().run([
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', join(dir, 'in.png')],
      ...['-pix_fmt', pixelFormat, join(dir, 'out.png')],
    ]);
    return await readFile(join(dir, 'out.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Skia's decode of the same file, shrunk to OUT, as unpremultiplied RGBA. */
async function reference(png: Buffer): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(OUT.width, OUT.height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(await loadImage(png), 0, 0, OUT.width, OUT.height);
  return ctx.getImageData(0, 0, OUT.width, OUT.height).data;
}

/** Largest difference of a channel between two images, away from colour edges. */
function maxDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let worst = 0;
  for (const [x, y] of [
    [20, 15],
    [80, 15],
    [20, 60],
    [80, 60],
    [10, 37],
    [50, 37],
    [90, 37],
  ]) {
    const o = 4 * (y * OUT.width + x);
    const alpha = Math.min(a[o + 3], b[o + 3]);
    for (let c = 0; c < 4; c++) {
      if (c < 3 && alpha === 0) continue;
      worst = Math.max(worst, Math.abs(a[o + c] - b[o + c]));
    }
  }
  return worst;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG (filter 0) of 4-row stripes: megabytes inflated from a small file. */
function stripes(width: number, height: number): Buffer {
  const rowBytes = 1 + 3 * width;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    raw.fill(((y >> 2) * 7) & 0xff, y * rowBytes + 1, (y + 1) * rowBytes);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decodePngScaled', () => {
  jest.setTimeout(60_000);
  let png: Buffer;

  beforeAll(async () => {
    png = await source();
  });

  it.each(['rgba', 'rgb24', 'gray', 'ya8', 'pal8', 'rgba64be', 'rgb48be', 'gray16be', 'monob'])(
    'decodes %s to the same pixels as Skia, shrunk',
    async (pixelFormat) => {
      const file = await reencode(png, pixelFormat);
      const decoded = await decodePngScaled(file, OUT);
      expect(decoded).not.toBeNull();
      expect(decoded!.length).toBe(OUT.width * OUT.height * 4);
      // 1-bit black and white is dithered: its averages differ more between two filters.
      expect(maxDifference(decoded!, await reference(file))).toBeLessThanOrEqual(
        pixelFormat === 'monob' ? 40 : 6,
      );
    },
  );

  it('runs a full collection every INFLATED_BYTES_PER_COLLECTION inflated, so spent chunks never pile up', async () => {
    // 6000 x 4000 RGB: 72 MB inflated, three times the step.
    const file = stripes(6000, 4000);
    const out = { width: 1500, height: 1000 };
    const collections = jest.spyOn(youngGc, 'collectAllGarbage');
    try {
      const pixels = await decodePngScaled(file, out);
      expect(pixels?.length).toBe(out.width * out.height * 4);
      expect(pixels![4 * out.width * 10]).toBe(70); // output row 10: source rows 40-43
      const inflated = (1 + 3 * 6000) * 4000;
      expect(collections).toHaveBeenCalledTimes(
        Math.floor(inflated / INFLATED_BYTES_PER_COLLECTION),
      );
    } finally {
      collections.mockRestore();
    }
  });

  it('leaves an interlaced PNG to another decoder', async () => {
    const interlaced = Buffer.from(png);
    interlaced[8 + 8 + 12] = 1;
    await expect(decodePngScaled(interlaced, OUT)).resolves.toBeNull();
  });

  it('refuses truncated and corrupt image data', async () => {
    await expect(decodePngScaled(png.subarray(0, png.length - 200), OUT)).rejects.toThrow();
    const corrupt = Buffer.from(png);
    corrupt.fill(0x55, 60, 120);
    await expect(decodePngScaled(corrupt, OUT)).rejects.toThrow();
  });
});
