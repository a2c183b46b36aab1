import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * The object-storage port: a local directory served at /media, or an S3-compatible bucket.
 * Every method throws InvalidStorageKeyError (storage-key.ts) for a key outside the key rules.
 */
export abstract class Storage {
  abstract readonly driver: 'local' | 's3';

  /** Writes a file from disk (or a buffer) under `key`; overwrites. */
  abstract put(
    key: string,
    source: { path: string } | { buffer: Buffer },
    contentType: string,
  ): Promise<void>;

  /** The bytes of `key`, whole or a byte range (inclusive end); null when it does not exist. */
  abstract read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;

  abstract stat(key: string): Promise<StoredObject | null>;

  /** Deletes `key`; no error when it is already gone. */
  abstract delete(key: string): Promise<void>;

  /**
   * A URL the browser can fetch until `expiresAt` (seconds since epoch). Local: the relative
   * `/media/<key>` with an HMAC signature checked by the media controller, so it works on
   * whatever address the page was reached at. S3: an absolute presigned GET URL.
   */
  abstract signedUrl(key: string, expiresAt: number): Promise<string>;

  /** The origin signed URLs point to, for the page's CSP; null when it is the api's own. */
  abstract mediaOrigin(): Promise<string | null>;
}
