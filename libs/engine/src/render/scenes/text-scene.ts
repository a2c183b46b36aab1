import type { SKRSContext2D } from '@napi-rs/canvas';
import { rgba } from '../color';
import { easeInOutSine } from '../easing';
import { byShape, UPRIGHT_CORNER_MARK_PX } from '../frame-shape';
import { INK } from '../palette';
import { createPrng, deriveSeed } from '../prng';
import type { Storyboard } from '../storyboard';
import { TypographyTrack } from '../typography/typography-track';
import { createDecor, type Decor } from '../layers/decor';
import { GradientBackdrop } from '../layers/gradient-backdrop';
import type { Scene, SceneLayoutModel } from './scene';
import type { Image } from '../canvas';
import type { Box, FrameShape } from '../frame-shape';
import type { HeroPlan } from '../hero-plan';
import { HeroStage } from '../layers/hero-stage';
import { CARD_PADDING_PX, cardAround, PosterPanel } from '../layers/poster-panel';

/** The clip's objects, decoded, and the plan of which beat shows which. */
export interface HeroInput {
  images: Image[];
  plan: HeroPlan;
}

/**
 * Where the words and the object go when a clip has an object: a stacked poster in 9:16 (the
 * object above the words, both inside the platforms' safe zone), the object above the words in
 * the square, and a split frame in 16:9 (words left, object right).
 */
function heroLayout(shape: FrameShape): { text: Box; hero: Box } {
  const { safe } = shape;
  return byShape(shape, {
    '16:9': {
      text: { x: 80, y: 110, width: 720, height: 500 },
      hero: { x: 820, y: 120, width: 390, height: 480 },
    },
    // The words' card ends above the corner mark, which sits in the safe zone's bottom-right
    // corner: a card reaching past it had the mark over its price.
    '9:16': {
      hero: { x: safe.x, y: safe.y, width: safe.width, height: 320 },
      text: {
        x: safe.x + 20,
        y: safe.y + 330,
        width: safe.width - 30,
        height: safe.height - 330 - UPRIGHT_CORNER_MARK_PX - CARD_PADDING_PX,
      },
    },
    '1:1': {
      hero: { x: 300, y: 70, width: 480, height: 400 },
      text: { x: 110, y: 480, width: 860, height: 500 },
    },
  });
}

/**
 * A title short enough for one line grows to fill the line (to each shape's growOneLinePx), and a
 * single long word ('Geburtstagsfeier') breaks at a syllable rather than be set small.
 */
const ONE_WORD_TITLE = { hyphenate: true } as const;

/** Seconds a wipe takes to cross the frame; the words swap while it covers them. */
const WIPE_S = 0.5;

/**
 * The "director" treatment of a text prompt: kinetic typography over a living gradient, with
 * the tone's ornaments and, in lively clips, diagonal wipes between beats.
 */
export class TextScene implements Scene {
  private readonly backdrop: GradientBackdrop;
  private readonly decor: Decor;
  private readonly track: TypographyTrack;
  private readonly wipes: number[];
  private readonly hero: HeroStage | undefined;
  private readonly panel: PosterPanel | undefined;
  private readonly heroBox: Box | undefined;

  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
    hero?: HeroInput,
  ) {
    const { palette, motion, width, height, input, timeline } = board;
    this.backdrop = new GradientBackdrop(
      palette,
      width,
      height,
      motion.speed,
      createPrng(deriveSeed(input.seed, 'backdrop')),
      motion.glow ? 1.5 : 1,
    );
    const straight = motion.straight;
    const { safe } = board.shape;
    const staged = hero && hero.images.length > 0 ? heroLayout(board.shape) : undefined;
    this.heroBox = staged?.hero;
    this.decor = createDecor({
      tone: input.tone,
      palette,
      width,
      height,
      speed: motion.speed,
      durationS: input.durationS,
      rng: createPrng(deriveSeed(input.seed, 'decor')),
      clear: staged && { hero: staged.hero, words: cardAround(staged.text) },
    });
    this.hero =
      staged && hero
        ? new HeroStage(hero.images, hero.plan.cues, {
            box: staged.hero,
            palette,
            speed: motion.speed,
            bounce: motion.bounce,
          })
        : undefined;
    this.panel = staged
      ? new PosterPanel({
          ...staged,
          floor:
            board.shape.aspectRatio === '9:16'
              ? { x: 0, y: safe.y + safe.height, width, height: height - safe.y - safe.height }
              : undefined,
          palette,
          motion,
          shape: board.look.panel,
        })
      : undefined;
    this.track = new TypographyTrack(ctx, board, {
      box:
        staged?.text ??
        byShape(board.shape, {
          '16:9': straight
            ? { x: 150, y: 120, width: 900, height: 480 }
            : { x: 130, y: 120, width: 1020, height: 480 },
          '9:16': {
            x: safe.x + 30,
            y: safe.y + 20,
            width: safe.width - 30,
            height: safe.height - 40,
          },
          '1:1': straight
            ? { x: 150, y: 150, width: 800, height: 780 }
            : { x: 110, y: 150, width: 860, height: 780 },
        }),
      align: straight ? 'left' : 'center',
      anchor: 'center',
      ...byShape(board.shape, {
        '16:9': {
          title: {
            ...ONE_WORD_TITLE,
            maxSizePx: 118,
            minSizePx: 64,
            maxLines: 2,
            overflowLines: 1,
            growOneLinePx: 150,
          },
          phrase: { maxSizePx: 92, minSizePx: 52, maxLines: 3 },
        },
        '9:16': {
          title: {
            ...ONE_WORD_TITLE,
            maxSizePx: 104,
            minSizePx: 56,
            maxLines: 4,
            overflowLines: 1,
            growOneLinePx: 136,
          },
          phrase: { maxSizePx: 88, minSizePx: 50, maxLines: 5 },
        },
        // A feed post is shown at the phone's width, as a 16:9 clip is: the square's 1080 pixels
        // then draw its type 1.18x larger than the same size in 16:9, and a phrase needs no more
        // than 100 px to read clearly larger. Bigger type set a price in four lines, not three.
        '1:1': {
          title: {
            ...ONE_WORD_TITLE,
            maxSizePx: 124,
            minSizePx: 68,
            maxLines: 3,
            overflowLines: 1,
            growOneLinePx: 160,
          },
          phrase: { maxSizePx: 100, minSizePx: 56, maxLines: 4 },
        },
      }),
      paint: {
        color: palette.text,
        shadow: palette.text === INK ? undefined : rgba(palette.deep, 0.35),
        pill: palette.accent,
        onPill: palette.onAccent,
      },
      ornament: straight ? 'bar' : 'underline',
      ornamentColor: palette.accent,
    });
    const lively = motion.bounce || motion.speed >= 1.2;
    this.wipes = lively ? timeline.phrases.map((span) => span.start) : [];
  }

  layoutModel(): SceneLayoutModel {
    return {
      beats: this.track.model(),
      hero: this.heroBox,
      backing: this.panel?.card,
      decorAt: (time) => this.decor.shapesAt(time),
    };
  }

  drawBackdrop(ctx: SKRSContext2D, time: number): void {
    this.backdrop.draw(ctx, time);
  }

  draw(ctx: SKRSContext2D, time: number): void {
    this.backdrop.draw(ctx, time);
    this.decor.draw(ctx, time);
    this.panel?.draw(ctx, time);
    this.hero?.draw(ctx, time);
    this.track.draw(ctx, time);
    for (const at of this.wipes) this.drawWipe(ctx, time, at);
  }

  /** Two slanted bands cross the frame, fully covering it at `at`. */
  private drawWipe(ctx: SKRSContext2D, time: number, at: number): void {
    const progress = (time - (at - WIPE_S / 2)) / WIPE_S;
    if (progress <= 0 || progress >= 1) return;
    const { width, height, palette } = this.board;
    const slant = height * 0.35;
    const bandWidth = width + 2 * slant;
    const travel = width + bandWidth + slant;
    const lead = -bandWidth - slant + easeInOutSine(progress) * travel;
    this.drawBand(ctx, lead - 70, bandWidth, slant, palette.glow);
    this.drawBand(ctx, lead, bandWidth, slant, palette.accent);
  }

  private drawBand(
    ctx: SKRSContext2D,
    left: number,
    bandWidth: number,
    slant: number,
    color: string,
  ): void {
    const { height } = this.board;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(left + slant, 0);
    ctx.lineTo(left + slant + bandWidth, 0);
    ctx.lineTo(left + bandWidth, height);
    ctx.lineTo(left, height);
    ctx.closePath();
    ctx.fill();
  }
}
