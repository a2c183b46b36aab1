import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdvisoryLock } from '../database/advisory-lock';
import { AlertCheck, type AlertCheckReport } from './alert-check';

/** The advisory lock that makes one worker replica check alerts at a time ("alrt" in ASCII). */
export const ALERTS_LOCK_KEY = 0x616c7274;

/**
 * Runs the alert check on a timer of the worker process (ALERTS_INTERVAL_MS, a minute by
 * default), one replica at a time through a PostgreSQL advisory lock, as the reconciler does.
 */
@Injectable()
export class AlertScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AlertScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lock: AdvisoryLock,
    private readonly check: AlertCheck,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.ALERTS_INTERVAL_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass unless another replica (or an earlier pass) is checking; failures wait for the next. */
  async tick(): Promise<AlertCheckReport | null> {
    if (this.running) return null;
    const pass = this.lock.tryWithLock(ALERTS_LOCK_KEY, () => this.check.run());
    this.running = pass;
    try {
      const outcome = await pass;
      return outcome.ran ? outcome.value : null;
    } catch (error) {
      this.logger.warn(`alert check failed, next one in a moment: ${(error as Error).message}`);
      return null;
    } finally {
      this.running = null;
    }
  }
}
