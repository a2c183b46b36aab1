import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config/app-config';
import { signMediaKey } from '../src/storage/media-signature';
import { S3Storage } from '../src/storage/s3-storage.adapter';
import { Storage } from '../src/storage/storage';
import { createStorage } from '../src/storage/storage.factory';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { describeStorageContract, tamperSignature } from './support/storage.contract';
import { createTestApp, type TestApp } from './support/test-app';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('local storage and /media (the api)', () => {
  let t: TestApp;
  let origin: string;
  let storage: Storage;
  /** Signed URLs are relative to the api; the test reaches them on the listening test app. */
  const fetchThroughApi = (url: string, init?: RequestInit) => fetch(new URL(url, origin), init);

  beforeAll(async () => {
    t = await createTestApp('storage', { PUBLIC_URL: 'https://cena.example' });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    storage = t.app.get(Storage);
  });
  afterAll(() => t.close());

  describeStorageContract('LocalStorage', async () => ({ storage, fetchUrl: fetchThroughApi }));

  it('is the default driver, keeps files under STORAGE_DIR and signs relative /media URLs', async () => {
    expect(storage.driver).toBe('local');
    const key = `videos/${randomBytes(4).toString('hex')}/clip.mp4`;
    await storage.put(key, { buffer: Buffer.from('mp4 bytes') }, 'video/mp4');
    expect(existsSync(join(t.config.STORAGE_DIR, key))).toBe(true);
    // The atomic write leaves no temp file behind.
    expect(readdirSync(join(t.config.STORAGE_DIR, key, '..'))).toEqual(['clip.mp4']);
    const url = await storage.signedUrl(key, 2_000_000_000);
    expect(url).toMatch(new RegExp(`^/media/${key}\\?exp=2000000000&sig=[0-9a-f]{64}$`));
    expect(await storage.mediaOrigin()).toBeNull();
  });

  describe('GET /media/*', () => {
    const bytes = randomBytes(10_000);
    let key: string;
    let url: string;
    let expiresAt: number;

    beforeAll(async () => {
      key = `videos/${randomBytes(4).toString('hex')}/${randomBytes(4).toString('hex')}.mp4`;
      await storage.put(key, { buffer: bytes }, 'video/mp4');
      expiresAt = nowSeconds() + 600;
      url = await storage.signedUrl(key, expiresAt);
    });

    it('serves the whole file with its type, length, range support and a cache life up to the expiry', async () => {
      const res = await fetchThroughApi(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe('10000');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      const maxAge = Number(
        /^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1],
      );
      expect(maxAge).toBeGreaterThan(590);
      expect(maxAge).toBeLessThanOrEqual(600);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('serves open-ended and suffix ranges with 206 and Content-Range', async () => {
      const open = await fetchThroughApi(url, { headers: { Range: 'bytes=9990-' } });
      expect(open.status).toBe(206);
      expect(open.headers.get('content-range')).toBe('bytes 9990-9999/10000');
      expect(open.headers.get('content-length')).toBe('10');
      expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(9990));

      const suffix = await fetchThroughApi(url, { headers: { Range: 'bytes=-4' } });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get('content-range')).toBe('bytes 9996-9999/10000');
      expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(9996));

      const clamped = await fetchThroughApi(url, { headers: { Range: 'bytes=9000-20000' } });
      expect(clamped.headers.get('content-range')).toBe('bytes 9000-9999/10000');
    });

    it('answers 416 with Content-Range for an unsatisfiable range', async () => {
      const res = await fetchThroughApi(url, {
        headers: { Range: 'bytes=10000-10010', 'Accept-Language': 'en' },
      });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */10000');
      expect(await res.json()).toMatchObject({ statusCode: 416 });
    });

    it('ignores a multi-range header and serves the whole file', async () => {
      const res = await fetchThroughApi(url, { headers: { Range: 'bytes=0-1,5-6' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe('10000');
      await res.arrayBuffer();
    });

    it('answers HEAD with the headers only', async () => {
      const res = await fetchThroughApi(url, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe('10000');
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
      const ranged = await fetchThroughApi(url, {
        method: 'HEAD',
        headers: { Range: 'bytes=0-9' },
      });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('bytes 0-9/10000');
    });

    it.each([
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ])('serves .%s as %s', async (ext, type) => {
      const imageKey = `thumbnails/${randomBytes(4).toString('hex')}.${ext}`;
      await storage.put(imageKey, { buffer: Buffer.from('img') }, type);
      const res = await fetchThroughApi(await storage.signedUrl(imageKey, nowSeconds() + 60));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
    });

    it('refuses a bad, missing or expired signature with the forbidden JSON', async () => {
      const { pathname } = new URL(url, origin);
      const cases = [
        tamperSignature(url),
        `${pathname}`,
        `${pathname}?exp=${expiresAt}`,
        `${pathname}?exp=${expiresAt + 1}&sig=${new URL(url, origin).searchParams.get('sig')}`,
        await storage.signedUrl(key, nowSeconds() - 1),
      ];
      for (const bad of cases) {
        const res = await fetchThroughApi(bad, { headers: { 'Accept-Language': 'en' } });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          statusCode: 403,
          code: 'forbidden',
          message: expect.any(String),
        });
      }
    });

    it('answers 404 not_found for a correctly signed key that does not exist', async () => {
      const missing = await storage.signedUrl('videos/nobody/nothing.mp4', nowSeconds() + 60);
      const res = await fetchThroughApi(missing, { headers: { 'Accept-Language': 'pt-BR' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        statusCode: 404,
        code: 'not_found',
        message: 'Não encontramos o que você procurou.',
      });
    });

    it('never serves files outside STORAGE_DIR, even under a valid signature', async () => {
      writeFileSync(join(t.config.STORAGE_DIR, '..', 'outside.txt'), 'private');
      const exp = nowSeconds() + 60;
      const cases: Array<[string, string]> = [
        ['/media/../outside.txt', '../outside.txt'],
        ['/media/%2e%2e/outside.txt', '../outside.txt'],
        ['/media/videos/..%2F..%2Foutside.txt', 'videos/../../outside.txt'],
        ['/media/videos%5C..%5C..%5Coutside.txt', 'videos\\..\\..\\outside.txt'],
      ];
      for (const [path, key] of cases) {
        const sig = signMediaKey(t.config.MEDIA_URL_SECRET, key, exp);
        // Raw HTTP: fetch() would normalise the dot segments away before sending.
        const res = await rawGet(`${path}?exp=${exp}&sig=${sig}`);
        expect(res.status).toBe(404);
        expect(res.body).not.toContain('private');
      }
    });

    function rawGet(path: string): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: new URL(origin).port, path }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    }
  });
});

describe('S3 storage (against the loopback S3)', () => {
  let s3: S3TestServer;
  let storage: S3Storage;
  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'cena-s3-'));
    s3 = await startS3Server();
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const created = createStorage(config);
    expect(created).toBeInstanceOf(S3Storage);
    storage = created as S3Storage;
  });
  afterAll(async () => {
    storage.onModuleDestroy();
    await s3.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  describeStorageContract('S3Storage', async () => ({
    storage,
    fetchUrl: (url, init) => fetch(url, init),
  }));

  it('streams a file upload with Content-Length (no aws-chunked) and asks ranges as bytes=a-b', async () => {
    s3.requests.length = 0;
    const key = `videos/${randomBytes(4).toString('hex')}/v.mp4`;
    const bytes = randomBytes(70_000);
    const path = join(scratch, 'render.mp4');
    writeFileSync(path, bytes);
    await storage.put(key, { path }, 'video/mp4');
    await storage.read(key, { start: 10, end: 19 }).then((s) => s?.resume());
    const [put, get] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/${s3.bucket}/${key}` });
    expect(put.headers['content-length']).toBe('70000');
    expect(put.headers['content-encoding']).toBeUndefined();
    expect(put.headers['content-type']).toBe('video/mp4');
    expect(get.headers.range).toBe('bytes=10-19');
    expect(s3.objects.get(key)?.body.equals(bytes)).toBe(true);
  });

  it('presigns path-style URLs that end at the expiry, capped at the SigV4 maximum of seven days', async () => {
    const week = 7 * 24 * 3600;
    const now = Date.UTC(2030, 0, 10, 12) / 1000;
    const inAnHour = new URL(await storage.signedUrl('videos/a/b.mp4', now + 3600, now * 1000));
    expect(inAnHour.origin + inAnHour.pathname).toBe(`${s3.endpoint}/${s3.bucket}/videos/a/b.mp4`);
    const signedAt = Date.parse(
      inAnHour.searchParams
        .get('X-Amz-Date')!
        .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(signedAt / 1000 + Number(inAnHour.searchParams.get('X-Amz-Expires'))).toBe(now + 3600);

    const inAMonth = new URL(
      await storage.signedUrl('videos/a/b.mp4', now + 30 * 24 * 3600, now * 1000),
    );
    expect(inAMonth.searchParams.get('X-Amz-Expires')).toBe(String(week));
    expect(inAMonth.searchParams.get('X-Amz-Date')).toBe('20300110T120000Z');
  });

  it("names the store's origin for the page's CSP (media play from exactly there)", async () => {
    expect(await storage.mediaOrigin()).toBe(new URL(s3.endpoint).origin);
  });

  it('signs browser URLs for S3_PUBLIC_ENDPOINT while talking to the store at S3_ENDPOINT', async () => {
    // The same store under a second name: the api's private address and the browsers' public one.
    const publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    const split = createStorage(
      loadConfig({
        ...process.env,
        NODE_ENV: 'test',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ENDPOINT: s3.endpoint,
        S3_PUBLIC_ENDPOINT: publicEndpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      }),
    ) as S3Storage;
    try {
      const key = `videos/${randomBytes(4).toString('hex')}/public.mp4`;
      s3.requests.length = 0;
      await split.put(key, { buffer: Buffer.from('public bytes') }, 'video/mp4');
      expect(s3.requests[0].headers.host).toBe(new URL(s3.endpoint).host);

      const url = new URL(await split.signedUrl(key, Math.floor(Date.now() / 1000) + 600));
      expect(url.origin).toBe(new URL(publicEndpoint).origin);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('public bytes');
      expect(await split.mediaOrigin()).toBe(new URL(publicEndpoint).origin);
    } finally {
      split.onModuleDestroy();
    }
  });

  it('fails loudly with the wrong credentials', async () => {
    const wrong = new S3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    try {
      await expect(
        wrong.put('videos/x/y.mp4', { buffer: Buffer.from('x') }, 'video/mp4'),
      ).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      await expect(wrong.stat('videos/x/y.mp4')).rejects.toBeDefined();
    } finally {
      wrong.onModuleDestroy();
    }
  });

  it('(the loopback S3 itself) accepts the SDK default: aws-chunked uploads with CRC32 trailers', async () => {
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    try {
      const path = join(scratch, 'checksummed.bin');
      const bytes = randomBytes(100_000);
      writeFileSync(path, bytes);
      s3.requests.length = 0;
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'checksummed.bin',
          Body: createReadStream(path),
          ContentLength: bytes.length,
        }),
      );
      expect(s3.requests[0].headers['content-encoding']).toBe('aws-chunked');
      expect(s3.objects.get('checksummed.bin')?.body.equals(bytes)).toBe(true);
    } finally {
      client.destroy();
    }
  });
});
