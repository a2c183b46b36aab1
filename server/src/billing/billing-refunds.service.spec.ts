import type { PaymentStatus } from '@cena/contracts';
import { asCreditsRepository, MemoryLedger } from '../credits/credits.fixtures';
import { CreditsService } from '../credits/credits.service';
import type { Transaction } from '../transactions/unit-of-work';
import { RecordingUnitOfWork, type RollbackableStore } from '../transactions/unit-of-work.fixtures';
import type { BillingRepository } from './billing.repository';
import { BillingRefunds } from './billing-refunds.service';

const PAYMENT = '11111111-1111-4111-8111-111111111111';
const USER = 'user-1';

/** The payments table in memory: the three calls a refund makes. */
class MemoryPayments implements RollbackableStore {
  rows = new Map<
    string,
    { userId: string; status: PaymentStatus; credits: number; refundedBy?: string | null }
  >();

  async findPaymentRef(_tx: Transaction, id: string) {
    const row = this.rows.get(id);
    return row ? { id, userId: row.userId, status: row.status } : null;
  }

  async lockPayment(_tx: Transaction, id: string) {
    const row = this.rows.get(id);
    return row ? ({ id, ...row, providerPaymentId: null } as never) : null;
  }

  async markPaymentRefunded(_tx: Transaction, id: string, actorId: string | null) {
    const row = this.rows.get(id)!;
    row.status = 'refunded';
    row.refundedBy = actorId;
  }

  snapshot() {
    return [...this.rows].map(([id, r]) => [id, { ...r }] as const);
  }

  restore(snapshot: unknown) {
    this.rows = new Map(snapshot as [string, never][]);
  }
}

function setup(balance: number, status: PaymentStatus = 'paid', credits = 100) {
  const ledger = new MemoryLedger();
  ledger.addAccount(USER, 'basic', balance);
  const payments = new MemoryPayments();
  payments.rows.set(PAYMENT, { userId: USER, status, credits });
  const uow = new RecordingUnitOfWork([], [ledger, payments]);
  const refunds = new BillingRefunds(
    payments as unknown as BillingRepository,
    new CreditsService(asCreditsRepository(ledger), uow),
  );
  const apply = (actorId: string | null = 'admin-1') =>
    uow.run((tx) => refunds.apply(tx, PAYMENT, actorId));
  return { ledger, payments, apply };
}

describe('BillingRefunds', () => {
  it("marks the payment refunded and takes the package's credits back when the balance allows", async () => {
    const { ledger, payments, apply } = setup(120);
    expect(await apply()).toEqual({
      outcome: 'refunded',
      paymentId: PAYMENT,
      userId: USER,
      creditsReversed: 100,
      creditsKept: false,
    });
    expect(payments.rows.get(PAYMENT)).toMatchObject({ status: 'refunded', refundedBy: 'admin-1' });
    expect(ledger.balance(USER)).toBe(20);
    expect(ledger.entriesFor('purchase_refund')).toEqual([
      expect.objectContaining({
        delta: -100,
        paymentId: PAYMENT,
        actorId: 'admin-1',
        balanceAfter: 20,
      }),
    ]);
  });

  it('keeps the credits (and says so) when the balance is lower than the package', async () => {
    const { ledger, payments, apply } = setup(99);
    expect(await apply()).toMatchObject({
      outcome: 'refunded',
      creditsReversed: 0,
      creditsKept: true,
    });
    expect(payments.rows.get(PAYMENT)?.status).toBe('refunded');
    expect(ledger.balance(USER)).toBe(99);
    expect(ledger.entriesFor('purchase_refund')).toEqual([]);
  });

  it('takes back exactly the whole balance when it equals the package', async () => {
    const { ledger, apply } = setup(100);
    expect(await apply()).toMatchObject({ creditsReversed: 100, creditsKept: false });
    expect(ledger.balance(USER)).toBe(0);
  });

  it('a second report (staff twice, or the provider after staff) changes nothing', async () => {
    const { ledger, apply } = setup(300);
    await apply('admin-1');
    expect(await apply(null)).toEqual({ outcome: 'already_refunded', paymentId: PAYMENT });
    expect(ledger.entriesFor('purchase_refund')).toHaveLength(1);
    expect(ledger.balance(USER)).toBe(200);
  });

  it.each<PaymentStatus>(['pending', 'failed', 'expired'])(
    'does not refund a %s payment',
    async (status) => {
      const { ledger, payments, apply } = setup(300, status);
      expect(await apply()).toEqual({ outcome: 'not_paid', paymentId: PAYMENT });
      expect(payments.rows.get(PAYMENT)?.status).toBe(status);
      expect(ledger.entries).toEqual([]);
    },
  );

  it('records a refund of a payment that granted no credits without touching the ledger', async () => {
    const { ledger, apply } = setup(50, 'paid', 0);
    expect(await apply()).toMatchObject({
      outcome: 'refunded',
      creditsReversed: 0,
      creditsKept: false,
    });
    expect(ledger.entries).toEqual([]);
  });
});
