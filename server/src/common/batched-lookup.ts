interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Looks keys up for many callers in few queries without ever answering from the past: the keys
 * asked while a load is in flight wait together and go out in the next load, which starts as
 * soon as the running one ends. Every answer comes from a load that started after it was asked,
 * so a change committed before the call is always seen; under load, N look-ups cost one query
 * per round trip instead of N.
 */
export class BatchedLookup<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private running = false;

  constructor(
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.size > 0) {
        const batch = this.take();
        try {
          const found = await this.load([...batch.keys()]);
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        } catch (error) {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Up to maxBatch keys, oldest first; the rest wait for the next load. */
  private take(): Map<K, Waiter<V>[]> {
    if (this.waiting.size <= this.maxBatch) {
      const all = this.waiting;
      this.waiting = new Map();
      return all;
    }
    const batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of this.waiting) {
      if (batch.size === this.maxBatch) break;
      batch.set(key, waiters);
      this.waiting.delete(key);
    }
    return batch;
  }
}
