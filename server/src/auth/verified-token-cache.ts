/**
 * Verified ID tokens by token, each kept until its own expiry, at most `capacity` of them (the
 * least recently used goes first). A hit skips decoding and signature checking only: whoever
 * uses it still checks the account itself (disabled, revoked) on every request.
 */
export class VerifiedTokenCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string): V | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (this.now() >= entry.expiresAt) return undefined;
    this.entries.set(token, entry); // most recently used last
    return entry.value;
  }

  /** `expiresAt` in epoch milliseconds; an already expired token is not kept. */
  set(token: string, value: V, expiresAt: number): void {
    if (this.now() >= expiresAt) return;
    this.entries.delete(token);
    this.entries.set(token, { value, expiresAt });
    while (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
