import type { AuditEntryDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import type { Transaction } from '../transactions/unit-of-work';
import {
  type AuditListQuery,
  type AuditRecordInput,
  AuditRepository,
  type AuditRow,
} from './audit.repository';

export type AuditEntry = Omit<AuditRecordInput, 'reason' | 'before' | 'after'> & {
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Who did what to which record, with the record before and after. `record` takes the write's
 * own transaction, so an audit entry exists exactly when its write committed.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(tx: Transaction, entry: AuditEntry): Promise<void> {
    return this.repository.insert(tx, {
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    });
  }

  /** One entry by its id (a decimal string); null when there is none. */
  async find(id: string): Promise<AuditEntryDto | null> {
    const row = await this.repository.find(id);
    return row ? toAuditEntryDto(row) : null;
  }

  async list(query: AuditListQuery): Promise<{ rows: AuditEntryDto[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map(toAuditEntryDto), total };
  }
}

function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.data.before ?? null,
    after: row.data.after ?? null,
    reason: row.data.reason ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
