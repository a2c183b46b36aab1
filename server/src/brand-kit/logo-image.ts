import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { createCanvas, type Image, loadImage } from '@cena/engine';
import { suggestLogoColors } from './logo-palette';

/** What a decoded logo tells: its size and the colours to suggest for the kit. */
export interface LogoImage {
  width: number;
  height: number;
  suggestedColors: string[];
}

/** The palette is read from a copy this small: enough for colours, cheap to quantize. */
const PALETTE_SIDE_PX = 128;

/**
 * Decodes a logo for real (after checkLogoUpload passed its header): a file the decoder refuses
 * is `logo_not_an_image`. Its colours are read from a copy at most PALETTE_SIDE_PX a side.
 */
@Injectable()
export class LogoImageReader {
  async read(bytes: Buffer): Promise<LogoImage> {
    let image: Image;
    try {
      image = await loadImage(bytes);
    } catch {
      throw new DomainError('logo_not_an_image', { fields: ['logo'] });
    }
    const { width, height } = image;
    if (!width || !height) throw new DomainError('logo_not_an_image', { fields: ['logo'] });
    const scale = Math.min(1, PALETTE_SIDE_PX / Math.max(width, height));
    const small = {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
    const canvas = createCanvas(small.width, small.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0, small.width, small.height);
    const { data } = context.getImageData(0, 0, small.width, small.height);
    return { width, height, suggestedColors: await suggestLogoColors({ data, ...small }) };
  }
}
