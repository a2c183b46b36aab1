import request from 'supertest';
import {
  balanceOf,
  checkout,
  describeBillingContract,
  driftedUsers,
  planOf,
} from './support/billing.contract';
import {
  deliver,
  events,
  redelivered,
  signatureFor,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeEventJson,
} from './support/stripe-events';
import { StripeTestServer } from './support/stripe-server';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser } from './support/users';

/** The Stripe adapter, with the official SDK talking to a local server that speaks Stripe's API. */
let t: TestApp;
const stripe = new StripeTestServer();

beforeAll(async () => {
  const apiUrl = await stripe.start();
  t = await createTestApp('billing_stripe', {
    STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe.stop();
});

const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() as string;

async function deliverOk(event: StripeEventJson) {
  const res = await deliver(t, event);
  expect(res.status).toBe(200);
}

async function subscriptionIdOf(user: TestUser): Promise<string> {
  const [row] = await t.db.query(
    'SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [user.id],
  );
  return row.id as string;
}

async function generate(user: TestUser): Promise<boolean> {
  const res = await request(t.http)
    .post('/api/generate')
    .set(user.auth)
    .send({ prompt: 'Padaria Pão Quente: pão de queijo saindo do forno' })
    .expect(202);
  const [video] = await t.db.query('SELECT watermark FROM videos WHERE id = $1', [res.body.id]);
  return video.watermark as boolean;
}

describeBillingContract('stripe', async () => ({
  t,
  provider: 'stripe',
  async pay(url) {
    const { session, subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    await deliverOk(events.checkoutCompleted(session));
    if (subscription) await deliverOk(events.subscriptionCreated(subscription));
    if (invoice) await deliverOk(events.invoicePaid(invoice));
  },
  async endSubscription(user) {
    await deliverOk(events.subscriptionDeleted(stripe.end(await subscriptionIdOf(user))));
  },
}));

describe('Stripe checkout sessions', () => {
  it('asks Stripe for a BRL subscription session with the catalogue price and the user', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params;
    const [{ customer }] = await t.db.query(
      'SELECT stripe_customer_id AS customer FROM users WHERE id = $1',
      [user.id],
    );
    expect(sent).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      metadata: { userId: user.id, productKey: 'pro_monthly', kind: 'subscription' },
      subscription_data: { metadata: { userId: user.id, productKey: 'pro_monthly' } },
      payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'brl', unit_amount: '2900', recurring: { interval: 'month' } },
        },
      ],
      success_url: `${t.config.publicUrl}/obrigado?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/cancelado`,
    });
  });

  it('offers card or Pix (expiring after 30 minutes) for a credit package', async () => {
    const user = await createUser(t);
    await checkout(t, user, 'credits', 'credits_300');
    const sent = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params;
    expect(sent).toMatchObject({
      mode: 'payment',
      payment_method_types: ['card', 'pix'],
      payment_method_options: { pix: { expires_after_seconds: '1800' } },
      line_items: [{ price_data: { currency: 'brl', unit_amount: '4990' } }],
      metadata: { productKey: 'credits_300' },
    });
  });

  it('creates one Stripe customer for two concurrent checkouts of one user', async () => {
    const user = await createUser(t);
    stripe.customerDelayMs = 300;
    try {
      await Promise.all([
        checkout(t, user, 'credits', 'credits_100'),
        checkout(t, user, 'credits', 'credits_300'),
      ]);
    } finally {
      stripe.customerDelayMs = 0;
    }
    const created = stripe
      .requestsTo('POST', '/v1/customers')
      .filter((r) => (r.params.metadata as Record<string, string>)?.userId === user.id);
    expect(created).toHaveLength(1);
    const sessions = stripe
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((r) => r.params.client_reference_id === user.id);
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((r) => r.params.customer)).size).toBe(1);
  });

  it('answers 502 provider_failed when Stripe is down, recording no checkout', async () => {
    const user = await createUser(t);
    stripe.outage = true;
    const res = await request(t.http)
      .post('/api/stripe/create-checkout-session')
      .set(user.auth)
      .send({ type: 'credits', productKey: 'credits_100' });
    stripe.outage = false;
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('provider_failed');
    expect(
      await t.db.query('SELECT id FROM checkout_sessions WHERE user_id = $1', [user.id]),
    ).toEqual([]);
    // Once Stripe is back the same user checks out normally.
    await checkout(t, user, 'credits', 'credits_100');
  });

  it('opens the Billing Portal for the user’s customer, returning to /payments', async () => {
    const user = await createUser(t);
    const res = await request(t.http).post('/api/billing/portal').set(user.auth).expect(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
    const sent = stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params;
    expect(sent.return_url).toBe(`${t.config.publicUrl}/payments`);
    expect(sent.customer).toMatch(/^cus_test_/);
  });
});

describe('Stripe webhooks', () => {
  it('Pro paid: plan pro and +100 exactly once with every event delivered 5 times, shuffled; renewals +100 once; deletion → Basic with the watermark back', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    const batch = [
      events.checkoutCompleted(session),
      events.subscriptionCreated(subscription!),
      events.subscriptionUpdated(subscription!),
      events.invoicePaid(invoice!),
    ];
    const deliveries = redelivered(batch, 5, 20251123);
    for (const event of deliveries) await deliverOk(event);

    expect(await planOf(t, user.id)).toBe('pro');
    expect(await balanceOf(t, user.id)).toBe(120);
    const grants = await t.db.query(
      `SELECT delta FROM credit_ledger WHERE user_id = $1 AND reason = 'subscription_grant'`,
      [user.id],
    );
    expect(grants).toEqual([{ delta: 100 }]);
    expect(await generate(user)).toBe(false); // Pro: no watermark

    const next = stripe.renew(subscription!.id as string);
    const renewal = events.invoicePaid(next.invoice);
    for (let i = 0; i < 3; i++) await deliverOk(renewal);
    await deliverOk(events.subscriptionUpdated(next.subscription));
    expect(await balanceOf(t, user.id)).toBe(200); // 120 - 20 (video) + 100
    const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(
      billing.body.payments.filter((p: { status: string }) => p.status === 'paid'),
    ).toHaveLength(2);
    expect(billing.body.payments[0].receiptUrl).toMatch(/^https:\/\/invoice\.stripe\.com\//);

    const cancelled = stripe.cancelAtPeriodEnd(subscription!.id as string);
    await deliverOk(events.subscriptionUpdated(cancelled));
    const pending = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(pending.body).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: true } });

    const ended = stripe.end(subscription!.id as string);
    await deliverOk(events.subscriptionDeleted(ended));
    // An older "active" event arriving late changes nothing: Stripe's current object says canceled.
    await deliverOk(events.subscriptionUpdated(next.subscription, -3600));
    expect(await planOf(t, user.id)).toBe('basic');
    expect(await generate(user)).toBe(true); // Basic again: watermark on the next video
    expect(await balanceOf(t, user.id)).toBe(180);
  });

  it('applies a subscription once when its events arrive all at once, each 5 times', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    const batch = [
      events.checkoutCompleted(session),
      events.subscriptionCreated(subscription!),
      events.invoicePaid(invoice!),
    ];
    const deliveries = redelivered(batch, 5, 7);
    const statuses = (await Promise.all(deliveries.map((e) => deliver(t, e)))).map((r) => r.status);
    // A delivery that lost a race may answer 500; Stripe's retry of it must then apply nothing new.
    for (const [i, status] of statuses.entries()) {
      if (status !== 200) await deliverOk(deliveries[i]);
    }
    expect(statuses.filter((s) => s !== 200 && s !== 500)).toEqual([]);
    expect(await planOf(t, user.id)).toBe('pro');
    expect(await balanceOf(t, user.id)).toBe(120);
  });

  it('refuses forged, missing and stale signatures with 400, writing nothing', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const { session } = stripe.completeCheckout(sessionIdOf(url));
    const event = events.checkoutCompleted(session);
    const attempts = [
      await deliver(t, event, { secret: 'whsec_someone_else' }),
      await deliver(t, event, { signature: null }),
      await deliver(t, event, { signature: 't=1700000000,v1=deadbeef' }),
      await deliver(t, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    // A valid signature of other bytes does not cover this payload.
    const other = events.checkoutCompleted({ ...session, client_reference_id: 'x' });
    const swapped = await deliver(t, event, {
      signature: signatureFor(JSON.stringify(other, null, 2)),
    });
    for (const res of [...attempts, swapped]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_signature');
    }
    expect(await t.db.query('SELECT id FROM webhook_events WHERE id = $1', [event.id])).toEqual([]);
    expect(await balanceOf(t, user.id)).toBe(20);
    expect(
      await t.db.query('SELECT id FROM payments WHERE checkout_session_id = $1', [session.id]),
    ).toEqual([]);
  });

  it('grants a credit package once when it is delivered 3 times', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const event = events.checkoutCompleted(stripe.completeCheckout(sessionIdOf(url)).session);
    await Promise.all([deliverOk(event), deliverOk(event)]);
    await deliverOk(event);
    expect(await balanceOf(t, user.id)).toBe(120);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM credit_ledger WHERE user_id = $1 AND reason = 'purchase'`,
      [user.id],
    );
    expect(count).toBe(1);
  });

  it('Pix: completed unpaid grants nothing; async_payment_succeeded grants once', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const { session } = stripe.completeCheckout(sessionIdOf(url), { paid: false });
    await deliverOk(events.checkoutCompleted(session));
    expect(await balanceOf(t, user.id)).toBe(20);
    const pending = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(pending.body.payments[0]).toMatchObject({
      status: 'pending',
      productKey: 'credits_100',
    });

    const paid = events.asyncPaymentSucceeded(stripe.confirmPix(session.id as string));
    await deliverOk(paid);
    await deliverOk(paid);
    expect(await balanceOf(t, user.id)).toBe(120);
    const done = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(done.body.payments).toHaveLength(1);
    expect(done.body.payments[0].status).toBe('paid');
  });

  it('Pix: async_payment_succeeded before checkout.session.completed still grants once', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const { session } = stripe.completeCheckout(sessionIdOf(url), { paid: false });
    const completedUnpaid = events.checkoutCompleted(session, -5);
    const succeeded = events.asyncPaymentSucceeded(stripe.confirmPix(session.id as string));
    await deliverOk(succeeded);
    await deliverOk(completedUnpaid);
    await deliverOk(succeeded);
    expect(await balanceOf(t, user.id)).toBe(120);
    const [payment] = await t.db.query(
      'SELECT status FROM payments WHERE checkout_session_id = $1',
      [session.id],
    );
    expect(payment.status).toBe('paid');
  });

  it('Pix: async_payment_failed grants nothing and records the payment as failed', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_300');
    const { session } = stripe.completeCheckout(sessionIdOf(url), { paid: false });
    await deliverOk(events.checkoutCompleted(session));
    await deliverOk(events.asyncPaymentFailed(session));
    await deliverOk(events.checkoutCompleted(session));
    expect(await balanceOf(t, user.id)).toBe(20);
    const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(billing.body.payments).toMatchObject([{ status: 'failed', credits: 300 }]);
  });

  it('answers 500 when handling fails, and the retry applies once', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    const { subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    const paid = events.invoicePaid(invoice!);
    stripe.outage = true; // the subscription lookup this invoice needs fails
    const failed = await deliver(t, paid);
    stripe.outage = false;
    expect(failed.status).toBe(500);
    expect(await balanceOf(t, user.id)).toBe(20);
    expect(await planOf(t, user.id)).toBe('basic');
    const [row] = await t.db.query('SELECT processed_at, error FROM webhook_events WHERE id = $1', [
      paid.id,
    ]);
    expect(row.processed_at).toBeNull();
    expect(row.error).toMatch(/Injected outage/);

    await deliverOk(paid);
    await deliverOk(paid);
    await deliverOk(events.subscriptionCreated(subscription!));
    expect(await planOf(t, user.id)).toBe('pro');
    expect(await balanceOf(t, user.id)).toBe(120);
  });

  it('invoice.payment_failed: e-mails the user, raises an alert, records the failure', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    await deliverOk(events.checkoutCompleted(session));
    await deliverOk(events.invoicePaid(invoice!));
    const next = stripe.renew(subscription!.id as string);
    const failed = events.invoicePaymentFailed(next.invoice);
    await deliverOk(failed);
    await deliverOk(failed);
    const mails = await t.db.query(
      `SELECT subject FROM mail_outbox WHERE template = 'payment_failed' AND to_address = $1`,
      [user.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('assinatura');
    const alerts = await t.db.query(
      `SELECT kind FROM alerts WHERE kind = 'billing_payment_failed' AND data->>'userId' = $1`,
      [user.id],
    );
    expect(alerts).toHaveLength(1);
    expect(await balanceOf(t, user.id)).toBe(120);
    expect(await planOf(t, user.id)).toBe('pro');
  });

  it('an event for an unknown customer: 200, nothing granted, an alert raised', async () => {
    const stranger = {
      id: 'in_test_unknown_customer',
      object: 'invoice',
      customer: 'cus_test_nobody',
      amount_paid: 2900,
      hosted_invoice_url: null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_test_nobody' },
      },
    };
    await deliverOk(events.invoicePaid(stranger));
    const alerts = await t.db.query(
      `SELECT kind FROM alerts WHERE kind = 'billing_unknown_customer' AND data->>'customerId' = 'cus_test_nobody'`,
    );
    expect(alerts).toHaveLength(1);
    expect(
      await t.db.query(
        `SELECT id FROM payments WHERE provider_payment_id = 'in_test_unknown_customer'`,
      ),
    ).toEqual([]);
  });

  it('keeps every balance equal to the sum of its ledger after the suite', async () => {
    expect(await driftedUsers(t)).toEqual([]);
  });
});

describe('account deletion through the Stripe adapter', () => {
  it('ends the live subscription at Stripe (cancel at period end) and closes the account', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'subscription', 'pro_monthly');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionIdOf(url));
    await deliverOk(events.checkoutCompleted(session));
    await deliverOk(events.subscriptionCreated(subscription!));
    await deliverOk(events.invoicePaid(invoice!));
    const subscriptionId = await subscriptionIdOf(user);

    await request(t.http)
      .post('/api/privacy/deletion')
      .set(user.auth)
      .send({ confirmEmail: user.email })
      .expect(202);
    const calls = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(calls.map((call) => call.params)).toEqual([
      expect.objectContaining({ cancel_at_period_end: 'true' }),
    ]);
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const [row] = await t.db.query(
      'SELECT cancel_at_period_end FROM subscriptions WHERE provider_subscription_id = $1',
      [subscriptionId],
    );
    expect(row.cancel_at_period_end).toBe(true);
    await request(t.http).get('/api/user').set(user.auth).expect(403);
  });
});
