import type { VideoShareDto } from '@cena/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Storage } from '../storage/storage';
import type { UserEntity } from '../users/user.entity';
import type { VideoEntity } from '../videos/video.entity';
import { VideosRepository } from '../videos/videos.repository';
import { VideosService } from '../videos/videos.service';
import { callToAction, type ShareCallToAction } from './share-contacts';
import { SharePreviewMaker } from './share-preview';
import { isShareSlug, newShareSlug, shareKeys } from './share-slug';
import { isPersonViewing, viewerOf } from './share-viewer';
import { SharesRepository } from './shares.repository';
import type { VideoShareEntity } from './video-share.entity';

type NoPage =
  /** The owner stopped sharing, or the video was hidden, expired or deleted since. */
  { kind: 'gone' } | { kind: 'unknown' };

/** A slug's share and video while both stand, or why there is no page. */
export type LiveShare = { kind: 'live'; share: VideoShareEntity; video: VideoEntity } | NoPage;

/** What `/v/<slug>` shows: the page, or why there is none. */
export type SharePage =
  { kind: 'live'; share: VideoShareEntity; video: VideoEntity; cta: ShareCallToAction } | NoPage;

/**
 * A video's public page (issue 27): sharing makes an unguessable slug and the page's preview
 * and poster once; stopping revokes the slug and deletes them. The page, its clip and images
 * are served under the slug for as long as the share stands (no expiring signed URL). Views
 * count a person once a day; crawlers and HEAD requests never.
 */
@Injectable()
export class SharesService {
  private readonly logger = new Logger(SharesService.name);

  constructor(
    private readonly shares: SharesRepository,
    private readonly videos: VideosService,
    private readonly videoRows: VideosRepository,
    private readonly brandKits: BrandKitService,
    private readonly previews: SharePreviewMaker,
    private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The video's page: its live share when it has one, else a new one (the images made now). */
  async share(user: UserEntity, videoId: string): Promise<VideoShareDto> {
    const video = await this.videos.getOwned(user, videoId);
    if (!isShareable(video)) throw new DomainError('video_not_shareable');
    const live = await this.shares.findLive(video.id);
    if (live) return this.toDto(live);

    const slug = newShareSlug();
    const previewKey = shareKeys.preview(video.userId, slug);
    const posterKey = shareKeys.poster(video.userId, slug);
    const images = await this.previews.make(video);
    await this.storage.put(previewKey, { buffer: images.preview }, 'image/jpeg');
    await this.storage.put(posterKey, { buffer: images.poster }, 'image/jpeg');
    const created = await this.shares.insertLive({
      slug,
      videoId: video.id,
      userId: video.userId,
      previewKey,
      posterKey,
    });
    if (created) return this.toDto(created);
    // Shared at the same time by another request: that share stands, these images go.
    await this.deleteImages({ previewKey, posterKey });
    const winner = await this.shares.findLive(video.id);
    if (!winner) throw new DomainError('conflict');
    return this.toDto(winner);
  }

  /** Stops sharing: the page answers 404 from now on and its images are deleted. */
  async unshare(user: UserEntity, videoId: string): Promise<void> {
    const video = await this.videos.getOwned(user, videoId);
    await this.stopForVideo(video.id);
  }

  /** The video's page stops and its images go; the caller has checked who may (a deletion). */
  async stopForVideo(videoId: string): Promise<void> {
    const revoked = await this.shares.revokeLive(videoId);
    if (revoked) await this.deleteImages(revoked);
  }

  /** Every page of the account stops (account deletion); how many there were. */
  async revokeAllForUser(userId: string): Promise<number> {
    const revoked = await this.shares.revokeAllForUser(userId);
    for (const share of revoked) await this.deleteImages(share);
    return revoked.length;
  }

  /** The live share of each of these videos that has one, by video id. */
  async sharesOf(videos: readonly Pick<VideoEntity, 'id'>[]): Promise<Map<string, VideoShareDto>> {
    const slugs = await this.shares.findLiveSlugs(videos.map((video) => video.id));
    return new Map([...slugs].map(([videoId, slug]) => [videoId, this.toDto({ slug })]));
  }

  /** The page of `slug` with its call to action (the brand kit's contacts, else the video's). */
  async page(slug: string, now = new Date()): Promise<SharePage> {
    const found = await this.live(slug, now);
    if (found.kind !== 'live') return found;
    const kit = await this.brandKits.fields(found.video.userId);
    return { ...found, cta: callToAction(found.video.prompt, kit) };
  }

  /** The share of `slug` and its video while both stand (what the clip and images need). */
  async live(slug: string, now = new Date()): Promise<LiveShare> {
    if (!isShareSlug(slug)) return { kind: 'unknown' };
    const share = await this.shares.findBySlug(slug);
    if (!share) return { kind: 'unknown' };
    if (share.revokedAt) return { kind: 'gone' };
    const video = await this.videoRows.findById(share.videoId);
    if (!video || !isShareable(video, now)) {
      // Expired or deleted for good (a hidden video may come back): its page's images go now.
      if (!video || video.status === 'expired' || video.deletedAt) {
        await this.stopForVideo(share.videoId);
      }
      return { kind: 'gone' };
    }
    return { kind: 'live', share, video };
  }

  /** Counts a GET of the page by a person, once per viewer and day; true when it counted. */
  recordView(
    video: VideoEntity,
    request: { ip: string; userAgent: string | undefined },
    now = new Date(),
  ): Promise<boolean> {
    const userAgent = request.userAgent;
    if (!isPersonViewing(userAgent)) return Promise.resolve(false);
    const { day, viewer } = viewerOf(
      this.config.MEDIA_URL_SECRET,
      { ip: request.ip, userAgent: userAgent! },
      now,
    );
    return this.shares.recordView(video.id, day, viewer);
  }

  /** The page's absolute address, on the app's public URL. */
  pageUrl(slug: string): string {
    return `${this.config.publicUrl}/v/${slug}`;
  }

  /** A video's share as its owner sees it, from its live slug (null: not shared). */
  shareOf(slug: string | null): VideoShareDto | null {
    return slug === null ? null : this.toDto({ slug });
  }

  private toDto(share: Pick<VideoShareEntity, 'slug'>): VideoShareDto {
    return { slug: share.slug, url: this.pageUrl(share.slug) };
  }

  private async deleteImages(share: Pick<VideoShareEntity, 'previewKey' | 'posterKey'>) {
    for (const key of [share.previewKey, share.posterKey]) {
      await this.storage
        .delete(key)
        .catch((error: Error) => this.logger.warn(`could not delete ${key}: ${error.message}`));
    }
  }
}

/** Only a finished clip that staff have not hidden and that is still kept can have a page. */
export function isShareable(video: VideoEntity, now = new Date()): boolean {
  return (
    video.status === 'completed' &&
    video.videoKey !== null &&
    video.deletedAt === null &&
    video.hiddenAt === null &&
    (video.expiresAt === null || video.expiresAt > now)
  );
}
