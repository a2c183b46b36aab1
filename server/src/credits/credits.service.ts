import type { CreditReason } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { CreditsRepository } from './credits.repository';

export interface CreditChange {
  /** False when the same debit, refund or grant had already been applied. */
  applied: boolean;
  balance: number;
}

interface ChangeInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  videoId?: string;
  paymentId?: string;
  actorId?: string;
  note?: string;
}

/**
 * Every balance change is a ledger row written in the same transaction as the balance, with the
 * user row locked; the ledger's unique keys make a retried or racing change apply once.
 */
@Injectable()
export class CreditsService {
  constructor(private readonly repository: CreditsRepository) {}

  debitForVideo(
    userId: string,
    videoId: string,
    amount: number,
    manager?: EntityManager,
  ): Promise<CreditChange> {
    return this.change({ userId, delta: -amount, reason: 'video_debit', videoId }, manager);
  }

  /** Gives back exactly what the video's debit took, once; nothing when there was no debit. */
  refundVideo(videoId: string, manager?: EntityManager): Promise<CreditChange | null> {
    return this.repository.inTransaction(async (m) => {
      const debit = await this.repository.findVideoDebit(m, videoId);
      if (!debit || debit.amount <= 0) return null;
      return this.change(
        { userId: debit.userId, delta: debit.amount, reason: 'video_refund', videoId },
        m,
      );
    }, manager);
  }

  grantSignupBonus(userId: string, amount: number, manager?: EntityManager): Promise<CreditChange> {
    return this.change({ userId, delta: amount, reason: 'signup_bonus' }, manager);
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
    manager?: EntityManager,
  ): Promise<CreditChange> {
    const { amount, ...rest } = input;
    return this.change({ ...rest, delta: amount }, manager);
  }

  ledgerSum(userId: string): Promise<number> {
    return this.repository.ledgerSum(userId);
  }

  private change(input: ChangeInput, manager?: EntityManager): Promise<CreditChange> {
    return this.repository.inTransaction(async (m) => {
      const balance = await this.repository.lockBalance(m, input.userId);
      if (input.delta === 0) return { applied: false, balance };
      const next = balance + input.delta;
      if (next < 0) throw new DomainError('insufficient_credits');
      const inserted = await this.repository.insertEntryOnce(m, { ...input, balanceAfter: next });
      if (!inserted) return { applied: false, balance };
      await this.repository.setBalance(m, input.userId, next);
      return { applied: true, balance: next };
    }, manager);
  }
}
