import { Injectable } from '@nestjs/common';
import { CreditsService } from '../../credits/credits.service';
import { UnitOfWork } from '../../transactions/unit-of-work';
import { VideoStatusService } from '../../videos/video-status.service';
import { VideosRepository } from '../../videos/videos.repository';
import { RenderNotifier } from './render-notifier';

/**
 * The one way a video ends in failure: status, error code and the refund in one transaction,
 * so a video is refunded exactly once however many paths (retries, stalls, the reconciler) race.
 */
@Injectable()
export class VideoFailer {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly status: VideoStatusService,
    private readonly videos: VideosRepository,
    private readonly credits: CreditsService,
    private readonly notifier: RenderNotifier,
  ) {}

  /** True when this call failed the video (false: it had already ended). */
  async fail(videoId: string, errorCode: string): Promise<boolean> {
    const failedNow = await this.uow.run(async (tx) => {
      if (!(await this.status.markFailed(tx, videoId, errorCode))) return false;
      await this.credits.refundVideo(videoId, tx);
      return true;
    });
    if (!failedNow) return false;
    const video = await this.videos.findById(videoId);
    if (video) await this.notifier.failed(video);
    return true;
  }
}
