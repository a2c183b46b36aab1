import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { responseChecker } from './support/openapi';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { createUser, type TestUser, waitForVideo } from './support/users';

describe('videos API', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let ana: TestUser;
  let bruno: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp('videos');
    worker = await createTestWorker(t.config);
    ana = await createUser(t, { credits: 100 });
    bruno = await createUser(t);
    const make = async (key: string, body: object) => {
      const res = await request(t.http)
        .post('/api/generate')
        .set(ana.auth)
        .send({ duration: 4, community: true, ...body })
        .expect(202);
      ids[key] = res.body.id;
    };
    await make('bakery', {
      prompt: 'Padaria Pão Dourado: sonho de creme a R$ 5,00',
      title: 'Sonho de creme',
    });
    await make('gym', { prompt: 'Academia Força Total com matrícula grátis' });
    await make('barber', { prompt: 'Barbearia do Zé: corte + barba R$ 45,00' });
    for (const id of Object.values(ids)) await waitForVideo(t, ana, id);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('lists my videos newest first, with status filters, search and pages', async () => {
    const all = await request(t.http).get('/api/videos').set(ana.auth).expect(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.body.items.map((v: { id: string }) => v.id)).toEqual([
      ids.barber,
      ids.gym,
      ids.bakery,
    ]);
    expect(all.body.items[0]).toEqual({
      id: ids.barber,
      status: 'completed',
      progress: 100,
      stage: 'finalizing',
      provider: 'local',
      mode: 'text',
      title: 'Barbearia do Zé',
      prompt: 'Barbearia do Zé: corte + barba R$ 45,00',
      durationS: 4,
      aspectRatio: '16:9',
      videoUrl: expect.stringMatching(/\/media\/videos\/.+\.mp4\?exp=\d+&sig=[0-9a-f]+$/),
      thumbnailUrl: expect.stringMatching(/\/media\/thumbnails\/.+\.jpg\?/),
      createdAt: expect.any(String),
      completedAt: expect.any(String),
      errorCode: null,
      community: true,
      share: null,
      views: 0,
    });

    const search = await request(t.http)
      .get('/api/videos')
      .query({ q: 'sonho' })
      .set(ana.auth)
      .expect(200);
    expect(search.body.items.map((v: { title: string }) => v.title)).toEqual(['Sonho de creme']);
    const page2 = await request(t.http)
      .get('/api/videos')
      .query({ page: 2, pageSize: 2 })
      .set(ana.auth)
      .expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
    const failed = await request(t.http)
      .get('/api/videos')
      .query({ status: 'failed' })
      .set(ana.auth)
      .expect(200);
    expect(failed.body.total).toBe(0);
    await request(t.http).get('/api/videos').query({ status: 'weird' }).set(ana.auth).expect(400);

    const none = await request(t.http).get('/api/videos').set(bruno.auth).expect(200);
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it('answers 404 for someone else’s video, never 403', async () => {
    for (const path of [
      `/api/videos/${ids.gym}`,
      `/api/videos/${ids.gym}/events`,
      '/api/videos/not-a-uuid',
    ]) {
      const res = await request(t.http).get(path).set(bruno.auth);
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 404,
        code: 'not_found',
      });
    }
    await request(t.http).delete(`/api/videos/${ids.gym}`).set(bruno.auth).expect(404);
  });

  it('serves media with byte ranges and refuses tampered or expired links', async () => {
    const video = await request(t.http).get(`/api/videos/${ids.bakery}`).set(ana.auth).expect(200);
    const { pathname, search } = new URL(video.body.videoUrl, 'http://cena.test');
    const range = await request(t.http)
      .get(pathname + search)
      .set('Range', 'bytes=0-99')
      .expect(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(range.headers['content-type']).toBe('video/mp4');
    const tampered = search.replace(/sig=([0-9a-f])/, (_, c) => `sig=${c === 'a' ? 'b' : 'a'}`);
    await request(t.http)
      .get(pathname + tampered)
      .expect(403);
    await request(t.http).get(`${pathname}?exp=1&sig=00`).expect(403);
  });

  it('shows completed public videos in the gallery, cached', async () => {
    const res = await request(t.http).get('/api/videos/latest').expect(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    // Newest completion first (the worker may finish them in any order).
    const byCompletion: { id: string }[] = await t.db.query(
      `SELECT id FROM videos WHERE user_id = $1 ORDER BY completed_at DESC`,
      [ana.id],
    );
    expect(res.body.slice(0, 3).map((v: { id: string }) => v.id)).toEqual(
      byCompletion.map((v) => v.id),
    );
    const barber = res.body.find((v: { id: string }) => v.id === ids.barber);
    expect(barber).toEqual({
      id: ids.barber,
      thumbnailUrl: expect.any(String),
      videoUrl: expect.any(String),
      prompt: 'Barbearia do Zé: corte + barba R$ 45,00',
      createdAt: expect.any(String),
    });
    await t.db.query('UPDATE videos SET hidden_at = now() WHERE id = $1', [ids.gym]);
    const after = await request(t.http).get('/api/videos/latest').expect(200);
    expect(after.body.map((v: { id: string }) => v.id)).not.toContain(ids.gym);
  });

  it('deletes a video and its files', async () => {
    const video = await request(t.http).get(`/api/videos/${ids.barber}`).set(ana.auth).expect(200);
    const { pathname, search } = new URL(video.body.videoUrl, 'http://cena.test');
    await request(t.http)
      .get(pathname + search)
      .expect(200);
    await request(t.http).delete(`/api/videos/${ids.barber}`).set(ana.auth).expect(204);
    await request(t.http).get(`/api/videos/${ids.barber}`).set(ana.auth).expect(404);
    await request(t.http)
      .get(pathname + search)
      .expect(404);
    const latest = await request(t.http).get('/api/videos/latest').expect(200);
    expect(latest.body.map((v: { id: string }) => v.id)).not.toContain(ids.barber);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE video_id = $1`,
      [ids.barber],
    );
    expect(n).toBe(1);
  });

  it('accepts the legacy POST /api/videos through the same path', async () => {
    const res = await request(t.http)
      .post('/api/videos')
      .set(ana.auth)
      .send({
        description: 'Festa junina da escola, sábado às 15h',
        duration: 4,
        musicType: 'animated',
        tone: 'fun',
      })
      .expect(202);
    expect(res.body).toMatchObject({
      status: 'queued',
      title: 'Vídeo Gerado',
      mode: 'text',
      durationS: 4,
    });
    const done = await waitForVideo(t, ana, res.body.id);
    expect(done.status).toBe('completed');
    const blank = await request(t.http)
      .post('/api/videos')
      .set(ana.auth)
      .send({ description: '  ' })
      .expect(400);
    expect(blank.body.code).toBe('prompt_required');
  });

  it('answers as the OpenAPI document describes (My videos, a video, the gallery, refusals)', async () => {
    const openapi = await responseChecker(t);
    const get = (path: string, user: TestUser = ana) => request(t.http).get(path).set(user.auth);
    openapi.check(await get('/api/videos').expect(200));
    openapi.check(await get('/api/videos?status=weird').expect(400));
    openapi.check(await get(`/api/videos/${ids.bakery}`).expect(200));
    openapi.check(await get(`/api/videos/${ids.bakery}/storyboard`).expect(200));
    openapi.check(await get(`/api/videos/${ids.bakery}`, bruno).expect(404));
    openapi.check(await request(t.http).get(`/api/videos/${ids.bakery}`).expect(401));
    openapi.check(await request(t.http).get('/api/videos/latest').expect(200));
    const generate = (user: TestUser, body: object) =>
      request(t.http).post('/api/generate').set(user.auth).send(body);
    const queued = await generate(ana, {
      prompt: 'Pet shop Amigo Fiel: banho e tosa',
      duration: 4,
    }).expect(202);
    openapi.check(queued);
    openapi.check(await generate(ana, { prompt: 'x', duration: 3 }).expect(400));
    const broke = await createUser(t, { credits: 0 });
    openapi.check(await generate(broke, { prompt: 'Floricultura Bela Flor' }).expect(402));
    await waitForVideo(t, ana, queued.body.id);
  });
});
