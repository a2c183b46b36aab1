import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { BrandKitService } from '../../brand-kit/brand-kit.service';
import { DomainError } from '../../common/domain-error';
import type { AppConfig } from '../../config/app-config';
import { asCreditsRepository, MemoryLedger } from '../../credits/credits.fixtures';
import { CreditsService } from '../../credits/credits.service';
import type { DatabaseProbe } from '../../database/database-probe';
import { DEFAULT_SETTINGS, type SettingKey } from '../../settings/settings.defaults';
import type { SettingsService } from '../../settings/settings.service';
import { Storage, type StoredObject } from '../../storage/storage';
import { RecordingUnitOfWork } from '../../transactions/unit-of-work.fixtures';
import type { VideoEntity } from '../../videos/video.entity';
import type { VideosRepository } from '../../videos/videos.repository';
import {
  aVideo,
  MemoryVideos,
  memoryVideoStatus,
  RecordingEvents,
} from '../../videos/videos.fixtures';
import type { VideoProviderRegistry } from '../providers/video-provider.registry';
import type {
  ProgressFn,
  RenderBrand,
  RenderRequest,
  RenderResult,
  VideoProvider,
} from '../providers/video-provider';
import { RENDER_ATTEMPTS, type RenderJobData } from '../queue/render-queue';
import type { RenderNotifier } from './render-notifier';
import { RenderJobHandler } from './render-job.handler';
import { RecordingNotifier } from './render.fixtures';
import { RenderProcessor } from './render.processor';
import { VideoFailer } from './video-failer';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 3600 * 1000;

class MemoryStorage extends Storage {
  readonly driver = 'local' as const;
  readonly objects = new Set<string>();
  readonly deleted: string[] = [];

  async put(key: string): Promise<void> {
    this.objects.add(key);
  }
  async read(): Promise<Readable | null> {
    return null;
  }
  async stat(): Promise<StoredObject | null> {
    return null;
  }
  async delete(key: string): Promise<void> {
    this.deleted.push(key);
    this.objects.delete(key);
  }
  async signedUrl(): Promise<string> {
    return '';
  }
  async mediaOrigin(): Promise<null> {
    return null;
  }
}

/** Each account's kit as the worker reads it, counting the reads. */
class MemoryBrandKits {
  readonly kits = new Map<string, RenderBrand>();
  readonly reads: string[] = [];

  async forRender(userId: string): Promise<RenderBrand | undefined> {
    this.reads.push(userId);
    return this.kits.get(userId);
  }
}

/** Reports progress, runs `during` (a racing reconciler, a crash) and returns two files. */
class ScriptedProvider implements VideoProvider {
  readonly name = 'local' as const;
  readonly requests: RenderRequest[] = [];
  during: () => Promise<void> = async () => undefined;

  async render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    this.requests.push(request);
    for (const progress of [1, 2, 10, 12, 50, 99.6]) onProgress('images', progress);
    await this.during();
    return {
      videoPath: join(request.workDir, 'out.mp4'),
      thumbnailPath: join(request.workDir, 'thumb.jpg'),
      durationS: request.durationS,
    };
  }
}

describe('RenderJobHandler and RenderProcessor', () => {
  let ledger: MemoryLedger;
  let videos: MemoryVideos;
  let events: RecordingEvents;
  let storage: MemoryStorage;
  let notifier: RecordingNotifier;
  let provider: ScriptedProvider;
  let brandKits: MemoryBrandKits;
  let credits: CreditsService;
  let failer: VideoFailer;
  let handler: RenderJobHandler;
  let processor: RenderProcessor;
  let userId: string;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    ledger = new MemoryLedger();
    videos = new MemoryVideos();
    events = new RecordingEvents();
    storage = new MemoryStorage();
    notifier = new RecordingNotifier();
    provider = new ScriptedProvider();
    brandKits = new MemoryBrandKits();
    const uow = new RecordingUnitOfWork([], [ledger, videos]);
    const status = memoryVideoStatus(videos, events);
    credits = new CreditsService(asCreditsRepository(ledger), uow);
    const videosRepository = videos as unknown as VideosRepository;
    failer = new VideoFailer(
      uow,
      status,
      videosRepository,
      credits,
      notifier as unknown as RenderNotifier,
    );
    const settings = {
      get: async (key: SettingKey) => DEFAULT_SETTINGS[key],
    } as unknown as SettingsService;
    handler = new RenderJobHandler(
      videosRepository,
      storage,
      { current: async () => provider } as unknown as VideoProviderRegistry,
      status,
      notifier as unknown as RenderNotifier,
      settings,
      brandKits as unknown as BrandKitService,
    );
    processor = new RenderProcessor({} as AppConfig, handler, failer, {
      isUp: async () => true,
    } as unknown as DatabaseProbe);
    userId = randomUUID();
    ledger.addAccount(userId, 'basic', 100);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  async function aChargedVideo(extra: Partial<VideoEntity> = {}): Promise<VideoEntity> {
    const video = videos.add(aVideo({ userId, status: 'queued', costCredits: 20, ...extra }));
    // The debit as the generate statement writes it (credits/ledger-sql.ts).
    const balanceAfter = (ledger.accounts.get(userId)!.balance -= 20);
    ledger.entries.push({
      userId,
      delta: -20,
      reason: 'video_debit',
      videoId: video.id,
      balanceAfter,
    });
    return video;
  }

  const job = (videoId: string, attemptsMade: number) =>
    ({
      data: { videoId },
      attemptsMade,
      opts: { attempts: RENDER_ATTEMPTS },
    }) as unknown as Job<RenderJobData>;

  describe('a render that succeeds', () => {
    it('marks the video processing, reports progress, stores the files, completes it once', async () => {
      const video = await aChargedVideo({ watermark: true });

      expect(await handler.handle(video.id)).toBe('completed');

      const videoKey = `videos/${userId}/${video.id}.mp4`;
      const thumbnailKey = `thumbnails/${userId}/${video.id}.jpg`;
      expect([...storage.objects].sort()).toEqual([thumbnailKey, videoKey].sort());
      expect(videos.rows.get(video.id)).toMatchObject({
        status: 'completed',
        progress: 100,
        videoKey,
        thumbnailKey,
        provider: 'local',
        attempts: 1,
      });
      expect(events.published.map((e) => [e.status, e.progress, e.stage])).toEqual([
        ['processing', 0, 'preparing'],
        ['processing', 1, 'images'],
        ['processing', 10, 'images'],
        ['processing', 50, 'images'],
        ['processing', 99, 'images'],
        ['completed', 100, 'finalizing'],
      ]);
      expect(notifier.readyFor).toEqual([
        expect.objectContaining({ id: video.id, status: 'completed' }),
      ]);
      expect(notifier.failedFor).toEqual([]);
      expect(ledger.entriesFor('video_refund')).toEqual([]);
    });

    it('keeps a Basic video for the retention period and a paid one for good', async () => {
      const basic = await aChargedVideo({ watermark: true });
      const pro = await aChargedVideo({ watermark: false });
      await handler.handle(basic.id);
      await handler.handle(pro.id);
      const days = DEFAULT_SETTINGS['retention.basicDays'];
      expect(videos.rows.get(basic.id)?.expiresAt).toEqual(new Date(NOW.getTime() + days * DAY_MS));
      expect(videos.rows.get(pro.id)?.expiresAt).toBeNull();
    });

    it("renders the customer's words, with the approved proposal as the direction", async () => {
      const video = await aChargedVideo({ isRefined: true, refinedPrompt: 'Versão refinada' });
      await handler.handle(video.id);
      expect(provider.requests[0]).toMatchObject({
        videoId: video.id,
        prompt: video.prompt,
        direction: 'Versão refinada',
      });
      expect(provider.requests[0].prompt).not.toContain('Versão refinada');
    });

    it("reads the owner's brand kit once and hands it to the provider", async () => {
      const brand: RenderBrand = {
        businessName: 'Padaria Pão Dourado',
        contacts: { whatsapp: '(11) 91234-5678', address: 'Rua das Flores, 123' },
        colors: ['#d62828', '#1d4ed8'],
        logo: { bytes: Buffer.from('logo'), mimeType: 'image/png' },
      };
      brandKits.kits.set(userId, brand);
      const video = await aChargedVideo();
      await handler.handle(video.id);
      expect(brandKits.reads).toEqual([userId]);
      expect(provider.requests[0].brand).toEqual(brand);
    });

    it('renders without a brand when the owner has no kit', async () => {
      const video = await aChargedVideo();
      await handler.handle(video.id);
      expect(brandKits.reads).toEqual([userId]);
      expect(provider.requests[0].brand).toBeUndefined();
    });

    it('gives no direction when the customer skipped the assistant', async () => {
      const video = await aChargedVideo({ isRefined: false, refinedPrompt: 'Versão refinada' });
      await handler.handle(video.id);
      expect(provider.requests[0].direction).toBeUndefined();
    });

    it.each(['completed', 'failed', 'expired'] as const)(
      'skips a video already %s: no render, no event, no e-mail',
      async (status) => {
        const video = await aChargedVideo({ status });
        expect(await processor.process(job(video.id, 0))).toBe('skipped');
        expect(provider.requests).toEqual([]);
        expect(events.published).toEqual([]);
        expect(notifier.readyFor).toEqual([]);
      },
    );

    it('skips a deleted video', async () => {
      const video = await aChargedVideo({ deletedAt: NOW });
      expect(await handler.handle(video.id)).toBe('skipped');
      expect(provider.requests).toEqual([]);
    });
  });

  describe('a render that fails', () => {
    it('leaves an early attempt to BullMQ to retry: no failure, no refund', async () => {
      const video = await aChargedVideo();
      provider.during = async () => {
        throw new Error('ffmpeg exited with code 1');
      };

      await expect(processor.process(job(video.id, 0))).rejects.toThrow('ffmpeg exited');

      expect(videos.rows.get(video.id)?.status).toBe('processing');
      expect(ledger.entriesFor('video_refund')).toEqual([]);
      expect(notifier.failedFor).toEqual([]);
    });

    it('fails and refunds once on the last attempt, with one failed e-mail', async () => {
      const video = await aChargedVideo();
      provider.during = async () => {
        throw new DomainError('provider_failed', { retryable: true });
      };

      await expect(processor.process(job(video.id, RENDER_ATTEMPTS - 1))).rejects.toBeInstanceOf(
        UnrecoverableError,
      );
      // BullMQ then reports the job failed; that must not refund a second time.
      await processor.onFailed(job(video.id, RENDER_ATTEMPTS), new UnrecoverableError('x'));
      await processor.onFailed(job(video.id, RENDER_ATTEMPTS), new Error('job stalled'));

      expect(videos.rows.get(video.id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_failed',
      });
      expect(ledger.entriesFor('video_refund', video.id)).toHaveLength(1);
      expect(ledger.balance(userId)).toBe(100);
      expect(notifier.failedFor).toHaveLength(1);
      expect(notifier.readyFor).toEqual([]);
      expect(events.published.at(-1)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_failed',
      });
    });

    it('fails a refused render at once, whatever the attempt', async () => {
      const video = await aChargedVideo();
      provider.during = async () => {
        throw new DomainError('provider_rejected');
      };
      await expect(processor.process(job(video.id, 0))).rejects.toBeInstanceOf(UnrecoverableError);
      expect(videos.rows.get(video.id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_rejected',
      });
      expect(ledger.entriesFor('video_refund', video.id)).toHaveLength(1);
    });
  });

  describe('a render that finishes after the reconciler failed its video', () => {
    it('leaves it failed with one refund, deletes its files and sends no "ready" e-mail', async () => {
      const video = await aChargedVideo();
      provider.during = async () => {
        expect(await failer.fail(video.id, 'provider_failed')).toBe(true);
      };

      expect(await handler.handle(video.id)).toBe('skipped');

      expect(videos.rows.get(video.id)).toMatchObject({ status: 'failed', videoKey: null });
      expect(storage.objects.size).toBe(0);
      expect(storage.deleted.sort()).toEqual(
        [`videos/${userId}/${video.id}.mp4`, `thumbnails/${userId}/${video.id}.jpg`].sort(),
      );
      expect(ledger.entriesFor('video_refund', video.id)).toHaveLength(1);
      expect(ledger.balance(userId)).toBe(100);
      expect(notifier.readyFor).toEqual([]);
      expect(notifier.failedFor).toHaveLength(1);
      expect(events.published.map((e) => e.status)).not.toContain('completed');
    });
  });
});
