import { Bgr24Packer, packBgr24 } from './bgr24-packer';

function randomRgba(pixels: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(pixels * 4);
  let state = seed;
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

function naiveBgr(rgba: Uint8Array): Uint8Array {
  const pixels = rgba.length / 4;
  const out = new Uint8Array(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    out[p * 3] = rgba[p * 4 + 2];
    out[p * 3 + 1] = rgba[p * 4 + 1];
    out[p * 3 + 2] = rgba[p * 4];
  }
  return out;
}

describe('Bgr24Packer', () => {
  it('packs a 720p frame with the WebAssembly SIMD kernel, byte for byte', () => {
    const packer = new Bgr24Packer(1280, 720, 2);
    expect(packer.accelerated).toBe(true);
    const first = randomRgba(1280 * 720, 1);
    const second = randomRgba(1280 * 720, 2);
    const packedFirst = packer.pack(first, 0);
    const packedSecond = packer.pack(second, 1);
    expect(packedFirst.length).toBe(1280 * 720 * 3);
    expect(Buffer.compare(packedFirst, Buffer.from(naiveBgr(first)))).toBe(0);
    // The second slot did not overwrite the first.
    expect(Buffer.compare(packedSecond, Buffer.from(naiveBgr(second)))).toBe(0);
    expect(Buffer.compare(packedFirst, Buffer.from(naiveBgr(first)))).toBe(0);
  });

  it('falls back to JavaScript with the same bytes, for any size', () => {
    for (const [width, height] of [
      [1280, 720],
      [7, 3],
      [5, 1],
    ]) {
      const rgba = randomRgba(width * height, width);
      const packer = new Bgr24Packer(width, height, 1, { simd: false });
      expect(packer.accelerated).toBe(false);
      expect(Buffer.compare(packer.pack(rgba, 0), Buffer.from(naiveBgr(rgba)))).toBe(0);
    }
  });

  it('handles unaligned input in the portable loop', () => {
    const backing = randomRgba(18, 9);
    const unaligned = backing.subarray(5, 5 + 4 * 16);
    expect(unaligned.length).toBe(64);
    const out = new Uint8Array(16 * 3);
    packBgr24(unaligned, out, 16);
    expect(Buffer.compare(Buffer.from(out), Buffer.from(naiveBgr(unaligned)))).toBe(0);
  });

  it('refuses a frame of the wrong size', () => {
    const packer = new Bgr24Packer(16, 16, 1);
    expect(() => packer.pack(new Uint8Array(10), 0)).toThrow(/Expected 1024 bytes/);
    expect(() => packer.pack(new Uint8Array(1024), 1)).toThrow(/No slot 1/);
  });
});
