import type { SKRSContext2D } from '../canvas';
import { mix, rgba } from '../color';
import { easeOutBack, easeOutCubic, progressIn } from '../easing';
import type { Box } from '../frame-shape';
import type { MotionStyle } from '../motion-style';
import { INK, WHITE, type VideoPalette } from '../palette';

export interface PosterPanelOptions {
  /** Where the words go; the card reaches PADDING_PX beyond it. */
  text: Box;
  /** Where the object stands; a disc of light grounds it. */
  hero: Box;
  /** Below the platforms' safe zone (9:16): a band of colour the app's buttons sit on. */
  floor?: Box;
  palette: VideoPalette;
  motion: MotionStyle;
}

const PADDING_PX = 22;
const ENTER_S = 0.45;

/**
 * The poster the words and the object sit on: a card behind the words (dark under white type,
 * light under ink), a disc of the accent colour under the object, and in 9:16 a floor band
 * under the platforms' buttons. They fill the frame by design rather than leave it bare, and
 * they carry the look: square and ruled when professional, round and tilted when fun, outlined
 * when elegant.
 */
export class PosterPanel {
  private readonly card: Box;
  private readonly cardFill: string;
  private readonly radius: number;
  private readonly tilt: number;

  constructor(private readonly options: PosterPanelOptions) {
    const { text, palette, motion } = options;
    this.card = {
      x: text.x - PADDING_PX,
      y: text.y - PADDING_PX,
      width: text.width + 2 * PADDING_PX,
      height: text.height + 2 * PADDING_PX,
    };
    this.cardFill =
      palette.text === INK
        ? rgba(WHITE, 0.5)
        : rgba(mix(palette.deep, palette.backgroundFrom, 0.3), 0.55);
    this.radius = motion.straight ? 14 : motion.refined ? 28 : 44;
    this.tilt = motion.bounce ? -0.02 : 0;
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

    const discRadius = Math.min(hero.width, hero.height) * 0.46 * grow;
    ctx.fillStyle = rgba(palette.accent === INK ? palette.glow : palette.accent, 0.32);
    ctx.beginPath();
    ctx.arc(hero.x + hero.width / 2, hero.y + hero.height * 0.45, discRadius, 0, Math.PI * 2);
    ctx.fill();

    const { card } = this;
    ctx.save();
    ctx.translate(card.x + card.width / 2, card.y + card.height / 2);
    ctx.rotate(this.tilt);
    ctx.scale(0.92 + 0.08 * grow, 0.92 + 0.08 * grow);
    ctx.globalAlpha = easeOutCubic(enter);
    ctx.fillStyle = this.cardFill;
    ctx.beginPath();
    ctx.roundRect(-card.width / 2, -card.height / 2, card.width, card.height, this.radius);
    ctx.fill();
    if (motion.refined) {
      ctx.strokeStyle = rgba(palette.accent === INK ? palette.glow : palette.accent, 0.8);
      ctx.lineWidth = 3;
      ctx.stroke();
    } else if (motion.straight) {
      ctx.fillStyle = palette.accent === INK ? palette.glow : palette.accent;
      ctx.fillRect(
        -card.width / 2,
        -card.height / 2 + this.radius,
        10,
        card.height - 2 * this.radius,
      );
    }
    ctx.restore();
    ctx.globalAlpha = 1;
  }
}
