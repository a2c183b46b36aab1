import type { Product } from './catalogue';

/** A provider's checkout session, reduced to what fulfilment reads. */
export interface CheckoutSnapshot {
  id: string;
  mode: 'payment' | 'subscription';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** `client_reference_id`: the Cena user id. */
  userId: string | null;
  customerId: string | null;
  productKey: string | null;
  subscriptionId: string | null;
  paymentId: string | null;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  userId: string | null;
  productKey: string | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete… */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceSnapshot {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  amountPaidCents: number;
  receiptUrl: string | null;
}

/** A refund the provider reports (Stripe's `charge.refunded`), full or partial. */
export interface RefundSnapshot {
  chargeId: string;
  /** The payment ids Cena may have stored for this charge: payment intent, invoice. */
  paymentRefs: string[];
  /** True once the whole charge is refunded; a partial refund changes nothing in Cena. */
  fullyRefunded: boolean;
}

/** Every provider event Cena acts on, in the provider-neutral form fulfilment applies. */
export type BillingEvent =
  | { type: 'checkout.completed'; session: CheckoutSnapshot }
  | { type: 'checkout.async_payment_succeeded'; session: CheckoutSnapshot }
  | { type: 'checkout.async_payment_failed'; session: CheckoutSnapshot }
  | { type: 'checkout.expired'; session: CheckoutSnapshot }
  | { type: 'invoice.paid'; invoice: InvoiceSnapshot }
  | { type: 'invoice.payment_failed'; invoice: InvoiceSnapshot }
  | { type: 'subscription.changed'; subscription: SubscriptionSnapshot; deleted: boolean }
  | { type: 'charge.refunded'; refund: RefundSnapshot };

/** A verified webhook delivery: its id (idempotency key), time, and the event when Cena uses it. */
export interface VerifiedDelivery {
  id: string;
  type: string;
  occurredAt: Date;
  payload: unknown;
  event: BillingEvent | null;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  email: string;
  product: Product;
  /** Names the product on the provider's page. */
  productName: string;
  /** Contains `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The payment port. `sandbox` (embedded default) runs its own checkout pages inside the api;
 * `stripe` talks to Stripe. Both complete through BillingFulfilment.
 */
export abstract class PaymentGateway {
  abstract readonly provider: 'sandbox' | 'stripe';
  abstract createCustomer(input: {
    userId: string;
    email: string;
    name: string | null;
  }): Promise<string>;
  abstract createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  abstract createPortalSession(input: {
    customerId: string;
    userId: string;
    returnUrl: string;
  }): Promise<string>;
  /** The current state at the provider; null when it does not know the subscription. */
  abstract retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /**
   * Refunds a payment in full at the provider; the key makes a retried call refund once.
   * Returns the provider's refund id.
   */
  abstract refund(payment: { id: string; providerPaymentId: string | null }): Promise<string>;
  /** Asks the provider to end the subscription when its period ends; returns its new state. */
  abstract cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Throws DomainError('invalid_signature') for a forged, missing or stale signature. */
  abstract verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedDelivery;
}
