import type { VideoStatus } from '@cena/contracts';
import { AdminVideosRepository } from '../src/admin/admin-videos.repository';
import { AdminVideosService } from '../src/admin/admin-videos.service';
import { AuditRepository } from '../src/audit/audit.repository';
import { AuditService } from '../src/audit/audit.service';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import type { RenderProducer } from '../src/generation/queue/render.producer';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import { UserEntity } from '../src/users/user.entity';
import type { MediaUrlSigner } from '../src/videos/media-url-signer';
import { VideoStatusService } from '../src/videos/video-status.service';
import type { VideoEntity } from '../src/videos/video.entity';
import type { VideosService } from '../src/videos/videos.service';
import {
  anAccount,
  aPaidVideo,
  asPublisher,
  aVideoRow,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  RecordingEvents,
  type TestDatabase,
} from './support/test-data-source';

/**
 * Staff actions on a video (AdminVideosService) on PostgreSQL: each write with its audit entry in
 * one transaction under the video's row lock, the retry's charge from the ledger's rules, and
 * what follows the commit (the event, the job, the files) only after it.
 */
describe('AdminVideosService on PostgreSQL', () => {
  let t: TestDatabase;
  let credits: CreditsService;
  let actor: UserEntity;
  let ownerId: string;
  let journal: string[];
  let removed: string[];
  let service: AdminVideosService;

  beforeAll(async () => {
    t = await createMigratedDatabase('admin_videos');
    credits = new CreditsService(new CreditsRepository(t.db), t.uow);
    const actorId = await anAccount(t.db);
    await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [actorId]);
    actor = Object.assign(new UserEntity(), { id: actorId, role: 'admin' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    journal = [];
    removed = [];
    ownerId = await anAccount(t.db, 'basic', 50);
    /** Each step journaled with the video's status as another connection sees it then. */
    const seen = async (step: string, id: string) =>
      journal.push(`${step}(${(await t.videos.findById(id))?.status})`);
    const events = new RecordingEvents();
    events.publish = async (event) => void (await seen(`event:${event.status}`, event.id));
    const producer = {
      removeJob: (id: string) => seen('remove-job', id),
      enqueue: (id: string) => seen('enqueue', id),
    };
    service = new AdminVideosService(
      t.uow,
      new AdminVideosRepository(t.db),
      {
        removeFiles: async (v: VideoEntity) => void removed.push(v.id),
      } as unknown as VideosService,
      new VideoStatusService(t.videos, asPublisher(events)),
      credits,
      producer as unknown as RenderProducer,
      {
        forOwner: async () => ({ videoUrl: null, thumbnailUrl: null }),
      } as unknown as MediaUrlSigner,
      new AuditService(new AuditRepository(t.db)),
    );
  });

  const auditOf = async (targetId: string) =>
    (await t.db.query(
      `SELECT actor_id AS "actorId", action, data FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [targetId],
    )) as { actorId: string; action: string; data: { before: unknown; after: unknown } }[];

  /** A video the owner paid 20 for, which then failed (refunded when `refunded`). */
  async function aFailedPaidVideo(refunded: boolean): Promise<string> {
    const id = await aPaidVideo(new VideoAcceptanceRepository(t.db), ownerId, 20, 'basic');
    await t.db.query(
      `UPDATE videos SET status = 'failed', error_code = 'provider_failed' WHERE id = $1`,
      [id],
    );
    if (refunded) await credits.refundVideo(id);
    return id;
  }

  const aVideoIn = (status: VideoStatus) => aVideoRow(t.db, ownerId, { status });

  describe('retry', () => {
    it('re-queues a refunded failed video, charges it again, and enqueues after the commit', async () => {
      const id = await aFailedPaidVideo(true);

      const dto = await service.retry(actor, id);
      expect(dto).toMatchObject({ id, status: 'queued', errorCode: null, refunded: false });
      expect(await balanceAndLedgerOf(t.db, ownerId)).toEqual({ balance: 30, ledgerSum: 30 });
      expect(await ledgerRowsOf(t.db, ownerId, 'video_debit')).toEqual([
        expect.objectContaining({ videoId: id, delta: -20, attempt: 0 }),
        expect.objectContaining({ videoId: id, delta: -20, attempt: 1 }),
      ]);
      expect(journal).toEqual(['event:queued(queued)', 'remove-job(queued)', 'enqueue(queued)']);
      expect(await auditOf(id)).toMatchObject([
        {
          actorId: actor.id,
          action: 'video.retry',
          data: {
            before: { status: 'failed', errorCode: 'provider_failed' },
            after: { status: 'queued', charged: 20 },
          },
        },
      ]);
    });

    it('charges nothing for a failed video whose debit was never refunded', async () => {
      const id = await aFailedPaidVideo(false);
      await service.retry(actor, id);
      expect(await balanceAndLedgerOf(t.db, ownerId)).toEqual({ balance: 30, ledgerSum: 30 });
      expect(await ledgerRowsOf(t.db, ownerId, 'video_debit')).toHaveLength(1);
      expect((await auditOf(id))[0].data.after).toEqual({ status: 'queued', charged: 0 });
    });

    it.each<VideoStatus>(['queued', 'processing', 'completed', 'expired'])(
      'refuses a %s video with a conflict, enqueuing nothing',
      async (status) => {
        const id = await aVideoIn(status);
        await expect(service.retry(actor, id)).rejects.toMatchObject({ code: 'conflict' });
        expect(journal).toEqual([]);
        expect(await auditOf(id)).toEqual([]);
        expect((await t.videos.findById(id))?.status).toBe(status);
      },
    );

    it('rolls everything back when the owner cannot pay the new attempt', async () => {
      const id = await aFailedPaidVideo(true);
      await credits.adjust({ userId: ownerId, delta: -45, actorId: actor.id, note: 'estorno' });
      await expect(service.retry(actor, id)).rejects.toMatchObject({
        code: 'insufficient_credits',
      });
      expect((await t.videos.findById(id))?.status).toBe('failed');
      expect(await auditOf(id)).toEqual([]);
      expect(journal).toEqual([]);
      expect(await balanceAndLedgerOf(t.db, ownerId)).toEqual({ balance: 5, ledgerSum: 5 });
    });

    it('lets one of two racing retries through, charging once', async () => {
      const id = await aFailedPaidVideo(true);
      const outcomes = await Promise.allSettled([
        service.retry(actor, id),
        service.retry(actor, id),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await balanceAndLedgerOf(t.db, ownerId)).toEqual({ balance: 30, ledgerSum: 30 });
      expect(await auditOf(id)).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('hides and restores, auditing only what changed', async () => {
      const id = await aVideoIn('completed');
      const hidden = await service.update(actor, id, { hidden: true });
      expect(hidden.hiddenAt).toEqual(expect.any(String));
      await service.update(actor, id, { hidden: true });
      const entries = await auditOf(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'video.update',
        data: { before: { hiddenAt: null }, after: { hiddenAt: hidden.hiddenAt } },
      });
      const restored = await service.update(actor, id, { hidden: false });
      expect(restored.hiddenAt).toBeNull();
      expect(await auditOf(id)).toHaveLength(2);
    });

    it('approves a completed video and refuses to judge an unfinished one', async () => {
      const done = await aVideoIn('completed');
      expect((await service.update(actor, done, { approved: true })).approvedAt).toEqual(
        expect.any(String),
      );
      const queued = await aVideoIn('queued');
      await expect(service.update(actor, queued, { approved: true })).rejects.toMatchObject({
        code: 'conflict',
      });
      expect(await auditOf(done)).toHaveLength(1);
      expect(await auditOf(queued)).toEqual([]);
    });
  });

  describe('remove', () => {
    it('soft-deletes a finished video and removes its files after the commit', async () => {
      const id = await aVideoIn('completed');
      await service.remove(actor, id);
      expect(await t.videos.findById(id)).toMatchObject({
        deletedAt: expect.any(Date),
        isPublic: false,
      });
      expect(removed).toEqual([id]);
      expect((await auditOf(id))[0]).toMatchObject({
        action: 'video.delete',
        data: { after: { deleted: true } },
      });
      await expect(service.get(id)).rejects.toMatchObject({ code: 'not_found' });
    });

    it('refuses a video still rendering, deleting nothing', async () => {
      const id = await aVideoIn('processing');
      await expect(service.remove(actor, id)).rejects.toMatchObject({ code: 'conflict' });
      expect((await t.videos.findById(id))?.deletedAt).toBeNull();
      expect(removed).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    });
  });
});
