import type { FieldSymbol, SymbolTable } from './core/list/compile';
import { baseFields } from './symbols';

/** Filterable/sortable fields of the enrollment list, in the OpenZiti filter language's names. */

/** The enrollment's router id when the router is (or is not) an edge router, else NULL. */
const routerOfKind = (isEdge: boolean): FieldSymbol => ({
  sql: `(select r."id" from "routers" r where r."id" = e."router_id" and ${isEdge ? '' : 'not '}r."is_edge")`,
  type: 'string',
});

export const ENROLLMENT_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    method: { sql: 'e."method"', type: 'string' },
    expiresAt: { sql: 'e."expires_at"', type: 'datetime' },
    token: { sql: 'e."token"', type: 'string' },
    username: { sql: 'e."username"', type: 'string' },
    identity: { sql: 'e."identity_id"', type: 'string' },
    identityId: { sql: 'e."identity_id"', type: 'string' },
    ca: { sql: 'e."ca_id"', type: 'string' },
    caId: { sql: 'e."ca_id"', type: 'string' },
    // Routers share one table: the wire tells edge from transit routers by field name.
    edgeRouter: routerOfKind(true),
    edgeRouterId: routerOfKind(true),
    transitRouter: routerOfKind(false),
    transitRouterId: routerOfKind(false),
  },
};
