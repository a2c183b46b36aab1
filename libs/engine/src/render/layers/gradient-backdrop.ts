import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import type { VideoPalette } from '../palette';
import type { Prng } from '../prng';
import { bakeGlow } from './sprites';

interface Blob {
  sprite: Canvas;
  x: (time: number) => number;
  y: (time: number) => number;
}

/**
 * A living background: the palette gradient with two soft glows drifting on Lissajous paths.
 * The gradient is baked once and the glows are baked at their display size, so a frame is three
 * unscaled blits at whole-pixel positions: scaled or sub-pixel draws cost several times more, and
 * a still ground lets x264 skip most of the frame.
 */
export class GradientBackdrop {
  private readonly ground: Canvas;
  private readonly blobs: Blob[];

  constructor(
    palette: VideoPalette,
    width: number,
    height: number,
    private readonly speed: number,
    rng: Prng,
    glowStrength = 1,
  ) {
    this.ground = createCanvas(width, height);
    // Opaque: Skia then copies it rather than blending it (about half the cost a frame).
    const ctx = this.ground.getContext('2d', { alpha: false });
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, palette.backgroundFrom);
    gradient.addColorStop(1, palette.backgroundTo);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);

    this.blobs = [0, 1].map((index) => {
      const phase = rng.range(0, Math.PI * 2);
      const rate = rng.range(0.1, 0.16);
      const size = Math.round((index === 0 ? 860 : 720) * rng.range(0.92, 1.08));
      const alpha = (index === 0 ? 0.3 : 0.22) * glowStrength;
      const cx = (index === 0 ? width * 0.22 : width * 0.8) - size / 2;
      const cy = (index === 0 ? height * 0.25 : height * 0.78) - size / 2;
      return {
        sprite: bakeGlow(palette.glow, size, alpha),
        x: (time: number) =>
          Math.round(cx + Math.sin(phase + time * rate * Math.PI * 2) * width * 0.08),
        y: (time: number) =>
          Math.round(cy + Math.cos(phase * 1.3 + time * rate * 1.4 * Math.PI * 2) * height * 0.08),
      };
    });
  }

  draw(ctx: SKRSContext2D, time: number): void {
    ctx.drawImage(this.ground, 0, 0);
    const t = time * this.speed;
    for (const blob of this.blobs) ctx.drawImage(blob.sprite, blob.x(t), blob.y(t));
  }
}
