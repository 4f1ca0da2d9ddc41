import type { IdentityActor } from '../context';
import type { EventBus } from './event-bus';
import { isResync, type EntityChangeEvent } from './entity-change';
import type { Resource } from '../resources';

/**
 * Whether an event revokes what a subscriber was authorized with at subscribe time: its API
 * session ended, or its identity was deleted, disabled, or changed in its admin rights.
 * Subscriptions end then; the client subscribes again and is authorized anew.
 */
export function revokes(actor: IdentityActor, e: EntityChangeEvent): boolean {
  if (e.entityType === 'api-sessions') return e.eventType === 'deleted' && e.entityId === actor.apiSessionId;
  if (e.entityType !== 'identities' || e.entityId !== actor.identityId) return false;
  return e.eventType === 'deleted' || !!e.changedFields?.some((f) => f === 'disabled' || f === 'isAdmin');
}

/**
 * An async iterator of values pushed by `source` (which returns its unsubscribe function and
 * may call `end`). It ends when the consumer stops (return/throw) or the source ends it, and
 * always unsubscribes, so closed subscriptions leak nothing.
 */
export function pushStream<T>(source: (push: (value: T) => void, end: () => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const end = () => {
    done = true;
    unsubscribe?.();
    wake?.();
  };
  const unsubscribe: (() => void) | undefined = source((value) => {
    if (done) return;
    queue.push(value);
    wake?.();
  }, end);
  if (done) unsubscribe?.();
  return {
    async next(): Promise<IteratorResult<T>> {
      while (!queue.length && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length) return { value: queue.shift()!, done: false };
      return { value: undefined, done: true };
    },
    async return(): Promise<IteratorResult<T>> {
      end();
      queue.length = 0;
      return { value: undefined, done: true };
    },
    async throw(): Promise<IteratorResult<T>> {
      end();
      queue.length = 0;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Committed changes of one entity type, until the subscriber's authorization is revoked. After
 * change notifications were interrupted, a `resync` event of that type says changes may have
 * been missed: re-read.
 */
export function entityChangeStream(bus: EventBus, actor: IdentityActor, entityType: Resource): AsyncIterableIterator<EntityChangeEvent> {
  return pushStream((push, end) =>
    bus.onEntityChange((event) => {
      if (event.entityType === entityType) push(event);
      else if (isResync(event)) push({ ...event, entityType });
      if (revokes(actor, event)) end();
    }),
  );
}
