import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { BrandKitService } from '../src/brand-kit/brand-kit.service';
import { DomainError } from '../src/common/domain-error';
import type { AppConfig } from '../src/config/app-config';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import type { DatabaseProbe } from '../src/database/database-probe';
import type { VideoProviderRegistry } from '../src/generation/providers/video-provider.registry';
import type {
  ProgressFn,
  RenderBrand,
  RenderRequest,
  RenderResult,
  VideoProvider,
} from '../src/generation/providers/video-provider';
import { RENDER_ATTEMPTS, type RenderJobData } from '../src/generation/queue/render-queue';
import type { RenderNotifier } from '../src/generation/render/render-notifier';
import { RenderJobHandler } from '../src/generation/render/render-job.handler';
import { RecordingNotifier } from '../src/generation/render/render.fixtures';
import { RenderProcessor } from '../src/generation/render/render.processor';
import { VideoFailer } from '../src/generation/render/video-failer';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import { DEFAULT_SETTINGS, type SettingKey } from '../src/settings/settings.defaults';
import type { SettingsService } from '../src/settings/settings.service';
import { VideoRetention } from '../src/videos/video-retention';
import { VideoStatusService } from '../src/videos/video-status.service';
import {
  anAccount,
  aPaidVideo,
  asPublisher,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  RecordingEvents,
  type TestDatabase,
} from './support/test-data-source';
import { MemoryStorage } from './support/memory-storage';

/**
 * A render job on PostgreSQL (RenderJobHandler, RenderProcessor and VideoFailer over the real
 * status guards and ledger): what a render writes as it goes, and that a failure refunds once
 * however the paths race. The engine, the storage and the e-mails are recorded, not real.
 */

const DAY_MS = 24 * 3600 * 1000;

/** Each account's kit as the worker reads it, counting the reads. */
class MemoryBrandKits {
  readonly kits = new Map<string, RenderBrand>();
  readonly reads: string[] = [];

  async forRender(userId: string): Promise<RenderBrand | undefined> {
    this.reads.push(userId);
    return this.kits.get(userId);
  }
}

/**
 * Reports progress, each report's write landed before the next (as a render's seconds between
 * reports let it), runs `during` (a racing reconciler, a crash) and returns two files.
 */
class ScriptedProvider implements VideoProvider {
  readonly name = 'local' as const;
  readonly requests: RenderRequest[] = [];
  during: () => Promise<void> = async () => undefined;

  constructor(private readonly reportsLanded: () => Promise<unknown>) {}

  async render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    this.requests.push(request);
    for (const progress of [1, 2, 10, 12, 50, 99.6]) {
      onProgress('images', progress);
      await this.reportsLanded();
    }
    await this.during();
    return {
      videoPath: join(request.workDir, 'out.mp4'),
      thumbnailPath: join(request.workDir, 'thumb.jpg'),
      durationS: request.durationS,
    };
  }
}

describe('RenderJobHandler and RenderProcessor on PostgreSQL', () => {
  let t: TestDatabase;
  let acceptance: VideoAcceptanceRepository;
  let events: RecordingEvents;
  let storage: MemoryStorage;
  let notifier: RecordingNotifier;
  let provider: ScriptedProvider;
  let brandKits: MemoryBrandKits;
  let failer: VideoFailer;
  let handler: RenderJobHandler;
  let processor: RenderProcessor;
  let userId: string;

  beforeAll(async () => {
    t = await createMigratedDatabase('render_job');
    acceptance = new VideoAcceptanceRepository(t.db);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    events = new RecordingEvents();
    storage = new MemoryStorage();
    notifier = new RecordingNotifier();
    brandKits = new MemoryBrandKits();
    const status = new VideoStatusService(t.videos, asPublisher(events));
    const reports = jest.spyOn(status, 'recordProgress');
    provider = new ScriptedProvider(() => Promise.all(reports.mock.results.map((r) => r.value)));
    failer = new VideoFailer(
      t.uow,
      status,
      t.videos,
      new CreditsService(new CreditsRepository(t.db), t.uow),
      notifier as unknown as RenderNotifier,
    );
    const settings = {
      get: async (key: SettingKey) => DEFAULT_SETTINGS[key],
    } as unknown as SettingsService;
    handler = new RenderJobHandler(
      t.videos,
      storage,
      { current: async () => provider } as unknown as VideoProviderRegistry,
      status,
      notifier as unknown as RenderNotifier,
      settings,
      brandKits as unknown as BrandKitService,
      new VideoRetention(t.videos, status, storage, settings),
    );
    processor = new RenderProcessor({} as AppConfig, handler, failer, {
      isUp: async () => true,
    } as unknown as DatabaseProbe);
    userId = await anAccount(t.db, 'basic', 100);
  });

  afterEach(() => jest.restoreAllMocks());

  /** A Basic video that paid 20 credits through the generate statement, then `row` (SQL SET). */
  async function aChargedVideo(row: Record<string, unknown> = {}): Promise<string> {
    const id = await aPaidVideo(acceptance, userId, 20, 'basic');
    const columns = Object.keys(row);
    if (columns.length) {
      await t.db.query(
        `UPDATE videos SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [id, ...Object.values(row)],
      );
    }
    return id;
  }

  const job = (videoId: string, attemptsMade: number) =>
    ({
      data: { videoId },
      attemptsMade,
      opts: { attempts: RENDER_ATTEMPTS },
    }) as unknown as Job<RenderJobData>;

  describe('a render that succeeds', () => {
    it('marks the video processing, reports progress, stores the files, completes it once', async () => {
      const id = await aChargedVideo();

      expect(await handler.handle(id)).toBe('completed');

      const videoKey = `videos/${userId}/${id}.mp4`;
      const thumbnailKey = `thumbnails/${userId}/${id}.jpg`;
      expect([...storage.objects].sort()).toEqual([thumbnailKey, videoKey].sort());
      expect(await t.videos.findById(id)).toMatchObject({
        status: 'completed',
        progress: 100,
        stage: 'finalizing',
        videoKey,
        thumbnailKey,
        provider: 'local',
        attempts: 1,
        startedAt: expect.any(Date),
        completedAt: expect.any(Date),
        approvedAt: expect.any(Date),
      });
      expect(events.published.map((e) => [e.status, e.progress, e.stage])).toEqual([
        ['processing', 0, 'preparing'],
        ['processing', 1, 'images'],
        ['processing', 10, 'images'],
        ['processing', 50, 'images'],
        ['processing', 99, 'images'],
        ['completed', 100, 'finalizing'],
      ]);
      expect(notifier.readyFor).toEqual([expect.objectContaining({ id, status: 'completed' })]);
      expect(notifier.failedFor).toEqual([]);
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
    });

    it('keeps a Basic video for the retention period and a paid one for good', async () => {
      const basic = await aChargedVideo();
      const pro = await aChargedVideo({ watermark: false });
      const before = Date.now();
      await handler.handle(basic);
      await handler.handle(pro);
      const after = Date.now();
      const retention = DEFAULT_SETTINGS['retention.basicDays'] * DAY_MS;
      const expiresAt = (await t.videos.findById(basic))?.expiresAt?.getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + retention);
      expect(expiresAt).toBeLessThanOrEqual(after + retention);
      expect((await t.videos.findById(pro))?.expiresAt).toBeNull();
    });

    it("renders the customer's words, with the approved proposal as the direction", async () => {
      const id = await aChargedVideo({ is_refined: true, refined_prompt: 'Versão refinada' });
      await handler.handle(id);
      expect(provider.requests[0]).toMatchObject({
        videoId: id,
        prompt: 'Padaria Pão Dourado: pão de queijo',
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
      const id = await aChargedVideo();
      await handler.handle(id);
      expect(brandKits.reads).toEqual([userId]);
      expect(provider.requests[0].brand).toEqual(brand);
    });

    it('renders without a brand when the owner has no kit', async () => {
      const id = await aChargedVideo();
      await handler.handle(id);
      expect(brandKits.reads).toEqual([userId]);
      expect(provider.requests[0].brand).toBeUndefined();
    });

    it('gives no direction when the customer skipped the assistant', async () => {
      const id = await aChargedVideo({ is_refined: false, refined_prompt: 'Versão refinada' });
      await handler.handle(id);
      expect(provider.requests[0].direction).toBeUndefined();
    });

    it.each(['completed', 'failed', 'expired'] as const)(
      'skips a video already %s: no render, no event, no e-mail',
      async (status) => {
        const id = await aChargedVideo({ status });
        expect(await processor.process(job(id, 0))).toBe('skipped');
        expect(provider.requests).toEqual([]);
        expect(events.published).toEqual([]);
        expect(notifier.readyFor).toEqual([]);
        expect((await t.videos.findById(id))?.status).toBe(status);
      },
    );

    it('skips a deleted video', async () => {
      const id = await aChargedVideo({ deleted_at: new Date() });
      expect(await handler.handle(id)).toBe('skipped');
      expect(provider.requests).toEqual([]);
      expect((await t.videos.findById(id))?.status).toBe('queued');
    });
  });

  describe('a render that fails', () => {
    it('leaves an early attempt to BullMQ to retry: no failure, no refund', async () => {
      const id = await aChargedVideo();
      provider.during = async () => {
        throw new Error('ffmpeg exited with code 1');
      };

      await expect(processor.process(job(id, 0))).rejects.toThrow('ffmpeg exited');

      expect((await t.videos.findById(id))?.status).toBe('processing');
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
      expect(notifier.failedFor).toEqual([]);
    });

    it('fails and refunds once on the last attempt, with one failed e-mail', async () => {
      const id = await aChargedVideo();
      provider.during = async () => {
        throw new DomainError('provider_failed', { retryable: true });
      };

      await expect(processor.process(job(id, RENDER_ATTEMPTS - 1))).rejects.toBeInstanceOf(
        UnrecoverableError,
      );
      // BullMQ then reports the job failed; that must not refund a second time.
      await processor.onFailed(job(id, RENDER_ATTEMPTS), new UnrecoverableError('x'));
      await processor.onFailed(job(id, RENDER_ATTEMPTS), new Error('job stalled'));

      expect(await t.videos.findById(id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_failed',
      });
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([
        expect.objectContaining({ videoId: id, delta: 20 }),
      ]);
      expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 100, ledgerSum: 100 });
      expect(notifier.failedFor).toHaveLength(1);
      expect(notifier.readyFor).toEqual([]);
      expect(events.published.at(-1)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_failed',
      });
    });

    it('fails a refused render at once, whatever the attempt', async () => {
      const id = await aChargedVideo();
      provider.during = async () => {
        throw new DomainError('provider_rejected');
      };
      await expect(processor.process(job(id, 0))).rejects.toBeInstanceOf(UnrecoverableError);
      expect(await t.videos.findById(id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_rejected',
      });
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toHaveLength(1);
    });
  });

  describe('a render that finishes after the reconciler failed its video', () => {
    it('leaves it failed with one refund, deletes its files and sends no "ready" e-mail', async () => {
      const id = await aChargedVideo();
      provider.during = async () => {
        expect(await failer.fail(id, 'provider_failed')).toBe(true);
      };

      expect(await handler.handle(id)).toBe('skipped');

      expect(await t.videos.findById(id)).toMatchObject({ status: 'failed', videoKey: null });
      expect(storage.objects.size).toBe(0);
      expect(storage.deleted.sort()).toEqual(
        [`videos/${userId}/${id}.mp4`, `thumbnails/${userId}/${id}.jpg`].sort(),
      );
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toHaveLength(1);
      expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 100, ledgerSum: 100 });
      expect(notifier.readyFor).toEqual([]);
      expect(notifier.failedFor).toHaveLength(1);
      expect(events.published.map((e) => e.status)).not.toContain('completed');
    });
  });
});
