import { I420Packer, packI420 } from './i420-packer';

function randomRgba(pixels: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(pixels * 4);
  let state = seed;
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

function solid(width: number, height: number, [r, g, b]: number[]): Uint8Array {
  const bytes = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) bytes.set([r, g, b, 255], p * 4);
  return bytes;
}

describe('I420Packer', () => {
  it('converts a 720p frame with the WebAssembly SIMD kernel exactly as the reference does', () => {
    const packer = new I420Packer(1280, 720, 2);
    expect(packer.accelerated).toBe(true);
    expect(packer.frameBytes).toBe(1280 * 720 * 1.5);
    const first = randomRgba(1280 * 720, 1);
    const second = randomRgba(1280 * 720, 2);
    const expectedFirst = Buffer.alloc(packer.frameBytes);
    const expectedSecond = Buffer.alloc(packer.frameBytes);
    packI420(first, expectedFirst, 1280, 720);
    packI420(second, expectedSecond, 1280, 720);

    const packedFirst = packer.pack(first, 0);
    const packedSecond = packer.pack(second, 1);
    expect(packedFirst.equals(expectedFirst)).toBe(true);
    expect(packedSecond.equals(expectedSecond)).toBe(true);
    // The second slot left the first alone.
    expect(packedFirst.equals(expectedFirst)).toBe(true);
  });

  it.each([
    [720, 1280],
    [1080, 1080],
    [34, 6],
  ])('converts a %ix%i frame with the SIMD kernel too (1080 is no multiple of 16)', (w, h) => {
    const packer = new I420Packer(w, h, 2);
    expect(packer.accelerated).toBe(true);
    for (const [slot, seed] of [
      [0, 3],
      [1, 4],
    ]) {
      const rgba = randomRgba(w * h, seed);
      const expected = Buffer.alloc(packer.frameBytes);
      packI420(rgba, expected, w, h);
      expect(packer.pack(rgba, slot).equals(expected)).toBe(true);
    }
  });

  it.each<[string, number[], number[]]>([
    ['white', [255, 255, 255], [235, 128, 128]],
    ['black', [0, 0, 0], [16, 128, 128]],
    ['brand coral #FF5A36', [255, 90, 54], [121, 95, 202]],
    ['green', [0, 255, 0], [172, 42, 26]],
    ['blue', [0, 0, 255], [32, 240, 118]],
  ])('%s → BT.709 limited range Y, Cb, Cr', (_name, rgb, [y, cb, cr]) => {
    for (const simd of [true, false]) {
      const packed = new I420Packer(16, 4, 1, { simd }).pack(solid(16, 4, rgb), 0);
      expect([packed[0], packed[16 * 4], packed[16 * 4 + 8 * 2]]).toEqual([y, cb, cr]);
    }
  });

  it('averages chroma over each 2x2 block', () => {
    // Left column of every block red, right column blue.
    const rgba = new Uint8Array(16 * 2 * 4);
    for (let p = 0; p < 32; p++) rgba.set(p % 2 === 0 ? [255, 0, 0, 255] : [0, 0, 255, 255], p * 4);
    const packed = new I420Packer(16, 2, 1).pack(rgba, 0);
    const mean = new I420Packer(16, 2, 1, { simd: false }).pack(solid(16, 2, [128, 0, 128]), 0);
    expect(packed[32]).toBe(mean[32]);
    expect(packed[40]).toBe(mean[40]);
  });

  it('falls back to JavaScript for widths the kernel does not take', () => {
    const packer = new I420Packer(6, 4, 1);
    expect(packer.accelerated).toBe(false);
    const rgba = randomRgba(24, 3);
    const expected = Buffer.alloc(36);
    packI420(rgba, expected, 6, 4);
    expect(packer.pack(rgba, 0).equals(expected)).toBe(true);
  });

  it('refuses odd sizes and frames of the wrong size', () => {
    expect(() => new I420Packer(15, 4, 1)).toThrow(/even/);
    const packer = new I420Packer(16, 16, 1);
    expect(() => packer.pack(new Uint8Array(10), 0)).toThrow(/Expected 1024 bytes/);
    expect(() => packer.pack(new Uint8Array(1024), 1)).toThrow(/No slot 1/);
  });
});
