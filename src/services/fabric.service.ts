import type { CircuitService, CircuitView } from './router/circuit.service';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError } from './core/errors';
import { emptyPage, type ListQuery, type Page } from './core/list/list-query';
import type { FieldSymbol, FieldType, SymbolTable } from './core/list/compile';

/** A link between two routers, as the fabric API shows it. */
export interface FabricLink {
  id: string;
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
  constructor(private readonly circuits: CircuitService) {}

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
}
