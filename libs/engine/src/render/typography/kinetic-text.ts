import type { SKRSContext2D } from '@napi-rs/canvas';
import { clamp01, easeInCubic, easeOutBack, easeOutCubic } from '../easing';
import type { LayoutUnit, TextLayout } from './text-layout';

export type Entrance = 'rise' | 'pop' | 'mask' | 'fade';

export interface TextPaint {
  color: string;
  /** A soft offset copy under the letters, for legibility over busy backgrounds. */
  shadow: string | undefined;
  pill: string;
  onPill: string;
}

export interface KineticTextOptions {
  /** Left edge (align left) or centre (align center) of the block. */
  x: number;
  /** Top of the block. */
  y: number;
  align: 'left' | 'center';
  /** Seconds since the block started entering. */
  time: number;
  /** 0 while shown, rising to 1 as the block leaves. */
  exit: number;
  entrance: Entrance;
  /** Seconds between two words starting. */
  stagger: number;
  /** Seconds one word takes to enter. */
  wordDuration: number;
  bounce: boolean;
  /** Rotation of the whole block, radians. */
  tilt: number;
  paint: TextPaint;
}

/** Draws a laid-out phrase word by word: each word enters in turn, the block leaves together. */
export function drawKineticText(
  ctx: SKRSContext2D,
  layout: TextLayout,
  options: KineticTextOptions,
): void {
  if (options.exit >= 1) return;
  const exit = easeInCubic(options.exit);
  const centerX = options.align === 'center' ? options.x : options.x + layout.width / 2;
  const centerY = options.y + layout.height / 2;

  ctx.save();
  if (options.tilt !== 0) {
    ctx.translate(centerX, centerY);
    ctx.rotate(options.tilt);
    ctx.translate(-centerX, -centerY);
  }
  ctx.font = layout.font;
  ctx.letterSpacing = `${layout.letterSpacingPx}px`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';

  layout.lines.forEach((line, lineIndex) => {
    const left = options.align === 'center' ? options.x - line.width / 2 : options.x;
    const middle = options.y + layout.lineHeightPx * (lineIndex + 0.5);
    if (options.entrance === 'mask') {
      const first = line.units[0]?.order ?? 0;
      const enter = easeOutCubic(unitProgress(options, first));
      ctx.save();
      ctx.beginPath();
      ctx.rect(
        left - layout.sizePx,
        middle - layout.lineHeightPx / 2,
        line.width + 2 * layout.sizePx,
        layout.lineHeightPx,
      );
      ctx.clip();
      const shift = (1 - enter) * layout.lineHeightPx - exit * layout.lineHeightPx;
      for (const unit of line.units)
        drawUnit(ctx, layout, unit, left, middle + shift, 1, 1, options.paint);
      ctx.restore();
      return;
    }
    for (const unit of line.units) {
      const progress = unitProgress(options, unit.order);
      if (progress <= 0) continue;
      const { offsetY, scale, alpha } = entranceMotion(options, progress, layout.sizePx);
      const y = middle + offsetY - exit * layout.sizePx * 0.35;
      const fitted = Math.min(scale, overshootRoom(layout, unit));
      drawUnit(ctx, layout, unit, left, y, fitted, alpha * (1 - exit), options.paint);
    }
  });
  ctx.restore();
}

/**
 * The largest scale a word may pop to: each side grows by at most a quarter of a space, so two
 * neighbours overshooting at once still leave half the space between them ('toda tarde' never
 * reads 'todatarde'). A short word keeps most of its bounce, a long one little.
 */
function overshootRoom(layout: TextLayout, unit: LayoutUnit): number {
  return 1 + layout.spacePx / (2 * Math.max(1, unit.width));
}

function unitProgress(options: KineticTextOptions, order: number): number {
  return clamp01((options.time - order * options.stagger) / options.wordDuration);
}

function entranceMotion(
  options: KineticTextOptions,
  progress: number,
  sizePx: number,
): { offsetY: number; scale: number; alpha: number } {
  const eased = options.bounce ? easeOutBack(progress, 2.2) : easeOutCubic(progress);
  const alpha = clamp01(progress * 2.2);
  switch (options.entrance) {
    case 'pop':
      return { offsetY: 0, scale: 0.55 + 0.45 * eased, alpha };
    case 'fade':
      return {
        offsetY: (1 - easeOutCubic(progress)) * sizePx * 0.18,
        scale: 1,
        alpha: clamp01(progress * 1.4),
      };
    default:
      return { offsetY: (1 - eased) * sizePx * 0.7, scale: 1, alpha };
  }
}

function drawUnit(
  ctx: SKRSContext2D,
  layout: TextLayout,
  unit: LayoutUnit,
  lineLeft: number,
  middle: number,
  scale: number,
  alpha: number,
  paint: TextPaint,
): void {
  if (alpha <= 0.002) return;
  const x = lineLeft + unit.x;
  ctx.globalAlpha = alpha;
  const scaled = scale !== 1;
  if (scaled) {
    ctx.save();
    ctx.translate(x + unit.width / 2, middle);
    ctx.scale(scale, scale);
    ctx.translate(-(x + unit.width / 2), -middle);
  }
  if (unit.highlight) {
    const height = layout.sizePx * 1.12;
    ctx.fillStyle = paint.pill;
    ctx.beginPath();
    ctx.roundRect(x, middle - height / 2, unit.width, height, height * 0.28);
    ctx.fill();
    ctx.fillStyle = paint.onPill;
    ctx.fillText(unit.text, x + layout.pillPaddingPx, middle + layout.sizePx * 0.04);
  } else {
    if (paint.shadow) {
      ctx.fillStyle = paint.shadow;
      ctx.fillText(unit.text, x, middle + layout.sizePx * 0.06);
    }
    ctx.fillStyle = paint.color;
    ctx.fillText(unit.text, x, middle);
  }
  if (scaled) ctx.restore();
  ctx.globalAlpha = 1;
}
