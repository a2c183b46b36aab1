import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** One file of an archive: its bytes as a buffer, or as a stream of exactly `size` bytes. */
export type TarEntry =
  | { name: string; mtime: Date; buffer: Buffer }
  | {
      name: string;
      mtime: Date;
      size: number;
      open: () => Promise<AsyncIterable<Buffer> | Iterable<Buffer>>;
    };

const BLOCK = 512;
const NAME_MAX = 100;

/**
 * Writes `entries` as a gzip-compressed POSIX ustar archive at `path` (regular files only, names
 * up to 100 bytes), streaming each file with backpressure. A stream that yields more or fewer
 * bytes than its declared size fails the write instead of producing a corrupt archive.
 */
export async function writeTarGz(path: string, entries: Iterable<TarEntry>): Promise<void> {
  await pipeline(tarStream(entries), createGzip(), createWriteStream(path));
}

async function* tarStream(entries: Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const size = 'buffer' in entry ? entry.buffer.length : entry.size;
    yield tarHeader(entry.name, size, entry.mtime);
    if ('buffer' in entry) {
      yield entry.buffer;
    } else {
      let written = 0;
      for await (const chunk of await entry.open()) {
        written += chunk.length;
        if (written > size) throw new Error(`${entry.name}: more bytes than its ${size}`);
        yield chunk;
      }
      if (written !== size) throw new Error(`${entry.name}: ${written} bytes, not ${size}`);
    }
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** The 512-byte ustar header of a regular file (mode 0644). */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > NAME_MAX || nameBytes.length === 0 || name.startsWith('/')) {
    throw new Error(`tar entry name not storable: ${JSON.stringify(name)}`);
  }
  if (!Number.isSafeInteger(size) || size < 0 || size >= 8 ** 11) {
    throw new Error(`tar entry size not storable: ${size}`);
  }
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156, 'ascii'); // a regular file
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
  return header;
}

/** A zero-padded octal number ending in NUL, filling `length` bytes at `offset`. */
function octal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, 'ascii');
}
