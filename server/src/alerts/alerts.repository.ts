import type { AlertKind, AlertSeverity } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '../common/uuid';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import type { AlertMetrics } from './alert-rules';

export interface AlertRow {
  id: string;
  kind: AlertKind;
  severity: AlertSeverity;
  message: string;
  data: Record<string, unknown>;
  createdAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  acknowledgedByEmail: string | null;
}

export interface AlertListQuery {
  offset: number;
  limit: number;
  sort: 'created_at' | 'kind' | 'severity' | 'acknowledged_at';
  order: 'ASC' | 'DESC';
  /** true: unacknowledged only; false: acknowledged only. */
  open?: boolean;
  kinds?: AlertKind[];
  severities?: AlertSeverity[];
  ids?: string[];
}

export interface AlertRecipient {
  email: string;
  locale: string;
  displayName: string | null;
}

const SELECT_ALERT = `
  SELECT a.id, a.kind, a.severity, a.message, a.data, a.created_at AS "createdAt",
         a.acknowledged_at AS "acknowledgedAt", a.acknowledged_by AS "acknowledgedBy",
         u.email AS "acknowledgedByEmail"
    FROM alerts a LEFT JOIN users u ON u.id = a.acknowledged_by`;

/** Sort keys to SQL; severity sorts by rank (critical above warning above info), not by name. */
const SORT_SQL: Record<AlertListQuery['sort'], string> = {
  created_at: 'a.created_at',
  kind: 'a.kind',
  severity: `CASE a.severity WHEN 'critical' THEN 3 WHEN 'warning' THEN 2 ELSE 1 END`,
  acknowledged_at: 'a.acknowledged_at',
};

/** The alerts table, and the read-only measures the scheduled check takes of the others. */
@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The last hour (from `since`) of renders, webhooks and payments, and the queue right now. */
  async metrics(since: Date): Promise<AlertMetrics> {
    const [renders] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status <> 'failed' AND completed_at >= $1)::int AS completed,
              count(*) FILTER (WHERE status = 'failed' AND updated_at >= $1)::int AS failed,
              count(*) FILTER (WHERE status = 'failed' AND updated_at >= $1
                                 AND error_code = 'provider_failed')::int AS "providerFailed",
              count(*) FILTER (WHERE status = 'failed' AND updated_at >= $1
                                 AND error_code = 'provider_rejected')::int AS "providerRejected"
         FROM videos
        WHERE completed_at >= $1 OR (status = 'failed' AND updated_at >= $1)`,
      [since],
    )) as { completed: number; failed: number; providerFailed: number; providerRejected: number }[];
    const byProviderRows = (await this.dataSource.query(
      `SELECT COALESCE(provider, 'unknown') AS provider, count(*)::int AS count
         FROM videos
        WHERE status = 'failed' AND updated_at >= $1
          AND error_code IN ('provider_failed', 'provider_rejected')
        GROUP BY 1`,
      [since],
    )) as { provider: string; count: number }[];
    const [queue] = (await this.dataSource.query(
      `SELECT count(*)::int AS waiting, min(updated_at) AS "oldest"
         FROM videos WHERE status = 'queued' AND deleted_at IS NULL`,
    )) as { waiting: number; oldest: Date | null }[];
    const webhookRows = (await this.dataSource.query(
      `SELECT type, count(*)::int AS count
         FROM webhook_events
        WHERE error IS NOT NULL AND processed_at IS NULL AND received_at >= $1
        GROUP BY type`,
      [since],
    )) as { type: string; count: number }[];
    const [payments] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, COALESCE(sum(amount_cents), 0)::int AS "amountCents"
         FROM payments WHERE status = 'failed' AND updated_at >= $1`,
      [since],
    )) as { count: number; amountCents: number }[];
    return {
      renders: { completed: renders.completed, failed: renders.failed },
      queue: {
        waiting: queue.waiting,
        oldestWaitingSince: queue.oldest ? new Date(queue.oldest) : null,
      },
      webhookFailures: {
        count: webhookRows.reduce((sum, r) => sum + r.count, 0),
        types: Object.fromEntries(webhookRows.map((r) => [r.type, r.count])),
      },
      providerErrors: {
        failed: renders.providerFailed,
        rejected: renders.providerRejected,
        byProvider: Object.fromEntries(byProviderRows.map((r) => [r.provider, r.count])),
      },
      paymentFailures: { count: payments.count, amountCents: payments.amountCents },
    };
  }

  /**
   * Opens an alert of `kind` unless one is open already, in which case its figures are brought
   * up to date. `opened` is true only for the call that inserted the row (the unique partial
   * index on open alerts makes that exactly one, whichever replica runs the check).
   */
  async open(alert: {
    kind: AlertKind;
    severity: AlertSeverity;
    message: string;
    data: Record<string, unknown>;
  }): Promise<{ id: string; opened: boolean }> {
    const rows = (await this.dataSource.query(
      `INSERT INTO alerts (kind, severity, message, data) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind) WHERE acknowledged_at IS NULL DO UPDATE
         SET severity = EXCLUDED.severity, message = EXCLUDED.message, data = EXCLUDED.data
       RETURNING id, (xmax = 0) AS opened`,
      [alert.kind, alert.severity, alert.message, JSON.stringify(alert.data)],
    )) as { id: string; opened: boolean }[];
    return rows[0];
  }

  async findById(id: string): Promise<AlertRow | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.dataSource.query(`${SELECT_ALERT} WHERE a.id = $1`, [
      id,
    ])) as AlertRow[];
    return rows[0] ?? null;
  }

  async list(query: AlertListQuery): Promise<{ rows: AlertRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.open === true) where.push('a.acknowledged_at IS NULL');
    if (query.open === false) where.push('a.acknowledged_at IS NOT NULL');
    if (query.kinds) {
      params.push(query.kinds);
      where.push(`a.kind = ANY($${params.length})`);
    }
    if (query.severities) {
      params.push(query.severities);
      where.push(`a.severity = ANY($${params.length})`);
    }
    if (query.ids) {
      params.push(query.ids);
      where.push(`a.id = ANY($${params.length}::uuid[])`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM alerts a ${whereSql}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `${SELECT_ALERT} ${whereSql}
        ORDER BY ${SORT_SQL[query.sort]} ${query.order} NULLS LAST, a.created_at DESC, a.id
        OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit],
    )) as AlertRow[];
    return { rows, total };
  }

  /** The alert, locked for the acknowledging transaction; null when there is none. */
  async lockForUpdate(
    tx: Transaction,
    id: string,
  ): Promise<{ acknowledgedAt: Date | null } | null> {
    if (!isUuid(id)) return null;
    const rows = (await entityManagerOf(tx).query(
      `SELECT acknowledged_at AS "acknowledgedAt" FROM alerts WHERE id = $1 FOR UPDATE`,
      [id],
    )) as { acknowledgedAt: Date | null }[];
    return rows[0] ?? null;
  }

  async acknowledge(tx: Transaction, id: string, actorId: string): Promise<Date> {
    // An UPDATE answers [rows, affected count] through TypeORM.
    const [rows] = (await entityManagerOf(tx).query(
      `UPDATE alerts SET acknowledged_at = now(), acknowledged_by = $2
        WHERE id = $1 AND acknowledged_at IS NULL
       RETURNING acknowledged_at AS "acknowledgedAt"`,
      [id, actorId],
    )) as [{ acknowledgedAt: Date }[], number];
    return rows[0].acknowledgedAt;
  }

  /** Every active admin, who gets an e-mail when an alert opens. */
  adminRecipients(): Promise<AlertRecipient[]> {
    return this.dataSource.query(
      `SELECT email, locale, display_name AS "displayName"
         FROM users
        WHERE role = 'admin' AND disabled_at IS NULL AND deleted_at IS NULL
        ORDER BY created_at`,
    ) as Promise<AlertRecipient[]>;
  }
}
