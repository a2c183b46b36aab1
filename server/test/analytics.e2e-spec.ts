import { ANALYTICS } from '@cena/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { createUser, type TestUser, waitForVideo } from './support/users';

describe('analytics API', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let ana: TestUser;
  let bruno: TestUser;

  beforeAll(async () => {
    t = await createTestApp('analytics');
    worker = await createTestWorker(t.config);
    ana = await createUser(t);
    bruno = await createUser(t, { credits: 100 });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('refuses a caller without a token', async () => {
    const res = await request(t.http).get('/api/analytics').expect(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('a new user has nothing yet and is told to make a first video', async () => {
    const res = await request(t.http).get('/api/analytics').set(ana.auth).expect(200);
    expect(res.body).toMatchObject({
      videosCreated: 0,
      videosCompleted: 0,
      creditsUsed: 0,
      minutesSaved: 0,
      minutesSavedPerVideo: ANALYTICS.minutesSavedPerVideo,
      publicViews: 0,
    });
    expect(res.body.videosPerWeek).toHaveLength(ANALYTICS.weeksInChart);
    expect(res.body.achievements.every((a: { earned: boolean }) => !a.earned)).toBe(true);
    expect(res.body.tips).toContainEqual({ kind: 'first_video', badge: 'onboarding' });
    expect(res.get('cache-control')).toContain('no-store');
  });

  it('counts a finished video, its credits and this week, and earns the first badge', async () => {
    const created = await request(t.http)
      .post('/api/generate')
      .set(ana.auth)
      .send({
        prompt: 'Padaria Pão Dourado: sonho de creme a R$ 5,00',
        duration: 4,
        community: true,
      })
      .expect(202);
    expect((await waitForVideo(t, ana, created.body.id)).status).toBe('completed');
    await t.db.query('UPDATE videos SET views = 7 WHERE id = $1', [created.body.id]);

    const res = await request(t.http).get('/api/analytics').set(ana.auth).expect(200);
    expect(res.body).toMatchObject({
      videosCreated: 1,
      videosCompleted: 1,
      creditsUsed: 20,
      minutesSaved: ANALYTICS.minutesSavedPerVideo,
      publicViews: 7,
    });
    expect(res.body.videosPerWeek.at(-1).count).toBe(1);
    const first = res.body.achievements.find((a: { id: string }) => a.id === 'first_video');
    expect(first).toEqual({ id: 'first_video', earned: true, progress: 1, target: 1 });
    // 20 credits spent of 20: the low-credits tip comes first.
    expect(res.body.tips[0]).toEqual({ kind: 'low_credits', badge: 'warning' });

    // A deleted video still counts as created; another user's statistics stay their own.
    await request(t.http).delete(`/api/videos/${created.body.id}`).set(ana.auth).expect(204);
    const after = await request(t.http).get('/api/analytics').set(ana.auth).expect(200);
    expect(after.body).toMatchObject({ videosCreated: 1, publicViews: 0 });
    const other = await request(t.http).get('/api/analytics').set(bruno.auth).expect(200);
    expect(other.body).toMatchObject({ videosCreated: 0, creditsUsed: 0 });
  });

  it('a failed video refunded its credits: none counted as used', async () => {
    const res = await request(t.http)
      .post('/api/generate')
      .set(bruno.auth)
      .send({ prompt: 'Barbearia do Zé: corte + barba R$ 45,00', duration: 4 })
      .expect(202);
    await waitForVideo(t, bruno, res.body.id);
    await t.db.query(
      `INSERT INTO credit_ledger (user_id, delta, reason, video_id, note, balance_after)
       VALUES ($1, 20, 'video_refund', $2, 'test: refunded', 100)`,
      [bruno.id, res.body.id],
    );
    const stats = await request(t.http).get('/api/analytics').set(bruno.auth).expect(200);
    expect(stats.body.creditsUsed).toBe(0);
  });
});
