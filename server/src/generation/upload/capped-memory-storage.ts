import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { Readable } from 'node:stream';

export interface CappedFile extends Express.Multer.File {
  /** True when the upload was larger than the cap; `buffer` then holds only the first bytes. */
  tooLarge: boolean;
}

/**
 * Keeps at most `maxBytes` of an upload in memory and drains the rest, instead of aborting the
 * request as multer's own limit does. The other form fields still arrive, so the service can
 * check them first and report the size in the order the API promises.
 */
export function cappedMemoryStorage(maxBytes: number): StorageEngine {
  return {
    _handleFile(_req: Request, file: Express.Multer.File, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      let kept = 0;
      const stream = file.stream as Readable;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (kept <= maxBytes) {
          const room = maxBytes + 1 - kept;
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
          chunks.push(part);
          kept += part.length;
        }
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const result: Partial<CappedFile> = {
          buffer: Buffer.concat(chunks),
          size,
          tooLarge: size > maxBytes,
        };
        callback(null, result);
      });
    },
    _removeFile(_req, file, callback) {
      (file as Partial<Express.Multer.File>).buffer = undefined;
      callback(null);
    },
  };
}
