import { createInflate } from 'node:zlib';

const SIGNATURE_BYTES = 8;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

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
      for (let i = 0; i < length; i++) {
        const left = i >= bpp ? row[i - bpp] : 0;
        row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xff;
      }
      return;
    case 4:
      for (let i = 0; i < length; i++) {
        const a = i >= bpp ? row[i - bpp] : 0;
        const b = previous[i];
        const c = i >= bpp ? previous[i - bpp] : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
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
  // Premultiplied sums of the current output row, and the pixels counted in each column.
  const sums = new Float64Array(size.width * 4);
  const counts = new Uint32Array(size.width);
  const columnOf = new Uint32Array(width);
  for (let x = 0; x < width; x++) columnOf[x] = Math.floor((x * size.width) / width);
  const rgba = new Uint8Array(width * 4);
  let previous = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  let filled = -1; // bytes of the current row received, -1 before its filter byte
  let filter = 0;
  let y = 0;
  let outputRow = 0;

  const flush = () => {
    for (let ox = 0; ox < size.width; ox++) {
      const n = counts[ox];
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
    counts.fill(0);
  };

  const finishRow = () => {
    unfilter(filter, row, previous, bpp);
    rowToRgba(info, row, rgba);
    const target = Math.floor((y * size.height) / height);
    if (target !== outputRow) {
      flush();
      outputRow = target;
    }
    for (let x = 0; x < width; x++) {
      const ox = columnOf[x];
      const alpha = rgba[4 * x + 3];
      sums[4 * ox] += rgba[4 * x] * alpha;
      sums[4 * ox + 1] += rgba[4 * x + 1] * alpha;
      sums[4 * ox + 2] += rgba[4 * x + 2] * alpha;
      sums[4 * ox + 3] += alpha;
      counts[ox]++;
    }
    [previous, row] = [row, previous];
    y++;
  };

  const inflate = createInflate();
  const consume = (async () => {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
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
