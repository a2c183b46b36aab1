import type { AuditEntryDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

/** An entry as written: the listed entry's fields but its id, actor's e-mail and time. */
export type AuditRecordInput = Omit<AuditEntryDto, 'id' | 'actorEmail' | 'createdAt'>;

/** An entry as read: who, what and which record as listed; before/after/reason in `data`. */
export type AuditRow = Omit<AuditEntryDto, 'before' | 'after' | 'reason' | 'createdAt'> & {
  data: { before?: unknown; after?: unknown; reason?: string | null };
  createdAt: Date;
};

export interface AuditListQuery {
  offset: number;
  limit: number;
  order: 'ASC' | 'DESC';
  actorId?: string;
  targetType?: string;
  targetId?: string;
  action?: string;
}

/** The audit trail: written only inside the transaction of the write it records. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(tx: Transaction, entry: AuditRecordInput): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, data)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        JSON.stringify({ before: entry.before, after: entry.after, reason: entry.reason }),
      ],
    );
  }

  async find(id: string): Promise<AuditRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS "id", a.actor_id AS "actorId", u.email AS "actorEmail", a.action,
              a.target_type AS "targetType", a.target_id AS "targetId", a.data,
              a.created_at AS "createdAt"
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.id = $1`,
      [id],
    )) as AuditRow[];
    return rows[0] ?? null;
  }

  async list(query: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.actorId) add('a.actor_id = ?', query.actorId);
    if (query.targetType) add('a.target_type = ?', query.targetType);
    if (query.targetId) add('a.target_id = ?', query.targetId);
    if (query.action) add('a.action = ?', query.action);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM audit_log a ${whereSql}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS "id", a.actor_id AS "actorId", u.email AS "actorEmail", a.action,
              a.target_type AS "targetType", a.target_id AS "targetId", a.data,
              a.created_at AS "createdAt"
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ${whereSql}
         ORDER BY a.id ${query.order}
         OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit],
    )) as AuditRow[];
    return { rows, total };
  }
}
