import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { RenderProducer } from '../src/generation/queue/render.producer';
import { PrivacySweep } from '../src/privacy/privacy-sweep';
import { gateProvider, type ProviderGate } from './support/gated-provider';
import { type ResponseChecker, responseChecker } from './support/openapi';
import { rgbPng } from './support/png';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { bearer, signUp } from './support/identity';
import {
  balanceAndLedger,
  createUser,
  type TestUser,
  waitForVideo,
  withRole,
} from './support/users';

const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** Whether the Auth Emulator still signs the account in with its password. */
async function canSignIn(email: string): Promise<boolean> {
  const response = await fetch(
    `http://${host()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-segura-123', returnSecureToken: true }),
    },
  );
  return response.ok;
}

const logo = () => rgbPng(64, 64, Buffer.alloc(64 * (1 + 64 * 3), 0x80).fill(0, 0, 1));

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * LGPD self-service against the real api and worker: the export archive holds each kind of the
 * customer's records and files and nothing of another's; a deletion closes the account at once,
 * ends the subscription at the gateway (the sandbox, whose record is Cena's subscriptions table)
 * and erases, within the worker, every file and personal field, even of a render in flight.
 */
describe('privacy: data export and account deletion', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let gate: ProviderGate;
  let checker: ResponseChecker;
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;
  let anaVideo: string;
  let brunoVideo: string;

  const generate = async (user: TestUser, prompt: string) =>
    (
      await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .send({ prompt, duration: 4 })
        .expect(202)
    ).body.id as string;

  /** Every stored object of the account, as keys, under the prefixes Cena stores per account. */
  const storedKeys = (userId: string): string[] =>
    ['videos', 'thumbnails', 'sources', 'brand', 'exports'].flatMap((prefix) => {
      const dir = join(t.config.STORAGE_DIR, prefix, userId);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => !name.startsWith('.'))
        .map((name) => `${prefix}/${userId}/${name}`);
    });

  /** A customer with a record of every kind: video, brand kit and logo, ticket, prompt session, payment, subscription. */
  async function furnish(user: TestUser, business: string): Promise<string> {
    const videoId = await generate(user, `${business}: promoção de inauguração`);
    expect(await waitForVideo(t, user, videoId)).toMatchObject({ status: 'completed' });
    await request(t.http)
      .put('/api/brand-kit')
      .set(user.auth)
      .send({
        businessName: business,
        whatsapp: '(11) 91234-5678',
        phone: null,
        instagram: null,
        address: `Rua ${business}, 10`,
        hours: null,
        website: null,
        colors: [],
      })
      .expect(200);
    await request(t.http)
      .put('/api/brand-kit/logo')
      .set(user.auth)
      .attach('logo', logo(), { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    await request(t.http)
      .post('/api/tickets')
      .set(user.auth)
      .send({ subject: `Dúvida de ${business}`, message: `Mensagem de ${business}` })
      .expect(201);
    await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .send({ userPrompt: `Vídeo para ${business}`, userLanguage: 'pt-BR' })
      .expect(200);
    const [payment] = await t.db.query(
      `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status, paid_at)
       VALUES ($1, 'sandbox', 'subscription', 'pro_monthly', 4900, 0, 'paid', now()) RETURNING id`,
      [user.id],
    );
    await t.db.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status, product_key, current_period_end)
       VALUES ($1, 'sandbox', $2, 'pro', 'active', 'pro_monthly', now() + interval '20 days')`,
      [user.id, `sub_${user.id.slice(0, 8)}`],
    );
    return String(payment.id) && videoId;
  }

  beforeAll(async () => {
    t = await createTestApp('privacy', { PUBLIC_URL: 'https://cena.example' });
    checker = await responseChecker(t);
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 1 });
    gate = await gateProvider(worker);
    ana = await createUser(t, { plan: 'pro', credits: 100 });
    bruno = await createUser(t, { plan: 'pro', credits: 100 });
    admin = await withRole(t, 'admin');
    await t.db.query(`UPDATE users SET display_name = 'Ana Lima' WHERE id = $1`, [ana.id]);
    anaVideo = await furnish(ana, 'Padaria da Ana');
    brunoVideo = await furnish(bruno, 'Oficina do Bruno');
  });
  afterAll(async () => {
    gate?.releaseAll();
    await worker?.close();
    await t?.close();
  });

  it('exports an archive with each kind of the customer’s records and files, nothing of another’s', async () => {
    const asked = await request(t.http).post('/api/privacy/exports').set(ana.auth).expect(202);
    checker.check(asked);
    expect(asked.body).toMatchObject({ status: 'pending', downloadUrl: null });

    const ready = await until('the export', async () => {
      const res = await request(t.http).get('/api/privacy/exports').set(ana.auth).expect(200);
      checker.check(res);
      return res.body[0]?.status === 'ready' ? res.body[0] : null;
    });
    expect(ready.downloadUrl).toEqual(expect.stringContaining('/media/exports/'));
    const days = (Date.parse(ready.expiresAt) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const archive = await request(t.http)
      .get(ready.downloadUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const dir = mkdtempSync(join(tmpdir(), 'cena-export-test-'));
    try {
      writeFileSync(join(dir, 'a.tar.gz'), archive.body as Buffer);
      execFileSync('tar', ['-xzf', join(dir, 'a.tar.gz'), '-C', dir]);
      const read = (name: string) => JSON.parse(readFileSync(join(dir, 'cena', name), 'utf8'));
      expect(read('profile.json')).toMatchObject({
        id: ana.id,
        email: ana.email,
        display_name: 'Ana Lima',
      });
      expect(read('credit-ledger.json').map((r: { reason: string }) => r.reason)).toEqual(
        expect.arrayContaining(['signup_bonus', 'video_debit']),
      );
      expect(read('payments.json')).toEqual([expect.objectContaining({ amount_cents: 4900 })]);
      expect(read('subscriptions.json')).toEqual([expect.objectContaining({ plan: 'pro' })]);
      expect(read('videos.json')).toEqual([
        expect.objectContaining({
          id: anaVideo,
          prompt: 'Padaria da Ana: promoção de inauguração',
        }),
      ]);
      expect(read('prompt-sessions.json')).toEqual([
        expect.objectContaining({ original_prompt: 'Vídeo para Padaria da Ana' }),
      ]);
      expect(read('tickets.json')).toEqual([
        expect.objectContaining({
          subject: 'Dúvida de Padaria da Ana',
          messages: [
            expect.objectContaining({ from: 'customer', body: 'Mensagem de Padaria da Ana' }),
          ],
        }),
      ]);
      expect(read('brand-kit.json')).toMatchObject({ business_name: 'Padaria da Ana' });
      expect(read('emails.json').map((m: { template: string }) => m.template)).toContain(
        'video_ready',
      );
      const mp4 = readFileSync(join(dir, 'cena', 'videos', `${anaVideo}.mp4`));
      expect(
        mp4.equals(readFileSync(join(t.config.STORAGE_DIR, 'videos', ana.id, `${anaVideo}.mp4`))),
      ).toBe(true);
      expect(existsSync(join(dir, 'cena', 'thumbnails', `${anaVideo}.jpg`))).toBe(true);
      expect(
        readFileSync(join(dir, 'cena', 'logo.png'))
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');

      // Nothing of Bruno's: not his id, e-mail, video, ticket, kit or prompts.
      const everything = execFileSync('tar', ['-tzf', join(dir, 'a.tar.gz')], { encoding: 'utf8' })
        .split('\n')
        .filter((name) => name.endsWith('.json'))
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .join('\n');
      for (const his of [bruno.id, bruno.email, brunoVideo, 'Bruno', admin.id, admin.email]) {
        expect(everything).not.toContain(his);
      }
      const files = execFileSync('tar', ['-tzf', join(dir, 'a.tar.gz')], { encoding: 'utf8' });
      expect(files).not.toContain(brunoVideo);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const [mail] = await t.db.query(
      `SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 AND template = 'export_ready'`,
      [ana.email],
    );
    expect(mail.text_body).toContain('https://cena.example/privacidade-e-dados');
  });

  it('runs one export at a time per account: a second while one is pending is 409 export_in_progress', async () => {
    await t.db.query(`INSERT INTO data_exports (user_id) VALUES ($1)`, [bruno.id]);
    const res = await request(t.http).post('/api/privacy/exports').set(bruno.auth).expect(409);
    checker.check(res);
    expect(res.body.code).toBe('export_in_progress');
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1`,
      [bruno.id],
    );
    expect(row.n).toBe(1);
    await t.db.query(`DELETE FROM data_exports WHERE user_id = $1`, [bruno.id]);
  });

  it('removes an export past its link’s expiry from storage; the list says expired, with no link', async () => {
    const [row] = await t.db.query(
      `SELECT id, storage_key FROM data_exports WHERE user_id = $1 AND status = 'ready'`,
      [ana.id],
    );
    expect(existsSync(join(t.config.STORAGE_DIR, row.storage_key))).toBe(true);
    await t.db.query(
      `UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [row.id],
    );
    const listed = await request(t.http).get('/api/privacy/exports').set(ana.auth).expect(200);
    expect(listed.body[0]).toMatchObject({ id: row.id, status: 'expired', downloadUrl: null });
    await worker.get(PrivacySweep).sweep();
    expect(existsSync(join(t.config.STORAGE_DIR, row.storage_key))).toBe(false);
    const [after] = await t.db.query(`SELECT status, storage_key FROM data_exports WHERE id = $1`, [
      row.id,
    ]);
    expect(after).toEqual({ status: 'expired', storage_key: null });
  });

  it('refuses a deletion whose typed e-mail is not the account’s, and changes nothing', async () => {
    const res = await request(t.http)
      .post('/api/privacy/deletion')
      .set(ana.auth)
      .send({ confirmEmail: bruno.email })
      .expect(400);
    checker.check(res);
    expect(res.body).toMatchObject({ code: 'confirm_email_mismatch', fields: ['confirmEmail'] });
    await request(t.http).get('/api/user').set(ana.auth).expect(200);
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM deletion_requests`);
    expect(row.n).toBe(0);
  });

  it('closes the account at once and erases it in the worker, even with a render in flight', async () => {
    // A new export waiting, and a render running, when the deletion comes.
    await request(t.http).post('/api/privacy/exports').set(ana.auth).expect(202);
    const others = await Promise.all([bruno, admin].map((user) => balanceAndLedger(t, user.id)));
    const prompt = 'Padaria da Ana: pão quentinho às seis';
    const held = gate.hold(prompt);
    const rendering = await generate(ana, prompt);
    await held.started;
    const before = await balanceAndLedger(t, ana.id);

    const shared = await request(t.http)
      .post(`/api/videos/${anaVideo}/share`)
      .set(ana.auth)
      .expect(200);
    const pagePath = new URL(shared.body.url as string).pathname;
    await request(t.http).get(pagePath).expect(200);

    const asked = await request(t.http)
      .post('/api/privacy/deletion')
      .set(ana.auth)
      .send({ confirmEmail: `  ${ana.email.toUpperCase()} ` })
      .expect(202);
    checker.check(asked);
    expect(asked.body).toMatchObject({ status: 'pending' });

    // Closed at once: sign-in refused, the subscription set to end at the gateway.
    const refused = await request(t.http).get('/api/user').set(ana.auth).expect(403);
    expect(refused.body.code).toBe('account_disabled');
    const [subscription] = await t.db.query(
      `SELECT cancel_at_period_end FROM subscriptions WHERE user_id = $1`,
      [ana.id],
    );
    expect(subscription.cancel_at_period_end).toBe(true);
    // Its shared page stops at once.
    await request(t.http).get(pagePath).expect(404);
    const [liveShares] = await t.db.query(
      `SELECT count(*)::int AS n FROM video_shares WHERE user_id = $1 AND revoked_at IS NULL`,
      [ana.id],
    );
    expect(liveShares.n).toBe(0);
    // A second request is harmless: refused as the account is closed, still one request.
    await request(t.http)
      .post('/api/privacy/deletion')
      .set(ana.auth)
      .send({ confirmEmail: ana.email })
      .expect(403);

    await until('the erasure', async () => {
      const [row] = await t.db.query(`SELECT status FROM deletion_requests WHERE user_id = $1`, [
        ana.id,
      ]);
      return row?.status === 'completed';
    });
    // The render finishes after the erasure: its final save finds the video ended.
    held.release();
    await until('the render job', async () => {
      const state = await worker.get(RenderProducer).jobState(rendering);
      return state === 'completed' || state === 'failed';
    });

    expect(storedKeys(ana.id)).toEqual([]);
    expect(storedKeys(bruno.id).length).toBeGreaterThan(0);
    expect(await canSignIn(ana.email)).toBe(false);
    expect(await canSignIn(bruno.email)).toBe(true);

    const one = async (sql: string) => (await t.db.query(sql, [ana.id]))[0];
    expect(
      await one(
        `SELECT email, display_name, photo_url, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`,
      ),
    ).toEqual({
      email: `deleted-${ana.id}@deleted.invalid`,
      display_name: null,
      photo_url: null,
      deleted: true,
    });
    const videos = await t.db.query(
      `SELECT prompt, refined_prompt, english_prompt, title, video_key, thumbnail_key, source_image_key, is_public
         FROM videos WHERE user_id = $1`,
      [ana.id],
    );
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video).toEqual({
        prompt: '',
        refined_prompt: null,
        english_prompt: null,
        title: '',
        video_key: null,
        thumbnail_key: null,
        source_image_key: null,
        is_public: false,
      });
    }
    for (const table of ['prompt_sessions', 'support_tickets', 'brand_kits', 'data_exports']) {
      expect(await one(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`)).toEqual({
        n: 0,
      });
    }
    const [mails] = await t.db.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`,
      [ana.email],
    );
    expect(mails.n).toBe(0);
    // Kept, pseudonymised: the payment (tax law) and the ledger with its sums.
    expect(await one(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1`)).toEqual({
      n: 1,
    });
    expect(await balanceAndLedger(t, ana.id)).toEqual(before);
    expect(await Promise.all([bruno, admin].map((user) => balanceAndLedger(t, user.id)))).toEqual(
      others,
    );
    // Bruno's records are untouched.
    const [brunoKit] = await t.db.query(
      `SELECT count(*)::int AS n FROM brand_kits WHERE user_id = $1`,
      [bruno.id],
    );
    expect(brunoKit.n).toBe(1);

    const audit = await t.db.query(
      `SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
      [ana.id],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'privacy.deletion_requested',
      'privacy.deletion_completed',
    ]);

    // Staff see the request and its state.
    const list = await request(t.http)
      .get('/api/admin/deletion-requests')
      .query({ filter: JSON.stringify({ userId: ana.id }) })
      .set(admin.auth)
      .expect(200);
    checker.check(list);
    expect(list.body).toEqual([
      expect.objectContaining({ userId: ana.id, status: 'completed', error: null }),
    ]);
    expect(list.headers['content-range']).toMatch(/^deletion-requests 0-0\/1$/);
    await request(t.http).get('/api/admin/deletion-requests').set(bruno.auth).expect(403);

    // The address signs up again, as a new account: created, without a second welcome bonus.
    const returning = await signUp(ana.email);
    const synced = await request(t.http)
      .post('/api/auth/sync')
      .set(bearer(returning))
      .send({})
      .expect(200);
    expect(synced.body).toMatchObject({ created: true, user: { credits: 0 } });
    const [spent] = await t.db.query(`SELECT count(*)::int AS n FROM welcome_bonus_spent`);
    expect(spent.n).toBe(1);
  });
});
