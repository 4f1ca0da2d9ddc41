import type { SymbolTable } from './core/list/compile';

/** Fields of the session lists (client and management). */

const base = {
  id: { sql: 'e."id"', type: 'string' as const },
  createdAt: { sql: 'e."created_at"', type: 'datetime' as const },
  updatedAt: { sql: 'e."updated_at"', type: 'datetime' as const },
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

