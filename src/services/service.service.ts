import type { EntityManager } from '@mikro-orm/postgresql';
import { Config, Service } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type Actor, type RequestCtx } from './core/context';
import type { AccessService, PolicyPostureQueries } from './access.service';
import { NotFoundError, atItem, atItemAsync, fieldError } from './core/errors';
import { mustExist, mustFind } from './core/find';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { preparedQuery, textArray } from './core/sql';
import { changeEvent, inTransaction, isConstraintViolation, statementEvents } from './core/tx';
import { NOTIFY_CHANNEL } from './core/events/entity-change';
import { EVENT_LAST, announcedParams } from './policy/policy-engine';
import type { Patch } from './core/write-schema';
import { assertRoleAttributes, assertUniqueNameBy } from './core/validate';
import { ALL_CONFIG_TYPES } from './config.service';
import { IdentityService, type IdentityDetail } from './identity.service';
import { listEntities, relatedThrough } from './policy/policy-lists';
import { SERVICE_FIELDS } from '../entities';
import { attributesKeepPoliciesCtes } from './policy/match-sql';
import { sidesOfEntity } from './policy/policy-sides';
import { lapsedSessionsSql } from './session/lapsed-sessions';
import { SERVICE_UPDATABLE, checkServiceCreate, checkServiceUpdate, type ServiceCreateInput, type ServiceField, type ServiceInput, type ServiceUpdateInput } from './service.schema';

/** What a patch may change in one statement: every updatable field but configs (which are checked against other rows). */
const ONE_STATEMENT_PATCH = new Set<ServiceField>(['name', 'roleAttributes', 'terminatorStrategy', 'maxIdleTimeMillis', 'tags']);
type OneStatementField = 'name' | 'roleAttributes' | 'terminatorStrategy' | 'maxIdleTimeMillis' | 'tags';
/**
 * Their columns, with the cast of their parameter and a letter naming the field in the prepared
 * statement's name (PostgreSQL cuts names at 63 bytes: field names would make two masks one name).
 */
const PATCH_COLUMNS: Record<OneStatementField, [column: string, cast: string, letter: string]> = {
  name: ['name', '?::text', 'n'],
  roleAttributes: ['role_attributes', '?::text[]', 'r'],
  terminatorStrategy: ['terminator_strategy', '?::text', 's'],
  maxIdleTimeMillis: ['max_idle_time_millis', '?::bigint', 'm'],
  tags: ['tags', '?::jsonb', 't'],
};

const SOURCE: ListSource = { table: '"services"', symbols: SERVICE_FIELDS, roleAttributesSql: 'e."role_attributes"' };

/** The terminator strategies OpenZiti's fabric knows. */
export const TERMINATOR_STRATEGIES = ['smartrouting', 'weighted', 'random', 'sticky', 'ha'];

export type Permission = 'Dial' | 'Bind';

/** Config type name → config data. */
export type ConfigMap = Record<string, Record<string, unknown>>;

/** A service with what its management view derives from other tables. */
export interface ServiceDetail {
  service: Service;
  /** Configs of the service by config type name (only the requested types, when asked for some). */
  config: ConfigMap;
  /** Admins may always Bind and Dial. */
  permissions: Permission[];
  /** The posture queries of the policies granting the service to the viewer (as OpenZiti: the caller's own). */
  postureQueries: PolicyPostureQueries[];
}

/**
 * Config data of services by config type name, for the requested config types (names or ids;
 * `all` for every type; none gives none), the identity's own service configs replacing the
 * service's of the same type. One query for any number of services.
 */
export async function configsFor(em: EntityManager, serviceIds: string[], identityId: string | null, configTypes: string[]): Promise<Map<string, ConfigMap>> {
  const out = new Map<string, ConfigMap>();
  if (!serviceIds.length || !configTypes.length) return out;
  const rows = await em.execute<{ service_id: string; type_name: string; data: Record<string, unknown> }[]>(
    `select x."service_id", ct."name" as type_name, c."data" from (
       select s."id" as service_id, unnest(s."configs") as config_id, false as own from "services" s where s."id" = any(?::text[])
       union all
       select i."service_id", i."config_id", true from "identity_service_configs" i where i."identity_id" = ? and i."service_id" = any(?::text[])
     ) x join "configs" c on c."id" = x."config_id" join "config_types" ct on ct."id" = c."config_type_id"
     where ?::boolean or ct."name" = any(?::text[]) or ct."id" = any(?::text[])
     order by x."own"`,
    [textArray(serviceIds), identityId, textArray(serviceIds), configTypes.includes(ALL_CONFIG_TYPES), textArray(configTypes), textArray(configTypes)],
  );
  for (const r of rows) {
    const map = out.get(r.service_id) ?? {};
    map[r.type_name] = r.data; // the identity's own configs come last and win
    out.set(r.service_id, map);
  }
  return out;
}

/**
 * Services of the network (management view) and their configs. The policies selecting a service
 * and the edge routers it is reachable through are lists of the policy service.
 */
export class ServiceService {
  constructor(
    private readonly deps: ServiceDeps,
    /** The registry's identity service (services/index.ts), for the identities of a service. */
    private readonly identities: IdentityService,
    /** The registry's access service, for the caller's posture queries on a service. */
    private readonly access: AccessService,
  ) {}

  /** `configTypes` (names or ids, `all`) limits the `config` map; without it every config is shown. */
  async list(ctx: RequestCtx, q: ListQuery, configTypes?: string[]): Promise<Page<ServiceDetail>> {
    requireAdmin(ctx);
    const page = await listPage(ctx.em, Service, SOURCE, q);
    return { ...page, items: await this.describe(ctx.em, page.items, ctx.actor, configTypes) };
  }

  async get(ctx: RequestCtx, id: string): Promise<ServiceDetail> {
    requireAdmin(ctx);
    const [detail] = await this.describe(ctx.em, [await this.mustFind(ctx.em, id)], ctx.actor);
    return detail;
  }

  /** Services as the fabric API shows them: the rows alone (no configs, permissions or posture). */
  async listFabric(ctx: RequestCtx, q: ListQuery): Promise<Page<Service>> {
    requireAdmin(ctx);
    return listPage(ctx.em, Service, SOURCE, q);
  }

  async getFabric(ctx: RequestCtx, id: string): Promise<Service> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** Details of several services in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: readonly string[]): Promise<(ServiceDetail | Error)[]> {
    requireAdmin(ctx);
    const found = await this.describe(ctx.em, await ctx.em.find(Service, { id: { $in: [...ids] } }), ctx.actor);
    const byId = new Map(found.map((d) => [d.service.id, d]));
    return ids.map((id) => byId.get(id) ?? new NotFoundError('services', id));
  }

  /** `GET /configs/{id}/services`: services using a config. */
  async listByConfig(ctx: RequestCtx, configId: string, q: ListQuery): Promise<Page<ServiceDetail>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Config, 'configs', configId);
    const page = await listPage(ctx.em, Service, { ...SOURCE, scope: { sql: '? = any(e."configs")', params: [configId] } }, q);
    return { ...page, items: await this.describe(ctx.em, page.items, ctx.actor) };
  }

  async create(ctx: RequestCtx, raw: ServiceCreateInput): Promise<Service> {
    requireAdmin(ctx);
    const input = checkServiceCreate(ctx, raw);
    if (!input.configs?.length && !ctx.em.isInTransaction()) {
      const created = await this.createInOneStatement(ctx, input);
      if (created) return created;
    }
    return inTransaction(ctx, async (tx) => {
      const service = tx.em.create(Service, { name: input.name, encryptionRequired: input.encryptionRequired }, { persist: false });
      await this.apply(tx.em, service, input, SERVICE_UPDATABLE);
      tx.em.persist(service);
      await tx.em.flush();
      await this.deps.engine.refreshEntity(tx, 'service', service.id);
      tx.emit('created', 'services', service.id);
      return service;
    });
  }

  /**
   * The usual create (no configs, outside a caller's transaction) as ONE self-committing
   * statement: the insert, its matching into every policy selecting it (the policy engine's
   * statement, on the row the insert returns), the stamps of the identities it reaches, and the
   * notifications, announced from the committing statement as every write's are. The unique
   * index refuses a taken name. Undefined when the input fails a check or the statement is
   * refused: nothing was written, and the transactional path gives the exact answer.
   */
  private async createInOneStatement(ctx: RequestCtx, input: ServiceCreateInput): Promise<Service | undefined> {
    // A plain instance, as the statement below writes it: never flushed, so the ORM's bookkeeping of em.create is not needed.
    const service = Object.assign(new Service(), { name: input.name, encryptionRequired: input.encryptionRequired });
    try {
      await this.apply(ctx.em, service, input, SERVICE_UPDATABLE, { nameTaken: async () => false, configs: async () => new Map() });
    } catch {
      return undefined;
    }
    const engine = this.deps.engine;
    const created = engine.createdEntitiesCtes('service');
    const event = changeEvent('created', 'services', service.id);
    const events = statementEvents(ctx, [event]);
    const s = service;
    try {
      const [row] = await preparedQuery<{ events: string[] }>(ctx.em, 'service-create', `with "ins" as (
          insert into "services" ("id", "created_at", "updated_at", "tags", "name", "role_attributes", "configs", "terminator_strategy", "encryption_required", "max_idle_time_millis")
          values (?, ?, ?, ?::jsonb, ?, ?::text[], '{}', ?, ?, ?)
          returning "id", "role_attributes"
        ),
        ents as (select "id", "role_attributes" from "ins"),
        ${created.sql},
        ${engine.announcedCte()},
        payloads (ord, payload) as (select ord, payload from announced union all select ${EVENT_LAST}, ?::text from "ins")
        select coalesce((select json_agg(p.payload order by p.ord) from (select ord, payload, pg_notify(?, payload) from payloads order by ord) p), '[]'::json) as "events"`, [
        s.id, s.createdAt, s.updatedAt, JSON.stringify(s.tags), s.name, textArray(s.roleAttributes), s.terminatorStrategy, s.encryptionRequired, s.maxIdleTimeMillis,
        ...created.params,
        ...announcedParams(events),
        JSON.stringify(event),
        NOTIFY_CHANNEL,
      ]);
      events.committed(row.events);
      return service;
    } catch (err) {
      if (isConstraintViolation(err)) return undefined;
      throw err;
    }
  }

  /**
   * Creates many services in one transaction (the configuration import): each input checked by
   * the same rules as `create` (names and configs looked up once for all of them), then one
   * insert, one policy evaluation for all and their events. A refused input throws an ItemError
   * naming its index; nothing is created.
   */
  async createMany(ctx: RequestCtx, raw: ServiceCreateInput[]): Promise<Service[]> {
    requireAdmin(ctx);
    const inputs = raw.map((input, index) => atItem(index, () => checkServiceCreate(ctx, input)));
    return inTransaction(ctx, async (tx) => {
      const names = await tx.em.execute<{ name: string }[]>('select "name" from "services" where "name" = any(?::text[])', [
        textArray([...new Set(inputs.map((i) => i.name))]),
      ]);
      const taken = new Set(names.map((r) => r.name));
      const configs = await this.lockConfigs(tx.em, inputs.flatMap((i) => i.configs ?? []));
      const checks: ServiceChecks = {
        // Taken by an existing service, or by an input before this one.
        nameTaken: async (name) => taken.has(name) || (taken.add(name), false),
        configs: async () => configs,
      };
      const services: Service[] = [];
      for (const [index, input] of inputs.entries()) {
        services.push(await atItemAsync(index, async () => {
          const service = tx.em.create(Service, { name: input.name, encryptionRequired: input.encryptionRequired }, { persist: false });
          await this.apply(tx.em, service, input, SERVICE_UPDATABLE, checks);
          return service;
        }));
      }
      for (const service of services) tx.em.persist(service);
      await tx.em.flush();
      await this.deps.engine.entitiesCreated(tx, 'service', services.map((s) => s.id));
      for (const service of services) tx.emit('created', 'services', service.id);
      return services;
    });
  }

  /**
   * PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the
   * request. encryptionRequired is fixed at create: a REST body may repeat the service's value (clients
   * send a whole service back), a different one is refused rather than silently kept.
   */
  async update(ctx: RequestCtx, id: string, raw: Patch<ServiceUpdateInput>, patchFields?: string[]): Promise<Service>;
  async update(ctx: RequestCtx, id: string, raw: Patch<ServiceUpdateInput>, patchFields: string[] | undefined, answer: false): Promise<void>;
  async update(ctx: RequestCtx, id: string, raw: Patch<ServiceUpdateInput>, patchFields?: string[], answer = true): Promise<Service | void> {
    requireAdmin(ctx);
    const { input, fields } = checkServiceUpdate(ctx, raw, patchFields);
    const mask = fields ? SERVICE_UPDATABLE.filter((f) => fields.includes(f)) : SERVICE_UPDATABLE;
    if (mask.length && mask.every((f) => ONE_STATEMENT_PATCH.has(f)) && !ctx.em.isInTransaction()) {
      const updated = await this.patchInOneStatement(ctx, id, input, mask, answer);
      if (updated) return updated === true ? undefined : updated;
    }
    return inTransaction(ctx, async (tx) => {
      const service = await this.mustFind(tx.em, id);
      const { encryptionRequired } = input;
      if (encryptionRequired !== undefined && encryptionRequired !== service.encryptionRequired) {
        throw fieldError('encryptionRequired', `encryptionRequired is fixed at create (it is ${service.encryptionRequired})`, encryptionRequired);
      }
      const before = this.content(service);
      const attributes = JSON.stringify(service.roleAttributes);
      await this.apply(tx.em, service, input, mask);
      await tx.em.flush();
      if (JSON.stringify(service.roleAttributes) !== attributes) await this.deps.engine.refreshEntity(tx, 'service', id);
      // Identities see the whole service, role attributes included: any visible change stamps them.
      if (this.content(service) !== before) await this.deps.engine.servicesChanged(tx, [id]);
      tx.emit('updated', 'services', id, mask);
      return service;
    });
  }

  /**
   * A patch of anything but configs (the usual automation edit) as ONE self-committing
   * statement: the update, the stamps of the identities that see the service (when what they see
   * of it changed, as `update` compares it), and the notifications, announced from the committing
   * statement. Made only when no policy names a role attribute the service gains or loses (it stays
   * in exactly the policies it is in: no access or session changes, `update` would refresh its
   * matches to the same), and encryptionRequired, if given, is the service's. The unique index
   * refuses a taken name.
   * Undefined when any of that does not hold, the service does not exist or the input is
   * refused: nothing was written, and the transactional path does the rest and gives the exact
   * answer. True when it was written and no `answer` was asked for (nothing read back).
   */
  private async patchInOneStatement(ctx: RequestCtx, id: string, input: Patch<ServiceUpdateInput>, mask: ServiceField[], answer: boolean): Promise<Service | true | undefined> {
    // The checks of `apply` that need no query, on a scratch copy (the name's uniqueness is the index's).
    const next = {} as Service;
    try {
      await this.apply(ctx.em, next, input, mask, { nameTaken: async () => false, configs: async () => new Map() });
    } catch {
      return undefined;
    }
    const columns = mask.map((f) => PATCH_COLUMNS[f as OneStatementField]);
    const values = mask.map((f) => {
      const v = next[f as OneStatementField];
      return f === 'tags' ? JSON.stringify(v) : f === 'roleAttributes' ? textArray(v as string[]) : v;
    });
    const roleAttributes = mask.includes('roleAttributes') ? next.roleAttributes : undefined;
    // Only when no policy names an attribute the service gains or loses (so its matches stay as they are).
    const same = roleAttributes ? `${attributesKeepPoliciesCtes('service')},` : 'same as (select true as "ok"),';
    const sameParams = roleAttributes ? [id, textArray(roleAttributes), textArray(roleAttributes)] : [];
    const unmoved = roleAttributes ? 'and s."role_attributes" = (select "role_attributes" from cur)' : '';
    const encryption = input.encryptionRequired === undefined ? '' : 'and s."encryption_required" = ?::boolean';
    const engine = this.deps.engine;
    const event = changeEvent('updated', 'services', id, mask);
    const events = statementEvents(ctx, [event]);
    // `prev.changed`: what identities see of the service changes (for equal values MikroORM, too, writes nothing and stamps nobody).
    const cols = (alias: string) => columns.map(([column]) => `${alias}."${column}"`).join(', ');
    try {
      const rows = await preparedQuery<Record<string, unknown> & { events: string[] }>(ctx.em, `service-patch-${columns.map(([, , letter]) => letter).join('')}${encryption ? '-e' : ''}${answer ? '' : '-quiet'}`, `with ${same}
        nv as (select ${columns.map(([column, cast]) => `${cast} as "${column}"`).join(', ')}),
        prev as (select s."id", row(${cols('s')}) is distinct from row(${cols('nv')}) as "changed" from "services" s, nv where s."id" = ?),
        upd as (update "services" s set ${columns.map(([column]) => `"${column}" = nv."${column}"`).join(', ')},
            "updated_at" = case when prev."changed" then ?::timestamptz else s."updated_at" end
          from nv, prev where s."id" = prev."id" and (select "ok" from same) ${unmoved} ${encryption}
          returning ${answer ? 's.*' : 's."id"'}, prev."changed" as "content_changed"),
        ${engine.changedServiceCtes('exists (select 1 from upd where upd."content_changed")')},
        ${engine.announcedCte()},
        payloads (ord, payload) as (select ord, payload from announced union all select ${EVENT_LAST}, ?::text from upd)
        select upd.*, coalesce((select json_agg(p.payload order by p.ord) from (select ord, payload, pg_notify(?, payload) from payloads order by ord) p), '[]'::json) as "events"
        from upd`, [
        ...sameParams,
        ...values,
        id,
        new Date(),
        ...(encryption ? [input.encryptionRequired] : []),
        id,
        ...announcedParams(events),
        JSON.stringify(event),
        NOTIFY_CHANNEL,
      ]);
      if (!rows.length) return undefined;
      const { events: payloads, content_changed: _changed, ...row } = rows[0];
      events.committed(payloads);
      return answer ? ctx.em.map(Service, row) : true;
    } catch (err) {
      if (isConstraintViolation(err)) return undefined;
      throw err;
    }
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    if (!ctx.em.isInTransaction() && ((await this.deleteUnselected(ctx, id)) || (await this.deleteInOneStatement(ctx, id)))) return;
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      await this.deps.engine.removeEntity(tx, 'service', id);
      // Terminators, sessions and identity service configs go with it (ON DELETE CASCADE).
      await tx.em.nativeDelete(Service, { id });
      tx.emit('deleted', 'services', id);
    });
  }

  /**
   * The delete of a service no policy selects or names by `@id` as one small statement: its
   * deletion takes terminators, sessions and identity service configs with it (ON DELETE
   * CASCADE) and stamps nobody, as deleteInOneStatement would. False when there is no such
   * service or a policy selects or names it (nothing was written): deleteInOneStatement does
   * the rest. That statement's plan depends on the sessions table, and PostgreSQL re-plans it on
   * every execution once that table is large (~8 ms of planning each with ~28,000 sessions,
   * against ~1 ms to run it): most deleted services are selected by no policy.
   */
  private async deleteUnselected(ctx: RequestCtx, id: string): Promise<boolean> {
    const event = changeEvent('deleted', 'services', id);
    const events = statementEvents(ctx, [event]);
    const named = sidesOfEntity('service')
      .map((side) => `not exists (select 1 from "${side.policyTable}" p where zt_role_ids(p."${side.rolesColumn}") @> array[?::text])`)
      .join(' and ');
    const [row] = await preparedQuery<{ deleted: boolean }>(ctx.em, 'service-delete-unselected', `with d as (
        delete from "services" where "id" = ?
          and not exists (select 1 from "policy_matches" m where m."entity_kind" = 'service' and m."entity_id" = ?)
          and ${named}
        returning "id"),
      announced as (select pg_notify(?, ?::text) from d)
      select exists (select 1 from d) as "deleted", (select count(*) from announced) as "announced"`, [
      id, id, ...sidesOfEntity('service').map(() => id), NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (!row?.deleted) return false;
    events.committed([JSON.stringify(event)]);
    return true;
  }

  /**
   * The usual delete (outside a caller's transaction) as ONE self-committing statement, doing
   * what the transactional path does: the service's policy matches go, the identities of the
   * service policies that selected it are stamped, the sessions that no longer hold end (each
   * announced, as endLapsedSessions does: of the service, the non-admin ones of those
   * identities; of their other services, the ones that lapsed), no policy keeps an `@id` role
   * naming it, and the delete takes terminators, sessions and identity service configs with it
   * (ON DELETE CASCADE). False when there is no such service: nothing was written, and the
   * transactional path gives the exact answer.
   */
  private async deleteInOneStatement(ctx: RequestCtx, id: string): Promise<boolean> {
    const when = '(select "ok" from "chk")';
    const engine = this.deps.engine;
    const removed = engine.removedServiceCtes(id, when);
    const event = changeEvent('deleted', 'services', id);
    const events = statementEvents(ctx, [event]);
    // Sessions of the stamped identities, as endLapsedSessions(stamped) would find them once the matches are gone.
    const others = 's."identity_id" in (select "identity_id" from stamped) and s."service_id" <> ?';
    const [row] = await preparedQuery<{ deleted: boolean; events: string[] }>(ctx.em, 'service-delete', `with "chk" as (select exists (select 1 from "services" where "id" = ?) as "ok"),
      ${removed.sql},
      ${lapsedSessionsSql(others)},
      locked as (
        select x."id" from "sessions" x where x."id" in (
          select "id" from lapsed
          union all
          select s."id" from "sessions" s join "identities" i on i."id" = s."identity_id" and not i."is_admin"
          where s."service_id" = ? and s."identity_id" in (select "identity_id" from stamped))
        order by x."id" for update of x),
      ended as (delete from "sessions" e using locked l where e."id" = l."id" returning e."id"),
      d as (delete from "services" where "id" = ? and ${when} returning "id"),
      ${engine.announcedCte()},
      payloads (ord, payload) as (
        select -${EVENT_LAST} + row_number() over (order by "id"), json_build_object('eventId', ?::text || '.s' || row_number() over (order by "id"),
          'eventType', 'deleted', 'entityType', 'sessions', 'entityId', "id", 'timestamp', ?::text, 'origin', ?::text)::text from ended
        union all select ord, payload from announced
        union all select ${EVENT_LAST}, ?::text from d)
      select exists (select 1 from d) as "deleted",
        coalesce((select json_agg(p.payload order by p.ord) from (select ord, payload, pg_notify(?, payload) from payloads order by ord) p), '[]'::json) as "events"`, [
      id,
      ...removed.params,
      id, id,
      id,
      id,
      ...announcedParams(events),
      events.family, events.timestamp, events.origin,
      JSON.stringify(event),
      NOTIFY_CHANNEL,
    ]);
    if (!row?.deleted) return false;
    events.committed(row.events);
    return true;
  }

  // ---- what policies relate to a service ----

  /** Identities that may use the service, optionally only to Dial or to Bind it (`policyType` dial|bind). */
  async listIdentities(ctx: RequestCtx, id: string, q: ListQuery, policyType?: string): Promise<Page<IdentityDetail>> {
    requireAdmin(ctx);
    await this.mustFind(ctx.em, id);
    const type = parsePolicyType(policyType);
    const scope = type
      ? {
          sql: `e."id" in (select pi."entity_id" from "policy_matches" ps
            join "service_policies" sp on sp."id" = ps."policy_id" and sp."type" = ?
            join "policy_matches" pi on pi."policy_id" = ps."policy_id" and pi."entity_kind" = 'identity'
            where ps."entity_kind" = 'service' and ps."entity_id" = ? and ps."policy_kind" = 'service-policy')`,
          params: [type, id],
        }
      : relatedThrough('service', id, 'service-policy', 'identity');
    const page = await listEntities(ctx.em, 'identity', scope, q);
    return { ...page, items: await this.identities.describe(ctx.em, page.items) };
  }

  // ---------------------------------------------------------------------------

  /** Configs (all, or the requested types) and permissions of services, in one query. */
  /**
   * The management view of services. `viewer` is the caller: its posture queries on each service
   * are shown (evaluated for its API session), as OpenZiti's management service view shows them.
   */
  async describe(em: EntityManager, services: Service[], viewer: Actor, configTypes?: string[]): Promise<ServiceDetail[]> {
    const ids = services.map((s) => s.id);
    const types = configTypes?.length ? configTypes : [ALL_CONFIG_TYPES];
    const configs = await configsFor(em, ids, null, types);
    const posture = viewer.kind === 'identity' && ids.length ? await this.access.postureQueriesOf(em, viewer.identityId, ids, viewer.apiSessionId) : undefined;
    return services.map((service) => ({
      service, config: configs.get(service.id) ?? {}, permissions: ['Bind', 'Dial'], postureQueries: posture?.get(service.id) ?? [],
    }));
  }

  private mustFind(em: EntityManager, id: string): Promise<Service> {
    return mustFind(em, Service, 'services', id);
  }

  /** What identities see of a service. */
  private content(s: Service): string {
    return JSON.stringify([s.name, s.roleAttributes, s.configs, s.terminatorStrategy, s.maxIdleTimeMillis, s.tags]);
  }

  private async apply(em: EntityManager, service: Service, input: Patch<ServiceInput>, mask: ServiceField[], checks = this.checksOf(em, service.id)): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name': {
          service.name = await assertUniqueNameBy(input.name, checks.nameTaken);
          break;
        }
        case 'roleAttributes':
          service.roleAttributes = assertRoleAttributes('roleAttributes', input.roleAttributes);
          break;
        case 'configs':
          service.configs = await this.validConfigs(input.configs ?? [], checks);
          break;
        case 'terminatorStrategy': {
          const strategy = input.terminatorStrategy || 'smartrouting';
          if (!TERMINATOR_STRATEGIES.includes(strategy)) throw fieldError('terminatorStrategy', `must be one of ${TERMINATOR_STRATEGIES.join(', ')}`, strategy);
          service.terminatorStrategy = strategy;
          break;
        }
        case 'maxIdleTimeMillis':
          service.maxIdleTimeMillis = input.maxIdleTimeMillis ?? 0;
          break;
        case 'tags':
          service.tags = input.tags ?? {};
          break;
      }
    }
  }

  /** The lookups of `apply` for one service, each a query. */
  private checksOf(em: EntityManager, selfId: string): ServiceChecks {
    return {
      nameTaken: async (name) => (await em.count(Service, { name, id: { $ne: selfId } })) > 0,
      configs: (ids) => this.lockConfigs(em, ids),
    };
  }

  /**
   * The configs with these ids, with their types. FOR SHARE: a config can not be deleted while
   * a service is taking it (see ConfigService.delete).
   */
  private async lockConfigs(em: EntityManager, ids: string[]): Promise<Map<string, Config>> {
    const locked = await em.execute<{ id: string }[]>(`select "id" from "configs" where "id" = any(?::text[]) for share`, [textArray([...new Set(ids)])]);
    const configs = locked.length ? await em.find(Config, { id: { $in: locked.map((r) => r.id) } }, { populate: ['configType'] }) : [];
    return new Map(configs.map((c) => [c.id, c]));
  }

  /** Every config must exist, and a service has at most one config of each config type. */
  private async validConfigs(ids: string[], checks: ServiceChecks): Promise<string[]> {
    const unique = [...new Set(ids)];
    const byId = await checks.configs(unique);
    const missing = unique.find((id) => !byId.has(id));
    if (missing !== undefined) throw fieldError('configs', `no config with id ${missing} found`, missing);
    const byType = new Map<string, Config>();
    for (const id of unique) {
      const config = byId.get(id)!;
      const other = byType.get(config.configType.id);
      if (other) {
        throw fieldError('configs', `duplicate configs ${other.name} and ${config.name} of config type ${config.configType.getEntity().name}: only one config of a given type is allowed per service`, unique);
      }
      byType.set(config.configType.id, config);
    }
    return unique;
  }
}

function parsePolicyType(policyType: string | undefined): Permission | undefined {
  if (policyType === undefined || policyType === '') return undefined;
  const type = policyType.toLowerCase();
  if (type === 'dial') return 'Dial';
  if (type === 'bind') return 'Bind';
  throw fieldError('policyType', 'policyType must be dial or bind', policyType);
}

/** What `apply` looks up in the database: one query each for one service, or answered for many at once (createMany). */
interface ServiceChecks {
  nameTaken(name: string): Promise<boolean>;
  /** The configs among these ids that exist (locked against deletion), with their types. */
  configs(ids: string[]): Promise<Map<string, Config>>;
}
