import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage } from '../../src/storage/storage';
import { InvalidStorageKeyError } from '../../src/storage/storage-key';
import { until } from './until';

export interface StorageContractSubject {
  storage: Storage;
  /** Fetches a signed URL the way a browser would (for local: through the api's /media route). */
  fetchUrl(url: string, init?: RequestInit): Promise<Response>;
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Flips one character of the URL's 64-hex signature (`sig` or `X-Amz-Signature`). */
export function tamperSignature(url: string): string {
  return url.replace(/[0-9a-f]{64}/, (sig) => (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What every Storage adapter must do; each adapter's API test runs it. */
export function describeStorageContract(
  name: string,
  setup: () => Promise<StorageContractSubject>,
): void {
  describe(`${name} (storage contract)`, () => {
    let subject: StorageContractSubject;
    let storage: Storage;
    let scratch: string;
    const key = (ext = 'mp4') =>
      `videos/${randomBytes(6).toString('hex')}/${randomBytes(6).toString('hex')}.${ext}`;
    const read = async (k: string, range?: { start: number; end: number }) => {
      const stream = await storage.read(k, range);
      return stream ? streamToBuffer(stream) : null;
    };

    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
      scratch = mkdtempSync(join(tmpdir(), 'cena-storage-contract-'));
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('stores a buffer and reads it back whole, with its size and type', async () => {
      const k = key('jpg');
      const bytes = randomBytes(4096);
      await storage.put(k, { buffer: bytes }, 'image/jpeg');
      expect(await read(k)).toEqual(bytes);
      expect(await storage.stat(k)).toEqual({ size: 4096, contentType: 'image/jpeg' });
    });

    it('copies a file from disk, so the caller may delete its temp file afterwards', async () => {
      const k = key();
      const bytes = randomBytes(1024 * 1024 + 17);
      const path = join(scratch, 'render.mp4');
      writeFileSync(path, bytes);
      await storage.put(k, { path }, 'video/mp4');
      rmSync(path);
      expect(await storage.stat(k)).toEqual({ size: bytes.length, contentType: 'video/mp4' });
      expect((await read(k))!.equals(bytes)).toBe(true);
    });

    it('reads a byte range, end inclusive', async () => {
      const k = key();
      const bytes = randomBytes(300_000);
      await storage.put(k, { buffer: bytes }, 'video/mp4');
      const same = async (range: { start: number; end: number }) =>
        (await read(k, range))!.equals(bytes.subarray(range.start, range.end + 1));
      expect(await same({ start: 0, end: 0 })).toBe(true);
      expect(await same({ start: 1000, end: 250_999 })).toBe(true);
      expect(await same({ start: 299_990, end: 299_999 })).toBe(true);
      await expect(storage.read(k, { start: 5, end: 4 })).rejects.toThrow(RangeError);
    });

    it('overwrites an existing key', async () => {
      const k = key();
      await storage.put(k, { buffer: Buffer.from('first version, longer') }, 'video/mp4');
      await storage.put(k, { buffer: Buffer.from('second') }, 'video/mp4');
      expect((await read(k))!.toString()).toBe('second');
      expect((await storage.stat(k))!.size).toBe(6);
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      const k = key();
      expect(await storage.read(k)).toBeNull();
      expect(await storage.read(k, { start: 0, end: 10 })).toBeNull();
      expect(await storage.stat(k)).toBeNull();
      await storage.put(k, { buffer: Buffer.from('bye') }, 'video/mp4');
      await storage.delete(k);
      expect(await storage.stat(k)).toBeNull();
      expect(await storage.read(k)).toBeNull();
      await expect(storage.delete(k)).resolves.toBeUndefined();
    });

    it.each([
      '../escape.mp4',
      'videos/../../escape.mp4',
      '/etc/passwd',
      'videos\\u\\v.mp4',
      'videos//v.mp4',
      'videos/.hidden',
      '',
      'videos/v.mp4?x=1',
    ])('refuses the bad key %j', async (bad) => {
      await expect(storage.put(bad, { buffer: Buffer.from('x') }, 'video/mp4')).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.read(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stat(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.signedUrl(bad, nowSeconds() + 60)).rejects.toThrow(
        InvalidStorageKeyError,
      );
    });

    it('signs a URL a browser can fetch, whole or by range, until it expires', async () => {
      const k = key();
      const bytes = randomBytes(50_000);
      await storage.put(k, { buffer: bytes }, 'video/mp4');
      const url = await storage.signedUrl(k, nowSeconds() + 300);

      const whole = await subject.fetchUrl(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

      const part = await subject.fetchUrl(url, { headers: { Range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/50000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    });

    it('gives the same URL for the same key and expiry, so caches hit', async () => {
      const k = key();
      const expiresAt = nowSeconds() + 3600;
      const first = await storage.signedUrl(k, expiresAt);
      const signedAt = nowSeconds();
      // Signed again in a later second: a URL that carried its signing time would differ.
      await until('a later second', () => nowSeconds() > signedAt);
      expect(await storage.signedUrl(k, expiresAt)).toBe(first);
      expect(await storage.signedUrl(k, expiresAt + 1)).not.toBe(first);
    });

    it('refuses a signed URL after its expiry or with a tampered signature', async () => {
      const k = key();
      await storage.put(k, { buffer: Buffer.from('secret') }, 'video/mp4');
      const expired = await storage.signedUrl(k, nowSeconds() - 5);
      expect((await subject.fetchUrl(expired)).status).toBe(403);

      const valid = await storage.signedUrl(k, nowSeconds() + 300);
      const tampered = tamperSignature(valid);
      expect(tampered).not.toBe(valid);
      expect((await subject.fetchUrl(tampered)).status).toBe(403);

      const otherKey = valid.replace(k, key());
      expect((await subject.fetchUrl(otherKey)).status).toBe(403);
      expect((await subject.fetchUrl(valid)).status).toBe(200);
    });
  });
}
