import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { CreditsService } from '../credits/credits.service';
import type { Transaction } from '../transactions/unit-of-work';
import { BillingRepository } from './billing.repository';

export type RefundApplication =
  | {
      outcome: 'refunded';
      paymentId: string;
      userId: string;
      /** Credits taken back from the balance (0 when it did not allow it). */
      creditsReversed: number;
      /** True when the balance was lower than the payment's credits: none were taken back. */
      creditsKept: boolean;
    }
  | { outcome: 'already_refunded'; paymentId: string }
  | { outcome: 'not_paid'; paymentId: string };

/**
 * The one place a refund is recorded, whoever reports it (staff through the back office, or the
 * provider's `charge.refunded`): the payment becomes refunded and, when the balance allows, the
 * credits it granted are taken back ('purchase_refund'). The owner's account lock, then the
 * payment's row lock, make a second report see 'already_refunded' and change nothing.
 */
@Injectable()
export class BillingRefunds {
  constructor(
    private readonly repository: BillingRepository,
    private readonly credits: CreditsService,
  ) {}

  async apply(
    tx: Transaction,
    paymentId: string,
    actorId: string | null,
  ): Promise<RefundApplication> {
    const ref = await this.repository.findPaymentRef(tx, paymentId);
    if (!ref) throw new DomainError('not_found');
    const account = await this.credits.lockAccount(tx, ref.userId);
    const payment = await this.repository.lockPayment(tx, paymentId);
    if (!payment) throw new DomainError('not_found');
    if (payment.status === 'refunded') return { outcome: 'already_refunded', paymentId };
    if (payment.status !== 'paid') return { outcome: 'not_paid', paymentId };
    await this.repository.markPaymentRefunded(tx, paymentId, actorId);

    const owed = payment.credits;
    if (owed <= 0) {
      return {
        outcome: 'refunded',
        paymentId,
        userId: ref.userId,
        creditsReversed: 0,
        creditsKept: false,
      };
    }
    if (account.balance < owed) {
      return {
        outcome: 'refunded',
        paymentId,
        userId: ref.userId,
        creditsReversed: 0,
        creditsKept: true,
      };
    }
    const change = await this.credits.grant(
      {
        userId: ref.userId,
        amount: -owed,
        reason: 'purchase_refund',
        paymentId,
        actorId: actorId ?? undefined,
        note: actorId ? 'refunded by staff' : 'refunded at the provider',
      },
      tx,
    );
    return {
      outcome: 'refunded',
      paymentId,
      userId: ref.userId,
      creditsReversed: change.applied ? owed : 0,
      creditsKept: !change.applied,
    };
  }
}
