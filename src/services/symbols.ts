import type { SymbolTable } from './core/list/compile';

/** Filterable/sortable fields of each list, in the OpenZiti filter language's names. */

/** The fields every entity has (id, createdAt, updatedAt) under a table alias. */
export const baseFields = (alias: string) => ({
  id: { sql: `${alias}."id"`, type: 'string' as const },
  createdAt: { sql: `${alias}."created_at"`, type: 'datetime' as const },
  updatedAt: { sql: `${alias}."updated_at"`, type: 'datetime' as const },
});

export const IDENTITY_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"', appData: 'e."app_data"' },
  fields: {
    ...baseFields('e'),
    name: { sql: 'e."name"', type: 'string' },
    type: { sql: 'e."type_id"', type: 'string' },
    typeId: { sql: 'e."type_id"', type: 'string' },
    isAdmin: { sql: 'e."is_admin"', type: 'boolean' },
    isDefaultAdmin: { sql: 'e."is_default_admin"', type: 'boolean' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true, sortable: false },
    externalId: { sql: 'e."external_id"', type: 'string' },
    authPolicyId: { sql: 'e."auth_policy_id"', type: 'string' },
    authPolicy: { sql: 'e."auth_policy_id"', type: 'string' },
    // A timed disable lapses on its own: the filter agrees with the `disabled` the detail shows.
    disabled: { sql: '(e."disabled" AND (e."disabled_until" IS NULL OR e."disabled_until" > now()))', type: 'boolean' },
    disabledAt: { sql: 'e."disabled_at"', type: 'datetime' },
    disabledUntil: { sql: 'e."disabled_until"', type: 'datetime' },
    defaultHostingCost: { sql: 'e."default_hosting_cost"', type: 'number' },
    defaultHostingPrecedence: { sql: 'e."default_hosting_precedence"', type: 'string' },
  },
};

export const AUTHENTICATOR_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    method: { sql: 'e."method"', type: 'string' },
    username: { sql: 'e."username"', type: 'string' },
    fingerprint: { sql: 'e."fingerprint"', type: 'string' },
    identity: { sql: 'e."identity_id"', type: 'string' },
    identityId: { sql: 'e."identity_id"', type: 'string' },
    isIssuedByNetwork: { sql: 'e."is_issued_by_network"', type: 'boolean' },
  },
};

export const API_SESSION_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    identity: { sql: 'e."identity_id"', type: 'string' },
    identityId: { sql: 'e."identity_id"', type: 'string' },
    authenticatorId: { sql: 'e."authenticator_id"', type: 'string' },
    ipAddress: { sql: 'e."ip_address"', type: 'string' },
    lastActivityAt: { sql: 'e."last_activity_at"', type: 'datetime' },
    isMfaRequired: { sql: 'e."is_mfa_required"', type: 'boolean' },
    isMfaComplete: { sql: 'e."is_mfa_complete"', type: 'boolean' },
  },
};

export const IDENTITY_TYPE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: { ...baseFields('e'), name: { sql: 'e."name"', type: 'string' } },
};

/** Role attribute lists are lists of strings; the attribute itself is both `id` and `name`. */
export const ROLE_ATTRIBUTE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  fields: { id: { sql: 'e."id"', type: 'string' }, name: { sql: 'e."id"', type: 'string' } },
};
