import { type AcceptedImageType, LIMITS } from '@cena/contracts';
import { DomainError } from '../../common/domain-error';
import { exceedsPixelLimits, readImageHeader, sniffImageType } from '@cena/engine';

/**
 * Checks an upload on its bytes and header alone, before anything stores or decodes it: its
 * type (`not_an_image`), its byte size (`image_too_large`), a readable header (`not_an_image`)
 * and the pixel count it declares (`image_too_many_pixels`). Returns the sniffed type.
 */
export function checkUploadedImage(image: {
  buffer: Buffer;
  size: number;
  tooLarge: boolean;
}): AcceptedImageType {
  if (!sniffImageType(image.buffer)) throw new DomainError('not_an_image');
  if (image.tooLarge || image.size > LIMITS.imageMaxBytes) throw new DomainError('image_too_large');
  const header = readImageHeader(image.buffer);
  if (!header) throw new DomainError('not_an_image');
  if (exceedsPixelLimits(header)) throw new DomainError('image_too_many_pixels');
  return header.type;
}
