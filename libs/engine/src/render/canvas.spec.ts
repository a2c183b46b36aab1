import { createCanvas } from './canvas';

describe('canvas', () => {
  it("sets the addon's allocator options before loading it", () => {
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('1000');
    expect(createCanvas(2, 2).data()).toHaveLength(16);
  });
});
