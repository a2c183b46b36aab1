import { randomUUID } from 'node:crypto';
import { DomainError } from '../common/domain-error';
import { RecordingUnitOfWork } from '../transactions/unit-of-work.fixtures';
import { creditsWithOneAccount, type MemoryLedger } from './credits.fixtures';
import { CreditsService } from './credits.service';

/** The back office's balance changes: staff adjustments and the charge of a retried video. */
describe('CreditsService (back office)', () => {
  let ledger: MemoryLedger;
  let uow: RecordingUnitOfWork;
  let credits: CreditsService;
  let userId: string;
  const actorId = randomUUID();

  beforeEach(() => {
    ({ ledger, uow, credits, userId } = creditsWithOneAccount(50));
  });

  const ledgerMatchesBalance = async () =>
    expect(await credits.ledgerSum(userId)).toBe(ledger.balance(userId) - 50);

  describe('adjust', () => {
    it('writes one admin_adjustment row naming the actor, the reason as its note', async () => {
      expect(await credits.adjust({ userId, delta: 40, actorId, note: 'compensação' })).toEqual({
        before: 50,
        after: 90,
      });
      expect(ledger.entries).toEqual([
        expect.objectContaining({
          userId,
          delta: 40,
          reason: 'admin_adjustment',
          actorId,
          note: 'compensação',
          balanceAfter: 90,
        }),
      ]);
      // Each adjustment is its own row (no unique key collapses two alike).
      await credits.adjust({ userId, delta: 40, actorId, note: 'compensação' });
      expect(ledger.entriesFor('admin_adjustment')).toHaveLength(2);
      await ledgerMatchesBalance();
    });

    it('takes credits down to zero, and refuses below zero naming delta, writing nothing', async () => {
      expect(await credits.adjust({ userId, delta: -50, actorId, note: 'estorno' })).toEqual({
        before: 50,
        after: 0,
      });
      await expect(
        credits.adjust({ userId, delta: -1, actorId, note: 'estorno' }),
      ).rejects.toMatchObject({ code: 'credits_below_zero', details: { fields: ['delta'] } });
      expect(ledger.entries).toHaveLength(1);
      expect(ledger.balance(userId)).toBe(0);
      expect(uow.journal.at(-1)).toBe('rollback');
    });

    it("joins the caller's transaction: a later failure in it undoes the adjustment", async () => {
      await expect(
        uow.run(async (tx) => {
          await credits.adjust({ userId, delta: 10, actorId, note: 'x' }, tx);
          throw new Error('audit failed');
        }),
      ).rejects.toThrow('audit failed');
      expect(ledger.entries).toEqual([]);
      expect(ledger.balance(userId)).toBe(50);
    });
  });

  describe('chargeRetry and refunds per attempt', () => {
    const inTx = (videoId: string) => uow.run((tx) => credits.chargeRetry(tx, videoId));

    it('charges a refunded video again as the next attempt; its failure refunds once', async () => {
      const videoId = randomUUID();
      await credits.debitForVideo(userId, videoId, 20);
      await credits.refundVideo(videoId);
      expect(ledger.balance(userId)).toBe(50);

      expect(await inTx(videoId)).toBe(20);
      expect(ledger.balance(userId)).toBe(30);
      // Not refunded yet: a second charge takes nothing.
      expect(await inTx(videoId)).toBe(0);
      expect(ledger.balance(userId)).toBe(30);

      expect((await credits.refundVideo(videoId))?.applied).toBe(true);
      expect((await credits.refundVideo(videoId))?.applied).toBe(false);
      expect(ledger.balance(userId)).toBe(50);

      expect(
        ledger.entries.map((e) => [e.reason, e.delta, e.attempt ?? 0, e.videoId === videoId]),
      ).toEqual([
        ['video_debit', -20, 0, true],
        ['video_refund', 20, 0, true],
        ['video_debit', -20, 1, true],
        ['video_refund', 20, 1, true],
      ]);
      await ledgerMatchesBalance();
    });

    it('charges nothing for a video never charged or whose debit still stands', async () => {
      expect(await inTx(randomUUID())).toBe(0);
      const videoId = randomUUID();
      await credits.debitForVideo(userId, videoId, 20);
      expect(await inTx(videoId)).toBe(0);
      expect(ledger.balance(userId)).toBe(30);
      expect(ledger.entriesFor('video_debit', videoId)).toHaveLength(1);
    });

    it('refuses the charge the balance cannot cover', async () => {
      const videoId = randomUUID();
      await credits.debitForVideo(userId, videoId, 20);
      await credits.refundVideo(videoId);
      await credits.adjust({ userId, delta: -40, actorId, note: 'estorno' });
      await expect(inTx(videoId)).rejects.toEqual(new DomainError('insufficient_credits'));
      expect(ledger.balance(userId)).toBe(10);
      await ledgerMatchesBalance();
    });
  });
});
