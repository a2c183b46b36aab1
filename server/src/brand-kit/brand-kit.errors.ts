import type { ErrorCode } from '@cena/contracts';

/** Why a kit's fields are refused (brand-kit-fields.ts), each naming its field. */
export const BRAND_KIT_FIELD_ERRORS = [
  'invalid_phone',
  'invalid_instagram',
  'invalid_website',
  'invalid_color',
  'field_too_long',
] as const satisfies readonly ErrorCode[];

/** Why a logo is refused (logo-check.ts, logo-image.ts). */
export const LOGO_ERRORS = [
  'logo_not_an_image',
  'logo_too_large',
  'logo_too_many_pixels',
] as const satisfies readonly ErrorCode[];
