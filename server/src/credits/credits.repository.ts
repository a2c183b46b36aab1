import type { CreditReason, Plan } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

export interface LedgerEntryInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  videoId?: string | null;
  paymentId?: string | null;
  actorId?: string | null;
  note?: string | null;
  balanceAfter: number;
}

/** What a balance change (and a generate's checks) reads from the locked user row. */
export interface AccountRow {
  plan: Plan;
  balance: number;
}

/** The ledger and the balance it sums to; the only place that locks a user's row. */
@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Locks the user's row until the transaction ends. */
  async lockAccount(tx: Transaction, userId: string): Promise<AccountRow> {
    const rows: { plan: Plan; credit_balance: number }[] = await entityManagerOf(tx).query(
      'SELECT plan, credit_balance FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows.length) throw new Error(`user ${userId} not found`);
    return { plan: rows[0].plan, balance: rows[0].credit_balance };
  }

  /** False when the ledger's unique keys say this entry already exists. */
  async insertEntryOnce(tx: Transaction, e: LedgerEntryInput): Promise<boolean> {
    const rows: unknown[] = await entityManagerOf(tx).query(
      `INSERT INTO credit_ledger (user_id, delta, reason, video_id, payment_id, actor_id, note, balance_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        e.userId,
        e.delta,
        e.reason,
        e.videoId ?? null,
        e.paymentId ?? null,
        e.actorId ?? null,
        e.note ?? null,
        e.balanceAfter,
      ],
    );
    return rows.length === 1;
  }

  async setBalance(tx: Transaction, userId: string, balance: number): Promise<void> {
    await entityManagerOf(tx).query(
      'UPDATE users SET credit_balance = $2, updated_at = now() WHERE id = $1',
      [userId, balance],
    );
  }

  async findVideoDebit(
    tx: Transaction,
    videoId: string,
  ): Promise<{ userId: string; amount: number } | null> {
    const rows: { user_id: string; delta: number }[] = await entityManagerOf(tx).query(
      `SELECT user_id, delta FROM credit_ledger WHERE reason = 'video_debit' AND video_id = $1`,
      [videoId],
    );
    return rows.length ? { userId: rows[0].user_id, amount: -rows[0].delta } : null;
  }

  async ledgerSum(userId: string): Promise<number> {
    const rows: { sum: string | null }[] = await this.dataSource.query(
      'SELECT sum(delta) AS sum FROM credit_ledger WHERE user_id = $1',
      [userId],
    );
    return Number(rows[0].sum ?? 0);
  }
}
