import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * PostgreSQL advisory locks, so one replica at a time runs a periodic task. The lock is a
 * transaction-level one (`pg_try_advisory_xact_lock`): it ends with the transaction, or with the
 * connection when the process or the database dies, so it can never be left held.
 */
@Injectable()
export class AdvisoryLock {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Runs `work` while holding the lock named `key`; `{ ran: false }` without running it when
   * another session holds it. `work` uses its own connections: the one holding the lock only
   * waits.
   */
  async tryWithLock<T>(
    key: number,
    work: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    return this.dataSource.transaction(async (m) => {
      const rows: { locked: boolean }[] = await m.query(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [key],
      );
      if (!rows[0]?.locked) return { ran: false as const };
      return { ran: true as const, value: await work() };
    });
  }
}
