import { Transaction, UnitOfWork } from './unit-of-work';

/** An in-memory store that can take part in a RecordingUnitOfWork's rollback. */
export interface RollbackableStore {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/** A transaction for unit specs: holds its after-commit work until the commit. */
export class RecordingTransaction extends Transaction {
  readonly pending: (() => Promise<void> | void)[] = [];

  afterCommit(work: () => Promise<void> | void): void {
    this.pending.push(work);
  }
}

/**
 * A unit of work for unit specs over in-memory stores. A rolled-back transaction restores the
 * stores it was given, and its after-commit work never runs. `journal` records `begin`, `commit`
 * and `rollback` (specs add their own entries) so a spec can check what ran after the commit.
 */
export class RecordingUnitOfWork extends UnitOfWork {
  readonly transactions: RecordingTransaction[] = [];

  constructor(
    readonly journal: string[] = [],
    private readonly stores: RollbackableStore[] = [],
  ) {
    super();
  }

  async run<T>(work: (tx: Transaction) => Promise<T>, outer?: Transaction): Promise<T> {
    if (outer) return work(outer);
    const tx = new RecordingTransaction();
    this.transactions.push(tx);
    const snapshots = this.stores.map((store) => store.snapshot());
    this.journal.push('begin');
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      this.stores.forEach((store, i) => store.restore(snapshots[i]));
      this.journal.push('rollback');
      throw error;
    }
    this.journal.push('commit');
    for (const after of tx.pending) await after();
    return result;
  }
}
