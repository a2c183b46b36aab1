import { DomainError } from '../../common/domain-error';
import { checkUploadedImage } from './check-upload';
import { exceedsPixelLimits, exifOrientation, readImageHeader } from './image-header';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG signature and IHDR declaring `width` x `height`: no pixel data at all. */
export function pngHeader(width: number, height: number, bitDepth = 8, interlace = 0): Buffer {
  const ihdr = Buffer.alloc(8 + 13 + 4);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = bitDepth;
  ihdr[17] = 6; // RGBA
  ihdr[20] = interlace;
  return Buffer.concat([PNG_SIGNATURE, ihdr]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

function sof(width: number, height: number): Buffer {
  const payload = Buffer.alloc(6 + 3 * 3);
  payload[0] = 8;
  payload.writeUInt16BE(height, 1);
  payload.writeUInt16BE(width, 3);
  payload[5] = 3;
  return payload;
}

function exif(orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  const little = order === 'II';
  tiff.write(order, 0, 'latin1');
  const u16 = (v: number, at: number) =>
    little ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at);
  const u32 = (v: number, at: number) =>
    little ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at);
  u16(42, 2);
  u32(8, 4);
  u16(1, 8);
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** SOI, an APP0, optional APP1 Exif, a DQT, a start-of-frame `marker`, then SOS. */
function jpegHeader(
  width: number,
  height: number,
  options: { marker?: number; exif?: Buffer } = {},
) {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(options.exif ? [segment(0xe1, options.exif)] : []),
    segment(0xdb, Buffer.alloc(65)),
    Buffer.from([0xff, 0xff]), // fill bytes before the next marker
    segment(options.marker ?? 0xc0, sof(width, height)),
    segment(0xda, Buffer.alloc(10)),
  ]);
}

function webp(chunk: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(payload.length + 12, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload]);
}

function vp8(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.set([0x9d, 0x01, 0x2a], 3);
  payload.writeUInt16LE(width, 6);
  payload.writeUInt16LE(height, 8);
  return webp('VP8 ', payload);
}

function vp8l(width: number, height: number): Buffer {
  const payload = Buffer.alloc(5);
  payload[0] = 0x2f;
  payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return webp('VP8L', payload);
}

function vp8x(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return webp('VP8X', payload);
}

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

describe('checkUploadedImage', () => {
  const upload = (buffer: Buffer, extra: { size?: number; tooLarge?: boolean } = {}) => ({
    buffer,
    size: extra.size ?? buffer.length,
    tooLarge: extra.tooLarge ?? false,
  });
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as DomainError).code;
    }
    return 'accepted';
  };

  it('answers with the type of an image within the limits', () => {
    expect(checkUploadedImage(upload(jpegHeader(6000, 4000)))).toBe('image/jpeg');
    expect(checkUploadedImage(upload(vp8x(8000, 5000)))).toBe('image/webp');
  });

  it('refuses in order: not an image, too many bytes, unreadable header, too many pixels', () => {
    expect(codeOf(() => checkUploadedImage(upload(Buffer.from('%PDF-1.7'))))).toBe('not_an_image');
    expect(
      codeOf(() => checkUploadedImage(upload(pngHeader(30000, 30000), { tooLarge: true }))),
    ).toBe('image_too_large');
    expect(codeOf(() => checkUploadedImage(upload(pngHeader(10, 10).subarray(0, 12))))).toBe(
      'not_an_image',
    );
    expect(codeOf(() => checkUploadedImage(upload(pngHeader(30000, 30000))))).toBe(
      'image_too_many_pixels',
    );
    expect(codeOf(() => checkUploadedImage(upload(jpegHeader(12000, 100))))).toBe(
      'image_too_many_pixels',
    );
    expect(codeOf(() => checkUploadedImage(upload(vp8l(16383, 16383))))).toBe(
      'image_too_many_pixels',
    );
  });
});
