import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { AppConfig } from '../src/config/app-config';
import { MaintenanceProcessor } from '../src/generation/render/maintenance.processor';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

const WORKER_ENTRY = resolve(__dirname, '..', 'dist', 'worker.js');

function startWorkerProcess(config: AppConfig): ChildProcess {
  return spawn(process.execPath, [WORKER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      STORAGE_DIR: config.STORAGE_DIR,
      WORKER_CONCURRENCY: '1',
      WORKER_LOCK_MS: '3000',
      WORKER_STALLED_INTERVAL_MS: '1500',
      RECONCILE_INTERVAL_MS: '600000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 60_000,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe('no video is lost, stuck or refunded twice', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('resilience', { RECONCILE_QUEUED_GRACE_MS: '0' });
  });
  afterAll(() => t.close());

  const row = async (id: string) =>
    (
      await t.db.query('SELECT status, progress, error_code, video_key FROM videos WHERE id = $1', [
        id,
      ])
    )[0] as {
      status: string;
      progress: number;
      error_code: string | null;
      video_key: string | null;
    };
  const refunds = async (id: string) =>
    (
      await t.db.query(
        `SELECT count(*)::int AS n FROM credit_ledger WHERE video_id = $1 AND reason = 'video_refund'`,
        [id],
      )
    )[0].n as number;

  it('finishes a render whose worker was killed with SIGKILL mid-render', async () => {
    expect(existsSync(WORKER_ENTRY)).toBe(true);
    const user = await createUser(t);
    const first = startWorkerProcess(t.config);
    let second: ChildProcess | null = null;
    try {
      const res = await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .send({
          prompt: 'Casamento de Júlia e Rafael, 12 de outubro, Buffet Jardim',
          mode: 'animation3d',
          duration: 8,
        })
        .expect(202);
      const id = res.body.id as string;
      const midway = await until('the render to be under way', async () => {
        const r = await row(id);
        return r.status === 'processing' && r.progress >= 10 && r.progress < 90 ? r : null;
      });
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      expect(midway.status).toBe('processing');

      second = startWorkerProcess(t.config);
      const final = await until(
        'the video to end',
        async () => {
          const r = await row(id);
          return ['completed', 'failed'].includes(r.status) ? r : null;
        },
        90_000,
        200,
      );
      if (final.status === 'completed') {
        expect(final.video_key).toBeTruthy();
        expect(await refunds(id)).toBe(0);
        expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
      } else {
        expect(await refunds(id)).toBe(1);
        expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });
      }
    } finally {
      first.kill('SIGKILL');
      second?.kill('SIGTERM');
      if (second) await new Promise((r) => second!.once('exit', r));
    }
  });

  describe('the reconciler', () => {
    let worker: INestApplicationContext;
    let maintenance: MaintenanceProcessor;
    let user: TestUser;

    beforeAll(async () => {
      worker = await createTestWorker(t.config, { RECONCILE_QUEUED_GRACE_MS: 0 });
      maintenance = worker.get(MaintenanceProcessor);
      user = await createUser(t, { credits: 100 });
    });
    afterAll(() => worker.close());

    /** A video as the api leaves it (row + debit), but with no job: what a crash leaves behind. */
    async function insertDebitedVideo(status: string): Promise<string> {
      const [{ id }] = await t.db.query(
        `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits, watermark)
         VALUES ($1, 'text', $2, 'Loja de flores: buquês a partir de R$ 59,90', 'Loja de flores', 4, 'elegant', 'calm', 20, true)
         RETURNING id`,
        [user.id, status],
      );
      // TypeORM answers an UPDATE with [rows, affected].
      const [[{ credit_balance }]] = await t.db.query(
        'UPDATE users SET credit_balance = credit_balance - 20 WHERE id = $1 RETURNING credit_balance',
        [user.id],
      );
      await t.db.query(
        `INSERT INTO credit_ledger (user_id, delta, reason, video_id, balance_after) VALUES ($1, -20, 'video_debit', $2, $3)`,
        [user.id, id, credit_balance],
      );
      return id;
    }

    it('re-enqueues a queued video whose enqueue was lost, and it completes', async () => {
      const id = await insertDebitedVideo('queued');
      const report = await maintenance.reconcile();
      expect(report.requeued).toBeGreaterThanOrEqual(1);
      const final = await until(
        'the requeued video to complete',
        async () => {
          const r = await row(id);
          return r.status === 'completed' ? r : null;
        },
        60_000,
        100,
      );
      expect(final.video_key).toBeTruthy();
      expect((await maintenance.reconcile()).requeued).toBe(0);
    });

    it('fails and refunds, exactly once, a video stuck in processing past the deadline', async () => {
      const before = await balanceAndLedger(t, user.id);
      const id = await insertDebitedVideo('processing');
      await t.db.query(`UPDATE videos SET updated_at = now() - interval '2 hours' WHERE id = $1`, [
        id,
      ]);
      await Promise.all([
        maintenance.reconcile(),
        maintenance.reconcile(),
        maintenance.reconcile(),
      ]);
      expect(await row(id)).toMatchObject({ status: 'failed', error_code: 'provider_failed' });
      expect(await refunds(id)).toBe(1);
      expect(await balanceAndLedger(t, user.id)).toEqual(before);
      const outbox = await t.db.query(
        `SELECT template FROM mail_outbox WHERE template = 'video_failed'`,
      );
      expect(outbox.length).toBeGreaterThanOrEqual(1);
    });

    it('expires Basic videos after their retention, deleting the files', async () => {
      const key = `videos/${user.id}/old.mp4`;
      const file = join(t.config.STORAGE_DIR, key);
      mkdirSync(join(t.config.STORAGE_DIR, 'videos', user.id), { recursive: true });
      writeFileSync(file, 'old video');
      const [{ id }] = await t.db.query(
        `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits, video_key, completed_at, expires_at)
         VALUES ($1, 'text', 'completed', 'Antigo', 'Antigo', 4, 'fun', 'none', 20, $2, now() - interval '31 days', now() - interval '1 day')
         RETURNING id`,
        [user.id, key],
      );
      const report = await maintenance.reconcile();
      expect(report.expired).toBeGreaterThanOrEqual(1);
      expect(await row(id)).toMatchObject({ status: 'expired', video_key: null });
      expect(existsSync(file)).toBe(false);
    });
  });
});
