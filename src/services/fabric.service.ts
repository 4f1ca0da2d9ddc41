import type { CircuitService, CircuitView } from './router/circuit.service';
import type { ServiceDeps } from './service-deps';
import { Terminator } from '../entities';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { NotFoundError } from './core/errors';
import { isResync } from './core/events/entity-change';
import { pushStream, revokes } from './core/events/stream';
import { CIRCUIT_FAILED_TOPIC, type CircuitFailed } from './router/circuit-events';
import type { ListQuery, Page } from './core/list/list-query';
import type { LinkView, RouterLinkService } from './router/router-link.service';

/** What the fabric's event stream is about. */
export type FabricEventKind = 'circuits' | 'terminators';

/**
 * A circuit or terminator event, from any instance: created, updated (a circuit adopted by
 * another instance, a terminator's cost or precedence) and deleted as committed; a dial that
 * failed (circuits, with why); `resync` (no kind) when notifications were interrupted: re-list.
 */
export interface FabricEvent {
  kind: FabricEventKind | null;
  action: 'created' | 'updated' | 'deleted' | 'failed' | 'resync';
  id: string;
  changedFields?: string[];
  timestamp: string;
  failure?: CircuitFailed;
}

/**
 * The fabric's links (router to router, as the routers report them to this instance) and
 * circuits (a dial's path through the overlay), for the fabric API and GraphQL.
 */
export class FabricService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly circuits: CircuitService,
    private readonly links: RouterLinkService,
  ) {}

  listLinks(ctx: RequestCtx, q: ListQuery): Promise<Page<LinkView>> {
    return this.links.list(ctx, q);
  }

  getLink(ctx: RequestCtx, id: string): Promise<LinkView> {
    return this.links.get(ctx, id);
  }

  listCircuits(ctx: RequestCtx, q: ListQuery): Promise<Page<CircuitView>> {
    return this.circuits.list(ctx, q);
  }

  getCircuit(ctx: RequestCtx, id: string): Promise<CircuitView> {
    return this.circuits.get(ctx, id);
  }

  deleteCircuit(ctx: RequestCtx, id: string, immediate: boolean): Promise<void> {
    return this.circuits.end(ctx, id, immediate);
  }

  /** A circuit as it is now, or null once it ended (what an event names may be gone by the time it is read). */
  async circuitNow(ctx: RequestCtx, id: string): Promise<CircuitView | null> {
    return this.circuits.get(ctx, id).catch((err: unknown) => {
      if (err instanceof NotFoundError) return null;
      throw err;
    });
  }

  /**
   * A terminator as it is now, or null once it is gone. Read on a fresh identity map: a
   * subscription's context lives as long as it does, and each event must show what is true then.
   */
  async terminatorNow(ctx: RequestCtx, id: string): Promise<Terminator | null> {
    requireAdmin(ctx);
    return ctx.em.fork().findOne(Terminator, { id }, { populate: ['service', 'router'] });
  }

  /**
   * Circuit and terminator events (of the kinds given, else both) from every instance: changes
   * through NOTIFY from their committed transactions, failed dials as bus messages. Admins only;
   * ends when the subscriber's session or rights end.
   */
  watch(ctx: RequestCtx, kinds?: readonly FabricEventKind[] | null): AsyncIterableIterator<FabricEvent> {
    requireAdmin(ctx);
    const actor = requireIdentity(ctx);
    const wanted = new Set<string>(kinds?.length ? kinds : ['circuits', 'terminators']);
    const bus = this.deps.bus;
    return pushStream<FabricEvent>((push, end) => {
      const offChanges = bus.onEntityChange((e) => {
        if (isResync(e)) push({ kind: null, action: 'resync', id: e.entityId, timestamp: e.timestamp });
        else if (wanted.has(e.entityType)) push({ kind: e.entityType as FabricEventKind, action: e.eventType, id: e.entityId, changedFields: e.changedFields, timestamp: e.timestamp });
        if (revokes(actor, e)) end();
      });
      const offMessages = bus.onMessage((m) => {
        if (m.topic !== CIRCUIT_FAILED_TOPIC || !wanted.has('circuits')) return;
        const failure = m.payload as CircuitFailed;
        push({ kind: 'circuits', action: 'failed', id: failure.circuitId, timestamp: failure.timestamp, failure });
      });
      return () => {
        offChanges();
        offMessages();
      };
    });
  }
}
