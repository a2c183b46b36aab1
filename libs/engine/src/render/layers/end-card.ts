import { createCanvas, Path2D, type Canvas, type Image, type SKRSContext2D } from '../canvas';
import { type BrandLogo, bakeLogo, logoPlate } from '../brand-logo';
import { mix, rgba } from '../color';
import { clamp01, easeOutBack, easeOutCubic, progressIn } from '../easing';
import {
  type ContactKind,
  creditParts,
  type EndCardItem,
  type EndCardLayout,
  type EndCardLogo,
  FLOOR_PROPS,
  PANEL_ALPHA,
  SHELF_PROPS,
  type GroundStop,
  groundStops,
  layoutEndCard,
} from '../end-card-plan';
import type { Box } from '../frame-shape';
import { loadHeroObject } from '../hero-object-images';
import type { HeroObject } from '../hero-objects';
import { planHero } from '../hero-plan';
import type { VideoPalette } from '../palette';
import { CENA_CREDIT, type Storyboard } from '../storyboard';
import { drawKineticText } from '../typography/kinetic-text';
import { bakeGlow, bakeImage, bakeShadow } from './sprites';
import { bakeMark } from './watermark';

/** Real seconds by which everything has entered: the card then holds still to its end. */
const SETTLE_S = 0.45;

/**
 * The object the card stages: the clip's first hero object (a photo clip's picture is the
 * customer's own, so it has none).
 */
export function endCardObject(board: Storyboard): HeroObject | undefined {
  return endCardObjects(board)[0];
}

/** Every object of the clip, the hero first (none in a photo clip). */
function endCardObjects(board: Storyboard): HeroObject[] {
  if (board.input.mode === 'image') return [];
  return planHero(board).objects;
}

/**
 * The objects that stand on a 9:16 card's floor, one per prop box: the clip's others first (the
 * hero is above the words), then round again.
 */
function floorObjects(objects: HeroObject[], count: number): HeroObject[] {
  if (objects.length === 0) return [];
  return Array.from({ length: count }, (_, index) => objects[(index + 1) % objects.length]);
}

/**
 * The objects either side of a 1:1 card's hero object: the clip's others (never the hero beside
 * itself when it has others), round again when it has one other.
 */
function shelfObjects(objects: HeroObject[]): HeroObject[] {
  if (objects.length === 0) return [];
  const others = objects.length > 1 ? objects.slice(1) : objects;
  return Array.from({ length: SHELF_PROPS }, (_, index) => others[index % others.length]);
}

/** The objects a card's props show, one per prop box of its layout, by the clip's shape. */
function propObjects(board: Storyboard, objects: HeroObject[], logo: boolean): HeroObject[] {
  switch (board.shape.aspectRatio) {
    case '9:16':
      return floorObjects(objects, FLOOR_PROPS);
    case '1:1':
      return logo ? [] : shelfObjects(objects);
    case '16:9':
      return [];
  }
}

/** A photo clip's own photo, as its scene prepared it (scaled and graded), for the card. */
export interface EndCardPicture {
  image: Image | Canvas;
  width: number;
  height: number;
}

/**
 * The layout model of a storyboard's end card, as EndCard draws it; `logo`, the brand kit's
 * decoded logo, stands in the object's place, else a photo clip's `picture`.
 */
export function endCardLayout(
  ctx: SKRSContext2D,
  board: Storyboard,
  logo?: BrandLogo,
  picture?: EndCardPicture,
): EndCardLayout {
  const grounds = groundStops(board.palette).map((stop) => stop.color);
  const objects = endCardObjects(board);
  return layoutEndCard(ctx, {
    hero: !logo && objects.length > 0,
    props: objects.length > 0,
    logo: logo && { width: logo.width, height: logo.height, plate: logoPlate(logo, grounds) },
    picture: picture && { width: picture.width, height: picture.height },
    shape: board.shape,
    palette: board.palette,
    title: board.endTitle,
    callToAction: board.callToAction,
    contacts: board.contacts,
    mainContact: board.mainContact,
    credit: board.input.watermark ? CENA_CREDIT : undefined,
    refined: board.motion.refined,
    family: board.look.heading,
  });
}

/**
 * The last beat of every clip: the brand ground sweeps in, the business's name lands, the call
 * to action pops on its pill and the contacts slide in on their plates, one after another. It
 * draws exactly the layout model of end-card-plan (which the tests measure).
 */
export class EndCard {
  readonly layout: EndCardLayout;
  /**
   * Baked: a full-frame gradient costs several times a blit of the same pixels. Once the card
   * holds still, this canvas becomes `still` (the card drawn over it), so the end card never
   * holds two full frames; a frame of the entrance asked for after that bakes it again.
   */
  private ground: Canvas | undefined;
  private readonly mark: Canvas | undefined;
  private readonly hero: HeroSprites | undefined;
  private readonly logo: LogoSprite | undefined;
  private readonly picture: LogoSprite | undefined;
  private readonly floor: FloorSprites | undefined;
  /** Seconds until everything has entered (shorter on a short card). */
  private readonly settle: number;
  /** The whole card once it holds still, drawn on its first still frame: later ones blit it. */
  private still: Canvas | undefined;

  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
    /** The hero object's decoded image (EndCard.create loads it). */
    heroImage?: Image,
    /** The brand kit's logo, decoded: it takes the object's place. */
    logo?: BrandLogo,
    /** The decoded objects that stand on the floor, one per prop box (EndCard.create loads them). */
    propImages: Image[] = [],
    /** A photo clip's photo: it stands where the object would when no logo does. */
    picture?: EndCardPicture,
  ) {
    const { width, height, timeline } = board;
    this.layout = endCardLayout(ctx, board, logo, picture);
    this.ground = bakeGround(width, height, this.layout.ground);
    const credit = this.layout.credit;
    const parts = credit ? creditParts(credit.text, credit.fontPx) : undefined;
    this.mark = parts ? bakeMark(parts.glyphPx, parts.markTextPx) : undefined;
    const box = this.layout.hero;
    this.hero = box && heroImage ? bakeHero(heroImage, box, board.palette.glow) : undefined;
    this.logo = logo && this.layout.logo ? bakeLogoSprite(logo, this.layout.logo) : undefined;
    this.picture =
      picture && this.layout.picture ? bakeLogoSprite(picture, this.layout.picture) : undefined;
    this.floor =
      this.layout.floor || this.layout.props.length > 0
        ? bakeFloor(this.layout.floor, this.layout.props, propImages, board.palette)
        : undefined;
    this.settle = Math.min(SETTLE_S, (timeline.endCard.end - timeline.endCard.start) * 0.36);
  }

  /**
   * An end card with the clip's hero object decoded (once per process, shared with the beats), or
   * the brand kit's logo (or a photo clip's photo) in its place.
   */
  static async create(
    ctx: SKRSContext2D,
    board: Storyboard,
    logo?: BrandLogo,
    picture?: EndCardPicture,
  ): Promise<EndCard> {
    const objects = endCardObjects(board);
    const object = logo ? undefined : objects[0];
    const onFloor = propObjects(board, objects, logo !== undefined);
    return new EndCard(
      ctx,
      board,
      object ? await loadHeroObject(object) : undefined,
      logo,
      await Promise.all(onFloor.map(loadHeroObject)),
      picture,
    );
  }

  /**
   * Whether the card shows the Cena credit at `time`: the corner watermark then leaves the frame,
   * so the brand is on the card once.
   */
  showsCredit(time: number): boolean {
    return this.layout.credit !== undefined && this.coversFrame(time);
  }

  /**
   * Whether the card carries the brand at `time`, the Cena credit or the customer's logo: the
   * corner mark (the watermark, or the logo) then leaves the frame.
   */
  showsBrand(time: number): boolean {
    return (this.layout.credit !== undefined || this.logo !== undefined) && this.coversFrame(time);
  }

  /**
   * Whether everything has entered by `time`: from then on every frame is the same still card
   * (see FrameRenderer.repeatsPrevious).
   */
  holdsStill(time: number): boolean {
    return time - this.board.timeline.endCard.start >= this.settle;
  }

  /** Whether the card's ground hides the whole frame at `time` (what is under it need not be drawn). */
  coversFrame(time: number): boolean {
    const { timeline } = this.board;
    if (time < timeline.endCard.start) return false;
    return time - timeline.endCard.start >= this.settle * 0.5;
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const { timeline } = this.board;
    if (time < timeline.endCard.start) return;
    const phase = (time - timeline.endCard.start) / this.settle;
    if (phase < 1) {
      this.drawAt(ctx, phase);
      return;
    }
    if (!this.still) {
      // The still card is the ground with the card drawn over it, in the ground's own canvas:
      // the same pixels as the ground blitted onto a fresh canvas first, without the copy.
      const canvas = this.groundCanvas();
      this.ground = undefined;
      this.drawAt(canvas.getContext('2d'), phase, false);
      this.still = canvas;
    }
    ctx.drawImage(this.still, 0, 0);
  }

  /** The baked ground (again, if it became the still card). */
  private groundCanvas(): Canvas {
    const { width, height } = this.board;
    this.ground ??= bakeGround(width, height, this.layout.ground);
    return this.ground;
  }

  /**
   * The card `phase` settle spans into its entrance (still from 1 on); `withGround` false when
   * `ctx` already holds the ground.
   */
  private drawAt(ctx: SKRSContext2D, phase: number, withGround = true): void {
    const { width, height, motion, palette } = this.board;
    const local = phase * this.settle;
    const reveal = easeOutCubic(phase / 0.5);

    if (withGround) this.drawGround(ctx, reveal);

    // A burst behind the words while they land; gone once they have (the card then holds still).
    const ring = progressIn(local, 0, this.settle);
    if (ring > 0 && ring < 1) {
      ctx.strokeStyle = rgba(palette.accent, 0.4 * (1 - ring));
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(width / 2, height / 2 - 20, 120 + ring * 420, 0, Math.PI * 2);
      ctx.stroke();
    }

    // The panel first: a 1:1 card's objects stand on its top edge.
    if (this.layout.panel) drawPanel(ctx, this.layout.panel, progressIn(phase, 0.05, 0.4));
    if (this.floor) drawFloor(ctx, this.floor, reveal, phase, motion.bounce);
    if (this.hero) drawHero(ctx, this.hero, progressIn(phase, 0.05, 0.45), motion.bounce);
    if (this.logo) drawLogo(ctx, this.logo, progressIn(phase, 0.05, 0.45), motion.bounce);
    if (this.picture) drawLogo(ctx, this.picture, progressIn(phase, 0.05, 0.45), motion.bounce);
    this.drawTitle(ctx, phase);
    this.drawCta(ctx, progressIn(phase, 0.25, 0.35));
    const rows = this.layout.contacts;
    rows.forEach((row, index) => {
      const start = 0.35 + (index * 0.35) / Math.max(1, rows.length);
      this.drawContact(ctx, row, progressIn(phase, start, 0.3));
    });
    // The credit comes in as the corner watermark leaves (at phase 0.5, when the card covers the frame).
    if (this.layout.credit) this.drawCredit(ctx, this.layout.credit, progressIn(phase, 0.3, 0.5));
  }

  /** The ground sweeping in (`reveal` 0 to 1): a widening disc, or a fade when refined. */
  private drawGround(ctx: SKRSContext2D, reveal: number): void {
    const { width, height, motion } = this.board;
    if (reveal >= 1) {
      ctx.drawImage(this.groundCanvas(), 0, 0);
    } else if (motion.refined) {
      ctx.globalAlpha = reveal;
      ctx.drawImage(this.groundCanvas(), 0, 0);
      ctx.globalAlpha = 1;
    } else {
      ctx.save();
      ctx.beginPath();
      ctx.arc(width / 2, height / 2, reveal * Math.hypot(width, height) * 0.52, 0, Math.PI * 2);
      ctx.clip();
      ctx.drawImage(this.groundCanvas(), 0, 0);
      ctx.restore();
    }
  }

  private drawTitle(ctx: SKRSContext2D, phase: number): void {
    const { motion } = this.board;
    const { titleLayout, title } = this.layout;
    const words = Math.max(1, titleLayout.unitCount);
    // Every word in between phase 0.1 and 0.6, however many there are.
    const wordDuration = 0.3;
    const stagger = Math.min(0.06, 0.2 / words);
    drawKineticText(ctx, titleLayout, {
      x: title.textBox.x + title.textBox.width / 2,
      y: title.textBox.y,
      align: 'center',
      time: phase - 0.1,
      exit: 0,
      entrance: motion.refined ? 'fade' : motion.straight ? 'mask' : 'pop',
      stagger,
      wordDuration,
      bounce: motion.bounce,
      tilt: 0,
      paint: {
        color: title.textColor,
        shadow: 'rgba(0,0,0,0.25)',
        pill: title.backgroundColor,
        onPill: title.textColor,
      },
    });
  }

  private drawCta(ctx: SKRSContext2D, progress: number): void {
    if (progress <= 0) return;
    const { cta } = this.layout;
    const plate = cta.plate!;
    const grow = this.board.motion.bounce ? easeOutBack(progress, 2) : easeOutCubic(progress);
    const scale = 0.7 + 0.3 * grow;
    const centreX = plate.box.x + plate.box.width / 2;
    const centreY = plate.box.y + plate.box.height / 2;
    ctx.save();
    ctx.globalAlpha = clamp01(progress * 2);
    ctx.translate(centreX, centreY);
    ctx.scale(scale, scale);
    ctx.translate(-centreX, -centreY);
    fillPlate(ctx, cta);
    drawLines(ctx, cta);
    ctx.restore();
  }

  private drawContact(ctx: SKRSContext2D, row: EndCardItem, progress: number): void {
    if (progress <= 0) return;
    const eased = this.board.motion.bounce ? easeOutBack(progress, 1.4) : easeOutCubic(progress);
    ctx.save();
    ctx.globalAlpha = clamp01(progress * 1.8);
    ctx.translate(0, (1 - eased) * row.fontPx * 0.8);
    fillPlate(ctx, row);
    if (row.icon && row.kind) drawIcon(ctx, row.kind, row.icon);
    drawLines(ctx, row);
    ctx.restore();
  }

  private drawCredit(ctx: SKRSContext2D, credit: EndCardItem, progress: number): void {
    if (progress <= 0 || !this.mark) return;
    const { prefix } = creditParts(credit.text, credit.fontPx);
    const middle = credit.textBox.y + credit.textBox.height / 2;
    ctx.save();
    ctx.globalAlpha = clamp01(progress * 1.5);
    ctx.font = credit.font;
    ctx.letterSpacing = '0px';
    ctx.fillStyle = credit.textColor;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(prefix, credit.textBox.x, middle);
    ctx.drawImage(
      this.mark,
      credit.textBox.x + credit.textBox.width - this.mark.width,
      middle - this.mark.height * 0.56,
    );
    ctx.restore();
  }
}

function fillPlate(ctx: SKRSContext2D, item: EndCardItem): void {
  if (!item.plate) return;
  const { box, radius } = item.plate;
  ctx.fillStyle = item.backgroundColor;
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  ctx.fill();
}

function drawLines(ctx: SKRSContext2D, item: EndCardItem): void {
  ctx.fillStyle = item.textColor;
  ctx.font = item.font;
  ctx.letterSpacing = '0px';
  ctx.textBaseline = 'middle';
  ctx.textAlign = item.align;
  const x = item.align === 'center' ? item.textBox.x + item.textBox.width / 2 : item.textBox.x;
  item.lines.forEach((line, index) => {
    // Middle of the em box sits a little high for Latin text with no descenders: nudge it.
    const y = item.textBox.y + item.lineHeightPx * (index + 0.5) + item.fontPx * 0.04;
    ctx.fillText(line, x, y);
  });
  ctx.textAlign = 'left';
}

/** Material Symbols glyphs (Apache 2.0), on a 24-unit grid. */
const GLYPHS: Partial<Record<ContactKind, string>> = {
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02l-2.2 2.2z',
  address:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z',
  hours:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  email:
    'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z',
  website:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-1 17.93c-3.95-.49-7-3.85-7-7.93 0-.62.08-1.21.21-1.79L9 15v1c0 1.1.9 2 2 2v1.93zm6.9-2.54c-.26-.81-1-1.39-1.9-1.39h-1v-3c0-.55-.45-1-1-1H8v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41c2.93 1.19 5 4.06 5 7.41 0 2.08-.8 3.97-2.1 5.39z',
  social:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10h5v-2h-5c-4.34 0-8-3.66-8-8s3.66-8 8-8 8 3.66 8 8v1.43c0 .79-.71 1.57-1.5 1.57s-1.5-.78-1.5-1.57V12c0-2.76-2.24-5-5-5s-5 2.24-5 5 2.24 5 5 5c1.38 0 2.64-.56 3.54-1.47.65.89 1.77 1.47 2.96 1.47 1.97 0 3.5-1.6 3.5-3.57V12c0-5.52-4.48-10-10-10zm0 13c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3z',
};

const paths = new Map<string, Path2D>();

function glyph(data: string): Path2D {
  let path = paths.get(data);
  if (!path) {
    path = new Path2D(data);
    paths.set(data, path);
  }
  return path;
}

/** A disc in the icon's colour with the kind's white glyph. */
function drawIcon(
  ctx: SKRSContext2D,
  kind: ContactKind,
  icon: { cx: number; cy: number; radius: number; color: string },
): void {
  const { cx, cy, radius } = icon;
  ctx.save();
  if (kind === 'instagram') {
    const gradient = ctx.createLinearGradient(cx - radius, cy + radius, cx + radius, cy - radius);
    gradient.addColorStop(0, '#F58529');
    gradient.addColorStop(0.5, icon.color);
    gradient.addColorStop(1, '#8134AF');
    ctx.fillStyle = gradient;
  } else {
    ctx.fillStyle = icon.color;
  }
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#FFFFFF';
  ctx.strokeStyle = '#FFFFFF';
  if (kind === 'instagram') drawInstagram(ctx, cx, cy, radius);
  else if (kind === 'whatsapp') drawWhatsapp(ctx, cx, cy, radius);
  else fillGlyph(ctx, GLYPHS[kind]!, cx, cy, radius * 1.2);
  ctx.restore();
}

function fillGlyph(ctx: SKRSContext2D, data: string, cx: number, cy: number, size: number): void {
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(size / 24, size / 24);
  ctx.fill(glyph(data));
  ctx.restore();
}

/** A rounded square, a lens and a flash: the camera every Instagram user knows. */
function drawInstagram(ctx: SKRSContext2D, cx: number, cy: number, radius: number): void {
  const side = radius * 1.08;
  ctx.lineWidth = radius * 0.13;
  ctx.beginPath();
  ctx.roundRect(cx - side / 2, cy - side / 2, side, side, side * 0.3);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, side * 0.23, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx + side * 0.27, cy - side * 0.27, radius * 0.07, 0, Math.PI * 2);
  ctx.fill();
}

/** A speech bubble with a handset in it: WhatsApp's shape without its trademark drawing. */
function drawWhatsapp(ctx: SKRSContext2D, cx: number, cy: number, radius: number): void {
  const ring = radius * 0.6;
  ctx.lineWidth = radius * 0.12;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  // Round but for a gap at the bottom left, where the tail points out.
  ctx.arc(cx, cy, ring, Math.PI * 0.8, Math.PI * 2.62);
  ctx.lineTo(cx - ring * 1.02, cy + ring * 1.02);
  ctx.closePath();
  ctx.stroke();
  fillGlyph(ctx, GLYPHS.phone!, cx, cy, ring * 1.05);
}

interface HeroSprites {
  box: Box;
  sprite: Canvas;
  halo: Canvas;
  shadow: Canvas;
}

/** The object, its halo and its contact shadow, baked at the size they are drawn. */
function bakeHero(image: Image, box: Box, glow: string): HeroSprites {
  return {
    box,
    sprite: bakeImage(image, box.width),
    halo: bakeGlow(glow, Math.round(box.width * 1.4), 0.5),
    shadow: bakeShadow(128),
  };
}

/** The object pops in on its shadow with its halo behind, then stands still. */
function drawHero(ctx: SKRSContext2D, hero: HeroSprites, progress: number, bounce: boolean): void {
  if (progress <= 0) return;
  const { box, sprite, halo, shadow } = hero;
  const grow = bounce ? easeOutBack(progress, 1.8) : easeOutCubic(progress);
  const scale = 0.6 + 0.4 * grow;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  ctx.save();
  ctx.globalAlpha = clamp01(progress * 2) * 0.9;
  const haloSize = halo.width * scale;
  ctx.drawImage(halo, cx - haloSize / 2, cy - haloSize / 2, haloSize, haloSize);
  const shadowWidth = box.width * 0.72 * scale;
  const shadowHeight = shadowWidth * 0.18;
  ctx.globalAlpha = clamp01(progress * 2) * 0.5;
  const floor = box.y + box.height;
  ctx.drawImage(
    shadow,
    cx - shadowWidth / 2,
    floor - shadowHeight * 0.6,
    shadowWidth,
    shadowHeight,
  );
  ctx.globalAlpha = clamp01(progress * 2);
  if (progress >= 1) {
    ctx.drawImage(sprite, box.x, box.y);
  } else {
    const size = box.width * scale;
    ctx.drawImage(sprite, cx - size / 2, cy - size / 2, size, size);
  }
  ctx.restore();
}

interface LogoSprite {
  /** Where the sprite's (0, 0) goes: the plate's corner less the shadow's margin. */
  x: number;
  y: number;
  /** The plate, its shadow and the logo, baked at the size they are drawn. */
  sprite: Canvas;
}

/** Room around the plate for its soft shadow. */
const LOGO_SHADOW_PX = 24;

/**
 * The logo (or picture) on its plate (when it has one), with a soft shadow under the plate,
 * baked once.
 */
function bakeLogoSprite(logo: { image: Image | Canvas }, placed: EndCardLogo): LogoSprite {
  const { plate, box } = placed;
  const margin = plate.color ? LOGO_SHADOW_PX : 0;
  const sprite = createCanvas(
    Math.ceil(plate.box.width + 2 * margin),
    Math.ceil(plate.box.height + 2 * margin),
  );
  const ctx = sprite.getContext('2d');
  if (plate.color) {
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = margin * 0.7;
    ctx.shadowOffsetY = margin * 0.2;
    ctx.fillStyle = plate.color;
    ctx.beginPath();
    ctx.roundRect(margin, margin, plate.box.width, plate.box.height, plate.radius);
    ctx.fill();
    ctx.restore();
  }
  const x = plate.box.x - margin;
  const y = plate.box.y - margin;
  // Drawn at a whole pixel at its own size: the logo is resampled once, here, and never again.
  const left = Math.round(box.x - x);
  const top = Math.round(box.y - y);
  ctx.drawImage(bakeLogo(logo, box.width, box.height), left, top);
  return { x, y, sprite };
}

/** The logo pops in like the object would, then stands still. */
function drawLogo(ctx: SKRSContext2D, logo: LogoSprite, progress: number, bounce: boolean): void {
  if (progress <= 0) return;
  const { x, y, sprite } = logo;
  ctx.save();
  ctx.globalAlpha = clamp01(progress * 2);
  if (progress >= 1) {
    ctx.drawImage(sprite, Math.round(x), Math.round(y));
  } else {
    const grow = bounce ? easeOutBack(progress, 1.6) : easeOutCubic(progress);
    const scale = 0.7 + 0.3 * grow;
    const cx = x + sprite.width / 2;
    const cy = y + sprite.height / 2;
    ctx.translate(cx, cy);
    ctx.scale(scale, scale);
    ctx.drawImage(sprite, -sprite.width / 2, -sprite.height / 2);
  }
  ctx.restore();
}

/** The card's ground alone, as it is drawn under everything else (the fill test compares against it). */
export function bakeGround(width: number, height: number, stops: GroundStop[]): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  for (const stop of stops) gradient.addColorStop(stop.at, stop.color);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

interface FloorSprites {
  box: Box | undefined;
  /** The floor band with its crest, baked at its size (none under a 1:1 card's props). */
  band: Canvas | undefined;
  props: { box: Box; sprite: Canvas }[];
  shadow: Canvas;
}

/** How far the floor's sides dip below its crest, against its height. */
const CREST_DIP = 0.2;

function bakeFloor(
  box: Box | undefined,
  props: Box[],
  images: Image[],
  palette: VideoPalette,
): FloorSprites {
  return {
    box,
    band: box && bakeBand(box, palette),
    props: props
      .map((prop, index) => ({ box: prop, image: images[index] }))
      .filter((prop): prop is { box: Box; image: Image } => prop.image !== undefined)
      .map((prop) => ({ box: prop.box, sprite: bakeImage(prop.image, prop.box.width) })),
    shadow: bakeShadow(128),
  };
}

function bakeBand(box: Box, palette: VideoPalette): Canvas {
  const dip = box.height * CREST_DIP;
  const band = createCanvas(Math.ceil(box.width), Math.ceil(box.height));
  const ctx = band.getContext('2d');
  // The crest: its top in the middle at the safe zone's foot (a quadratic's apex is halfway to
  // its control point), its sides lower.
  const crest = () => {
    ctx.beginPath();
    ctx.moveTo(0, dip);
    ctx.quadraticCurveTo(box.width / 2, -dip, box.width, dip);
  };
  const fill = ctx.createLinearGradient(0, 0, 0, band.height);
  fill.addColorStop(0, rgba(mix(palette.accent, palette.deep, 0.45), 0.55));
  fill.addColorStop(0.5, rgba(palette.deep, 0.55));
  fill.addColorStop(1, rgba(palette.deep, 0.8));
  ctx.fillStyle = fill;
  crest();
  ctx.lineTo(box.width, band.height);
  ctx.lineTo(0, band.height);
  ctx.closePath();
  ctx.fill();
  // A lit rim along the crest: the edge of a stage.
  ctx.strokeStyle = rgba(palette.accent, 0.7);
  ctx.lineWidth = 4;
  crest();
  ctx.stroke();
  return band;
}

/** The floor rises with the ground (`reveal`), then its objects pop in one after another. */
function drawFloor(
  ctx: SKRSContext2D,
  floor: FloorSprites,
  reveal: number,
  phase: number,
  bounce: boolean,
): void {
  const { box, band } = floor;
  if (box && band) {
    ctx.save();
    ctx.globalAlpha = reveal;
    ctx.drawImage(band, box.x, box.y + (1 - reveal) * box.height * 0.3);
    ctx.restore();
  }
  floor.props.forEach((prop, index) => {
    const progress = progressIn(phase, 0.2 + index * 0.08, 0.4);
    if (progress <= 0) return;
    const { x, y, width } = prop.box;
    const cx = x + width / 2;
    const grow = bounce ? easeOutBack(progress, 1.8) : easeOutCubic(progress);
    const size = width * (0.6 + 0.4 * grow);
    const shadowWidth = width * 0.8;
    ctx.save();
    ctx.globalAlpha = clamp01(progress * 2) * 0.55;
    ctx.drawImage(
      floor.shadow,
      cx - shadowWidth / 2,
      y + width - shadowWidth * 0.1,
      shadowWidth,
      shadowWidth * 0.2,
    );
    ctx.globalAlpha = clamp01(progress * 2);
    if (progress >= 1) ctx.drawImage(prop.sprite, x, y);
    else ctx.drawImage(prop.sprite, cx - size / 2, y + width - size, size, size);
    ctx.restore();
  });
}

/** The card behind the words beside the object, fading in as they land. */
function drawPanel(ctx: SKRSContext2D, panel: Box, progress: number): void {
  if (progress <= 0) return;
  ctx.save();
  ctx.fillStyle = rgba('#000000', PANEL_ALPHA * easeOutCubic(progress));
  ctx.beginPath();
  ctx.roundRect(panel.x, panel.y, panel.width, panel.height, Math.min(36, panel.width * 0.06));
  ctx.fill();
  ctx.restore();
}
