/** Easing curves and small timing helpers; every input t is clamped to [0, 1]. */

export function clamp01(t: number): number {
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

export function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** Position of `time` inside [start, start + duration] as 0..1. */
export function progressIn(time: number, start: number, duration: number): number {
  return duration <= 0 ? (time >= start ? 1 : 0) : clamp01((time - start) / duration);
}

export function easeOutCubic(t: number): number {
  const x = clamp01(t);
  return 1 - (1 - x) ** 3;
}

export function easeInCubic(t: number): number {
  const x = clamp01(t);
  return x * x * x;
}

export function easeInOutSine(t: number): number {
  return -(Math.cos(Math.PI * clamp01(t)) - 1) / 2;
}

/** Overshoots then settles: the "bounce" of fun and animated clips. */
export function easeOutBack(t: number, overshoot = 1.70158): number {
  const x = clamp01(t) - 1;
  return 1 + (overshoot + 1) * x * x * x + overshoot * x * x;
}
