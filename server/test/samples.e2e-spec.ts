import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { AppConfig } from '../src/config/app-config';
import { RenderProducer } from '../src/generation/queue/render.producer';
import { SAMPLE_CATALOGUE, sampleVideoId } from '../src/samples/sample-catalogue';
import { SYSTEM_ACCOUNT } from '../src/samples/samples.repository';
import { SamplesSeeder } from '../src/samples/samples.seeder';
import { download, ffprobe } from './support/media';
import { createTestApp, startTestApi, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';

jest.setTimeout(600_000);

describe('sample videos', () => {
  let t: TestApp;
  let seeding: AppConfig;
  let worker: INestApplicationContext | undefined;
  const replicas: INestApplication[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'cena-samples-'));
  const ids = SAMPLE_CATALOGUE.map((s) => sampleVideoId(s.key));

  beforeAll(async () => {
    // The test app itself does not seed; two replicas booting at once do, on its database.
    t = await createTestApp('samples');
    seeding = { ...t.config, SEED_SAMPLE_VIDEOS: true };
  });
  afterAll(async () => {
    await worker?.close();
    for (const replica of replicas) await replica.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two api replicas starting together queue the seven samples once, free', async () => {
    const booted = await Promise.all([startTestApi(seeding), startTestApi(seeding)]);
    replicas.push(...booted);
    const reports = await Promise.all(booted.map((app) => app.get(SamplesSeeder).done));
    expect(reports.map((r) => r?.created).sort()).toEqual([0, 7]);

    const rows: Record<string, unknown>[] = await t.db.query(
      `SELECT v.id, v.status, v.cost_credits, v.watermark, v.is_public, v.duration_s, v.expires_at,
              u.firebase_uid, u.credit_balance, u.disabled_at IS NOT NULL AS disabled
       FROM videos v JOIN users u ON u.id = v.user_id ORDER BY v.created_at`,
    );
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'queued',
        cost_credits: 0,
        watermark: false,
        is_public: false,
        duration_s: 8,
        firebase_uid: SYSTEM_ACCOUNT.firebaseUid,
        credit_balance: 0,
        disabled: true,
      });
    }
    const [ledger] = await t.db.query('SELECT count(*)::int AS n FROM credit_ledger');
    expect(ledger.n).toBe(0);

    // Nothing is listed until the worker has rendered it.
    const none = await request(t.http).get('/api/samples').expect(200);
    expect(none.body).toEqual([]);
  });

  it('the worker renders them, a lost job included, into 8 s 1280x720 MP4s listed in order', async () => {
    // A job lost between commit and enqueue (or by Redis) is put back by the reconciler.
    await t.app.get(RenderProducer).removeJob(ids[3]);
    worker = await createTestWorker(t.config, {
      RECONCILE_INTERVAL_MS: 1000,
      RECONCILE_QUEUED_GRACE_MS: 0,
    });

    const deadline = Date.now() + 540_000;
    let body: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      const res = await request(t.http).get('/api/samples').expect(200);
      body = res.body;
      if (body.length === 7) break;
      // A short list is never kept by a browser: the landing polls until all are there.
      expect(res.headers['cache-control']).toBe('no-store');
      const [failed] = await t.db.query(
        `SELECT count(*)::int AS n FROM videos WHERE status = 'failed'`,
      );
      expect(failed.n).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(body.map((v) => v.id)).toEqual(ids);

    const res = await request(t.http).get('/api/samples').expect(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    res.body.forEach((video: Record<string, unknown>, i: number) => {
      expect(video).toEqual({
        id: ids[i],
        title: SAMPLE_CATALOGUE[i].title,
        prompt: SAMPLE_CATALOGUE[i].prompt,
        videoUrl: expect.stringMatching(/\/media\/videos\/.+\.mp4\?exp=\d+&sig=[0-9a-f]+$/),
        thumbnailUrl: expect.stringMatching(/\/media\/thumbnails\/.+\.jpg\?exp=\d+&sig=/),
        createdAt: expect.any(String),
        status: 'completed',
        views: 0,
        category: SAMPLE_CATALOGUE[i].category,
        tone: SAMPLE_CATALOGUE[i].tone,
        soundtrack: SAMPLE_CATALOGUE[i].soundtrack,
        durationS: 8,
      });
    });
    for (const video of res.body as { id: string; videoUrl: string; thumbnailUrl: string }[]) {
      const file = join(dir, `${video.id}.mp4`);
      await download(t.http, video.videoUrl, file);
      const probe = await ffprobe(file);
      expect(probe).toMatchObject({
        width: 1280,
        height: 720,
        videoCodec: 'h264',
        audioCodec: 'aac',
      });
      expect(Math.abs(probe.durationS - 8)).toBeLessThanOrEqual(0.1);
      const thumb = await download(t.http, video.thumbnailUrl, `${file}.jpg`);
      expect(thumb.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }

    // Cena's own videos stay out of the community gallery, and their owner gets no mail.
    const latest = await request(t.http).get('/api/videos/latest').expect(200);
    expect(latest.body).toEqual([]);
    const [mail] = await t.db.query(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
      [SYSTEM_ACCOUNT.email],
    );
    expect(mail.n).toBe(0);
    const [owner] = await t.db.query(
      `SELECT u.credit_balance,
              COALESCE((SELECT sum(delta) FROM credit_ledger l WHERE l.user_id = u.id), 0)::int AS ledger
       FROM users u WHERE u.firebase_uid = $1`,
      [SYSTEM_ACCOUNT.firebaseUid],
    );
    expect(owner).toEqual({ credit_balance: 0, ledger: 0 });
  });

  it('a later boot seeds nothing and queues nothing', async () => {
    const replica = await startTestApi(seeding);
    replicas.push(replica);
    expect(await replica.get(SamplesSeeder).done).toEqual({ created: 0, existing: 7 });
    const producer = t.app.get(RenderProducer);
    const [rows] = await t.db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'completed')::int AS done FROM videos`,
    );
    expect(rows).toEqual({ n: 7, done: 7 });
    for (const id of ids) expect(await producer.jobState(id)).not.toBe('waiting');
  });
});
