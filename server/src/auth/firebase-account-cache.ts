/** What the account check reads from a Firebase account. */
export interface FirebaseAccountState {
  disabled: boolean;
  /** Tokens signed in before this (epoch ms) are revoked: a sign-out everywhere. */
  validSinceMs: number;
}

interface Entry {
  state: Promise<FirebaseAccountState>;
  /** Infinity while the look-up is in flight; then its start plus the window. */
  expiresAt: number;
}

/**
 * Firebase account states by uid, each reused for `ttlMs` from the start of its look-up, at most
 * `capacity` of them (the least recently used goes first). The look-ups for one uid arriving
 * while one is in flight share it; a failed look-up is not kept. With `ttlMs` 0 only the
 * concurrent look-ups are shared.
 */
export class FirebaseAccountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (uid: string) => Promise<FirebaseAccountState>,
    private readonly ttlMs: number,
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(uid: string): Promise<FirebaseAccountState> {
    const known = this.entries.get(uid);
    if (known) this.entries.delete(uid);
    if (known && this.now() < known.expiresAt) {
      this.entries.set(uid, known); // most recently used last
      return known.state;
    }
    const startedAt = this.now();
    const entry: Entry = { state: this.load(uid), expiresAt: Number.POSITIVE_INFINITY };
    entry.state.then(
      () => {
        entry.expiresAt = startedAt + this.ttlMs;
      },
      () => {
        if (this.entries.get(uid) === entry) this.entries.delete(uid);
      },
    );
    this.entries.set(uid, entry);
    while (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return entry.state;
  }
}
