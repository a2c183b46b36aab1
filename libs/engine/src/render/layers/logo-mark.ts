import { type BrandLogo, bakeLogo, fitLogoBox, logoPlate } from '../brand-logo';
import { createCanvas } from '../canvas';
import { MARGIN_PX, PAD_PX, type Watermark } from './watermark';

/** The mark's largest size, its plate included: about the watermark's area. */
const MAX_WIDTH_PX = 150;
const MAX_HEIGHT_PX = 52;
/** The plate reaches beyond the logo by this share of its shorter side. */
const PAD_SHARE = 0.16;
const OPACITY = 0.92;

/**
 * The customer's logo as the corner mark of a Pro or Business clip: where Cena's watermark sits
 * on Basic (bottom right, its margin), about its size, on a plate of its own when it needs one
 * to read over any picture (see logoPlate), nearly opaque. Baked once for a frame size; frames
 * only blit it, as they do the watermark.
 */
export function bakeLogoMark(logo: BrandLogo, frameWidth: number, frameHeight: number): Watermark {
  // Over a picture the engine does not know, every ground is possible.
  const plate = logoPlate(logo, []);
  const fitted = fitLogoBox(logo, plate ? PAD_SHARE : 0, MAX_WIDTH_PX, MAX_HEIGHT_PX);
  const width = Math.ceil(fitted.outerWidth);
  const height = Math.ceil(fitted.outerHeight);
  const sprite = createCanvas(width + 2 * PAD_PX, height + 2 * PAD_PX);
  const ctx = sprite.getContext('2d');
  ctx.globalAlpha = OPACITY;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 1;
  if (plate) {
    ctx.fillStyle = plate;
    ctx.beginPath();
    ctx.roundRect(PAD_PX, PAD_PX, width, height, Math.min(width, height) * 0.24);
    ctx.fill();
    // The logo on its plate casts no second shadow.
    ctx.shadowColor = 'rgba(0,0,0,0)';
  }
  ctx.drawImage(
    bakeLogo(logo, fitted.width, fitted.height),
    Math.round(PAD_PX + (width - fitted.width) / 2),
    Math.round(PAD_PX + (height - fitted.height) / 2),
  );
  return {
    sprite,
    x: frameWidth - MARGIN_PX - width - PAD_PX,
    y: frameHeight - MARGIN_PX - height - PAD_PX,
  };
}
