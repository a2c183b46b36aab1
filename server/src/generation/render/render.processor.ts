import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Inject,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RENDER_ATTEMPTS, RENDER_QUEUE, type RenderJobData } from '../queue/render-queue';
import { RenderJobHandler, type RenderOutcome } from './render-job.handler';
import { VideoFailer } from './video-failer';

/**
 * Runs render jobs; the last failed attempt (or a refusal) fails the video and refunds it.
 * The worker starts only once its options from the environment are set (autorun off).
 */
@Processor(RENDER_QUEUE, { autorun: false })
export class RenderProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(RenderProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly handler: RenderJobHandler,
    private readonly failer: VideoFailer,
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
    _token?: string,
    signal?: AbortSignal,
  ): Promise<RenderOutcome> {
    const { videoId } = job.data;
    try {
      return await this.handler.handle(videoId, signal);
    } catch (error) {
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
