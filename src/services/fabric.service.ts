import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError } from './core/errors';
import { emptyPage, type ListQuery, type Page } from './core/list/list-query';
import type { FieldSymbol, FieldType, SymbolTable } from './core/list/compile';

/** A link between two routers, as the fabric API shows it. */
export interface FabricLink {
  id: string;
}

/** A circuit through the overlay, as the fabric API shows it. */
export interface FabricCircuit {
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
const CIRCUIT_FIELDS = fieldsOf({ id: 'string', createdAt: 'datetime', clientId: 'string', service: 'string', terminator: 'string' });

/**
 * The fabric's links (router to router) and circuits (a dial's path through the overlay). Routers
 * report them over the control channel once they route traffic, which this controller does not
 * yet ask of them: both lists are valid and empty, and no id names one.
 */
export class FabricService {
  async listLinks(ctx: RequestCtx, q: ListQuery): Promise<Page<FabricLink>> {
    requireAdmin(ctx);
    return emptyPage(LINK_FIELDS, q);
  }

  async getLink(ctx: RequestCtx, id: string): Promise<FabricLink> {
    requireAdmin(ctx);
    throw new NotFoundError(undefined, id);
  }

  async listCircuits(ctx: RequestCtx, q: ListQuery): Promise<Page<FabricCircuit>> {
    requireAdmin(ctx);
    return emptyPage(CIRCUIT_FIELDS, q);
  }

  async getCircuit(ctx: RequestCtx, id: string): Promise<FabricCircuit> {
    requireAdmin(ctx);
    throw new NotFoundError(undefined, id);
  }
}
