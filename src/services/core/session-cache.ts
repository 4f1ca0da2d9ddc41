import type { EventBus } from './events/event-bus';
import { isResync } from './events/entity-change';

/** What a request needs to know about its API session, cached so most requests need no query. */
export interface CachedSession {
  id: string;
  tokenHash: string;
  identityId: string;
  isAdmin: boolean;
  createdAt: Date;
  configTypes: string[];
  /** The session still owes its TOTP code (partially authenticated). */
  mfaPending: boolean;
  /** Last activity as this instance knows it. */
  lastActivityAt: Date;
  /** Last activity written to the database. */
  persistedActivityAt: Date;
  /** When this entry was loaded; entries are re-read after MAX_AGE_MS even without events. */
  loadedAt: number;
}

const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

/**
 * API sessions by token hash, kept correct across controller instances by the event bus:
 * a deleted or updated session (MFA completed), or a changed/deleted identity (admin flag, disable), evicts its entries
 * on every instance as soon as the change commits. Entries also expire after a minute. While
 * the bus is not connected (changes could be missed) nothing is answered from here.
 */
export class SessionCache {
  private readonly byHash = new Map<string, CachedSession>();
  /** Secondary indexes, so an eviction costs what it evicts, not the size of the cache. */
  private readonly hashById = new Map<string, string>();
  private readonly hashesByIdentity = new Map<string, Set<string>>();
  /**
   * Counts evictions. An entry read from the database is stored only if no eviction came while
   * it was read: otherwise a session read before its deletion committed could be stored after
   * the deletion's event, and live on.
   */
  private evictions = 0;
  /** Lookups answered here and not (metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly bus: EventBus) {
    bus.onEntityChange((e) => {
      if (isResync(e)) this.clear();
      // Updated: its MFA state changed (completed on some instance); re-read, not served stale.
      else if (e.entityType === 'api-sessions' && e.eventType !== 'created') this.evictSession(e.entityId);
      else if (e.entityType === 'identities' && e.eventType !== 'created') this.evictIdentity(e.entityId);
    });
  }

  /** Sessions held now. */
  get size(): number {
    return this.byHash.size;
  }

  /** Pass to `set` with an entry read from the database: taken before the read. */
  get generation(): number {
    return this.evictions;
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.bus.connected ? this.lookup(tokenHash) : undefined;
    if (entry) this.stats.hits += 1;
    else this.stats.misses += 1;
    return entry;
  }

  private lookup(tokenHash: string): CachedSession | undefined {
    const entry = this.byHash.get(tokenHash);
    if (entry && Date.now() - entry.loadedAt > MAX_AGE_MS) {
      this.remove(entry);
      return undefined;
    }
    return entry;
  }

  /** Stores an entry unless evictions happened since `since` (see `generation`), or the bus is down. */
  set(entry: CachedSession, since: number): void {
    if (!this.bus.connected || since !== this.evictions) return;
    const old = this.byHash.get(entry.tokenHash);
    if (old) this.remove(old);
    this.dropExpired();
    if (this.byHash.size >= MAX_ENTRIES) this.remove(this.byHash.values().next().value as CachedSession);
    this.byHash.set(entry.tokenHash, entry);
    this.hashById.set(entry.id, entry.tokenHash);
    let hashes = this.hashesByIdentity.get(entry.identityId);
    if (!hashes) this.hashesByIdentity.set(entry.identityId, (hashes = new Set()));
    hashes.add(entry.tokenHash);
  }

  evictSession(id: string): void {
    this.evictions += 1;
    const hash = this.hashById.get(id);
    const entry = hash === undefined ? undefined : this.byHash.get(hash);
    if (entry) this.remove(entry);
  }

  evictIdentity(identityId: string): void {
    this.evictions += 1;
    for (const hash of [...(this.hashesByIdentity.get(identityId) ?? [])]) {
      const entry = this.byHash.get(hash);
      if (entry) this.remove(entry);
    }
  }

  clear(): void {
    this.evictions += 1;
    this.byHash.clear();
    this.hashById.clear();
    this.hashesByIdentity.clear();
  }

  /**
   * Entries past MAX_AGE_MS are never answered again (lookup re-reads them), but a session used
   * once (a login storm, a script) would otherwise sit here until MAX_ENTRIES pushed it out.
   * The map is in insertion order, which is load order (a re-set entry is re-inserted), so the
   * expired ones are at its front: each call drops those and stops at the first live one.
   */
  private dropExpired(): void {
    const now = Date.now();
    for (const entry of this.byHash.values()) {
      if (now - entry.loadedAt <= MAX_AGE_MS) return;
      this.remove(entry);
    }
  }

  private remove(entry: CachedSession): void {
    this.byHash.delete(entry.tokenHash);
    this.hashById.delete(entry.id);
    const hashes = this.hashesByIdentity.get(entry.identityId);
    hashes?.delete(entry.tokenHash);
    if (hashes?.size === 0) this.hashesByIdentity.delete(entry.identityId);
  }
}
