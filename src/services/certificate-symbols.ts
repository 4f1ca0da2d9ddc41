import type { SymbolTable } from './core/list/compile';

/** Filterable fields of the caller's API session certificates. */
export const API_SESSION_CERTIFICATE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    id: { sql: 'e."id"', type: 'string' },
    createdAt: { sql: 'e."created_at"', type: 'datetime' },
    updatedAt: { sql: 'e."updated_at"', type: 'datetime' },
    subject: { sql: 'e."subject"', type: 'string' },
    fingerprint: { sql: 'e."fingerprint"', type: 'string' },
    validFrom: { sql: 'e."valid_from"', type: 'datetime' },
    validTo: { sql: 'e."valid_to"', type: 'datetime' },
  },
};
