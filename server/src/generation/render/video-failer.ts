import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CreditsService } from '../../credits/credits.service';
import { VideosRepository } from '../../videos/videos.repository';
import { VideoEventsPublisher } from '../../videos/events/video-events';
import { RenderNotifier } from './render-notifier';

/**
 * The one way a video ends in failure: status, error code and the refund in one transaction,
 * so a video is refunded exactly once however many paths (retries, stalls, the reconciler) race.
 */
@Injectable()
export class VideoFailer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosRepository,
    private readonly credits: CreditsService,
    private readonly events: VideoEventsPublisher,
    private readonly notifier: RenderNotifier,
  ) {}

  /** True when this call failed the video (false: it had already ended). */
  async fail(videoId: string, errorCode: string): Promise<boolean> {
    const failedNow = await this.dataSource.transaction(async (m) => {
      if (!(await this.videos.markFailed(m, videoId, errorCode))) return false;
      await this.credits.refundVideo(videoId, m);
      return true;
    });
    if (!failedNow) return false;
    const video = await this.videos.findById(videoId);
    await this.events.publish({
      id: videoId,
      status: 'failed',
      progress: video?.progress ?? 0,
      stage: video?.stage ?? null,
      errorCode,
    });
    if (video) await this.notifier.failed(video);
    return true;
  }
}
