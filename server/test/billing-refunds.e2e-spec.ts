import type { PaymentStatus } from '@cena/contracts';
import { BillingRefunds } from '../src/billing/billing-refunds.service';
import { BillingRepository } from '../src/billing/billing.repository';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import {
  anAccount,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  type TestDatabase,
} from './support/test-data-source';

/**
 * A payment's refund on PostgreSQL (BillingRefunds): the payment marked refunded and its credits
 * taken back in the caller's transaction, once whether staff or the provider report it first.
 */
describe('BillingRefunds on PostgreSQL', () => {
  let t: TestDatabase;
  let refunds: BillingRefunds;
  let staff: string;

  beforeAll(async () => {
    t = await createMigratedDatabase('billing_refunds');
    refunds = new BillingRefunds(
      new BillingRepository(t.db),
      new CreditsService(new CreditsRepository(t.db), t.uow),
    );
    staff = await anAccount(t.db);
  });
  afterAll(() => t.close());

  /** An account holding `balance` credits and a credit package payment of `credits`. */
  async function aPayment(balance: number, status: PaymentStatus = 'paid', credits = 100) {
    const userId = await anAccount(t.db, 'basic', balance);
    const [{ id }] = (await t.db.query(
      `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status)
       VALUES ($1, 'sandbox', 'credits', 'credits_100', 1990, $2, $3) RETURNING id`,
      [userId, credits, status],
    )) as { id: string }[];
    const apply = (actorId: string | null = staff) =>
      t.uow.run((tx) => refunds.apply(tx, id, actorId));
    const payment = async () =>
      (
        (await t.db.query(
          'SELECT status, refunded_by AS "refundedBy" FROM payments WHERE id = $1',
          [id],
        )) as { status: PaymentStatus; refundedBy: string | null }[]
      )[0];
    return { userId, paymentId: id, apply, payment };
  }

  it("marks the payment refunded and takes the package's credits back when the balance allows", async () => {
    const { userId, paymentId, apply, payment } = await aPayment(120);
    expect(await apply()).toEqual({
      outcome: 'refunded',
      paymentId,
      userId,
      creditsReversed: 100,
      creditsKept: false,
    });
    expect(await payment()).toEqual({ status: 'refunded', refundedBy: staff });
    expect(await ledgerRowsOf(t.db, userId, 'purchase_refund')).toEqual([
      expect.objectContaining({ delta: -100, actorId: staff, balanceAfter: 20 }),
    ]);
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 20, ledgerSum: 20 });
  });

  it('keeps the credits (and says so) when the balance is lower than the package', async () => {
    const { userId, apply, payment } = await aPayment(99);
    expect(await apply()).toMatchObject({
      outcome: 'refunded',
      creditsReversed: 0,
      creditsKept: true,
    });
    expect((await payment()).status).toBe('refunded');
    expect(await ledgerRowsOf(t.db, userId, 'purchase_refund')).toEqual([]);
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 99, ledgerSum: 99 });
  });

  it('takes back exactly the whole balance when it equals the package', async () => {
    const { userId, apply } = await aPayment(100);
    expect(await apply()).toMatchObject({ creditsReversed: 100, creditsKept: false });
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('a second report (staff twice, or the provider after staff) changes nothing', async () => {
    const { userId, paymentId, apply, payment } = await aPayment(300);
    await apply(staff);
    expect(await apply(null)).toEqual({ outcome: 'already_refunded', paymentId });
    expect(await payment()).toEqual({ status: 'refunded', refundedBy: staff });
    expect(await ledgerRowsOf(t.db, userId, 'purchase_refund')).toHaveLength(1);
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 200, ledgerSum: 200 });
  });

  it('applies one of racing reports (staff and the provider at once)', async () => {
    const { userId, apply } = await aPayment(300);
    const outcomes = await Promise.all([apply(staff), apply(null), apply(null)]);
    expect(outcomes.filter((o) => o.outcome === 'refunded')).toHaveLength(1);
    expect(await ledgerRowsOf(t.db, userId, 'purchase_refund')).toHaveLength(1);
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 200, ledgerSum: 200 });
  });

  it.each<PaymentStatus>(['pending', 'failed', 'expired'])(
    'does not refund a %s payment',
    async (status) => {
      const { userId, paymentId, apply, payment } = await aPayment(300, status);
      expect(await apply()).toEqual({ outcome: 'not_paid', paymentId });
      expect((await payment()).status).toBe(status);
      expect(await ledgerRowsOf(t.db, userId)).toHaveLength(1); // the opening row only
    },
  );

  it('records a refund of a payment that granted no credits without touching the ledger', async () => {
    const { userId, apply } = await aPayment(50, 'paid', 0);
    expect(await apply()).toMatchObject({
      outcome: 'refunded',
      creditsReversed: 0,
      creditsKept: false,
    });
    expect(await ledgerRowsOf(t.db, userId)).toHaveLength(1);
  });

  it('answers not_found for a payment that does not exist', async () => {
    await expect(
      t.uow.run((tx) => refunds.apply(tx, '00000000-0000-4000-8000-000000000000', staff)),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
