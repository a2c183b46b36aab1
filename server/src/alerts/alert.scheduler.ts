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
import { AlertCheck, type AlertCheckReport } from './alert-check';

/** The advisory lock that makes one worker replica check alerts at a time ("alrt" in ASCII). */
export const ALERTS_LOCK_KEY = 0x616c7274;

/**
 * Runs the alert check on a timer of the worker process (ALERTS_INTERVAL_MS, a minute by
 * default), one replica at a time through a PostgreSQL advisory lock, as the reconciler does.
 */
@Injectable()
export class AlertScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly passes: LockedInterval<AlertCheckReport>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    lock: AdvisoryLock,
    check: AlertCheck,
  ) {
    const logger = new Logger(AlertScheduler.name);
    this.passes = new LockedInterval(
      lock,
      ALERTS_LOCK_KEY,
      () => check.run(),
      logger,
      'alert check',
    );
  }

  onApplicationBootstrap(): void {
    this.passes.start(this.config.ALERTS_INTERVAL_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass unless another replica (or an earlier pass) is checking; failures wait for the next. */
  tick(): Promise<AlertCheckReport | null> {
    return this.passes.tick();
  }
}
