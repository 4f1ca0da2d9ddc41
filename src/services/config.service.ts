import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Config, ConfigType, Identity, Service } from '../entities';
import type { ServiceDeps } from './service-deps';
import type { PolicyEngine } from './policy/policy-engine';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError, ValidationError, fieldError, type FieldCause } from './core/errors';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { changeEvent, inTransaction, isConstraintViolation, selfNotified, type TxScope } from './core/tx';
import { preparedQuery } from './core/sql';
import { NOTIFY_CHANNEL, isResync } from './core/events/entity-change';
import type { Patch } from './core/write-schema';
import { assertUniqueName, assertUniqueNameBy } from './core/validate';
import { mustExist, mustFind } from './core/find';
import { linearRegExp } from './core/linear-regexp';
import { CONFIG_FIELDS } from '../entities';
import { CONFIG_UPDATABLE, checkConfigCreate, checkConfigUpdate, type ConfigCreateInput, type ConfigField, type ConfigInput, type ServiceConfigPair } from './config.schema';

const SOURCE: ListSource = { table: '"configs"', symbols: CONFIG_FIELDS };

/** Requests for "all" config types use this name, so no config type may have it. */
export const ALL_CONFIG_TYPES = 'all';

// ---------------------------------------------------------------------------
// JSON Schema (draft-07, as OpenZiti): each distinct config type schema is compiled once.

// addUsedSchema: false, so that several config types may carry schemas with the same $id.
// Patterns run on a linear-time engine: a config type's schema is user input (linear-regexp.ts).
const ajv = new Ajv({ strict: false, allErrors: true, addUsedSchema: false, code: { regExp: linearRegExp } });
addFormats(ajv);
// OpenZiti's tunneler schemas (intercept.v1, host.v1/v2) give intercept and dial addresses this
// format and say that it must admit IPs, CIDRs and wildcards ('*.example.com', '10.0.0.0/8'), which a
// strict IDN hostname check refuses; as in OpenZiti's validator, any string passes it.
ajv.addFormat('idn-hostname', true);
const compiled = new Map<string, ValidateFunction>();
const MAX_COMPILED = 256;

/** Compiles a config type schema; an invalid one is a field error on `schema`. */
export function compileConfigSchema(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (fn) return fn;
  try {
    fn = ajv.compile(schema);
  } catch (err) {
    throw fieldError('schema', `invalid schema: ${(err as Error).message}`, key);
  }
  // An `$async` schema compiles to a validator returning a promise: always truthy, and rejected for
  // invalid data with nobody awaiting it, an unhandled rejection that ends the process.
  if ('$async' in fn && fn.$async) throw fieldError('schema', 'invalid schema: $async schemas are not supported', key);
  if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, fn);
  return fn;
}

/** Validates config data against its type's schema; each failure names its path under `data`. */
function assertConfigData(schema: Record<string, unknown>, data: unknown): void {
  const validate = compileConfigSchema(schema);
  if (!validate(data)) throw new ValidationError((validate.errors ?? []).map((e) => dataFieldCause(e, data)));
}

function dataFieldCause(e: ErrorObject, data: unknown): FieldCause {
  const path = e.instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let value: unknown = data;
  for (const p of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[p] : undefined;
  // A missing or unexpected property is named in the path, as the field it is about.
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  const property = e.keyword === 'required' ? params.missingProperty : e.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  if (property !== undefined) {
    path.push(property);
    value = e.keyword === 'required' ? undefined : (value as Record<string, unknown>)[property];
  }
  const field = ['data', ...path].join('.');
  return { field, reason: `${field} ${e.message ?? 'is invalid'}`, value };
}

/**
 * Stamps everyone who sees configs matching `where` (on alias c): identities that can see a
 * service using one, and identities overriding a service's config with one.
 */
export async function stampConfigUsers(engine: PolicyEngine, tx: TxScope, where: string, params: unknown[]): Promise<void> {
  const services = await tx.em.execute<{ id: string }[]>(
    `select distinct s."id" from "services" s join "configs" c on c."id" = any(s."configs") where ${where}`,
    params,
  );
  await engine.servicesChanged(tx, services.map((r) => r.id));
  const identities = await tx.em.execute<{ identity_id: string }[]>(
    `select distinct i."identity_id" from "identity_service_configs" i join "configs" c on c."id" = i."config_id" where ${where}`,
    params,
  );
  for (const { identity_id } of identities) await engine.identityServicesChanged(tx, identity_id);
}

// ---------------------------------------------------------------------------

/** A config type's schema as a one-statement create validates against it. */
interface CachedSchema {
  schema: Record<string, unknown>;
  /** md5 of the schema's stored text: the create inserts only while the type still has it. */
  fingerprint: string;
}

/** Configs: typed data attached to services (and per identity). */
export class ConfigService {
  /**
   * Config type schemas by id for the one-statement create: types are few and rarely change, so
   * a create needs no read of its type. Dropped on every instance when any config type changes
   * (or notifications may have been missed); in the moment before that drop, the statement's
   * fingerprint guard refuses to insert against a schema that is no longer the type's.
   */
  private readonly schemas = new Map<string, CachedSchema>();
  private static readonly MAX_SCHEMAS = 1024;

  constructor(private readonly deps: ServiceDeps) {
    deps.bus.onEntityChange((e) => {
      if (isResync(e) || e.entityType === 'config-types') this.schemas.clear();
    });
  }

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Config>> {
    requireAdmin(ctx);
    return this.withTypes(ctx.em, await listPage(ctx.em, Config, SOURCE, q));
  }

  async get(ctx: RequestCtx, id: string): Promise<Config> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** Several configs in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: readonly string[]): Promise<(Config | Error)[]> {
    requireAdmin(ctx);
    const found = new Map((await ctx.em.find(Config, { id: { $in: [...ids] } }, { populate: ['configType'] })).map((c) => [c.id, c]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('configs', id));
  }

  /** `GET /config-types/{id}/configs`: every config of a type. */
  async listByType(ctx: RequestCtx, configTypeId: string, q: ListQuery = {}): Promise<Page<Config>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, ConfigType, 'config-types', configTypeId);
    const source = { ...SOURCE, scope: { sql: 'e."config_type_id" = ?', params: [configTypeId] } };
    return this.withTypes(ctx.em, await listPage(ctx.em, Config, source, { ...q, limit: q.limit ?? -1 }));
  }

  /** The configs of several config types at once, by type id (GraphQL batch loading). */
  async listForTypes(ctx: RequestCtx, configTypeIds: readonly string[]): Promise<Config[][]> {
    requireAdmin(ctx);
    const all = await ctx.em.find(Config, { configType: { $in: [...configTypeIds] } }, { populate: ['configType'], orderBy: { name: 'asc', id: 'asc' } });
    return configTypeIds.map((id) => all.filter((c) => c.configType.id === id));
  }

  /** `GET /services/{id}/configs`: the configs a service uses. */
  async listByService(ctx: RequestCtx, serviceId: string, q: ListQuery): Promise<Page<Config>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Service, 'services', serviceId);
    const source = { ...SOURCE, scope: { sql: `e."id" = any(select unnest("configs") from "services" where "id" = ?)`, params: [serviceId] } };
    return this.withTypes(ctx.em, await listPage(ctx.em, Config, source, q));
  }

  async create(ctx: RequestCtx, raw: ConfigCreateInput): Promise<Config> {
    requireAdmin(ctx);
    const input = checkConfigCreate(ctx, raw);
    if (!ctx.em.isInTransaction()) {
      const created = await this.createInOneStatement(ctx, input);
      if (created) return created;
    }
    return inTransaction(ctx, async (tx) => {
      const type = await tx.em.findOne(ConfigType, { id: input.configTypeId });
      if (!type) throw fieldError('configTypeId', 'invalid config type', input.configTypeId);
      const config = tx.em.create(Config, { name: input.name, configType: type, data: input.data }, { persist: false });
      await this.apply(tx.em, config, type.schema, input, CONFIG_UPDATABLE);
      tx.em.persist(config);
      tx.emit('created', 'configs', config.id);
      return config;
    });
  }

  /**
   * The usual create (outside a caller's transaction) as ONE self-committing statement inserting
   * and announcing it (a new config is in no service yet: nobody to stamp), its data validated
   * against the type's cached schema. The statement inserts only while the type exists with that
   * very schema; the unique index refuses a taken name. Undefined when the input fails a check or
   * nothing was inserted: nothing was written, and the transactional path gives the exact answer.
   */
  private async createInOneStatement(ctx: RequestCtx, input: ConfigCreateInput): Promise<Config | undefined> {
    const cached = await this.cachedSchema(ctx.em, input.configTypeId);
    if (!cached) return undefined;
    const config = ctx.em.create(Config, { name: input.name, configType: input.configTypeId, data: input.data }, { persist: false });
    try {
      await this.apply(ctx.em, config, cached.schema, input, CONFIG_UPDATABLE, async () => false);
    } catch {
      return undefined;
    }
    const event = changeEvent('created', 'configs', config.id);
    const announcement = selfNotified(ctx, [event]);
    let inserted: unknown[];
    try {
      inserted = await preparedQuery(ctx.em, 'config-create', `with "ins" as (
          insert into "configs" ("id", "created_at", "updated_at", "tags", "name", "config_type_id", "data")
          select ?, ?, ?, ?::jsonb, ?, t."id", ?::json from "config_types" t where t."id" = ? and md5(t."schema"::text) = ?
          returning "id"
        )
        select pg_notify(?, ?) from "ins"`, [
        config.id, config.createdAt, config.updatedAt, JSON.stringify(config.tags), config.name, JSON.stringify(config.data),
        input.configTypeId, cached.fingerprint, NOTIFY_CHANNEL, JSON.stringify(event),
      ]);
    } catch (err) {
      if (isConstraintViolation(err)) return undefined;
      throw err;
    }
    if (inserted.length === 0) {
      this.schemas.delete(input.configTypeId);
      return undefined;
    }
    announcement.committed();
    return config;
  }

  /** The type's schema from the cache, or read once; undefined for an unknown type. */
  private async cachedSchema(em: EntityManager, typeId: string): Promise<CachedSchema | undefined> {
    const hit = this.schemas.get(typeId);
    if (hit) return hit;
    const [row] = await em.execute<{ schema: string; fingerprint: string }[]>(
      `select "schema"::text as "schema", md5("schema"::text) as "fingerprint" from "config_types" where "id" = ?`, [typeId],
    );
    if (!row) return undefined;
    const entry = { schema: JSON.parse(row.schema) as Record<string, unknown>, fingerprint: row.fingerprint };
    if (this.schemas.size >= ConfigService.MAX_SCHEMAS) this.schemas.delete(this.schemas.keys().next().value!);
    this.schemas.set(typeId, entry);
    return entry;
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, raw: Patch<ConfigInput>, patchFields?: string[]): Promise<Config> {
    requireAdmin(ctx);
    const { input, fields } = checkConfigUpdate(ctx, raw, patchFields);
    const mask = fields ? CONFIG_UPDATABLE.filter((f) => fields.includes(f)) : CONFIG_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const config = await this.mustFind(tx.em, id);
      const before = JSON.stringify([config.name, config.data]);
      await this.apply(tx.em, config, config.configType.getEntity().schema, input, mask);
      await tx.em.flush();
      if (JSON.stringify([config.name, config.data]) !== before) {
        await stampConfigUsers(this.deps.engine, tx, 'c."id" = ?', [id]);
      }
      tx.emit('updated', 'configs', id, mask);
      return config;
    });
  }

  /**
   * As OpenZiti: a config in use is still deleted. In the same transaction it leaves every
   * service that listed it and every identity override naming it (ON DELETE CASCADE); everyone
   * who saw it through either is stamped first, so their service-updates and service list
   * subscriptions move on commit.
   */
  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      // Locked first: a service taking the config (which reads it FOR SHARE) commits before we unlink.
      const [locked] = await tx.em.execute(`select "id" from "configs" where "id" = ? for update`, [id]);
      if (!locked) throw new NotFoundError('configs', id);
      await stampConfigUsers(this.deps.engine, tx, 'c."id" = ?', [id]);
      const unlinked = await tx.em.execute<{ id: string }[]>(
        `update "services" set "configs" = array_remove("configs", ?), "updated_at" = now() where ? = any("configs") returning "id"`,
        [id, id],
      );
      await tx.em.nativeDelete(Config, { id });
      for (const service of unlinked) tx.emit('updated', 'services', service.id, ['configs']);
      tx.emit('deleted', 'configs', id);
    });
  }

  // ---- per-identity overrides of service configs ----

  /** `GET /identities/{id}/service-configs`: the identity's overrides. */
  async listForIdentity(ctx: RequestCtx, identityId: string): Promise<IdentityServiceConfig[]> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Identity, 'identities', identityId);
    return ctx.em.execute<IdentityServiceConfig[]>(
      `select s."id" as "serviceId", s."name" as "serviceName", c."id" as "configId", c."name" as "configName"
       from "identity_service_configs" i join "services" s on s."id" = i."service_id" join "configs" c on c."id" = i."config_id"
       where i."identity_id" = ? order by s."name", c."name"`,
      [identityId],
    );
  }

  /** Overrides a service's config for an identity; it replaces any override of the same config type. */
  async assignForIdentity(ctx: RequestCtx, identityId: string, pairs: ServiceConfigPair[]): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await mustExist(tx.em, Identity, 'identities', identityId);
      await this.assertPairsExist(tx.em, pairs);
      for (const { serviceId, configId } of pairs) {
        await tx.em.execute(
          `delete from "identity_service_configs" i using "configs" c, "configs" n
           where i."identity_id" = ? and i."service_id" = ? and c."id" = i."config_id" and n."id" = ? and c."config_type_id" = n."config_type_id"`,
          [identityId, serviceId, configId],
        );
        await tx.em.execute(`insert into "identity_service_configs" ("identity_id", "service_id", "config_id") values (?, ?, ?)`, [identityId, serviceId, configId]);
      }
      await this.deps.engine.identityServicesChanged(tx, identityId);
      tx.emit('updated', 'identities', identityId, ['serviceConfigs']);
    });
  }

  /** Removes the given overrides of an identity, or all of them when none are given. */
  async removeForIdentity(ctx: RequestCtx, identityId: string, pairs?: ServiceConfigPair[] | null): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await mustExist(tx.em, Identity, 'identities', identityId);
      if (!pairs?.length) {
        await tx.em.execute(`delete from "identity_service_configs" where "identity_id" = ?`, [identityId]);
      } else {
        await this.assertPairsExist(tx.em, pairs);
        for (const { serviceId, configId } of pairs) {
          await tx.em.execute(`delete from "identity_service_configs" where "identity_id" = ? and "service_id" = ? and "config_id" = ?`, [identityId, serviceId, configId]);
        }
      }
      await this.deps.engine.identityServicesChanged(tx, identityId);
      tx.emit('updated', 'identities', identityId, ['serviceConfigs']);
    });
  }

  // ---------------------------------------------------------------------------

  /** Loads the config types of a page (one query) for presenting `configType`. */
  private async withTypes(em: EntityManager, page: Page<Config>): Promise<Page<Config>> {
    await em.populate(page.items, ['configType']);
    return page;
  }

  private async mustFind(em: EntityManager, id: string): Promise<Config> {
    return mustFind(em, Config, 'configs', id, {}, { populate: ['configType'] });
  }

  /** As OpenZiti: a pair naming an unknown service or config is NOT_FOUND. */
  private async assertPairsExist(em: EntityManager, pairs: ServiceConfigPair[]): Promise<void> {
    const serviceIds = [...new Set(pairs.map((p) => p.serviceId))];
    const configIds = [...new Set(pairs.map((p) => p.configId))];
    const services = new Set((await em.find(Service, { id: { $in: serviceIds } }, { fields: ['id'] })).map((s) => s.id));
    const configs = new Set((await em.find(Config, { id: { $in: configIds } }, { fields: ['id'] })).map((c) => c.id));
    const service = serviceIds.find((id) => !services.has(id));
    if (service !== undefined) throw new NotFoundError('services', service);
    const config = configIds.find((id) => !configs.has(id));
    if (config !== undefined) throw new NotFoundError('configs', config);
  }

  private async apply(
    em: EntityManager, config: Config, schema: Record<string, unknown>, input: Patch<ConfigInput>, mask: ConfigField[],
    /** Whether a name is taken; by default one query (the one-statement create leaves it to the unique index). */
    nameTaken?: (name: string) => Promise<boolean>,
  ): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name': {
          config.name = nameTaken ? await assertUniqueNameBy(input.name, nameTaken) : await assertUniqueName(em, Config, input.name, config.id);
          break;
        }
        case 'data': {
          const data = input.data ?? {};
          assertConfigData(schema, data);
          config.data = data;
          break;
        }
        case 'tags':
          config.tags = input.tags ?? {};
          break;
      }
    }
  }
}

/** One override: a service whose config of some type an identity sees replaced. */
export interface IdentityServiceConfig {
  serviceId: string;
  serviceName: string;
  configId: string;
  configName: string;
}
