import { randomUUID } from 'node:crypto';
import { DomainError } from '../common/domain-error';
import { RecordingUnitOfWork } from '../transactions/unit-of-work.fixtures';
import { creditsWithOneAccount, type MemoryLedger } from './credits.fixtures';
import { CreditsService } from './credits.service';

describe('CreditsService', () => {
  let ledger: MemoryLedger;
  let uow: RecordingUnitOfWork;
  let credits: CreditsService;
  let userId: string;

  beforeEach(() => {
    ({ ledger, uow, credits, userId } = creditsWithOneAccount(50));
  });

  const expectLedgerMatchesBalance = async () =>
    expect(await credits.ledgerSum(userId)).toBe(ledger.balance(userId) - 50);

  describe('debitForVideo', () => {
    it('takes the price once, with a ledger row carrying the new balance', async () => {
      const videoId = randomUUID();
      expect(await credits.debitForVideo(userId, videoId, 20)).toEqual({
        applied: true,
        balance: 30,
      });
      expect(await credits.debitForVideo(userId, videoId, 20)).toEqual({
        applied: false,
        balance: 30,
      });
      expect(ledger.entriesFor('video_debit', videoId)).toEqual([
        expect.objectContaining({ userId, delta: -20, balanceAfter: 30 }),
      ]);
      await expectLedgerMatchesBalance();
    });

    it('refuses a debit the balance cannot cover, writing nothing', async () => {
      await expect(credits.debitForVideo(userId, randomUUID(), 51)).rejects.toEqual(
        new DomainError('insufficient_credits'),
      );
      expect(ledger.entries).toEqual([]);
      expect(ledger.balance(userId)).toBe(50);
    });

    it('through a locked account, runs in its transaction without a second lock', async () => {
      const videoId = randomUUID();
      await uow.run(async (tx) => {
        const account = await credits.lockAccount(tx, userId);
        expect(account).toMatchObject({ userId, plan: 'basic', balance: 50 });
        const change = await credits.debitForVideo(account, videoId, 20);
        expect(change).toEqual({ applied: true, balance: 30 });
        expect(account.balance).toBe(30);
      });
      expect(ledger.locks).toHaveLength(1);
      expect(uow.transactions).toHaveLength(1);
      expect(ledger.balance(userId)).toBe(30);
    });
  });

  describe('refundVideo', () => {
    it('gives back exactly what the debit took, once however often it is asked', async () => {
      const videoId = randomUUID();
      await credits.debitForVideo(userId, videoId, 35);
      const first = await credits.refundVideo(videoId);
      const again = await credits.refundVideo(videoId);
      expect(first).toEqual({ applied: true, balance: 50 });
      expect(again).toEqual({ applied: false, balance: 50 });
      expect(ledger.entriesFor('video_refund', videoId)).toEqual([
        expect.objectContaining({ userId, delta: 35, balanceAfter: 50 }),
      ]);
      await expectLedgerMatchesBalance();
    });

    it('refunds nothing for a video that was never charged', async () => {
      expect(await credits.refundVideo(randomUUID())).toBeNull();
      expect(ledger.entries).toEqual([]);
      expect(ledger.locks).toEqual([]);
    });

    it("joins the caller's transaction, so a rollback takes the refund back too", async () => {
      const videoId = randomUUID();
      await credits.debitForVideo(userId, videoId, 20);
      await expect(
        uow.run(async (tx) => {
          await credits.refundVideo(videoId, tx);
          throw new Error('the status update failed');
        }),
      ).rejects.toThrow('the status update failed');
      expect(ledger.entriesFor('video_refund')).toEqual([]);
      expect(ledger.balance(userId)).toBe(30);
      // Still refundable afterwards: the refund was never applied.
      expect(await credits.refundVideo(videoId)).toEqual({ applied: true, balance: 50 });
    });

    it('refunds each video on its own key', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      await credits.debitForVideo(userId, a, 20);
      await credits.debitForVideo(userId, b, 20);
      await credits.refundVideo(a);
      await credits.refundVideo(b);
      expect(ledger.entriesFor('video_refund').map((e) => e.videoId)).toEqual([a, b]);
      expect(ledger.balance(userId)).toBe(50);
    });
  });

  describe('grants', () => {
    it('applies the signup bonus once per user', async () => {
      expect(await credits.grantSignupBonus(userId, 20)).toEqual({ applied: true, balance: 70 });
      expect(await credits.grantSignupBonus(userId, 20)).toEqual({ applied: false, balance: 70 });
      expect(ledger.entriesFor('signup_bonus')).toHaveLength(1);
    });

    it('applies a purchase once per payment', async () => {
      const paymentId = randomUUID();
      const purchase = { userId, amount: 100, reason: 'purchase' as const, paymentId };
      expect(await credits.grant(purchase)).toEqual({ applied: true, balance: 150 });
      expect(await credits.grant(purchase)).toEqual({ applied: false, balance: 150 });
      expect(await credits.grant({ ...purchase, paymentId: randomUUID() })).toEqual({
        applied: true,
        balance: 250,
      });
      await expectLedgerMatchesBalance();
    });

    it('records who granted and why for an admin adjustment', async () => {
      const actorId = randomUUID();
      await credits.grant({ userId, amount: -10, reason: 'admin_adjustment', actorId, note: 'x' });
      expect(ledger.entries).toEqual([
        expect.objectContaining({ delta: -10, actorId, note: 'x', balanceAfter: 40 }),
      ]);
    });

    it('writes no row for a zero change', async () => {
      expect(await credits.grant({ userId, amount: 0, reason: 'admin_adjustment' })).toEqual({
        applied: false,
        balance: 50,
      });
      expect(ledger.entries).toEqual([]);
    });

    it('never takes a balance below zero', async () => {
      await expect(
        credits.grant({ userId, amount: -51, reason: 'admin_adjustment' }),
      ).rejects.toEqual(new DomainError('insufficient_credits'));
      expect(ledger.balance(userId)).toBe(50);
    });
  });
});
