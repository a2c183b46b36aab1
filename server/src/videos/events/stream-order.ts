import type { VideoEvent } from '@cena/contracts';
import { filter, type MonoTypeOperatorFunction } from 'rxjs';

/** How far along a video's life a status is; an event can only move a stream forward. */
const STATUS_RANK: Record<VideoEvent['status'], number> = {
  queued: 0,
  processing: 1,
  completed: 2,
  failed: 2,
  expired: 3,
};

/**
 * Drops an event older than one the stream already sent. Two can arrive out of order: one
 * published before the stream's snapshot was read is replayed after it, and two progress reports
 * of a render race from their database write to their publish. Either way the row holds the
 * later state, so the older event would only move the progress bar back.
 */
export function inLifeOrder(): MonoTypeOperatorFunction<VideoEvent> {
  let last: VideoEvent | undefined;
  return filter((event) => {
    const previous = last;
    const older =
      previous !== undefined &&
      (STATUS_RANK[event.status] < STATUS_RANK[previous.status] ||
        (event.status === previous.status && event.progress < previous.progress));
    if (!older) last = event;
    return !older;
  });
}
