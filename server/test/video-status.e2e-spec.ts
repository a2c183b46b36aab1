import type { VideoStatus } from '@cena/contracts';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import type { RenderNotifier } from '../src/generation/render/render-notifier';
import { RecordingNotifier } from '../src/generation/render/render.fixtures';
import { VideoFailer } from '../src/generation/render/video-failer';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import { DEFAULT_SETTINGS, type SettingKey } from '../src/settings/settings.defaults';
import type { SettingsService } from '../src/settings/settings.service';
import { VideoRetention } from '../src/videos/video-retention';
import { VideoStatusService } from '../src/videos/video-status.service';
import { MemoryStorage } from './support/memory-storage';
import {
  anAccount,
  aPaidVideo,
  asPublisher,
  aVideoRow,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  RecordingEvents,
  type TestDatabase,
} from './support/test-data-source';

/**
 * A video's status changes on PostgreSQL: the guards in VideosRepository's SQL decide which
 * change a row takes, VideoStatusService publishes only the changes the row took, and VideoFailer
 * fails and refunds in one transaction, once however many paths race.
 */
describe('video status on PostgreSQL', () => {
  let t: TestDatabase;
  let events: RecordingEvents;
  let status: VideoStatusService;

  beforeAll(async () => {
    t = await createMigratedDatabase('video_status');
  });
  afterAll(() => t.close());

  beforeEach(() => {
    events = new RecordingEvents();
    status = new VideoStatusService(t.videos, asPublisher(events));
  });

  describe('VideoStatusService events', () => {
    it.each(['local', 'veo'] as const)(
      'names the engine (%s) on the processing event and on every progress event',
      async (engine) => {
        const id = await aVideoRow(t.db, await anAccount(t.db));
        expect(await status.markProcessing(id, engine)).toBe(true);
        await status.recordProgress(id, 'script', 10);
        await status.recordProgress(id, 'images', 40);
        expect(events.published).toEqual([
          expect.objectContaining({ status: 'processing', stage: 'preparing', provider: engine }),
          expect.objectContaining({ status: 'processing', stage: 'script', provider: engine }),
          expect.objectContaining({ status: 'processing', stage: 'images', provider: engine }),
        ]);
        expect(await t.videos.findById(id)).toMatchObject({
          status: 'processing',
          stage: 'images',
          progress: 40,
          attempts: 1,
        });
      },
    );

    it('publishes no progress the row did not take: a late report, or a video already ended', async () => {
      const owner = await anAccount(t.db);
      const id = await aVideoRow(t.db, owner);
      await status.markProcessing(id, 'local');
      await status.recordProgress(id, 'images', 50);
      await status.recordProgress(id, 'script', 10);
      const ended = await aVideoRow(t.db, owner, { status: 'failed', provider: 'local' });
      await status.recordProgress(ended, 'images', 60);
      expect(events.published.map((e) => [e.id, e.stage, e.progress])).toEqual([
        [id, 'preparing', 0],
        [id, 'images', 50],
      ]);
      expect(await t.videos.findById(id)).toMatchObject({ stage: 'images', progress: 50 });
      expect(await t.videos.findById(ended)).toMatchObject({ status: 'failed', progress: 0 });
    });

    it.each<VideoStatus>(['completed', 'failed', 'expired'])(
      'does not start a video already %s, and says nothing',
      async (ended) => {
        const id = await aVideoRow(t.db, await anAccount(t.db), { status: ended });
        expect(await status.markProcessing(id, 'local')).toBe(false);
        expect(events.published).toEqual([]);
        expect((await t.videos.findById(id))?.status).toBe(ended);
      },
    );

    it('an engine name the API does not know reads as none', async () => {
      const id = await aVideoRow(t.db, await anAccount(t.db));
      await status.markProcessing(id, 'retired-engine');
      expect(events.published).toEqual([expect.objectContaining({ provider: null })]);
    });
  });

  describe('VideoFailer', () => {
    let repository: CreditsRepository;
    let notifier: RecordingNotifier;
    let failer: VideoFailer;
    let userId: string;
    /** The row's status as another connection saw it when each event went out. */
    let statusWhenPublished: (string | undefined)[];

    beforeEach(async () => {
      repository = new CreditsRepository(t.db);
      notifier = new RecordingNotifier();
      failer = new VideoFailer(
        t.uow,
        status,
        t.videos,
        new CreditsService(repository, t.uow),
        notifier as unknown as RenderNotifier,
      );
      userId = await anAccount(t.db, 'pro', 100);
      statusWhenPublished = [];
      const publish = events.publish.bind(events);
      jest.spyOn(events, 'publish').mockImplementation(async (event) => {
        statusWhenPublished.push((await t.videos.findById(event.id))?.status);
        await publish(event);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    /** A video that paid 35 credits, then reached `to` (progress and stage as given). */
    async function aChargedVideo(
      to: VideoStatus,
      extra: { progress?: number; stage?: string } = {},
    ): Promise<string> {
      const id = await aPaidVideo(new VideoAcceptanceRepository(t.db), userId, 35);
      await t.db.query(`UPDATE videos SET status = $2, progress = $3, stage = $4 WHERE id = $1`, [
        id,
        to,
        extra.progress ?? 0,
        extra.stage ?? null,
      ]);
      return id;
    }

    it.each<VideoStatus>(['queued', 'processing'])(
      'fails a %s video, refunds it, tells the owner and the stream after the commit',
      async (from) => {
        const id = await aChargedVideo(from, { progress: 40, stage: 'images' });

        expect(await failer.fail(id, 'provider_rejected')).toBe(true);

        expect(await t.videos.findById(id)).toMatchObject({
          status: 'failed',
          errorCode: 'provider_rejected',
        });
        expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([
          expect.objectContaining({ videoId: id, delta: 35, balanceAfter: 100 }),
        ]);
        expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 100, ledgerSum: 100 });
        expect(events.published).toEqual([
          {
            id,
            status: 'failed',
            progress: 40,
            stage: 'images',
            errorCode: 'provider_rejected',
          },
        ]);
        expect(statusWhenPublished).toEqual(['failed']);
        expect(notifier.failedFor).toEqual([expect.objectContaining({ id, status: 'failed' })]);
      },
    );

    it('fails and refunds once however many paths race to fail the same video', async () => {
      const id = await aChargedVideo('processing');
      const outcomes = await Promise.all(
        [1, 2, 3, 4].map(() => failer.fail(id, 'provider_failed')),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toHaveLength(1);
      expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 100, ledgerSum: 100 });
      expect(events.published).toHaveLength(1);
      expect(notifier.failedFor).toHaveLength(1);
    });

    it.each<VideoStatus>(['completed', 'failed', 'expired'])(
      'leaves an already %s video untouched: no refund, no event, no e-mail',
      async (ended) => {
        const id = await aChargedVideo(ended);
        const before = await t.videos.findById(id);

        expect(await failer.fail(id, 'provider_failed')).toBe(false);

        expect(await t.videos.findById(id)).toEqual(before);
        expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
        expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 65, ledgerSum: 65 });
        expect(events.published).toEqual([]);
        expect(notifier.failedFor).toEqual([]);
      },
    );

    it('fails a video that was never charged without inventing a refund', async () => {
      const id = await aVideoRow(t.db, userId);
      expect(await failer.fail(id, 'provider_failed')).toBe(true);
      expect(await ledgerRowsOf(t.db, userId, 'video_refund')).toEqual([]);
      expect((await t.videos.findById(id))?.status).toBe('failed');
    });

    it('keeps the video unfailed (and unrefunded) when the refund cannot be written', async () => {
      const id = await aChargedVideo('processing');
      jest.spyOn(repository, 'insertEntryOnce').mockRejectedValueOnce(new Error('connection lost'));

      await expect(failer.fail(id, 'provider_failed')).rejects.toThrow('connection lost');

      expect((await t.videos.findById(id))?.status).toBe('processing');
      expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 65, ledgerSum: 65 });
      expect(events.published).toEqual([]);
      expect(notifier.failedFor).toEqual([]);
      // A later attempt (the reconciler's) still fails and refunds it, once.
      expect(await failer.fail(id, 'provider_failed')).toBe(true);
      expect(await balanceAndLedgerOf(t.db, userId)).toEqual({ balance: 100, ledgerSum: 100 });
    });
  });

  describe('VideoRetention', () => {
    const DAY_MS = 24 * 3600 * 1000;
    const settings = {
      get: async (key: SettingKey) => (key === 'retention.basicDays' ? 7 : DEFAULT_SETTINGS[key]),
    } as unknown as SettingsService;
    let storage: MemoryStorage;
    let retention: VideoRetention;
    let userId: string;

    beforeEach(async () => {
      storage = new MemoryStorage();
      retention = new VideoRetention(t.videos, status, storage, settings);
      userId = await anAccount(t.db);
    });

    /** A completed video with its files whose retention ends `at` (SQL), or never. */
    async function aKeptVideo(at: string | null): Promise<string> {
      const id = await aVideoRow(t.db, userId, { status: 'completed', progress: 100 });
      await t.db.query(
        `UPDATE videos SET video_key = $2, thumbnail_key = $3, source_image_key = $4,
                is_public = true, expires_at = ${at ?? 'NULL'} WHERE id = $1`,
        [
          id,
          `videos/${userId}/${id}.mp4`,
          `thumbnails/${userId}/${id}.jpg`,
          `sources/${userId}/${id}.png`,
        ],
      );
      return id;
    }

    it("keeps a Basic video the days staff set and a paid plan's for good", async () => {
      const now = new Date('2026-11-23T12:00:00Z');
      expect(await retention.expiresAtFor({ watermark: true }, now)).toEqual(
        new Date(now.getTime() + 7 * DAY_MS),
      );
      expect(await retention.expiresAtFor({ watermark: false }, now)).toBeNull();
    });

    it('expires what is due through VideoStatusService: files deleted, row cleared, event published', async () => {
      const due = await aKeptVideo(`now() - interval '1 minute'`);
      const later = await aKeptVideo(`now() + interval '1 day'`);
      const forever = await aKeptVideo(null);

      expect(await retention.expireDue(new Date(), 100)).toEqual([due]);

      expect(storage.deleted).toEqual([
        `videos/${userId}/${due}.mp4`,
        `thumbnails/${userId}/${due}.jpg`,
        `sources/${userId}/${due}.png`,
      ]);
      expect(await t.videos.findById(due)).toMatchObject({
        status: 'expired',
        videoKey: null,
        thumbnailKey: null,
        isPublic: false,
      });
      expect(events.published).toEqual([
        expect.objectContaining({ id: due, status: 'expired', errorCode: null }),
      ]);
      for (const kept of [later, forever]) {
        expect((await t.videos.findById(kept))?.status).toBe('completed');
      }
      // A second pass finds nothing more, and says nothing.
      expect(await retention.expireDue(new Date(), 100)).toEqual([]);
      expect(events.published).toHaveLength(1);
    });

    it('publishes nothing for a video that is no longer completed', async () => {
      const id = await aVideoRow(t.db, userId, { status: 'failed' });
      expect(await status.markExpired(id)).toBe(false);
      expect(events.published).toEqual([]);
      expect((await t.videos.findById(id))?.status).toBe('failed');
    });
  });
});
