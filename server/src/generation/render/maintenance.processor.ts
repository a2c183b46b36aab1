import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import { Storage } from '../../storage/storage';
import { VideosRepository } from '../../videos/videos.repository';
import { MAINTENANCE_QUEUE, RECONCILE_JOB } from '../queue/render-queue';
import { RenderProducer } from '../queue/render.producer';
import { VideoFailer } from './video-failer';

export interface ReconcileReport {
  requeued: number;
  failed: number;
  expired: number;
}

const BATCH = 100;
/** Job states in which BullMQ will still run the render by itself. */
const PENDING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children', 'active']);

/**
 * The repeatable reconciler: re-enqueues queued videos that lost their job (a crash between
 * commit and enqueue), fails and refunds videos stuck in processing past the deadline, and
 * expires Basic videos at the end of their retention.
 */
@Processor(MAINTENANCE_QUEUE, { autorun: false })
export class MaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
    private readonly videos: VideosRepository,
    private readonly producer: RenderProducer,
    private readonly failer: VideoFailer,
    private readonly storage: Storage,
    private readonly settings: SettingsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_JOB,
      { every: this.config.RECONCILE_INTERVAL_MS },
      { name: RECONCILE_JOB, opts: { removeOnComplete: 10, removeOnFail: 50 } },
    );
    void this.worker
      .run()
      .catch((error: Error) => this.logger.error(`maintenance worker stopped: ${error.message}`));
  }

  process(): Promise<ReconcileReport> {
    return this.reconcile();
  }

  async reconcile(now = new Date()): Promise<ReconcileReport> {
    const report = { requeued: 0, failed: 0, expired: 0 };
    const queuedBefore = new Date(now.getTime() - this.config.RECONCILE_QUEUED_GRACE_MS);
    for (const video of await this.videos.findQueuedBefore(queuedBefore, BATCH)) {
      const state = await this.producer.jobState(video.id);
      if (state && PENDING_STATES.has(state)) continue;
      await this.producer.removeJob(video.id);
      await this.producer.enqueue(video.id, video.priority);
      report.requeued++;
    }

    const deadlineMinutes = await this.settings.get('generation.processingDeadlineMinutes');
    const stuckBefore = new Date(now.getTime() - deadlineMinutes * 60_000);
    for (const video of await this.videos.findProcessingSince(stuckBefore, BATCH)) {
      const state = await this.producer.jobState(video.id);
      if (state && state !== 'active' && PENDING_STATES.has(state)) continue;
      if (await this.failer.fail(video.id, 'provider_failed')) report.failed++;
    }

    for (const video of await this.videos.findExpired(now, BATCH)) {
      for (const key of [video.videoKey, video.thumbnailKey, video.sourceImageKey]) {
        if (key) await this.storage.delete(key);
      }
      await this.videos.markExpired(video.id);
      report.expired++;
    }
    if (report.requeued || report.failed || report.expired) {
      this.logger.log(`reconciled: ${JSON.stringify(report)}`);
    }
    return report;
  }
}
