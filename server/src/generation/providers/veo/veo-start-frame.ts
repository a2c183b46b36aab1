import {
  createCanvas,
  drawBlurredCover,
  decodeSourceImage,
  type SourceImageOptions,
} from '@cena/engine';
import type { StartFrame } from './veo-request';

const JPEG_QUALITY = 90;

/**
 * The upload redrawn as the clip's 16:9 opening frame, as a JPEG (the Gemini API takes JPEG and
 * PNG only). Without magic expansion the photo covers the frame, cropped at the centre; with it
 * the whole photo sits on a blurred, enlarged copy of itself, which is what the user paid for:
 * the API has no outpainting of its own. Throws when the bytes are not a decodable image or
 * declare more pixels than an upload may.
 */
export async function renderStartFrame(
  bytes: Buffer,
  frame: { width: number; height: number },
  magicExpansion: boolean,
  decode: SourceImageOptions = {},
): Promise<StartFrame> {
  // Decoded no larger than the frame needs, never the full bitmap of a large photo.
  const image = await decodeSourceImage(bytes, { ...decode, frame });
  const { width, height } = frame;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  const cover = Math.max(width / image.width, height / image.height);

  if (!magicExpansion) {
    const w = image.width * cover;
    const h = image.height * cover;
    ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
    return { bytes: await canvas.encode('jpeg', JPEG_QUALITY), mimeType: 'image/jpeg' };
  }

  drawBlurredCover(ctx, image, width, height, { zoom: 1.2 });
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillRect(0, 0, width, height);

  const contain = Math.min(width / image.width, height / image.height);
  const w = image.width * contain;
  const h = image.height * contain;
  ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
  return { bytes: await canvas.encode('jpeg', JPEG_QUALITY), mimeType: 'image/jpeg' };
}
