import { randomUUID } from 'node:crypto';
import type { VideoStatus } from '@cena/contracts';
import { asCreditsRepository, MemoryLedger } from '../../credits/credits.fixtures';
import { CreditsService } from '../../credits/credits.service';
import { RecordingUnitOfWork } from '../../transactions/unit-of-work.fixtures';
import type { VideoEntity } from '../../videos/video.entity';
import type { VideosRepository } from '../../videos/videos.repository';
import {
  aVideo,
  MemoryVideos,
  memoryVideoStatus,
  RecordingEvents,
} from '../../videos/videos.fixtures';
import type { RenderNotifier } from './render-notifier';
import { RecordingNotifier } from './render.fixtures';
import { VideoFailer } from './video-failer';

describe('VideoFailer', () => {
  let journal: string[];
  let ledger: MemoryLedger;
  let videos: MemoryVideos;
  let events: RecordingEvents;
  let notifier: RecordingNotifier;
  let credits: CreditsService;
  let failer: VideoFailer;
  let userId: string;

  beforeEach(() => {
    journal = [];
    ledger = new MemoryLedger();
    videos = new MemoryVideos();
    events = new RecordingEvents(journal);
    notifier = new RecordingNotifier();
    const uow = new RecordingUnitOfWork(journal, [ledger, videos]);
    credits = new CreditsService(asCreditsRepository(ledger), uow);
    failer = new VideoFailer(
      uow,
      memoryVideoStatus(videos, events),
      videos as unknown as VideosRepository,
      credits,
      notifier as unknown as RenderNotifier,
    );
    userId = randomUUID();
    ledger.addAccount(userId, 'pro', 100);
  });

  async function aChargedVideo(status: VideoStatus, extra: Partial<VideoEntity> = {}) {
    const video = videos.add(aVideo({ userId, status, costCredits: 35, ...extra }));
    await credits.debitForVideo(userId, video.id, 35);
    return video;
  }

  it.each<VideoStatus>(['queued', 'processing'])(
    'fails a %s video, refunds it, tells the owner and the stream',
    async (status) => {
      const video = await aChargedVideo(status, { progress: 40, stage: 'images' });
      journal.length = 0;

      expect(await failer.fail(video.id, 'provider_rejected')).toBe(true);

      expect(videos.rows.get(video.id)).toMatchObject({
        status: 'failed',
        errorCode: 'provider_rejected',
      });
      expect(ledger.entriesFor('video_refund', video.id)).toEqual([
        expect.objectContaining({ userId, delta: 35 }),
      ]);
      expect(ledger.balance(userId)).toBe(100);
      expect(events.published).toEqual([
        {
          id: video.id,
          status: 'failed',
          progress: 40,
          stage: 'images',
          errorCode: 'provider_rejected',
        },
      ]);
      expect(journal).toEqual(['begin', 'commit', 'event:failed']);
      expect(notifier.failedFor).toEqual([
        expect.objectContaining({ id: video.id, status: 'failed' }),
      ]);
    },
  );

  it('fails and refunds once however many paths race to fail the same video', async () => {
    const video = await aChargedVideo('processing');
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => failer.fail(video.id, 'provider_failed')),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(ledger.entriesFor('video_refund', video.id)).toHaveLength(1);
    expect(ledger.balance(userId)).toBe(100);
    expect(events.published).toHaveLength(1);
    expect(notifier.failedFor).toHaveLength(1);
  });

  it.each<VideoStatus>(['completed', 'failed', 'expired'])(
    'leaves an already %s video untouched: no refund, no event, no e-mail',
    async (status) => {
      const video = await aChargedVideo(status, { errorCode: null });
      const before = { ...videos.rows.get(video.id) };

      expect(await failer.fail(video.id, 'provider_failed')).toBe(false);

      expect(videos.rows.get(video.id)).toEqual(before);
      expect(ledger.entriesFor('video_refund')).toEqual([]);
      expect(ledger.balance(userId)).toBe(65);
      expect(events.published).toEqual([]);
      expect(notifier.failedFor).toEqual([]);
    },
  );

  it('fails a video that was never charged without inventing a refund', async () => {
    const video = videos.add(aVideo({ userId, status: 'queued' }));
    expect(await failer.fail(video.id, 'provider_failed')).toBe(true);
    expect(ledger.entries).toEqual([]);
    expect(videos.rows.get(video.id)?.status).toBe('failed');
  });

  it('keeps the video unfailed (and unrefunded) when the refund cannot be written', async () => {
    const video = await aChargedVideo('processing');
    jest.spyOn(ledger, 'insertEntryOnce').mockRejectedValueOnce(new Error('connection lost'));

    await expect(failer.fail(video.id, 'provider_failed')).rejects.toThrow('connection lost');

    expect(videos.rows.get(video.id)?.status).toBe('processing');
    expect(ledger.balance(userId)).toBe(65);
    expect(events.published).toEqual([]);
    expect(notifier.failedFor).toEqual([]);
    // A later attempt (the reconciler's) still fails and refunds it, once.
    expect(await failer.fail(video.id, 'provider_failed')).toBe(true);
    expect(ledger.balance(userId)).toBe(100);
  });
});
