import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServicePolicy } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type Actor, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, fieldError } from './core/errors';
import { mustFind } from './core/find';
import { listPage, listRows, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { changeEvent, inTransaction, isConstraintViolation, statementEvents } from './core/tx';
import { preparedQuery, textArray } from './core/sql';
import { NOTIFY_CHANNEL } from './core/events/entity-change';
import { EVENT_LAST, announcedParams } from './policy/policy-engine';
import { assertUniqueName, assertUniqueNameBy } from './core/validate';
import { IdentityService, type IdentityDetail } from './identity.service';
import { ServiceService, type ServiceDetail } from './service.service';
import { ENTITY_TABLES, type EntityKind, type PolicyKind } from './policy/policy-sides';
import { POLICY_KINDS, rolesOf, type AnyPolicy, type PolicyEntityOf, type RoleField } from './policy/policy-kinds';
import { displayRoles, entityNames, idsOfRoles, validateRoles, type NamedRole } from './policy/roles';
import {
  ENTITY_CLASSES, listEntities, loadGrouped, policiesSelecting, relatedManySql, relatedThrough, selectedBy, selectedByManySql, selectingManySql, type EntityOf,
} from './policy/policy-lists';
import { ROLE_ATTRIBUTE_FIELDS } from '../foundation/list-fields';
import type { Patch } from './core/write-schema';
import { POLICY_GATES, POLICY_UPDATABLE, type AnyPolicyInput, type PolicyField, type PolicyInputOf } from './policy.schema';

/** A policy with the display form of its roles (`@id` roles named). */
export interface PolicyDetail<P extends AnyPolicy = AnyPolicy> {
  policy: P;
  display: Partial<Record<RoleField, NamedRole[]>>;
}

/** What the affected lists return: identities and services with their detail parts, other entities as they are. */
export type Listed<T extends EntityKind> = T extends 'identity' ? IdentityDetail : T extends 'service' ? ServiceDetail : EntityOf[T];


/** Service policies, edge router policies and service edge router policies, and what they select. */
export class PolicyService {
  /** Stateless; used for the detail parts of the identities and services the lists return. */

  /** Other services of the registry (services/index.ts), for the detail views of listed entities. */
  constructor(
    private readonly deps: ServiceDeps,
    private readonly others: { identities: IdentityService; services: ServiceService },
  ) {}

  async list<K extends PolicyKind>(ctx: RequestCtx, kind: K, q: ListQuery): Promise<Page<PolicyDetail<PolicyEntityOf[K]>>> {
    requireAdmin(ctx);
    return this.listScoped(ctx.em, kind, undefined, q);
  }

  async get<K extends PolicyKind>(ctx: RequestCtx, kind: K, id: string): Promise<PolicyDetail<PolicyEntityOf[K]>> {
    requireAdmin(ctx);
    const [detail] = await this.describe(ctx.em, kind, [await this.mustFind(ctx.em, kind, id)]);
    return detail;
  }

  async create<K extends PolicyKind>(ctx: RequestCtx, kind: K, raw: PolicyInputOf[K]): Promise<PolicyEntityOf[K]> {
    requireAdmin(ctx);
    const input = POLICY_GATES[kind].create(ctx, raw) as PolicyInputOf[K];
    const def = POLICY_KINDS[kind];
    if (!ctx.em.isInTransaction() && !def.roles.some((r) => namesEntities((input as Record<string, unknown>)[r.field]))) {
      const created = await this.createInOneStatement(ctx, kind, input);
      if (created) return created;
    }
    return inTransaction(ctx, async (tx) => {
      // Persisted once valid: a pending insert would be auto-flushed by the queries of apply().
      const policy = tx.em.create(def.entity, { name: input.name ?? '' } as never, { persist: false }) as PolicyEntityOf[K];
      await this.apply(tx.em, kind, policy, input, POLICY_UPDATABLE[kind]);
      tx.em.persist(policy);
      await tx.em.flush();
      await this.deps.engine.refreshPolicy(tx, kind, policy.id);
      tx.emit('created', def.segment, policy.id);
      return policy;
    });
  }

  /**
   * The usual create (no `@id` role, whose entity must be looked up; outside a caller's
   * transaction) as ONE self-committing statement: the insert, what the policy selects (the
   * policy engine's statement, on the row the insert returns), the stamps of the identities whose
   * access it changes, and the notifications, announced from the committing statement as every
   * write's are. The unique index refuses a taken name. Undefined when the input fails a check or
   * the statement is refused: nothing was written, and the transactional path gives the exact answer.
   */
  private async createInOneStatement<K extends PolicyKind>(ctx: RequestCtx, kind: K, input: PolicyInputOf[K]): Promise<PolicyEntityOf[K] | undefined> {
    const def = POLICY_KINDS[kind];
    const policy = ctx.em.create(def.entity, { name: input.name ?? '' } as never, { persist: false }) as PolicyEntityOf[K];
    try {
      await this.apply(ctx.em, kind, policy, input, POLICY_UPDATABLE[kind], async () => false);
    } catch {
      return undefined;
    }
    const engine = this.deps.engine;
    const created = engine.createdPolicyCtes(kind, policy.id);
    const event = changeEvent('created', def.segment, policy.id);
    const events = statementEvents(ctx, [event]);
    const row = policy as unknown as Record<string, unknown>;
    const roleColumns = def.roles.map((r) => r.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    const columns = ['"id"', '"created_at"', '"updated_at"', '"tags"', '"name"', '"semantic"', ...(kind === 'service-policy' ? ['"type"'] : []), ...roleColumns.map((c) => `"${c}"`)];
    const values = ['?', '?', '?', '?::jsonb', '?', '?', ...(kind === 'service-policy' ? ['?'] : []), ...roleColumns.map(() => '?::text[]')];
    try {
      const [result] = await preparedQuery<{ events: string[] }>(ctx.em, `${kind}-create`, `with "ins" as (
          insert into "${def.table}" (${columns.join(', ')}) values (${values.join(', ')}) returning *
        ),
        ${created.sql},
        ${engine.announcedCte()},
        payloads (ord, payload) as (select ord, payload from announced union all select ${EVENT_LAST}, ?::text from "ins")
        select coalesce((select json_agg(p.payload order by p.ord) from (select ord, payload, pg_notify(?, payload) from payloads order by ord) p), '[]'::json) as "events"`, [
        policy.id, policy.createdAt, policy.updatedAt, JSON.stringify(policy.tags), policy.name, policy.semantic, ...(kind === 'service-policy' ? [row.type] : []),
        ...def.roles.map((r) => textArray(rolesOf(policy, r.field))),
        ...created.params,
        ...announcedParams(events),
        JSON.stringify(event),
        NOTIFY_CHANNEL,
      ]);
      events.committed(result.events);
      return policy;
    } catch (err) {
      if (isConstraintViolation(err)) return undefined;
      throw err;
    }
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update<K extends PolicyKind>(ctx: RequestCtx, kind: K, id: string, raw: Patch<PolicyInputOf[K]>, patchFields?: string[]): Promise<PolicyEntityOf[K]> {
    requireAdmin(ctx);
    const gated = POLICY_GATES[kind].update(ctx, raw, patchFields);
    const input = gated.input as Patch<PolicyInputOf[K]>;
    const fields = gated.fields;
    const all: PolicyField[] = POLICY_UPDATABLE[kind];
    const mask = fields ? all.filter((f) => fields.includes(f)) : all;
    return inTransaction(ctx, async (tx) => {
      const policy = await this.mustFind(tx.em, kind, id);
      if ((policy as { isSystem?: boolean }).isSystem) {
        throw new ApiError('ENTITY_CAN_NOT_BE_UPDATED', { cause: { message: 'system edge router policies can not be changed' } });
      }
      // The engine compares access before and after on flushed rows, where a new Dial/Bind type
      // would already show: the grant of the old type is withdrawn first, while still stored.
      const typeChanged = mask.includes('type') && (input as Patch<AnyPolicyInput>).type !== (policy as ServicePolicy).type;
      if (typeChanged) await this.deps.engine.removePolicy(tx, kind, id);
      const selection = this.selection(kind, policy);
      await this.apply(tx.em, kind, policy, input, mask);
      await tx.em.flush();
      // A new name or tags select the same entities: nothing to re-evaluate.
      if (typeChanged || this.selection(kind, policy) !== selection) await this.deps.engine.refreshPolicy(tx, kind, id);
      tx.emit('updated', POLICY_KINDS[kind].segment, id, mask);
      return policy;
    });
  }

  async delete(ctx: RequestCtx, kind: PolicyKind, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      const policy = await this.mustFind(tx.em, kind, id);
      if ((policy as { isSystem?: boolean }).isSystem) {
        throw new ApiError('ENTITY_CAN_NOT_BE_DELETED', { cause: { message: 'system edge router policies can not be deleted' } });
      }
      await this.deps.engine.removePolicy(tx, kind, id);
      await tx.em.nativeDelete(POLICY_KINDS[kind].entity, { id });
      tx.emit('deleted', POLICY_KINDS[kind].segment, id);
    });
  }

  /** Entities of `target` kind that one policy selects (e.g. a service policy's identities). */
  async listSelected<T extends EntityKind>(ctx: RequestCtx, kind: PolicyKind, policyId: string, target: T, q: ListQuery): Promise<Page<Listed<T>>> {
    requireAdmin(ctx);
    await this.mustFind(ctx.em, kind, policyId);
    return this.withDetails(ctx.em, ctx.actor, target, await listEntities(ctx.em, target, selectedBy(policyId, target), q));
  }

  /** Policies of one kind that select an entity (e.g. the edge router policies of an edge router). */
  async listSelecting<K extends PolicyKind>(ctx: RequestCtx, kind: K, entityKind: EntityKind, entityId: string, q: ListQuery): Promise<Page<PolicyDetail<PolicyEntityOf[K]>>> {
    requireAdmin(ctx);
    await this.mustExist(ctx.em, entityKind, entityId);
    return this.listScoped(ctx.em, kind, policiesSelecting(kind, entityKind, entityId), q);
  }

  /** Entities of `target` kind sharing a policy of kind `via` with an entity (e.g. the services reachable through an edge router). */
  async listRelated<T extends EntityKind>(ctx: RequestCtx, from: EntityKind, fromId: string, via: PolicyKind, target: T, q: ListQuery): Promise<Page<Listed<T>>> {
    requireAdmin(ctx);
    await this.mustExist(ctx.em, from, fromId);
    return this.withDetails(ctx.em, ctx.actor, target, await listEntities(ctx.em, target, relatedThrough(from, fromId, via, target), q));
  }

  // ---- batch loads (GraphQL nested lists): one query for any number of keys, at most `limit` per key ----

  /** Entities of `target` kind selected by each of some policies. */
  async selectedByMany<T extends EntityKind>(ctx: RequestCtx, policyIds: readonly string[], target: T, limit: number): Promise<Map<string, EntityOf[T][]>> {
    requireAdmin(ctx);
    return loadGrouped(ctx.em, ENTITY_CLASSES[target], selectedByManySql(target), [textArray([...policyIds])], limit);
  }

  /** Entities of `target` kind related to each of some entities through policies of kind `via`. */
  async relatedMany<T extends EntityKind>(ctx: RequestCtx, from: EntityKind, ids: readonly string[], via: PolicyKind, target: T, limit: number): Promise<Map<string, EntityOf[T][]>> {
    requireAdmin(ctx);
    return loadGrouped(ctx.em, ENTITY_CLASSES[target], relatedManySql(from, via, target), [textArray([...ids])], limit);
  }

  /** Policies of one kind selecting each of some entities. */
  async selectingMany<K extends PolicyKind>(ctx: RequestCtx, kind: K, entityKind: EntityKind, ids: readonly string[], limit: number): Promise<Map<string, PolicyEntityOf[K][]>> {
    requireAdmin(ctx);
    const def = POLICY_KINDS[kind];
    return loadGrouped(ctx.em, def.entity as never, selectingManySql(kind, def.table, entityKind), [textArray([...ids])], limit);
  }

  /** Names of entities by id for `@id` role display (GraphQL batch loading); unknown ids are absent. */
  async roleNames(ctx: RequestCtx, kind: EntityKind, ids: readonly string[]): Promise<Map<string, string>> {
    requireAdmin(ctx);
    return entityNames(ctx.em, kind, [...ids]);
  }

  /** Distinct role attributes in use on edge routers, services or posture checks (`id` is the attribute). */
  async listRoleAttributes(ctx: RequestCtx, kind: Exclude<EntityKind, 'identity'>, q: ListQuery): Promise<Page<string>> {
    requireAdmin(ctx);
    const { table, scope } = ENTITY_TABLES[kind];
    const source = `(select distinct unnest(e."role_attributes") as "id" from "${table}" e where ${scope})`;
    const page = await listRows(ctx.em, { table: source, symbols: ROLE_ATTRIBUTE_FIELDS }, q);
    return { ...page, items: page.items.map((r) => String(r.id)) };
  }

  /** Batch-loads the role display of policies: one name query per entity kind named by `@id` roles. */
  async describe<P extends AnyPolicy>(em: EntityManager, kind: PolicyKind, policies: P[]): Promise<PolicyDetail<P>[]> {
    const roleDefs = POLICY_KINDS[kind].roles;
    const names = new Map<EntityKind, Map<string, string>>();
    for (const { entityKind } of roleDefs) {
      if (names.has(entityKind)) continue;
      const fields = roleDefs.filter((r) => r.entityKind === entityKind).map((r) => r.field);
      names.set(entityKind, await entityNames(em, entityKind, idsOfRoles(policies.flatMap((p) => fields.map((f) => rolesOf(p, f))))));
    }
    return policies.map((policy) => ({
      policy,
      display: Object.fromEntries(roleDefs.map((r) => [r.field, displayRoles(rolesOf(policy, r.field), names.get(r.entityKind)!)])),
    }));
  }

  private async listScoped<K extends PolicyKind>(em: EntityManager, kind: K, scope: ListSource['scope'], q: ListQuery): Promise<Page<PolicyDetail<PolicyEntityOf[K]>>> {
    const def = POLICY_KINDS[kind];
    const page = await listPage(em, def.entity, { table: `"${def.table}"`, symbols: def.symbols, scope }, q);
    return { ...page, items: await this.describe(em, kind, page.items as PolicyEntityOf[K][]) };
  }

  private async withDetails<T extends EntityKind>(em: EntityManager, viewer: Actor, kind: T, page: Page<EntityOf[T]>): Promise<Page<Listed<T>>> {
    if (kind === 'identity') return { ...page, items: (await this.others.identities.describe(em, page.items as EntityOf['identity'][])) as Listed<T>[] };
    if (kind === 'service') return { ...page, items: (await this.others.services.describe(em, page.items as EntityOf['service'][], viewer)) as Listed<T>[] };
    return page as Page<Listed<T>>;
  }

  /** What decides a policy's matches: its semantic and roles. */
  private selection(kind: PolicyKind, policy: AnyPolicy): string {
    return JSON.stringify([policy.semantic, ...POLICY_KINDS[kind].roles.map((r) => rolesOf(policy, r.field))]);
  }

  private async mustFind<K extends PolicyKind>(em: EntityManager, kind: K, id: string): Promise<PolicyEntityOf[K]> {
    return (await mustFind(em, POLICY_KINDS[kind].entity, POLICY_KINDS[kind].segment, id)) as PolicyEntityOf[K];
  }

  private async mustExist(em: EntityManager, kind: EntityKind, id: string): Promise<void> {
    if (!(await entityNames(em, kind, [id])).size) throw new NotFoundError(ENTITY_TABLES[kind].resource, id);
  }

  /** Validates meaning and copies the masked fields of `input` onto `policy`. */
  private async apply(
    em: EntityManager, kind: PolicyKind, policy: AnyPolicy, input: Patch<AnyPolicyInput>, mask: readonly PolicyField[],
    /** Whether a name is taken; by default one query (the one-statement create leaves it to the unique index). */
    nameTaken?: (name: string) => Promise<boolean>,
  ): Promise<void> {
    const target = policy as unknown as Record<string, unknown>;
    for (const field of mask) {
      const value = input[field];
      switch (field) {
        case 'name':
          policy.name = nameTaken ? await assertUniqueNameBy(value, nameTaken) : await assertUniqueName(em, POLICY_KINDS[kind].entity, value, policy.id);
          break;
        case 'semantic':
          // OpenZiti's default when absent.
          policy.semantic = (value as 'AllOf' | 'AnyOf' | null) ?? 'AllOf';
          break;
        case 'type':
          target.type = value;
          break;
        case 'tags':
          policy.tags = input.tags ?? {};
          break;
        default: {
          const role = POLICY_KINDS[kind].roles.find((r) => r.field === field)!;
          target[field] = await validateRoles(em, field, role.entityKind, value);
        }
      }
    }
  }
}

/** Whether a role field's value names an entity by id (`@id`), which must then be looked up. */
function namesEntities(roles: unknown): boolean {
  return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && r.startsWith('@'));
}
