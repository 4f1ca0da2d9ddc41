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
 * The events of one self-committing statement that makes some of its events itself (the
 * service-access events of the identities it stamps, see PolicyEngine.announcedCte): `known`
 * are made here, the statement's are of the family `family`. Call `committed` with every
 * payload the statement notified, once it is done.
 */
export function statementEvents(ctx: RequestCtx, known: EntityChangeEvent[]): { family: string; timestamp: string; origin: string; committed(payloads: string[]): void } {
  const family = randomUUID();
  ctx.bus?.expectCommitted(known);
  ctx.bus?.expectFamily(family);
  return {
    family,
    timestamp: new Date().toISOString(),
    origin: INSTANCE_ID,
    committed: (payloads) => ctx.bus?.dispatchCommitted(payloads.map((p) => JSON.parse(p) as EntityChangeEvent)),
  };
}

/** Whether a database error is a constraint's refusal (SQLSTATE class 23: unique, foreign key, check, not null). */
export function isConstraintViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.startsWith('23');
}

/**
 * Runs `fn` in a transaction and publishes its events with pg_notify in the same
 * transaction: PostgreSQL delivers them only on commit, so listeners on every
 * controller instance see exactly the committed changes.
 */
export async function inTransaction<T>(ctx: RequestCtx, fn: (tx: TxScope) => Promise<T>): Promise<T> {
  const outermost = !ctx.em.isInTransaction();
  // A call through `withinTransaction` runs inside a transaction of this module: its events join that one's.
  const outer = openEvents.get(ctx.em);
  const events: EntityChangeEvent[] = [];
  const result = await ctx.em.transactional(async (em) => {
    openEvents.set(em, events);
    const scope: TxScope = {
      em,
      emit(eventType, entityType, entityId, changedFields, identityIds) {
        events.push(changeEvent(eventType, entityType, entityId, changedFields, identityIds));
      },
    };
    const value = await fn(scope);
    await em.flush();
    if (outer) return value; // the outer transaction announces them with its own
    if (outermost) ctx.bus?.expectCommitted(events);
    // One round trip for all of them.
    if (events.length) {
      await em.execute('select pg_notify(?, e) from unnest(?::text[]) as e', [NOTIFY_CHANNEL, textArray(events.map((e) => JSON.stringify(e)))]);
    }
    return value;
  });
  // Joined only once its savepoint is released: a nested failure announces nothing.
  if (outer) outer.push(...events);
  // Committed: this instance's caches see the change before the caller gets its answer.
  else if (outermost) ctx.bus?.dispatchCommitted(events);
  return result;
}

/** The events recorded so far by each open transaction of inTransaction, by its EntityManager. */
const openEvents = new WeakMap<EntityManager, EntityChangeEvent[]>();

/**
 * A context whose service calls run inside the transaction `tx` (as savepoints), so that one
 * operation (the configuration import) can make many ordinary service writes, with their rules
 * and checks, commit or roll back together. Their events are announced with `tx`'s, on its commit.
 */
export function withinTransaction(ctx: RequestCtx, tx: TxScope): RequestCtx {
  return Object.create(ctx, { em: { value: tx.em, enumerable: true } }) as RequestCtx;
}
