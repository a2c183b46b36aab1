import { BILLING } from '@cena/contracts';
import Stripe from 'stripe';
import { DomainError } from '../../common/domain-error';
import {
  type CheckoutRequest,
  PaymentGateway,
  type SubscriptionSnapshot,
  type VerifiedDelivery,
} from '../payment-gateway';
import { toBillingEvent, toSubscriptionSnapshot } from './stripe-event.mapper';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another API origin (a local test server); Stripe's own when unset. */
  apiUrl?: string;
}

/**
 * A Stripe refusal or outage while the user waits (checkout, portal) is `provider_failed` (502):
 * the client says 'Erro ao processar pagamento', nothing is recorded.
 */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new DomainError('provider_failed', { retryable: true });
    }
    throw error;
  }
}

/** Stripe Checkout, Billing Portal and signed webhooks through the official SDK. */
export class StripePaymentGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    super();
    const url = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCustomer(input: {
    userId: string;
    email: string;
    name: string | null;
  }): Promise<string> {
    const customer = await providerCall(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name ?? undefined, metadata: { userId: input.userId } },
        // A retry after a crash between Stripe's answer and our commit finds the same customer.
        { idempotencyKey: `cena-customer-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const { product } = input;
    const subscription = product.kind === 'subscription';
    const metadata = { userId: input.userId, productKey: product.productKey, kind: product.kind };
    const session = await providerCall(() =>
      this.stripe.checkout.sessions.create({
        mode: subscription ? 'subscription' : 'payment',
        customer: input.customerId,
        client_reference_id: input.userId,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: BILLING.currency,
              unit_amount: product.priceCents,
              product_data: {
                name: input.productName,
                metadata: { productKey: product.productKey },
              },
              ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        ...(subscription
          ? { payment_method_types: ['card'], subscription_data: { metadata } }
          : {
              payment_method_types: ['card', 'pix'],
              payment_method_options: { pix: { expires_after_seconds: BILLING.pixExpirySeconds } },
              payment_intent_data: { metadata },
            }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new DomainError('provider_failed');
    return { id: session.id, url: session.url };
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await providerCall(() =>
      this.stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      }),
    );
    return session.url;
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    try {
      return toSubscriptionSnapshot(await this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  /**
   * Refunds a Checkout payment (a payment intent) or a subscription invoice (through the
   * payment intent that paid it).
   */
  async refund(payment: { id: string; providerPaymentId: string | null }): Promise<string> {
    const ref = payment.providerPaymentId;
    if (!ref) throw new DomainError('provider_failed');
    const paymentIntent = ref.startsWith('in_') ? await this.invoicePaymentIntent(ref) : ref;
    const refund = await providerCall(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { paymentId: payment.id } },
        // Two staff clicking at once, or a retry after a timeout, refund once.
        { idempotencyKey: `cena-refund-${payment.id}` },
      ),
    );
    return refund.id;
  }

  private async invoicePaymentIntent(invoiceId: string): Promise<string> {
    const invoice = await providerCall(() =>
      this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    );
    // Since API 2025-03-31 an invoice lists its payments; older ones named the intent directly.
    const legacy = invoice as unknown as { payment_intent?: string | { id: string } | null };
    const fromPayments = invoice.payments?.data?.[0]?.payment?.payment_intent;
    const intent = fromPayments ?? legacy.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new DomainError('provider_failed');
    return id;
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionSnapshot> {
    const subscription = await providerCall(() =>
      this.stripe.subscriptions.update(
        providerSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cena-cancel-${providerSubscriptionId}` },
      ),
    );
    return toSubscriptionSnapshot(subscription);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedDelivery {
    if (!this.options.webhookSecret || !signature) throw new DomainError('invalid_signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.webhookSecret,
        BILLING.webhookToleranceSeconds,
      );
    } catch {
      throw new DomainError('invalid_signature');
    }
    return {
      id: event.id,
      type: event.type,
      occurredAt: new Date(event.created * 1000),
      payload: event,
      event: toBillingEvent(event),
    };
  }
}
