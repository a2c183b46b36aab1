import type { Logger } from '@nestjs/common';
import type { AdvisoryLock } from './advisory-lock';

/**
 * A pass of `work` every `start(ms)` in this process, run by one replica at a time (PostgreSQL
 * advisory lock `key`) and never overlapping an earlier pass of its own. A failing pass
 * (PostgreSQL or Redis away) is logged and the next tick tries again. A timer of the process
 * rather than a Redis schedule, which an emptied or replaced Redis would lose.
 */
export class LockedInterval<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly lock: AdvisoryLock,
    private readonly key: number,
    private readonly work: () => Promise<T>,
    private readonly logger: Logger,
    private readonly passName: string,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** The pass's result, or null when another replica or pass held it, or it failed. */
  async tick(): Promise<T | null> {
    if (this.running) return null;
    const pass = this.lock.tryWithLock(this.key, this.work);
    this.running = pass;
    try {
      const outcome = await pass;
      return outcome.ran ? outcome.value : null;
    } catch (error) {
      this.logger.warn(
        `${this.passName} failed, next one in a moment: ${(error as Error).message}`,
      );
      return null;
    } finally {
      this.running = null;
    }
  }
}
