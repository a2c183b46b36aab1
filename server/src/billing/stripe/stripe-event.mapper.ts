import { SUBSCRIPTION_PRODUCT_KEYS } from '@cena/contracts';
import type Stripe from 'stripe';
import type {
  BillingEvent,
  CheckoutSnapshot,
  InvoiceSnapshot,
  RefundSnapshot,
  SubscriptionSnapshot,
} from '../payment-gateway';

type Ref = string | { id: string } | null | undefined;

const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

function paymentStatusOf(status: string): CheckoutSnapshot['paymentStatus'] {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

export function toCheckoutSnapshot(s: Stripe.Checkout.Session): CheckoutSnapshot {
  return {
    id: s.id,
    mode: s.mode === 'subscription' ? 'subscription' : 'payment',
    paymentStatus: paymentStatusOf(s.payment_status),
    userId: s.client_reference_id ?? s.metadata?.userId ?? null,
    customerId: idOf(s.customer),
    productKey: s.metadata?.productKey ?? null,
    subscriptionId: idOf(s.subscription),
    paymentId: idOf(s.payment_intent),
  };
}

/**
 * What the subscription sells now. A plan change in the Billing Portal swaps the item's price but
 * keeps the subscription's metadata, so a price whose `lookup_key` is a Cena product key wins.
 */
function productKeyOf(s: Stripe.Subscription): string | null {
  const lookupKey = s.items?.data?.[0]?.price?.lookup_key;
  if (lookupKey && (SUBSCRIPTION_PRODUCT_KEYS as readonly string[]).includes(lookupKey)) {
    return lookupKey;
  }
  return s.metadata?.productKey ?? null;
}

export function toSubscriptionSnapshot(s: Stripe.Subscription): SubscriptionSnapshot {
  // Since API 2025-03-31 the billing period lives on the items; older payloads had it on top.
  const legacy = s as unknown as { current_period_end?: number };
  const periodEnd = s.items?.data?.[0]?.current_period_end ?? legacy.current_period_end;
  return {
    id: s.id,
    customerId: idOf(s.customer),
    userId: s.metadata?.userId ?? null,
    productKey: productKeyOf(s),
    status: s.status,
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: s.cancel_at_period_end,
  };
}

export function toInvoiceSnapshot(i: Stripe.Invoice): InvoiceSnapshot {
  const legacy = i as unknown as { subscription?: Ref };
  return {
    id: i.id ?? '',
    customerId: idOf(i.customer),
    subscriptionId: idOf(i.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription),
    amountPaidCents: i.amount_paid ?? 0,
    receiptUrl: i.hosted_invoice_url ?? null,
  };
}

export function toRefundSnapshot(c: Stripe.Charge): RefundSnapshot {
  const legacy = c as unknown as { invoice?: Ref };
  const refs = [idOf(c.payment_intent), idOf(legacy.invoice)].filter((r): r is string => !!r);
  return {
    chargeId: c.id,
    paymentRefs: refs,
    fullyRefunded: c.refunded === true,
  };
}

/** The Stripe events Cena acts on; null for every other type (recorded, then ignored). */
export function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { type: 'checkout.completed', session: toCheckoutSnapshot(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return {
        type: 'checkout.async_payment_succeeded',
        session: toCheckoutSnapshot(event.data.object),
      };
    case 'checkout.session.async_payment_failed':
      return {
        type: 'checkout.async_payment_failed',
        session: toCheckoutSnapshot(event.data.object),
      };
    case 'checkout.session.expired':
      return { type: 'checkout.expired', session: toCheckoutSnapshot(event.data.object) };
    case 'invoice.paid':
      return { type: 'invoice.paid', invoice: toInvoiceSnapshot(event.data.object) };
    case 'invoice.payment_failed':
      return { type: 'invoice.payment_failed', invoice: toInvoiceSnapshot(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return {
        type: 'subscription.changed',
        subscription: toSubscriptionSnapshot(event.data.object),
        deleted: false,
      };
    case 'charge.refunded':
      return { type: 'charge.refunded', refund: toRefundSnapshot(event.data.object) };
    case 'customer.subscription.deleted':
      return {
        type: 'subscription.changed',
        subscription: toSubscriptionSnapshot(event.data.object),
        deleted: true,
      };
    default:
      return null;
  }
}
