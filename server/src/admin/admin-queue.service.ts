import type { QueueJobDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import {
  type InspectedJob,
  type InspectedState,
  RenderQueueInspector,
} from '../generation/queue/render-queue-inspector';
import { UnitOfWork } from '../transactions/unit-of-work';
import { AdminFinanceRepository } from './admin-finance.repository';

/** The render queue's jobs, and a retry of a failed job whose video still waits for a render. */
@Injectable()
export class AdminQueueService {
  constructor(
    private readonly queue: RenderQueueInspector,
    private readonly repository: AdminFinanceRepository,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async list(
    states: InspectedState[],
    offset: number,
    limit: number,
    oldestFirst: boolean,
  ): Promise<{ rows: QueueJobDto[]; total: number }> {
    const page = await this.queue.jobs(states, offset, limit, oldestFirst);
    const statuses = await this.repository.videoStatuses(page.rows.map((job) => job.videoId));
    return {
      rows: page.rows.map((job) => ({
        ...job,
        retryable: isRetryable(job, statuses.get(job.videoId)),
      })),
      total: page.total,
    };
  }

  /**
   * Only a failed job of a video still queued or processing is worth running again: once the
   * video itself failed (and was refunded) the render would be skipped, so that is refused (409)
   * and the video's own retry (`POST /api/admin/videos/:id/retry`) is the way.
   */
  async retry(id: string, actorId: string): Promise<QueueJobDto> {
    const job = await this.queue.failedJob(id);
    if (!job) {
      throw new DomainError((await this.queue.exists(id)) ? 'conflict' : 'not_found', {
        fields: ['state'],
      });
    }
    const statuses = await this.repository.videoStatuses([job.videoId]);
    if (!isRetryable(job, statuses.get(job.videoId))) {
      throw new DomainError('conflict', { fields: ['videoId'] });
    }
    return this.uow.run(async (tx) => {
      const retried = await this.queue.retry(id);
      await this.audit.record(tx, {
        actorId,
        action: 'queue.retry',
        targetType: 'video',
        targetId: job.videoId,
        before: { state: 'failed', attemptsMade: job.attemptsMade, failedReason: job.failedReason },
        after: { state: 'waiting' },
      });
      return { ...retried, retryable: false };
    });
  }
}

/** A failed job whose video is still queued or processing, so its render would run. */
function isRetryable(job: InspectedJob, videoStatus: string | undefined): boolean {
  return job.state === 'failed' && (videoStatus === 'queued' || videoStatus === 'processing');
}
