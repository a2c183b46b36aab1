import type {
  AdminPaymentDto,
  AdminStatsDto,
  AdminSubscriptionDto,
  RefundResultDto,
  RevenueMonthDto,
} from '@cena/contracts';
import request from 'supertest';
import { LIVE_SUBSCRIPTION_STATUSES } from '../src/billing/billing.repository';
import { localDay } from '../src/common/business-calendar';
import {
  balanceOf,
  buyInSandbox,
  checkout,
  driftedUsers,
  planOf,
} from './support/billing.contract';
import {
  deliver,
  events,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
} from './support/stripe-events';
import { StripeTestServer } from './support/stripe-server';
import { createTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';
import { createUser, type TestUser, withRole } from './support/users';

/** Back office finance: payments and refunds, subscriptions, revenue by month and the dashboard. */

/** Moves the balance by an adjustment with its ledger row, so the ledger still sums to it. */
async function setBalance(t: TestApp, userId: string, balance: number): Promise<void> {
  const delta = balance - (await balanceOf(t, userId));
  if (delta === 0) return;
  await t.db.query(
    `INSERT INTO credit_ledger (user_id, delta, reason, note, balance_after)
     VALUES ($1, $2, 'admin_adjustment', 'test setup', $3)`,
    [userId, delta, balance],
  );
  await t.db.query('UPDATE users SET credit_balance = $2 WHERE id = $1', [userId, balance]);
}

async function paymentsOf(t: TestApp, userId: string) {
  return t.db.query(
    `SELECT id, status, credits, amount_cents AS "amountCents", provider_payment_id AS ref
       FROM payments WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  ) as Promise<{ id: string; status: string; credits: number; amountCents: number; ref: string }[]>;
}

async function auditCount(t: TestApp, action: string, targetId: string): Promise<number> {
  const [{ n }] = await t.db.query(
    'SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );
  return n as number;
}

async function ledgerOf(t: TestApp, userId: string, reason: string) {
  return t.db.query(
    'SELECT delta, payment_id AS "paymentId", actor_id AS "actorId" FROM credit_ledger WHERE user_id = $1 AND reason = $2',
    [userId, reason],
  ) as Promise<{ delta: number; paymentId: string; actorId: string | null }[]>;
}

/** São Paulo's 'YYYY-MM-DD' and 'YYYY-MM' for now. */
function saoPauloToday(): { day: string; month: string } {
  const day = localDay(new Date());
  return { day, month: day.slice(0, 7) };
}

describe('admin finance (sandbox provider)', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp('admin_finance');
    admin = await withRole(t, 'admin');
  });
  afterAll(() => t?.close());

  const refund = (paymentId: string, who: TestUser = admin) =>
    request(t.http).post(`/api/admin/payments/${paymentId}/refund`).set(who.auth);

  it('refunds a credit package: the payment is refunded, its credits taken back, audited', async () => {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, 'credits', 'credits_100');
    expect(await balanceOf(t, buyer.id)).toBe(120);
    const [payment] = await paymentsOf(t, buyer.id);
    expect(payment.status).toBe('paid');

    const res = await refund(payment.id).expect(200);
    const body = res.body as RefundResultDto;
    expect(body).toMatchObject({ creditsReversed: 100, creditsKept: false });
    expect(body.payment).toMatchObject({
      id: payment.id,
      userId: buyer.id,
      userEmail: buyer.email,
      kind: 'credits',
      status: 'refunded',
      amountCents: 1990,
      credits: 100,
      provider: 'sandbox',
    });
    expect(body.payment.refundedAt).not.toBeNull();
    expect(await balanceOf(t, buyer.id)).toBe(20);
    expect(await ledgerOf(t, buyer.id, 'purchase_refund')).toEqual([
      { delta: -100, paymentId: payment.id, actorId: admin.id },
    ]);
    const [entry] = await t.db.query(
      `SELECT actor_id AS "actorId", target_type AS "targetType", data FROM audit_log
        WHERE action = 'payment.refund' AND target_id = $1`,
      [payment.id],
    );
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'payment',
      data: {
        before: { status: 'paid' },
        after: { status: 'refunded', creditsReversed: 100, creditsKept: false },
      },
    });
    expect(await driftedUsers(t)).toEqual([]);
  });

  it('a second refund of the same payment is 409 conflict and writes nothing', async () => {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, 'credits', 'credits_100');
    const [payment] = await paymentsOf(t, buyer.id);
    await refund(payment.id).expect(200);
    const ledgerRows = async () =>
      (
        await t.db.query('SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1', [
          buyer.id,
        ])
      )[0].n;
    const before = { ledger: await ledgerRows(), balance: await balanceOf(t, buyer.id) };

    const again = await refund(payment.id).expect(409);
    expect(again.body.code).toBe('conflict');
    // Two at once: one may win at most, and here both lose.
    const racing = await Promise.all([refund(payment.id), refund(payment.id)]);
    expect(racing.map((r) => r.status)).toEqual([409, 409]);

    expect(await ledgerRows()).toBe(before.ledger);
    expect(await balanceOf(t, buyer.id)).toBe(before.balance);
    expect(await auditCount(t, 'payment.refund', payment.id)).toBe(1);
  });

  it('refunds without taking credits back when the balance no longer holds them, and says so', async () => {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, 'credits', 'credits_100');
    await setBalance(t, buyer.id, 30); // spent most of the package
    const [payment] = await paymentsOf(t, buyer.id);

    const res = await refund(payment.id).expect(200);
    expect(res.body).toMatchObject({
      creditsReversed: 0,
      creditsKept: true,
      payment: { status: 'refunded' },
    });
    expect(await balanceOf(t, buyer.id)).toBe(30);
    expect(await ledgerOf(t, buyer.id, 'purchase_refund')).toEqual([]);
    expect(await driftedUsers(t)).toEqual([]);
  });

  it('refuses unknown, unpaid and junk payment ids without a 5xx', async () => {
    await refund('00000000-0000-4000-8000-000000000000').expect(404);
    await refund('not-a-uuid').expect(404);
    await request(t.http).get('/api/admin/payments/not-a-uuid').set(admin.auth).expect(404);
    const buyer = await createUser(t);
    await checkout(t, buyer, 'credits', 'credits_300'); // an open checkout: no payment yet
    await request(t.http)
      .get('/api/admin/payments?filter={"userId":"nope"}')
      .set(admin.auth)
      .expect(400);
    await request(t.http)
      .get('/api/admin/payments?filter={"status":"stolen"}')
      .set(admin.auth)
      .expect(400);
  });

  it('lists payments with react-admin filters, sort and Content-Range', async () => {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, 'credits', 'credits_100');
    await buyInSandbox(t, buyer, 'credits', 'credits_300');
    const res = await request(t.http)
      .get('/api/admin/payments')
      .query({
        filter: JSON.stringify({ userId: buyer.id, kind: 'credits' }),
        sort: JSON.stringify(['amountCents', 'DESC']),
        range: '[0,9]',
      })
      .set(admin.auth)
      .expect(200);
    const rows = res.body as AdminPaymentDto[];
    expect(rows.map((p) => p.amountCents)).toEqual([4990, 1990]);
    expect(res.headers['content-range']).toBe('payments 0-1/2');
    const one = await request(t.http)
      .get(`/api/admin/payments/${rows[0].id}`)
      .set(admin.auth)
      .expect(200);
    expect(one.body).toEqual(rows[0]);
    const refunded = await request(t.http)
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ userId: buyer.id, status: 'refunded' }) })
      .set(admin.auth);
    expect([refunded.status, refunded.body]).toEqual([200, []]);
  });

  it('cancels a subscription at period end through the provider: the plan stays until then', async () => {
    const subscriber = await createUser(t);
    await buyInSandbox(t, subscriber, 'subscription', 'pro_monthly');
    expect(await planOf(t, subscriber.id)).toBe('pro');
    const list = await request(t.http)
      .get('/api/admin/subscriptions')
      .query({ filter: JSON.stringify({ userId: subscriber.id }) })
      .set(admin.auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('subscriptions 0-0/1');
    const [subscription] = list.body as AdminSubscriptionDto[];
    expect(subscription).toMatchObject({
      userId: subscriber.id,
      userEmail: subscriber.email,
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(subscription.currentPeriodEnd!)).toBeGreaterThan(Date.now());

    const res = await request(t.http)
      .post(`/api/admin/subscriptions/${subscription.id}/cancel`)
      .set(admin.auth)
      .expect(200);
    expect(res.body).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await planOf(t, subscriber.id)).toBe('pro');
    expect(await auditCount(t, 'subscription.cancel', subscription.id)).toBe(1);
    const shown = await request(t.http)
      .get(`/api/admin/subscriptions/${subscription.id}`)
      .set(admin.auth)
      .expect(200);
    expect(shown.body.cancelAtPeriodEnd).toBe(true);

    await request(t.http)
      .post(`/api/admin/subscriptions/${subscription.id}/cancel`)
      .set(admin.auth)
      .expect(409);
    expect(await auditCount(t, 'subscription.cancel', subscription.id)).toBe(1);
  });

  it('answers revenue by São Paulo month, 12 months, with refunds apart', async () => {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, 'credits', 'credits_100');
    const [payment] = await paymentsOf(t, buyer.id);
    await refund(payment.id).expect(200);
    const res = await request(t.http).get('/api/admin/finance').set(admin.auth).expect(200);
    const months = res.body as RevenueMonthDto[];
    expect(months).toHaveLength(12);
    expect(res.headers['content-range']).toBe('finance 0-11/12');
    expect(months[11].id).toBe(saoPauloToday().month);
    const [expected] = await t.db.query(
      `SELECT COALESCE(sum(amount_cents), 0)::int AS revenue, count(*)::int AS n,
              COALESCE(sum(amount_cents) FILTER (WHERE status = 'refunded'), 0)::int AS refunds
         FROM payments WHERE status IN ('paid', 'refunded')`,
    );
    expect(months[11]).toEqual({
      id: saoPauloToday().month,
      revenueCents: expected.revenue,
      refundsCents: expected.refunds,
      payments: expected.n,
    });
    expect(expected.refunds).toBeGreaterThan(0);
    expect(months.slice(0, 11).every((m) => m.revenueCents === 0 && m.payments === 0)).toBe(true);
  });

  it('answers the dashboard in one object with the seeded numbers', async () => {
    // A Pro subscriber (the MRR), a video that failed today and one completed in 4 s (the rates
    // and the median).
    await buyInSandbox(t, await createUser(t), 'subscription', 'pro_monthly');
    const owner = await createUser(t);
    await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits,
                           provider, error_code, started_at, completed_at)
       VALUES ($1, 'text', 'completed', 'p', 't', 8, 'upbeat', 'none', 20, 'local', NULL,
               now() - interval '5 seconds', now() - interval '1 second'),
              ($1, 'text', 'failed', 'p', 't', 8, 'upbeat', 'none', 20, 'local', 'render_failed',
               now() - interval '5 seconds', NULL)`,
      [owner.id],
    );
    await t.db.query(
      `INSERT INTO support_tickets (user_id, subject, status) VALUES ($1, 'Aberto', 'open'),
              ($1, 'Esperando', 'pending'), ($1, 'Resolvido', 'resolved')`,
      [owner.id],
    );
    await t.db.query(
      `INSERT INTO alerts (kind, severity, message, acknowledged_at)
       VALUES ('queue_backlog', 'warning', 'x', NULL), ('provider_errors', 'critical', 'y', now())`,
    );
    const res = await request(t.http).get('/api/admin/stats').set(admin.auth).expect(200);
    const stats = res.body as AdminStatsDto;
    const [db] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM users) AS users,
              (SELECT COALESCE(sum(amount_cents), 0)::int FROM payments WHERE status = 'paid') AS paid,
              (SELECT count(*)::int FROM subscriptions
                WHERE plan = 'pro' AND status = ANY($1)) AS "liveProSubscriptions"`,
      [LIVE_SUBSCRIPTION_STATUSES],
    );
    expect(stats.users).toEqual({ total: db.users, newToday: db.users });
    expect(stats.videosToday).toBe(2);
    expect(stats.successRate).toBe(0.5);
    expect(stats.medianRenderMs).toBeGreaterThanOrEqual(3_900);
    expect(stats.medianRenderMs).toBeLessThanOrEqual(4_100);
    expect(stats.queue).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    // Each live Pro subscription at R$ 29 (one cancelling at period end still pays this month).
    expect(db.liveProSubscriptions).toBeGreaterThan(0);
    expect(stats.mrrCents).toBe(2900 * db.liveProSubscriptions);
    expect(stats.revenueThisMonthCents).toBe(db.paid);
    expect({ tickets: stats.openTickets, alerts: stats.openAlerts }).toEqual({
      tickets: 2,
      alerts: 1,
    });
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily[29];
    expect(today).toEqual({
      day: saoPauloToday().day,
      videos: 2,
      failed: 1,
      signups: db.users,
      revenueCents: db.paid,
    });
    expect(stats.daily.slice(0, 29).every((d) => d.videos === 0 && d.signups === 0)).toBe(true);
  });

  it('refuses a user or support token on every finance route', async () => {
    const user = await createUser(t);
    const support = await withRole(t, 'support');
    for (const who of [user, support]) {
      for (const path of [
        '/api/admin/payments',
        '/api/admin/subscriptions',
        '/api/admin/finance',
        '/api/admin/stats',
      ]) {
        await request(t.http).get(path).set(who.auth).expect(403);
      }
      await refund('00000000-0000-4000-8000-000000000000', who).expect(403);
    }
  });
});

describe('admin finance (Stripe provider)', () => {
  let t: TestApp;
  let admin: TestUser;
  const stripe = new StripeTestServer();

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    t = await createTestApp('admin_finance_stripe', {
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    });
    admin = await withRole(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  async function buyCredits(user: TestUser): Promise<string> {
    const url = await checkout(t, user, 'credits', 'credits_100');
    const { session } = stripe.completeCheckout(url.split('/').pop()!);
    expect((await deliver(t, events.checkoutCompleted(session))).status).toBe(200);
    return session.payment_intent as string;
  }

  /** A customer on Pro monthly through Stripe: checkout, subscription and first invoice paid. */
  async function subscribe() {
    const subscriber = await createUser(t);
    const url = await checkout(t, subscriber, 'subscription', 'pro_monthly');
    const { session, subscription, invoice } = stripe.completeCheckout(url.split('/').pop()!);
    for (const event of [
      events.checkoutCompleted(session),
      events.subscriptionCreated(subscription!),
      events.invoicePaid(invoice!),
    ]) {
      expect((await deliver(t, event)).status).toBe(200);
    }
    return { subscriber, subscription, invoice };
  }

  it('refunds through refunds.create, and the charge.refunded webhook does not take credits twice', async () => {
    const buyer = await createUser(t);
    const paymentIntent = await buyCredits(buyer);
    expect(await balanceOf(t, buyer.id)).toBe(120);
    const [payment] = await paymentsOf(t, buyer.id);
    expect(payment.ref).toBe(paymentIntent);

    const res = await request(t.http)
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(admin.auth)
      .expect(200);
    expect(res.body).toMatchObject({ creditsReversed: 100, creditsKept: false });
    const [call] = stripe.requestsTo('POST', '/v1/refunds');
    expect(call.params.payment_intent).toBe(paymentIntent);
    expect(call.idempotencyKey).toBe(`cena-refund-${payment.id}`);

    // Stripe then reports the refund (and redelivers it): nothing changes a second time.
    const refunded = events.chargeRefunded(stripe.chargeOf(paymentIntent));
    expect((await deliver(t, refunded)).status).toBe(200);
    expect((await deliver(t, refunded)).status).toBe(200);
    expect(await balanceOf(t, buyer.id)).toBe(20);
    expect(await ledgerOf(t, buyer.id, 'purchase_refund')).toHaveLength(1);
    expect(await driftedUsers(t)).toEqual([]);
  });

  it("a charge.refunded that Stripe sends back while the refund call is open waits for the staff's record", async () => {
    const buyer = await createUser(t);
    const paymentIntent = await buyCredits(buyer);
    const [payment] = await paymentsOf(t, buyer.id);
    const reports: PromiseLike<{ status: number }>[] = [];
    stripe.beforeRefundAnswer = async (charge) => {
      const report = deliver(t, events.chargeRefunded(charge));
      reports.push(report);
      // Answer only once the report waits for the lock this refund holds (or, were nothing
      // holding it back, has been recorded first).
      let settled = false;
      void Promise.resolve(report).then(
        () => (settled = true),
        () => (settled = true),
      );
      await until('the report to wait for the lock or be recorded', async () => {
        if (settled) return true;
        const [{ n }] = await t.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return n > 0;
      });
    };
    try {
      const res = await request(t.http)
        .post(`/api/admin/payments/${payment.id}/refund`)
        .set(admin.auth);
      expect([res.status, res.body.creditsReversed]).toEqual([200, 100]);
      expect(reports).toHaveLength(1);
      expect((await reports[0]).status).toBe(200);
    } finally {
      stripe.beforeRefundAnswer = null;
    }
    expect(stripe.requestsTo('POST', '/v1/refunds').at(-1)?.params.payment_intent).toBe(
      paymentIntent,
    );
    expect(await auditCount(t, 'payment.refund', payment.id)).toBe(1);
    expect(await balanceOf(t, buyer.id)).toBe(20);
    expect(await ledgerOf(t, buyer.id, 'purchase_refund')).toHaveLength(1);
    expect(await driftedUsers(t)).toEqual([]);
  });

  it('a refund made in the Stripe dashboard arrives as charge.refunded and is applied once', async () => {
    const buyer = await createUser(t);
    const paymentIntent = await buyCredits(buyer);
    const charge = { ...stripe.chargeOf(paymentIntent), refunded: true, amount_refunded: 1990 };
    const event = events.chargeRefunded(charge);
    expect((await deliver(t, event)).status).toBe(200);
    expect((await deliver(t, events.chargeRefunded(charge))).status).toBe(200);
    const [payment] = await paymentsOf(t, buyer.id);
    expect(payment.status).toBe('refunded');
    expect(await balanceOf(t, buyer.id)).toBe(20);
    expect(await ledgerOf(t, buyer.id, 'purchase_refund')).toEqual([
      { delta: -100, paymentId: payment.id, actorId: null },
    ]);
    // The back office then sees it refunded: a refund from there is a conflict.
    await request(t.http)
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(admin.auth)
      .expect(409);
  });

  it('refunds a subscription invoice through the payment intent that paid it', async () => {
    const { subscriber, invoice } = await subscribe();
    expect(await balanceOf(t, subscriber.id)).toBe(120); // the month's 100 credits
    const [payment] = await paymentsOf(t, subscriber.id);
    expect(payment.ref).toBe(invoice!.id);

    const res = await request(t.http)
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set(admin.auth)
      .expect(200);
    expect(res.body).toMatchObject({
      creditsReversed: 100,
      payment: { kind: 'subscription', status: 'refunded' },
    });
    const paidBy = (invoice!.payments as { data: { payment: { payment_intent: string } }[] })
      .data[0].payment.payment_intent;
    expect(stripe.requestsTo('POST', '/v1/refunds').at(-1)?.params.payment_intent).toBe(paidBy);
    expect(await balanceOf(t, subscriber.id)).toBe(20);
    expect(await driftedUsers(t)).toEqual([]);
  });

  it('cancels at period end with subscriptions.update(cancel_at_period_end)', async () => {
    const { subscriber, subscription } = await subscribe();
    const [row] = await t.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [
      subscriber.id,
    ]);
    const res = await request(t.http)
      .post(`/api/admin/subscriptions/${row.id}/cancel`)
      .set(admin.auth)
      .expect(200);
    expect(res.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const [call] = stripe.requestsTo('POST', `/v1/subscriptions/${subscription!.id as string}`);
    expect(call.params.cancel_at_period_end).toBe('true');
    expect(await planOf(t, subscriber.id)).toBe('pro');
  });
});
