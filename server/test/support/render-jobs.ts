import { Queue, Worker } from 'bullmq';
import { RENDER_JOB, RENDER_QUEUE } from '../../src/generation/queue/render-queue';
import type { TestApp } from './test-app';

/**
 * A render job of `videoId` that failed in the queue (one attempt, a provider that threw), left
 * there as a worker leaves it; the video's row is not touched.
 */
export async function failRenderJob(t: TestApp, videoId: string): Promise<void> {
  const connection = { url: t.config.REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue(RENDER_QUEUE, { connection, prefix: t.config.QUEUE_PREFIX });
  const worker = new Worker(
    RENDER_QUEUE,
    async () => {
      throw new Error('provider exploded');
    },
    { connection, prefix: t.config.QUEUE_PREFIX, autorun: false },
  );
  try {
    const failed = new Promise<void>((resolve) => worker.on('failed', () => resolve()));
    await queue.add(RENDER_JOB, { videoId }, { jobId: videoId, attempts: 1 });
    void worker.run();
    await failed;
  } finally {
    await worker.close();
    await queue.close();
  }
}
