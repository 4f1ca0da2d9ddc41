import { ENTITY_TABLES, POLICY_SIDES, type PolicySide } from './policy-sides';

/**
 * SQL for "what does a policy select" and "which policies select an entity", one branch per role
 * form so each branch uses its own index: `#all` (a partial index per roles column), `@id` (the
 * primary key, or GIN on zt_role_ids), `#attr` with AllOf (GIN `@>` / `<@`) and with AnyOf (GIN `&&`).
 *
 * Role semantics (OpenZiti): `#all` selects everything; `@id` selects that entity; `#attr` roles
 * select entities having all (AllOf) or any (AnyOf) of the attributes.
 */

/**
 * (entity_kind, entity_id, policy_id) rows: the entities of one side selected by the policies
 * passing `policyFilter` (a condition on alias p, e.g. `p."id" = ?`; `true` for all), read from
 * `policies` (the policy table, or a CTE returning new rows of it).
 * Params: the entity kind, then those of the filter.
 */
export function selectedEntitiesSql(side: PolicySide, policyFilter: string, policies = `"${side.policyTable}"`): string {
  const roles = `p."${side.rolesColumn}"`;
  const t = `"${side.entityTable}" e`;
  const s = side.entityScope;
  return `select ?::text as entity_kind, m."id" as entity_id, p."id" as policy_id from ${policies} p cross join lateral (
      select e."id" from ${t} where ${s} and zt_role_all(${roles})
      union select e."id" from ${t} where ${s} and e."id" = any(zt_role_ids(${roles}))
      union select e."id" from ${t} where ${s} and p."semantic" = 'AllOf' and cardinality(zt_role_attrs(${roles})) > 0 and e."role_attributes" @> zt_role_attrs(${roles})
      union select e."id" from ${t} where ${s} and p."semantic" = 'AnyOf' and e."role_attributes" && zt_role_attrs(${roles})
    ) m where ${policyFilter}`;
}

/**
 * The one-row relation `ent` that selectingPoliciesSql reads, from `source` (columns id,
 * role_attributes, at most one row): with the entity's attributes as `#attr` roles and its id as
 * an `@id` role. Each branch first compares the policy's roles column with those (plain array
 * operators, evaluated first as the cheaper condition) and calls the role functions only for a
 * policy that may select the entity: a role function is a SQL function PostgreSQL can not inline,
 * and one call costs a statement ~0.1 ms where the planner scans a small policy table.
 */
export function entCte(source: string): string {
  return `ent as (select s."id", s."role_attributes", array(select '#' || a from unnest(s."role_attributes") a) as "attr_roles",
    '@' || s."id" as "id_role" from (${source}) s)`;
}

/**
 * (policy_id, policy_kind) rows: the policies of one side selecting the entity of the one-row
 * relation `ent` (entCte; empty when the entity is gone or out of scope). The conditions on the
 * roles column itself are implied by the indexed ones (an `@id` role names the id; an AllOf or
 * AnyOf policy selecting by attribute has a `#attr` role the entity has): they change no answer.
 * Params: the policy kind, four times (one per branch).
 */
export function selectingPoliciesSql(side: PolicySide): string {
  const roles = `p."${side.rolesColumn}"`;
  const p = `"${side.policyTable}" p cross join ent`;
  return `select p."id" as policy_id, ?::text as policy_kind from ${p} where zt_role_all(${roles})
    union select p."id", ?::text from ${p} where ${roles} @> array[ent."id_role"] and zt_role_ids(${roles}) @> array[ent."id"]
    union select p."id", ?::text from ${p} where p."semantic" = 'AllOf' and ${roles} && ent."attr_roles" and cardinality(zt_role_attrs(${roles})) > 0 and zt_role_attrs(${roles}) <@ ent."role_attributes"
    union select p."id", ?::text from ${p} where p."semantic" = 'AnyOf' and ${roles} && ent."attr_roles" and zt_role_attrs(${roles}) && ent."role_attributes"`;
}

/**
 * (entity_id, policy_id, policy_kind) rows: the policies of one side selecting each entity of
 * the relation `ents` (columns id, role_attributes; any number of rows). The same branches as
 * selectingPoliciesSql, for many entities at once (entities created together).
 * Params: the policy kind, four times.
 */
export function selectingPoliciesOfEntitiesSql(side: PolicySide): string {
  const roles = `p."${side.rolesColumn}"`;
  const p = `"${side.policyTable}" p cross join ents ent`;
  return `select ent."id" as entity_id, p."id" as policy_id, ?::text as policy_kind from ${p} where zt_role_all(${roles})
    union select ent."id", p."id", ?::text from ${p} where zt_role_ids(${roles}) @> array[ent."id"]
    union select ent."id", p."id", ?::text from ${p} where p."semantic" = 'AllOf' and cardinality(zt_role_attrs(${roles})) > 0 and zt_role_attrs(${roles}) <@ ent."role_attributes"
    union select ent."id", p."id", ?::text from ${p} where p."semantic" = 'AnyOf' and zt_role_attrs(${roles}) && ent."role_attributes"`;
}

/**
 * CTEs `cur(role_attributes)` (the entity's attributes as the statement reads them: no row when
 * it does not exist) and `same(ok)`: true when attributes `?::text[]` in place of those leave the
 * entity in exactly the policies it is in. Decided without evaluating a policy: a policy selects
 * an entity by attribute only through the `#attr` roles it names, so when no policy of the
 * entity's sides names an attribute it gains or loses, no selection changes (and `#all` and `@id`
 * roles do not look at attributes). When one does, `ok` is false, whether or not the selection
 * moves: the caller's other path refreshes the entity's matches. The caller's update must also
 * require the row's attributes to still be `cur`'s, so that a concurrent change of them makes
 * it write nothing. Each side's test is the GIN index's condition (zt_role_attrs &&) beside the
 * plain array test, which decides alone where the planner scans a small policy table.
 * Params: the entity id, then the new attributes twice.
 */
export function attributesKeepPoliciesCtes(kind: 'identity' | 'service'): string {
  const sides = POLICY_SIDES.filter((side) => side.entityKind === kind);
  const names = sides.map((side) => `not exists (select 1 from "${side.policyTable}" p, moved m
      where p."${side.rolesColumn}" && m."roles" and zt_role_attrs(p."${side.rolesColumn}") && m."attrs")`);
  return `cur as (select e."role_attributes" from "${ENTITY_TABLES[kind].table}" e where e."id" = ?),
    moved as (select d."attrs", array(select '#' || a from unnest(d."attrs") a) as "roles" from (select array(
      (select unnest(c."role_attributes") except select unnest(?::text[])) union (select unnest(?::text[]) except select unnest(c."role_attributes"))
    ) as "attrs" from cur c) d),
    same as (select ${names.join('\n      and ')} as "ok")`;
}
