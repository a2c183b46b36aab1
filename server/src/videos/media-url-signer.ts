import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Storage } from '../storage/storage';
import type { MediaUrls } from './video.mapper';
import type { VideoEntity } from './video.entity';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** Signed URLs kept (key and expiry bucket → URL): My videos pages and the gallery re-sign none. */
const SIGNED_URLS_KEPT = 20_000;

/** What signing a video's media reads of it. */
type SignedMedia = Pick<VideoEntity, 'status' | 'videoKey' | 'thumbnailKey'>;

/**
 * Signed media URLs. Expiry is rounded up to a bucket so the same video gets the same URL for a
 * while (browser and CDN caches hit). Gallery URLs change once a day and live six to seven days,
 * under the seven-day ceiling of S3 presigned URLs.
 */
@Injectable()
export class MediaUrlSigner {
  /** Oldest first (a Map keeps insertion order): the first entries go when it is full. */
  private readonly signed = new Map<string, Promise<string>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: Storage,
  ) {}

  forOwner(video: SignedMedia): Promise<MediaUrls> {
    const exp = roundUp(nowS() + this.config.MEDIA_URL_TTL_S, HOUR_S);
    return this.sign(video, exp);
  }

  /**
   * For the app's public pages (the landing's gallery and samples): as long-lived as a shared
   * link, so their caches hold, but relative to the page like the owner's, so they load at
   * whatever address Cena was opened (a LAN address, another host name).
   */
  forPublicPages(video: SignedMedia): Promise<MediaUrls> {
    return this.sign(video, roundUp(nowS(), DAY_S) + 6 * DAY_S);
  }

  /** For an e-mail or another site: absolute (on PUBLIC_URL when the api serves the media). */
  async forSharing(video: SignedMedia): Promise<MediaUrls> {
    const urls = await this.forPublicPages(video);
    return {
      videoUrl: this.absolute(urls.videoUrl),
      thumbnailUrl: this.absolute(urls.thumbnailUrl),
    };
  }

  private absolute(url: string | null): string | null {
    return url === null ? null : new URL(url, `${this.config.publicUrl}/`).toString();
  }

  private async sign(video: SignedMedia, exp: number): Promise<MediaUrls> {
    if (video.status !== 'completed') return { videoUrl: null, thumbnailUrl: null };
    const [videoUrl, thumbnailUrl] = await Promise.all([
      video.videoKey ? this.signedUrl(video.videoKey, exp) : null,
      video.thumbnailKey ? this.signedUrl(video.thumbnailKey, exp) : null,
    ]);
    return { videoUrl, thumbnailUrl };
  }

  /**
   * The same key and expiry always sign to the same URL, and expiries are bucketed by the hour:
   * a URL is signed once per bucket, not on every page that lists it. A failed signing is not kept.
   */
  private signedUrl(key: string, exp: number): Promise<string> {
    const id = `${key}\n${exp}`;
    const known = this.signed.get(id);
    if (known) return known;
    const url = this.storage.signedUrl(key, exp);
    this.signed.set(id, url);
    url.catch(() => this.signed.delete(id));
    if (this.signed.size > SIGNED_URLS_KEPT) {
      this.signed.delete(this.signed.keys().next().value as string);
    }
    return url;
  }
}

const nowS = () => Math.floor(Date.now() / 1000);
const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;
