import { randomBytes } from 'node:crypto';
import { DomainError } from '../../common/domain-error';
import type { BillingRepository } from '../billing.repository';
import {
  type CheckoutRequest,
  PaymentGateway,
  type SubscriptionSnapshot,
  type VerifiedDelivery,
} from '../payment-gateway';
import type { SandboxLinks } from './sandbox-links';

export const sandboxId = (prefix: string): string =>
  `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/**
 * The embedded default: checkout and portal pages served by the api itself (SandboxController),
 * no account or network needed. Cena's own subscriptions table is this provider's record.
 */
export class SandboxPaymentGateway extends PaymentGateway {
  readonly provider = 'sandbox' as const;

  constructor(
    private readonly repository: BillingRepository,
    private readonly links: SandboxLinks,
  ) {
    super();
  }

  createCustomer(): Promise<string> {
    return Promise.resolve(sandboxId('cus'));
  }

  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = sandboxId('cs');
    return Promise.resolve({ id, url: this.links.checkoutUrl(id, input.userId) });
  }

  createPortalSession(input: { userId: string }): Promise<string> {
    return Promise.resolve(this.links.portalUrl(input.userId));
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const row = await this.repository.findSubscription(id);
    if (!row) return null;
    return {
      id: row.providerSubscriptionId,
      customerId: null,
      userId: row.userId,
      productKey: row.productKey,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  /** The sandbox holds no money: a refund is recorded by Cena alone. */
  refund(): Promise<string> {
    return Promise.resolve(sandboxId('re'));
  }

  /** Cena's subscriptions table is the sandbox's record: the new state is applied from it. */
  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionSnapshot> {
    const current = await this.retrieveSubscription(providerSubscriptionId);
    if (!current) throw new DomainError('not_found');
    return { ...current, cancelAtPeriodEnd: true };
  }

  /** The sandbox sends no webhooks: anything posted to the webhook URL is refused. */
  verifyWebhook(): VerifiedDelivery {
    throw new DomainError('invalid_signature');
  }
}
