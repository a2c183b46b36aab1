import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '../canvas';

export interface BlurredCoverOptions {
  /** How much larger than a plain cover the copy is drawn (hides the blur's soft edges). */
  zoom: number;
  /** Painted under the photo first, for photos with transparency. */
  ground?: string;
}

/**
 * Fills `width` x `height` of `ctx` with a blurred, enlarged copy of `image`: the backdrop of magic
 * expansion. Blurring an eighth-size copy and enlarging it is as soft as a large blur at a
 * fraction of the cost.
 */
export function drawBlurredCover(
  ctx: SKRSContext2D,
  image: Image | Canvas,
  width: number,
  height: number,
  options: BlurredCoverOptions,
): void {
  const small = createCanvas(Math.round(width / 8), Math.round(height / 8));
  const smallCtx = small.getContext('2d');
  if (options.ground) {
    smallCtx.fillStyle = options.ground;
    smallCtx.fillRect(0, 0, small.width, small.height);
  }
  const cover = Math.max(small.width / image.width, small.height / image.height) * options.zoom;
  smallCtx.filter = 'blur(3px)';
  smallCtx.drawImage(
    image,
    (small.width - image.width * cover) / 2,
    (small.height - image.height * cover) / 2,
    image.width * cover,
    image.height * cover,
  );
  ctx.drawImage(small, 0, 0, width, height);
}
