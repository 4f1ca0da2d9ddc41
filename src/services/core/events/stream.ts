import type { EventBus } from './event-bus';
import type { EntityChangeEvent } from './entity-change';

/**
 * An async iterator over the bus's committed entity changes that pass `accept`.
 * Unsubscribes when the consumer stops (return/throw), so closed subscriptions leak nothing.
 */
export function entityChangeStream(bus: EventBus, accept: (e: EntityChangeEvent) => boolean): AsyncIterableIterator<EntityChangeEvent> {
  const queue: EntityChangeEvent[] = [];
  let wake: ((r: IteratorResult<EntityChangeEvent>) => void) | undefined;
  let done = false;
  const unsubscribe = bus.onEntityChange((event) => {
    if (done || !accept(event)) return;
    if (wake) {
      const w = wake;
      wake = undefined;
      w({ value: event, done: false });
    } else {
      queue.push(event);
    }
  });
  const finish = (): Promise<IteratorResult<EntityChangeEvent>> => {
    done = true;
    unsubscribe();
    wake?.({ value: undefined, done: true });
    wake = undefined;
    queue.length = 0;
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (wake = resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
