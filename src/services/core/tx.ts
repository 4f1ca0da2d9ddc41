import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { RequestCtx } from './context';
import { NOTIFY_CHANNEL, type EntityChangeEvent } from './events/entity-change';
import type { Resource } from './resources';
import { textArray } from './sql';

export interface TxScope {
  em: EntityManager;
  /** Records a change; it is announced only if the transaction commits. */
  emit(eventType: EntityChangeEvent['eventType'], entityType: Resource | 'service-access', entityId: string, changedFields?: string[], identityIds?: string[]): void;
}

/** Identifies this controller process in the events it publishes. */
export const INSTANCE_ID = randomUUID();

/** A change event of this instance, as every write announces it. */
export function changeEvent(
  eventType: EntityChangeEvent['eventType'],
  entityType: Resource | 'service-access',
  entityId: string,
  changedFields?: string[],
  identityIds?: string[],
): EntityChangeEvent {
  return {
    eventId: randomUUID(),
    eventType,
    entityType,
    entityId,
    timestamp: new Date().toISOString(),
    changedFields: changedFields?.length ? changedFields : undefined,
    identityIds,
    origin: INSTANCE_ID,
  };
}

/**
 * Events that one self-committing statement notifies itself (batched writes put pg_notify in
 * the statement, see session.service.ts): the bus expects them now, so the echo through
 * LISTEN is recognised, and `committed()` dispatches them locally once the statement is done.
 */
export function selfNotified(ctx: RequestCtx, events: EntityChangeEvent[]): { committed(): void } {
  ctx.bus?.expectCommitted(events);
  return { committed: () => ctx.bus?.dispatchCommitted(events) };
}

/**
 * Runs `fn` in a transaction and publishes its events with pg_notify in the same
 * transaction: PostgreSQL delivers them only on commit, so listeners on every
 * controller instance see exactly the committed changes.
 */
export async function inTransaction<T>(ctx: RequestCtx, fn: (tx: TxScope) => Promise<T>): Promise<T> {
  const outermost = !ctx.em.isInTransaction();
  const events: EntityChangeEvent[] = [];
  const result = await ctx.em.transactional(async (em) => {
    const scope: TxScope = {
      em,
      emit(eventType, entityType, entityId, changedFields, identityIds) {
        events.push(changeEvent(eventType, entityType, entityId, changedFields, identityIds));
      },
    };
    const value = await fn(scope);
    await em.flush();
    if (outermost) ctx.bus?.expectCommitted(events);
    // One round trip for all of them.
    if (events.length) {
      await em.execute('select pg_notify(?, e) from unnest(?::text[]) as e', [NOTIFY_CHANNEL, textArray(events.map((e) => JSON.stringify(e)))]);
    }
    return value;
  });
  // Committed: this instance's caches see the change before the caller gets its answer.
  if (outermost) ctx.bus?.dispatchCommitted(events);
  return result;
}
