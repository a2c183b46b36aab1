import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AccountEraser } from './account-eraser';
import { ExportBuilder } from './export-builder';
import { PrivacyRepository } from './privacy.repository';
import { ERASE_JOB, EXPORT_JOB, PRIVACY_QUEUE, type PrivacyJobData } from './privacy-queue';

/**
 * Runs the LGPD jobs, one at a time (an export copies every video of an account). A failed
 * erasure is recorded on its request (staff see it) and retried; an export that fails its last
 * attempt is marked failed, and the customer may ask again.
 */
@Processor(PRIVACY_QUEUE, { concurrency: 1 })
export class PrivacyProcessor extends WorkerHost {
  private readonly logger = new Logger(PrivacyProcessor.name);

  constructor(
    private readonly exports: ExportBuilder,
    private readonly eraser: AccountEraser,
    private readonly requests: PrivacyRepository,
  ) {
    super();
  }

  async process(job: Job<PrivacyJobData>): Promise<string> {
    const data = job.data;
    try {
      if (job.name === EXPORT_JOB && 'exportId' in data)
        return await this.exports.build(data.exportId);
      if (job.name === ERASE_JOB && 'deletionId' in data)
        return await this.eraser.erase(data.deletionId);
      return 'skipped';
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(
        `${job.name} ${job.id} failed (attempt ${job.attemptsMade + 1}): ${message}`,
      );
      if ('deletionId' in data) await this.requests.deletionFailed(data.deletionId, message);
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if ('exportId' in data && last) await this.requests.markExportFailed(data.exportId, message);
      throw error;
    }
  }
}
