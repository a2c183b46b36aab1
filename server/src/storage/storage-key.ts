/** Keys are relative, slash-separated names such as `videos/<userId>/<videoId>.mp4`. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * A whitelist rather than a blacklist: no `..`, no leading slash, no backslash, no empty or
 * dot-led segment (so the local adapter's `.tmp` files can never be addressed), nothing that
 * needs URL-encoding.
 */
export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && !key.includes('..') && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

export function assertByteRange(range: { start: number; end: number }): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
};

/** The type a key's extension implies; the local driver keeps no metadata beside the bytes. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
