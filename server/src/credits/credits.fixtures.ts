import { randomUUID } from 'node:crypto';
import type { Plan } from '@cena/contracts';
import type { Transaction } from '../transactions/unit-of-work';
import { RecordingUnitOfWork, type RollbackableStore } from '../transactions/unit-of-work.fixtures';
import type {
  AccountRow,
  CreditsRepository,
  LedgerEntryInput,
  LedgerListQuery,
  LedgerRow,
  VideoCharge,
} from './credits.repository';
import { CreditsService } from './credits.service';

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
        ((entry.videoId != null &&
          e.videoId === entry.videoId &&
          (e.attempt ?? 0) === (entry.attempt ?? 0)) ||
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

  async findVideoCharge(_tx: Transaction, videoId: string): Promise<VideoCharge | null> {
    const debit = this.entriesFor('video_debit', videoId).sort(
      (a, b) => (b.attempt ?? 0) - (a.attempt ?? 0),
    )[0];
    if (!debit) return null;
    const attempt = debit.attempt ?? 0;
    const refunded = this.entriesFor('video_refund', videoId).some(
      (r) => (r.attempt ?? 0) === attempt,
    );
    return { userId: debit.userId, amount: -debit.delta, attempt, refunded };
  }

  async list(query: LedgerListQuery): Promise<{ rows: LedgerRow[]; total: number }> {
    const matching = this.entries
      .map((e, i) => ({ e, id: String(i + 1) }))
      .filter(({ e }) => !query.userId || e.userId === query.userId)
      .filter(({ e }) => !query.videoId || e.videoId === query.videoId)
      .filter(({ e }) => !query.reason || e.reason === query.reason);
    if (query.order === 'DESC') matching.reverse();
    const rows = matching.slice(query.offset, query.offset + query.limit).map(({ e, id }) => ({
      id,
      userId: e.userId,
      delta: e.delta,
      balanceAfter: e.balanceAfter,
      reason: e.reason,
      videoId: e.videoId ?? null,
      paymentId: e.paymentId ?? null,
      actorId: e.actorId ?? null,
      note: e.note ?? null,
      createdAt: new Date(0),
    }));
    return { rows, total: matching.length };
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

/**
 * A CreditsService over an in-memory ledger (its unit of work records transactions and rolls the
 * ledger back) with one Basic account holding `opening` credits and no ledger row yet.
 */
export function creditsWithOneAccount(opening = 50) {
  const ledger = new MemoryLedger();
  const uow = new RecordingUnitOfWork([], [ledger]);
  const credits = new CreditsService(asCreditsRepository(ledger), uow);
  const userId = randomUUID();
  ledger.addAccount(userId, 'basic', opening);
  return { ledger, uow, credits, userId };
}
