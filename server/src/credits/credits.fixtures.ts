import type { Plan } from '@cena/contracts';
import type { Transaction } from '../transactions/unit-of-work';
import type { RollbackableStore } from '../transactions/unit-of-work.fixtures';
import type { AccountRow, CreditsRepository, LedgerEntryInput } from './credits.repository';

type Snapshot = { accounts: [string, AccountRow][]; entries: LedgerEntryInput[] };

/**
 * The ledger and balances in memory, with the database's unique keys: one entry per
 * (reason, video), per (reason, payment), and one signup bonus per user. Records each row lock.
 */
export class MemoryLedger
  implements Pick<CreditsRepository, keyof CreditsRepository>, RollbackableStore
{
  readonly accounts = new Map<string, AccountRow>();
  readonly entries: LedgerEntryInput[] = [];
  readonly locks: { tx: Transaction; userId: string }[] = [];

  addAccount(userId: string, plan: Plan, balance: number): void {
    this.accounts.set(userId, { plan, balance });
  }

  balance(userId: string): number {
    return this.accounts.get(userId)?.balance ?? 0;
  }

  entriesFor(reason: LedgerEntryInput['reason'], videoId?: string): LedgerEntryInput[] {
    return this.entries.filter(
      (e) => e.reason === reason && (videoId === undefined || e.videoId === videoId),
    );
  }

  async lockAccount(tx: Transaction, userId: string): Promise<AccountRow> {
    this.locks.push({ tx, userId });
    const account = this.accounts.get(userId);
    if (!account) throw new Error(`user ${userId} not found`);
    return { ...account };
  }

  async insertEntryOnce(_tx: Transaction, entry: LedgerEntryInput): Promise<boolean> {
    const duplicate = this.entries.some(
      (e) =>
        e.reason === entry.reason &&
        ((entry.videoId != null && e.videoId === entry.videoId) ||
          (entry.paymentId != null && e.paymentId === entry.paymentId) ||
          (entry.reason === 'signup_bonus' && e.userId === entry.userId)),
    );
    if (duplicate) return false;
    this.entries.push({ ...entry });
    return true;
  }

  async setBalance(_tx: Transaction, userId: string, balance: number): Promise<void> {
    const account = this.accounts.get(userId);
    if (!account) throw new Error(`user ${userId} not found`);
    account.balance = balance;
  }

  async findVideoDebit(
    _tx: Transaction,
    videoId: string,
  ): Promise<{ userId: string; amount: number } | null> {
    const debit = this.entriesFor('video_debit', videoId)[0];
    return debit ? { userId: debit.userId, amount: -debit.delta } : null;
  }

  async ledgerSum(userId: string): Promise<number> {
    return this.entries.filter((e) => e.userId === userId).reduce((sum, e) => sum + e.delta, 0);
  }

  snapshot(): Snapshot {
    return {
      accounts: [...this.accounts].map(([id, a]) => [id, { ...a }]),
      entries: this.entries.map((e) => ({ ...e })),
    };
  }

  restore(snapshot: unknown): void {
    const { accounts, entries } = snapshot as Snapshot;
    this.accounts.clear();
    for (const [id, a] of accounts) this.accounts.set(id, a);
    this.entries.splice(0, this.entries.length, ...entries);
  }
}

/** The fake in the repository's place (its private DataSource makes the class nominal). */
export const asCreditsRepository = (ledger: MemoryLedger) => ledger as unknown as CreditsRepository;
