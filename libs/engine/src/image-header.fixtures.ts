/**
 * Image headers built byte by byte (no pixel data), for the specs of the header parser and of
 * the server's upload checks.
 */

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

export function exif(orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
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
export function jpegHeader(
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

export function webp(chunk: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(payload.length + 12, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload]);
}

export function vp8(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.set([0x9d, 0x01, 0x2a], 3);
  payload.writeUInt16LE(width, 6);
  payload.writeUInt16LE(height, 8);
  return webp('VP8 ', payload);
}

export function vp8l(width: number, height: number): Buffer {
  const payload = Buffer.alloc(5);
  payload[0] = 0x2f;
  payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return webp('VP8L', payload);
}

export function vp8x(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return webp('VP8X', payload);
}
