import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity, PostureCheck, Router, Service } from '../../entities';
import { listPage, type ListQuery, type ListSource, type Page } from '../core/list/list-query';
import { ENTITY_TABLES, type EntityKind, type PolicyKind } from './policy-sides';
import { EDGE_ROUTER_FIELDS, IDENTITY_FIELDS, POSTURE_CHECK_FIELDS, SERVICE_FIELDS } from '../../entities';

/** The entity lists policies relate: their sources and the policy_matches scopes that select them. */

export interface EntityOf {
  identity: Identity;
  service: Service;
  'edge-router': Router;
  'posture-check': PostureCheck;
}

type Scope = NonNullable<ListSource['scope']>;

export const ENTITY_CLASSES: { [K in EntityKind]: new () => EntityOf[K] } = { identity: Identity, service: Service, 'edge-router': Router, 'posture-check': PostureCheck };

const SOURCES: Record<EntityKind, ListSource> = {
  identity: { table: '"identities"', symbols: IDENTITY_FIELDS, roleAttributesSql: 'e."role_attributes"' },
  service: { table: '"services"', symbols: SERVICE_FIELDS, roleAttributesSql: 'e."role_attributes"' },
  'edge-router': { table: '"routers"', symbols: EDGE_ROUTER_FIELDS, roleAttributesSql: 'e."role_attributes"' },
  'posture-check': { table: '"posture_checks"', symbols: POSTURE_CHECK_FIELDS, roleAttributesSql: 'e."role_attributes"' },
};

/** A page of entities of one kind within a scope, through the one list path. */
export function listEntities<T extends EntityKind>(em: EntityManager, kind: T, scope: Scope | undefined, q: ListQuery): Promise<Page<EntityOf[T]>> {
  // Only edge routers are entities of policies; transit routers share their table.
  const combined = { sql: [ENTITY_TABLES[kind].scope, scope?.sql ?? 'true'].map((c) => `(${c})`).join(' and '), params: scope?.params ?? [] };
  return listPage(em, ENTITY_CLASSES[kind] as never, { ...SOURCES[kind], scope: combined }, q) as Promise<Page<EntityOf[T]>>;
}

/** Entities of `kind` that one policy selects. */
export function selectedBy(policyId: string, kind: EntityKind): Scope {
  return { sql: `e."id" in (select pm."entity_id" from "policy_matches" pm where pm."policy_id" = ? and pm."entity_kind" = ?)`, params: [policyId, kind] };
}

/** Policies (alias e) of one kind selecting an entity. */
export function policiesSelecting(kind: PolicyKind, entityKind: EntityKind, entityId: string): Scope {
  return {
    sql: `e."id" in (select pm."policy_id" from "policy_matches" pm where pm."entity_kind" = ? and pm."entity_id" = ? and pm."policy_kind" = ?)`,
    params: [entityKind, entityId, kind],
  };
}

/** Entities of `target` kind sharing a policy of kind `via` with one entity (e.g. identities that may use an edge router). */
export function relatedThrough(from: EntityKind, fromId: string, via: PolicyKind, target: EntityKind): Scope {
  return {
    sql: `e."id" in (select o."entity_id" from "policy_matches" m join "policy_matches" o on o."policy_id" = m."policy_id" and o."entity_kind" = ?
      where m."entity_kind" = ? and m."entity_id" = ? and m."policy_kind" = ?)`,
    params: [target, from, fromId, via],
  };
}

/**
 * Runs `sql` (rows of an entity table `e` plus a `__key` column) and groups the rows by key,
 * at most `limit` per key in name order: one query for any number of keys (GraphQL batches).
 */
export async function loadGrouped<T extends object>(em: EntityManager, entity: new () => T, sql: string, params: unknown[], limit: number): Promise<Map<string, T[]>> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `select * from (select y.*, row_number() over (partition by y."__key" order by y."name", y."id") as "__rn" from (${sql}) y) z where z."__rn" <= ?`,
    [...params, limit],
  );
  const out = new Map<string, T[]>();
  for (const { __key, __rn, ...row } of rows) {
    void __rn;
    const list = out.get(String(__key)) ?? [];
    list.push(em.map(entity as never, row as never) as T);
    out.set(String(__key), list);
  }
  return out;
}

/** SQL for loadGrouped: entities of `target` kind selected by each of some policies (param: policy ids text[]). */
export function selectedByManySql(target: EntityKind): string {
  const { table, scope } = ENTITY_TABLES[target];
  return `select pm."policy_id" as "__key", e.* from "policy_matches" pm join "${table}" e on e."id" = pm."entity_id"
    where pm."policy_id" = any(?::text[]) and pm."entity_kind" = '${target}' and ${scope}`;
}

/** SQL for loadGrouped: entities of `target` kind related to each of some entities through policies of kind `via` (params: entity ids text[]). */
export function relatedManySql(from: EntityKind, via: PolicyKind, target: EntityKind): string {
  const { table, scope } = ENTITY_TABLES[target];
  return `select distinct m."entity_id" as "__key", e.* from "policy_matches" m
    join "policy_matches" o on o."policy_id" = m."policy_id" and o."entity_kind" = '${target}'
    join "${table}" e on e."id" = o."entity_id"
    where m."entity_kind" = '${from}' and m."entity_id" = any(?::text[]) and m."policy_kind" = '${via}' and ${scope}`;
}

/** SQL for loadGrouped: policies (table `policyTable`) of kind `kind` selecting each of some entities (params: entity ids text[]). */
export function selectingManySql(kind: PolicyKind, policyTable: string, entityKind: EntityKind): string {
  return `select pm."entity_id" as "__key", e.* from "policy_matches" pm join "${policyTable}" e on e."id" = pm."policy_id"
    where pm."entity_kind" = '${entityKind}' and pm."entity_id" = any(?::text[]) and pm."policy_kind" = '${kind}'`;
}
