import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { fieldError } from './core/errors';
import { isResync, type EntityChangeEvent } from './core/events/entity-change';
import { pushStream, revokes } from './core/events/stream';
import { RESOURCES, type Resource } from './core/resources';

/** One committed change as the change feed shows it; a `resync` has no kind (changes of any kind may have been missed). */
export interface EntityChanged {
  kind: Resource | null;
  id: string;
  action: 'created' | 'updated' | 'deleted' | 'resync';
  changedFields?: string[];
  timestamp: string;
}

const isResource = (type: string): type is Resource => Object.hasOwn(RESOURCES, type);

/**
 * Committed changes of every resource kind (or of the kinds asked for), from every controller
 * instance: the event bus relays each instance's NOTIFY. Admins only, as the other change
 * subscriptions; ends when the subscriber's authorization is revoked.
 */
export class ChangeFeedService {
  constructor(private readonly deps: ServiceDeps) {}

  watch(ctx: RequestCtx, kinds?: readonly string[] | null): AsyncIterableIterator<EntityChanged> {
    requireAdmin(ctx);
    const actor = requireIdentity(ctx);
    for (const kind of kinds ?? []) if (!isResource(kind)) throw fieldError('kinds', `unknown entity kind: ${kind}`, kind);
    const wanted = kinds?.length ? new Set<string>(kinds) : undefined;
    return pushStream<EntityChanged>((push, end) =>
      this.deps.bus.onEntityChange((event: EntityChangeEvent) => {
        if (isResync(event)) push({ kind: null, id: event.entityId, action: 'resync', timestamp: event.timestamp });
        else if (isResource(event.entityType) && (!wanted || wanted.has(event.entityType))) {
          push({ kind: event.entityType, id: event.entityId, action: event.eventType, changedFields: event.changedFields, timestamp: event.timestamp });
        }
        if (revokes(actor, event)) end();
      }),
    );
  }
}
