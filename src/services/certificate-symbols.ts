import type { SymbolTable } from './core/list/compile';
import { baseFields } from './symbols';

/** Filterable fields of the caller's API session certificates. */
export const API_SESSION_CERTIFICATE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    subject: { sql: 'e."subject"', type: 'string' },
    fingerprint: { sql: 'e."fingerprint"', type: 'string' },
    validFrom: { sql: 'e."valid_from"', type: 'datetime' },
    validTo: { sql: 'e."valid_to"', type: 'datetime' },
  },
};
