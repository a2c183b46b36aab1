import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import type { Gradient } from '../canvas-types';
import { lighten, mix, rgba } from '../color';
import { clamp01, easeOutBack, easeOutCubic } from '../easing';
import { INK } from '../palette';
import { createPrng, deriveSeed } from '../prng';
import type { Storyboard } from '../storyboard';
import type { TextLayout } from '../typography/text-layout';
import { TypographyTrack } from '../typography/typography-track';
import { bakeGlow, bakeImage, bakeShadow, bakeSphere } from '../layers/sprites';
import { HeroStage } from '../layers/hero-stage';
import type { Scene, SceneLayoutModel } from './scene';
import type { HeroInput } from './text-scene';
import {
  EXTRUDE_DX,
  EXTRUDE_DY,
  EXTRUDE_LAYERS,
  PROP_LIFT,
  TEXT_PAD_PX,
  planSet,
  titleSpriteSize,
  type SetColors,
  type SetLayout,
  type SetProp,
  type TitlePaint,
} from './animation3d-layout';
import { cameraAt, project, type Vec3 } from './set-camera';

interface Prop extends SetProp {
  sprite: Canvas;
  /** Seconds after the start at which it pops up. */
  delay: number;
  phase: number;
}

const HAZE_PX = 150;
/** Distinct extrusion directions baked on each side of straight down. */
const LEAN_STEPS = 4;
/** Seconds a prop takes to pop up from the floor. */
const PROP_POP_S = 0.45;

/**
 * A small lit 3D set rendered with 2D primitives: a perspective floor grid running to a glowing
 * horizon, the clip's objects (or shaded spheres) standing on it with contact shadows, and the
 * title extruded in depth. The camera dollies in and sways, so everything shifts with parallax by
 * its depth. Where each thing goes is planned up front (animation3d-layout.ts) so that no prop is
 * cut by the frame or crosses a text, whatever the camera does.
 */
export class Animation3dScene implements Scene {
  readonly layout: SetLayout;
  /** Sky, floor, haze and horizon glow: still, so baked once and blitted. */
  private readonly set: Canvas;
  /** Haze over the far grid lines, so they melt into the horizon. */
  private readonly haze: Canvas;
  private readonly gridColor: string;
  private readonly shadow: Canvas;
  private readonly props: Prop[];
  private readonly title: ExtrudedTitle;
  private readonly track: TypographyTrack;
  private readonly hero: HeroStage | undefined;

  /**
   * `hero`: the clip's objects, decoded; they stand on the floor in the spheres' places and, in
   * the upright and square frames, one floats large above the title, beat by beat.
   */
  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
    hero?: HeroInput,
  ) {
    const objects = hero?.images ?? [];
    const { palette, input } = board;
    const staged = hero !== undefined && objects.length > 0 && board.shape.aspectRatio !== '16:9';
    this.layout = planSet(ctx, board, staged);
    const { rig, colors } = this.layout;
    this.set = bakeSet(board, colors, rig.horizonY);
    this.haze = bakeHaze(board, colors, HAZE_PX);
    this.gridColor = rgba(colors.grid, 0.32);
    this.shadow = bakeShadow(128);

    const rng = createPrng(deriveSeed(input.seed, 'spheres'));
    const accent = palette.accent === INK ? palette.glow : palette.accent;
    const sphereColors = [
      accent,
      lighten(palette.backgroundTo, 0.12),
      lighten(palette.deep, 0.3),
      mix(accent, '#FFFFFF', 0.6),
    ];
    // One sprite per prop, baked at the largest side it is drawn at.
    this.props = this.layout.props.map((slot, index) => {
      const side = Math.ceil(
        2 * slot.radius * (rig.focalPx / (slot.z - Math.max(rig.fromZ, rig.toZ))),
      );
      const size = Math.min(512, Math.max(32, side));
      return {
        ...slot,
        sprite:
          objects.length > 0
            ? bakeImage(objects[index % objects.length], size)
            : bakeSphere(sphereColors[index % sphereColors.length], palette.glow, size),
        delay: 0.1 + index * 0.09 + rng.range(0, 0.1),
        phase: rng.range(0, Math.PI * 2),
      };
    });

    this.title = new ExtrudedTitle(this.layout.title.layout, this.layout.title.paint);
    this.hero =
      staged && hero && this.layout.hero
        ? new HeroStage(objects, hero.plan.cues, {
            box: this.layout.hero,
            palette,
            speed: board.motion.speed,
            bounce: board.motion.bounce,
          })
        : undefined;

    const { phrases } = this.layout;
    this.track = new TypographyTrack(ctx, board, {
      box: phrases.box,
      align: 'center',
      anchor: 'center',
      title: undefined,
      phrase: phrases.sizes,
      paint: {
        color: phrases.text,
        shadow: undefined,
        pill: palette.accent,
        onPill: palette.onAccent,
      },
      ornament: 'none',
      ornamentColor: palette.accent,
      plate: {
        color: rgba(phrases.plate.color, phrases.plate.alpha),
        paddingPx: phrases.paddingPx,
      },
    });
  }

  drawBackdrop(ctx: SKRSContext2D, time: number): void {
    this.drawSet(ctx, this.cameraAt(time));
  }

  layoutModel(): SceneLayoutModel {
    return { beats: this.track.model() };
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const camera = this.cameraAt(time);
    this.drawSet(ctx, camera);
    this.drawProps(ctx, camera, time);
    this.hero?.draw(ctx, time);
    this.drawTitle(ctx, camera, time);
    this.track.draw(ctx, time);
  }

  private cameraAt(time: number): Vec3 {
    return cameraAt(this.layout.rig, time, this.board.motion.speed, this.board.input.durationS);
  }

  private drawSet(ctx: SKRSContext2D, camera: Vec3): void {
    const { width, height } = this.board;
    const { rig } = this.layout;
    ctx.drawImage(this.set, 0, 0);

    // The grid: rails of constant x converge on the vanishing point; cross lines scroll by depth.
    ctx.strokeStyle = this.gridColor;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let x = -24; x <= 24; x += 2) {
      const near = project(rig, { x, y: 0, z: camera.z + 0.6 }, camera);
      const far = project(rig, { x, y: 0, z: camera.z + 60 }, camera);
      ctx.moveTo(near.x, near.y);
      ctx.lineTo(far.x, far.y);
    }
    const first = Math.ceil(camera.z / 2) * 2;
    for (let z = first; z < camera.z + 60; z += 2) {
      const y = project(rig, { x: 0, y: 0, z }, camera).y;
      if (y > height || y < rig.horizonY + 3) continue;
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
    }
    ctx.stroke();
    ctx.drawImage(this.haze, 0, rig.horizonY - 4);
  }

  /** Height of a prop's foot above the floor: an idle hop (lively clips) or a slow float. */
  private propLift(prop: Prop, time: number): number {
    const { motion } = this.board;
    const t = time * motion.speed;
    const settle = clamp01((time - prop.delay - PROP_POP_S) / 0.4);
    const wave = motion.bounce
      ? Math.abs(Math.sin(prop.phase + t * 2.4))
      : Math.sin(prop.phase + t * 1.2) * 0.5 + 0.5;
    return wave * PROP_LIFT * prop.radius * settle;
  }

  private drawProps(ctx: SKRSContext2D, camera: Vec3, time: number): void {
    const { rig } = this.layout;
    const { bounce } = this.board.motion;
    // Far props first, so nearer ones stand in front of them.
    for (const prop of [...this.props].sort((a, b) => b.z - a.z)) {
      const pop = clamp01((time - prop.delay) / PROP_POP_S);
      if (pop <= 0) continue;
      const grow = bounce ? easeOutBack(pop, 1.6) : easeOutCubic(pop);
      const lift = this.propLift(prop, time);
      const ground = project(rig, { x: prop.x, y: 0, z: prop.z }, camera);
      const shadowWidth = (prop.radius * 1.9 * ground.scale * grow) / (1 + lift / prop.radius);
      ctx.globalAlpha = clamp01(pop * 3);
      ctx.drawImage(
        this.shadow,
        ground.x - shadowWidth / 2,
        ground.y - shadowWidth * 0.16,
        shadowWidth,
        shadowWidth * 0.32,
      );
      const foot = project(rig, { x: prop.x, y: lift, z: prop.z }, camera);
      const size = 2 * prop.radius * foot.scale * grow;
      ctx.drawImage(prop.sprite, foot.x - size / 2, foot.y - size, size, size);
      ctx.globalAlpha = 1;
    }
  }

  private drawTitle(ctx: SKRSContext2D, camera: Vec3, time: number): void {
    const { motion, width } = this.board;
    const { rig, title } = this.layout;
    const rise = motion.bounce ? easeOutBack(time / 1.1, 1.4) : easeOutCubic(time / 1.2);
    if (rise <= 0) return;
    const at = project(rig, title.anchor, camera);
    // It rises into place from a little below, in screen space, so it never dips under the floor.
    const y = at.y + (1 - rise) * title.layout.height * 0.6;
    // Deeper layers slide toward the vanishing point: that shift is the extrusion.
    const lean = Math.max(-1, Math.min(1, ((rig.centreX - at.x) / width) * 6));
    const sprite = this.title.leaning(lean);
    const scale = at.scale / title.bakedScale;
    ctx.globalAlpha = clamp01(rise * 1.5);
    ctx.drawImage(
      sprite.canvas,
      at.x - sprite.faceCentreX * scale,
      y - sprite.faceCentreY * scale,
      sprite.canvas.width * scale,
      sprite.canvas.height * scale,
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
 * The title as solid lettering: a lit face, rimmed dark so it reads on any sky, over a stack of
 * side layers. A stack costs a dozen blits, so it is baked once per lean (the extrusion's
 * direction, quantised) and reused.
 */
class ExtrudedTitle {
  private readonly face: Canvas;
  private readonly sideNear: Canvas;
  private readonly sideFar: Canvas;
  private readonly cache = new Map<number, TitleSprite>();

  constructor(layout: TextLayout, paint: TitlePaint) {
    this.face = bakeText(layout, paint.outlinePx, paint.outline, (ctx, height) => {
      const face = ctx.createLinearGradient(0, 0, 0, height);
      face.addColorStop(0, paint.faceTop);
      face.addColorStop(1, paint.faceBottom);
      return face;
    });
    this.sideNear = bakeText(layout, paint.outlinePx, paint.sideNear, () => paint.sideNear);
    this.sideFar = bakeText(layout, paint.outlinePx, paint.sideFar, () => paint.sideFar);
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
    const dx = lean * EXTRUDE_DX;
    const dy = EXTRUDE_DY;
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

/** The still parts of the set, baked once: sky, floor, haze at the horizon and its glow. */
function bakeSet(board: Storyboard, colors: SetColors, horizonY: number): Canvas {
  const { width, height } = board;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const sky = ctx.createLinearGradient(0, 0, 0, horizonY);
  sky.addColorStop(0, colors.skyTop);
  sky.addColorStop(1, colors.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, horizonY);
  const floor = ctx.createLinearGradient(0, horizonY, 0, height);
  floor.addColorStop(0, colors.floorTop);
  floor.addColorStop(1, colors.floorBottom);
  ctx.fillStyle = floor;
  ctx.fillRect(0, horizonY, width, height - horizonY);
  ctx.globalAlpha = 0.55;
  ctx.drawImage(bakeGlow(colors.glow, 256), width / 2 - 760, horizonY - 260, 1520, 520);
  ctx.globalAlpha = 1;
  return canvas;
}

function bakeHaze(board: Storyboard, colors: SetColors, heightPx: number): Canvas {
  const { width, palette } = board;
  const canvas = createCanvas(width, heightPx);
  const ctx = canvas.getContext('2d');
  const haze = ctx.createLinearGradient(0, 0, 0, heightPx);
  haze.addColorStop(0, rgba(colors.haze, 0.95));
  haze.addColorStop(1, rgba(palette.backgroundTo, 0));
  ctx.fillStyle = haze;
  ctx.fillRect(0, 0, width, heightPx);
  return canvas;
}

/** Bakes laid-out text, each line centred and rimmed, into a sprite filled with the given paint. */
function bakeText(
  layout: TextLayout,
  rimPx: number,
  rim: string,
  paint: (ctx: SKRSContext2D, height: number) => string | Gradient,
): Canvas {
  const size = titleSpriteSize(layout, rimPx);
  const pad = TEXT_PAD_PX + rimPx / 2;
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.font = layout.font;
  ctx.letterSpacing = `${layout.letterSpacingPx}px`;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = rimPx;
  ctx.strokeStyle = rim;
  ctx.fillStyle = paint(ctx, canvas.height);
  layout.lines.forEach((line, index) => {
    const left = pad + (layout.width - line.width) / 2;
    const middle = pad + layout.lineHeightPx * (index + 0.5);
    for (const unit of line.units) {
      ctx.strokeText(unit.text, left + unit.x, middle);
      ctx.fillText(unit.text, left + unit.x, middle);
    }
  });
  return canvas;
}
