import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DomainError } from '../src/common/domain-error';
import { RenderProducer } from '../src/generation/queue/render.producer';
import { MaintenanceProcessor } from '../src/generation/render/maintenance.processor';
import { RenderJobHandler } from '../src/generation/render/render-job.handler';
import { VideoFailer } from '../src/generation/render/video-failer';
import { SettingsService } from '../src/settings/settings.service';
import { gateProvider, type ProviderGate } from './support/gated-provider';
import { uniqueEmail } from './support/identity';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { balanceAndLedger, createUser, type TestUser, waitForVideo } from './support/users';

interface MailRow {
  template: string;
  sent: boolean;
  error: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * How a render ends, seen from the outside: one e-mail per real render (through a loopback SMTP
 * server that refuses `bounce-*` recipients), Basic retention, and the races with the reconciler
 * and with DELETE. The worker renders one video at a time with the real local provider; a test
 * holds a render in flight through a gate in front of that provider.
 */
describe('the end of a render: one e-mail, the retention, no paid video lost', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpTestServer;
  let gate: ProviderGate;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: /^bounce-/ });
    t = await createTestApp('lifecycle', {
      PUBLIC_URL: 'https://cena.example',
      SMTP_URL: smtp.url,
    });
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 1 });
    gate = await gateProvider(worker);
  });
  afterAll(async () => {
    gate.releaseAll();
    await worker.close();
    await t.close();
    await smtp.close();
  });

  async function generate(user: TestUser, prompt: string): Promise<string> {
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt, duration: 4 })
      .expect(202);
    return res.body.id as string;
  }

  /** Waits for the render job to end: the handler has returned (and mailed) or given up. */
  async function jobEnded(videoId: string): Promise<string> {
    const producer = worker.get(RenderProducer);
    for (let i = 0; i < 600; i++) {
      const state = await producer.jobState(videoId);
      if (state === 'completed' || state === 'failed') return state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`render job of ${videoId} did not end`);
  }

  async function mails(user: TestUser): Promise<MailRow[]> {
    const rows: Array<{ template: string; sent_at: Date | null; error: string | null }> =
      await t.db.query(
        'SELECT template, sent_at, error FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
        [user.email],
      );
    return rows.map((r) => ({ template: r.template, sent: r.sent_at !== null, error: r.error }));
  }

  const delivered = (user: TestUser) =>
    smtp.messages.filter((m) => m.to.includes(user.email)).map((m) => m.subject);

  async function ledger(videoId: string): Promise<Array<{ reason: string; delta: number }>> {
    return t.db.query(
      'SELECT reason, delta FROM credit_ledger WHERE video_id = $1 ORDER BY created_at, delta',
      [videoId],
    );
  }

  const videoRow = async (id: string) =>
    (await t.db.query('SELECT * FROM videos WHERE id = $1', [id]))[0] as Record<string, unknown>;

  const filesOf = (user: TestUser, id: string) =>
    [`videos/${user.id}/${id}.mp4`, `thumbnails/${user.id}/${id}.jpg`].filter((key) =>
      existsSync(join(t.config.STORAGE_DIR, key)),
    );

  it('mails "ready" exactly once per completed video; Basic videos expire, Pro ones do not', async () => {
    const basic = await createUser(t);
    const pro = await createUser(t, { plan: 'pro', credits: 40 });
    const basicId = await generate(basic, 'Sorveteria Gelato Feliz: casquinha em dobro');
    const proId = await generate(pro, 'Floricultura Jardim Real: buquês para o Dia das Mães');
    for (const [user, id] of [
      [basic, basicId],
      [pro, proId],
    ] as const) {
      expect(await waitForVideo(t, user, id)).toMatchObject({ status: 'completed' });
      expect(await jobEnded(id)).toBe('completed');
      expect(await mails(user)).toEqual([{ template: 'video_ready', sent: true, error: null }]);
      expect(delivered(user)).toHaveLength(1);
      expect(await ledger(id)).toEqual([{ reason: 'video_debit', delta: -20 }]);
    }

    // A job that runs again (a retry, a stalled job) finds the video done: no second e-mail.
    expect(await worker.get(RenderJobHandler).handle(basicId)).toBe('skipped');
    expect(await mails(basic)).toHaveLength(1);

    const days = await worker.get(SettingsService).get('retention.basicDays');
    const basicRow = await videoRow(basicId);
    const kept =
      (basicRow.expires_at as Date).getTime() - (basicRow.completed_at as Date).getTime();
    // Computed just before the completing UPDATE: the same instant give or take the write.
    expect(Math.abs(kept - days * DAY_MS)).toBeLessThan(60_000);
    expect((await videoRow(proId)).expires_at).toBeNull();
  });

  it('never fails a render because SMTP refuses the e-mail: completed, charged once, refusal recorded', async () => {
    const user = await createUser(t, { email: uniqueEmail('bounce') });
    const id = await generate(user, 'Lava-rápido Brilho Total: lavagem completa por R$ 40');
    expect(await waitForVideo(t, user, id)).toMatchObject({ status: 'completed' });
    expect(await jobEnded(id)).toBe('completed');
    const [mail, ...more] = await mails(user);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'video_ready', sent: false });
    expect(mail.error).toMatch(/550|Mailbox unavailable/);
    expect(filesOf(user, id)).toHaveLength(2);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('mails "failed" exactly once for a refused render, refunded once, even when SMTP refuses', async () => {
    for (const [n, email] of [uniqueEmail('refused'), uniqueEmail('bounce')].entries()) {
      const user = await createUser(t, { email });
      const prompt = `Mercadinho Bom Preço ${n + 1}: ofertas da semana`;
      const hold = gate.hold(prompt);
      const id = await generate(user, prompt);
      await hold.started;
      hold.release(new DomainError('provider_rejected'));
      expect(await waitForVideo(t, user, id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_rejected',
      });
      expect(await jobEnded(id)).toBe('failed');
      const bounced = email.startsWith('bounce-');
      expect(await mails(user)).toEqual([
        {
          template: 'video_failed',
          sent: !bounced,
          error: bounced ? expect.stringMatching(/550|Mailbox unavailable/) : null,
        },
      ]);
      expect(await ledger(id)).toEqual([
        { reason: 'video_debit', delta: -20 },
        { reason: 'video_refund', delta: 20 },
      ]);
      expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });
      expect(filesOf(user, id)).toEqual([]);
    }
  });

  it('mails "ready" once, and nothing else, for a render that fails once and succeeds on its retry', async () => {
    const user = await createUser(t);
    const prompt = 'Pizzaria Forno a Lenha: rodízio às terças';
    const hold = gate.hold(prompt, { beforeRendering: true });
    const id = await generate(user, prompt);
    await hold.started;
    hold.release(new DomainError('provider_failed', { retryable: true }));
    expect(await waitForVideo(t, user, id)).toMatchObject({ status: 'completed' });
    expect(await jobEnded(id)).toBe('completed');
    expect(await mails(user)).toEqual([{ template: 'video_ready', sent: true, error: null }]);
    expect(await ledger(id)).toEqual([{ reason: 'video_debit', delta: -20 }]);
    expect(filesOf(user, id)).toHaveLength(2);
  });

  it('keeps failed a render that finishes after the reconciler failed and refunded it', async () => {
    const user = await createUser(t);
    const prompt = 'Barbearia Navalha de Ouro: corte e barba às quintas';
    const hold = gate.hold(prompt);
    const id = await generate(user, prompt);
    await hold.started;
    expect((await videoRow(id)).status).toBe('processing');

    // The reconciler's pass once the processing deadline is over: it gives up on the render.
    const deadlineMin = await worker
      .get(SettingsService)
      .get('generation.processingDeadlineMinutes');
    const later = new Date(Date.now() + (deadlineMin + 1) * 60_000);
    const report = await worker.get(MaintenanceProcessor).reconcile(later);
    expect(report).toMatchObject({ failed: 1, retried: 0, requeued: 0 });
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });

    // Then the render finishes after all, stores its files and tries to complete the video.
    hold.release();
    expect(await jobEnded(id)).toBe('completed');

    const row = await videoRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      error_code: 'provider_failed',
      video_key: null,
      thumbnail_key: null,
      expires_at: null,
    });
    expect(filesOf(user, id)).toEqual([]);
    expect(await ledger(id)).toEqual([
      { reason: 'video_debit', delta: -20 },
      { reason: 'video_refund', delta: 20 },
    ]);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });
    expect(await mails(user)).toEqual([{ template: 'video_failed', sent: true, error: null }]);
    // Another path giving up on it too (the job's last attempt) neither refunds nor mails again.
    expect(await worker.get(VideoFailer).fail(id, 'provider_failed')).toBe(false);
    expect(await ledger(id)).toHaveLength(2);
    expect(await mails(user)).toHaveLength(1);
    const res = await request(t.http).get(`/api/videos/${id}`).set(user.auth).expect(200);
    expect(res.body).toMatchObject({ status: 'failed', videoUrl: null });
  });

  it('answers 409 to DELETE of a queued or a processing video and changes nothing', async () => {
    const user = await createUser(t, { credits: 40 });
    const prompt = 'Papelaria Lápis de Cor: material escolar com 15% off';
    const hold = gate.hold(prompt, { beforeRendering: true });
    const processing = await generate(user, prompt);
    await hold.started;
    // The worker renders one video at a time: this one waits behind the held render.
    const queued = await generate(user, 'Papelaria Lápis de Cor: mochilas novas');
    const before = await t.db.query('SELECT * FROM videos WHERE user_id = $1 ORDER BY id', [
      user.id,
    ]);
    expect(before.map((v: { status: string }) => v.status).sort()).toEqual([
      'processing',
      'queued',
    ]);

    for (const id of [processing, queued]) {
      const res = await request(t.http).delete(`/api/videos/${id}`).set(user.auth).expect(409);
      expect(res.body.code).toBe('conflict');
    }
    expect(
      await t.db.query('SELECT * FROM videos WHERE user_id = $1 ORDER BY id', [user.id]),
    ).toEqual(before);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });

    hold.release();
    for (const id of [processing, queued]) {
      expect(await waitForVideo(t, user, id)).toMatchObject({ status: 'completed' });
      expect(await jobEnded(id)).toBe('completed');
    }
    // Finished, the same DELETE goes through and takes the files.
    await request(t.http).delete(`/api/videos/${processing}`).set(user.auth).expect(204);
    expect(filesOf(user, processing)).toEqual([]);
    expect(await mails(user)).toEqual([
      { template: 'video_ready', sent: true, error: null },
      { template: 'video_ready', sent: true, error: null },
    ]);
  });
});
