import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdvisoryLock } from '../database/advisory-lock';
import { LockedInterval } from '../database/locked-interval';
import { Storage } from '../storage/storage';
import { PrivacyProducer } from './privacy.producer';
import { PrivacyRepository } from './privacy.repository';

export interface PrivacySweepReport {
  expired: number;
  requeued: number;
}

const BATCH = 100;
/** A pending export older than this with no job is enqueued again. */
const EXPORT_STALE_MS = 10 * 60_000;
/** An unfinished deletion older than this with no job waiting is enqueued again. */
const DELETION_STALE_MS = 60_000;
/** One replica sweeps at a time ("lgpd" in ASCII). */
export const PRIVACY_SWEEP_LOCK_KEY = 0x6c677064;
const LIVE_JOB_STATES = new Set([
  'waiting',
  'delayed',
  'prioritized',
  'active',
  'waiting-children',
]);

/**
 * The worker's timer for the LGPD requests (as the reconciler's, not a Redis schedule): removes
 * exports past their link's expiry from storage, and enqueues again exports and deletions whose
 * job was lost (Redis lost it) or gave up (a deletion is retried until it completes).
 */
@Injectable()
export class PrivacySweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PrivacySweep.name);
  private readonly passes: LockedInterval<PrivacySweepReport>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    lock: AdvisoryLock,
    private readonly requests: PrivacyRepository,
    private readonly producer: PrivacyProducer,
    private readonly storage: Storage,
  ) {
    this.passes = new LockedInterval(
      lock,
      PRIVACY_SWEEP_LOCK_KEY,
      () => this.sweep(),
      this.logger,
      'privacy sweep',
    );
  }

  onApplicationBootstrap(): void {
    this.passes.start(this.config.RECONCILE_INTERVAL_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  tick(): Promise<PrivacySweepReport | null> {
    return this.passes.tick();
  }

  async sweep(now = new Date()): Promise<PrivacySweepReport> {
    const report: PrivacySweepReport = { expired: 0, requeued: 0 };
    for (const row of await this.requests.expiredExports(now, BATCH)) {
      if (row.storageKey) await this.storage.delete(row.storageKey);
      await this.requests.markExportExpired(row.id);
      report.expired++;
    }
    const exportsBefore = new Date(now.getTime() - EXPORT_STALE_MS);
    for (const row of await this.requests.stalePendingExports(exportsBefore, BATCH)) {
      if (LIVE_JOB_STATES.has((await this.producer.jobState(row.id)) ?? '')) continue;
      await this.producer.buildExport(row.id);
      report.requeued++;
    }
    const deletionsBefore = new Date(now.getTime() - DELETION_STALE_MS);
    for (const row of await this.requests.unfinishedDeletions(deletionsBefore, BATCH)) {
      if (LIVE_JOB_STATES.has((await this.producer.jobState(row.id)) ?? '')) continue;
      await this.producer.erase(row.id);
      report.requeued++;
    }
    if (report.expired || report.requeued) {
      this.logger.log(
        `privacy sweep: ${report.expired} exports expired, ${report.requeued} jobs enqueued again`,
      );
    }
    return report;
  }
}
