import type { AdminPaymentDto, RefundResultDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { BillingRefunds } from '../billing/billing-refunds.service';
import { PaymentGateway } from '../billing/payment-gateway';
import { DomainError } from '../common/domain-error';
import { UnitOfWork } from '../transactions/unit-of-work';
import {
  AdminFinanceRepository,
  type Page,
  type PageQuery,
  type PaymentFilter,
  type PaymentSort,
} from './admin-finance.repository';

/** Payments for the back office, and refunds through the active billing provider. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly repository: AdminFinanceRepository,
    private readonly gateway: PaymentGateway,
    private readonly refunds: BillingRefunds,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  list(filter: PaymentFilter, page: PageQuery<PaymentSort>): Promise<Page<AdminPaymentDto>> {
    return this.repository.payments(filter, page);
  }

  async get(id: string): Promise<AdminPaymentDto> {
    const payment = await this.repository.payment(id);
    if (!payment) throw new DomainError('not_found');
    return payment;
  }

  /**
   * Refunds the payment in full: the payment becomes refunded and the credits it granted are
   * taken back when the balance allows (said in the answer when not), the provider refunds the
   * money, and the staff member's action is audited, all in one transaction. The provider is
   * called while the payment and its owner are locked, so the provider's own report of this
   * refund (`charge.refunded`, often back within the call) waits and then finds it recorded,
   * instead of recording it first and leaving this request a 409 without an audit row; and a
   * provider failure rolls the record back. A payment already refunded (or not paid) → 409 with
   * nothing written and no call to the provider.
   */
  async refund(id: string, actorId: string): Promise<RefundResultDto> {
    const payment = await this.get(id);
    if (payment.status !== 'paid') throw new DomainError('conflict', { fields: ['status'] });
    if (payment.provider !== this.gateway.provider) {
      // Taken through another provider than the one configured now: refund it there.
      throw new DomainError('conflict', { fields: ['provider'] });
    }
    const providerPaymentId = await this.repository.providerPaymentId(id);
    const applied = await this.uow.run(async (tx) => {
      const result = await this.refunds.apply(tx, id, actorId);
      // A concurrent refund (or the provider's own report) got there first: nothing written here.
      if (result.outcome !== 'refunded') throw new DomainError('conflict', { fields: ['status'] });
      const refundId = await this.gateway.refund({ id, providerPaymentId });
      await this.audit.record(tx, {
        actorId,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: id,
        before: { status: payment.status, refundedAt: null },
        after: {
          status: 'refunded',
          providerRefundId: refundId,
          creditsReversed: result.creditsReversed,
          creditsKept: result.creditsKept,
        },
      });
      return result;
    });
    return {
      payment: await this.get(id),
      creditsReversed: applied.creditsReversed,
      creditsKept: applied.creditsKept,
    };
  }
}
