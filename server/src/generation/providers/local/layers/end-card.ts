import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import { rgba } from '../color';
import { clamp01, easeOutBack, easeOutCubic, progressIn } from '../easing';
import { drawableText, FONT, font } from '../fonts';
import type { VideoPalette } from '../palette';
import { CENA_CREDIT, type Storyboard } from '../storyboard';
import { drawKineticText, type TextPaint } from '../typography/kinetic-text';
import { layoutText, type TextLayout } from '../typography/text-layout';
import { bakeMark } from './watermark';

const CREDIT_PREFIX = 'Feito com';
/** Seconds (at speed 1) the ground takes to cover the frame. */
const REVEAL_S = 0.55;

/**
 * The last beat of every clip: the brand ground sweeps in from the centre, the title lands and
 * the call to action (or the Cena credit) settles under it.
 */
export class EndCard {
  private readonly title: TextLayout;
  /** Baked: a full-frame gradient costs several times a blit of the same pixels. */
  private readonly ground: Canvas;
  private readonly mark: Canvas | undefined;
  private readonly creditWidth: number;
  private readonly ctaWidth: number;
  /** The call to action as drawn (characters no font has left out). */
  private readonly ctaText: string;
  /** The call to action's type size; the pill fits the safe width. */
  private readonly ctaPx: number;

  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
  ) {
    const { width, height, palette } = board;
    const scale = board.shape.typeScale;
    this.title = layoutText(ctx, board.endTitle, {
      weight: board.motion.refined ? 600 : 700,
      tracking: board.motion.refined ? 0.04 : 0,
      maxWidth: Math.min(width * 0.78, board.shape.safe.width * 0.92),
      maxLines: board.shape.aspectRatio === '16:9' ? 2 : 3,
      maxSizePx: 96 * scale,
      minSizePx: 48 * scale,
      overflowLines: 1,
      highlightTokens: false,
    });
    this.ground = bakeGround(width, height, palette);
    this.ctaPx = 38 * scale;
    this.ctaText = drawableText(board.endLine ?? '');
    if (board.endLine && board.endLine !== CENA_CREDIT) {
      ctx.font = font(600, this.ctaPx);
      ctx.letterSpacing = '0px';
      const fits =
        (board.shape.safe.width * 0.9 - 56 * scale) / ctx.measureText(this.ctaText).width;
      if (fits < 1) this.ctaPx *= fits;
    }
    if (board.endLine === CENA_CREDIT) {
      this.mark = bakeMark(40, 34);
      ctx.font = font(500, 32, FONT.body);
      ctx.letterSpacing = '0px';
      this.creditWidth = ctx.measureText(CREDIT_PREFIX).width + 14 + this.mark.width;
      this.ctaWidth = 0;
    } else {
      this.mark = undefined;
      this.creditWidth = 0;
      ctx.font = font(600, this.ctaPx);
      ctx.letterSpacing = '0px';
      this.ctaWidth = ctx.measureText(this.ctaText).width;
    }
  }

  /** Whether the card's ground hides the whole frame at `time` (what is under it need not be drawn). */
  coversFrame(time: number): boolean {
    const { timeline, motion } = this.board;
    if (time < timeline.endCard.start) return false;
    return (time - timeline.endCard.start) * motion.speed >= REVEAL_S;
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const { timeline, width, height, motion, palette } = this.board;
    if (time < timeline.endCard.start) return;
    const local = (time - timeline.endCard.start) * motion.speed;
    const reveal = easeOutCubic(local / REVEAL_S);

    if (reveal >= 1) {
      ctx.drawImage(this.ground, 0, 0);
    } else if (motion.refined) {
      ctx.globalAlpha = reveal;
      ctx.drawImage(this.ground, 0, 0);
      ctx.globalAlpha = 1;
    } else {
      ctx.save();
      ctx.beginPath();
      ctx.arc(width / 2, height / 2, reveal * Math.hypot(width, height) * 0.52, 0, Math.PI * 2);
      ctx.clip();
      ctx.drawImage(this.ground, 0, 0);
      ctx.restore();
    }

    const ring = progressIn(local, 0.15, 1.1);
    if (ring > 0 && ring < 1) {
      ctx.strokeStyle = rgba(palette.accent, 0.45 * (1 - ring));
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(width / 2, height / 2 - 20, 120 + ring * 420, 0, Math.PI * 2);
      ctx.stroke();
    }

    const hasLine = this.board.endLine !== undefined;
    const { safe, typeScale } = this.board.shape;
    const centreY = safe.y + safe.height / 2;
    const titleY = centreY - this.title.height / 2 - (hasLine ? 46 * typeScale : 0);
    const paint: TextPaint = {
      color: '#FFFFFF',
      shadow: 'rgba(0,0,0,0.25)',
      pill: palette.accent,
      onPill: palette.onAccent,
    };
    drawKineticText(ctx, this.title, {
      x: width / 2,
      y: titleY,
      align: 'center',
      time: local - 0.12,
      exit: 0,
      entrance: motion.refined ? 'fade' : motion.straight ? 'mask' : 'pop',
      stagger: 0.05,
      wordDuration: motion.refined ? 0.6 : 0.4,
      bounce: motion.bounce,
      tilt: 0,
      paint,
    });

    const lineY = titleY + this.title.height + 58 * typeScale;
    const lineProgress = progressIn(local, 0.45, 0.45);
    if (lineProgress <= 0) return;
    ctx.globalAlpha = clamp01(lineProgress * 1.6);
    if (this.mark) this.drawCredit(ctx, lineY, lineProgress);
    else if (this.ctaText) this.drawCta(ctx, this.ctaText, lineY, lineProgress);
    ctx.globalAlpha = 1;
  }

  private drawCredit(ctx: SKRSContext2D, y: number, progress: number): void {
    if (!this.mark) return;
    const left = this.board.width / 2 - this.creditWidth / 2;
    const rise = (1 - easeOutCubic(progress)) * 16;
    ctx.fillStyle = 'rgba(255,255,255,0.88)';
    ctx.font = font(500, 32, FONT.body);
    ctx.letterSpacing = '0px';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(CREDIT_PREFIX, left, y + rise);
    ctx.drawImage(
      this.mark,
      this.creditWidth + left - this.mark.width,
      y + rise - this.mark.height * 0.56,
    );
  }

  private drawCta(ctx: SKRSContext2D, text: string, y: number, progress: number): void {
    const { palette, motion, width } = this.board;
    const scale = motion.bounce ? easeOutBack(progress, 2) : easeOutCubic(progress);
    const pillWidth = this.ctaWidth + 56 * this.board.shape.typeScale;
    const pillHeight = 62 * (this.ctaPx / 38);
    ctx.save();
    ctx.translate(width / 2, y);
    ctx.scale(0.7 + 0.3 * scale, 0.7 + 0.3 * scale);
    ctx.fillStyle = palette.accent;
    ctx.beginPath();
    ctx.roundRect(-pillWidth / 2, -pillHeight / 2, pillWidth, pillHeight, pillHeight / 2);
    ctx.fill();
    ctx.fillStyle = palette.onAccent;
    ctx.font = font(600, this.ctaPx);
    ctx.letterSpacing = '0px';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    ctx.fillText(text, 0, 2);
    ctx.restore();
    ctx.textAlign = 'left';
  }
}

function bakeGround(width: number, height: number, palette: VideoPalette): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, palette.deep);
  gradient.addColorStop(0.55, palette.backgroundFrom);
  gradient.addColorStop(1, palette.backgroundTo);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}
