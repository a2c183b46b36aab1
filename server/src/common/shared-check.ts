interface Waiting<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs `check` for many callers at once without ever answering from the past: each call gets the
 * result of a run that started after the call was made, and the calls made while one run is in
 * flight (or within `intervalMs` of its start) all share the next run. A storm of N requests
 * costs one run per interval instead of N, and a change committed before a call is always seen.
 */
export class SharedCheck<T> {
  private waiting: Waiting<T> | null = null;
  private running = false;
  private lastStartAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly check: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  run(): Promise<T> {
    if (this.waiting) return this.waiting.promise;
    let resolve!: Waiting<T>['resolve'];
    let reject!: Waiting<T>['reject'];
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiting = { promise, resolve, reject };
    void this.pump(); // starts the run at once when none is in flight and the interval allows
    return promise;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting) {
        const wait = this.lastStartAt + this.intervalMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const batch = this.waiting;
        this.waiting = null;
        this.lastStartAt = Date.now();
        try {
          batch.resolve(await this.check());
        } catch (error) {
          batch.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
