import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AcceptedImageType, VideoStage } from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { BrandKitService } from '../../brand-kit/brand-kit.service';
import { SettingsService } from '../../settings/settings.service';
import { Storage } from '../../storage/storage';
import { videoKeys } from '../../videos/video-keys';
import { VideoRetention } from '../../videos/video-retention';
import { VideoStatusService } from '../../videos/video-status.service';
import { VideosRepository } from '../../videos/videos.repository';
import { VideoProviderRegistry } from '../providers/video-provider.registry';
import { RenderNotifier } from './render-notifier';
import { renderTexts } from './render-texts';

export type RenderOutcome = 'completed' | 'skipped';

const PROGRESS_STEP = 5;
/** Well under the reconciler's processing deadline (minutes), so a live render is never reaped. */
const HEARTBEAT_MS = 60_000;

/**
 * Renders one queued video: marks it processing, runs the provider with live progress, stores
 * the MP4 and thumbnail, marks it completed and tells the owner. Safe to run again for the same
 * video (a retry or a stalled job): a video that is no longer waiting is skipped.
 */
@Injectable()
export class RenderJobHandler {
  private readonly logger = new Logger(RenderJobHandler.name);

  constructor(
    private readonly videos: VideosRepository,
    private readonly storage: Storage,
    private readonly providers: VideoProviderRegistry,
    private readonly status: VideoStatusService,
    private readonly notifier: RenderNotifier,
    private readonly settings: SettingsService,
    private readonly brandKits: BrandKitService,
    private readonly retention: VideoRetention,
  ) {}

  async handle(videoId: string, signal?: AbortSignal): Promise<RenderOutcome> {
    const video = await this.videos.findById(videoId);
    if (!video || video.deletedAt || !['queued', 'processing'].includes(video.status))
      return 'skipped';
    const provider = await this.providers.current();
    if (!(await this.status.markProcessing(video.id, provider.name))) return 'skipped';

    const workDir = await mkdtemp(join(tmpdir(), `cena-render-${video.id.slice(0, 8)}-`));
    // A provider may be quiet for minutes (Veo's queue); the heartbeat keeps the row fresh.
    const heartbeat = setInterval(() => {
      this.videos.heartbeat(video.id).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const image = video.sourceImageKey ? await this.readImage(video.sourceImageKey) : undefined;
      // Read once, when the render starts: a kit saved later applies to the next video.
      const brand = await this.brandKits.forRender(video.userId);
      let reported = -PROGRESS_STEP;
      // One report at a time, so their events are published in the order they were made.
      let reporting = Promise.resolve();
      const result = await provider.render(
        {
          videoId: video.id,
          mode: video.mode,
          ...renderTexts(video),
          title: video.title,
          durationS: video.durationS,
          aspectRatio: video.aspectRatio,
          tone: video.tone,
          soundtrack: video.soundtrack,
          magicExpansion: video.magicExpansion,
          watermark: video.watermark,
          image,
          brand,
          seed: video.seed,
          workDir,
          signal,
        },
        (stage: VideoStage, progress: number) => {
          const rounded = Math.min(99, Math.floor(progress));
          if (rounded < reported + PROGRESS_STEP) return;
          reported = rounded;
          reporting = reporting.then(() => this.reportProgress(video.id, stage, rounded));
        },
      );
      const videoKey = videoKeys.clip(video.userId, video.id);
      const thumbnailKey = videoKeys.thumbnail(video.userId, video.id);
      await this.storage.put(videoKey, { path: result.videoPath }, 'video/mp4');
      await this.storage.put(thumbnailKey, { path: result.thumbnailPath }, 'image/jpeg');
      const completed = await this.status.markCompleted(
        video.id,
        { videoKey, thumbnailKey },
        await this.retention.expiresAtFor(video),
        // Under moderation 'approval' the gallery waits for staff to approve the video.
        (await this.settings.get('gallery.moderation')) !== 'approval',
      );
      if (!completed) {
        // Failed meanwhile (the reconciler gave up on it): keep the refund, drop the files. When
        // a duplicate render (a job re-enqueued after Redis lost it) finished it first, the files
        // are that video's: keep them.
        const now = await this.videos.findById(video.id);
        if (now?.status !== 'completed') {
          await Promise.all([this.storage.delete(videoKey), this.storage.delete(thumbnailKey)]);
        }
        return 'skipped';
      }
      const fresh = await this.videos.findById(video.id);
      if (fresh) await this.notifier.ready(fresh);
      return 'completed';
    } finally {
      clearInterval(heartbeat);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async reportProgress(
    videoId: string,
    stage: VideoStage,
    progress: number,
  ): Promise<void> {
    try {
      await this.status.recordProgress(videoId, stage, progress);
    } catch (error) {
      this.logger.warn(`progress of ${videoId} not recorded: ${(error as Error).message}`);
    }
  }

  private async readImage(key: string): Promise<{ bytes: Buffer; mimeType: AcceptedImageType }> {
    const stream = await this.storage.read(key);
    if (!stream) throw new Error(`source image ${key} is missing`);
    const bytes = await readAll(stream);
    const extension = key.split('.').pop();
    const mimeType: AcceptedImageType =
      extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg';
    return { bytes, mimeType };
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
