/**
 * A bounded map whose entries lapse at their own time. A value read from the database is stored
 * only if the cache was not cleared while it was read (pass `generation` as taken before the
 * read): otherwise a value read before a change committed could be stored after the change's
 * event, and live on. When full, the oldest entry goes.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private clears = 0;

  constructor(private readonly maxEntries: number) {}

  get generation(): number {
    return this.clears;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number, since: number): void {
    if (since !== this.clears || expiresAt <= Date.now()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: string): void {
    this.clears += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}
