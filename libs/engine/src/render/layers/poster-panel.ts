import type { SKRSContext2D } from '../canvas';
import { mix, rgba } from '../color';
import { easeOutBack, easeOutCubic, progressIn } from '../easing';
import type { Box } from '../frame-shape';
import type { PanelShape } from '../looks';
import type { MotionStyle } from '../motion-style';
import { INK, WHITE, type VideoPalette } from '../palette';

export interface PosterPanelOptions {
  /** Where the words go; the card reaches CARD_PADDING_PX beyond it. */
  text: Box;
  /** Where the object stands; a disc of light grounds it. */
  hero: Box;
  /** Below the platforms' safe zone (9:16): a band of colour the app's buttons sit on. */
  floor?: Box;
  palette: VideoPalette;
  motion: MotionStyle;
  /** The look's shape language. */
  shape: PanelShape;
}

export const CARD_PADDING_PX = 22;
const ENTER_S = 0.45;

/** The card behind words set in `text`. */
export function cardAround(text: Box): Box {
  return {
    x: text.x - CARD_PADDING_PX,
    y: text.y - CARD_PADDING_PX,
    width: text.width + 2 * CARD_PADDING_PX,
    height: text.height + 2 * CARD_PADDING_PX,
  };
}

/**
 * The poster the words and the object sit on: a card behind the words (dark under white type,
 * light under ink), a disc of the accent colour under the object, and in 9:16 a floor band
 * under the platforms' buttons. They fill the frame by design rather than leave it bare, and
 * they carry the look (looks.ts): ruled and square, round, an organic blob, a double outline, a
 * slanted plate, a burst behind the object, a grid.
 */
export class PosterPanel {
  /** The card behind the words. */
  readonly card: Box;
  private readonly cardFill: string;
  private readonly radius: number;
  private readonly tilt: number;

  constructor(private readonly options: PosterPanelOptions) {
    const { text, palette, motion } = options;
    this.card = cardAround(text);
    this.cardFill =
      palette.text === INK
        ? rgba(WHITE, 0.5)
        : rgba(mix(palette.deep, palette.backgroundFrom, 0.3), 0.55);
    const { shape } = options;
    this.radius = { ruled: 14, round: 44, blob: 64, outline: 26, slant: 10, burst: 36, grid: 18 }[
      shape
    ];
    this.tilt = shape === 'blob' ? 0.015 : motion.bounce && shape !== 'slant' ? -0.02 : 0;
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const { palette, motion, hero, floor } = this.options;
    const t = time * motion.speed;
    const enter = progressIn(t, 0, ENTER_S);
    if (enter <= 0) return;
    const grow = motion.bounce ? easeOutBack(enter, 1.6) : easeOutCubic(enter);

    if (floor) {
      ctx.fillStyle = rgba(palette.deep, 0.5 * easeOutCubic(enter));
      ctx.beginPath();
      const lift = 40 * (1 - grow);
      ctx.moveTo(floor.x, floor.y + 60 + lift);
      ctx.quadraticCurveTo(
        floor.x + floor.width / 2,
        floor.y - 30 + lift,
        floor.x + floor.width,
        floor.y + 60 + lift,
      );
      ctx.lineTo(floor.x + floor.width, floor.y + floor.height);
      ctx.lineTo(floor.x, floor.y + floor.height);
      ctx.closePath();
      ctx.fill();
    }

    const accent = palette.accent === INK ? palette.glow : palette.accent;
    const discRadius = Math.min(hero.width, hero.height) * 0.46 * grow;
    const cx = hero.x + hero.width / 2;
    const cy = hero.y + hero.height * 0.45;
    ctx.fillStyle = rgba(accent, 0.32);
    if (this.options.shape === 'burst') {
      drawBurst(ctx, cx, cy, discRadius * 1.12, discRadius * 0.78, t * 0.25);
    } else {
      ctx.beginPath();
      ctx.arc(cx, cy, discRadius, 0, Math.PI * 2);
      ctx.fill();
      if (this.options.shape === 'grid') {
        ctx.strokeStyle = rgba(accent, 0.7);
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.arc(cx, cy, discRadius * 1.08, 0, Math.PI * 2);
        ctx.stroke();
      }
    }

    const { card } = this;
    ctx.save();
    ctx.translate(card.x + card.width / 2, card.y + card.height / 2);
    ctx.rotate(this.tilt);
    ctx.scale(0.92 + 0.08 * grow, 0.92 + 0.08 * grow);
    ctx.globalAlpha = easeOutCubic(enter);
    const { shape } = this.options;
    const left = -card.width / 2;
    const top = -card.height / 2;
    if (shape === 'slant') ctx.transform(1, 0, -0.06, 1, 0, 0);
    if (shape === 'blob') {
      // A second, offset plate in the accent: an organic, layered shape rather than a box.
      ctx.fillStyle = rgba(accent, 0.35);
      ctx.beginPath();
      ctx.roundRect(left + 18, top + 16, card.width, card.height, this.radius * 1.3);
      ctx.fill();
    }
    ctx.fillStyle = this.cardFill;
    ctx.beginPath();
    ctx.roundRect(left, top, card.width, card.height, this.radius);
    ctx.fill();
    if (shape === 'outline') {
      ctx.strokeStyle = rgba(accent, 0.85);
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.roundRect(left + 12, top + 12, card.width - 24, card.height - 24, this.radius - 8);
      ctx.stroke();
    } else if (shape === 'ruled' || shape === 'slant') {
      ctx.fillStyle = accent;
      ctx.fillRect(left, top + this.radius, 10, card.height - 2 * this.radius);
    } else if (shape === 'grid') {
      ctx.strokeStyle = rgba(accent, 0.16);
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = left + 32; x < left + card.width; x += 32) {
        ctx.moveTo(x, top + 4);
        ctx.lineTo(x, top + card.height - 4);
      }
      for (let y = top + 32; y < top + card.height; y += 32) {
        ctx.moveTo(left + 4, y);
        ctx.lineTo(left + card.width - 4, y);
      }
      ctx.stroke();
      ctx.strokeStyle = rgba(accent, 0.8);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.roundRect(left, top, card.width, card.height, this.radius);
      ctx.stroke();
    }
    ctx.restore();
    ctx.globalAlpha = 1;
  }
}

/** A starburst of 14 points between two radii, turning slowly: the retail offer's sticker. */
function drawBurst(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  turn: number,
): void {
  const points = 14;
  ctx.beginPath();
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = turn + (index * Math.PI) / points;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    if (index === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
}
