// PNG files built in memory for upload tests (API tests here, browser tests in e2e/support/files.ts).
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** One PNG chunk: length, type, data and the CRC-32 of type + data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A well-formed PNG that declares `width` x `height` (8-bit RGB) with `rows` (filter bytes and
 * pixels, deflated here) as its image data; `before` are chunks placed between IHDR and IDAT.
 */
export function rgbPng(width: number, height: number, rows: Buffer, before: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    ...before,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
