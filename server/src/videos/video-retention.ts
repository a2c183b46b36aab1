import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';
import { Storage } from '../storage/storage';
import type { VideoEntity } from './video.entity';
import { VideoStatusService } from './video-status.service';
import { VideosRepository } from './videos.repository';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long a video is kept: a Basic (watermarked) video `retention.basicDays` days from the end
 * of its render, a paid plan's for good. Past that the reconciler asks `expireDue`, which deletes
 * the files and expires the video through VideoStatusService, so the change is published.
 */
@Injectable()
export class VideoRetention {
  constructor(
    private readonly videos: VideosRepository,
    private readonly status: VideoStatusService,
    private readonly storage: Storage,
    private readonly settings: SettingsService,
  ) {}

  /** When a video finishing now stops being kept; null when it is kept for good. */
  async expiresAtFor(
    video: Pick<VideoEntity, 'watermark'>,
    now = new Date(),
  ): Promise<Date | null> {
    if (!video.watermark) return null;
    const days = await this.settings.get('retention.basicDays');
    return new Date(now.getTime() + days * DAY_MS);
  }

  /** Expires up to `limit` completed videos whose retention ended by `now`; the ids it expired. */
  async expireDue(now: Date, limit: number): Promise<string[]> {
    const expired: string[] = [];
    for (const video of await this.videos.findExpired(now, limit)) {
      for (const key of [video.videoKey, video.thumbnailKey, video.sourceImageKey]) {
        if (key) await this.storage.delete(key);
      }
      if (await this.status.markExpired(video.id)) expired.push(video.id);
    }
    return expired;
  }
}
