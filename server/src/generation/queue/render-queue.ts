import type { Plan } from '@cena/contracts';
import type { JobsOptions } from 'bullmq';

/** Queue and job names and payloads live here, and nowhere else. */
export const RENDER_QUEUE = 'render';
export const RENDER_JOB = 'render-video';

export interface RenderJobData {
  videoId: string;
}

export const RENDER_ATTEMPTS = 3;

/** BullMQ runs lower numbers first: paying plans jump the Basic queue. */
export function priorityFor(plan: Plan): number {
  return plan === 'basic' ? 10 : 1;
}

export function renderJobOptions(videoId: string, priority: number): JobsOptions {
  return {
    jobId: videoId,
    priority,
    attempts: RENDER_ATTEMPTS,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
