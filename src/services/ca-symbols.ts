import type { SymbolTable } from './core/list/compile';
import { baseFields } from './symbols';

/** Filterable/sortable fields of the CA list, in the OpenZiti filter language's names. */
export const CA_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    name: { sql: 'e."name"', type: 'string' },
    fingerprint: { sql: 'e."fingerprint"', type: 'string' },
    certPem: { sql: 'e."cert_pem"', type: 'string' },
    isVerified: { sql: 'e."is_verified"', type: 'boolean' },
    isAutoCaEnrollmentEnabled: { sql: 'e."is_auto_ca_enrollment_enabled"', type: 'boolean' },
    isOttCaEnrollmentEnabled: { sql: 'e."is_ott_ca_enrollment_enabled"', type: 'boolean' },
    isAuthEnabled: { sql: 'e."is_auth_enabled"', type: 'boolean' },
    identityRoles: { sql: 'e."identity_roles"', type: 'string', set: true, sortable: false },
    identityNameFormat: { sql: 'e."identity_name_format"', type: 'string' },
    'externalIdClaim.location': { sql: `(e."external_id_claim"->>'location')`, type: 'string' },
    'externalIdClaim.matcher': { sql: `(e."external_id_claim"->>'matcher')`, type: 'string' },
    'externalIdClaim.matcherCriteria': { sql: `(e."external_id_claim"->>'matcherCriteria')`, type: 'string' },
    'externalIdClaim.parser': { sql: `(e."external_id_claim"->>'parser')`, type: 'string' },
    'externalIdClaim.parserCriteria': { sql: `(e."external_id_claim"->>'parserCriteria')`, type: 'string' },
    'externalIdClaim.index': { sql: `(e."external_id_claim"->>'index')::integer`, type: 'number' },
  },
};
