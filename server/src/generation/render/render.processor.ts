import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Inject,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import { DomainError } from '../../common/domain-error';
import { isInfrastructureDown } from '../../common/error-mapping';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DatabaseProbe } from '../../database/database-probe';
import { RENDER_ATTEMPTS, RENDER_QUEUE, type RenderJobData } from '../queue/render-queue';
import { RenderJobHandler, type RenderOutcome } from './render-job.handler';
import { VideoFailer } from './video-failer';

/** How often a worker paused by a database outage checks whether it is back. */
const DATABASE_POLL_MS = 1000;
/** Connection errors repeat at every reconnection attempt: one line per this long is enough. */
const ERROR_LOG_EVERY_MS = 10_000;

/**
 * Runs render jobs; the last failed attempt (or a refusal) fails the video and refunds it.
 * The worker starts only once its options from the environment are set (autorun off).
 * A render that fails because PostgreSQL is away is not the render's fault: its job goes back
 * to the queue without using an attempt, and the worker pauses until the database answers.
 */
@Processor(RENDER_QUEUE, { autorun: false })
export class RenderProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(RenderProcessor.name);
  private databaseWait: Promise<void> | null = null;
  private lastErrorLoggedAt = 0;
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly handler: RenderJobHandler,
    private readonly failer: VideoFailer,
    private readonly database: DatabaseProbe,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.WORKER_CONCURRENCY;
    this.worker.opts.lockDuration = this.config.WORKER_LOCK_MS;
    this.worker.opts.stalledInterval = this.config.WORKER_STALLED_INTERVAL_MS;
    void this.worker
      .run()
      .catch((error: Error) => this.logger.error(`render worker stopped: ${error.message}`));
  }

  /**
   * A stopping worker lets its renders finish for a grace period, then cancels them: a cancelled
   * render is retried by another worker (or failed and refunded on its last attempt).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    const cancel = setTimeout(
      () => this.worker.cancelAllJobs('worker shutting down'),
      this.config.WORKER_SHUTDOWN_GRACE_MS,
    );
    try {
      await this.worker.close();
    } finally {
      clearTimeout(cancel);
    }
  }

  async process(
    job: Job<RenderJobData>,
    token?: string,
    signal?: AbortSignal,
  ): Promise<RenderOutcome> {
    const { videoId } = job.data;
    try {
      return await this.handler.handle(videoId, signal);
    } catch (error) {
      if (token && isInfrastructureDown(error) && !(await this.database.isUp())) {
        this.logger.warn(`render of ${videoId} put back: the database is unavailable`);
        this.pauseUntilDatabaseAnswers();
        await job.moveToDelayed(Date.now() + DATABASE_POLL_MS, token);
        throw new DelayedError();
      }
      const code = error instanceof DomainError ? error.code : 'provider_failed';
      const retryable = !(error instanceof DomainError) || error.details.retryable === true;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? RENDER_ATTEMPTS);
      this.logger.warn(
        `render of ${videoId} failed (attempt ${job.attemptsMade + 1}, ${code}): ${(error as Error).message}`,
      );
      if (!retryable || lastAttempt) {
        await this.failer.fail(videoId, code);
        throw new UnrecoverableError(code);
      }
      throw error;
    }
  }

  /** Stops taking jobs (running ones go on) until PostgreSQL answers again, then resumes. */
  private pauseUntilDatabaseAnswers(): void {
    if (this.databaseWait) return;
    void this.worker.pause(true);
    this.databaseWait = (async () => {
      while (!this.closing && !(await this.database.isUp())) {
        await new Promise((resolve) => setTimeout(resolve, DATABASE_POLL_MS));
      }
      if (this.closing) return;
      this.logger.log('database available again: render worker resumed');
      await this.worker.resume();
    })().finally(() => {
      this.databaseWait = null;
    });
  }

  /**
   * Connection trouble (Redis restarting, a lock that could not be renewed because Redis lost the
   * job) is reported here; the worker reconnects by itself and the reconciler recovers lost jobs.
   */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    if (Date.now() - this.lastErrorLoggedAt < ERROR_LOG_EVERY_MS) return;
    this.lastErrorLoggedAt = Date.now();
    this.logger.warn(`render worker: ${error.message}`);
  }

  /** Jobs that fail outside `process` (stalled too often after a crashed worker) end here. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<RenderJobData> | undefined, error: Error): Promise<void> {
    if (!job || error instanceof UnrecoverableError) return;
    const exhausted = job.attemptsMade >= (job.opts.attempts ?? RENDER_ATTEMPTS);
    if (exhausted || /stalled/i.test(error.message)) {
      await this.failer
        .fail(job.data.videoId, 'provider_failed')
        .catch((e: Error) =>
          this.logger.error(`could not fail video ${job.data.videoId}: ${e.message}`),
        );
    }
  }
}
