import type { Transaction } from '../transactions/unit-of-work';
import type { RollbackableStore } from '../transactions/unit-of-work.fixtures';
import type { AuditEntry, AuditService } from './audit.service';

/** Audit entries in memory, undone with their transaction (as the real ones are). */
export class MemoryAudit implements Pick<AuditService, 'record'>, RollbackableStore {
  readonly entries: AuditEntry[] = [];

  async record(_tx: Transaction, entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }

  snapshot(): unknown {
    return [...this.entries];
  }

  restore(snapshot: unknown): void {
    this.entries.splice(0, this.entries.length, ...(snapshot as AuditEntry[]));
  }
}

/** The fake in the service's place. */
export const asAuditService = (audit: MemoryAudit) => audit as unknown as AuditService;
