/** How long a health probe waits for a dependency before calling it down. */
export const PROBE_TIMEOUT_MS = 1500;

/** `work`, or a rejection once PROBE_TIMEOUT_MS pass first (the timer never outlives `work`). */
export function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
