import { randomUUID } from 'node:crypto';
import { asAuditService, MemoryAudit } from '../audit/audit.fixtures';
import { asCreditsRepository, MemoryLedger } from '../credits/credits.fixtures';
import { CreditsService } from '../credits/credits.service';
import type { RenderProducer } from '../generation/queue/render.producer';
import type { Transaction } from '../transactions/unit-of-work';
import { RecordingUnitOfWork } from '../transactions/unit-of-work.fixtures';
import { UserEntity } from '../users/user.entity';
import type { MediaUrlSigner } from '../videos/media-url-signer';
import type { VideoStatusService } from '../videos/video-status.service';
import type { VideoEntity } from '../videos/video.entity';
import { aVideo, MemoryVideos } from '../videos/videos.fixtures';
import type { VideosService } from '../videos/videos.service';
import type { AdminVideosRepository } from './admin-videos.repository';
import { AdminVideosService } from './admin-videos.service';

/** The admin repository's reads and writes over the in-memory video rows. */
class MemoryAdminVideos {
  constructor(private readonly videos: MemoryVideos) {}

  async findById(id: string): Promise<VideoEntity | null> {
    const row = this.videos.rows.get(id);
    return row && !row.deletedAt ? aVideo(row) : null;
  }

  findForUpdate(_tx: Transaction, id: string) {
    return this.findById(id);
  }

  async setModeration(_tx: Transaction, id: string, changes: Partial<VideoEntity>) {
    Object.assign(this.videos.rows.get(id)!, changes);
  }

  async softDelete(_tx: Transaction, id: string) {
    Object.assign(this.videos.rows.get(id)!, { deletedAt: new Date(), isPublic: false });
  }

  async facts(ids: string[]) {
    return new Map(ids.map((id) => [id, { userEmail: 'dono@cena.test', refunded: false }]));
  }
}

describe('AdminVideosService', () => {
  let videos: MemoryVideos;
  let ledger: MemoryLedger;
  let audit: MemoryAudit;
  let credits: CreditsService;
  let uow: RecordingUnitOfWork;
  let service: AdminVideosService;
  let journal: string[];
  let removed: string[];
  const actor = Object.assign(new UserEntity(), { id: randomUUID(), role: 'admin' });
  let ownerId: string;

  beforeEach(() => {
    journal = [];
    removed = [];
    videos = new MemoryVideos();
    ledger = new MemoryLedger();
    audit = new MemoryAudit();
    uow = new RecordingUnitOfWork(journal, [videos, ledger, audit]);
    ownerId = randomUUID();
    credits = new CreditsService(asCreditsRepository(ledger), uow);
    ledger.addAccount(ownerId, 'basic', 50);
    const status = {
      requeue: async (tx: Transaction, id: string) => {
        const row = videos.rows.get(id);
        if (row?.status !== 'failed' || row.deletedAt) return false;
        Object.assign(row, { status: 'queued', progress: 0, stage: null, errorCode: null });
        tx.afterCommit(() => void journal.push(`event:queued`));
        return true;
      },
    };
    const producer = {
      removeJob: async (id: string) => void journal.push(`remove-job:${id}`),
      enqueue: async (id: string) => void journal.push(`enqueue:${id}`),
    };
    service = new AdminVideosService(
      uow,
      new MemoryAdminVideos(videos) as unknown as AdminVideosRepository,
      {
        removeFiles: async (v: VideoEntity) => void removed.push(v.id),
      } as unknown as VideosService,
      status as unknown as VideoStatusService,
      credits,
      producer as unknown as RenderProducer,
      {
        forOwner: async () => ({ videoUrl: null, thumbnailUrl: null }),
      } as unknown as MediaUrlSigner,
      asAuditService(audit),
    );
  });

  const failedVideo = () =>
    videos.add(aVideo({ userId: ownerId, status: 'failed', errorCode: 'provider_failed' }));

  describe('retry', () => {
    it('re-queues a refunded failed video, charges it again, and enqueues after the commit', async () => {
      const video = failedVideo();
      await credits.debitForVideo(ownerId, video.id, 20);
      await credits.refundVideo(video.id);
      journal.length = 0;

      const dto = await service.retry(actor, video.id);
      expect(dto).toMatchObject({ id: video.id, status: 'queued', errorCode: null });
      expect(ledger.balance(ownerId)).toBe(30);
      expect(journal).toEqual([
        'begin',
        'commit',
        'event:queued',
        `remove-job:${video.id}`,
        `enqueue:${video.id}`,
      ]);
      expect(audit.entries).toEqual([
        expect.objectContaining({
          actorId: actor.id,
          action: 'video.retry',
          targetId: video.id,
          before: { status: 'failed', errorCode: 'provider_failed' },
          after: { status: 'queued', charged: 20 },
        }),
      ]);
    });

    it('charges nothing for a failed video whose debit was never refunded', async () => {
      const video = failedVideo();
      await credits.debitForVideo(ownerId, video.id, 20);
      await service.retry(actor, video.id);
      expect(ledger.balance(ownerId)).toBe(30);
      expect(ledger.entriesFor('video_debit', video.id)).toHaveLength(1);
      expect(audit.entries[0].after).toEqual({ status: 'queued', charged: 0 });
    });

    it.each(['queued', 'processing', 'completed', 'expired'] as const)(
      'refuses a %s video with a conflict, enqueuing nothing',
      async (status) => {
        const video = videos.add(aVideo({ userId: ownerId, status }));
        await expect(service.retry(actor, video.id)).rejects.toMatchObject({ code: 'conflict' });
        expect(journal.filter((j) => j.startsWith('enqueue'))).toEqual([]);
        expect(audit.entries).toEqual([]);
      },
    );

    it('rolls everything back when the owner cannot pay the new attempt', async () => {
      const video = failedVideo();
      await credits.debitForVideo(ownerId, video.id, 20);
      await credits.refundVideo(video.id);
      await credits.adjust({ userId: ownerId, delta: -45, actorId: actor.id, note: 'estorno' });
      await expect(service.retry(actor, video.id)).rejects.toMatchObject({
        code: 'insufficient_credits',
      });
      expect(videos.rows.get(video.id)?.status).toBe('failed');
      expect(audit.entries).toEqual([]);
      expect(journal.filter((j) => j.startsWith('enqueue'))).toEqual([]);
    });
  });

  describe('update', () => {
    it('hides and restores, auditing only what changed', async () => {
      const video = videos.add(aVideo({ userId: ownerId, status: 'completed' }));
      const hidden = await service.update(actor, video.id, { hidden: true });
      expect(hidden.hiddenAt).toEqual(expect.any(String));
      await service.update(actor, video.id, { hidden: true });
      expect(audit.entries).toHaveLength(1);
      expect(audit.entries[0]).toMatchObject({
        action: 'video.update',
        before: { hiddenAt: null },
        after: { hiddenAt: hidden.hiddenAt },
      });
      const restored = await service.update(actor, video.id, { hidden: false });
      expect(restored.hiddenAt).toBeNull();
      expect(audit.entries).toHaveLength(2);
    });

    it('approves a completed video and refuses to judge an unfinished one', async () => {
      const done = videos.add(aVideo({ userId: ownerId, status: 'completed', approvedAt: null }));
      expect((await service.update(actor, done.id, { approved: true })).approvedAt).toEqual(
        expect.any(String),
      );
      const queued = videos.add(aVideo({ userId: ownerId, status: 'queued' }));
      await expect(service.update(actor, queued.id, { approved: true })).rejects.toMatchObject({
        code: 'conflict',
      });
      expect(audit.entries).toHaveLength(1);
    });
  });

  describe('remove', () => {
    it('soft-deletes a finished video and removes its files after the commit', async () => {
      const video = videos.add(aVideo({ userId: ownerId, status: 'completed' }));
      await service.remove(actor, video.id);
      expect(videos.rows.get(video.id)?.deletedAt).toBeInstanceOf(Date);
      expect(removed).toEqual([video.id]);
      expect(audit.entries[0]).toMatchObject({ action: 'video.delete', after: { deleted: true } });
      await expect(service.get(video.id)).rejects.toMatchObject({ code: 'not_found' });
    });

    it('refuses a video still rendering, deleting nothing', async () => {
      const video = videos.add(aVideo({ userId: ownerId, status: 'processing' }));
      await expect(service.remove(actor, video.id)).rejects.toMatchObject({ code: 'conflict' });
      expect(videos.rows.get(video.id)?.deletedAt).toBeNull();
      expect(removed).toEqual([]);
    });
  });
});
