import { createCanvas, loadImage, type Canvas, type Image } from './canvas';
import { FfmpegRunner, type FfmpegRunOptions } from '../ffmpeg';
import {
  buildDecodeArgs,
  decodedSize,
  decodeSourceImage,
  decodesOutOfProcess,
  MAX_DECODED_PIXELS,
} from './source-image';

/** A photo in four coloured quadrants, so any rotation or mirror shows. */
async function quadrants(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const colours = ['#FF0000', '#00FF00', '#0000FF', '#FFFFFF'];
  colours.forEach((colour, index) => {
    ctx.fillStyle = colour;
    ctx.fillRect(
      (index % 2) * (width / 2),
      Math.floor(index / 2) * (height / 2),
      width / 2,
      height / 2,
    );
  });
  if (format === 'png') return canvas.encode('png');
  if (format === 'webp') return canvas.encode('webp', 90);
  return canvas.encode('jpeg', 92);
}

/** The JPEG with an APP1 Exif segment declaring `orientation` right after SOI. */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

/** The colour at the centre of each quadrant, as 'rgb' strings rounded to the nearest 0/255. */
function quadrantColours(bitmap: Image | Canvas): string[] {
  const canvas = createCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  return [0, 1, 2, 3].map((index) => {
    const x = Math.round(((index % 2) + 0.5) * (bitmap.width / 2));
    const y = Math.round((Math.floor(index / 2) + 0.5) * (bitmap.height / 2));
    const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
    return [r, g, b].map((value) => (value > 127 ? 1 : 0)).join('');
  });
}

class CountingRunner extends FfmpegRunner {
  runs: string[][] = [];
  override start(args: string[], options?: FfmpegRunOptions) {
    this.runs.push(args);
    return super.start(args, options);
  }
}

describe('decodedSize', () => {
  it('keeps an upload that a frame needs whole, and shrinks a larger one to cover the box', () => {
    expect(decodedSize({ width: 1600, height: 1200, orientation: 1 })).toBeUndefined();
    expect(decodedSize({ width: 6000, height: 4000, orientation: 1 })).toEqual({
      width: 1600,
      height: 1067,
    });
    expect(decodedSize({ width: 6000, height: 4000, orientation: 6 })).toEqual({
      width: 1600,
      height: 2400,
    });
  });

  it('covers a portrait or square frame as well', () => {
    expect(
      decodedSize({ width: 6000, height: 4000, orientation: 1 }, { width: 720, height: 1280 }),
    ).toEqual({ width: 2400, height: 1600 });
    expect(
      decodedSize({ width: 4000, height: 4000, orientation: 1 }, { width: 1080, height: 1080 }),
    ).toEqual({ width: 1350, height: 1350 });
  });

  it('fits the frame instead for magic expansion: a landscape photo in a square needs less', () => {
    const photo = { width: 8000, height: 5000, orientation: 1 };
    expect(decodedSize(photo, { width: 1080, height: 1080 }, 'contain')).toEqual({
      width: 1350,
      height: 844,
    });
    expect(decodedSize(photo, { width: 1080, height: 1080 })).toEqual({
      width: 2160,
      height: 1350,
    });
    expect(decodedSize(photo, { width: 1280, height: 720 }, 'contain')).toEqual({
      width: 1440,
      height: 900,
    });
  });

  it('never exceeds MAX_DECODED_PIXELS, even for a long panorama', () => {
    for (const [width, height] of [
      [1600, 10_000],
      [10_000, 900],
      [10_000, 4000],
      [6325, 6325],
    ]) {
      const size = decodedSize({ width, height, orientation: 1 }) ?? { width, height };
      expect(size.width * size.height).toBeLessThanOrEqual(MAX_DECODED_PIXELS * 1.001);
    }
  });
});

describe('decodesOutOfProcess', () => {
  it('is true only over MAX_DECODED_PIXELS for a JPEG, a WebP or an interlaced PNG', async () => {
    expect(decodesOutOfProcess(await quadrants(1600, 1200, 'jpeg'))).toBe(false);
    expect(decodesOutOfProcess(await quadrants(2400, 1800, 'jpeg'))).toBe(true);
    expect(decodesOutOfProcess(await quadrants(2400, 1800, 'webp'))).toBe(true);
    const png = Buffer.from(await quadrants(2400, 1800, 'png'));
    expect(decodesOutOfProcess(png)).toBe(false); // row by row, in process
    png[28] = 1; // the header's interlace method: Adam7
    expect(decodesOutOfProcess(png)).toBe(true);
    expect(decodesOutOfProcess(Buffer.from('not an image'))).toBe(false);
  });
});

describe('buildDecodeArgs', () => {
  it('asks the JPEG decoder for DCT scaling, turns the image upright, scales by area', () => {
    const args = buildDecodeArgs(
      '/tmp/in',
      { type: 'image/jpeg', width: 6000, height: 4000, orientation: 6 },
      { width: 900, height: 1350 },
      '/tmp/out',
    );
    expect(args.slice(args.indexOf('-lowres'), args.indexOf('-lowres') + 2)).toEqual([
      '-lowres',
      '2',
    ]);
    expect(args[args.indexOf('-vf') + 1]).toBe('transpose=1,scale=900:1350:flags=area');
    expect(args.slice(-5)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'rgba', '/tmp/out']);
    const png = buildDecodeArgs(
      '/tmp/in',
      { type: 'image/png', width: 6000, height: 4000, orientation: 1 },
      { width: 1600, height: 1067 },
      '/tmp/out',
    );
    expect(png).not.toContain('-lowres');
    expect(png[png.indexOf('-vf') + 1]).toBe('scale=1600:1067:flags=area');
  });
});

describe('decodeSourceImage', () => {
  jest.setTimeout(60_000);

  it('decodes a small upload in process, without ffmpeg', async () => {
    const runner = new CountingRunner();
    const image = await decodeSourceImage(await quadrants(800, 600, 'png'), { runner });
    expect([image.width, image.height]).toEqual([800, 600]);
    expect(runner.runs).toHaveLength(0);
  });

  it('decodes an upload of at most MAX_DECODED_PIXELS whole in process, a larger one shrunk by ffmpeg', async () => {
    const frame = { width: 1280, height: 720 };
    const runner = new CountingRunner();
    // 1600x1200 fitted into 16:9 needs 1200x900, but its whole bitmap is only 1.9 MP.
    const small = await decodeSourceImage(await quadrants(1600, 1200, 'jpeg'), {
      runner,
      frame,
      fit: 'contain',
    });
    expect([small.width, small.height]).toEqual([1600, 1200]);
    expect(runner.runs).toHaveLength(0);
    expect(quadrantColours(small)).toEqual(['100', '010', '001', '111']);
    // 2400x1800 is 4.3 MP: over the cap, so decoded shrunk, out of process.
    expect(2400 * 1800).toBeGreaterThan(MAX_DECODED_PIXELS);
    const large = await decodeSourceImage(await quadrants(2400, 1800, 'jpeg'), {
      runner,
      frame,
      fit: 'contain',
    });
    expect([large.width, large.height]).toEqual([1200, 900]);
    expect(runner.runs).toHaveLength(1);
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'decodes a large %s shrunk (PNG row by row in process, the others through ffmpeg)',
    async (format) => {
      const runner = new CountingRunner();
      const bitmap = await decodeSourceImage(await quadrants(3200, 2400, format), { runner });
      expect([bitmap.width, bitmap.height]).toEqual([1600, 1200]);
      expect(runner.runs).toHaveLength(format === 'png' ? 0 : 1);
      expect(quadrantColours(bitmap)).toEqual(['100', '010', '001', '111']);
    },
  );

  it('turns every EXIF orientation upright as the in-process decoder does', async () => {
    const jpeg = await quadrants(3200, 2000, 'jpeg');
    for (let orientation = 1; orientation <= 8; orientation++) {
      const bytes = withOrientation(jpeg, orientation);
      const reference = await loadImage(bytes);
      const decoded = await decodeSourceImage(bytes);
      expect(decoded.width / decoded.height).toBeCloseTo(reference.width / reference.height, 2);
      expect({ orientation, colours: quadrantColours(decoded) }).toEqual({
        orientation,
        colours: quadrantColours(reference),
      });
    }
  });

  it('refuses an unreadable header, a declaration over the limits and undecodable bytes', async () => {
    await expect(decodeSourceImage(Buffer.from('not an image'))).rejects.toThrow(/header/);
    const bomb = Buffer.from(await quadrants(64, 64, 'png'));
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    await expect(decodeSourceImage(bomb)).rejects.toThrow(/over the limit/);
    const truncated = Buffer.from(await quadrants(3200, 2400, 'jpeg')).subarray(0, 1000);
    await expect(decodeSourceImage(truncated)).rejects.toThrow();
  });
});
