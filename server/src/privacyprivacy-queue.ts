import type { JobsOptions } from 'bullmq';

/** The LGPD jobs: an export's archive, an account's erasure. Names live here, and nowhere else. */
export const PRIVACY_QUEUE = 'privacy';
export const EXPORT_JOB = 'build-export';
export const ERASE_JOB = 'erase-account';

export type PrivacyJobData = { exportId: string } | { deletionId: string };

/** The job id is the request's id, so a request enqueued twice runs once. */
export function privacyJobOptions(id: string): JobsOptions {
  return {
    jobId: id,
    attempts: 5,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
