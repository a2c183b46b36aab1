import { exceedsPixelLimits, exifOrientation, readImageHeader } from './image-header';
import { exif, jpegHeader, pngHeader, vp8, vp8l, vp8x, webp } from './image-header.fixtures';

describe('readImageHeader', () => {
  it('reads a PNG IHDR, interlaced 16-bit ones as 8 bytes per pixel', () => {
    expect(readImageHeader(pngHeader(30000, 30000))).toEqual({
      type: 'image/png',
      width: 30000,
      height: 30000,
      decodedBytesPerPixel: 4,
      orientation: 1,
    });
    expect(readImageHeader(pngHeader(640, 480, 16, 1))?.decodedBytesPerPixel).toBe(8);
    expect(readImageHeader(pngHeader(640, 480, 16))?.decodedBytesPerPixel).toBe(4);
    expect(readImageHeader(pngHeader(640, 480, 8, 1))?.decodedBytesPerPixel).toBe(4);
  });

  it('reads a JPEG start-of-frame past other segments and fill bytes, for every SOFn', () => {
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc7, 0xc9, 0xcb, 0xcd, 0xcf]) {
      expect(readImageHeader(jpegHeader(6000, 4000, { marker }))).toMatchObject({
        type: 'image/jpeg',
        width: 6000,
        height: 4000,
      });
    }
  });

  it('does not take DHT, JPG or DAC segments for a frame', () => {
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      expect(readImageHeader(jpegHeader(6000, 4000, { marker }))).toBeNull();
    }
  });

  it("reads a JPEG's EXIF orientation in either byte order", () => {
    expect(readImageHeader(jpegHeader(10, 20))?.orientation).toBe(1);
    expect(readImageHeader(jpegHeader(10, 20, { exif: exif(6) }))?.orientation).toBe(6);
    expect(readImageHeader(jpegHeader(10, 20, { exif: exif(8, 'II') }))?.orientation).toBe(8);
    expect(exifOrientation(exif(9))).toBeUndefined();
    expect(exifOrientation(Buffer.from('Exif\0\0MM\0*\xff\xff\xff\xff', 'latin1'))).toBeUndefined();
  });

  it('reads WebP VP8, VP8L and VP8X sizes', () => {
    expect(readImageHeader(vp8(1600, 1200))).toMatchObject({ width: 1600, height: 1200 });
    expect(readImageHeader(vp8l(16383, 2))).toMatchObject({ width: 16383, height: 2 });
    expect(readImageHeader(vp8x(16_777_216, 3))).toMatchObject({
      type: 'image/webp',
      width: 16_777_216,
      height: 3,
    });
  });

  it('refuses truncated, malformed and empty headers', () => {
    const png = pngHeader(100, 100);
    expect(readImageHeader(png.subarray(0, 20))).toBeNull();
    const noIhdr = Buffer.from(png);
    noIhdr.write('IDAT', 12, 'latin1');
    expect(readImageHeader(noIhdr)).toBeNull();
    expect(readImageHeader(pngHeader(0, 100))).toBeNull();

    const jpeg = jpegHeader(100, 100);
    for (const cut of [2, 3, 5, 30, jpeg.length - 20]) {
      expect(readImageHeader(jpeg.subarray(0, cut))).toBeNull();
    }
    expect(readImageHeader(jpegHeader(100, 0))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0]))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0]))).toBeNull();

    expect(readImageHeader(vp8(100, 100).subarray(0, 25))).toBeNull();
    const badStart = vp8(100, 100);
    badStart[23] = 0;
    expect(readImageHeader(badStart)).toBeNull();
    const badSignature = vp8l(100, 100);
    badSignature[20] = 0;
    expect(readImageHeader(badSignature)).toBeNull();
    expect(readImageHeader(webp('ALPH', Buffer.alloc(10)))).toBeNull();
    expect(readImageHeader(Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1'))).toBeNull();
  });
});

describe('exceedsPixelLimits', () => {
  it('allows 40 megapixels and 10,000 px a side, and nothing over', () => {
    expect(exceedsPixelLimits({ width: 8000, height: 5000 })).toBe(false);
    expect(exceedsPixelLimits({ width: 10_000, height: 4000 })).toBe(false);
    expect(exceedsPixelLimits({ width: 8001, height: 5000 })).toBe(true);
    expect(exceedsPixelLimits({ width: 10_001, height: 1 })).toBe(true);
    expect(exceedsPixelLimits({ width: 1, height: 10_001 })).toBe(true);
    expect(exceedsPixelLimits({ width: 30000, height: 30000 })).toBe(true);
  });

  it('counts the pixels of an interlaced 16-bit PNG twice', () => {
    expect(exceedsPixelLimits({ width: 5000, height: 4000, decodedBytesPerPixel: 8 })).toBe(false);
    expect(exceedsPixelLimits({ width: 6000, height: 4000, decodedBytesPerPixel: 8 })).toBe(true);
  });
});
