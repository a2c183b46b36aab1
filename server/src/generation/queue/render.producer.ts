import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RENDER_JOB, RENDER_QUEUE, type RenderJobData, renderJobOptions } from './render-queue';

/**
 * How long a queue call may wait for Redis. The queue's connection holds commands while Redis is
 * away (and sends them once it is back), so without a bound a request or a reconciler pass would
 * hang for the whole outage.
 */
export const QUEUE_CALL_TIMEOUT_MS = 2000;

const ERROR_LOG_EVERY_MS = 10_000;

export class QueueUnavailableError extends Error {
  readonly code = 'ETIMEDOUT';
}

/** The one place that enqueues renders; the job id is the video id, so duplicates collapse. */
@Injectable()
export class RenderProducer {
  private readonly logger = new Logger(RenderProducer.name);
  private lastErrorLoggedAt = 0;

  constructor(@InjectQueue(RENDER_QUEUE) private readonly queue: Queue<RenderJobData>) {
    // The queue reconnects by itself; say so now and then instead of once per retry.
    queue.on('error', (error: Error) => {
      if (Date.now() - this.lastErrorLoggedAt < ERROR_LOG_EVERY_MS) return;
      this.lastErrorLoggedAt = Date.now();
      this.logger.warn(`render queue: ${error.message} (reconnecting)`);
    });
  }

  async enqueue(videoId: string, priority: number): Promise<void> {
    await bounded(
      this.queue.add(RENDER_JOB, { videoId }, renderJobOptions(videoId, priority)),
      'enqueue',
    );
  }

  /** The job's state, or null when the queue holds no job for the video. */
  async jobState(videoId: string): Promise<string | null> {
    return bounded(
      (async () => {
        const job = await this.queue.getJob(videoId);
        return job ? await job.getState() : null;
      })(),
      'job state',
    );
  }

  /** Drops a finished or failed job so the video can be enqueued again under the same id. */
  async removeJob(videoId: string): Promise<void> {
    await bounded(
      (async () => {
        const job = await this.queue.getJob(videoId);
        await job?.remove().catch(() => undefined);
      })(),
      'remove job',
    );
  }
}

export async function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  work.catch(() => undefined); // a late failure after the timeout is nobody's to handle
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new QueueUnavailableError(`queue ${what} timed out: Redis is away`)),
          QUEUE_CALL_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
