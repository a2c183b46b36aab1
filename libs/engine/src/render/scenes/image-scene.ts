import { type Box, byShape } from '../frame-shape';
import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import type { Tone } from '@cena/contracts';
import { rgba } from '../color';
import { drawBlurredCover } from '../layers/blurred-cover';
import { easeInOutSine, lerp } from '../easing';
import type { VideoPalette } from '../palette';
import { createPrng, deriveSeed } from '../prng';
import { decodeSourceImage, type SourceBitmap, type SourceImageOptions } from '../source-image';
import type { Storyboard } from '../storyboard';
import { TypographyTrack } from '../typography/typography-track';
import type { EndCardPicture } from '../layers/end-card';
import type { Scene, SceneLayoutModel } from './scene';

interface KenBurns {
  zoomFrom: number;
  zoomTo: number;
  /** Point of the photo (0..1) held at the frame centre, at the start and the end. */
  focusFrom: { x: number; y: number };
  focusTo: { x: number; y: number };
  /**
   * Magic expansion (the whole photo framed): its drift across the frame, in pixels, from the
   * start to the end, within the margin the blurred ground leaves.
   */
  driftFrom: { x: number; y: number };
  driftTo: { x: number; y: number };
}

/** Largest drift of a framed photo, in pixels. */
const MAX_DRIFT_PX = 28;

interface PhotoLayer {
  /** The photo scaled once to its largest on-screen size, graded. */
  canvas: Canvas;
  /** On-screen size at zoom 1. */
  width: number;
  height: number;
  /** Largest zoom of the move (the canvas is this much larger than width x height). */
  maxZoom: number;
}

/**
 * The photo treatment: a slow Ken Burns move over the upload, graded by tone, with lower-third
 * kinetic captions over a scrim. With magic expansion the photo is shown whole, framed by a
 * blurred, enlarged copy of itself that fills the 16:9 frame.
 */
export class ImageScene implements Scene {
  private constructor(
    private readonly board: Storyboard,
    private readonly photo: PhotoLayer,
    /** Magic expansion: where the framed photo's centre sits, in frame pixels, before its drift. */
    private readonly photoCentre: { x: number; y: number },
    /** Where the words stand: over the photo's foot or head, or beside it (16:9, a narrow photo). */
    private readonly words: WordsPlacement,
    private readonly backdrop: Canvas | undefined,
    private readonly photoShadow: FrameShadow | undefined,
    private readonly move: KenBurns,
    private readonly scrim: Canvas,
    /** The scrim's top: under the words, at the frame's foot, or 0 (words on top or beside). */
    private readonly scrimTop: number,
    private readonly track: TypographyTrack,
  ) {}

  static async create(
    ctx: SKRSContext2D,
    board: Storyboard,
    bytes: Buffer,
    decode: SourceImageOptions = {},
  ): Promise<ImageScene> {
    // Never the full bitmap of a large photo: decoded no larger than the frame needs. Magic
    // expansion fits the photo inside the frame (a landscape photo in a square frame needs
    // half the pixels covering it would), and its blurred ground needs only an eighth-size copy.
    const image = await decodeSourceImage(bytes, {
      ...decode,
      frame: { width: board.width, height: board.height },
      fit: board.input.magicExpansion ? 'contain' : 'cover',
    });
    const { width, height, input, motion, palette } = board;
    const rng = createPrng(deriveSeed(input.seed, 'ken-burns'));
    const expand = input.magicExpansion;
    const range = (expand ? 0.06 : 0.13) * Math.min(1.25, Math.max(0.7, motion.speed));
    const zoomIn = rng.next() < 0.6;
    const move: KenBurns = {
      zoomFrom: zoomIn ? 1 : 1 + range,
      zoomTo: zoomIn ? 1 + range : 1,
      focusFrom: { x: rng.range(0.35, 0.65), y: rng.range(0.4, 0.6) },
      focusTo: { x: rng.range(0.35, 0.65), y: rng.range(0.4, 0.6) },
      driftFrom: { x: 0, y: 0 },
      driftTo: { x: 0, y: 0 },
    };
    if (expand) {
      move.focusFrom = move.focusTo = { x: 0.5, y: 0.5 };
      // The framed photo pans a little too, as far as the margins around it allow.
      const fitted = Math.min(width / image.width, height / image.height) * (1 + range);
      const marginX = Math.min(MAX_DRIFT_PX, Math.max(0, (width - image.width * fitted) / 2));
      const marginY = Math.min(MAX_DRIFT_PX, Math.max(0, (height - image.height * fitted) / 2));
      move.driftFrom = { x: rng.range(-1, 1) * marginX, y: rng.range(-1, 1) * marginY };
      move.driftTo = { x: rng.range(-1, 1) * marginX, y: rng.range(-1, 1) * marginY };
    }

    const fit = expand
      ? Math.min(width / image.width, height / image.height)
      : Math.max(width / image.width, height / image.height);
    const photo = scalePhoto(
      image,
      image.width * fit,
      image.height * fit,
      1 + range,
      input.tone,
      palette,
    );
    const words = expand ? placeWords(board, photo) : 'foot';
    const wordsOnTop = words === 'top';
    const photoLeft = besidePhotoLeft(board, photo);
    const scrim =
      words === 'beside'
        ? bakeSideScrim(Math.round(photoLeft), height, palette)
        : bakeScrim(width, height, palette, wordsOnTop ? 'top' : 'bottom');
    const scrimTop = words === 'foot' ? height - scrim.height : 0;
    // The scrim over the blurred ground is as still as the ground: baked into it, so frames
    // only darken the photo's own rectangle.
    const backdrop = expand
      ? blurredBackdrop(image, width, height, input.tone, palette, scrim, scrimTop)
      : undefined;
    const photoShadow = expand ? bakeFrameShadow(photo.width, photo.height) : undefined;

    const centered = motion.bounce && !motion.straight;
    const track = new TypographyTrack(ctx, board, {
      box: byShape(board.shape, {
        '16:9':
          words === 'beside'
            ? { x: 80, y: 120, width: photoLeft - BESIDE_GAP_PX - 80, height: 480 }
            : centered
              ? { x: 140, y: 330, width: 1000, height: 320 }
              : { x: 96, y: 330, width: 860, height: 320 },
        // Its bottom clears the watermark, which sits above the platform's bottom bar; over a
        // portrait photo, the words open at the safe zone's top instead (see wordsGoOnTop).
        '9:16': wordsOnTop
          ? { x: 78, y: wordsOnTopY(board, photo), width: 546, height: 360 }
          : { x: 78, y: 520, width: 546, height: 360 },
        '1:1': {
          ...(centered ? { x: 110, width: 860 } : { x: 96, width: 820 }),
          y: wordsOnTop ? wordsOnTopY(board, photo) : 560,
          height: 420,
        },
      }),
      align: centered && words !== 'beside' ? 'center' : 'left',
      anchor: wordsOnTop ? 'top' : words === 'beside' ? 'center' : 'bottom',
      ...byShape(board.shape, {
        // Beside the photo the column is half as wide and taller: more, shorter lines.
        '16:9':
          words === 'beside'
            ? {
                title: { maxSizePx: 80, minSizePx: 48, maxLines: 3, overflowLines: 1 },
                phrase: { maxSizePx: 64, minSizePx: 44, maxLines: 4 },
              }
            : {
                title: { maxSizePx: 86, minSizePx: 48, maxLines: 2, overflowLines: 1 },
                phrase: { maxSizePx: 66, minSizePx: 40, maxLines: 2 },
              },
        '9:16': {
          title: { maxSizePx: 76, minSizePx: 46, maxLines: 3, overflowLines: 1 },
          phrase: { maxSizePx: 64, minSizePx: 40, maxLines: 4 },
        },
        // As in text mode: a feed post is shown at the phone's width, as a 16:9 clip is, so
        // captions a little larger than 16:9's already read larger, and cover less of the photo.
        '1:1': {
          title: { maxSizePx: 96, minSizePx: 54, maxLines: 3, overflowLines: 1 },
          phrase: { maxSizePx: 74, minSizePx: 44, maxLines: 3 },
        },
      }),
      paint: {
        color: '#FFFFFF',
        shadow: 'rgba(0,0,0,0.4)',
        pill: palette.accent,
        onPill: palette.onAccent,
      },
      ornament: centered ? 'underline' : 'bar',
      ornamentColor: palette.accent,
    });
    const photoCentre = {
      x: words === 'beside' ? photoLeft + (photo.width * photo.maxZoom) / 2 : width / 2,
      y: expand && words === 'foot' ? framedCentreY(board, photo, track) : height / 2,
    };
    return new ImageScene(
      board,
      photo,
      photoCentre,
      words,
      backdrop,
      photoShadow,
      move,
      scrim,
      scrimTop,
      track,
    );
  }

  endCardPicture(): EndCardPicture {
    const { canvas } = this.photo;
    return { image: canvas, width: canvas.width, height: canvas.height };
  }

  layoutModel(): SceneLayoutModel {
    const backing = { x: 0, y: this.scrimTop, width: this.scrim.width, height: this.scrim.height };
    return { beats: this.track.model(), backing, photoAt: (time) => this.photoAt(time) };
  }

  /** Where the photo is drawn at `time` (the Ken Burns move, or the framed photo's drift). */
  photoAt(time: number): Box {
    const { width, height, input } = this.board;
    const { photo, move } = this;
    const progress = easeInOutSine(time / input.durationS);
    const zoom = lerp(move.zoomFrom, move.zoomTo, progress);
    const drawWidth = photo.width * zoom;
    const drawHeight = photo.height * zoom;
    if (this.backdrop) {
      return {
        x: this.photoCentre.x - drawWidth / 2 + lerp(move.driftFrom.x, move.driftTo.x, progress),
        y: this.photoCentre.y - drawHeight / 2 + lerp(move.driftFrom.y, move.driftTo.y, progress),
        width: drawWidth,
        height: drawHeight,
      };
    }
    const focusX = lerp(move.focusFrom.x, move.focusTo.x, progress);
    const focusY = lerp(move.focusFrom.y, move.focusTo.y, progress);
    // Keep the photo covering the frame whatever the focus point.
    return {
      x: Math.min(0, Math.max(width - drawWidth, width / 2 - focusX * drawWidth)),
      y: Math.min(0, Math.max(height - drawHeight, height / 2 - focusY * drawHeight)),
      width: drawWidth,
      height: drawHeight,
    };
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const { width } = this.board;
    const { x, y, width: drawWidth, height: drawHeight } = this.photoAt(time);
    if (this.backdrop) {
      drawAround(ctx, this.backdrop, x, y, drawWidth, drawHeight);
      if (this.photoShadow) {
        drawFrameShadow(ctx, this.photoShadow, x, y, drawWidth / this.photo.width);
      }
    }
    // The photo is stored at its largest on-screen size, so each frame only shrinks it a little:
    // bilinear filtering is as sharp there as bicubic, at half the cost.
    ctx.imageSmoothingQuality = 'low';
    ctx.drawImage(this.photo.canvas, x, y, drawWidth, drawHeight);

    // The scrim, unscaled: over the whole frame, or (magic expansion) over the photo alone.
    // Words beside the photo have theirs in the ground.
    const top = Math.round(this.scrimTop);
    const left = this.backdrop ? Math.max(0, Math.floor(x)) : 0;
    const right = this.backdrop ? Math.min(width, Math.ceil(x + drawWidth)) : width;
    if (this.words !== 'beside' && right > left) {
      const sw = right - left;
      ctx.drawImage(this.scrim, left, 0, sw, this.scrim.height, left, top, sw, this.scrim.height);
    }
    this.track.draw(ctx, time);
  }
}

/** Where the words stand: over the photo's foot or head, or beside it. */
type WordsPlacement = 'foot' | 'top' | 'beside';

/** Where the words stand around a framed photo (magic expansion), by shape and the photo's. */
function placeWords(board: Storyboard, photo: PhotoLayer): WordsPlacement {
  if (standsBeside(board, photo)) return 'beside';
  return wordsGoOnTop(board, photo) ? 'top' : 'foot';
}

/** A framed photo no wider than this share of a 16:9 frame (a portrait one) stands beside the words. */
const BESIDE_MAX_SHARE = 0.55;
/** Room between the frame's right edge and a photo standing beside the words. */
const BESIDE_MARGIN_PX = 72;
/** Room between the words and a photo standing beside them. */
const BESIDE_GAP_PX = 48;

/**
 * 16:9 with magic expansion: a portrait or square photo framed in the middle leaves two bare
 * bands of blurred ground, and words at its foot would cover its lower half, where the product
 * most often is. It stands at the right instead, the words beside it on the left: a split poster.
 */
function standsBeside(board: Storyboard, photo: PhotoLayer): boolean {
  return (
    board.shape.aspectRatio === '16:9' &&
    photo.width * photo.maxZoom <= BESIDE_MAX_SHARE * board.width
  );
}

/** The left edge of a photo standing beside the words (at its largest zoom). */
function besidePhotoLeft(board: Storyboard, photo: PhotoLayer): number {
  return board.width - BESIDE_MARGIN_PX - photo.width * photo.maxZoom;
}

/** Room kept between a framed photo standing above the words and the words' top. */
const ABOVE_WORDS_GAP_PX = 24;

/** A framed photo taller than this share of a 9:16 frame (a portrait one) stays in its middle. */
const STACKED_MAX_SHARE = 0.6;

/**
 * Magic expansion with a portrait photo, as phones take them: in 9:16 (taller than
 * STACKED_MAX_SHARE of the frame) it cannot stand above the words, and in 1:1 it fills the
 * frame's height. Words at the foot would cover its lower half, where the product most often is;
 * they open at the top instead, over the photo's upper part (most often background), on a scrim
 * darkening from the top.
 */
function wordsGoOnTop(board: Storyboard, photo: PhotoLayer): boolean {
  switch (board.shape.aspectRatio) {
    case '9:16':
      return photo.height * photo.maxZoom > STACKED_MAX_SHARE * board.height;
    case '1:1':
      return photo.height > photo.width;
    default:
      return false;
  }
}

/** Room between the top of a portrait photo (at the start of its move) and the words over it. */
const INSIDE_PHOTO_PX = 32;

/** The words' top over a portrait photo: inside it, not across its edge, clear of the frame's. */
function wordsOnTopY(board: Storyboard, photo: PhotoLayer): number {
  const edge = board.shape.safe.y + byShape(board.shape, { '16:9': 48, '9:16': 16, '1:1': 64 });
  return Math.max(edge, (board.height - photo.height) / 2 + INSIDE_PHOTO_PX);
}

/**
 * 9:16 with magic expansion: a stacked poster, the photo at the top of the safe zone (centred in
 * the room above the words when it fits there) rather than in the frame's middle, where the
 * words would cover its centre and most often the product. A portrait photo, too tall for that,
 * stays centred with the words over its lower part on the scrim, as in the other shapes.
 */
function framedCentreY(board: Storyboard, photo: PhotoLayer, track: TypographyTrack): number {
  const middle = board.height / 2;
  const tallest = photo.height * photo.maxZoom;
  if (board.shape.aspectRatio !== '9:16' || wordsGoOnTop(board, photo)) return middle;
  const beats = track.model();
  if (beats.length === 0) return middle;
  const wordsTop = Math.min(...beats.map((beat) => beat.box.y)) - ABOVE_WORDS_GAP_PX;
  const { safe } = board.shape;
  return Math.max(safe.y + tallest / 2, (safe.y + wordsTop) / 2);
}

/**
 * Draws a full-frame layer everywhere but under an opaque rectangle about to cover it (the
 * framed photo): up to four unscaled bands on whole pixels, a quarter of the full blit.
 */
function drawAround(
  ctx: SKRSContext2D,
  layer: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const { width, height } = layer;
  const left = Math.min(width, Math.max(0, Math.ceil(x)));
  const right = Math.min(width, Math.max(left, Math.floor(x + w)));
  const top = Math.min(height, Math.max(0, Math.ceil(y)));
  const bottom = Math.min(height, Math.max(top, Math.floor(y + h)));
  const band = (bx: number, by: number, bw: number, bh: number) => {
    if (bw > 0 && bh > 0) ctx.drawImage(layer, bx, by, bw, bh, bx, by, bw, bh);
  };
  band(0, 0, width, top);
  band(0, bottom, width, height - bottom);
  band(0, top, left, bottom - top);
  band(right, top, width - right, bottom - top);
}

/**
 * The darkening that carries the captions: the bottom 70 % of the frame, darkest at its foot; or,
 * for words on top, the top 70 %, darkest at its head.
 */
function bakeScrim(
  width: number,
  height: number,
  palette: VideoPalette,
  darkest: 'top' | 'bottom',
): Canvas {
  const scrimHeight = Math.round(height * 0.7);
  const canvas = createCanvas(width, scrimHeight);
  const ctx = canvas.getContext('2d');
  const gradient =
    darkest === 'bottom'
      ? ctx.createLinearGradient(0, 0, 0, scrimHeight)
      : ctx.createLinearGradient(0, scrimHeight, 0, 0);
  gradient.addColorStop(0, rgba(palette.deep, 0));
  gradient.addColorStop(0.55, rgba(palette.deep, 0.55));
  gradient.addColorStop(1, rgba(palette.deep, 0.88));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, scrimHeight);
  return canvas;
}

/** The darkening under words beside the photo: the frame's left part, darkest at its edge. */
function bakeSideScrim(width: number, height: number, palette: VideoPalette): Canvas {
  const canvas = createCanvas(Math.max(1, width), height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, canvas.width, 0);
  gradient.addColorStop(0, rgba(palette.deep, 0.7));
  gradient.addColorStop(0.75, rgba(palette.deep, 0.55));
  gradient.addColorStop(1, rgba(palette.deep, 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, canvas.width, height);
  return canvas;
}

/** Scales the photo once to its largest on-screen size and bakes the tone's grade into it. */
function scalePhoto(
  image: SourceBitmap,
  width: number,
  height: number,
  maxZoom: number,
  tone: Tone,
  palette: VideoPalette,
): PhotoLayer {
  const canvas = createCanvas(Math.ceil(width * maxZoom), Math.ceil(height * maxZoom));
  const ctx = canvas.getContext('2d', { alpha: false });
  // An opaque ground under a transparent upload (PNG, WebP), so frames never show through.
  ctx.fillStyle = palette.deep;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  grade(ctx, canvas.width, canvas.height, tone, palette);
  return { canvas, width, height, maxZoom };
}

/** Colour grade by tone: elegant muted and deeper, fun punchier, inspiring warmed from above. */
function grade(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  tone: Tone,
  palette: VideoPalette,
): void {
  ctx.save();
  if (tone === 'elegant') {
    ctx.globalCompositeOperation = 'saturation';
    ctx.fillStyle = 'rgba(128,128,128,0.45)';
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = rgba(palette.deep, 0.22);
    ctx.fillRect(0, 0, width, height);
  } else if (tone === 'fun') {
    ctx.globalCompositeOperation = 'saturation';
    ctx.fillStyle = 'rgba(255,0,0,0.18)';
    ctx.fillRect(0, 0, width, height);
  } else if (tone === 'inspiring') {
    ctx.globalCompositeOperation = 'screen';
    const light = ctx.createRadialGradient(
      width * 0.5,
      -height * 0.2,
      0,
      width * 0.5,
      -height * 0.2,
      height * 1.1,
    );
    light.addColorStop(0, rgba(palette.glow, 0.35));
    light.addColorStop(1, rgba(palette.glow, 0));
    ctx.fillStyle = light;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
}

/** The magic-expansion ground: the photo enlarged to cover the frame, blurred and dimmed, once. */
function blurredBackdrop(
  image: SourceBitmap,
  width: number,
  height: number,
  tone: Tone,
  palette: VideoPalette,
  scrim: Canvas,
  scrimTop: number,
): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.imageSmoothingQuality = 'high';
  drawBlurredCover(ctx, image, width, height, { zoom: 1.25, ground: palette.deep });
  grade(ctx, width, height, tone, palette);
  ctx.fillStyle = rgba(palette.deep, 0.35);
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(scrim, 0, scrimTop);
  return canvas;
}

interface FrameShadow {
  /** The rim's four bands: above and below the photo (full width), and beside it between them. */
  top: Canvas;
  bottom: Canvas;
  left: Canvas;
  right: Canvas;
  /** Margin around the photo. */
  pad: number;
  photoWidth: number;
  photoHeight: number;
}

const SHADOW_PAD_PX = 40;
/** How far the bands reach under the photo, so rounding never opens a gap at its edge. */
const SHADOW_INSET_PX = 4;

/**
 * A soft drop shadow the size of the photo plus a margin, drawn behind the framed photo. Only
 * its rim shows (the photo covers the rest), so only the rim is kept: four bands, a sixth of the
 * whole sprite's memory (4.6 MB in 1:1).
 */
function bakeFrameShadow(width: number, height: number): FrameShadow {
  const pad = SHADOW_PAD_PX;
  const inset = SHADOW_INSET_PX;
  const whole = createCanvas(Math.ceil(width + 2 * pad), Math.ceil(height + 2 * pad));
  const ctx = whole.getContext('2d');
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = 30;
  ctx.shadowOffsetY = 10;
  ctx.fillStyle = '#000000';
  ctx.fillRect(pad, pad, width, height);
  const sy1 = pad + inset;
  const sy2 = Math.floor(pad + height - inset);
  const sx2 = Math.floor(pad + width - inset);
  const cut = (x: number, y: number, w: number, h: number): Canvas => {
    const band = createCanvas(Math.max(1, w), Math.max(1, h));
    band.getContext('2d').drawImage(whole, x, y, w, h, 0, 0, w, h);
    return band;
  };
  return {
    top: cut(0, 0, whole.width, sy1),
    bottom: cut(0, sy2, whole.width, whole.height - sy2),
    left: cut(0, sy1, sy1, sy2 - sy1),
    right: cut(sx2, sy1, whole.width - sx2, sy2 - sy1),
    pad,
    photoWidth: width,
    photoHeight: height,
  };
}

/**
 * Draws the shadow's rim as its four bands (top and bottom full width, the sides between them),
 * scaled with the photo. Band edges are snapped to whole pixels so the bands meet without a seam.
 */
function drawFrameShadow(
  ctx: SKRSContext2D,
  shadow: FrameShadow,
  photoX: number,
  photoY: number,
  zoom: number,
): void {
  const { pad } = shadow;
  const inset = SHADOW_INSET_PX;
  const x0 = Math.round(photoX - pad * zoom);
  const y0 = Math.round(photoY - pad * zoom);
  const x1 = Math.round(photoX + inset * zoom);
  const y1 = Math.round(photoY + inset * zoom);
  const x2 = Math.round(photoX + (shadow.photoWidth - inset) * zoom);
  const y2 = Math.round(photoY + (shadow.photoHeight - inset) * zoom);
  const x3 = Math.round(photoX + (shadow.photoWidth + pad) * zoom);
  const y3 = Math.round(photoY + (shadow.photoHeight + pad) * zoom);
  const band = (source: Canvas, dx: number, dy: number, dw: number, dh: number) => {
    if (dw > 0 && dh > 0) ctx.drawImage(source, dx, dy, dw, dh);
  };
  band(shadow.top, x0, y0, x3 - x0, y1 - y0);
  band(shadow.bottom, x0, y2, x3 - x0, y3 - y2);
  band(shadow.left, x0, y1, x1 - x0, y2 - y1);
  band(shadow.right, x2, y1, x3 - x2, y2 - y1);
}
