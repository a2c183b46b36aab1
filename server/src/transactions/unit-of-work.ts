/**
 * A database transaction as services see it: an opaque handle passed on to repositories, plus
 * work that must wait until the transaction has committed (events, nothing that can roll back).
 */
export abstract class Transaction {
  abstract afterCommit(work: () => Promise<void> | void): void;
}

/**
 * The port services use to make several repository calls atomic. Given `outer`, the work joins
 * the caller's transaction instead of opening one, so a service composes with its callers.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: (tx: Transaction) => Promise<T>, outer?: Transaction): Promise<T>;
}
