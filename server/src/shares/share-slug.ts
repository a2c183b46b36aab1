import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^12 ≈ 3·10^21 (71 bits): no one finds a page by trying slugs. */
export const SHARE_SLUG_LENGTH = 12;
const SLUG_PATTERN = new RegExp(`^[0-9A-Za-z]{${SHARE_SLUG_LENGTH}}$`);

/** A new random slug, every character uniform over base62 (bytes ≥ 248 are drawn again). */
export function newShareSlug(): string {
  let slug = '';
  while (slug.length < SHARE_SLUG_LENGTH) {
    for (const byte of randomBytes(SHARE_SLUG_LENGTH * 2)) {
      if (byte < 248 && slug.length < SHARE_SLUG_LENGTH) slug += ALPHABET[byte % 62];
    }
  }
  return slug;
}

/** Whether `text` can be a slug at all (anything else is a 404 without a query). */
export function isShareSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}

/** Where a share's images live in the Storage, under the owner's id like the clip. */
export const shareKeys = {
  preview: (userId: string, slug: string) => `shares/${userId}/${slug}-preview.jpg`,
  poster: (userId: string, slug: string) => `shares/${userId}/${slug}-poster.jpg`,
} as const;
