import type { Page } from './list/list-query';

const MAX_AGE_MS = 60_000;
const MAX_IDENTITIES = 50_000;

/**
 * Query results per identity, evicted per identity by events (and after a minute regardless).
 * The results come from the database; the cache only saves asking again for the same page.
 */
export class IdentityPageCache<T> {
  private readonly byIdentity = new Map<string, Map<string, { page: Page<T>; at: number }>>();
  /** Lookups answered here and not (metrics). */
  readonly stats = { hits: 0, misses: 0 };

  get(identityId: string, key: string): Page<T> | undefined {
    const entry = this.byIdentity.get(identityId)?.get(key);
    if (!entry || Date.now() - entry.at > MAX_AGE_MS) {
      if (entry) this.byIdentity.get(identityId)?.delete(key);
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    return entry.page;
  }

  set(identityId: string, key: string, page: Page<T>): void {
    let pages = this.byIdentity.get(identityId);
    if (!pages) {
      if (this.byIdentity.size >= MAX_IDENTITIES) this.byIdentity.delete(this.byIdentity.keys().next().value as string);
      pages = new Map();
      this.byIdentity.set(identityId, pages);
    }
    if (pages.size >= 20) pages.delete(pages.keys().next().value as string);
    pages.set(key, { page, at: Date.now() });
  }

  evict(identityId: string): void {
    this.byIdentity.delete(identityId);
  }

  clear(): void {
    this.byIdentity.clear();
  }
}
