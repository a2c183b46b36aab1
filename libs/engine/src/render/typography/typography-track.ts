import type { SKRSContext2D } from '@napi-rs/canvas';
import { easeOutBack, easeOutCubic, progressIn } from '../easing';
import type { MotionStyle } from '../motion-style';
import type { Storyboard } from '../storyboard';
import type { Span } from '../timeline';
import { drawKineticText, type Entrance, type TextPaint } from './kinetic-text';
import { layoutText, type LayoutOptions, type TextLayout } from './text-layout';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SizeRange {
  maxSizePx: number;
  minSizePx: number;
  maxLines: number;
  /** See LayoutOptions.overflowLines. */
  overflowLines?: number;
  /** See LayoutOptions.growOneLinePx and hyphenate (titles). */
  growOneLinePx?: number;
  hyphenate?: boolean;
}

export interface TrackLayout {
  box: TextBox;
  align: 'left' | 'center';
  /** Where a block sits inside the box. */
  anchor: 'top' | 'center' | 'bottom';
  /** Undefined when the scene stages the title itself (the 3D scene extrudes it). */
  title: SizeRange | undefined;
  phrase: SizeRange;
  paint: TextPaint;
  /** An accent rule under the block, or a bar beside it (straight layouts). */
  ornament: 'underline' | 'bar' | 'none';
  ornamentColor: string;
  /** A rounded backing plate behind each block. */
  plate?: { color: string; paddingPx: number };
}

/** One word (or verbatim token) of a beat as it rests once entered. */
export interface UnitModel {
  text: string;
  /** Drawn on an accent pill (a price, a date, a handle). */
  highlight: boolean;
  box: TextBox;
}

/**
 * The layout model of one beat, as the track draws it once its words have entered (before the
 * tone's tilt): what a test reads instead of decoding pixels.
 */
export interface BeatModel {
  role: 'title' | 'phrase';
  /** The text as laid out (the title, or the phrase from the prompt). */
  text: string;
  span: Span;
  /** The block's box. */
  box: TextBox;
  units: UnitModel[];
}

interface Beat {
  role: 'title' | 'phrase';
  text: string;
  layout: TextLayout;
  span: Span;
  index: number;
  /** Seconds between two words starting, and one word's entrance (see wordTiming). */
  stagger: number;
  wordDuration: number;
}

/**
 * The block laid out by width (layoutText), then, when its lines stand taller than the box
 * (a four-line title in the 9:16 poster ran over the corner mark), again at sizes scaled to the
 * box's height until it fits or the words would go below 80 % of the smallest size.
 */
function layoutInHeight(
  ctx: SKRSContext2D,
  text: string,
  height: number,
  options: LayoutOptions,
): TextLayout {
  let fitted = layoutText(ctx, text, options);
  const floorPx = options.minSizePx * 0.8;
  for (let attempt = 0; attempt < 4 && fitted.height > height; attempt += 1) {
    const maxSizePx = (fitted.sizePx * height) / fitted.height;
    if (maxSizePx < floorPx) break;
    fitted = layoutText(ctx, text, {
      ...options,
      maxSizePx,
      minSizePx: Math.min(options.minSizePx, maxSizePx),
      growOneLinePx: undefined,
    });
  }
  return fitted;
}

/** A phrase as the track sets it in `box`: the look's face, as large as `sizes` and the box allow. */
export function layoutPhrase(
  ctx: SKRSContext2D,
  board: Storyboard,
  phrase: string,
  box: { width: number; height: number },
  sizes: SizeRange,
): TextLayout {
  const { refined } = board.motion;
  return layoutInHeight(ctx, phrase, box.height, {
    family: board.look.heading,
    weight: refined ? 600 : 700,
    tracking: refined ? 0.04 : 0,
    maxWidth: box.width,
    ...sizes,
  });
}

/** Share of a beat by which its last word has fully entered. */
const ENTRANCE_SHARE = 0.55;

/** Seconds a block takes to leave before its beat ends. */
const EXIT_S = 0.3;

/**
 * The words of the clip over time: the title during the intro, then one phrase per beat, each
 * entering word by word and leaving as the next beat starts. Layouts are measured up front.
 */
export class TypographyTrack {
  private readonly beats: Beat[] = [];
  private readonly entrance: Entrance;
  private readonly motion: MotionStyle;

  constructor(
    ctx: SKRSContext2D,
    board: Storyboard,
    private readonly layout: TrackLayout,
  ) {
    const { motion, timeline } = board;
    this.motion = motion;
    this.entrance = entranceFor(motion);
    const weight = motion.refined ? 600 : 700;
    const tracking = motion.refined ? 0.04 : 0;
    if (layout.title) {
      const titleLayout = layoutInHeight(ctx, board.title, layout.box.height, {
        family: board.look.heading,
        weight,
        tracking,
        maxWidth: layout.box.width,
        ...layout.title,
        highlightTokens: false,
      });
      this.beats.push({
        role: 'title',
        text: board.title,
        layout: titleLayout,
        span: timeline.intro,
        index: 0,
        ...this.wordTiming(titleLayout, timeline.intro),
      });
    }
    board.phrases.forEach((phrase, index) => {
      const phraseLayout = layoutPhrase(ctx, board, phrase, layout.box, layout.phrase);
      this.beats.push({
        role: 'phrase',
        text: phrase,
        layout: phraseLayout,
        span: timeline.phrases[index],
        index: index + 1,
        ...this.wordTiming(phraseLayout, timeline.phrases[index]),
      });
    });
  }

  /**
   * The tone's word rhythm (elegant words enter slowly, one after another), compressed when a
   * long phrase in a short beat would otherwise still be entering as it leaves: the last word
   * lands by 55 % of the beat at the latest.
   */
  private wordTiming(layout: TextLayout, span: Span): { stagger: number; wordDuration: number } {
    const stagger = this.motion.refined ? 0.09 : 0.06;
    const wordDuration = this.motion.refined ? 0.7 : 0.45;
    const needed = stagger * Math.max(0, layout.unitCount - 1) + wordDuration;
    const available = (span.end - span.start) * this.motion.speed * ENTRANCE_SHARE;
    const scale = needed > available ? available / needed : 1;
    return { stagger: stagger * scale, wordDuration: wordDuration * scale };
  }

  /** Every beat's layout model, in order (the title first when the track draws it). */
  model(): BeatModel[] {
    return this.beats.map((beat) => {
      const { layout } = beat;
      const { x, y } = this.origin(layout);
      const left = this.layout.align === 'center' ? x - layout.width / 2 : x;
      const units = layout.lines.flatMap((line, lineIndex) => {
        const lineLeft = this.layout.align === 'center' ? x - line.width / 2 : x;
        const top = y + layout.lineHeightPx * lineIndex;
        return line.units.map((unit) => ({
          text: unit.text,
          highlight: unit.highlight,
          box: { x: lineLeft + unit.x, y: top, width: unit.width, height: layout.lineHeightPx },
        }));
      });
      return {
        role: beat.role,
        text: beat.text,
        span: beat.span,
        box: { x: left, y, width: layout.width, height: layout.height },
        units,
      };
    });
  }

  /** Where a block is drawn: its left edge (or centre, centred) and its top. */
  private origin(layout: TextLayout): { x: number; y: number } {
    const { box, align, anchor } = this.layout;
    const x = align === 'center' ? box.x + box.width / 2 : box.x;
    const free = box.height - layout.height;
    const y = anchor === 'top' ? box.y : anchor === 'center' ? box.y + free / 2 : box.y + free;
    return { x, y };
  }

  draw(ctx: SKRSContext2D, time: number): void {
    for (const beat of this.beats) {
      if (time < beat.span.start || time > beat.span.end) continue;
      this.drawBeat(ctx, beat, time);
    }
  }

  private drawBeat(ctx: SKRSContext2D, beat: Beat, time: number): void {
    const { align, paint } = this.layout;
    const { layout } = beat;
    const speed = this.motion.speed;
    const local = (time - beat.span.start) * speed;
    const exitS = EXIT_S / speed;
    const exit = progressIn(time, beat.span.end - exitS, exitS);
    const { x, y } = this.origin(layout);
    const tilt = this.motion.tilt * (beat.index % 2 === 0 ? 1 : -1);

    // The plate and the ornament turn with the words, about the same centre.
    const centerX = align === 'center' ? x : x + layout.width / 2;
    const centerY = y + layout.height / 2;
    const turn = (draw: () => void) => {
      if (tilt === 0) return draw();
      ctx.save();
      ctx.translate(centerX, centerY);
      ctx.rotate(tilt);
      ctx.translate(-centerX, -centerY);
      draw();
      ctx.restore();
    };

    if (this.layout.plate) turn(() => this.drawPlate(ctx, layout, x, y, local, exit));
    drawKineticText(ctx, layout, {
      x,
      y,
      align,
      time: local,
      exit,
      entrance: this.entrance,
      stagger: beat.stagger,
      wordDuration: beat.wordDuration,
      bounce: this.motion.bounce,
      tilt,
      paint,
    });
    turn(() => this.drawOrnament(ctx, layout, x, y, local, exit));
  }

  private drawPlate(
    ctx: SKRSContext2D,
    layout: TextLayout,
    x: number,
    y: number,
    local: number,
    exit: number,
  ): void {
    const plate = this.layout.plate;
    if (!plate) return;
    const grow = easeOutCubic(local / 0.35) * (1 - exit);
    if (grow <= 0) return;
    const width = (layout.width + 2 * plate.paddingPx) * grow;
    const height = layout.height + plate.paddingPx;
    const left = this.layout.align === 'center' ? x - width / 2 : x - plate.paddingPx;
    ctx.fillStyle = plate.color;
    ctx.beginPath();
    ctx.roundRect(left, y - plate.paddingPx / 2, width, height, Math.min(24, height / 2));
    ctx.fill();
  }

  private drawOrnament(
    ctx: SKRSContext2D,
    layout: TextLayout,
    x: number,
    y: number,
    local: number,
    exit: number,
  ): void {
    const { ornament, ornamentColor, align } = this.layout;
    if (ornament === 'none') return;
    const grow =
      (this.motion.bounce ? easeOutBack(local / 0.5 - 0.3) : easeOutCubic(local / 0.6 - 0.2)) *
      (1 - exit);
    if (grow <= 0.001) return;
    ctx.fillStyle = ornamentColor;
    ctx.beginPath();
    if (ornament === 'bar') {
      const height = layout.height * grow;
      ctx.roundRect(x - 30, y + (layout.height - height) / 2, 8, height, 4);
    } else {
      const width = Math.min(layout.width * 0.45, 220) * grow;
      const left = align === 'center' ? x - width / 2 : x;
      ctx.roundRect(left, y + layout.height + layout.sizePx * 0.12, width, 8, 4);
    }
    ctx.fill();
  }
}

function entranceFor(motion: MotionStyle): Entrance {
  if (motion.straight) return 'mask';
  if (motion.refined) return 'fade';
  if (motion.bounce) return 'pop';
  return 'rise';
}
