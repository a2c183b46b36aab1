import type Stripe from 'stripe';
import { toBillingEvent } from './stripe-event.mapper';

const event = (type: string, object: object) =>
  ({ id: 'evt_1', type, created: 1, data: { object } }) as unknown as Stripe.Event;

const subscription = (extra: object = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { userId: 'u1', productKey: 'pro_monthly' },
  items: { data: [{ current_period_end: 1_800_000_000, price: { lookup_key: null } }] },
  ...extra,
});

describe('Stripe events → billing events', () => {
  it('reads a checkout session: user, customer, product, subscription, payment status', () => {
    const mapped = toBillingEvent(
      event('checkout.session.completed', {
        id: 'cs_1',
        mode: 'payment',
        payment_status: 'unpaid',
        client_reference_id: 'u1',
        customer: { id: 'cus_1' },
        metadata: { productKey: 'credits_100' },
        subscription: null,
        payment_intent: 'pi_1',
      }),
    );
    expect(mapped).toEqual({
      type: 'checkout.completed',
      session: {
        id: 'cs_1',
        mode: 'payment',
        paymentStatus: 'unpaid',
        userId: 'u1',
        customerId: 'cus_1',
        productKey: 'credits_100',
        subscriptionId: null,
        paymentId: 'pi_1',
      },
    });
  });

  it('takes the period end from the item (API ≥ 2025-03-31) or the legacy top-level field', () => {
    const fromItem = toBillingEvent(event('customer.subscription.updated', subscription()));
    const legacy = toBillingEvent(
      event(
        'customer.subscription.updated',
        subscription({ items: { data: [] }, current_period_end: 1_700_000_000 }),
      ),
    );
    expect(fromItem).toMatchObject({
      subscription: { currentPeriodEnd: new Date(1_800_000_000_000), productKey: 'pro_monthly' },
      deleted: false,
    });
    expect(legacy).toMatchObject({
      subscription: { currentPeriodEnd: new Date(1_700_000_000_000) },
    });
  });

  it('follows a plan changed in the portal: the price lookup key beats the old metadata', () => {
    const upgraded = subscription({
      items: { data: [{ current_period_end: 1, price: { lookup_key: 'business_monthly' } }] },
    });
    const other = subscription({
      items: { data: [{ current_period_end: 1, price: { lookup_key: 'something_else' } }] },
    });
    expect(toBillingEvent(event('customer.subscription.updated', upgraded))).toMatchObject({
      subscription: { productKey: 'business_monthly' },
    });
    expect(toBillingEvent(event('customer.subscription.updated', other))).toMatchObject({
      subscription: { productKey: 'pro_monthly' },
    });
    expect(toBillingEvent(event('customer.subscription.deleted', upgraded))).toMatchObject({
      deleted: true,
    });
  });

  it('reads the subscription of an invoice from its parent (or the legacy field)', () => {
    const invoice = {
      id: 'in_1',
      customer: 'cus_1',
      amount_paid: 2900,
      hosted_invoice_url: 'https://invoice.stripe.com/i/x',
      parent: { subscription_details: { subscription: 'sub_1' } },
    };
    expect(toBillingEvent(event('invoice.paid', invoice))).toEqual({
      type: 'invoice.paid',
      invoice: {
        id: 'in_1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        amountPaidCents: 2900,
        receiptUrl: 'https://invoice.stripe.com/i/x',
      },
    });
    expect(
      toBillingEvent(
        event('invoice.payment_failed', { ...invoice, parent: null, subscription: 'sub_2' }),
      ),
    ).toMatchObject({ type: 'invoice.payment_failed', invoice: { subscriptionId: 'sub_2' } });
  });

  it('reads a refunded charge: its payment intent (and legacy invoice), full or partial', () => {
    expect(
      toBillingEvent(
        event('charge.refunded', {
          id: 'ch_1',
          payment_intent: 'pi_1',
          invoice: 'in_1',
          refunded: true,
        }),
      ),
    ).toEqual({
      type: 'charge.refunded',
      refund: { chargeId: 'ch_1', paymentRefs: ['pi_1', 'in_1'], fullyRefunded: true },
    });
    expect(
      toBillingEvent(
        event('charge.refunded', { id: 'ch_2', payment_intent: { id: 'pi_2' }, refunded: false }),
      ),
    ).toEqual({
      type: 'charge.refunded',
      refund: { chargeId: 'ch_2', paymentRefs: ['pi_2'], fullyRefunded: false },
    });
  });

  it('ignores event types Cena does not act on', () => {
    expect(toBillingEvent(event('charge.succeeded', {}))).toBeNull();
  });
});
