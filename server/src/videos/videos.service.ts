import type { VideoStatus } from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/uuid';
import { Storage } from '../storage/storage';
import type { UserEntity } from '../users/user.entity';
import type { StatusFilter } from './dto/list-videos.dto';
import type { VideoEntity } from './video.entity';
import { VideosRepository } from './videos.repository';

/** "Processing" as the user sees it includes videos still waiting in the queue. */
const STATUS_GROUPS: Record<StatusFilter, VideoStatus[] | undefined> = {
  all: undefined,
  completed: ['completed'],
  processing: ['queued', 'processing'],
  failed: ['failed'],
};

export const GALLERY_SIZE = 20;

@Injectable()
export class VideosService {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    private readonly repository: VideosRepository,
    private readonly storage: Storage,
  ) {}

  list(
    user: UserEntity,
    filter: { status?: StatusFilter; q?: string; page: number; pageSize: number },
  ) {
    return this.repository.list({
      userId: user.id,
      statuses: STATUS_GROUPS[filter.status ?? 'all'],
      q: filter.q?.trim() || undefined,
      offset: (filter.page - 1) * filter.pageSize,
      limit: filter.pageSize,
    });
  }

  /** Someone else's video is "not found", never "forbidden": its existence is not revealed. */
  async getOwned(user: UserEntity, id: string): Promise<VideoEntity> {
    const video = isUuid(id) ? await this.repository.findOwned(id, user.id) : null;
    if (!video) throw new DomainError('not_found');
    return video;
  }

  /**
   * The owner's consent to show the video in the community gallery, given or withdrawn; the
   * gallery reads it on its next request (the caller drops the gallery's snapshot too).
   */
  async setCommunity(user: UserEntity, id: string, community: boolean): Promise<VideoEntity> {
    const video = await this.getOwned(user, id);
    if (!(await this.repository.setCommunityOptIn(video.id, user.id, community))) {
      throw new DomainError('not_found');
    }
    video.communityOptIn = community;
    return video;
  }

  /**
   * Removes the files and hides the row; the row stays (soft delete) because the credit ledger
   * points at it. A video still rendering is refused with a conflict.
   */
  async delete(user: UserEntity, id: string): Promise<void> {
    const video = await this.getOwned(user, id);
    if (video.status === 'queued' || video.status === 'processing')
      throw new DomainError('conflict');
    await this.repository.softDelete(video.id);
    await this.removeFiles(video);
  }

  /** Deletes a (soft-deleted) video's media; a failure is logged, the row is already hidden. */
  async removeFiles(video: VideoEntity): Promise<void> {
    for (const key of [video.videoKey, video.thumbnailKey, video.sourceImageKey]) {
      if (key) {
        await this.storage
          .delete(key)
          .catch((error: Error) => this.logger.warn(`could not delete ${key}: ${error.message}`));
      }
    }
  }

  /** Completed videos per user, for the back office (users without any are absent). */
  countCompletedByUsers(userIds: string[]): Promise<Map<string, number>> {
    return this.repository.countCompletedByUsers(userIds);
  }

  latest(): Promise<VideoEntity[]> {
    return this.repository.latestPublic(GALLERY_SIZE);
  }
}
