import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import type { TestApp } from './test-app';

/** Test-data builders for Stripe webhook events, and their signed delivery to the api. */

export const STRIPE_TEST_SECRET_KEY = 'sk_test_cena_local';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_cena_local';

type Json = Record<string, unknown>;

const signer = new Stripe(STRIPE_TEST_SECRET_KEY);

export interface StripeEventJson {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

/** `created` orders events as Stripe would; pass `createdOffsetS` to make one older or newer. */
export function stripeEvent(type: string, object: Json, createdOffsetS = 0): StripeEventJson {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) + createdOffsetS,
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  };
}

export const events = {
  checkoutCompleted: (session: Json, at = 0) =>
    stripeEvent('checkout.session.completed', session, at),
  asyncPaymentSucceeded: (session: Json, at = 0) =>
    stripeEvent(
      'checkout.session.async_payment_succeeded',
      { ...session, payment_status: 'paid' },
      at,
    ),
  asyncPaymentFailed: (session: Json, at = 0) =>
    stripeEvent(
      'checkout.session.async_payment_failed',
      { ...session, payment_status: 'unpaid' },
      at,
    ),
  subscriptionCreated: (subscription: Json, at = 0) =>
    stripeEvent('customer.subscription.created', subscription, at),
  subscriptionUpdated: (subscription: Json, at = 0) =>
    stripeEvent('customer.subscription.updated', subscription, at),
  subscriptionDeleted: (subscription: Json, at = 0) =>
    stripeEvent('customer.subscription.deleted', subscription, at),
  invoicePaid: (invoice: Json, at = 0) => stripeEvent('invoice.paid', invoice, at),
  chargeRefunded: (charge: Json, at = 0) => stripeEvent('charge.refunded', charge, at),
  invoicePaymentFailed: (invoice: Json, at = 0) =>
    stripeEvent('invoice.payment_failed', { ...invoice, status: 'open', amount_paid: 0 }, at),
};

export function signatureFor(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

/** POSTs the event to the webhook as Stripe does: raw JSON bytes plus `Stripe-Signature`. */
export function deliver(
  t: TestApp,
  event: StripeEventJson,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const req = request(t.http)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json; charset=utf-8');
  const signature =
    options.signature === undefined ? signatureFor(payload, options) : options.signature;
  if (signature !== null) req.set('Stripe-Signature', signature);
  return req.send(payload);
}

/** Fisher–Yates with a seed, so a failing order can be replayed. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Each item `times` times, in a seeded shuffled order: Stripe's at-least-once delivery, replayable. */
export function redelivered<T>(items: T[], times: number, seed: number): T[] {
  return shuffled(
    items.flatMap((item) => Array.from({ length: times }, () => item)),
    seed,
  );
}
