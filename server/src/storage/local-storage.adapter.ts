import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { signedMediaUrl } from './media-signature';
import { Storage, type StoredObject } from './storage';
import { assertByteRange, assertStorageKey, contentTypeForKey } from './storage-key';

export interface LocalStorageOptions {
  /** Directory holding the objects (STORAGE_DIR). */
  root: string;
  /** MEDIA_URL_SECRET. */
  secret: string;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under a directory; the media controller serves them through signed URLs.
 * No metadata is kept beside the bytes: an object's type comes from its key's extension.
 */
export class LocalStorage extends Storage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    super();
    this.root = resolve(options.root);
  }

  async put(
    key: string,
    source: { path: string } | { buffer: Buffer },
    _contentType: string,
  ): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Same directory as the target, so the rename is atomic: readers see the old or the new file.
    const temp = join(
      dirname(target),
      `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      // A copy, not a rename: the caller owns (and may delete) its file, which may sit on another disk.
      if ('path' in source) await copyFile(source.path, temp);
      else await writeFile(temp, source.buffer);
      const handle = await open(temp, 'r+');
      try {
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (range) assertByteRange(range);
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeForKey(key) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async signedUrl(key: string, expiresAt: number): Promise<string> {
    assertStorageKey(key);
    return signedMediaUrl(this.options.secret, key, expiresAt);
  }

  mediaOrigin(): Promise<null> {
    return Promise.resolve(null);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, ...assertStorageKey(key).split('/'));
    // Belt and braces: the key pattern already rules out anything that could leave the root.
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }
}
