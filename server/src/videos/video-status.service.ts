import type { VideoStage } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import type { Transaction } from '../transactions/unit-of-work';
import { VideoEventsPublisher } from './events/video-events';
import { toVideoEvent } from './video.mapper';
import type { VideoEntity } from './video.entity';
import { VideosRepository } from './videos.repository';

/**
 * The one place a video's status changes: each method writes the row and publishes the matching
 * event (after the commit when it runs in a transaction), so the SSE stream never shows a change
 * the database rolled back, and no caller writes an event by hand.
 */
@Injectable()
export class VideoStatusService {
  constructor(
    private readonly videos: VideosRepository,
    private readonly events: VideoEventsPublisher,
  ) {}

  /** A new video was accepted (committed) as queued: says so on the events stream. */
  async announceQueued(video: VideoEntity): Promise<void> {
    await this.events.publish(toVideoEvent(video));
  }

  /** queued → processing; false when the video is no longer waiting (done, failed, deleted). */
  async markProcessing(id: string, provider: string): Promise<boolean> {
    if (!(await this.videos.markProcessing(id, provider))) return false;
    await this.events.publish(
      toVideoEvent({
        id,
        status: 'processing',
        progress: 0,
        stage: 'preparing',
        provider,
        errorCode: null,
      }),
    );
    return true;
  }

  /** Nothing is published when the row did not change (the video ended, or a late report). */
  async recordProgress(id: string, stage: VideoStage, progress: number): Promise<void> {
    const recorded = await this.videos.recordProgress(id, stage, progress);
    if (!recorded) return;
    await this.events.publish(
      toVideoEvent({
        id,
        status: 'processing',
        progress,
        stage,
        provider: recorded.provider,
        errorCode: null,
      }),
    );
  }

  /**
   * processing → completed; false when the video ended meanwhile (failed by the reconciler).
   * `approved` false leaves it out of the gallery until staff approve it (moderation 'approval').
   */
  async markCompleted(
    id: string,
    files: { videoKey: string; thumbnailKey: string },
    expiresAt: Date | null,
    approved = true,
  ): Promise<boolean> {
    if (!(await this.videos.markCompleted(id, files, expiresAt, approved))) return false;
    await this.events.publish(
      toVideoEvent({
        id,
        status: 'completed',
        progress: 100,
        stage: 'finalizing',
        errorCode: null,
      }),
    );
    return true;
  }

  /** completed → expired (its retention ended); false when the video is not completed. */
  async markExpired(id: string): Promise<boolean> {
    if (!(await this.videos.markExpired(id))) return false;
    await this.events.publish(
      toVideoEvent({ id, status: 'expired', progress: 100, stage: null, errorCode: null }),
    );
    return true;
  }

  /** failed → queued (a staff retry), in the retry's transaction; false when not failed. */
  async requeue(tx: Transaction, id: string): Promise<boolean> {
    if (!(await this.videos.requeue(tx, id))) return false;
    tx.afterCommit(() =>
      this.events.publish(
        toVideoEvent({ id, status: 'queued', progress: 0, stage: null, errorCode: null }),
      ),
    );
    return true;
  }

  /** queued or processing → failed, in the refund's transaction; false when already ended. */
  async markFailed(tx: Transaction, id: string, errorCode: string): Promise<boolean> {
    const at = await this.videos.markFailed(tx, id, errorCode);
    if (!at) return false;
    tx.afterCommit(() =>
      this.events.publish(toVideoEvent({ id, status: 'failed', ...at, errorCode })),
    );
    return true;
  }
}
