import { createInflate } from 'node:zlib';
import { collectAllGarbage } from './young-gc';

const SIGNATURE_BYTES = 8;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const INFLATE_CHUNK_BYTES = 1 << 20;
/**
 * Bytes inflated between two full collections. Every inflated chunk is a fresh 1 MB buffer that
 * V8 counts only as external memory; left alone it let 40 MB of spent ones pile up while a 40 MP
 * PNG decoded (160 MB inflated), and the process kept those pages for the render's frames: the
 * render of that PNG peaked 20 MB above one of a JPEG. A collection every 24 MB (7 of them, a
 * few ms each on the decode's small heap) holds the pile near 20 MB at no measurable cost in CPU.
 * Young-generation collections do not do it: they promote the chunks still in flight, which then
 * wait for a full one.
 */
export const INFLATED_BYTES_PER_COLLECTION = 24 << 20;

interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  palette?: Buffer;
  transparency?: Buffer;
  data: Buffer[];
}

/** The chunks a decoder needs; null for an interlaced PNG (decoded elsewhere). */
function readChunks(bytes: Buffer): PngInfo | null {
  let offset = SIGNATURE_BYTES;
  let info: PngInfo | undefined;
  let interlaced = false;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const start = offset + 8;
    if (start + length > bytes.length) throw new Error('The PNG is truncated');
    const data = bytes.subarray(start, start + length);
    if (type === 'IHDR') {
      if (length < 13) throw new Error('The PNG header is malformed');
      info = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8],
        colorType: data[9],
        data: [],
      };
      interlaced = data[12] !== 0;
    } else if (!info) {
      throw new Error('The PNG does not start with its header');
    } else if (type === 'PLTE') {
      info.palette = data;
    } else if (type === 'tRNS') {
      info.transparency = data;
    } else if (type === 'IDAT') {
      info.data.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset = start + length + 4;
  }
  if (!info || CHANNELS[info.colorType] === undefined) throw new Error('The PNG is malformed');
  return interlaced ? null : info;
}

/** Reads one unfiltered row into 8-bit RGBA samples (alpha 255 when the image has none). */
function rowToRgba(info: PngInfo, row: Uint8Array, out: Uint8Array): void {
  const { width, bitDepth, colorType, palette, transparency } = info;
  const channels = CHANNELS[colorType];
  const sample = (index: number): number => {
    // The index-th sample of the row at its full precision.
    if (bitDepth === 8) return row[index];
    if (bitDepth === 16) return (row[2 * index] << 8) | row[2 * index + 1];
    const bit = index * bitDepth;
    return (row[bit >> 3] >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1);
  };
  const max = (1 << bitDepth) - 1;
  const to8 = (value: number) => (bitDepth === 8 ? value : Math.round((value * 255) / max));
  const key = (index: number) =>
    transparency && transparency.length >= 2 * (index + 1)
      ? transparency.readUInt16BE(2 * index)
      : -1;
  for (let x = 0; x < width; x++) {
    const o = 4 * x;
    const s = x * channels;
    if (colorType === 3) {
      const index = sample(s);
      out[o] = palette?.[3 * index] ?? 0;
      out[o + 1] = palette?.[3 * index + 1] ?? 0;
      out[o + 2] = palette?.[3 * index + 2] ?? 0;
      out[o + 3] = transparency && index < transparency.length ? transparency[index] : 255;
    } else if (colorType === 0 || colorType === 4) {
      const gray = sample(s);
      out[o] = out[o + 1] = out[o + 2] = to8(gray);
      out[o + 3] = colorType === 4 ? to8(sample(s + 1)) : gray === key(0) ? 0 : 255;
    } else {
      const r = sample(s);
      const g = sample(s + 1);
      const b = sample(s + 2);
      out[o] = to8(r);
      out[o + 1] = to8(g);
      out[o + 2] = to8(b);
      out[o + 3] =
        colorType === 6
          ? to8(sample(s + 3))
          : r === key(0) && g === key(1) && b === key(2)
            ? 0
            : 255;
    }
  }
}

/**
 * Where each output column's source pixels start: output column `ox` averages source columns
 * `starts[ox]` to `starts[ox + 1]` (exclusive), the ones `floor(x * outWidth / width)` maps to it.
 */
function columnStarts(width: number, outWidth: number): Uint32Array {
  const starts = new Uint32Array(outWidth + 1);
  let ox = 0;
  for (let x = 0; x < width; x++) {
    const column = Math.floor((x * outWidth) / width);
    while (ox <= column) starts[ox++] = x;
  }
  while (ox <= outWidth) starts[ox++] = width;
  return starts;
}

/**
 * Adds a row of 8-bit pixels (`channels` 3: opaque RGB, 4: RGBA) to the premultiplied sums of the
 * output columns they fall into. Each column's run is summed in locals and added once: a 40 MP
 * decode spent 0.6 s here adding every pixel into the sums array and counting it. The sums are
 * integers, so the order of the additions changes nothing.
 */
function accumulateRow(
  row: Uint8Array,
  channels: number,
  starts: Uint32Array,
  outWidth: number,
  sums: Float64Array,
): void {
  if (channels === 3) {
    for (let ox = 0, o = 0; ox < outWidth; ox++, o += 4) {
      const first = starts[ox];
      const end = 3 * starts[ox + 1];
      let r = 0;
      let g = 0;
      let b = 0;
      for (let s = 3 * first; s < end; s += 3) {
        r += row[s];
        g += row[s + 1];
        b += row[s + 2];
      }
      sums[o] += r * 255;
      sums[o + 1] += g * 255;
      sums[o + 2] += b * 255;
      sums[o + 3] += (starts[ox + 1] - first) * 255;
    }
    return;
  }
  for (let ox = 0, o = 0; ox < outWidth; ox++, o += 4) {
    const end = 4 * starts[ox + 1];
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let s = 4 * starts[ox]; s < end; s += 4) {
      const alpha = row[s + 3];
      r += row[s] * alpha;
      g += row[s + 1] * alpha;
      b += row[s + 2] * alpha;
      a += alpha;
    }
    sums[o] += r;
    sums[o + 1] += g;
    sums[o + 2] += b;
    sums[o + 3] += a;
  }
}

/** Undoes a row's filter in place (PNG filter types 0–4), against the previous row. */
function unfilter(filter: number, row: Uint8Array, previous: Uint8Array, bpp: number): void {
  const length = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bpp; i < length; i++) row[i] = (row[i] + row[i - bpp]) & 0xff;
      return;
    case 2:
      for (let i = 0; i < length; i++) row[i] = (row[i] + previous[i]) & 0xff;
      return;
    case 3:
      for (let i = 0; i < bpp; i++) row[i] = (row[i] + (previous[i] >> 1)) & 0xff;
      for (let i = bpp; i < length; i++) {
        row[i] = (row[i] + ((row[i - bpp] + previous[i]) >> 1)) & 0xff;
      }
      return;
    case 4:
      // The first pixel has no left neighbours: Paeth picks the byte above.
      for (let i = 0; i < bpp; i++) row[i] = (row[i] + previous[i]) & 0xff;
      for (let i = bpp; i < length; i++) {
        const a = row[i - bpp];
        const b = previous[i];
        const c = previous[i - bpp];
        // p - a = b - c, p - b = a - c, p - c = a + b - 2c.
        const pa = b > c ? b - c : c - b;
        const pb = a > c ? a - c : c - a;
        const sum = a + b - c - c;
        const pc = sum < 0 ? -sum : sum;
        row[i] = (row[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
      }
      return;
    default:
      throw new Error(`The PNG has an unknown row filter ${filter}`);
  }
}

/**
 * Decodes a non-interlaced PNG straight into `size` (RGBA, unpremultiplied), averaging the
 * source pixels that fall into each output pixel, one source row at a time: memory is the output
 * plus a few rows, whatever the declared size. Null for an interlaced PNG. Throws on a corrupt or
 * truncated file.
 */
export async function decodePngScaled(
  bytes: Buffer,
  size: { width: number; height: number },
): Promise<Uint8ClampedArray | null> {
  const info = readChunks(bytes);
  if (!info) return null;
  const { width, height, bitDepth, colorType } = info;
  const bitsPerPixel = CHANNELS[colorType] * bitDepth;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const out = new Uint8ClampedArray(size.width * size.height * 4);
  // Premultiplied sums of the current output row, and the source rows summed into it.
  const sums = new Float64Array(size.width * 4);
  let rowsSummed = 0;
  const starts = columnStarts(width, size.width);
  // 8-bit RGB and RGBA rows (nearly every photo) are summed straight from the PNG's bytes.
  const direct =
    bitDepth === 8 && !info.transparency && (colorType === 2 || colorType === 6)
      ? CHANNELS[colorType]
      : 0;
  const rgba = new Uint8Array(direct ? 0 : width * 4);
  let previous = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  let filled = -1; // bytes of the current row received, -1 before its filter byte
  let filter = 0;
  let y = 0;
  let outputRow = 0;

  const flush = () => {
    for (let ox = 0; ox < size.width; ox++) {
      const n = (starts[ox + 1] - starts[ox]) * rowsSummed;
      if (n === 0) continue;
      const o = 4 * (outputRow * size.width + ox);
      const alpha = sums[4 * ox + 3];
      out[o + 3] = alpha / n;
      if (alpha > 0) {
        out[o] = sums[4 * ox] / alpha;
        out[o + 1] = sums[4 * ox + 1] / alpha;
        out[o + 2] = sums[4 * ox + 2] / alpha;
      }
    }
    sums.fill(0);
    rowsSummed = 0;
  };

  const finishRow = () => {
    unfilter(filter, row, previous, bpp);
    const target = Math.floor((y * size.height) / height);
    if (target !== outputRow) {
      flush();
      outputRow = target;
    }
    if (direct) {
      accumulateRow(row, direct, starts, size.width, sums);
    } else {
      rowToRgba(info, row, rgba);
      accumulateRow(rgba, 4, starts, size.width, sums);
    }
    rowsSummed++;
    [previous, row] = [row, previous];
    y++;
  };

  // Large chunks: each is a round trip to the thread pool, and 16 KB ones (the default) made
  // those trips cost more than the inflating.
  const inflate = createInflate({ chunkSize: INFLATE_CHUNK_BYTES });
  const consume = (async () => {
    let inflated = 0;
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated >= INFLATED_BYTES_PER_COLLECTION) {
        inflated = 0;
        collectAllGarbage();
      }
      let offset = 0;
      while (offset < chunk.length && y < height) {
        if (filled < 0) {
          filter = chunk[offset++];
          filled = 0;
          continue;
        }
        const take = Math.min(rowBytes - filled, chunk.length - offset);
        row.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === rowBytes) {
          finishRow();
          filled = -1;
        }
      }
    }
  })();
  for (const part of info.data) inflate.write(part);
  inflate.end();
  await consume;
  if (y < height) throw new Error('The PNG image data is truncated');
  flush();
  return out;
}
