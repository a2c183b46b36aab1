import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawableText, font } from '../fonts';
import { findHighlights } from '../key-phrases';
import { hyphenationPoints } from './hyphenate';

/** A word, or a verbatim token (price, date, handle) that must stay on one line. */
export interface LayoutUnit {
  text: string;
  /** Offset of the unit's box from the line's left edge. */
  x: number;
  width: number;
  /** Drawn on an accent pill. */
  highlight: boolean;
  /** Position of the unit in reading order, for staggered animation. */
  order: number;
}

export interface LayoutLine {
  units: LayoutUnit[];
  width: number;
}

export interface TextLayout {
  font: string;
  sizePx: number;
  letterSpacingPx: number;
  /** Width of the space between two units. */
  spacePx: number;
  lineHeightPx: number;
  lines: LayoutLine[];
  width: number;
  height: number;
  unitCount: number;
  /** Horizontal padding of a highlight pill around its text. */
  pillPaddingPx: number;
}

export interface LayoutOptions {
  weight: 600 | 700;
  family?: string;
  maxWidth: number;
  maxLines: number;
  maxSizePx: number;
  minSizePx: number;
  lineHeight?: number;
  /** Extra space between letters, as a fraction of the font size (elegant titles). */
  tracking?: number;
  highlightTokens?: boolean;
  /**
   * Lines allowed beyond `maxLines` (at sizes from `minSizePx` down to 80 % of it) when the text
   * does not fit otherwise: a long title then wraps once more instead of losing its end.
   */
  overflowLines?: number;
  /**
   * A block set on one line narrower than `maxWidth` grows until it fills it, up to this size:
   * a short title ('Sushi', 'Confeitaria') reads as a poster's headline, not a caption.
   */
  growOneLinePx?: number;
  /**
   * A single word that fits one line only below HYPHENATE_BELOW of `maxSizePx` ('Geburtstagsfeier')
   * is broken over two lines with a hyphen, at a syllable (hyphenate.ts), when that sets it at
   * least HYPHENATE_GAIN larger: the last resort before tiny type.
   */
  hyphenate?: boolean;
  /** The size below which `hyphenate` breaks a word: HYPHENATE_BELOW of `maxSizePx` unless given. */
  readablePx?: number;
}

/** A one-word block set below this share of its largest size may take a hyphen... */
export const HYPHENATE_BELOW = 0.72;
/** ...when two lines set it at least this much larger. */
export const HYPHENATE_GAIN = 1.2;

interface Piece {
  text: string;
  highlight: boolean;
}

/**
 * Picks the largest font size at which the text wraps into `maxLines`, then balances the lines so
 * the last one is not a lonely word. Measured once per phrase; frames only read the result.
 */
export function layoutText(ctx: SKRSContext2D, text: string, options: LayoutOptions): TextLayout {
  const pieces = splitPieces(drawableText(text), options.highlightTokens ?? true);
  let maxLines = options.maxLines;
  let { size, lines } = fitLines(
    ctx,
    pieces,
    options,
    maxLines,
    options.maxSizePx,
    options.minSizePx,
  );
  if (lines.length > maxLines && options.overflowLines) {
    maxLines += options.overflowLines;
    ({ size, lines } = fitLines(
      ctx,
      pieces,
      options,
      maxLines,
      options.minSizePx,
      options.minSizePx * 0.8,
    ));
  }
  // Never an ellipsis: a beat's words are all facts or chosen to fit, so a block that still has
  // too many lines goes smaller (to 60 % of the minimum) and otherwise keeps its extra lines.
  if (lines.length > maxLines) {
    ({ size, lines } = fitLines(
      ctx,
      pieces,
      options,
      maxLines,
      options.minSizePx * (options.overflowLines ? 0.8 : 1),
      options.minSizePx * 0.6,
    ));
  }
  // A single word wider than the box (a long address) scales the whole block down to fit.
  const fitted = measurer(ctx, options, size);
  const widest = Math.max(0, ...lines.map((line) => lineWidth(line, fitted)));
  if (widest > options.maxWidth) size *= options.maxWidth / widest;
  // One line narrower than the box: it grows to fill it, up to its ceiling.
  else if (
    lines.length === 1 &&
    widest > 0 &&
    options.growOneLinePx &&
    options.growOneLinePx > size
  ) {
    size = Math.min(options.growOneLinePx, (size * options.maxWidth) / widest);
  }
  if (
    options.hyphenate &&
    pieces.length === 1 &&
    maxLines >= 2 &&
    size < (options.readablePx ?? options.maxSizePx * HYPHENATE_BELOW)
  ) {
    const broken = hyphenated(ctx, pieces[0], options);
    if (broken && broken.size >= size * HYPHENATE_GAIN) {
      size = broken.size;
      lines = broken.lines;
    }
  }

  const measure = measurer(ctx, options, size);
  let order = 0;
  const laidOut = lines.map((line) => {
    let x = 0;
    const units = line.map((piece, index) => {
      if (index > 0) x += measure.space;
      const unit = {
        text: piece.text,
        x,
        width: measure.piece(piece),
        highlight: piece.highlight,
        order: order++,
      };
      x += unit.width;
      return unit;
    });
    return { units, width: x };
  });
  const lineHeightPx = size * (options.lineHeight ?? 1.12);
  return {
    font: measure.font,
    sizePx: size,
    letterSpacingPx: measure.letterSpacing,
    spacePx: measure.space,
    lineHeightPx,
    lines: laidOut,
    width: Math.max(0, ...laidOut.map((line) => line.width)),
    height: lineHeightPx * laidOut.length,
    unitCount: order,
    pillPaddingPx: measure.pillPadding,
  };
}

/** The word over two lines at its best syllable break, at the largest size both fit. */
function hyphenated(
  ctx: SKRSContext2D,
  piece: Piece,
  options: LayoutOptions,
): { size: number; lines: Piece[][] } | undefined {
  const letters = [...piece.text];
  const measure = measurer(ctx, options, options.maxSizePx);
  let best: { size: number; lines: Piece[][] } | undefined;
  for (const point of hyphenationPoints(piece.text)) {
    const head = { text: `${letters.slice(0, point).join('')}-`, highlight: piece.highlight };
    const tail = { text: letters.slice(point).join(''), highlight: piece.highlight };
    const wider = Math.max(measure.piece(head), measure.piece(tail));
    const size = Math.min(options.maxSizePx, (options.maxSizePx * options.maxWidth) / wider);
    if (!best || size > best.size) best = { size, lines: [[head], [tail]] };
  }
  return best;
}

function fitLines(
  ctx: SKRSContext2D,
  pieces: Piece[],
  options: LayoutOptions,
  maxLines: number,
  fromSizePx: number,
  toSizePx: number,
): { size: number; lines: Piece[][] } {
  let size = fromSizePx;
  for (;;) {
    const measure = measurer(ctx, options, size);
    const lines = wrap(pieces, measure, options.maxWidth);
    if (lines.length <= maxLines || size <= toSizePx) {
      return { size, lines: balance(pieces, measure, options.maxWidth, lines.length) };
    }
    size = Math.max(toSizePx, size * 0.93);
  }
}

function lineWidth(line: Piece[], measure: Measurer): number {
  return line.reduce(
    (width, piece, index) => width + measure.piece(piece) + (index > 0 ? measure.space : 0),
    0,
  );
}

function splitPieces(text: string, highlightTokens: boolean): Piece[] {
  const pieces: Piece[] = [];
  const pushWords = (chunk: string) => {
    for (const word of chunk.split(/\s+/u)) if (word) pieces.push({ text: word, highlight: false });
  };
  let cursor = 0;
  if (highlightTokens) {
    for (const span of findHighlights(text)) {
      pushWords(text.slice(cursor, span.start));
      pieces.push({ text: text.slice(span.start, span.end), highlight: true });
      cursor = span.end;
    }
  }
  pushWords(text.slice(cursor));
  return pieces;
}

interface Measurer {
  font: string;
  letterSpacing: number;
  space: number;
  pillPadding: number;
  piece(piece: Piece): number;
}

function measurer(ctx: SKRSContext2D, options: LayoutOptions, size: number): Measurer {
  const fontSpec = font(options.weight, size, options.family);
  const letterSpacing = Math.round((options.tracking ?? 0) * size * 10) / 10;
  ctx.font = fontSpec;
  ctx.letterSpacing = `${letterSpacing}px`;
  const space = ctx.measureText(' ').width;
  const pillPadding = size * 0.22;
  const cache = new Map<string, number>();
  return {
    font: fontSpec,
    letterSpacing,
    space,
    pillPadding,
    piece: (piece) => {
      let width = cache.get(piece.text);
      if (width === undefined) {
        ctx.font = fontSpec;
        ctx.letterSpacing = `${letterSpacing}px`;
        width = ctx.measureText(piece.text).width;
        cache.set(piece.text, width);
      }
      return piece.highlight ? width + 2 * pillPadding : width;
    },
  };
}

function wrap(pieces: Piece[], measure: Measurer, maxWidth: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let width = 0;
  for (const piece of pieces) {
    const pieceWidth = measure.piece(piece);
    const next = line.length === 0 ? pieceWidth : width + measure.space + pieceWidth;
    if (line.length > 0 && next > maxWidth) {
      lines.push(line);
      line = [piece];
      width = pieceWidth;
    } else {
      line.push(piece);
      width = next;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The narrowest wrap width that keeps the same number of lines: evenly filled lines. */
function balance(
  pieces: Piece[],
  measure: Measurer,
  maxWidth: number,
  lineCount: number,
): Piece[][] {
  if (lineCount <= 1) return wrap(pieces, measure, maxWidth);
  let low = maxWidth / lineCount;
  let high = maxWidth;
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (wrap(pieces, measure, middle).length <= lineCount) high = middle;
    else low = middle;
  }
  return wrap(pieces, measure, high);
}
