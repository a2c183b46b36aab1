import type { CreditReason } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { type Transaction, UnitOfWork } from '../transactions/unit-of-work';
import {
  type AccountRow,
  CreditsRepository,
  type LedgerListQuery,
  type LedgerRow,
} from './credits.repository';

export interface CreditChange {
  /** False when the same debit, refund or grant had already been applied. */
  applied: boolean;
  balance: number;
}

/** A user row locked for the rest of `tx`: its plan and balance as the lock found them. */
export interface LockedAccount {
  readonly userId: string;
  readonly plan: AccountRow['plan'];
  readonly balance: number;
  readonly tx: Transaction;
}

interface ChangeInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  videoId?: string;
  paymentId?: string;
  actorId?: string;
  note?: string;
  attempt?: number;
}

/** A staff adjustment applied: the balance before and after. */
export interface CreditAdjustment {
  before: number;
  after: number;
}

/**
 * Every balance change is a ledger row written in the same transaction as the balance, with the
 * user row locked; the ledger's unique keys make a retried or racing change apply once. A video's
 * first debit is written by the generate statement itself, from this module's ledger-sql.ts.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly repository: CreditsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** Locks the user's row for the rest of `tx` and returns its plan and balance. */
  async lockAccount(tx: Transaction, userId: string): Promise<LockedAccount> {
    return { ...(await this.repository.lockAccount(tx, userId)), userId, tx };
  }

  /**
   * Gives back exactly what the video's latest debit took, once per attempt; nothing when there
   * was no debit.
   */
  refundVideo(videoId: string, tx?: Transaction): Promise<CreditChange | null> {
    return this.uow.run(async (inner) => {
      const debit = await this.repository.findVideoCharge(inner, videoId);
      if (!debit || debit.amount <= 0) return null;
      return this.change(
        {
          userId: debit.userId,
          delta: debit.amount,
          reason: 'video_refund',
          videoId,
          attempt: debit.attempt,
        },
        inner,
      );
    }, tx);
  }

  /**
   * A failed video sent back to the queue by staff pays again only when its debit was refunded:
   * the same amount, as the next attempt's debit (so its failure can be refunded once more).
   * Nothing is charged for a video that never paid or whose debit still stands. Answers the
   * credits taken (0 when none). Throws `insufficient_credits` when the owner's balance no
   * longer covers it.
   */
  chargeRetry(tx: Transaction, videoId: string): Promise<number> {
    return this.uow.run(async (inner) => {
      const charge = await this.repository.findVideoCharge(inner, videoId);
      if (!charge || charge.amount <= 0 || !charge.refunded) return 0;
      const change = await this.change(
        {
          userId: charge.userId,
          delta: -charge.amount,
          reason: 'video_debit',
          videoId,
          attempt: charge.attempt + 1,
        },
        inner,
      );
      return change.applied ? charge.amount : 0;
    }, tx);
  }

  /**
   * A staff adjustment: one 'admin_adjustment' row naming the actor, with the reason as its note.
   * A change that would take the balance below zero is refused (`credits_below_zero`), nothing
   * written.
   */
  adjust(
    input: { userId: string; delta: number; actorId: string; note: string },
    tx?: Transaction,
  ): Promise<CreditAdjustment> {
    return this.uow.run(async (inner) => {
      const account = await this.repository.lockAccount(inner, input.userId);
      if (account.balance + input.delta < 0) {
        throw new DomainError('credits_below_zero', {
          fields: ['delta'],
          args: { fields: 'delta' },
        });
      }
      const change = await this.applyLocked(inner, account, {
        ...input,
        reason: 'admin_adjustment',
      });
      if (!change.applied) throw new Error('admin adjustment not applied');
      return { before: account.balance, after: change.balance };
    }, tx);
  }

  list(query: LedgerListQuery): Promise<{ rows: LedgerRow[]; total: number }> {
    return this.repository.list(query);
  }

  grantSignupBonus(userId: string, amount: number, tx?: Transaction): Promise<CreditChange> {
    return this.change({ userId, delta: amount, reason: 'signup_bonus' }, tx);
  }

  grant(
    input: {
      userId: string;
      amount: number;
      reason: CreditReason;
      paymentId?: string;
      actorId?: string;
      note?: string;
    },
    tx?: Transaction,
  ): Promise<CreditChange> {
    const { amount, ...rest } = input;
    return this.change({ ...rest, delta: amount }, tx);
  }

  private change(input: ChangeInput, tx?: Transaction): Promise<CreditChange> {
    return this.uow.run(async (inner) => {
      const account = await this.repository.lockAccount(inner, input.userId);
      return this.applyLocked(inner, account, input);
    }, tx);
  }

  private async applyLocked(
    tx: Transaction,
    account: Pick<AccountRow, 'balance'>,
    input: ChangeInput,
  ): Promise<CreditChange> {
    const { balance } = account;
    if (input.delta === 0) return { applied: false, balance };
    const next = balance + input.delta;
    if (next < 0) throw new DomainError('insufficient_credits', { args: { cost: -input.delta } });
    const inserted = await this.repository.insertEntryOnce(tx, { ...input, balanceAfter: next });
    if (!inserted) return { applied: false, balance };
    await this.repository.setBalance(tx, input.userId, next);
    return { applied: true, balance: next };
  }
}
