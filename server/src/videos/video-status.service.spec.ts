import { aVideo, MemoryVideos, memoryVideoStatus, RecordingEvents } from './videos.fixtures';
import type { VideoStatusService } from './video-status.service';

describe('VideoStatusService events', () => {
  let videos: MemoryVideos;
  let events: RecordingEvents;
  let status: VideoStatusService;

  beforeEach(() => {
    videos = new MemoryVideos();
    events = new RecordingEvents();
    status = memoryVideoStatus(videos, events);
  });

  it.each(['local', 'veo'] as const)(
    'names the engine (%s) on the processing event and on every progress event',
    async (engine) => {
      const video = videos.add(aVideo());
      await status.markProcessing(video.id, engine);
      await status.recordProgress(video.id, 'script', 10);
      await status.recordProgress(video.id, 'images', 40);
      expect(events.published).toEqual([
        expect.objectContaining({ status: 'processing', stage: 'preparing', provider: engine }),
        expect.objectContaining({ status: 'processing', stage: 'script', provider: engine }),
        expect.objectContaining({ status: 'processing', stage: 'images', provider: engine }),
      ]);
    },
  );

  it('publishes no progress the row did not take: a late report, or a video already ended', async () => {
    const video = videos.add(aVideo());
    await status.markProcessing(video.id, 'local');
    await status.recordProgress(video.id, 'images', 50);
    await status.recordProgress(video.id, 'script', 10);
    const ended = videos.add(aVideo({ status: 'failed', provider: 'local' }));
    await status.recordProgress(ended.id, 'images', 60);
    expect(events.published.map((e) => [e.id, e.stage, e.progress])).toEqual([
      [video.id, 'preparing', 0],
      [video.id, 'images', 50],
    ]);
  });

  it('an engine name the API does not know reads as none', async () => {
    const video = videos.add(aVideo());
    await status.markProcessing(video.id, 'retired-engine');
    expect(events.published).toEqual([expect.objectContaining({ provider: null })]);
  });
});
