import type { AdminVideoDto, TicketVideoDto } from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ChangeSet } from '../audit/change-set';
import { DomainError } from '../common/domain-error';
import { CreditsService } from '../credits/credits.service';
import { RenderProducer } from '../generation/queue/render.producer';
import { UnitOfWork } from '../transactions/unit-of-work';
import type { UserEntity } from '../users/user.entity';
import { MediaUrlSigner } from '../videos/media-url-signer';
import type { MediaUrls } from '../videos/video.mapper';
import { VideoStatusService } from '../videos/video-status.service';
import type { VideoEntity } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { isUuid } from './admin-filters';
import {
  type AdminVideoFacts,
  type AdminVideoListQuery,
  AdminVideosRepository,
} from './admin-videos.repository';

export interface AdminVideoPatch {
  hidden?: boolean;
  approved?: boolean;
}

interface ModerationChanges {
  hiddenAt?: Date | null;
  approvedAt?: Date | null;
}

/**
 * Staff work on videos: list and watch, hide from / restore to the gallery, approve under
 * moderation, delete, retry a failed one. Every write is audited in its own transaction with the
 * video row locked.
 */
@Injectable()
export class AdminVideosService {
  private readonly logger = new Logger(AdminVideosService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repository: AdminVideosRepository,
    private readonly videos: VideosService,
    private readonly status: VideoStatusService,
    private readonly credits: CreditsService,
    private readonly producer: RenderProducer,
    private readonly urls: MediaUrlSigner,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminVideoListQuery): Promise<{ rows: AdminVideoDto[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: await this.dtos(rows), total };
  }

  async get(id: string): Promise<AdminVideoDto> {
    const video = isUuid(id) ? await this.repository.findById(id) : null;
    if (!video) throw new DomainError('not_found');
    const [dto] = await this.dtos([video]);
    return dto;
  }

  /**
   * `hidden` hides the video from the community gallery (or restores it); `approved` approves a
   * completed video for the gallery under moderation 'approval' (or withdraws the approval).
   */
  async update(actor: UserEntity, id: string, patch: AdminVideoPatch): Promise<AdminVideoDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    await this.uow.run(async (tx) => {
      const video = await this.repository.findForUpdate(tx, id);
      if (!video) throw new DomainError('not_found');
      const set = new ChangeSet<ModerationChanges>()
        .flag('hiddenAt', video.hiddenAt, patch.hidden)
        .flag('approvedAt', video.approvedAt, patch.approved);
      // Only a finished video is judged: a render's completion sets its approval itself.
      if (set.changes.approvedAt !== undefined && video.status !== 'completed') {
        throw new DomainError('conflict', { fields: ['approved'] });
      }
      if (set.empty) return;
      await this.repository.setModeration(tx, id, set.changes);
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'video.update',
        targetType: 'video',
        targetId: id,
        before: set.before,
        after: set.after,
      });
    });
    return this.get(id);
  }

  /** Soft delete, as the customer's delete; a video still rendering is refused (409). */
  async remove(actor: UserEntity, id: string): Promise<void> {
    if (!isUuid(id)) throw new DomainError('not_found');
    await this.uow.run(async (tx) => {
      const video = await this.repository.findForUpdate(tx, id);
      if (!video) throw new DomainError('not_found');
      if (video.status === 'queued' || video.status === 'processing') {
        throw new DomainError('conflict');
      }
      await this.repository.softDelete(tx, id);
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'video.delete',
        targetType: 'video',
        targetId: id,
        before: { status: video.status, userId: video.userId, title: video.title },
        after: { deleted: true },
      });
      tx.afterCommit(() => this.videos.removeFiles(video));
    });
  }

  /**
   * A failed video back in the queue. It pays again only when its debit was refunded (the next
   * attempt's debit, so a new failure refunds it once more); a video that never paid, or whose
   * debit still stands, does not. The job is enqueued once the transaction has committed.
   */
  async retry(actor: UserEntity, id: string): Promise<AdminVideoDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    await this.uow.run(async (tx) => {
      const video = await this.repository.findForUpdate(tx, id);
      if (!video) throw new DomainError('not_found');
      if (video.status !== 'failed') throw new DomainError('conflict');
      const charged = await this.credits.chargeRetry(tx, id);
      if (!(await this.status.requeue(tx, id))) throw new DomainError('conflict');
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'video.retry',
        targetType: 'video',
        targetId: id,
        before: { status: video.status, errorCode: video.errorCode },
        after: { status: 'queued', charged },
      });
      tx.afterCommit(() => this.enqueue(video));
    });
    return this.get(id);
  }

  /** A lost enqueue is not fatal: the reconciler re-enqueues queued videos without a job. */
  private async enqueue(video: VideoEntity): Promise<void> {
    try {
      // The failed job keeps the video's id as its job id: drop it, or the add is a no-op.
      await this.producer.removeJob(video.id);
      await this.producer.enqueue(video.id, video.priority);
    } catch (error) {
      this.logger.warn(
        `enqueue of retried video ${video.id} failed, the reconciler will retry: ${(error as Error).message}`,
      );
    }
  }

  /** A ticket's video, for staff answering it; null when it no longer exists. */
  async forTicket(id: string): Promise<TicketVideoDto | null> {
    const video = isUuid(id) ? await this.repository.findById(id) : null;
    if (!video) return null;
    const [dto] = await this.dtos([video]);
    const { title, status, aspectRatio, costCredits, refunded, thumbnailUrl, videoUrl } = dto;
    return { id, title, status, aspectRatio, costCredits, refunded, thumbnailUrl, videoUrl };
  }

  private async dtos(videos: VideoEntity[]): Promise<AdminVideoDto[]> {
    const facts = await this.repository.facts(videos.map((v) => v.id));
    return Promise.all(
      videos.map(async (v) =>
        toAdminVideoDto(
          v,
          facts.get(v.id) ?? { userEmail: '', refunded: false },
          await this.urls.forOwner(v),
        ),
      ),
    );
  }
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

export function toAdminVideoDto(
  video: VideoEntity,
  facts: AdminVideoFacts,
  urls: MediaUrls,
): AdminVideoDto {
  return {
    id: video.id,
    userId: video.userId,
    userEmail: facts.userEmail,
    title: video.title,
    prompt: video.prompt,
    mode: video.mode,
    status: video.status,
    provider: video.provider ?? '',
    aspectRatio: video.aspectRatio,
    durationS: video.durationS,
    costCredits: video.costCredits,
    errorCode: video.errorCode,
    videoUrl: urls.videoUrl,
    thumbnailUrl: urls.thumbnailUrl,
    isPublic: video.isPublic,
    community: video.communityOptIn,
    hiddenAt: iso(video.hiddenAt),
    approvedAt: iso(video.approvedAt),
    refunded: facts.refunded,
    renderMs:
      video.status === 'completed' && video.startedAt && video.completedAt
        ? video.completedAt.getTime() - video.startedAt.getTime()
        : null,
    views: video.views,
    createdAt: video.createdAt.toISOString(),
    completedAt: iso(video.completedAt),
  };
}
