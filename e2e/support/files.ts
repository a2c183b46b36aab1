// Files for the upload tests, made in memory.
import { pngChunk, rgbPng } from '../../server/test/support/png';

/** One orange pixel: the filter byte, then R, G, B. */
const ORANGE_PIXEL = Buffer.from([0, 0xff, 0x6b, 0x2c]);

/**
 * A valid PNG (one orange pixel) of about `totalBytes`, the size made up by a text chunk that
 * image decoders skip.
 */
export function pngOfSize(totalBytes: number): Buffer {
  const used = rgbPng(1, 1, ORANGE_PIXEL).length + 12; // + tEXt frame
  const padding = Math.max(0, totalBytes - used - 8);
  const text = pngChunk(
    'tEXt',
    Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]),
  );
  return rgbPng(1, 1, ORANGE_PIXEL, [text]);
}
