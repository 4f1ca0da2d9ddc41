import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { RequestCtx } from './context';
import { NOTIFY_CHANNEL, type EntityChangeEvent } from './events/entity-change';
import { textArray } from './sql';

export interface TxScope {
  em: EntityManager;
  /** Records a change; it is announced only if the transaction commits. */
  emit(eventType: EntityChangeEvent['eventType'], entityType: string, entityId: string, changedFields?: string[], identityIds?: string[]): void;
}

/** Identifies this controller process in the events it publishes. */
export const INSTANCE_ID = randomUUID();

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
        events.push({
          eventId: randomUUID(),
          eventType,
          entityType,
          entityId,
          timestamp: new Date().toISOString(),
          changedFields: changedFields?.length ? changedFields : undefined,
          identityIds,
          origin: INSTANCE_ID,
        });
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
