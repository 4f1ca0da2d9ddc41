import type { SymbolTable } from './core/list/compile';
import { baseFields } from './symbols';

/** Filterable/sortable fields of the catalog lists (config types, configs, services, terminators). */

/** A name read through a foreign key, as OpenZiti's dotted symbols (`service.name`). */
const nameOf = (table: string, fk: string) => ({ sql: `(select x."name" from "${table}" x where x."id" = ${fk})`, type: 'string' as const });

export const CONFIG_TYPE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: { ...baseFields('e'), name: { sql: 'e."name"', type: 'string' } },
};

export const CONFIG_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"', data: 'e."data"' },
  fields: {
    ...baseFields('e'),
    name: { sql: 'e."name"', type: 'string' },
    type: { sql: 'e."config_type_id"', type: 'string' },
    configType: { sql: 'e."config_type_id"', type: 'string' },
    configTypeId: { sql: 'e."config_type_id"', type: 'string' },
    'configType.name': nameOf('config_types', 'e."config_type_id"'),
  },
};

export const SERVICE_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    name: { sql: 'e."name"', type: 'string' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true, sortable: false },
    configs: { sql: 'e."configs"', type: 'string', set: true, sortable: false },
    terminatorStrategy: { sql: 'e."terminator_strategy"', type: 'string' },
    encryptionRequired: { sql: 'e."encryption_required"', type: 'boolean' },
    maxIdleTimeMillis: { sql: 'e."max_idle_time_millis"', type: 'number' },
  },
};

export const TERMINATOR_SYMBOLS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    ...baseFields('e'),
    service: { sql: 'e."service_id"', type: 'string' },
    serviceId: { sql: 'e."service_id"', type: 'string' },
    'service.name': nameOf('services', 'e."service_id"'),
    router: { sql: 'e."router_id"', type: 'string' },
    routerId: { sql: 'e."router_id"', type: 'string' },
    'router.name': nameOf('routers', 'e."router_id"'),
    binding: { sql: 'e."binding"', type: 'string' },
    address: { sql: 'e."address"', type: 'string' },
    identity: { sql: 'e."identity"', type: 'string' },
    cost: { sql: 'e."cost"', type: 'number' },
    precedence: { sql: 'e."precedence"', type: 'string' },
  },
};
