import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { rgbPng } from './support/png';
import { createTestApp, type TestApp } from './support/test-app';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

/**
 * A well-formed PNG that declares `width` x `height` (RGB, 8-bit) with one compressed row of
 * data: a few dozen bytes that a decoder would expand to the full declared bitmap.
 */
function declaredPng(width: number, height: number): Buffer {
  return rgbPng(width, height, Buffer.alloc(1 + width * 3));
}

/** A JPEG header (SOI, SOF0) declaring `width` x `height`. */
function declaredJpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('uploads are checked on their header before anything stores or decodes them', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('upload-limits');
  });
  afterAll(() => t.close());

  async function expectNothingWritten(user: TestUser): Promise<void> {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    expect(n).toBe(0);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });
    const [{ entries }] = await t.db.query(
      'SELECT count(*)::int AS entries FROM credit_ledger WHERE user_id = $1',
      [user.id],
    );
    expect(entries).toBe(1);
    expect(filesUnder(join(t.config.STORAGE_DIR, 'sources', user.id))).toEqual([]);
  }

  function generateWith(user: TestUser, image: Buffer, filename: string) {
    return request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .set('Accept-Language', 'en-US')
      .field('prompt', 'Vitrine da padaria ao amanhecer')
      .field('mode', 'image')
      .attach('image', image, { filename, contentType: 'image/png' });
  }

  it('400 image_too_many_pixels for a Pro user’s 30000x30000 PNG: nothing charged or stored', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);
    const storedBefore = filesUnder(t.config.STORAGE_DIR).length;

    const res = await generateWith(user, bomb, 'bomba.png').expect(400);

    expect(res.body).toEqual({
      statusCode: 400,
      code: 'image_too_many_pixels',
      message:
        'The image is too large to process: at most 40 megapixels and 10,000 pixels per side.',
    });
    await expectNothingWritten(user);
    expect(filesUnder(t.config.STORAGE_DIR)).toHaveLength(storedBefore);
  });

  it('400 image_too_many_pixels over 10,000 px a side, even under 40 megapixels', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const res = await generateWith(user, declaredJpeg(10_001, 100), 'panorama.jpg').expect(400);
    expect(res.body.code).toBe('image_too_many_pixels');
    await expectNothingWritten(user);
  });

  it('415 not_an_image when the header is cut short', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const truncated = declaredPng(100, 100).subarray(0, 20);
    const res = await generateWith(user, truncated, 'cortada.png').expect(415);
    expect(res.body.code).toBe('not_an_image');
    await expectNothingWritten(user);
  });

  it('accepts an upload declaring exactly 40 megapixels', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const res = await generateWith(user, declaredPng(8000, 5000), 'limite.png').expect(202);
    expect(res.body.status).toBe('queued');
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('400 invalid_text for a NUL in a multipart field, naming it', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', 'Bolo\u0000de pote')
      .field('mode', 'image')
      .attach('image', declaredPng(100, 100), { filename: 'bolo.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'invalid_text', fields: ['prompt'] });
    await expectNothingWritten(user);
  });
});
