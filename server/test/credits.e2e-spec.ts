import { randomUUID } from 'node:crypto';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import { DomainError } from '../src/common/domain-error';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import {
  anAccount,
  aPaidVideo,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  type TestDatabase,
} from './support/test-data-source';

/**
 * The ledger's rules on PostgreSQL (CreditsService over CreditsRepository): every change a row
 * carrying the new balance, written with the balance under the account's row lock; the unique
 * keys make a retried or racing debit, refund or grant apply once; nothing below zero.
 */
describe('credits ledger', () => {
  let t: TestDatabase;
  let credits: CreditsService;
  let acceptance: VideoAcceptanceRepository;
  /** The staff member behind adjustments (the ledger names a real user). */
  let actorId: string;

  beforeAll(async () => {
    t = await createMigratedDatabase('credits');
    credits = new CreditsService(new CreditsRepository(t.db), t.uow);
    acceptance = new VideoAcceptanceRepository(t.db);
    actorId = await anAccount(t.db);
    await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [actorId]);
  });
  afterAll(() => t.close());

  /** A Pro account holding `opening` credits (one 'test setup' adjustment row). */
  const anAccountWith = (opening: number) => anAccount(t.db, 'pro', opening);

  /** A video paid for the way production pays: by the generate statement's debit. */
  const aChargedVideo = (userId: string, cost: number) => aPaidVideo(acceptance, userId, cost);

  const balanceOf = async (userId: string) => (await balanceAndLedgerOf(t.db, userId)).balance;
  const expectBooksBalanced = async (userId: string, balance: number) =>
    expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance, ledgerSum: balance });

  describe('the generate debit', () => {
    it('takes the price with a video_debit row carrying the new balance', async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 20);
      expect(await ledgerRowsOf(t.db, userId, 'video_debit')).toEqual([
        expect.objectContaining({ videoId, delta: -20, balanceAfter: 30, attempt: 0 }),
      ]);
      await expectBooksBalanced(userId, 30);
    });
  });

  describe('refundVideo', () => {
    it('gives back exactly what the debit took, once however often (and however racing) it is asked', async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 35);
      const first = await credits.refundVideo(videoId);
      expect(first).toEqual({ applied: true, balance: 50 });
      const racing = await Promise.all([1, 2, 3].map(() => credits.refundVideo(videoId)));
      expect(racing).toEqual(Array(3).fill({ applied: false, balance: 50 }));
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([
        expect.objectContaining({ videoId, delta: 35, balanceAfter: 50, attempt: 0 }),
      ]);
      await expectBooksBalanced(userId, 50);
    });

    it('applies one of several refunds racing for the same video', async () => {
      const userId = await anAccountWith(20);
      const videoId = await aChargedVideo(userId, 20);
      const refunds = await Promise.all([1, 2, 3, 4].map(() => credits.refundVideo(videoId)));
      expect(refunds.filter((r) => r?.applied)).toHaveLength(1);
      await expectBooksBalanced(userId, 20);
    });

    it('refunds nothing for a video that was never charged', async () => {
      const userId = await anAccountWith(50);
      expect(await credits.refundVideo(randomUUID())).toBeNull();
      const free = await aChargedVideo(userId, 0);
      expect(await credits.refundVideo(free)).toBeNull();
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
      await expectBooksBalanced(userId, 50);
    });

    it("joins the caller's transaction, so a rollback takes the refund back too", async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 20);
      await expect(
        t.uow.run(async (tx) => {
          await credits.refundVideo(videoId, tx);
          throw new Error('the status update failed');
        }),
      ).rejects.toThrow('the status update failed');
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
      await expectBooksBalanced(userId, 30);
      // Still refundable afterwards: the refund was never applied.
      expect(await credits.refundVideo(videoId)).toEqual({ applied: true, balance: 50 });
    });

    it('refunds each video on its own key', async () => {
      const userId = await anAccountWith(50);
      const a = await aChargedVideo(userId, 20);
      const b = await aChargedVideo(userId, 20);
      await credits.refundVideo(a);
      await credits.refundVideo(b);
      expect((await ledgerRowsOf(t.db, userId, 'video_refund')).map((e) => e.videoId)).toEqual([
        a,
        b,
      ]);
      await expectBooksBalanced(userId, 50);
    });
  });

  describe('grants', () => {
    it('applies the signup bonus once per user', async () => {
      const userId = await anAccountWith(50);
      expect(await credits.grantSignupBonus(userId, 20)).toEqual({ applied: true, balance: 70 });
      expect(await credits.grantSignupBonus(userId, 20)).toEqual({ applied: false, balance: 70 });
      expect(await ledgerRowsOf(t.db, userId, 'signup_bonus')).toHaveLength(1);
      await expectBooksBalanced(userId, 70);
    });

    it('applies a purchase once per payment, even when its deliveries race', async () => {
      const userId = await anAccountWith(50);
      const payment = async () =>
        (
          (await t.db.query(
            `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status)
             VALUES ($1, 'sandbox', 'credits', 'credits_100', 2900, 100, 'paid') RETURNING id`,
            [userId],
          )) as { id: string }[]
        )[0].id;
      const first = await payment();
      const purchase = { userId, amount: 100, reason: 'purchase' as const, paymentId: first };
      const racing = await Promise.all([1, 2, 3].map(() => credits.grant(purchase)));
      expect(racing.filter((g) => g.applied)).toHaveLength(1);
      expect(await credits.grant(purchase)).toEqual({ applied: false, balance: 150 });
      expect(await credits.grant({ ...purchase, paymentId: await payment() })).toEqual({
        applied: true,
        balance: 250,
      });
      await expectBooksBalanced(userId, 250);
    });

    it('records who granted and why for an admin adjustment', async () => {
      const userId = await anAccountWith(50);
      await credits.grant({ userId, amount: -10, reason: 'admin_adjustment', actorId, note: 'x' });
      expect((await ledgerRowsOf(t.db, userId, 'admin_adjustment')).at(-1)).toMatchObject({
        delta: -10,
        actorId,
        note: 'x',
        balanceAfter: 40,
      });
    });

    it('writes no row for a zero change', async () => {
      const userId = await anAccountWith(50);
      expect(await credits.grant({ userId, amount: 0, reason: 'admin_adjustment' })).toEqual({
        applied: false,
        balance: 50,
      });
      expect(await ledgerRowsOf(t.db, userId)).toHaveLength(1); // the opening row only
    });

    it('never takes a balance below zero', async () => {
      const userId = await anAccountWith(50);
      await expect(
        credits.grant({ userId, amount: -51, reason: 'admin_adjustment' }),
      ).rejects.toEqual(new DomainError('insufficient_credits'));
      await expectBooksBalanced(userId, 50);
    });

    it('refuses a balance below zero at the database too', async () => {
      const userId = await anAccountWith(0);
      await expect(
        t.db.query('UPDATE users SET credit_balance = -1 WHERE id = $1', [userId]),
      ).rejects.toThrow(/check constraint/);
    });
  });

  describe('adjust (back office)', () => {
    it('writes one admin_adjustment row naming the actor, the reason as its note', async () => {
      const userId = await anAccountWith(50);
      expect(await credits.adjust({ userId, delta: 40, actorId, note: 'compensação' })).toEqual({
        before: 50,
        after: 90,
      });
      const staff = async () =>
        (await ledgerRowsOf(t.db, userId, 'admin_adjustment')).filter((e) => e.actorId);
      expect(await staff()).toEqual([
        expect.objectContaining({ delta: 40, actorId, note: 'compensação', balanceAfter: 90 }),
      ]);
      // Each adjustment is its own row (no unique key collapses two alike).
      await credits.adjust({ userId, delta: 40, actorId, note: 'compensação' });
      expect(await staff()).toHaveLength(2);
      await expectBooksBalanced(userId, 130);
    });

    it('takes credits down to zero, and refuses below zero naming delta, writing nothing', async () => {
      const userId = await anAccountWith(50);
      expect(await credits.adjust({ userId, delta: -50, actorId, note: 'estorno' })).toEqual({
        before: 50,
        after: 0,
      });
      await expect(
        credits.adjust({ userId, delta: -1, actorId, note: 'estorno' }),
      ).rejects.toMatchObject({ code: 'credits_below_zero', details: { fields: ['delta'] } });
      expect(await ledgerRowsOf(t.db, userId, 'admin_adjustment')).toHaveLength(2);
      await expectBooksBalanced(userId, 0);
    });

    it("joins the caller's transaction: a later failure in it undoes the adjustment", async () => {
      const userId = await anAccountWith(50);
      await expect(
        t.uow.run(async (tx) => {
          await credits.adjust({ userId, delta: 10, actorId, note: 'x' }, tx);
          throw new Error('audit failed');
        }),
      ).rejects.toThrow('audit failed');
      expect(await ledgerRowsOf(t.db, userId)).toHaveLength(1);
      await expectBooksBalanced(userId, 50);
    });
  });

  describe('chargeRetry and refunds per attempt', () => {
    const retry = (videoId: string) => t.uow.run((tx) => credits.chargeRetry(tx, videoId));

    it('charges a refunded video again as the next attempt; its failure refunds once', async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 20);
      await credits.refundVideo(videoId);
      expect(await balanceOf(userId)).toBe(50);

      expect(await retry(videoId)).toBe(20);
      expect(await balanceOf(userId)).toBe(30);
      // Not refunded yet: a second charge takes nothing.
      expect(await retry(videoId)).toBe(0);
      expect(await balanceOf(userId)).toBe(30);

      expect((await credits.refundVideo(videoId))?.applied).toBe(true);
      expect((await credits.refundVideo(videoId))?.applied).toBe(false);
      expect(await balanceOf(userId)).toBe(50);

      expect(
        (await ledgerRowsOf(t.db, userId))
          .filter((e) => e.videoId === videoId)
          .map((e) => [e.reason, e.delta, e.attempt]),
      ).toEqual([
        ['video_debit', -20, 0],
        ['video_refund', 20, 0],
        ['video_debit', -20, 1],
        ['video_refund', 20, 1],
      ]);
      await expectBooksBalanced(userId, 50);
    });

    it('charges nothing for a video never charged or whose debit still stands', async () => {
      const userId = await anAccountWith(50);
      expect(await retry(randomUUID())).toBe(0);
      const videoId = await aChargedVideo(userId, 20);
      expect(await retry(videoId)).toBe(0);
      expect(await ledgerRowsOf(t.db, userId, 'video_debit')).toHaveLength(1);
      await expectBooksBalanced(userId, 30);
    });

    it('refuses the charge the balance cannot cover', async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 20);
      await credits.refundVideo(videoId);
      await credits.adjust({ userId, delta: -40, actorId, note: 'estorno' });
      await expect(retry(videoId)).rejects.toEqual(new DomainError('insufficient_credits'));
      await expectBooksBalanced(userId, 10);
    });
  });

  describe('list (the back office ledger)', () => {
    it('filters by account, video and reason, pages and sorts with a stable order', async () => {
      const userId = await anAccountWith(50);
      const videoId = await aChargedVideo(userId, 20);
      await credits.refundVideo(videoId);
      const page = await credits.list({
        offset: 0,
        limit: 10,
        sort: 'createdAt',
        order: 'ASC',
        userId,
      });
      expect(page.total).toBe(3);
      expect(page.rows.map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([
        ['admin_adjustment', 50, 50],
        ['video_debit', -20, 30],
        ['video_refund', 20, 50],
      ]);
      const refunds = await credits.list({
        offset: 0,
        limit: 10,
        sort: 'delta',
        order: 'DESC',
        videoId,
        reason: 'video_refund',
      });
      expect(refunds).toEqual({ rows: [expect.objectContaining({ userId, delta: 20 })], total: 1 });
      const second = await credits.list({
        offset: 1,
        limit: 1,
        sort: 'delta',
        order: 'DESC',
        userId,
      });
      expect(second.rows.map((r) => r.delta)).toEqual([20]);
      expect(second.total).toBe(3);
    });
  });
});
