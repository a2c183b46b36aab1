/** A seeded pseudo-random generator: the same seed always yields the same sequence. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough for motion design. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length) % items.length],
  };
}

/** Derives an independent seed for a named sub-stream, so adding one consumer does not shift another. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed >>> 0 || 0x9e3779b9;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}
