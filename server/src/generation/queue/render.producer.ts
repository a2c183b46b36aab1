import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RENDER_JOB, RENDER_QUEUE, type RenderJobData, renderJobOptions } from './render-queue';

/** The one place that enqueues renders; the job id is the video id, so duplicates collapse. */
@Injectable()
export class RenderProducer {
  constructor(@InjectQueue(RENDER_QUEUE) private readonly queue: Queue<RenderJobData>) {}

  async enqueue(videoId: string, priority: number): Promise<void> {
    await this.queue.add(RENDER_JOB, { videoId }, renderJobOptions(videoId, priority));
  }

  /** The job's state, or null when the queue holds no job for the video. */
  async jobState(videoId: string): Promise<string | null> {
    const job = await this.queue.getJob(videoId);
    return job ? await job.getState() : null;
  }

  /** Drops a finished or failed job so the video can be enqueued again under the same id. */
  async removeJob(videoId: string): Promise<void> {
    const job = await this.queue.getJob(videoId);
    await job?.remove().catch(() => undefined);
  }
}
