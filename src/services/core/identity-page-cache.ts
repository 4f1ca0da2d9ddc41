import type { Page } from './list/list-query';

const MAX_AGE_MS = 60_000;
const MAX_PAGES_PER_IDENTITY = 20;
/**
 * Items held across every identity's pages, the oldest pages going first. Resident memory grew
 * ~1 MB per cached 100-service page (its views, its encoded body and the garbage of making them),
 * so without a bound a client sending a new filter with every request (or many identities
 * polling) grew each worker by hundreds of MB and slowed every collection; with 20,000 items the
 * bench's unique-filter load leaves a worker at ~330 MB where it left ~850 MB.
 */
export const MAX_CACHED_ITEMS = 20_000;

interface Entry<T> {
  identityId: string;
  page: Page<T>;
  at: number;
  /** What the entry counts against MAX_CACHED_ITEMS (an empty page counts one). */
  weight: number;
}

/**
 * Query results per identity, evicted per identity by events (and after a minute regardless),
 * bounded per identity and in all. The results come from the database; the cache only saves
 * asking again for the same page.
 */
export class IdentityPageCache<T> {
  /** Every entry, oldest first (a hit does not refresh: entries live a minute at most anyway). */
  private readonly entries = new Map<string, Entry<T>>();
  /** The entry keys of each identity, for its eviction. */
  private readonly byIdentity = new Map<string, Set<string>>();
  private weight = 0;
  /** Lookups answered here and not (metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly maxItems = MAX_CACHED_ITEMS) {}

  /** Items held now, counted as against the bound. */
  get size(): number {
    return this.weight;
  }

  get(identityId: string, key: string): Page<T> | undefined {
    const id = entryKey(identityId, key);
    const entry = this.entries.get(id);
    if (!entry || Date.now() - entry.at > MAX_AGE_MS) {
      if (entry) this.remove(id, entry);
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    return entry.page;
  }

  set(identityId: string, key: string, page: Page<T>): void {
    const id = entryKey(identityId, key);
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    const entry: Entry<T> = { identityId, page, at: Date.now(), weight: Math.max(1, page.items.length) };
    // A page larger than the whole bound is not kept: it would only push everything else out.
    if (entry.weight > this.maxItems) return;
    const held = this.byIdentity.get(identityId);
    if (held && held.size >= MAX_PAGES_PER_IDENTITY) {
      const oldest = held.values().next().value as string;
      this.remove(oldest, this.entries.get(oldest)!);
    }
    let keys = this.byIdentity.get(identityId);
    if (!keys) {
      keys = new Set();
      this.byIdentity.set(identityId, keys);
    }
    keys.add(id);
    this.entries.set(id, entry);
    this.weight += entry.weight;
    for (const [oldestId, oldest] of this.entries) {
      if (this.weight <= this.maxItems) break;
      this.remove(oldestId, oldest);
    }
  }

  evict(identityId: string): void {
    const keys = this.byIdentity.get(identityId);
    if (!keys) return;
    for (const id of keys) {
      const entry = this.entries.get(id);
      if (entry) {
        this.entries.delete(id);
        this.weight -= entry.weight;
      }
    }
    this.byIdentity.delete(identityId);
  }

  clear(): void {
    this.entries.clear();
    this.byIdentity.clear();
    this.weight = 0;
  }

  private remove(id: string, entry: Entry<T>): void {
    this.entries.delete(id);
    this.weight -= entry.weight;
    const keys = this.byIdentity.get(entry.identityId);
    keys?.delete(id);
    if (keys && !keys.size) this.byIdentity.delete(entry.identityId);
  }
}

/** One key for an identity's page: the identity id holds no NUL. */
const entryKey = (identityId: string, key: string) => `${identityId}\0${key}`;
