import type { Readable } from 'node:stream';
import { Storage, type StoredObject } from '../../src/storage/storage';

/** A storage that keeps the keys put and records the keys deleted (no bytes). */
export class MemoryStorage extends Storage {
  readonly driver = 'local' as const;
  readonly objects = new Set<string>();
  readonly deleted: string[] = [];

  async put(key: string): Promise<void> {
    this.objects.add(key);
  }
  async read(): Promise<Readable | null> {
    return null;
  }
  async stat(): Promise<StoredObject | null> {
    return null;
  }
  async delete(key: string): Promise<void> {
    this.deleted.push(key);
    this.objects.delete(key);
  }
  async signedUrl(): Promise<string> {
    return '';
  }
  async mediaOrigin(): Promise<null> {
    return null;
  }
}
