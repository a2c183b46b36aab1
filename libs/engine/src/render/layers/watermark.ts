import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import { font, registerFonts } from '../fonts';

/** BRAND.md: the glyph + "Cena" in white at 70 % opacity, bottom right, 24 px margin at 720p. */
export const MARGIN_PX = 24;
const OPACITY = 0.7;
const GLYPH_PX = 30;
const TEXT_PX = 26;
/** Room for the baked shadow around the mark. */
export const PAD_PX = 6;

export interface Watermark {
  sprite: Canvas;
  x: number;
  y: number;
}

/** Bakes the watermark once for a frame size; frames only blit it. */
export function bakeWatermark(frameWidth: number, frameHeight: number): Watermark {
  const mark = bakeMark(GLYPH_PX, TEXT_PX);
  const sprite = createCanvas(mark.width + 2 * PAD_PX, mark.height + 2 * PAD_PX);
  const ctx = sprite.getContext('2d');
  ctx.globalAlpha = OPACITY;
  // A faint shadow keeps the white mark readable on white footage.
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 1;
  ctx.drawImage(mark, PAD_PX, PAD_PX);
  return {
    sprite,
    x: frameWidth - MARGIN_PX - mark.width - PAD_PX,
    y: frameHeight - MARGIN_PX - mark.height - PAD_PX,
  };
}

export function drawWatermark(ctx: SKRSContext2D, watermark: Watermark): void {
  ctx.drawImage(watermark.sprite, watermark.x, watermark.y);
}

/** The clapperboard-corner glyph beside the word "Cena", in white, on a transparent sprite. */
export function bakeMark(glyphPx: number, textPx: number): Canvas {
  registerFonts();
  const gap = glyphPx * 0.28;
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = font(700, textPx);
  const textWidth = measure.measureText('Cena').width;
  const canvas = createCanvas(Math.ceil(glyphPx + gap + textWidth), Math.ceil(glyphPx));
  const ctx = canvas.getContext('2d');
  drawClapperGlyph(ctx, 0, 0, glyphPx);
  ctx.fillStyle = '#FFFFFF';
  ctx.font = font(700, textPx);
  ctx.textBaseline = 'middle';
  ctx.fillText('Cena', glyphPx + gap, glyphPx * 0.58);
  return canvas;
}

/**
 * A clapperboard: a rounded slate with its striped stick raised at the hinge. It punches its
 * stripes out with destination-out, so draw it only on an offscreen sprite.
 */
function drawClapperGlyph(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 30, size / 30);
  ctx.fillStyle = '#FFFFFF';
  ctx.beginPath();
  ctx.roundRect(1, 13.5, 28, 15.5, 3.5);
  ctx.fill();
  ctx.translate(1.5, 12);
  ctx.rotate(-0.24);
  ctx.beginPath();
  ctx.roundRect(0, -5.5, 27.5, 5.5, 1.4);
  ctx.fill();
  ctx.globalCompositeOperation = 'destination-out';
  for (let stripe = 0; stripe < 4; stripe++) {
    ctx.beginPath();
    ctx.moveTo(4 + stripe * 6.5, 0.5);
    ctx.lineTo(7.5 + stripe * 6.5, -6);
    ctx.lineTo(10.5 + stripe * 6.5, -6);
    ctx.lineTo(7 + stripe * 6.5, 0.5);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
