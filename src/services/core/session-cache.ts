import type { EventBus } from './events/event-bus';

/** What a request needs to know about its API session, cached so most requests need no query. */
export interface CachedSession {
  id: string;
  tokenHash: string;
  identityId: string;
  isAdmin: boolean;
  createdAt: Date;
  configTypes: string[];
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
 * a deleted session, or a changed/deleted identity (admin flag, disable), evicts its entries
 * on every instance as soon as the change commits. Entries also expire after a minute.
 */
export class SessionCache {
  private readonly byHash = new Map<string, CachedSession>();

  constructor(bus: EventBus) {
    bus.onEntityChange((e) => {
      if (e.entityType === 'api-sessions' && e.eventType === 'deleted') this.evictSession(e.entityId);
      else if (e.entityType === 'identities' && e.eventType !== 'created') this.evictIdentity(e.entityId);
    });
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.byHash.get(tokenHash);
    if (entry && Date.now() - entry.loadedAt > MAX_AGE_MS) {
      this.byHash.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(entry: CachedSession): void {
    if (this.byHash.size >= MAX_ENTRIES) this.byHash.delete(this.byHash.keys().next().value as string);
    this.byHash.set(entry.tokenHash, entry);
  }

  evictSession(id: string): void {
    for (const [hash, s] of this.byHash) if (s.id === id) this.byHash.delete(hash);
  }

  evictIdentity(identityId: string): void {
    for (const [hash, s] of this.byHash) if (s.identityId === identityId) this.byHash.delete(hash);
  }

  clear(): void {
    this.byHash.clear();
  }
}
