import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures of `/media/<key>?exp=<epoch seconds>&sig=<hex>` URLs served by the local
 * driver. The URLs are relative to the api: a page reached at any address plays them.
 */

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const EPOCH_PATTERN = /^\d{1,12}$/;

export function signMediaKey(secret: string, key: string, expiresAt: number): string {
  // The newline cannot occur in a key, so no two (key, exp) pairs share a signed string.
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('hex');
}

export function signedMediaUrl(secret: string, key: string, expiresAt: number): string {
  if (!Number.isSafeInteger(expiresAt) || expiresAt < 0) {
    throw new RangeError(`Invalid expiry ${expiresAt}`);
  }
  const sig = signMediaKey(secret, key, expiresAt);
  return `/media/${key}?exp=${expiresAt}&sig=${sig}`;
}

/** True when `sig` signs `key` + `exp` and `exp` is still in the future. */
export function verifyMediaSignature(
  secret: string,
  key: string,
  exp: unknown,
  sig: unknown,
  nowSeconds: number,
): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string') return false;
  if (!EPOCH_PATTERN.test(exp) || !SIGNATURE_PATTERN.test(sig)) return false;
  const expiresAt = Number(exp);
  if (expiresAt <= nowSeconds) return false;
  const expected = Buffer.from(signMediaKey(secret, key, expiresAt), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
