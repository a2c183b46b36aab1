import type { IncomingHttpHeaders } from 'node:http';

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/;

/**
 * Whether a GET or HEAD whose answer has entity tag `etag` (and no Last-Modified) may be answered
 * 304: If-None-Match names the tag (weak comparison, as Express's `req.fresh`) or is `*`, and the
 * caller did not ask to bypass caches (`Cache-Control: no-cache`). If-Modified-Since alone never
 * matches an answer without Last-Modified.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  const opaque = withoutWeakPrefix(etag);
  return noneMatch.split(',').some((tag) => withoutWeakPrefix(tag.trim()) === opaque);
}

const withoutWeakPrefix = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
