import { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { signMediaKey } from './media-signature';
import { MediaService } from './media.service';
import { Storage, type StoredObject } from './storage';

const SECRET = 'unit-test-media-secret';
const NOW_S = 1_900_000_000;
const KEY = 'videos/u/v.mp4';

class FakeStorage extends Storage {
  readonly driver = 'local' as const;
  readonly reads: Array<{ start: number; end: number } | undefined> = [];
  constructor(private readonly objects: Record<string, Buffer>) {
    super();
  }
  async put(): Promise<void> {}
  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    this.reads.push(range);
    const body = this.objects[key];
    if (!body) return null;
    return Readable.from([range ? body.subarray(range.start, range.end + 1) : body]);
  }
  async stat(key: string): Promise<StoredObject | null> {
    const body = this.objects[key];
    return body ? { size: body.length, contentType: 'video/mp4' } : null;
  }
  async delete(): Promise<void> {}
  async signedUrl(): Promise<string> {
    return '';
  }
  async mediaOrigin(): Promise<null> {
    return null;
  }
}

describe('MediaService', () => {
  let storage: FakeStorage;
  let service: MediaService;
  const exp = String(NOW_S + 120);
  const sig = signMediaKey(SECRET, KEY, NOW_S + 120);
  const open = (overrides: Partial<Parameters<MediaService['open']>[0]> = {}) =>
    service.open({ key: KEY, exp, sig, headOnly: false, ...overrides }, NOW_S * 1000);

  beforeEach(() => {
    storage = new FakeStorage({ [KEY]: Buffer.from('0123456789') });
    service = new MediaService(storage, { MEDIA_URL_SECRET: SECRET } as AppConfig);
  });

  it('opens the whole object with its headers', async () => {
    const res = await open();
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=120',
      'Content-Length': '10',
    });
    expect(storage.reads).toEqual([undefined]);
  });

  it('opens a range', async () => {
    const res = await open({ range: 'bytes=2-4' });
    expect(res.status).toBe(206);
    expect(res.headers).toMatchObject({ 'Content-Length': '3', 'Content-Range': 'bytes 2-4/10' });
    expect(storage.reads).toEqual([{ start: 2, end: 4 }]);
  });

  it('reads nothing for HEAD', async () => {
    const res = await open({ headOnly: true, range: 'bytes=0-0' });
    expect(res).toMatchObject({ status: 206, body: null });
    expect(storage.reads).toEqual([]);
  });

  it('reports an unsatisfiable range with the size', async () => {
    expect(await open({ range: 'bytes=10-' })).toEqual({
      status: 416,
      headers: { 'Accept-Ranges': 'bytes', 'Content-Range': 'bytes */10' },
    });
  });

  it('refuses a bad signature before touching storage', async () => {
    await expect(open({ sig: sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })).rejects.toEqual(
      new DomainError('forbidden'),
    );
    await expect(open({ exp: String(NOW_S) })).rejects.toMatchObject({ code: 'forbidden' });
    expect(storage.reads).toEqual([]);
  });

  it('answers not_found for a missing object or an invalid key', async () => {
    const missing = 'videos/u/gone.mp4';
    await expect(
      open({ key: missing, sig: signMediaKey(SECRET, missing, NOW_S + 120) }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const bad = '../secret.mp4';
    await expect(
      open({ key: bad, sig: signMediaKey(SECRET, bad, NOW_S + 120) }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
