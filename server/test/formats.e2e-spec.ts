import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { VIDEO_SIZES } from '@cena/contracts';
import request from 'supertest';
import { startGeminiServer, veoAppEnv, type GeminiTestServer } from './support/gemini-server';
import { expectDeliveredClip, makePng } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { balanceAndLedger, createUser, waitForVideo } from './support/users';

describe('Clip formats: 16:9, 9:16 and 1:1', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let scratch: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp('formats');
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 2 });
    scratch = mkdtempSync(join(tmpdir(), 'cena-formats-'));
    png = await makePng(join(scratch, 'photo.png'));
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const prompt =
    'PROMOÇÃO IMPERDÍVEL!!! TÊNIS NIKE AIR MAX DE R$ 799,90 POR APENAS R$ 399,90 SÓ HOJE NA LOJA SPORT CENTER 🔥🔥🔥';

  it.each([
    { aspectRatio: '9:16', duration: 5 },
    { aspectRatio: '1:1', duration: 4 },
    { aspectRatio: '16:9', duration: 4 },
  ] as const)(
    'POST /api/generate (JSON) in $aspectRatio → an MP4 of its size, H.264 + AAC',
    async ({ aspectRatio, duration }) => {
      const user = await createUser(t, { plan: 'pro', credits: 40 });
      const res = await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .send({ prompt, mode: 'text', duration, aspectRatio })
        .expect(202);
      expect(res.body).toMatchObject({ aspectRatio, durationS: duration });

      const done = await waitForVideo(t, user, res.body.id);
      expect(done.aspectRatio).toBe(aspectRatio);
      await expectDeliveredClip(t.http, done, duration, scratch, VIDEO_SIZES[aspectRatio]);
    },
  );

  it('takes the shape from a multipart upload (image mode, magic expansion) too', async () => {
    const user = await createUser(t, { plan: 'pro', credits: 40 });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', 'Bolo de cenoura R$ 35,00 na Padaria Pão Dourado 🎂')
      .field('mode', 'image')
      .field('duration', '4')
      .field('magicExpansion', 'true')
      .field('aspectRatio', '9:16')
      .attach('image', png, { filename: 'bolo.png', contentType: 'image/png' })
      .expect(202);
    const done = await waitForVideo(t, user, res.body.id);
    await expectDeliveredClip(t.http, done, 4, scratch, VIDEO_SIZES['9:16']);
  });

  it('takes the shape on the legacy POST /api/videos, and defaults to 16:9', async () => {
    const user = await createUser(t, { plan: 'pro', credits: 40 });
    const square = await request(t.http)
      .post('/api/videos')
      .set(user.auth)
      .send({ description: "Joe's Coffee opens Friday at 8am", duration: 4, aspectRatio: '1:1' })
      .expect(202);
    expect(square.body.aspectRatio).toBe('1:1');
    const plain = await request(t.http)
      .post('/api/videos')
      .set(user.auth)
      .send({ description: "Joe's Coffee opens Friday at 8am", duration: 4 })
      .expect(202);
    expect(plain.body.aspectRatio).toBe('16:9');
    const listed = await request(t.http).get(`/api/videos/${square.body.id}`).set(user.auth);
    expect(listed.body.aspectRatio).toBe('1:1');
  });

  it('refuses an unknown shape with 400 naming the field, and charges nothing', async () => {
    const user = await createUser(t, { plan: 'pro', credits: 40 });
    for (const aspectRatio of ['4:5', '16x9', '']) {
      const res = await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .send({ prompt, aspectRatio })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', fields: ['aspectRatio'] });
    }
    const multipart = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', prompt)
      .field('aspectRatio', 'square')
      .expect(400);
    expect(multipart.body).toMatchObject({ code: 'validation_failed', fields: ['aspectRatio'] });
    expect((await balanceAndLedger(t, user.id)).balance).toBe(40);
  });
});

describe('Clip formats through Veo (loopback Gemini API)', () => {
  const API_KEY = 'test-key';
  let gemini: GeminiTestServer;
  let t: TestApp;
  let worker: INestApplicationContext;
  let scratch: string;

  beforeAll(async () => {
    gemini = await startGeminiServer({ apiKey: API_KEY });
    t = await createTestApp('formats_veo', veoAppEnv(gemini, API_KEY));
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 2 });
    scratch = mkdtempSync(join(tmpdir(), 'cena-formats-veo-'));
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await gemini.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    { aspectRatio: '9:16', asked: '9:16' },
    { aspectRatio: '1:1', asked: '16:9' },
  ] as const)(
    '$aspectRatio: asks Veo for $asked and delivers an MP4 of its size',
    async ({ aspectRatio, asked }) => {
      const user = await createUser(t, { plan: 'pro', credits: 40 });
      const keyword = `FORMATO-${aspectRatio.replace(':', 'x')}`;
      const res = await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .send({ prompt: `Vitrine de verão ${keyword}`, mode: 'text', duration: 4, aspectRatio })
        .expect(202);
      const done = await waitForVideo(t, user, res.body.id);
      await expectDeliveredClip(t.http, done, 4, scratch, VIDEO_SIZES[aspectRatio]);
      const [start] = gemini.startsFor(keyword);
      expect(start.body!.parameters.aspectRatio).toBe(asked);
    },
  );
});
