import type { AdminSubscriptionDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { BillingFulfilment } from '../billing/billing-fulfilment.service';
import { LIVE_SUBSCRIPTION_STATUSES } from '../billing/billing.repository';
import { PaymentGateway } from '../billing/payment-gateway';
import { DomainError } from '../common/domain-error';
import { UnitOfWork } from '../transactions/unit-of-work';
import {
  AdminFinanceRepository,
  type Page,
  type PageQuery,
  type SubscriptionFilter,
  type SubscriptionRecord,
  type SubscriptionSort,
} from './admin-finance.repository';

const toDto = ({
  providerSubscriptionId: _hidden,
  ...dto
}: SubscriptionRecord): AdminSubscriptionDto => dto;

/** Subscriptions for the back office; cancel at period end through the provider. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    private readonly repository: AdminFinanceRepository,
    private readonly gateway: PaymentGateway,
    private readonly fulfilment: BillingFulfilment,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async list(
    filter: SubscriptionFilter,
    page: PageQuery<SubscriptionSort>,
  ): Promise<Page<AdminSubscriptionDto>> {
    const { rows, total } = await this.repository.subscriptions(filter, page);
    return { rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<AdminSubscriptionDto> {
    return toDto(await this.find(id));
  }

  /**
   * The provider ends the subscription when the paid period ends (the plan stays until then);
   * its answer is applied at once, as its webhook would be. Already cancelling or ended → 409.
   */
  async cancel(id: string, actorId: string): Promise<AdminSubscriptionDto> {
    const subscription = await this.find(id);
    if (
      !LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) ||
      subscription.cancelAtPeriodEnd
    ) {
      throw new DomainError('conflict', { fields: ['status'] });
    }
    const snapshot = await this.gateway.cancelAtPeriodEnd(subscription.providerSubscriptionId);
    await this.uow.run(async (tx) => {
      await this.fulfilment.apply(
        {
          type: 'subscription.changed',
          deleted: false,
          subscription: { ...snapshot, userId: snapshot.userId ?? subscription.userId },
        },
        new Date(),
        tx,
      );
      await this.audit.record(tx, {
        actorId,
        action: 'subscription.cancel',
        targetType: 'subscription',
        targetId: id,
        before: { status: subscription.status, cancelAtPeriodEnd: false },
        after: { status: snapshot.status, cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd },
      });
    });
    return this.get(id);
  }

  private async find(id: string): Promise<SubscriptionRecord> {
    const subscription = await this.repository.subscription(id);
    if (!subscription) throw new DomainError('not_found');
    return subscription;
  }
}
