/** The keys of `C` that hold a yes/no kept as a timestamp (null: no). */
type FlagKey<C> = {
  [K in keyof C]-?: Date | null extends C[K] ? K : never;
}[keyof C] &
  string;

/**
 * What a back-office write changes on one record and the audit entry's `before` / `after`: only
 * the fields whose new value differs from the record's are written and audited (timestamps as ISO
 * text). An empty set writes nothing and records no audit entry.
 */
export class ChangeSet<C extends object> {
  readonly changes: Partial<C> = {};
  readonly before: Record<string, unknown> = {};
  readonly after: Record<string, unknown> = {};

  /** `next` (when given) replaces `current` if it differs. */
  value<K extends keyof C & string>(key: K, current: C[K], next: C[K] | undefined): this {
    if (next === undefined || next === current) return this;
    this.changes[key] = next;
    this.before[key] = current;
    this.after[key] = next;
    return this;
  }

  /** A yes/no kept as a timestamp: `wanted` (when given) sets it to now or clears it. */
  flag<K extends FlagKey<C>>(key: K, current: Date | null, wanted: boolean | undefined): this {
    if (wanted === undefined || wanted === (current !== null)) return this;
    const next = wanted ? new Date() : null;
    this.changes[key] = next as C[K];
    this.before[key] = current?.toISOString() ?? null;
    this.after[key] = next?.toISOString() ?? null;
    return this;
  }

  get empty(): boolean {
    return Object.keys(this.changes).length === 0;
  }
}
