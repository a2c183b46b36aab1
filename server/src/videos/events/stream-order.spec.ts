import type { VideoEvent } from '@cena/contracts';
import { from, lastValueFrom, toArray } from 'rxjs';
import { inLifeOrder } from './stream-order';

const event = (status: VideoEvent['status'], progress: number): VideoEvent => ({
  id: 'v1',
  status,
  progress,
  stage: status === 'processing' ? 'images' : null,
});

const passed = (events: VideoEvent[]) =>
  lastValueFrom(from(events).pipe(inLifeOrder(), toArray())).then((kept) =>
    kept.map((e) => `${e.status} ${e.progress}`),
  );

describe('inLifeOrder', () => {
  it('drops a progress report older than one already sent (a buffered event after the snapshot)', async () => {
    expect(
      await passed([
        event('processing', 40),
        event('processing', 30),
        event('processing', 40),
        event('processing', 50),
        event('completed', 100),
      ]),
    ).toEqual(['processing 40', 'processing 40', 'processing 50', 'completed 100']);
  });

  it('drops a status a video has already left', async () => {
    expect(
      await passed([
        event('processing', 0),
        event('queued', 0),
        event('processing', 20),
        event('failed', 20),
        event('processing', 30),
      ]),
    ).toEqual(['processing 0', 'processing 20', 'failed 20']);
  });

  it('keeps every event of a stream already in order, each stream on its own', async () => {
    const inOrder = [event('queued', 0), event('processing', 0), event('processing', 10)];
    expect(await passed(inOrder)).toEqual(['queued 0', 'processing 0', 'processing 10']);
    expect(await passed(inOrder)).toEqual(['queued 0', 'processing 0', 'processing 10']);
  });
});
