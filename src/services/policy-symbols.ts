import type { FieldSymbol, SymbolTable } from './core/list/compile';

/** Filterable/sortable fields of routers, policies and posture checks, in the OpenZiti filter language's names. */

const base = {
  id: { sql: 'e."id"', type: 'string' },
  createdAt: { sql: 'e."created_at"', type: 'datetime' },
  updatedAt: { sql: 'e."updated_at"', type: 'datetime' },
} satisfies Record<string, FieldSymbol>;

const roles = (column: string): FieldSymbol => ({ sql: `e."${column}"`, type: 'string', set: true, sortable: false });

const ROUTER_FIELDS = {
  ...base,
  name: { sql: 'e."name"', type: 'string' },
  cost: { sql: 'e."cost"', type: 'number' },
  noTraversal: { sql: 'e."no_traversal"', type: 'boolean' },
  disabled: { sql: 'e."disabled"', type: 'boolean' },
  isOnline: { sql: 'e."is_online"', type: 'boolean' },
  isVerified: { sql: 'e."is_verified"', type: 'boolean' },
  fingerprint: { sql: 'e."fingerprint"', type: 'string' },
} satisfies Record<string, FieldSymbol>;

/** Every router, edge or not (the /routers and /transit-routers lists). */
export const ROUTER_SYMBOLS: SymbolTable = { idSql: 'e."id"', maps: { tags: 'e."tags"' }, fields: ROUTER_FIELDS };

export const EDGE_ROUTER_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"', appData: 'e."app_data"' },
  fields: {
    ...ROUTER_FIELDS,
    roleAttributes: roles('role_attributes'),
    isTunnelerEnabled: { sql: 'e."is_tunneler_enabled"', type: 'boolean' },
    hostname: { sql: 'e."hostname"', type: 'string' },
  },
};

const POLICY_FIELDS = {
  ...base,
  name: { sql: 'e."name"', type: 'string' },
  semantic: { sql: 'e."semantic"', type: 'string' },
} satisfies Record<string, FieldSymbol>;

export const SERVICE_POLICY_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...POLICY_FIELDS,
    type: { sql: 'e."type"', type: 'string' },
    identityRoles: roles('identity_roles'),
    serviceRoles: roles('service_roles'),
    postureCheckRoles: roles('posture_check_roles'),
  },
};

export const EDGE_ROUTER_POLICY_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...POLICY_FIELDS,
    isSystem: { sql: 'e."is_system"', type: 'boolean' },
    identityRoles: roles('identity_roles'),
    edgeRouterRoles: roles('edge_router_roles'),
  },
};

export const SERVICE_EDGE_ROUTER_POLICY_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...POLICY_FIELDS,
    serviceRoles: roles('service_roles'),
    edgeRouterRoles: roles('edge_router_roles'),
  },
};

export const POSTURE_CHECK_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...base,
    name: { sql: 'e."name"', type: 'string' },
    typeId: { sql: 'e."type_id"', type: 'string' },
    version: { sql: 'e."version"', type: 'number' },
    roleAttributes: roles('role_attributes'),
  },
};

/** Posture check types are a fixed set, listed from a VALUES table of (id, name). */
export const POSTURE_CHECK_TYPE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  fields: { id: { sql: 'e."id"', type: 'string' }, name: { sql: 'e."name"', type: 'string' } },
};
