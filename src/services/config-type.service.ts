import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Config, ConfigType } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, ReferencedEntityError, fieldError } from './core/errors';
import { mustFind } from './core/find';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import type { Patch } from './core/write-schema';
import { assertUniqueName } from './core/validate';
import { ALL_CONFIG_TYPES, compileConfigSchema, stampConfigUsers } from './config.service';
import { CONFIG_TYPE_FIELDS } from '../entities';
import { CONFIG_TYPE_UPDATABLE, checkConfigTypeCreate, checkConfigTypeUpdate, type ConfigTypeField, type ConfigTypeInput } from './config-type.schema';

const SOURCE: ListSource = { table: '"config_types"', symbols: CONFIG_TYPE_FIELDS };

/**
 * OpenZiti's built-in config types (seeded by migration 0016 with OpenZiti's fixed ids): tunnelers
 * and SDKs ask for them by id and name and read configs by their schemas, so they are system
 * entities: never deleted, renamed or given another schema (their tags may change).
 */
export const BUILTIN_CONFIG_TYPE_IDS: ReadonlySet<string> = new Set([
  'f2dd2df0-9c04-4b84-a91e-71437ac229f1', // ziti-tunneler-client.v1
  'cea49285-6c07-42cf-9f52-09a9b115c783', // ziti-tunneler-server.v1
  'g7cIWbcGg', // intercept.v1
  'NH5p4FpGR', // host.v1
  'host.v2', // host.v2
]);

function systemEntityError(code: 'ENTITY_CAN_NOT_BE_DELETED' | 'ENTITY_CAN_NOT_BE_UPDATED', message: string): ApiError {
  return new ApiError(code, { cause: { message }, causeMessage: message });
}

/** Config types: named JSON Schemas for config data. */
export class ConfigTypeService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<ConfigType>> {
    requireAdmin(ctx);
    return listPage(ctx.em, ConfigType, SOURCE, q);
  }

  async get(ctx: RequestCtx, id: string): Promise<ConfigType> {
    requireAdmin(ctx);
    return mustFind(ctx.em, ConfigType, 'config-types', id);
  }

  /** Several config types in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: readonly string[]): Promise<(ConfigType | Error)[]> {
    requireAdmin(ctx);
    const found = new Map((await ctx.em.find(ConfigType, { id: { $in: [...ids] } })).map((t) => [t.id, t]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('config-types', id));
  }

  async create(ctx: RequestCtx, raw: ConfigTypeInput): Promise<ConfigType> {
    requireAdmin(ctx);
    const input = checkConfigTypeCreate(ctx, raw);
    return inTransaction(ctx, async (tx) => {
      const type = tx.em.create(ConfigType, { name: input.name }, { persist: false });
      await this.apply(tx.em, type, input, CONFIG_TYPE_UPDATABLE);
      tx.em.persist(type);
      tx.emit('created', 'config-types', type.id);
      return type;
    });
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, raw: Patch<ConfigTypeInput>, patchFields?: string[]): Promise<ConfigType> {
    requireAdmin(ctx);
    const { input, fields } = checkConfigTypeUpdate(ctx, raw, patchFields);
    const mask = fields ? CONFIG_TYPE_UPDATABLE.filter((f) => fields.includes(f)) : CONFIG_TYPE_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const type = await mustFind(tx.em, ConfigType, 'config-types', id);
      if (BUILTIN_CONFIG_TYPE_IDS.has(id)) this.assertSystemFieldsKept(type, input, mask);
      const oldName = type.name;
      await this.apply(tx.em, type, input, mask);
      await tx.em.flush();
      // Clients see config data keyed by type name: a rename changes every service using the type.
      if (type.name !== oldName) {
        await stampConfigUsers(this.deps.engine, tx, 'c."config_type_id" = ?', [id]);
      }
      tx.emit('updated', 'config-types', id, mask);
      return type;
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      const type = await mustFind(tx.em, ConfigType, 'config-types', id);
      if (BUILTIN_CONFIG_TYPE_IDS.has(id)) throw systemEntityError('ENTITY_CAN_NOT_BE_DELETED', `config type '${type.name}' is a system entity`);
      const configs = await tx.em.count(Config, { configType: id });
      if (configs) throw new ReferencedEntityError(`the config type is used by ${configs} config(s)`);
      await tx.em.nativeDelete(ConfigType, { id });
      tx.emit('deleted', 'config-types', id);
    });
  }

  /** A built-in type keeps its name and schema: an update may restate them (PUT of what GET gave), not change them. */
  private assertSystemFieldsKept(type: ConfigType, input: Patch<ConfigTypeInput>, mask: ConfigTypeField[]): void {
    const renamed = mask.includes('name') && input.name !== type.name;
    const reschemed = mask.includes('schema') && !isDeepStrictEqual(input.schema ?? {}, type.schema);
    if (renamed || reschemed) {
      throw systemEntityError('ENTITY_CAN_NOT_BE_UPDATED', `config type '${type.name}' is a system entity: its ${renamed ? 'name' : 'schema'} can not be changed`);
    }
  }

  private async apply(em: EntityManager, type: ConfigType, input: Patch<ConfigTypeInput>, mask: ConfigTypeField[]): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name': {
          if (input.name === ALL_CONFIG_TYPES) throw fieldError('name', `name '${ALL_CONFIG_TYPES}' is reserved and may not be used`, input.name);
          type.name = await assertUniqueName(em, ConfigType, input.name, type.id);
          break;
        }
        case 'schema': {
          const schema = input.schema ?? {};
          compileConfigSchema(schema);
          type.schema = schema;
          break;
        }
        case 'tags':
          type.tags = input.tags ?? {};
          break;
      }
    }
  }
}
