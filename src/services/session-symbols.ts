import type { SymbolTable } from './core/list/compile';

/** Fields of the client API's lists (services, edge routers, sessions, terminators). */

const base = {
  id: { sql: 'e."id"', type: 'string' as const },
  createdAt: { sql: 'e."created_at"', type: 'datetime' as const },
  updatedAt: { sql: 'e."updated_at"', type: 'datetime' as const },
};

export const CLIENT_SERVICE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...base,
    name: { sql: 'e."name"', type: 'string' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true, sortable: false },
    configs: { sql: 'e."configs"', type: 'string', set: true, sortable: false },
    terminatorStrategy: { sql: 'e."terminator_strategy"', type: 'string' },
    encryptionRequired: { sql: 'e."encryption_required"', type: 'boolean' },
    maxIdleTimeMillis: { sql: 'e."max_idle_time_millis"', type: 'number' },
  },
};

export const CLIENT_EDGE_ROUTER_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...base,
    name: { sql: 'e."name"', type: 'string' },
    cost: { sql: 'e."cost"', type: 'number' },
    hostname: { sql: 'e."hostname"', type: 'string' },
    isOnline: { sql: 'e."is_online"', type: 'boolean' },
    disabled: { sql: 'e."disabled"', type: 'boolean' },
    noTraversal: { sql: 'e."no_traversal"', type: 'boolean' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true, sortable: false },
  },
};

export const SESSION_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...base,
    type: { sql: 'e."type"', type: 'string' },
    apiSession: { sql: 'e."api_session_id"', type: 'string' },
    apiSessionId: { sql: 'e."api_session_id"', type: 'string' },
    identity: { sql: 'e."identity_id"', type: 'string' },
    identityId: { sql: 'e."identity_id"', type: 'string' },
    service: { sql: 'e."service_id"', type: 'string' },
    serviceId: { sql: 'e."service_id"', type: 'string' },
  },
};

export const CLIENT_TERMINATOR_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...base,
    service: { sql: 'e."service_id"', type: 'string' },
    serviceId: { sql: 'e."service_id"', type: 'string' },
    router: { sql: 'e."router_id"', type: 'string' },
    routerId: { sql: 'e."router_id"', type: 'string' },
    binding: { sql: 'e."binding"', type: 'string' },
    address: { sql: 'e."address"', type: 'string' },
    identity: { sql: 'e."identity"', type: 'string' },
    cost: { sql: 'e."cost"', type: 'number' },
    precedence: { sql: 'e."precedence"', type: 'string' },
  },
};
