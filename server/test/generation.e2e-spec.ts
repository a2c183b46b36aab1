import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { expectDeliveredClip, makePng } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { balanceAndLedger, createUser, waitForVideo } from './support/users';

describe('POST /api/generate → worker → MP4', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let scratch: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp('generation');
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 2 });
    scratch = mkdtempSync(join(tmpdir(), 'cena-gen-'));
    png = await makePng(join(scratch, 'photo.png'));
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const cases = [
    { mode: 'text', duration: 8, plan: 'basic' as const },
    { mode: 'image', duration: 5, plan: 'pro' as const },
    { mode: 'animation3d', duration: 4, plan: 'basic' as const },
  ];

  it.each(cases)(
    'renders a %s video: 1280x720 h264 + aac of the requested length',
    async ({ mode, duration, plan }) => {
      const user = await createUser(t, { plan, credits: 40 });
      const req = request(t.http).post('/api/generate').set(user.auth);
      const res =
        mode === 'image'
          ? await req
              .field(
                'prompt',
                'Bolo de cenoura com cobertura de chocolate, R$ 35,00 na Padaria Pão Dourado',
              )
              .field('mode', 'image')
              .field('duration', String(duration))
              .field('hasImage', 'true')
              .field('magicExpansion', 'true')
              .attach('image', png, { filename: 'bolo.png', contentType: 'image/png' })
          : await req.send({
              prompt: 'Academia Força Total: matrícula grátis até 30/11, chame no @forcatotal',
              mode,
              duration,
              tone: 'fun',
              soundtrack: 'energetic',
            });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        status: 'queued',
        mode,
        durationS: duration,
        progress: 0,
        videoUrl: null,
      });

      const done = await waitForVideo(t, user, res.body.id);
      await expectDeliveredClip(t.http, done, duration, scratch);

      const expectedCost = mode === 'image' ? 35 : 20;
      expect(await balanceAndLedger(t, user.id)).toEqual({
        balance: 40 - expectedCost,
        ledgerSum: 40 - expectedCost,
      });
    },
  );

  it('streams status and progress over server-sent events until the video is done', async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Pet shop Amigo Fiel: banho e tosa' })
      .expect(202);
    const stream = await request(t.http)
      .get(`/api/videos/${res.body.id}/events`)
      .set(user.auth)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => cb(null, text));
      });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const events = String(stream.body)
      .split('\n\n')
      .filter((block) => block.includes('event: video'))
      .map((block) =>
        JSON.parse(
          block
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        ),
      );
    expect(events[0].id).toBe(res.body.id);
    expect(events.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const stages = new Set(events.map((e) => e.stage));
    expect(stages.size).toBeGreaterThanOrEqual(3);
    // Every processing event names the engine: the progress panel's texts are that engine's.
    expect(res.body.provider).toBeNull();
    const processing = events.filter((e) => e.status === 'processing');
    expect(processing.length).toBeGreaterThan(0);
    expect(processing.map((e) => e.provider)).toEqual(processing.map(() => 'local'));
  });

  it('lets exactly one of 20 parallel generates through for a fresh user with 20 credits', async () => {
    const user = await createUser(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post('/api/generate')
          .set(user.auth)
          .send({ prompt: `Promoção relâmpago número ${i + 1}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    for (const r of responses.filter((x) => x.status === 402))
      expect(r.body.code).toBe('insufficient_credits');
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    expect(n).toBe(1);
  });
});
