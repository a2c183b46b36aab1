import type { DataExportStatus, DeletionStatus } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

export interface ExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  storageKey: string | null;
  sizeBytes: number | null;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
}

export interface DeletionRow {
  id: string;
  userId: string;
  status: DeletionStatus;
  attempts: number;
  error: string | null;
  requestedAt: Date;
  completedAt: Date | null;
}

const EXPORT_COLUMNS = `id, user_id AS "userId", status, storage_key AS "storageKey",
  size_bytes::float8 AS "sizeBytes", created_at AS "createdAt", completed_at AS "completedAt",
  expires_at AS "expiresAt"`;
const DELETION_COLUMNS = `id, user_id AS "userId", status, attempts, error,
  requested_at AS "requestedAt", completed_at AS "completedAt"`;

export type DeletionSort = 'requestedAt' | 'completedAt' | 'status';
const DELETION_ORDER: Record<DeletionSort, string> = {
  requestedAt: 'requested_at',
  completedAt: 'completed_at',
  status: 'status',
};

/** `data_exports` and `deletion_requests`: the LGPD requests and their state. */
@Injectable()
export class PrivacyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new pending export; null when one is already pending for the account (one at a time). */
  async createExport(userId: string): Promise<ExportRow | null> {
    const rows = (await this.db.query(
      `INSERT INTO data_exports (user_id) VALUES ($1)
       ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
       RETURNING ${EXPORT_COLUMNS}`,
      [userId],
    )) as ExportRow[];
    return rows[0] ?? null;
  }

  async findExport(id: string): Promise<ExportRow | null> {
    const rows = (await this.db.query(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE id = $1`, [
      id,
    ])) as ExportRow[];
    return rows[0] ?? null;
  }

  listExports(userId: string, limit: number): Promise<ExportRow[]> {
    return this.db.query(
      `SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1
        ORDER BY created_at DESC LIMIT $2`,
      [userId, limit],
    ) as Promise<ExportRow[]>;
  }

  /** pending → ready; false when it is no longer pending (the account was deleted meanwhile). */
  async markExportReady(
    id: string,
    file: { key: string; sizeBytes: number },
    expiresAt: Date,
  ): Promise<boolean> {
    // An UPDATE answers [rows, affected count].
    const [rows] = (await this.db.query(
      `UPDATE data_exports SET status = 'ready', storage_key = $2, size_bytes = $3,
              completed_at = now(), expires_at = $4
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, file.key, file.sizeBytes, expiresAt],
    )) as [unknown[], number];
    return rows.length === 1;
  }

  async markExportFailed(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET status = 'failed', error = $2, completed_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, error.slice(0, 500)],
    );
  }

  /** Ready exports past their expiry, oldest first. */
  expiredExports(now: Date, limit: number): Promise<ExportRow[]> {
    return this.db.query(
      `SELECT ${EXPORT_COLUMNS} FROM data_exports
        WHERE status = 'ready' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
      [now, limit],
    ) as Promise<ExportRow[]>;
  }

  async markExportExpired(id: string): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET status = 'expired', storage_key = NULL WHERE id = $1`,
      [id],
    );
  }

  /** Pending exports with no job left to finish them (older than `before`). */
  stalePendingExports(before: Date, limit: number): Promise<ExportRow[]> {
    return this.db.query(
      `SELECT ${EXPORT_COLUMNS} FROM data_exports
        WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    ) as Promise<ExportRow[]>;
  }

  /** Every storage key of the account's exports (for the erasure). */
  async exportKeys(userId: string): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT storage_key AS key FROM data_exports WHERE user_id = $1 AND storage_key IS NOT NULL`,
      [userId],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  }

  /**
   * The account's deletion request, made in `tx` when there is none; `created` says whether
   * this call made it (a second request finds the first).
   */
  async requestDeletion(
    tx: Transaction,
    userId: string,
  ): Promise<{ row: DeletionRow; created: boolean }> {
    const manager = entityManagerOf(tx);
    const inserted = (await manager.query(
      `INSERT INTO deletion_requests (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${DELETION_COLUMNS}`,
      [userId],
    )) as DeletionRow[];
    if (inserted[0]) return { row: inserted[0], created: true };
    const [row] = (await manager.query(
      `SELECT ${DELETION_COLUMNS} FROM deletion_requests WHERE user_id = $1`,
      [userId],
    )) as DeletionRow[];
    return { row, created: false };
  }

  async findDeletion(id: string): Promise<DeletionRow | null> {
    const rows = (await this.db.query(
      `SELECT ${DELETION_COLUMNS} FROM deletion_requests WHERE id = $1`,
      [id],
    )) as DeletionRow[];
    return rows[0] ?? null;
  }

  async deletionFailed(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE deletion_requests SET status = 'failed', attempts = attempts + 1, error = $2
        WHERE id = $1 AND status <> 'completed'`,
      [id, error.slice(0, 500)],
    );
  }

  /** Marks the request done in the erasure's transaction; false when it already was. */
  async deletionCompleted(tx: Transaction, id: string): Promise<boolean> {
    const [rows] = (await entityManagerOf(tx).query(
      `UPDATE deletion_requests SET status = 'completed', attempts = attempts + 1, error = NULL,
              completed_at = now()
        WHERE id = $1 AND status <> 'completed' RETURNING id`,
      [id],
    )) as [unknown[], number];
    return rows.length === 1;
  }

  /** Requests not completed, requested before `before` (a job lost or failed: tried again). */
  unfinishedDeletions(before: Date, limit: number): Promise<DeletionRow[]> {
    return this.db.query(
      `SELECT ${DELETION_COLUMNS} FROM deletion_requests
        WHERE status <> 'completed' AND requested_at < $1 ORDER BY requested_at LIMIT $2`,
      [before, limit],
    ) as Promise<DeletionRow[]>;
  }

  async listDeletions(query: {
    status?: DeletionStatus;
    userId?: string;
    offset: number;
    limit: number;
    sort: DeletionSort;
    order: 'ASC' | 'DESC';
  }): Promise<{ rows: DeletionRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) where.push(`status = $${params.push(query.status)}`);
    if (query.userId) where.push(`user_id = $${params.push(query.userId)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM deletion_requests ${clause}`,
      params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${DELETION_COLUMNS} FROM deletion_requests ${clause}
        ORDER BY ${DELETION_ORDER[query.sort]} ${query.order} NULLS LAST, id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    )) as DeletionRow[];
    return { rows, total };
  }
}
