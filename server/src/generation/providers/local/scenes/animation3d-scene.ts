import { byShape } from '../frame-shape';
import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import type { Gradient } from '../canvas-types';
import { darken, lighten, mix, rgba } from '../color';
import { clamp01, easeInOutSine, easeOutBack, easeOutCubic, lerp } from '../easing';
import { INK, type VideoPalette } from '../palette';
import { createPrng, deriveSeed } from '../prng';
import type { Storyboard } from '../storyboard';
import { layoutText, type TextLayout } from '../typography/text-layout';
import { TypographyTrack } from '../typography/typography-track';
import { bakeGlow, bakeImage, bakeShadow, bakeSphere } from '../layers/sprites';
import type { Scene } from './scene';
import { HeroStage } from '../layers/hero-stage';
import type { HeroInput } from './text-scene';

interface Vec3 {
  x: number;
  y: number;
  z: number;
}

interface Camera {
  position: Vec3;
}

interface Projected {
  x: number;
  y: number;
  /** Pixels per world unit at that depth. */
  scale: number;
}

interface Sphere {
  sprite: Canvas;
  radius: number;
  x: number;
  z: number;
  /** Seconds after the start at which it drops in. */
  delay: number;
  phase: number;
}

const FOCAL_PX = 900;
const HAZE_PX = 150;
/** Extrusion depth of the title, in layers one pixel apart at its starting size. */
const EXTRUDE_LAYERS = 14;
/** Distinct extrusion directions baked on each side of straight down. */
const LEAN_STEPS = 4;
const TITLE_POSITION: Vec3 = { x: 0, y: 3.3, z: 8 };

/**
 * A small lit 3D set rendered with 2D primitives: a perspective floor grid running to a glowing
 * horizon, shaded spheres with contact shadows, and the title extruded in depth. The camera dollies
 * in and sways, so everything shifts with parallax by its depth.
 */
export class Animation3dScene implements Scene {
  private readonly horizonY: number;
  /** Sky, floor, haze and horizon glow: still, so baked once and blitted. */
  private readonly set: Canvas;
  /** Haze over the far grid lines, so they melt into the horizon. */
  private readonly haze: Canvas;
  private readonly gridColor: string;
  private readonly shadow: Canvas;
  private readonly spheres: Sphere[];
  private readonly title: ExtrudedTitle;
  private readonly titleBaseScale: number;
  private readonly track: TypographyTrack;
  /** Hero objects stand in for the spheres. */
  private readonly objects: boolean;
  private readonly hero: HeroStage | undefined;

  /**
   * `hero`: the clip's objects, decoded; they take the spheres' places when given and, in the
   * upright and square frames, one floats large in the sky above the title, beat by beat.
   */
  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
    hero?: HeroInput,
  ) {
    const objects = hero?.images ?? [];
    this.objects = objects.length > 0;
    const { safe } = board.shape;

    const { height, palette, input } = board;
    // Upright frames raise the horizon: the title then clears the phrases' plate below it.
    this.horizonY = Math.round(height * (board.shape.aspectRatio === '9:16' ? 0.42 : 0.5));
    this.set = bakeSet(board, this.horizonY);
    this.haze = bakeHaze(board, HAZE_PX);
    this.gridColor = rgba(palette.accent === INK ? '#FFFFFF' : palette.accent, 0.32);
    this.shadow = bakeShadow(128);

    const rng = createPrng(deriveSeed(input.seed, 'spheres'));
    const colors = [
      palette.accent === INK ? palette.glow : palette.accent,
      lighten(palette.backgroundTo, 0.12),
      lighten(palette.deep, 0.3),
      mix(palette.accent === INK ? palette.glow : palette.accent, '#FFFFFF', 0.6),
    ];
    const rim = palette.glow;
    const sprites =
      objects.length > 0
        ? objects.map((image) => bakeImage(image, 256))
        : colors.map((color) => bakeSphere(color, rim, 256));
    // Objects carry transparent margins and read at a larger size than a ball.
    const objectScale = objects.length > 0 ? 1.7 : 1;
    // Upright and square frames are narrower: the set closes in so every object stays in view.
    const spread = byShape(board.shape, { '16:9': 1, '1:1': 0.8, '9:16': 0.58 });
    const slots = [
      { x: -6.2, z: 10 },
      { x: 6.4, z: 9.5 },
      // The near pair stands wide, framing the title rather than covering it.
      { x: -5.4, z: 5.4 },
      { x: 5.3, z: 5 },
      { x: -11, z: 17 },
      { x: 11.5, z: 18 },
    ];
    this.spheres = slots.map((slot, index) => ({
      sprite: sprites[index % sprites.length],
      radius: rng.range(0.55, 1.1) * (slot.z > 12 ? 1.7 : 1) * objectScale,
      x: (slot.x + rng.range(-0.5, 0.5)) * spread,
      z: slot.z + rng.range(-0.8, 0.8),
      delay: 0.1 + index * 0.09 + rng.range(0, 0.1),
      phase: rng.range(0, Math.PI * 2),
    }));

    const titleLayout = layoutTitle(ctx, board.title, board.width, board.look.heading);
    this.title = new ExtrudedTitle(titleLayout, palette);
    // A title of three lines or more reaches up into the sky: the object would sit behind it.
    const floats = titleLayout.lines.length <= 2;
    this.hero =
      floats && hero && objects.length > 0 && board.shape.aspectRatio !== '16:9'
        ? new HeroStage(objects, hero.plan.cues, {
            box: {
              x: safe.x + safe.width * 0.2,
              y: safe.y + 10,
              width: safe.width * 0.6,
              height: board.shape.aspectRatio === '9:16' ? 300 : 250,
            },
            palette: board.palette,
            speed: board.motion.speed,
            bounce: board.motion.bounce,
          })
        : undefined;
    this.titleBaseScale = this.project(TITLE_POSITION, this.cameraAt(0)).scale;

    this.track = new TypographyTrack(ctx, board, {
      // Clear of the frame's bottom edge and of the watermark's corner.
      box: byShape(board.shape, {
        '16:9': { x: 170, y: 470, width: 940, height: 180 },
        '9:16': { x: 80, y: 650, width: 520, height: 230 },
        '1:1': { x: 130, y: 720, width: 820, height: 240 },
      }),
      align: 'center',
      anchor: 'bottom',
      title: undefined,
      phrase: byShape(board.shape, {
        '16:9': { maxSizePx: 54, minSizePx: 34, maxLines: 2 },
        '9:16': { maxSizePx: 56, minSizePx: 36, maxLines: 4 },
        '1:1': { maxSizePx: 72, minSizePx: 44, maxLines: 3 },
      }),
      paint: {
        color: '#FFFFFF',
        shadow: undefined,
        pill: palette.accent,
        onPill: palette.onAccent,
      },
      ornament: 'none',
      ornamentColor: palette.accent,
      plate: { color: rgba(palette.deep, 0.72), paddingPx: 30 },
    });
  }

  drawBackdrop(ctx: SKRSContext2D, time: number): void {
    this.drawSet(ctx, this.cameraAt(time));
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const camera = this.cameraAt(time);
    this.drawSet(ctx, camera);
    // Objects are as large as the title: all of them stand behind it, so it always reads.
    const behind = (sphere: Sphere) => this.objects || sphere.z >= TITLE_POSITION.z;
    this.drawSpheres(ctx, camera, time, behind);
    this.hero?.draw(ctx, time);
    this.drawTitle(ctx, camera, time);
    this.drawSpheres(ctx, camera, time, (sphere) => !behind(sphere));
    this.track.draw(ctx, time);
  }

  private cameraAt(time: number): Camera {
    const { durationS } = this.board.input;
    const t = time * this.board.motion.speed;
    const dolly = easeInOutSine(time / durationS);
    return {
      position: {
        // Wide enough for parallax, narrow enough that the title never leaves the frame.
        x: Math.sin(t * 0.45) * 1.0,
        y: 2.7 + Math.sin(t * 0.6) * 0.25,
        z: lerp(-3, -1, dolly),
      },
    };
  }

  private project(point: Vec3, camera: Camera): Projected {
    const depth = Math.max(0.5, point.z - camera.position.z);
    const scale = FOCAL_PX / depth;
    return {
      x: this.board.width / 2 + (point.x - camera.position.x) * scale,
      y: this.horizonY - (point.y - camera.position.y) * scale,
      scale,
    };
  }

  private drawSet(ctx: SKRSContext2D, camera: Camera): void {
    const { width, height } = this.board;
    ctx.drawImage(this.set, 0, 0);

    // The grid: rails of constant x converge on the vanishing point; cross lines scroll by depth.
    const { position } = camera;
    ctx.strokeStyle = this.gridColor;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let x = -24; x <= 24; x += 2) {
      const near = this.project({ x, y: 0, z: position.z + 0.6 }, camera);
      const far = this.project({ x, y: 0, z: position.z + 60 }, camera);
      ctx.moveTo(near.x, near.y);
      ctx.lineTo(far.x, far.y);
    }
    const first = Math.ceil(position.z / 2) * 2;
    for (let z = first; z < position.z + 60; z += 2) {
      const y = this.project({ x: 0, y: 0, z }, camera).y;
      if (y > height || y < this.horizonY + 3) continue;
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
    }
    ctx.stroke();
    ctx.drawImage(this.haze, 0, this.horizonY - 4);
  }

  private sphereHeight(sphere: Sphere, time: number): number {
    const { motion } = this.board;
    const t = time * motion.speed;
    const drop = clamp01((time - sphere.delay) / 0.9);
    const fall = (1 - easeOutBounce(drop)) * 7;
    const idle = motion.bounce
      ? Math.abs(Math.sin(sphere.phase + t * 2.4)) *
        0.9 *
        clamp01((time - sphere.delay - 0.9) / 0.4)
      : (Math.sin(sphere.phase + t * 1.2) * 0.5 + 0.6) * clamp01((time - sphere.delay - 0.9) / 0.6);
    return sphere.radius + fall + idle;
  }

  private drawSpheres(
    ctx: SKRSContext2D,
    camera: Camera,
    time: number,
    include: (sphere: Sphere) => boolean,
  ): void {
    const visible = this.spheres.filter(include).sort((a, b) => b.z - a.z);
    for (const sphere of visible) {
      const lift = this.sphereHeight(sphere, time) - sphere.radius;
      const ground = this.project({ x: sphere.x + 0.35, y: 0, z: sphere.z + 0.3 }, camera);
      const shadowWidth = (sphere.radius * 2.6 * ground.scale) / (1 + lift * 0.25);
      ctx.globalAlpha = clamp01(1 - lift * 0.12) * clamp01((time - sphere.delay) * 3);
      ctx.drawImage(
        this.shadow,
        ground.x - shadowWidth / 2,
        ground.y - shadowWidth * 0.16,
        shadowWidth,
        shadowWidth * 0.32,
      );
      ctx.globalAlpha = 1;

      const centre = this.project({ x: sphere.x, y: sphere.radius + lift, z: sphere.z }, camera);
      const size = sphere.radius * 2 * centre.scale;
      if (centre.y + size / 2 < 0) continue;
      ctx.drawImage(sphere.sprite, centre.x - size / 2, centre.y - size / 2, size, size);
    }
  }

  private drawTitle(ctx: SKRSContext2D, camera: Camera, time: number): void {
    const { motion, width } = this.board;
    const rise = motion.bounce ? easeOutBack(time / 1.1, 1.4) : easeOutCubic(time / 1.2);
    if (rise <= 0) return;
    const anchor = this.project(
      { ...TITLE_POSITION, y: TITLE_POSITION.y - (1 - rise) * 3 },
      camera,
    );
    // Deeper layers slide toward the vanishing point: that shift is the extrusion.
    const lean = Math.max(-1, Math.min(1, ((width / 2 - anchor.x) / width) * 6));
    const sprite = this.title.leaning(lean);
    const scale = anchor.scale / this.titleBaseScale;
    const drawWidth = sprite.canvas.width * scale;
    const drawHeight = sprite.canvas.height * scale;
    ctx.globalAlpha = clamp01(rise * 1.5);
    ctx.drawImage(
      sprite.canvas,
      anchor.x - sprite.faceCentreX * scale,
      anchor.y - sprite.faceCentreY * scale,
      drawWidth,
      drawHeight,
    );
    ctx.globalAlpha = 1;
  }
}

interface TitleSprite {
  canvas: Canvas;
  /** Where the centre of the front face sits inside the sprite. */
  faceCentreX: number;
  faceCentreY: number;
}

/**
 * The title as solid lettering: a lit face over a stack of side layers. A stack costs a dozen
 * blits, so it is baked once per lean (the extrusion's direction, quantised) and reused.
 */
class ExtrudedTitle {
  private readonly face: Canvas;
  private readonly sideNear: Canvas;
  private readonly sideFar: Canvas;
  private readonly cache = new Map<number, TitleSprite>();

  constructor(layout: TextLayout, palette: VideoPalette) {
    const base = palette.accent === INK ? palette.backgroundFrom : palette.accent;
    const side = darken(mix(base, palette.backgroundFrom, 0.35), 0.3);
    this.face = bakeText(layout, (ctx, height) => {
      const face = ctx.createLinearGradient(0, 0, 0, height);
      face.addColorStop(0, '#FFFFFF');
      face.addColorStop(1, lighten(palette.accent === INK ? palette.glow : palette.accent, 0.55));
      return face;
    });
    this.sideNear = bakeText(layout, () => side);
    this.sideFar = bakeText(layout, () => darken(side, 0.45));
  }

  /** `lean` from -1 (the stack runs left) to 1 (right); the stack always runs downward. */
  leaning(lean: number): TitleSprite {
    const step = Math.round(lean * LEAN_STEPS);
    let sprite = this.cache.get(step);
    if (!sprite) {
      sprite = this.bake(step / LEAN_STEPS);
      this.cache.set(step, sprite);
    }
    return sprite;
  }

  private bake(lean: number): TitleSprite {
    const dx = lean * 0.45;
    const dy = 0.75;
    const spreadX = Math.ceil(Math.abs(dx) * EXTRUDE_LAYERS);
    const spreadY = Math.ceil(dy * EXTRUDE_LAYERS);
    const canvas = createCanvas(this.face.width + spreadX, this.face.height + spreadY);
    const ctx = canvas.getContext('2d');
    const originX = dx < 0 ? spreadX : 0;
    for (let layer = EXTRUDE_LAYERS; layer >= 1; layer--) {
      const side = layer > EXTRUDE_LAYERS / 2 ? this.sideFar : this.sideNear;
      ctx.drawImage(side, originX + dx * layer, dy * layer);
    }
    ctx.drawImage(this.face, originX, 0);
    return {
      canvas,
      faceCentreX: originX + this.face.width / 2,
      faceCentreY: this.face.height / 2,
    };
  }
}

/** One line when the title fits at a display size, else two. */
function layoutTitle(
  ctx: SKRSContext2D,
  title: string,
  frameWidth: number,
  family: string,
): TextLayout {
  // The title grows by a fifth with the dolly and sways: in a narrow frame it starts smaller.
  const room = Math.min(1, (frameWidth * 0.62) / 780);
  const single = layoutText(ctx, title, {
    family,
    weight: 700,
    // Room for the dolly (the title grows by a fifth) and the sway, inside the frame.
    maxWidth: 780 * room,
    maxLines: 1,
    maxSizePx: 112,
    minSizePx: 76,
    highlightTokens: false,
  });
  // One line only at the designed size: a narrower one would shrink the title (9:16).
  if (single.lines.length === 1 && single.sizePx >= 76) return single;
  return layoutText(ctx, title, {
    family,
    weight: 700,
    maxWidth: 760 * room,
    maxLines: room < 1 ? 3 : 2,
    maxSizePx: 104,
    minSizePx: 56,
    overflowLines: 1,
    highlightTokens: false,
  });
}

/** The still parts of the set, baked once: sky, floor, haze at the horizon and its glow. */
function bakeSet(board: Storyboard, horizonY: number): Canvas {
  const { width, height, palette } = board;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const sky = ctx.createLinearGradient(0, 0, 0, horizonY);
  sky.addColorStop(0, darken(palette.backgroundFrom, 0.25));
  sky.addColorStop(1, palette.backgroundTo);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, horizonY);
  const floor = ctx.createLinearGradient(0, horizonY, 0, height);
  floor.addColorStop(0, mix(palette.backgroundTo, palette.deep, 0.35));
  floor.addColorStop(1, palette.deep);
  ctx.fillStyle = floor;
  ctx.fillRect(0, horizonY, width, height - horizonY);
  ctx.globalAlpha = 0.55;
  ctx.drawImage(bakeGlow(palette.glow, 256), width / 2 - 760, horizonY - 260, 1520, 520);
  ctx.globalAlpha = 1;
  return canvas;
}

function bakeHaze(board: Storyboard, heightPx: number): Canvas {
  const { width, palette } = board;
  const canvas = createCanvas(width, heightPx);
  const ctx = canvas.getContext('2d');
  const haze = ctx.createLinearGradient(0, 0, 0, heightPx);
  haze.addColorStop(0, rgba(mix(palette.backgroundTo, palette.glow, 0.3), 0.95));
  haze.addColorStop(1, rgba(palette.backgroundTo, 0));
  ctx.fillStyle = haze;
  ctx.fillRect(0, 0, width, heightPx);
  return canvas;
}

/** Bakes laid-out text, each line centred, into a sprite filled with the given paint. */
function bakeText(
  layout: TextLayout,
  paint: (ctx: SKRSContext2D, height: number) => string | Gradient,
): Canvas {
  const pad = 8;
  const canvas = createCanvas(
    Math.ceil(layout.width + 2 * pad),
    Math.ceil(layout.height + 2 * pad),
  );
  const ctx = canvas.getContext('2d');
  ctx.font = layout.font;
  ctx.letterSpacing = `${layout.letterSpacingPx}px`;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = paint(ctx, canvas.height);
  layout.lines.forEach((line, index) => {
    const left = pad + (layout.width - line.width) / 2;
    const middle = pad + layout.lineHeightPx * (index + 0.5);
    for (const unit of line.units) ctx.fillText(unit.text, left + unit.x, middle);
  });
  return canvas;
}

function easeOutBounce(t: number): number {
  const x = clamp01(t);
  const n = 7.5625;
  const d = 2.75;
  if (x < 1 / d) return n * x * x;
  if (x < 2 / d) return n * (x - 1.5 / d) ** 2 + 0.75;
  if (x < 2.5 / d) return n * (x - 2.25 / d) ** 2 + 0.9375;
  return n * (x - 2.625 / d) ** 2 + 0.984375;
}
