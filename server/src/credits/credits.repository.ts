import type { CreditReason, Plan } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { lockAccountSql } from './ledger-sql';

export interface LedgerEntryInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  videoId?: string | null;
  paymentId?: string | null;
  actorId?: string | null;
  note?: string | null;
  /** The video's render attempt (0 unless staff retried it). */
  attempt?: number;
  balanceAfter: number;
}

/** A video's latest debit: what it took, for which attempt, and whether it was given back. */
export interface VideoCharge {
  userId: string;
  amount: number;
  attempt: number;
  refunded: boolean;
}

export interface LedgerListQuery {
  offset: number;
  limit: number;
  sort: 'createdAt' | 'delta' | 'reason';
  order: 'ASC' | 'DESC';
  userId?: string;
  videoId?: string;
  reason?: string;
}

/** Sort keys to columns: only these ever reach the SQL. */
const LEDGER_SORT: Record<LedgerListQuery['sort'], string> = {
  createdAt: 'created_at',
  delta: 'delta',
  reason: 'reason',
};

export interface LedgerRow {
  id: string;
  userId: string;
  delta: number;
  balanceAfter: number;
  reason: CreditReason;
  videoId: string | null;
  paymentId: string | null;
  actorId: string | null;
  note: string | null;
  createdAt: Date;
}

/** What a balance change (and a generate's checks) reads from the locked user row. */
export interface AccountRow {
  plan: Plan;
  balance: number;
}

/** The ledger and the balance it sums to (with ledger-sql.ts, the only place writing them). */
@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Locks the user's row until the transaction ends. */
  async lockAccount(tx: Transaction, userId: string): Promise<AccountRow> {
    const rows: { plan: Plan; credit_balance: number }[] = await entityManagerOf(tx).query(
      lockAccountSql('$1'),
      [userId],
    );
    if (!rows.length) throw new Error(`user ${userId} not found`);
    return { plan: rows[0].plan, balance: rows[0].credit_balance };
  }

  /** False when the ledger's unique keys say this entry already exists. */
  async insertEntryOnce(tx: Transaction, e: LedgerEntryInput): Promise<boolean> {
    const rows: unknown[] = await entityManagerOf(tx).query(
      `INSERT INTO credit_ledger (user_id, delta, reason, video_id, payment_id, actor_id, note, balance_after, attempt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
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
        e.attempt ?? 0,
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

  /** The video's latest debit (its highest attempt), or null when it was never charged. */
  async findVideoCharge(tx: Transaction, videoId: string): Promise<VideoCharge | null> {
    const rows: { user_id: string; delta: number; attempt: number; refunded: boolean }[] =
      await entityManagerOf(tx).query(
        `SELECT d.user_id, d.delta, d.attempt,
                EXISTS (SELECT 1 FROM credit_ledger r
                         WHERE r.reason = 'video_refund' AND r.video_id = d.video_id
                           AND r.attempt = d.attempt) AS refunded
           FROM credit_ledger d
          WHERE d.reason = 'video_debit' AND d.video_id = $1
          ORDER BY d.attempt DESC
          LIMIT 1`,
        [videoId],
      );
    if (!rows.length) return null;
    const row = rows[0];
    return {
      userId: row.user_id,
      amount: -row.delta,
      attempt: row.attempt,
      refunded: row.refunded,
    };
  }

  /** Ledger rows in the asked order (the back office's ledger list). */
  async list(query: LedgerListQuery): Promise<{ rows: LedgerRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (column: string, value: unknown) => {
      params.push(value);
      where.push(`${column} = $${params.length}`);
    };
    if (query.userId) add('user_id', query.userId);
    if (query.videoId) add('video_id', query.videoId);
    if (query.reason) add('reason', query.reason);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM credit_ledger ${whereSql}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT id::text AS "id", user_id AS "userId", delta, balance_after AS "balanceAfter", reason,
              video_id AS "videoId", payment_id AS "paymentId", actor_id AS "actorId", note,
              created_at AS "createdAt"
         FROM credit_ledger ${whereSql}
         ORDER BY ${LEDGER_SORT[query.sort]} ${query.order}, id ${query.order}
         OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit],
    )) as LedgerRow[];
    return { rows, total };
  }
}
