import request from 'supertest';
import type { TestApp } from './test-app';
import { createUser, type TestUser } from './users';

/** One payment provider as the api sees it, for the shared billing contract. */
export interface BillingSubject {
  t: TestApp;
  provider: 'sandbox' | 'stripe';
  /** The user pays the checkout behind `checkoutUrl` by card, and the provider tells Cena. */
  pay(checkoutUrl: string, user: TestUser): Promise<void>;
  /** The provider ends the user's subscription (the end of a period after cancelling). */
  endSubscription(user: TestUser): Promise<void>;
}

export const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.db.query('SELECT credit_balance FROM users WHERE id = $1', [userId]);
  return row.credit_balance as number;
}

export async function planOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.db.query('SELECT plan FROM users WHERE id = $1', [userId]);
  return row.plan as string;
}

/** Every user's balance equals the sum of their ledger (none has drifted). */
export async function driftedUsers(t: TestApp): Promise<unknown[]> {
  return t.db.query(
    `SELECT u.id, u.credit_balance, COALESCE(sum(l.delta), 0)::int AS ledger
     FROM users u LEFT JOIN credit_ledger l ON l.user_id = u.id
     GROUP BY u.id HAVING u.credit_balance <> COALESCE(sum(l.delta), 0)`,
  );
}

export async function checkout(
  t: TestApp,
  user: TestUser,
  type: string,
  productKey: string,
): Promise<string> {
  const res = await request(t.http)
    .post('/api/stripe/create-checkout-session')
    .set(user.auth)
    .send({ type, productKey })
    .expect(200);
  expect(typeof res.body.checkoutUrl).toBe('string');
  return res.body.checkoutUrl as string;
}

/** Pays a sandbox checkout page as the customer would (`POST <page>/pay`): 303 back to Cena. */
export function paySandboxCheckout(
  t: TestApp,
  checkoutUrl: string,
  method: 'card' | 'pix' = 'card',
): request.Test {
  const url = new URL(checkoutUrl, 'http://cena.test');
  return request(t.http)
    .post(`${url.pathname}/pay`)
    .type('form')
    .send({ t: url.searchParams.get('t') ?? '', method })
    .expect(303);
}

/** A paid sandbox checkout: a credit package or a subscription, as a customer buys it. */
export async function buyInSandbox(
  t: TestApp,
  user: TestUser,
  type: 'credits' | 'subscription',
  productKey: string,
): Promise<void> {
  await paySandboxCheckout(t, await checkout(t, user, type, productKey));
}

/** What both the sandbox and the Stripe adapter must do, seen through the HTTP API. */
export function describeBillingContract(name: string, setup: () => Promise<BillingSubject>): void {
  describe(`${name} (billing contract)`, () => {
    let s: BillingSubject;
    let t: TestApp;

    beforeAll(async () => {
      s = await setup();
      t = s.t;
    });

    it('lists the plans and packages publicly, priced in BRL in the request language', async () => {
      const pt = await request(t.http)
        .get('/api/plans')
        .set('Accept-Language', 'pt-BR')
        .expect(200);
      expect(pt.body.currency).toBe('BRL');
      expect(pt.body.plans.map((p: { plan: string }) => p.plan)).toEqual([
        'basic',
        'pro',
        'business',
      ]);
      const pro = pt.body.plans[1];
      expect(pro).toMatchObject({
        productKey: 'pro_monthly',
        priceCents: 2900,
        monthlyCredits: 100,
      });
      expect(nbsp(pro.price)).toBe('R$ 29,00');
      expect(pro.features).toContain("Sem marca d'água");
      expect(nbsp(pt.body.plans[0].price)).toBe('R$ 0,00');
      expect(nbsp(pt.body.plans[2].price)).toBe('R$ 99,00');
      expect(
        pt.body.packages.map((p: { productKey: string; credits: number; price: string }) => [
          p.productKey,
          p.credits,
          nbsp(p.price),
        ]),
      ).toEqual([
        ['credits_100', 100, 'R$ 19,90'],
        ['credits_300', 300, 'R$ 49,90'],
      ]);
      const en = await request(t.http)
        .get('/api/plans')
        .set('Accept-Language', 'en-US')
        .expect(200);
      expect(en.body.plans[1].price).toBe('R$29.00');
      expect(en.body.plans[1].features).toContain('No watermark');
      expect(en.body.packages[0].name).toBe('100 credits');
    });

    it('refuses products outside the catalogue, and signed-out callers, creating nothing', async () => {
      const user = await createUser(t);
      const post = (body: object) =>
        request(t.http).post('/api/stripe/create-checkout-session').set(user.auth).send(body);
      for (const body of [
        { type: 'credits', productKey: 'credits_1000' },
        { type: 'credits', productKey: 'pro_monthly' },
        { type: 'subscription', productKey: 'credits_100' },
        { type: 'gift', productKey: 'credits_100' },
      ]) {
        const res = await post(body).expect(400);
        expect(res.body.code).toBe('unknown_product');
      }
      await post({ type: 'credits' }).expect(400);
      await post({ type: 'credits', productKey: 'credits_100', amount: 1 }).expect(400);
      await request(t.http)
        .post('/api/stripe/create-checkout-session')
        .send({ type: 'credits', productKey: 'credits_100' })
        .expect(401);
      const [{ count }] = await t.db.query(
        'SELECT count(*)::int AS count FROM checkout_sessions WHERE user_id = $1',
        [user.id],
      );
      expect(count).toBe(0);
      await request(t.http).get('/api/billing').expect(401);
      await request(t.http).post('/api/billing/portal').expect(401);
    });

    it('sells a credit package once: +100 credits, a paid payment in the history', async () => {
      const user = await createUser(t);
      const url = await checkout(t, user, 'credits', 'credits_100');
      const sessionId = (
        await t.db.query('SELECT id FROM checkout_sessions WHERE user_id = $1', [user.id])
      )[0].id as string;
      const before = await request(t.http)
        .get(`/api/billing/checkout/${sessionId}`)
        .set(user.auth)
        .expect(200);
      expect(before.body).toMatchObject({ fulfilled: false, creditBalance: 20, credits: 100 });

      await s.pay(url, user);

      expect(await balanceOf(t, user.id)).toBe(120);
      const status = await request(t.http)
        .get(`/api/billing/checkout/${sessionId}`)
        .set(user.auth)
        .expect(200);
      expect(status.body).toMatchObject({
        kind: 'credits',
        productKey: 'credits_100',
        fulfilled: true,
        paymentStatus: 'paid',
        creditBalance: 120,
      });
      const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
      expect(billing.body.provider).toBe(s.provider);
      expect(billing.body.payments).toHaveLength(1);
      expect(billing.body.payments[0]).toMatchObject({
        kind: 'credits',
        productKey: 'credits_100',
        amountCents: 1990,
        credits: 100,
        status: 'paid',
      });
      expect(nbsp(billing.body.payments[0].amount)).toBe('R$ 19,90');

      const other = await createUser(t);
      await request(t.http).get(`/api/billing/checkout/${sessionId}`).set(other.auth).expect(404);
      const otherBilling = await request(t.http).get('/api/billing').set(other.auth).expect(200);
      expect(otherBilling.body.payments).toEqual([]);
    });

    it('subscribes to Pro (+100 credits), refuses a second subscription, and ends on Basic', async () => {
      const user = await createUser(t);
      const url = await checkout(t, user, 'subscription', 'pro_monthly');
      await s.pay(url, user);

      expect(await planOf(t, user.id)).toBe('pro');
      expect(await balanceOf(t, user.id)).toBe(120);
      const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
      expect(billing.body).toMatchObject({
        plan: 'pro',
        subscription: { productKey: 'pro_monthly', status: 'active', cancelAtPeriodEnd: false },
      });
      expect(new Date(billing.body.subscription.renewsAt).getTime()).toBeGreaterThan(
        Date.now() + 27 * 24 * 3600 * 1000,
      );
      expect(billing.body.payments[0]).toMatchObject({
        kind: 'subscription',
        productKey: 'pro_monthly',
        amountCents: 2900,
        credits: 100,
        status: 'paid',
      });

      for (const productKey of ['pro_monthly', 'business_monthly']) {
        const again = await request(t.http)
          .post('/api/stripe/create-checkout-session')
          .set(user.auth)
          .send({ type: 'subscription', productKey })
          .expect(409);
        expect(again.body.code).toBe('already_subscribed');
      }
      const portal = await request(t.http).post('/api/billing/portal').set(user.auth).expect(200);
      // Stripe's page (absolute) or the sandbox's, on the address the customer is at (a path).
      expect(portal.body.url).toMatch(/^(https?:\/\/|\/(?!\/))/);

      await s.endSubscription(user);
      expect(await planOf(t, user.id)).toBe('basic');
      expect(await balanceOf(t, user.id)).toBe(120);
    });

    it('keeps every balance equal to the sum of its ledger', async () => {
      expect(await driftedUsers(t)).toEqual([]);
    });
  });
}
