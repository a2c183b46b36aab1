import { type AcceptedImageType, BRAND_KIT_LIMITS } from '@cena/contracts';
import { DomainError } from '../common/domain-error';
import {
  exceedsPixelLimits,
  type PixelLimits,
  readImageHeader,
  sniffImageType,
} from '@cena/engine';

/** A logo file as the multipart reader hands it over: cut one byte past the limit. */
export interface UploadedLogo {
  buffer: Buffer;
  /** Bytes read; the file may have been longer (`tooLarge`). */
  size: number;
  tooLarge: boolean;
}

const LOGO_PIXEL_LIMITS: PixelLimits = {
  maxSidePx: BRAND_KIT_LIMITS.logoMaxSidePx,
  maxPixels: BRAND_KIT_LIMITS.logoMaxPixels,
};

/** The limits each refusal's message states. */
const MESSAGE_ARGS = {
  logo_not_an_image: undefined,
  logo_too_large: { maxMb: BRAND_KIT_LIMITS.logoMaxBytes / (1024 * 1024) },
  logo_too_many_pixels: { maxSide: BRAND_KIT_LIMITS.logoMaxSidePx },
};

const refuse = (code: keyof typeof MESSAGE_ARGS) =>
  new DomainError(code, { fields: ['logo'], args: MESSAGE_ARGS[code] });

/**
 * Checks a logo on its bytes and header alone, before anything decodes or stores it: a PNG,
 * JPEG or WebP by its magic bytes (an SVG, a GIF or no file is `logo_not_an_image`), at most
 * BRAND_KIT_LIMITS.logoMaxBytes (`logo_too_large`), a readable header (`logo_not_an_image`)
 * declaring no more pixels than a logo may have (`logo_too_many_pixels`: a decompression bomb is
 * never decoded). Returns the file's bytes and sniffed type.
 */
export function checkLogoUpload(logo: UploadedLogo | undefined): {
  bytes: Buffer;
  mimeType: AcceptedImageType;
} {
  if (!logo || !sniffImageType(logo.buffer)) throw refuse('logo_not_an_image');
  if (logo.tooLarge || logo.size > BRAND_KIT_LIMITS.logoMaxBytes) throw refuse('logo_too_large');
  const header = readImageHeader(logo.buffer);
  if (!header) throw refuse('logo_not_an_image');
  if (exceedsPixelLimits(header, LOGO_PIXEL_LIMITS)) throw refuse('logo_too_many_pixels');
  return { bytes: logo.buffer, mimeType: header.type };
}
