import { createCanvas, type Canvas, type SKRSContext2D } from './canvas';
import { registerFonts } from './fonts';
import { EndCard } from './layers/end-card';
import { bakeWatermark, drawWatermark, type Watermark } from './layers/watermark';
import { bakeLogoMark } from './layers/logo-mark';
import { decodeLogo } from './brand-logo';
import type { EndCardLayout } from './end-card-plan';
import type { FootageBand } from './footage-bands';
import type { Box } from './frame-shape';
import { Animation3dScene } from './scenes/animation3d-scene';
import { FootageScene } from './scenes/footage-scene';
import { ImageScene } from './scenes/image-scene';
import type { Scene, SceneLayoutModel } from './scenes/scene';
import type { SourceImageOptions } from './source-image';
import { type HeroInput, TextScene } from './scenes/text-scene';
import { loadHeroObject } from './hero-object-images';
import { planHero } from './hero-plan';
import { planStoryboard, type StoryInput, type Storyboard } from './storyboard';

export interface FrameInput extends StoryInput {
  /** The uploaded photo (image mode): JPEG, PNG or WebP bytes. */
  image?: { bytes: Buffer };
  /**
   * Footage mode: the frames are a transparent layer for a picture the engine does not draw (a
   * provider's clip), the words in `band`, where the footage is calm. The mode's own scene (and
   * its photo) is then not drawn.
   */
  footage?: { band: FootageBand };
}

/** What the frames show where: the scene's words, and the end card drawn over them. */
export interface FrameLayoutModel extends SceneLayoutModel {
  endCard: EndCardLayout;
  /** The corner mark's sprite (Cena's watermark or the brand's logo), when the clip has one. */
  corner: Box | undefined;
}

/**
 * Draws the frames of one clip into a single reused canvas. Everything costly (layouts, sprites,
 * the scaled photo, blurs) is prepared in `create`; `render` only composes.
 */
export class FrameRenderer {
  readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;

  private constructor(
    readonly board: Storyboard,
    canvas: Canvas,
    private readonly scene: Scene,
    private readonly endCard: EndCard,
    private readonly watermark: Watermark | undefined,
  ) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
  }

  /** `decode` runs the downscaling decode of the uploaded photo (image mode). */
  static async create(input: FrameInput, decode: SourceImageOptions = {}): Promise<FrameRenderer> {
    registerFonts();
    const board = planStoryboard(input);
    const canvas = createCanvas(board.width, board.height);
    const ctx = canvas.getContext('2d');
    const scene = await createScene(ctx, board, input, decode);
    // In 9:16 the mark sits above the platform's bottom bar, where it stays visible.
    const { safe } = board.shape;
    const markBottom = board.shape.aspectRatio === '9:16' ? safe.y + safe.height : board.height;
    const logo = input.brand?.logo ? await decodeLogo(input.brand.logo.bytes) : undefined;
    // Basic keeps Cena's watermark; Pro and Business carry the customer's logo there, if any.
    const watermark = input.watermark
      ? bakeWatermark(board.width, markBottom)
      : logo && bakeLogoMark(logo, board.width, markBottom);
    const endCard = await EndCard.create(ctx, board, logo, scene.endCardPicture?.());
    return new FrameRenderer(board, canvas, scene, endCard, watermark);
  }

  get frameCount(): number {
    return this.board.frameCount;
  }

  layoutModel(): FrameLayoutModel {
    const mark = this.watermark;
    const corner = mark && {
      x: mark.x,
      y: mark.y,
      width: mark.sprite.width,
      height: mark.sprite.height,
    };
    return { ...this.scene.layoutModel(), endCard: this.endCard.layout, corner };
  }

  /** Time of a frame in seconds. */
  timeOf(index: number): number {
    return index / this.board.fps;
  }

  /**
   * Whether frame `index` is the very frame before it, pixel for pixel: the end card holds still
   * (its last 1–1.5 s), the scene under it is not drawn and the corner mark does not change. The
   * pump then sends the last frame's bytes again rather than drawing and packing it anew.
   */
  repeatsPrevious(index: number): boolean {
    return index > 0 && this.endCard.holdsStill(this.timeOf(index - 1));
  }

  /** Draws frame `index` and returns the shared canvas (valid until the next call). */
  render(index: number): Canvas {
    const { ctx } = this;
    const time = this.timeOf(index);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    ctx.imageSmoothingQuality = 'low';
    // Once the end card's ground covers the frame, the scene under it is not drawn at all.
    if (!this.endCard.coversFrame(time)) this.scene.draw(ctx, time);
    this.endCard.draw(ctx, time);
    // On the end card the brand is its credit or logo, not a second mark in the corner.
    if (this.watermark && !this.endCard.showsBrand(time)) drawWatermark(ctx, this.watermark);
    return this.canvas;
  }

  /**
   * The scene's ground alone at frame `index`, into `target` (the frame's size), or false when
   * the scene has none to tell apart (a photo) or the end card covers the frame.
   */
  renderBackdrop(index: number, target: Canvas): boolean {
    const time = this.timeOf(index);
    if (!this.scene.drawBackdrop || this.endCard.coversFrame(time)) return false;
    const ctx = target.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    this.scene.drawBackdrop(ctx, time);
    return true;
  }
}

async function createScene(
  ctx: SKRSContext2D,
  board: Storyboard,
  input: FrameInput,
  decode: SourceImageOptions,
): Promise<Scene> {
  if (input.footage) return new FootageScene(ctx, board, input.footage.band);
  switch (board.input.mode) {
    case 'image':
      if (!input.image) throw new Error('Image mode needs an image');
      return ImageScene.create(ctx, board, input.image.bytes, decode);
    case 'animation3d':
      return new Animation3dScene(ctx, board, await loadHero(board));
    case 'text':
      return new TextScene(ctx, board, await loadHero(board));
  }
}

/** The clip's objects and which beat shows which, decoded (once per process each). */
async function loadHero(board: Storyboard): Promise<HeroInput> {
  const plan = planHero(board);
  return { plan, images: await Promise.all(plan.objects.map(loadHeroObject)) };
}
