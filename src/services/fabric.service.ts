import type { CircuitService, CircuitView } from './router/circuit.service';
import type { ServiceDeps } from './service-deps';
import { Terminator } from '../entities';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { NotFoundError } from './core/errors';
import { isResync } from './core/events/entity-change';
import { pushStream, revokes } from './core/events/stream';
import { CIRCUIT_FAILED_TOPIC, type CircuitFailed } from './router/circuit-events';
import { emptyPage, type ListQuery, type Page } from './core/list/list-query';
import type { FieldSymbol, FieldType, SymbolTable } from './core/list/compile';

/** A link between two routers, as the fabric API shows it. */
export interface FabricLink {
  id: string;
}


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

/** The filter fields of a list without a table yet (its SQL is never run). */
function fieldsOf(fields: Record<string, FieldType>): SymbolTable {
  const symbols: Record<string, FieldSymbol> = {};
  for (const [name, type] of Object.entries(fields)) symbols[name] = { sql: `e."${name}"`, type };
  return { idSql: 'e."id"', fields: symbols };
}

/** OpenZiti's fields of a link and of a circuit. */
const LINK_FIELDS = fieldsOf({
  id: 'string', protocol: 'string', state: 'string', down: 'boolean', staticCost: 'number', cost: 'number', iteration: 'number', sourceRouter: 'string', destRouter: 'string',
});

/**
 * The fabric's links (router to router) and circuits (a dial's path through the overlay).
 * Circuits are those the circuit service routed; links are reported by routers once several
 * routers carry traffic, which this controller does not ask of them yet: that list is valid and
 * empty, and no id names one.
 */
export class FabricService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly circuits: CircuitService,
  ) {}

  async listLinks(ctx: RequestCtx, q: ListQuery): Promise<Page<FabricLink>> {
    requireAdmin(ctx);
    return emptyPage(LINK_FIELDS, q);
  }

  async getLink(ctx: RequestCtx, id: string): Promise<FabricLink> {
    requireAdmin(ctx);
    throw new NotFoundError(undefined, id);
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
