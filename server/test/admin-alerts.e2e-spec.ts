import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AlertCheck } from '../src/alerts/alert-check';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { createUser, type TestUser, withRole } from './support/users';

/**
 * Alerts end to end: failures seeded in the database, the worker's timer (and direct passes of
 * the check) opening one alert per kind, the admins' e-mails in the outbox, and the back office
 * acknowledging with who and when.
 */
describe('admin alerts', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: TestUser;
  let englishAdmin: TestUser;
  let support: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp('admin-alerts');
    admin = await withRole(t, 'admin');
    englishAdmin = await withRole(t, 'admin');
    support = await withRole(t, 'support');
    customer = await createUser(t);
    await t.db.query(`UPDATE users SET locale = 'en-US' WHERE id = $1`, [englishAdmin.id]);
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function seedVideos(status: 'completed' | 'failed' | 'queued', n: number, extra = '') {
    await t.db.query(
      `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack, cost_credits,
                           status, error_code, completed_at, provider ${extra ? ', updated_at' : ''})
       SELECT $1, 'text', 'Bolo de cenoura', 'Vídeo', 8, 'fun', 'animated', 20, $2::text,
              CASE WHEN $2::text = 'failed' THEN 'internal_error' END,
              CASE WHEN $2::text = 'completed' THEN now() END, 'local' ${extra ? `, ${extra}` : ''}
         FROM generate_series(1, $3)`,
      [customer.id, status, n],
    );
  }

  const alertMails = async (to: string) =>
    (await t.db.query(
      `SELECT subject, text_body AS "text", locale FROM mail_outbox
        WHERE template = 'admin_alert' AND to_address = $1 ORDER BY created_at`,
      [to],
    )) as { subject: string; text: string; locale: string }[];

  const listAlerts = (user: TestUser, filter: object = {}) =>
    request(t.http)
      .get('/api/admin/alerts')
      .query({ filter: JSON.stringify(filter), sort: '["createdAt","DESC"]', range: '[0,24]' })
      .set(user.auth);

  async function waitFor<T>(probe: () => Promise<T | null>, what: string, ms = 20_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('the worker timer opens one failure-rate alert and e-mails each admin once, in their language', async () => {
    // 8 of 12 renders failed in the last hour (66.7 % > 20 %, sample 12 ≥ 10).
    await seedVideos('completed', 4);
    await seedVideos('failed', 8);
    worker = await createTestWorker(t.config, {
      ALERTS_INTERVAL_MS: 1000,
      // No reconciler passes: nothing here should be re-enqueued or rendered.
      RECONCILE_INTERVAL_MS: 3_600_000,
    });

    const opened = await waitFor(async () => {
      const res = await listAlerts(admin, { open: true }).expect(200);
      return res.body.length ? res.body : null;
    }, 'the timer to open an alert');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      kind: 'failure_rate',
      severity: 'critical',
      data: { failed: 8, ended: 12, percent: 66.7, threshold: 20, minSample: 10 },
      message: '8 de 12 vídeos terminados na última hora falharam (66,7%; limite 20%).',
      acknowledgedAt: null,
      acknowledgedBy: null,
      acknowledgedByEmail: null,
    });

    // More passes (two of the timer's and a direct one): still one alert, still one e-mail each.
    const passes = jest.spyOn(worker.get(AlertCheck), 'run');
    await waitFor(async () => passes.mock.results.length >= 2, 'two more passes of the timer');
    const reports = await Promise.all(passes.mock.results.slice(0, 2).map((r) => r.value));
    passes.mockRestore();
    expect(reports.map((r) => r.opened)).toEqual([[], []]);
    expect((await worker.get(AlertCheck).run()).opened).toEqual([]);
    const all = await listAlerts(admin).expect(200);
    expect(all.body).toHaveLength(1);
    expect(all.headers['content-range']).toBe('alerts 0-0/1');

    const pt = await alertMails(admin.email);
    expect(pt).toHaveLength(1);
    expect(pt[0]).toMatchObject({ subject: 'Alerta Cena: taxa de falhas alta', locale: 'pt-BR' });
    expect(pt[0].text).toContain(`/admin/alerts/${opened[0].id}/show`);
    const en = await alertMails(englishAdmin.email);
    expect(en).toHaveLength(1);
    expect(en[0]).toMatchObject({ subject: 'Cena alert: high failure rate', locale: 'en-US' });
    expect(en[0].text).toContain('8 of the 12 videos that ended in the last hour failed');
    expect(await alertMails(customer.email)).toHaveLength(0);
    expect(await alertMails(support.email)).toHaveLength(0);
  });

  it('filters the list by open and kind, shows one alert, and refuses bad filters', async () => {
    const [alert] = (await listAlerts(admin, { kind: 'failure_rate' }).expect(200)).body;
    expect((await listAlerts(admin, { kind: 'payment_failures' }).expect(200)).body).toEqual([]);
    expect((await listAlerts(admin, { open: false }).expect(200)).body).toEqual([]);
    const shown = await request(t.http).get(`/api/admin/alerts/${alert.id}`).set(admin.auth);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(alert);
    // The message in the back office's language (its Accept-Language), from the alert's figures.
    const english = await request(t.http)
      .get(`/api/admin/alerts/${alert.id}`)
      .set(admin.auth)
      .set('Accept-Language', 'en-US')
      .expect(200);
    expect(english.body).toEqual({
      ...alert,
      message: '8 of the 12 videos that ended in the last hour failed (66.7%; threshold 20%).',
    });
    await listAlerts(admin, { kind: 'nonsense' }).expect(400);
    await listAlerts(admin, { open: 'maybe' }).expect(400);
    await listAlerts(admin, { kind: { $gt: '' } }).expect(400);
    await listAlerts(admin, { id: ['x'.repeat(10_000)] }).expect(400);
    for (const query of [
      { sort: '["password","ASC"]' },
      { range: '[1e400,1]' },
      { filter: '{' },
      { filter: '{"kind":"failure_rate\\u0000"}' },
    ]) {
      const res = await request(t.http).get('/api/admin/alerts').query(query).set(admin.auth);
      expect(res.status).toBe(400);
    }
    await request(t.http)
      .post(`/api/admin/alerts/${'%00'.repeat(50)}/acknowledge`)
      .set(admin.auth)
      .expect((res) => expect(res.status).toBeLessThan(500));
    await request(t.http)
      .get('/api/admin/alerts/00000000-0000-4000-8000-000000000000')
      .set(admin.auth)
      .expect(404);
    await request(t.http).get('/api/admin/alerts/not-a-uuid').set(admin.auth).expect(404);
  });

  it('is for admins only', async () => {
    const [alert] = (await listAlerts(admin).expect(200)).body;
    for (const user of [customer, support]) {
      await listAlerts(user).expect(403);
      await request(t.http).get(`/api/admin/alerts/${alert.id}`).set(user.auth).expect(403);
      await request(t.http)
        .post(`/api/admin/alerts/${alert.id}/acknowledge`)
        .set(user.auth)
        .expect(403);
    }
    await request(t.http).get('/api/admin/alerts').expect(401);
    expect(
      (await request(t.http).get(`/api/admin/alerts/${alert.id}`).set(admin.auth)).body,
    ).toMatchObject({ acknowledgedAt: null });
  });

  it('acknowledging records who and when (audit-logged, once) and lets a new alert open', async () => {
    const [alert] = (await listAlerts(admin, { open: true }).expect(200)).body;
    const before = Date.now();
    const acked = await request(t.http)
      .post(`/api/admin/alerts/${alert.id}/acknowledge`)
      .set(admin.auth)
      .expect(200);
    expect(acked.body).toMatchObject({
      id: alert.id,
      acknowledgedBy: admin.id,
      acknowledgedByEmail: admin.email,
    });
    const at = Date.parse(acked.body.acknowledgedAt);
    expect(at).toBeGreaterThanOrEqual(before - 5000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5000);

    // A second acknowledgement (another admin) changes nothing: idempotent, first who/when stay.
    const again = await request(t.http)
      .post(`/api/admin/alerts/${alert.id}/acknowledge`)
      .set(englishAdmin.auth)
      .expect(200);
    expect(again.body).toEqual(acked.body);

    const audit = await t.db.query(
      `SELECT actor_id AS "actorId", target_id AS "targetId", data FROM audit_log
        WHERE action = 'alert.acknowledge'`,
    );
    expect(audit).toEqual([
      {
        actorId: admin.id,
        targetId: alert.id,
        data: {
          before: { acknowledgedAt: null, acknowledgedBy: null },
          after: { acknowledgedAt: acked.body.acknowledgedAt, acknowledgedBy: admin.id },
          reason: null,
        },
      },
    ]);

    // The failures are still there: the next pass opens a new alert and e-mails again.
    const fresh = await waitFor(async () => {
      const res = await listAlerts(admin, { open: true, kind: 'failure_rate' }).expect(200);
      return res.body.length ? res.body : null;
    }, 'a new alert after the acknowledgement');
    expect(fresh).toHaveLength(1);
    expect(fresh[0].id).not.toBe(alert.id);
    expect(
      (await listAlerts(admin, { open: false }).expect(200)).body.map((a: { id: string }) => a.id),
    ).toEqual([alert.id]);
    await waitFor(async () => ((await alertMails(admin.email)).length === 2 ? true : null), 'mail');
    expect(await alertMails(englishAdmin.email)).toHaveLength(2);
  });

  it('measures queue backlog, webhook failures, provider errors and payment failures from the database', async () => {
    // Queue: one video waiting for 20 minutes (limit 15).
    await seedVideos('queued', 1, `now() - interval '20 minutes'`);
    // Provider errors: 5 renders failed by the provider in the last hour.
    await t.db.query(
      `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack, cost_credits,
                           status, error_code, provider)
       SELECT $1, 'text', 'Pão de queijo', 'Vídeo', 8, 'fun', 'animated', 20, 'failed',
              CASE WHEN g % 2 = 0 THEN 'provider_rejected' ELSE 'provider_failed' END, 'veo'
         FROM generate_series(1, 5) g`,
      [customer.id],
    );
    // A webhook event that failed to apply, and one from two hours ago that does not count.
    await t.db.query(
      `INSERT INTO webhook_events (id, provider, type, payload, error, received_at) VALUES
         ('evt_alert_1', 'stripe', 'checkout.session.completed', '{}', 'boom', now()),
         ('evt_alert_old', 'stripe', 'invoice.paid', '{}', 'boom', now() - interval '2 hours')`,
    );
    // Three failed payments in the hour.
    await t.db.query(
      `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status)
       SELECT $1, 'sandbox', 'credits', 'credits_100', 2900, 100, 'failed' FROM generate_series(1, 3)`,
      [customer.id],
    );

    // Three passes at once (as replicas racing past the lock would): each kind opens once.
    const check = worker.get(AlertCheck);
    const reports = await Promise.all([check.run(), check.run(), check.run()]);
    const openedNow = reports.flatMap((r) => r.opened);
    expect(new Set(openedNow).size).toBe(openedNow.length);
    // The timer may have opened some of them first; together they are all open once.
    const open = await waitFor(async () => {
      const res = await listAlerts(admin, { open: true }).expect(200);
      return res.body.length === 5 ? res.body : null;
    }, 'five open alerts');
    expect(openedNow.every((k) => open.some((a: { kind: string }) => a.kind === k))).toBe(true);
    const byKind = Object.fromEntries(open.map((a: { kind: string }) => [a.kind, a]));
    expect(byKind.queue_backlog).toMatchObject({
      data: { waiting: 1, oldestWaitingMinutes: 20, maxWaiting: 50, maxMinutes: 15 },
    });
    expect(byKind.webhook_failures).toMatchObject({
      data: { count: 1, types: { 'checkout.session.completed': 1 }, threshold: 1 },
    });
    expect(byKind.provider_errors).toMatchObject({
      data: { count: 5, failed: 3, rejected: 2, byProvider: { veo: 5 }, threshold: 5 },
    });
    expect(byKind.payment_failures).toMatchObject({
      data: { count: 3, amountCents: 8700, threshold: 3 },
    });
    // 13 failed of 17 ended now.
    expect(byKind.failure_rate.data).toMatchObject({ failed: 13, ended: 17 });
    await waitFor(
      async () => ((await alertMails(englishAdmin.email)).length === 6 ? true : null),
      'an e-mail per new alert',
    );
    // Sorted by severity: by rank (critical, warning, info), not by name.
    const rank = { critical: 3, warning: 2, info: 1 } as Record<string, number>;
    const bySeverity = await request(t.http)
      .get('/api/admin/alerts')
      .query({ sort: '["severity","DESC"]', range: '[0,24]' })
      .set(admin.auth)
      .expect(200);
    const ranks = bySeverity.body.map((a: { severity: string }) => rank[a.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBeGreaterThan(1);
    const subjects = (await alertMails(englishAdmin.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Cena alert: render queue backlog',
        'Cena alert: webhook failures',
        'Cena alert: video provider errors',
        'Cena alert: failed payments',
      ]),
    );
  });
});
