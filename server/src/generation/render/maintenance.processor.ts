import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AdvisoryLock } from '../../database/advisory-lock';
import { LockedInterval } from '../../database/locked-interval';
import { SettingsService } from '../../settings/settings.service';
import { SharesService } from '../../shares/shares.service';
import { VideoRetention } from '../../videos/video-retention';
import { VideosRepository } from '../../videos/videos.repository';
import { RenderProducer } from '../queue/render.producer';
import { VideoFailer } from './video-failer';

export interface ReconcileReport {
  requeued: number;
  retried: number;
  failed: number;
  expired: number;
}

const BATCH = 100;
/** Job states in which BullMQ will still run the render by itself. */
const PENDING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children', 'active']);
/** Waiting to run, not running: past the deadline these are left to run, running ones are not. */
const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);
/** The advisory lock that makes one worker replica reconcile at a time ("cena" in ASCII). */
export const RECONCILE_LOCK_KEY = 0x63656e61;

/**
 * The reconciler, on a timer of the worker process (not a Redis schedule, which an emptied or
 * replaced Redis would lose), one replica at a time through a PostgreSQL advisory lock:
 * - re-enqueues queued videos that have no job (a crash between commit and enqueue, or Redis lost
 *   its data);
 * - renders again processing videos whose job vanished (Redis lost it) once their row has been
 *   quiet for RECONCILE_PROCESSING_STALE_MS; fails and refunds, once, those whose job failed
 *   without the failure being recorded, and those stuck past the processing deadline;
 * - expires Basic videos at the end of their retention (VideoRetention, beside the videos), and
 *   stops their public pages, whose preview and poster go with them.
 */
@Injectable()
export class MaintenanceProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MaintenanceProcessor.name);
  private readonly passes: LockedInterval<ReconcileReport>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    lock: AdvisoryLock,
    private readonly videos: VideosRepository,
    private readonly producer: RenderProducer,
    private readonly failer: VideoFailer,
    private readonly retention: VideoRetention,
    private readonly settings: SettingsService,
    private readonly shares: SharesService,
  ) {
    this.passes = new LockedInterval(
      lock,
      RECONCILE_LOCK_KEY,
      () => this.reconcile(),
      this.logger,
      'reconciler pass',
    );
  }

  onApplicationBootstrap(): void {
    this.passes.start(this.config.RECONCILE_INTERVAL_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass when no other replica (and no earlier pass of this one) is reconciling. */
  tick(): Promise<ReconcileReport | null> {
    return this.passes.tick();
  }

  async reconcile(now = new Date()): Promise<ReconcileReport> {
    const report: ReconcileReport = { requeued: 0, retried: 0, failed: 0, expired: 0 };
    const queuedBefore = new Date(now.getTime() - this.config.RECONCILE_QUEUED_GRACE_MS);
    for (const video of await this.videos.findQueuedBefore(queuedBefore, BATCH)) {
      const state = await this.producer.jobState(video.id);
      if (state && PENDING_STATES.has(state)) continue;
      await this.producer.removeJob(video.id);
      await this.producer.enqueue(video.id, video.priority);
      report.requeued++;
    }

    const deadlineMs = (await this.settings.get('generation.processingDeadlineMinutes')) * 60_000;
    const staleMs = Math.min(this.config.RECONCILE_PROCESSING_STALE_MS, deadlineMs);
    const deadline = now.getTime() - deadlineMs;
    for (const video of await this.videos.findProcessingSince(
      new Date(now.getTime() - staleMs),
      BATCH,
    )) {
      const state = await this.producer.jobState(video.id);
      if (state && WAITING_STATES.has(state)) continue;
      if (video.updatedAt.getTime() < deadline) {
        // Running (or lost) for longer than any render may take.
        if (await this.failer.fail(video.id, 'provider_failed')) report.failed++;
      } else if (state === 'active') {
        // A live job: BullMQ's stalled-job check looks after a worker that died.
        continue;
      } else if (state === 'failed') {
        // The job gave up but the video's failure was not recorded (the database was away).
        if (await this.failer.fail(video.id, 'provider_failed')) report.failed++;
      } else {
        // No job any more (Redis lost it) or a finished one that did not finish the video.
        await this.producer.removeJob(video.id);
        await this.producer.enqueue(video.id, video.priority);
        report.retried++;
      }
    }

    const expired = await this.retention.expireDue(now, BATCH);
    for (const id of expired) await this.shares.stopForVideo(id);
    report.expired = expired.length;
    if (report.requeued || report.retried || report.failed || report.expired) {
      this.logger.log(`reconciled: ${JSON.stringify(report)}`);
    }
    return report;
  }
}
