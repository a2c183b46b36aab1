import type { QueueCountsDto, QueueJobDto } from '@cena/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { DomainError } from '../../common/domain-error';
import { RENDER_QUEUE, type RenderJobData } from './render-queue';
import { bounded } from './render.producer';

export type InspectedState = QueueJobDto['state'];
/** A job as the queue knows it; whether it may be retried depends on its video too. */
export type InspectedJob = Omit<QueueJobDto, 'retryable'>;

/**
 * The back office's view of the render queue, over the queue connection the producer already
 * holds (no connection per request); each call is bounded like the producer's.
 */
@Injectable()
export class RenderQueueInspector {
  constructor(@InjectQueue(RENDER_QUEUE) private readonly queue: Queue<RenderJobData>) {}

  async counts(): Promise<QueueCountsDto> {
    const counts = await bounded(
      this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
      'counts',
    );
    return {
      // BullMQ keeps prioritised jobs (every render has a priority) apart from plain waiting ones.
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  /** Jobs in `states`, newest first, with the total for the page header. */
  async jobs(
    states: InspectedState[],
    offset: number,
    limit: number,
    oldestFirst = false,
  ): Promise<{ rows: InspectedJob[]; total: number }> {
    const types = states.flatMap((s) => (s === 'waiting' ? ['waiting', 'prioritized'] : [s])) as (
      'waiting' | 'prioritized' | 'active' | 'delayed' | 'failed'
    )[];
    const [counts, jobs] = await bounded(
      Promise.all([
        this.queue.getJobCounts(...types),
        this.queue.getJobs(types, offset, offset + limit - 1, oldestFirst),
      ]),
      'jobs',
    );
    const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
    const rows = await Promise.all(jobs.filter(Boolean).map((job) => this.toDto(job)));
    return { rows, total };
  }

  async exists(id: string): Promise<boolean> {
    return Boolean(await bounded(this.queue.getJob(id), 'job'));
  }

  /** The failed job of `id`, or null when there is none (absent, or in another state). */
  async failedJob(id: string): Promise<InspectedJob | null> {
    const job = await bounded(this.queue.getJob(id), 'job');
    if (!job || (await bounded(job.getState(), 'job state')) !== 'failed') return null;
    return this.toDto(job);
  }

  /** Retries a failed job (BullMQ moves it back to waiting); any other state → conflict. */
  async retry(id: string): Promise<InspectedJob> {
    const job = await bounded(this.queue.getJob(id), 'job');
    if (!job) throw new DomainError('not_found');
    const state = await bounded(job.getState(), 'job state');
    if (state !== 'failed') throw new DomainError('conflict', { fields: ['state'] });
    await bounded(job.retry('failed'), 'retry');
    return this.toDto(job);
  }

  private async toDto(job: Job<RenderJobData>): Promise<InspectedJob> {
    const raw = await bounded(job.getState(), 'job state');
    // A job listed as active may have completed since; it is shown as it was listed.
    const state: InspectedState =
      raw === 'prioritized' || raw === 'waiting-children' || raw === 'unknown'
        ? 'waiting'
        : raw === 'completed'
          ? 'active'
          : raw;
    return {
      id: job.id ?? '',
      videoId: job.data?.videoId ?? job.id ?? '',
      state,
      attemptsMade: job.attemptsMade,
      failedReason: job.failedReason || null,
      createdAt: new Date(job.timestamp).toISOString(),
    };
  }
}
