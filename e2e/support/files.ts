// Files for the upload tests, made in memory.
import { deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG (one orange pixel) of about `totalBytes`, the size made up by a text chunk that
 * image decoders skip.
 */
export function pngOfSize(totalBytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0xff, 0x6b, 0x2c]));
  const parts = [
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const used = parts.reduce((sum, part) => sum + part.length, 0) + 12 + 12; // + IEND + tEXt frame
  const padding = Math.max(0, totalBytes - used - 8);
  parts.splice(
    2,
    0,
    chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])),
  );
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}
