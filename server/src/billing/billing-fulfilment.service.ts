import { Injectable, Logger } from '@nestjs/common';
import { CreditsService } from '../credits/credits.service';
import { SettingsService } from '../settings/settings.service';
import type { Transaction } from '../transactions/unit-of-work';
import { BillingMailer } from './billing-mailer';
import { BillingRefunds } from './billing-refunds.service';
import { BillingRepository, type SubscriptionRow } from './billing.repository';
import { productByKey, type SubscriptionOffer } from './catalogue';
import {
  type BillingEvent,
  type CheckoutSnapshot,
  type InvoiceSnapshot,
  PaymentGateway,
  type RefundSnapshot,
  type SubscriptionSnapshot,
} from './payment-gateway';

type CheckoutOutcome = 'completed' | 'succeeded' | 'failed' | 'expired';

/**
 * Applies what a provider says happened: the one place that records payments, grants purchased
 * credits and moves plans. A verified webhook and the sandbox's 'Pagar' both end here. Every
 * step is an upsert or a ledger entry with a unique key, so any redelivery, in any order,
 * changes nothing twice; each user's changes are serialised by locking the user row first.
 */
@Injectable()
export class BillingFulfilment {
  private readonly logger = new Logger(BillingFulfilment.name);

  constructor(
    private readonly repository: BillingRepository,
    private readonly credits: CreditsService,
    private readonly gateway: PaymentGateway,
    private readonly settings: SettingsService,
    private readonly mailer: BillingMailer,
    private readonly refunds: BillingRefunds,
  ) {}

  async apply(event: BillingEvent, occurredAt: Date, tx: Transaction): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        return this.checkout(event.session, 'completed', occurredAt, tx);
      case 'checkout.async_payment_succeeded':
        return this.checkout(event.session, 'succeeded', occurredAt, tx);
      case 'checkout.async_payment_failed':
        return this.checkout(event.session, 'failed', occurredAt, tx);
      case 'checkout.expired':
        return this.checkout(event.session, 'expired', occurredAt, tx);
      case 'subscription.changed':
        return this.subscription(event.subscription, event.deleted, occurredAt, tx);
      case 'invoice.paid':
        return this.invoicePaid(event.invoice, occurredAt, tx);
      case 'invoice.payment_failed':
        return this.invoiceFailed(event.invoice, tx);
      case 'charge.refunded':
        return this.chargeRefunded(event.refund, tx);
    }
  }

  private async checkout(
    session: CheckoutSnapshot,
    outcome: CheckoutOutcome,
    occurredAt: Date,
    tx: Transaction,
  ): Promise<void> {
    const recorded = await this.repository.findCheckoutSession(session.id, tx);
    const userId = await this.resolveUser(
      tx,
      recorded?.userId ?? session.userId,
      session.customerId,
    );
    if (!userId) return this.unknownCustomer(tx, 'checkout', session.id, session.customerId);
    const catalogue = await this.settings.get('billing.catalogue');
    const product = productByKey(catalogue, recorded?.productKey ?? session.productKey);
    if (!product) {
      return this.alert(
        tx,
        'billing_unknown_product',
        `checkout ${session.id} sold no catalogue product`,
        {
          sessionId: session.id,
          productKey: session.productKey,
        },
      );
    }
    await this.credits.lockAccount(tx, userId);
    if (session.customerId) await this.repository.setCustomerIdOnce(tx, userId, session.customerId);

    if (outcome === 'expired') {
      await this.repository.closeCheckoutSession(tx, session.id, 'expired');
      if (product.kind === 'credits') {
        await this.repository.expirePendingPayment(tx, session.id);
      }
      return;
    }
    await this.repository.closeCheckoutSession(tx, session.id, 'complete', session.subscriptionId);

    if (product.kind === 'credits') {
      const status =
        outcome === 'failed' ? 'failed' : session.paymentStatus === 'paid' ? 'paid' : 'pending';
      const credits = recorded?.credits ?? product.credits;
      const payment = await this.repository.upsertPayment(tx, 'checkout_session_id', {
        userId,
        provider: this.gateway.provider,
        kind: 'credits',
        productKey: product.productKey,
        amountCents: recorded?.amountCents ?? product.priceCents,
        credits,
        status,
        checkoutSessionId: session.id,
        providerPaymentId: session.paymentId,
      });
      if (payment.status === 'paid') {
        await this.credits.grant(
          { userId, amount: credits, reason: 'purchase', paymentId: payment.id },
          tx,
        );
      }
      return;
    }

    if (session.subscriptionId) {
      const current = await this.gateway.retrieveSubscription(session.subscriptionId);
      if (current) {
        await this.subscription(
          {
            ...current,
            userId: current.userId ?? userId,
            productKey: current.productKey ?? product.productKey,
          },
          current.status === 'canceled',
          occurredAt,
          tx,
        );
      }
    }
  }

  private async subscription(
    incoming: SubscriptionSnapshot,
    deleted: boolean,
    occurredAt: Date,
    tx: Transaction,
  ): Promise<void> {
    const known = await this.repository.findSubscription(incoming.id, tx);
    const userId =
      known?.userId ?? (await this.resolveUser(tx, incoming.userId, incoming.customerId));
    if (!userId) return this.unknownCustomer(tx, 'subscription', incoming.id, incoming.customerId);
    await this.credits.lockAccount(tx, userId);
    const stored = await this.repository.findSubscriptionForUpdate(tx, incoming.id);
    // A canceled subscription never comes back: Stripe starts a new one instead.
    if (stored?.status === 'canceled') return;

    let current = incoming;
    let isDeleted = deleted;
    let at = occurredAt;
    if (stored?.providerUpdatedAt && occurredAt < stored.providerUpdatedAt) {
      // An older event than the state applied: the provider's current object decides.
      const fresh = await this.gateway.retrieveSubscription(incoming.id);
      if (!fresh) return;
      current = fresh;
      isDeleted = fresh.status === 'canceled';
      at = stored.providerUpdatedAt;
    }
    const catalogue = await this.settings.get('billing.catalogue');
    const productKey = current.productKey ?? stored?.productKey ?? null;
    const offer = productByKey(catalogue, productKey);
    const plan = offer?.kind === 'subscription' ? offer.plan : stored?.plan;
    if (!plan) {
      return this.alert(
        tx,
        'billing_unknown_product',
        `subscription ${incoming.id} has no catalogue plan`,
        {
          subscriptionId: incoming.id,
          productKey,
        },
      );
    }
    await this.repository.upsertSubscription(tx, {
      userId,
      provider: this.gateway.provider,
      providerSubscriptionId: current.id,
      providerCustomerId: current.customerId,
      plan,
      productKey,
      status: isDeleted ? 'canceled' : current.status,
      currentPeriodEnd: current.currentPeriodEnd,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      providerUpdatedAt: at,
    });
    const live = await this.repository.liveSubscriptionOf(userId, tx);
    await this.repository.setPlan(tx, userId, live?.plan ?? 'basic');
  }

  private async invoicePaid(
    invoice: InvoiceSnapshot,
    occurredAt: Date,
    tx: Transaction,
  ): Promise<void> {
    if (!invoice.subscriptionId) return; // not a subscription invoice: nothing Cena sold
    let stored: SubscriptionRow | null = await this.repository.findSubscription(
      invoice.subscriptionId,
      tx,
    );
    if (!stored) {
      // The invoice arrived before anything about its subscription: take the provider's state.
      const current = await this.gateway.retrieveSubscription(invoice.subscriptionId);
      if (current) {
        await this.subscription(current, current.status === 'canceled', occurredAt, tx);
        stored = await this.repository.findSubscription(invoice.subscriptionId, tx);
      }
    }
    const userId = stored?.userId ?? (await this.resolveUser(tx, null, invoice.customerId));
    if (!userId) return this.unknownCustomer(tx, 'invoice', invoice.id, invoice.customerId);
    const offer = await this.subscriptionOffer(stored?.productKey);
    if (!offer) {
      return this.alert(
        tx,
        'billing_unknown_product',
        `invoice ${invoice.id} is for no catalogue plan`,
        {
          invoiceId: invoice.id,
          subscriptionId: invoice.subscriptionId,
        },
      );
    }
    await this.credits.lockAccount(tx, userId);
    const payment = await this.repository.upsertPayment(tx, 'provider_payment_id', {
      userId,
      provider: this.gateway.provider,
      kind: 'subscription',
      productKey: offer.productKey,
      amountCents: invoice.amountPaidCents,
      credits: offer.monthlyCredits,
      status: 'paid',
      providerPaymentId: invoice.id,
      receiptUrl: invoice.receiptUrl,
    });
    if (payment.status === 'paid' && offer.monthlyCredits > 0) {
      await this.credits.grant(
        {
          userId,
          amount: offer.monthlyCredits,
          reason: 'subscription_grant',
          paymentId: payment.id,
        },
        tx,
      );
    }
  }

  private async invoiceFailed(invoice: InvoiceSnapshot, tx: Transaction): Promise<void> {
    const stored = invoice.subscriptionId
      ? await this.repository.findSubscription(invoice.subscriptionId, tx)
      : null;
    const userId = stored?.userId ?? (await this.resolveUser(tx, null, invoice.customerId));
    if (!userId) return this.unknownCustomer(tx, 'invoice', invoice.id, invoice.customerId);
    const offer = await this.subscriptionOffer(stored?.productKey);
    if (offer) {
      await this.credits.lockAccount(tx, userId);
      await this.repository.upsertPayment(tx, 'provider_payment_id', {
        userId,
        provider: this.gateway.provider,
        kind: 'subscription',
        productKey: offer.productKey,
        amountCents: offer.priceCents,
        credits: 0,
        status: 'failed',
        providerPaymentId: invoice.id,
        receiptUrl: invoice.receiptUrl,
      });
    }
    await this.repository.raiseAlert(
      {
        kind: 'billing_payment_failed',
        severity: 'warning',
        message: `renewal payment failed for invoice ${invoice.id}`,
        data: { userId, invoiceId: invoice.id, subscriptionId: invoice.subscriptionId },
      },
      tx,
    );
    tx.afterCommit(() => this.mailer.paymentFailed(userId));
  }

  /**
   * A refund made at the provider (or the echo of one made from the back office): recorded once,
   * so the credits are never taken back twice.
   */
  private async chargeRefunded(refund: RefundSnapshot, tx: Transaction): Promise<void> {
    if (!refund.fullyRefunded) return;
    const paymentId = await this.repository.findPaymentByProviderRefs(tx, refund.paymentRefs);
    if (!paymentId) {
      this.logger.warn(`refunded charge ${refund.chargeId} matches no recorded payment`);
      return;
    }
    await this.refunds.apply(tx, paymentId, null);
  }

  private async subscriptionOffer(
    productKey: string | null | undefined,
  ): Promise<SubscriptionOffer | undefined> {
    const offer = productByKey(await this.settings.get('billing.catalogue'), productKey);
    return offer?.kind === 'subscription' ? offer : undefined;
  }

  private async resolveUser(
    tx: Transaction,
    userId: string | null | undefined,
    customerId: string | null | undefined,
  ): Promise<string | null> {
    if (userId && (await this.repository.userExists(tx, userId))) return userId;
    if (customerId) return this.repository.userIdByCustomer(tx, customerId);
    return null;
  }

  private unknownCustomer(
    tx: Transaction,
    what: string,
    id: string,
    customerId: string | null | undefined,
  ): Promise<void> {
    return this.alert(tx, 'billing_unknown_customer', `${what} ${id} belongs to no Cena user`, {
      id,
      customerId: customerId ?? null,
    });
  }

  private async alert(tx: Transaction, kind: string, message: string, data: object): Promise<void> {
    this.logger.warn(message);
    await this.repository.raiseAlert({ kind, severity: 'warning', message, data }, tx);
  }
}
