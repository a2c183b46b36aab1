import { Transaction, UnitOfWork } from './unit-of-work';

/** A transaction for unit specs: records its after-commit work and whether it committed. */
export class RecordingTransaction extends Transaction {
  readonly pending: (() => Promise<void> | void)[] = [];

  afterCommit(work: () => Promise<void> | void): void {
    this.pending.push(work);
  }
}

/**
 * A unit of work for unit specs: runs the work, then its after-commit work when it resolved
 * (never when it threw), and logs `begin`, `commit` and `rollback` into `journal` so a spec can
 * check what happened before and after the commit.
 */
export class RecordingUnitOfWork extends UnitOfWork {
  readonly transactions: RecordingTransaction[] = [];

  constructor(readonly journal: string[] = []) {
    super();
  }

  async run<T>(work: (tx: Transaction) => Promise<T>, outer?: Transaction): Promise<T> {
    if (outer) return work(outer);
    const tx = new RecordingTransaction();
    this.transactions.push(tx);
    this.journal.push('begin');
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      this.journal.push('rollback');
      throw error;
    }
    this.journal.push('commit');
    for (const after of tx.pending) await after();
    return result;
  }
}
