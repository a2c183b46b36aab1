import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { GalleryConsent1763886000000 } from '../src/database/migrations/1763886000000-gallery-consent';
import { type ResponseChecker, responseChecker } from './support/openapi';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { createUser, type TestUser, waitForVideo } from './support/users';

/** Issue #27 §3: a video joins the community gallery only when its owner opts in. */
describe('community gallery consent', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let ana: TestUser;
  let bruno: TestUser;
  let openapi: ResponseChecker;

  const gallery = async (): Promise<string[]> => {
    const res = await request(t.http).get('/api/videos/latest').expect(200);
    openapi.check(res);
    return (res.body as { id: string }[]).map((v) => v.id);
  };
  const optIn = (user: TestUser, id: string, community: unknown) =>
    request(t.http).put(`/api/videos/${id}/community`).set(user.auth).send({ community });
  const completed = async (id: string) => {
    expect(await waitForVideo(t, ana, id)).toMatchObject({ status: 'completed' });
  };

  beforeAll(async () => {
    t = await createTestApp('gallery_consent');
    worker = await createTestWorker(t.config);
    ana = await createUser(t, { credits: 100 });
    bruno = await createUser(t);
    openapi = await responseChecker(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('a new video stays out until its owner opts in, and leaves at once on opt-out', async () => {
    const created = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .send({ prompt: 'Padaria Pão Dourado: sonho de creme a R$ 5,00', duration: 4 })
      .expect(202);
    const id: string = created.body.id;
    expect(created.body.community).toBe(false);
    await completed(id);
    expect(await gallery()).not.toContain(id);

    const on = await optIn(ana, id, true).expect(200);
    openapi.check(on);
    expect(on.body).toMatchObject({ id, community: true, status: 'completed' });
    expect(await gallery()).toContain(id);
    const listed = await request(t.http).get('/api/videos').set(ana.auth).expect(200);
    expect(listed.body.items.find((v: { id: string }) => v.id === id).community).toBe(true);

    const off = await optIn(ana, id, false).expect(200);
    expect(off.body.community).toBe(false);
    expect(await gallery()).not.toContain(id);

    // Staff moderation stays on top: a hidden video stays out whatever its owner says.
    await t.db.query('UPDATE videos SET hidden_at = now() WHERE id = $1', [id]);
    await optIn(ana, id, true).expect(200);
    expect(await gallery()).not.toContain(id);
  });

  it("the choice made when generating, as JSON or multipart, is the video's consent", async () => {
    const json = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .send({ prompt: 'Academia Força Total com matrícula grátis', duration: 4, community: true })
      .expect(202);
    expect(json.body.community).toBe(true);
    const form = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .field('prompt', 'Barbearia do Zé: corte + barba R$ 45,00')
      .field('duration', '4')
      .field('community', 'true')
      .expect(202);
    expect(form.body.community).toBe(true);
    const off = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .field('prompt', 'Pet shop Bicho Feliz: banho e tosa')
      .field('duration', '4')
      .field('community', 'false')
      .expect(202);
    expect(off.body.community).toBe(false);
    for (const id of [json.body.id, form.body.id, off.body.id]) await completed(id);
    const shown = await gallery();
    expect(shown).toEqual(expect.arrayContaining([json.body.id, form.body.id]));
    expect(shown).not.toContain(off.body.id);

    const bad = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .send({ prompt: 'Sorveteria Gelato', community: 'talvez' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('only the owner decides: another user gets 404 and changes nothing', async () => {
    const [{ id }] = await t.db.query(
      `SELECT id FROM videos WHERE user_id = $1 AND community_opt_in AND hidden_at IS NULL
        ORDER BY created_at LIMIT 1`,
      [ana.id],
    );
    const before = await gallery();
    expect(before).toContain(id);
    const res = await optIn(bruno, id, false).expect(404);
    expect(res.body.code).toBe('not_found');
    expect(await gallery()).toContain(id);
    await request(t.http).put(`/api/videos/${id}/community`).send({ community: false }).expect(401);
    const invalid = await optIn(ana, id, 'sim').expect(400);
    expect(invalid.body.code).toBe('validation_failed');
    await optIn(ana, 'not-a-uuid', true).expect(404);
    const [row] = await t.db.query('SELECT community_opt_in FROM videos WHERE id = $1', [id]);
    expect(row.community_opt_in).toBe(true);
  });

  it('videos made before consent existed stay out of the gallery', async () => {
    const migration = new GalleryConsent1763886000000();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      // A completed, public, approved video as the schema before this change held it.
      const [{ id }] = await runner.query(
        `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
            provider, cost_credits, video_key, thumbnail_key, progress, completed_at, approved_at)
         VALUES ($1, 'text', 'completed', 'Loja antiga', 'Loja antiga', 4, 'fun', 'energetic',
            'local', 0, 'videos/old.mp4', 'thumbnails/old.jpg', 100, now(), now())
         RETURNING id`,
        [ana.id],
      );
      await migration.up(runner);
      const [row] = await runner.query('SELECT community_opt_in FROM videos WHERE id = $1', [id]);
      expect(row.community_opt_in).toBe(false);
      expect(await gallery()).not.toContain(id);
      await optIn(ana, id, true).expect(200);
      expect(await gallery()).toContain(id);
    } finally {
      await runner.release();
    }
  });
});
