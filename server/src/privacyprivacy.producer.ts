import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { bounded } from '../generation/queue/render.producer';
import {
  ERASE_JOB,
  EXPORT_JOB,
  PRIVACY_QUEUE,
  type PrivacyJobData,
  privacyJobOptions,
} from './privacy-queue';

const ENDED_STATES = new Set(['completed', 'failed']);

/** Enqueues the LGPD jobs; a lost job is enqueued again by the worker's privacy sweep. */
@Injectable()
export class PrivacyProducer {
  constructor(@InjectQueue(PRIVACY_QUEUE) private readonly queue: Queue<PrivacyJobData>) {}

  buildExport(exportId: string): Promise<void> {
    return this.enqueue(EXPORT_JOB, { exportId }, exportId);
  }

  erase(deletionId: string): Promise<void> {
    return this.enqueue(ERASE_JOB, { deletionId }, deletionId);
  }

  /** The job's state, or null when the queue holds none for the request. */
  jobState(id: string): Promise<string | null> {
    return bounded(
      (async () => {
        const job = await this.queue.getJob(id);
        return job ? await job.getState() : null;
      })(),
      'job state',
    );
  }

  /** An ended job keeps its id: it is dropped first, so the request runs again. */
  private enqueue(name: string, data: PrivacyJobData, id: string): Promise<void> {
    return bounded(
      (async () => {
        const job = await this.queue.getJob(id);
        if (job && ENDED_STATES.has(await job.getState())) await job.remove();
        await this.queue.add(name, data, privacyJobOptions(id));
      })(),
      `enqueue ${name}`,
    );
  }
}
