import type { SKRSContext2D } from '../canvas';
import { contrast, darken, lighten, luminance, mix } from '../color';
import { byShape, contains, union, type Box } from '../frame-shape';
import { INK, type VideoPalette } from '../palette';
import type { Storyboard } from '../storyboard';
import { layoutText, type TextLayout } from '../typography/text-layout';
import { layoutPhrase, type SizeRange } from '../typography/typography-track';
import { cameraCorners, project, type CameraRig, type Vec3 } from './set-camera';

/** The contrast every drawn text keeps against what is under it, with a little to spare. */
export const MIN_CONTRAST = 4.6;
/** Extrusion depth of the title, in layers one pixel apart at its baked size. */
export const EXTRUDE_LAYERS = 14;
/** Per layer: the largest sideways step (at full lean) and the downward step. */
export const EXTRUDE_DX = 0.45;
export const EXTRUDE_DY = 0.75;
/** Margin of a baked text sprite around its lines. */
export const TEXT_PAD_PX = 8;
/** A prop's highest idle hop, as a share of its radius. */
export const PROP_LIFT = 0.4;
const TITLE_Z = 12;
/** A one-line title may grow this much past the size tried, to fill its width. */
const TITLE_GROWTH = 1.25;
/**
 * A one-word title set below this share of the frame's height reads as a caption: it breaks at a
 * syllable instead (in practice only in 9:16, where the set's title is narrowest: 70 px).
 */
export const TITLE_READABLE_SHARE = 0.055;
/** Larger props could only stand far off, as giants on the horizon. */
const MAX_PROP_RADIUS = 1.5;

/** The colours the still set is painted in (sky, floor, horizon glow, grid). */
export interface SetColors {
  skyTop: string;
  skyBottom: string;
  floorTop: string;
  floorBottom: string;
  glow: string;
  haze: string;
  grid: string;
}

export interface TitlePaint {
  /** The face runs from the first to the second colour, top to bottom. */
  faceTop: string;
  faceBottom: string;
  /** A dark rim round every letter: the face is read against it, whatever the sky. */
  outline: string;
  outlinePx: number;
  sideNear: string;
  sideFar: string;
}

export interface SetTitle {
  layout: TextLayout;
  paint: TitlePaint;
  /** World point the centre of the face sits at. */
  anchor: Vec3;
  /** Projection scale at which the baked sprite is drawn 1:1 (the largest the dolly reaches). */
  bakedScale: number;
  /** The room given to the title, and everywhere it is drawn once it has risen. */
  box: Box;
  extent: Box;
}

export interface SetPhrases {
  /** The track's box: the lines stay inside it, their plate reaches `paddingPx` further out. */
  box: Box;
  paddingPx: number;
  /** Plate under each phrase, and its colour over the lightest part of the set it can cover. */
  plate: { color: string; alpha: number; worst: string };
  text: string;
  sizes: SizeRange;
}

export interface SetProp {
  /** World position of the prop's foot, and its radius (half its drawn side). */
  x: number;
  z: number;
  radius: number;
  /** Everywhere the prop is drawn while held, over the whole clip, and the room it was given. */
  extent: Box;
  zone: Box;
}

export interface SetLayout {
  rig: CameraRig;
  colors: SetColors;
  title: SetTitle;
  phrases: SetPhrases;
  /** Where the beat's object floats, above the title (upright and square frames with objects). */
  hero: Box | undefined;
  props: SetProp[];
}

interface Plan {
  rig: Omit<CameraRig, 'centreX' | 'horizonY' | 'focalPx'> & { horizonY: number };
  hero: Box | undefined;
  title: Box;
  titleSizes: { max: number; min: number; maxLines: number };
  phrases: Box;
  phraseSizes: SizeRange;
  zones: Box[];
}

const PHRASE_PADDING_PX = 30;

/**
 * Where everything of the 3D set goes. Text gets boxes first; the props are then fitted into the
 * rooms left over, so that, wherever the camera's dolly and sway take them, they stay whole inside
 * the frame and off every text. The upright frame is a stacked poster inside the platforms' safe
 * zone: the object above the title, the phrase below it, props on the floor underneath.
 */
export function planSet(ctx: SKRSContext2D, board: Storyboard, withHero: boolean): SetLayout {
  const upright = withHero && board.shape.aspectRatio === '9:16';
  const { plan, rig, title } = upright ? uprightPoster(ctx, board) : posterOf(ctx, board, withHero);
  const colors = setColors(board.palette);
  return {
    rig,
    colors,
    title,
    phrases: {
      box: plan.phrases,
      paddingPx: PHRASE_PADDING_PX,
      plate: phrasePlate(board.palette, colors),
      text: '#FFFFFF',
      sizes: plan.phraseSizes,
    },
    hero: plan.hero,
    props: plan.zones
      .map((zone) => fitProp(rig, zone))
      .filter((prop): prop is SetProp => prop !== undefined),
  };
}

interface Poster {
  plan: Plan;
  rig: CameraRig;
  title: SetTitle;
}

/** The plan of the shape (with the object's and the title's heights, 9:16), its rig and title. */
function posterOf(
  ctx: SKRSContext2D,
  board: Storyboard,
  withHero: boolean,
  heroHeight?: number,
  heroAndTitle?: number,
): Poster {
  const plan = planFor(board, withHero, heroHeight, heroAndTitle);
  const rig = rigFor(plan);
  return { plan, rig, title: fitTitle(ctx, board, rig, plan) };
}

/**
 * The 9:16 poster with an object. The object gives up height, a step at a time, while that sets
 * the title larger: a long title fills the poster's middle as the text scene's does, a short one
 * keeps the object big. The title then gives up height too while the clip's phrase (the price,
 * the offer) would be set under 1/UPRIGHT_TITLE_OVER_PHRASE of its size: the 3D title is the
 * set's sign, but the phrase says the offer.
 */
function uprightPoster(ctx: SKRSContext2D, board: Storyboard): Poster {
  let poster: Poster | undefined;
  for (const shared of UPRIGHT_HERO_AND_TITLE_PX) {
    const tries = UPRIGHT_HERO_PX.map((heroHeight) =>
      posterOf(ctx, board, true, heroHeight, shared),
    );
    const largest = Math.max(...tries.map((t) => t.title.layout.sizePx));
    poster = tries.find((t) => t.title.layout.sizePx >= largest - UPRIGHT_SIZE_SLACK_PX)!;
    // The phrase box depends on the shared height only, not on how object and title split it.
    const phrasePx = smallestPhrasePx(ctx, board, poster.plan);
    const phraseAtLargest = phrasePx >= poster.plan.phraseSizes.maxSizePx - 0.5;
    const balanced =
      poster.title.layout.sizePx <= phrasePx * UPRIGHT_TITLE_OVER_PHRASE + UPRIGHT_SIZE_SLACK_PX;
    if (phraseAtLargest || balanced) break;
  }
  return poster!;
}

function rigFor(plan: Plan): CameraRig {
  return { ...plan.rig, focalPx: 900, centreX: plan.title.x + plan.title.width / 2 };
}

/**
 * 9:16 with an object: the heights the object may take, largest first; the title gets the rest
 * of UPRIGHT_HERO_AND_TITLE_PX. Below 190 px the object would no longer read as the poster's
 * picture; at 190 a four-line title sets as large as the text scene's does.
 */
const UPRIGHT_HERO_PX = [290, 260, 230, 200, 190];
/** The heights the object and the title may share, largest first; the phrase gets the rest. */
const UPRIGHT_HERO_AND_TITLE_PX = [540, 490, 440];
/**
 * The title may be set at most this many times the size of the clip's smallest phrase before it
 * gives the phrase room: the 3D title is the set's sign, but the phrase says the offer.
 */
const UPRIGHT_TITLE_OVER_PHRASE = 1.6;
/** A title within this of the largest it can be is not worth shrinking the object further. */
const UPRIGHT_SIZE_SLACK_PX = 4;

/** The smallest size any of the clip's phrases is set at in the plan's phrase box. */
function smallestPhrasePx(ctx: SKRSContext2D, board: Storyboard, plan: Plan): number {
  const sizes = board.phrases.map(
    (phrase) => layoutPhrase(ctx, board, phrase, plan.phrases, plan.phraseSizes).sizePx,
  );
  return Math.min(plan.phraseSizes.maxSizePx, ...sizes);
}

function planFor(
  board: Storyboard,
  withHero: boolean,
  heroHeight = UPRIGHT_HERO_PX[0],
  heroAndTitle = UPRIGHT_HERO_AND_TITLE_PX[0],
): Plan {
  const { safe, width, height } = board.shape;
  const plate = PHRASE_PADDING_PX;
  return byShape(board.shape, {
    '9:16': ((): Plan => {
      // Safe zone 160-950: object, title, phrase, stacked; the floor below carries the props. The
      // object and the title share `heroAndTitle` (see uprightPoster).
      const titleTop = withHero ? safe.y + heroHeight + 10 : safe.y + 60;
      const titleHeight = withHero ? heroAndTitle - heroHeight : 330;
      const phraseTop = titleTop + titleHeight + 20 + plate / 2;
      return {
        rig: { height: 6, sway: 0.3, bob: 0.1, fromZ: -2, toZ: -1.4, horizonY: titleTop + 40 },
        hero: withHero
          ? { x: safe.x, y: safe.y, width: safe.width, height: heroHeight }
          : undefined,
        title: { x: safe.x, y: titleTop, width: safe.width, height: titleHeight },
        titleSizes: { max: 104, min: 44, maxLines: 4 },
        phrases: {
          x: safe.x + plate,
          y: phraseTop,
          width: safe.width - 2 * plate,
          height: safe.y + safe.height - plate / 2 - phraseTop,
        },
        phraseSizes: { maxSizePx: 56, minSizePx: 36, maxLines: 4 },
        zones: [
          {
            x: 8,
            y: safe.y + safe.height + 12,
            width: 224,
            height: height - safe.y - safe.height - 20,
          },
          { x: 260, y: safe.y + safe.height + 12, width: 200, height: 240 },
          {
            x: width - 232,
            y: safe.y + safe.height + 12,
            width: 224,
            height: height - safe.y - safe.height - 20,
          },
        ],
      };
    })(),
    '16:9': {
      // Centred: title and phrase in the middle column, props on each side, far ones beside the
      // title and near ones, larger, beside the phrase.
      rig: { height: 2.7, sway: 0.3, bob: 0.15, fromZ: -3, toZ: -2.2, horizonY: 270 },
      hero: undefined,
      title: { x: 250, y: 50, width: 780, height: 340 },
      titleSizes: { max: 112, min: 56, maxLines: 3 },
      phrases: { x: 310 + plate, y: 430 + plate / 2, width: 660 - 2 * plate, height: 200 },
      phraseSizes: { maxSizePx: 68, minSizePx: 38, maxLines: 3 },
      zones: [
        { x: 10, y: 90, width: 228, height: 320 },
        { x: width - 238, y: 90, width: 228, height: 320 },
        { x: 8, y: 420, width: 292, height: 292 },
        { x: width - 300, y: 420, width: 292, height: 292 },
      ],
    },
    '1:1': {
      rig: { height: 3, sway: 0.45, bob: 0.15, fromZ: -3, toZ: -2, horizonY: withHero ? 470 : 400 },
      hero: withHero ? { x: 300, y: 30, width: 480, height: 290 } : undefined,
      title: withHero
        ? { x: 220, y: 330, width: 640, height: 290 }
        : { x: 220, y: 150, width: 640, height: 470 },
      titleSizes: { max: 124, min: 60, maxLines: 3 },
      phrases: { x: 130 + plate, y: 660 + plate / 2, width: 820 - 2 * plate, height: 240 },
      phraseSizes: { maxSizePx: 72, minSizePx: 44, maxLines: 3 },
      zones: [
        { x: 10, y: 220, width: 200, height: 420 },
        { x: width - 210, y: 220, width: 200, height: 420 },
        { x: 10, y: 935, width: 300, height: 140 },
        { x: width - 310, y: 935, width: 300, height: 140 },
      ],
    },
  });
}

export function setColors(palette: VideoPalette): SetColors {
  const floorTop = mix(palette.backgroundTo, palette.deep, 0.35);
  return {
    skyTop: darken(palette.backgroundFrom, 0.25),
    skyBottom: palette.backgroundTo,
    floorTop,
    floorBottom: palette.deep,
    glow: palette.glow,
    haze: mix(palette.backgroundTo, palette.glow, 0.3),
    grid: palette.accent === INK ? '#FFFFFF' : palette.accent,
  };
}

/** The lightest colour the set can show anywhere: the glow over the sky, a grid line over that. */
function lightestOfSet(colors: SetColors): string {
  const grounds = [
    colors.skyTop,
    colors.skyBottom,
    colors.floorTop,
    colors.haze,
    mix(colors.skyBottom, colors.glow, 0.55),
    mix(colors.floorTop, colors.glow, 0.55),
  ];
  const candidates = [...grounds, ...grounds.map((ground) => mix(ground, colors.grid, 0.32))];
  return candidates.reduce((a, b) => (luminance(b) > luminance(a) ? b : a));
}

/** The phrase plate: as see-through as the text allows over the lightest part of the set. */
function phrasePlate(
  palette: VideoPalette,
  colors: SetColors,
): { color: string; alpha: number; worst: string } {
  const worst = lightestOfSet(colors);
  for (let darker = 0; darker <= 1; darker += 0.1) {
    const color = darken(palette.deep, darker);
    for (let alpha = 0.72; alpha <= 1.001; alpha += 0.02) {
      if (contrast('#FFFFFF', mix(worst, color, alpha)) >= MIN_CONTRAST) {
        return { color, alpha: Math.min(1, alpha), worst };
      }
    }
  }
  return { color: '#000000', alpha: 1, worst };
}

function titlePaint(palette: VideoPalette, sizePx: number): TitlePaint {
  const base = palette.accent === INK ? palette.backgroundFrom : palette.accent;
  const side = darken(mix(base, palette.backgroundFrom, 0.35), 0.3);
  const faceBottom = lighten(palette.accent === INK ? palette.glow : palette.accent, 0.55);
  let outline = darken(palette.deep, 0.2);
  for (let darker = 0.3; contrast(faceBottom, outline) < MIN_CONTRAST && darker <= 1; darker += 0.1)
    outline = darken(palette.deep, darker);
  return {
    faceTop: '#FFFFFF',
    faceBottom,
    outline,
    outlinePx: Math.max(4, Math.round(sizePx * 0.13)),
    sideNear: darken(mix(side, outline, 0.3), 0.1),
    sideFar: darken(side, 0.5),
  };
}

/** The title's sprite size for a layout: its lines, the rim and the margin. */
export function titleSpriteSize(
  layout: TextLayout,
  outlinePx: number,
): { width: number; height: number } {
  const pad = TEXT_PAD_PX + outlinePx / 2;
  return { width: Math.ceil(layout.width + 2 * pad), height: Math.ceil(layout.height + 2 * pad) };
}

/** Everywhere a title sprite of `size`, anchored at `anchor`, is drawn once it has risen. */
function titleExtent(
  rig: CameraRig,
  anchor: Vec3,
  bakedScale: number,
  size: { width: number; height: number },
): Box {
  const spreadX = Math.ceil(EXTRUDE_DX * EXTRUDE_LAYERS);
  const spreadY = Math.ceil(EXTRUDE_DY * EXTRUDE_LAYERS);
  return union(
    cameraCorners(rig).map((camera) => {
      const at = project(rig, anchor, camera);
      const k = at.scale / bakedScale;
      return {
        x: at.x - (size.width / 2 + spreadX) * k,
        y: at.y - (size.height / 2) * k,
        width: (size.width + 2 * spreadX) * k,
        height: (size.height + spreadY) * k,
      };
    }),
  );
}

/** The largest title whose every drawn position stays inside its box. */
function fitTitle(ctx: SKRSContext2D, board: Storyboard, rig: CameraRig, plan: Plan): SetTitle {
  const box = plan.title;
  const bakedScale = rig.focalPx / (TITLE_Z - Math.max(rig.fromZ, rig.toZ));
  const midScale = rig.focalPx / (TITLE_Z - (rig.fromZ + rig.toZ) / 2);
  const spreadY = Math.ceil(EXTRUDE_DY * EXTRUDE_LAYERS);
  // The face's centre sits a little above the box's: the extrusion hangs below it.
  const centreY = box.y + box.height / 2 - spreadY / 2;
  const anchor: Vec3 = { x: 0, y: rig.height - (centreY - rig.horizonY) / midScale, z: TITLE_Z };
  const swayPx = rig.sway * bakedScale;
  const { max, min, maxLines } = plan.titleSizes;

  let best: SetTitle | undefined;
  for (let lines = 1; lines <= maxLines; lines += 1) {
    for (let size = max; size >= min; size -= 4) {
      const paint = titlePaint(board.palette, size);
      const spreadX = Math.ceil(EXTRUDE_DX * EXTRUDE_LAYERS);
      const layout = layoutText(ctx, board.title, {
        family: board.look.heading,
        weight: 700,
        // A pixel to spare: a word scaled to the exact width must not overflow by rounding.
        maxWidth: box.width - 2 * (swayPx + spreadX + TEXT_PAD_PX + paint.outlinePx / 2) - 1,
        maxLines: lines,
        maxSizePx: size,
        minSizePx: min,
        highlightTokens: false,
        // One line fills the title's width (the extent check below still holds it in its box);
        // one long word breaks at a syllable before it is set small.
        growOneLinePx: size * TITLE_GROWTH,
        hyphenate: true,
        readablePx: board.height * TITLE_READABLE_SHARE,
      });
      if (layout.lines.length > lines) break;
      const extent = titleExtent(rig, anchor, bakedScale, titleSpriteSize(layout, paint.outlinePx));
      if (!contains(box, extent)) continue;
      if (!best || layout.sizePx > best.layout.sizePx) {
        best = { layout, paint, anchor, bakedScale, box, extent };
      }
      break;
    }
  }
  if (best) return best;
  // Nothing fits: the smallest size, as many lines as it takes (never cut: the words are sacred).
  const paint = titlePaint(board.palette, min);
  const layout = layoutText(ctx, board.title, {
    family: board.look.heading,
    weight: 700,
    maxWidth: box.width - 2 * (swayPx + 8 + TEXT_PAD_PX + paint.outlinePx / 2),
    maxLines,
    maxSizePx: min,
    minSizePx: min,
    overflowLines: 2,
    highlightTokens: false,
  });
  const extent = titleExtent(rig, anchor, bakedScale, titleSpriteSize(layout, paint.outlinePx));
  return { layout, paint, anchor, bakedScale, box, extent };
}

/** Everywhere a prop is drawn while held: its sprite and its idle hop, from every camera corner. */
export function propExtent(rig: CameraRig, x: number, z: number, radius: number): Box {
  return union(
    cameraCorners(rig).flatMap((camera) =>
      [0, PROP_LIFT * radius].map((lift) => {
        const foot = project(rig, { x, y: lift, z }, camera);
        const size = 2 * radius * foot.scale;
        return { x: foot.x - size / 2, y: foot.y - size, width: size, height: size };
      }),
    ),
  );
}

/** The largest prop standing on the floor that stays inside `zone` wherever the camera goes. */
function fitProp(rig: CameraRig, zone: Box): SetProp | undefined {
  const near = Math.max(rig.fromZ, rig.toZ) + 1;
  const midZ = (rig.fromZ + rig.toZ) / 2;
  const centreX = zone.x + zone.width / 2;
  let best: SetProp | undefined;
  let bestSize = 0;
  for (let z = near; z <= near + 40; z += 0.25) {
    const midScale = rig.focalPx / (z - midZ);
    let x = (centreX - rig.centreX) / midScale;
    // The dolly spreads props outward: recentre on what the largest fit actually covers.
    for (let pass = 0; pass < 3; pass += 1) {
      const fit = largestRadius(rig, zone, x, z);
      if (fit <= 0) break;
      const extent = propExtent(rig, x, z, fit);
      x += (centreX - (extent.x + extent.width / 2)) / midScale;
    }
    const radius = largestRadius(rig, zone, x, z);
    if (radius <= 0) continue;
    const size = 2 * radius * midScale;
    if (size > bestSize) {
      bestSize = size;
      best = { x, z, radius, extent: propExtent(rig, x, z, radius), zone };
    }
  }
  // A speck is no picture of anything.
  return bestSize >= 60 ? best : undefined;
}

function largestRadius(rig: CameraRig, zone: Box, x: number, z: number): number {
  if (!contains(zone, propExtent(rig, x, z, 0.001))) return 0;
  let low = 0;
  let high = MAX_PROP_RADIUS;
  for (let step = 0; step < 18; step += 1) {
    const mid = (low + high) / 2;
    if (contains(zone, propExtent(rig, x, z, mid))) low = mid;
    else high = mid;
  }
  return low;
}
