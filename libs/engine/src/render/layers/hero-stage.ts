import type { Canvas, Image, SKRSContext2D } from '../canvas';
import { clamp01, easeInCubic, easeOutBack, easeOutCubic } from '../easing';
import type { Box } from '../frame-shape';
import type { Span } from '../timeline';
import type { VideoPalette } from '../palette';
import { bakeGlow, bakeImage, bakeShadow } from './sprites';

/** One beat's object and when it is on stage. */
export interface HeroCue extends Span {
  /** Index into the stage's objects. */
  object: number;
}

export interface HeroStageOptions {
  box: Box;
  palette: VideoPalette;
  /** Multiplies every motion's pace. */
  speed: number;
  /** Overshooting pop-ins (fun and animated clips); otherwise a softer rise. */
  bounce: boolean;
}

const POP_S = 0.45;
const EXIT_S = 0.22;
const FLOAT_PERIOD_S = 2.6;

/**
 * The picture of what the customer sells: a 3D object per beat, staged with depth: a halo of
 * light behind it, a soft contact shadow that tightens as it rises, a pop-in with squash and
 * stretch, then a slow float. Objects and their halo are baked once at their drawn size, so a
 * settled frame only copies them (a turn would resample every pixel of the object each frame).
 */
export class HeroStage {
  private readonly sprites: Canvas[];
  private readonly shadow: Canvas;
  private readonly halo: Canvas;
  private readonly size: number;

  constructor(
    images: Image[],
    private readonly cues: HeroCue[],
    private readonly options: HeroStageOptions,
  ) {
    const { box, palette } = options;
    this.size = Math.round(Math.min(box.width, box.height * 0.86));
    this.sprites = images.map((image) => bakeImage(image, this.size));
    this.shadow = bakeShadow(128);
    // Baked at the size it is drawn, so a settled frame blits it without resampling.
    this.halo = bakeGlow(palette.glow, Math.round(this.size * 1.5), 0.55);
  }

  /** The object's resting box (the layout model the tests read). */
  get restingBox(): Box {
    const { box } = this.options;
    const x = box.x + (box.width - this.size) / 2;
    const y = box.y + (box.height * 0.86 - this.size) / 2;
    return { x, y, width: this.size, height: this.size };
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const index = this.cues.findIndex((cue) => time >= cue.start && time < cue.end);
    if (index < 0) return;
    const cue = this.cues[index];
    const previous = this.cues[index - 1];
    const next = this.cues[index + 1];
    // The same object across two beats stays on stage rather than popping again.
    const enters = previous?.object !== cue.object;
    const leaves = next !== undefined && next.object !== cue.object;
    const { speed, bounce, box } = this.options;
    const local = (time - cue.start) * speed;
    const pop = enters ? clamp01(local / POP_S) : 1;
    const exit = leaves ? clamp01(((time - (cue.end - EXIT_S / speed)) * speed) / EXIT_S) : 0;
    const grow = bounce ? easeOutBack(pop, 2.2) : easeOutCubic(pop);
    const scale = Math.max(0, grow * (1 - 0.4 * easeInCubic(exit)));
    if (scale <= 0.01) return;

    // Squash and stretch: wide on landing, tall on the rebound, settling within the pop.
    const wobble = enters ? Math.sin(pop * Math.PI * 2) * (1 - pop) * 0.16 : 0;
    const sx = scale * (1 + wobble);
    const sy = scale * (1 - wobble);
    const lift = Math.sin((time * speed * 2 * Math.PI) / FLOAT_PERIOD_S);
    const rest = this.restingBox;
    const cx = rest.x + rest.width / 2 + Math.sin(time * speed * 0.5) * box.width * 0.015;
    const floorY = rest.y + rest.height;
    const cy = rest.y + rest.height / 2 - (lift + 1) * rest.height * 0.03;
    const alpha = 1 - exit;

    const settled = sx === 1 && sy === 1;
    ctx.globalAlpha = alpha * 0.9;
    if (settled) {
      ctx.drawImage(
        this.halo,
        Math.round(cx - this.halo.width / 2),
        Math.round(cy - this.halo.height / 2),
      );
    } else {
      const haloSize = this.halo.width * scale;
      ctx.drawImage(this.halo, cx - haloSize / 2, cy - haloSize / 2, haloSize, haloSize);
    }

    const shadowWidth = this.size * 0.72 * scale * (1 - 0.12 * (lift + 1));
    const shadowHeight = shadowWidth * 0.18;
    ctx.globalAlpha = alpha * (0.55 - 0.12 * (lift + 1));
    ctx.drawImage(
      this.shadow,
      cx - shadowWidth / 2,
      floorY - shadowHeight * 0.6,
      shadowWidth,
      shadowHeight,
    );

    ctx.globalAlpha = alpha;
    const sprite = this.sprites[cue.object];
    if (settled) {
      // Whole pixels: an unscaled blit at an integer offset is a plain copy, no filtering.
      ctx.drawImage(sprite, Math.round(cx - sprite.width / 2), Math.round(cy - sprite.height / 2));
    } else {
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(sx, sy);
      ctx.drawImage(sprite, -sprite.width / 2, -sprite.height / 2);
      ctx.restore();
    }
    ctx.globalAlpha = 1;
  }
}
