import { createCanvas, type Canvas, type Image } from '../canvas';
import { darken, lighten, rgba } from '../color';

/**
 * Pre-rendered soft shapes. Blurs and multi-stop gradients are baked once here so frames only
 * blit them (a per-frame blur would cost more than the whole frame budget).
 */

/** A round glow: `opacity` at the centre fading smoothly to transparent. */
export function bakeGlow(color: string, size = 256, opacity = 1): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const radius = size / 2;
  const gradient = ctx.createRadialGradient(radius, radius, 0, radius, radius, radius);
  // An approximately Gaussian falloff: no visible ring where the glow ends.
  const stops: [number, number][] = [
    [0, 1],
    [0.2, 0.82],
    [0.4, 0.5],
    [0.6, 0.22],
    [0.8, 0.06],
    [1, 0],
  ];
  for (const [offset, alpha] of stops) gradient.addColorStop(offset, rgba(color, alpha * opacity));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

/** A lit sphere: key light from the upper left, a specular highlight and a rim of bounce light. */
export function bakeSphere(color: string, rimColor: string, size = 256): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const r = size / 2;
  ctx.beginPath();
  ctx.arc(r, r, r - 1, 0, Math.PI * 2);
  ctx.clip();

  const body = ctx.createRadialGradient(r * 0.68, r * 0.62, r * 0.05, r, r, r * 1.02);
  body.addColorStop(0, lighten(color, 0.55));
  body.addColorStop(0.3, lighten(color, 0.12));
  body.addColorStop(0.7, color);
  body.addColorStop(1, darken(color, 0.62));
  ctx.fillStyle = body;
  ctx.fillRect(0, 0, size, size);

  const rim = ctx.createRadialGradient(r * 0.8, r * 0.8, r * 0.9, r, r, r);
  rim.addColorStop(0, rgba(rimColor, 0));
  rim.addColorStop(0.75, rgba(rimColor, 0));
  rim.addColorStop(1, rgba(rimColor, 0.55));
  ctx.fillStyle = rim;
  ctx.fillRect(0, 0, size, size);

  const specular = ctx.createRadialGradient(r * 0.62, r * 0.52, 0, r * 0.62, r * 0.52, r * 0.32);
  specular.addColorStop(0, 'rgba(255,255,255,0.9)');
  specular.addColorStop(0.45, 'rgba(255,255,255,0.28)');
  specular.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = specular;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

/** A soft elliptical contact shadow, to be drawn flattened under an object. */
export function bakeShadow(size = 128): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const r = size / 2;
  const gradient = ctx.createRadialGradient(r, r, 0, r, r, r);
  gradient.addColorStop(0, 'rgba(0,0,0,0.6)');
  gradient.addColorStop(0.5, 'rgba(0,0,0,0.3)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

/** An image at the size it will be drawn, resampled once with the best filter. */
export function bakeImage(image: Image, size: number): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, size, size);
  return canvas;
}
