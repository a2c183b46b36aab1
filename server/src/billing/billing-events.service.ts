import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { UnitOfWork } from '../transactions/unit-of-work';
import { BillingFulfilment } from './billing-fulfilment.service';
import { BillingRepository } from './billing.repository';
import { PaymentGateway, type VerifiedDelivery } from './payment-gateway';

/**
 * Provider events in, each applied at most once: the event row (`webhook_events`, keyed by the
 * provider's event id) is claimed, the event applied and the row marked handled in ONE
 * transaction. A failure rolls all of it back, so the provider's retry applies it once.
 */
@Injectable()
export class BillingEventsService {
  private readonly logger = new Logger(BillingEventsService.name);

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly fulfilment: BillingFulfilment,
    private readonly repository: BillingRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** Verifies the signature on the raw bytes first: a bad one writes nothing. */
  async receiveWebhook(rawBody: unknown, signature: string | undefined): Promise<void> {
    if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) {
      throw new DomainError('invalid_signature');
    }
    const delivery = this.gateway.verifyWebhook(rawBody, signature);
    try {
      await this.process(delivery);
    } catch {
      // Stripe retries on any 5xx; never answer 4xx for our own failure.
      throw new DomainError('internal_error', { retryable: true });
    }
  }

  /** True when this delivery changed something; false for a replay. */
  async process(delivery: VerifiedDelivery): Promise<boolean> {
    const record = {
      id: delivery.id,
      provider: this.gateway.provider,
      type: delivery.type,
      payload: delivery.payload,
    };
    try {
      return await this.uow.run(async (tx) => {
        if (!(await this.repository.claimWebhookEvent(tx, record))) return false;
        if (delivery.event) await this.fulfilment.apply(delivery.event, delivery.occurredAt, tx);
        await this.repository.markWebhookProcessed(tx, delivery.id);
        return true;
      });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      this.logger.error(`billing event ${delivery.id} (${delivery.type}) failed: ${message}`);
      await this.repository.recordWebhookFailure(record, message).catch(() => undefined);
      throw error;
    }
  }
}
