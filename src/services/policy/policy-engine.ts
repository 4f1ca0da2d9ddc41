import type { EntityManager } from '@mikro-orm/postgresql';
import type { TxScope } from '../core/tx';
import { textArray } from '../core/sql';
import { ENTITY_TABLES, sidesOfEntity, sidesOfPolicy, type EntityKind, type PolicyKind } from './policy-sides';
import { POLICY_KINDS } from './policy-kinds';
import { entCte, selectedEntitiesSql, selectingPoliciesOfEntitiesSql, selectingPoliciesSql } from './match-sql';
import { IDENTITY_CHANGE, POSTURE_CHECK_CHANGE, SERVICE_CHANGE, SERVICE_POLICY_CHANGE, identitiesOfPolicy } from './access-change-sql';
import { endLapsedSessions } from '../session/lapsed-sessions';

/** Identities named per service-access event: a NOTIFY payload holds 8000 bytes. */
const IDS_PER_EVENT = 400;
/**
 * Beyond this many stamped identities one event says "any identity" (caches drop all). Below,
 * naming them keeps every other identity's cached service list: a change moving 10,000
 * identities of 100,000 costs 25 notifications, not 90,000 cold caches.
 */
const MAX_NAMED_IDS = 50_000;

/** The order of a statement's own event after the service-access events of announcedCte (as announce() runs before a write emits its own). */
export const EVENT_LAST = 1_000_000_000;

/** The params of announcedCte, for the events of statementEvents. */
export function announcedParams(events: { family: string; timestamp: string; origin: string }): string[] {
  return [events.family, events.timestamp, events.origin, events.family, events.timestamp, events.origin];
}

const NO_CHANGE = `changed (identity_id) as (select null::text where false)`;

/**
 * Keeps `policy_matches` (what each policy selects) true to the policies and entities, in the
 * transaction of the write that changes them, and records in `identity_service_state` when an
 * identity's service list changes. Reads (access decisions) are then indexed joins over
 * policy_matches; nothing is evaluated per request.
 *
 * Each refresh is ONE statement: it computes the fresh matches, deletes and inserts the
 * difference, finds the identities whose access changed and stamps them. Its cost follows the
 * change (the matches that come and go, the identities that move), not the size of the network.
 * The stamped identities' sessions that no longer hold (a Dial or Bind grant gone, a posture
 * check now asked for that fails) end in the same transaction, as OpenZiti ends them.
 */
export class PolicyEngine {
  /** Re-evaluates one policy (after create, or an update of its roles or semantic; the row must be flushed). */
  async refreshPolicy(tx: TxScope, kind: PolicyKind, policyId: string): Promise<void> {
    const table = POLICY_KINDS[kind].table;
    const sides = sidesOfPolicy(kind);
    const fresh = sides.map((side) => selectedEntitiesSql(side, `p."id" = ?`)).join('\n      union all ');
    const freshParams = sides.flatMap((side) => [side.entityKind, policyId]);
    await this.applyPolicyMatches(tx, kind, policyId, `(${fresh})`, freshParams, table);
  }

  /**
   * The CTEs of refreshPolicy for a policy created by the same statement: `ins` is the caller's
   * CTE inserting it (returning its row), which the other CTEs read instead of the policy table
   * (they do not see the new row); it selected nothing before. Ends in `stamped(identity_id)`.
   */
  createdPolicyCtes(kind: PolicyKind, policyId: string): { sql: string; params: unknown[] } {
    const sides = sidesOfPolicy(kind);
    const isServicePolicy = kind === 'service-policy';
    const fresh = sides.map((side) => selectedEntitiesSql(side, 'true', '"ins"')).join('\n      union all ');
    return {
      sql: `pol as (select ${isServicePolicy ? '"type"' : 'null::text as "type"'} from "ins"),
      fresh as (select "entity_kind", "entity_id" from (${fresh}) f),
      old as (select null::text as "entity_kind", null::text as "entity_id" where false),
      added as (insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
        select ?, ?, f."entity_kind", f."entity_id" from fresh f on conflict do nothing returning 1),
      ${isServicePolicy ? SERVICE_POLICY_CHANGE : NO_CHANGE},
      ${STAMP_CTE}`,
      params: [...sides.map((side) => side.entityKind), policyId, kind, ...(isServicePolicy ? [policyId] : [])],
    };
  }

  /** Removes what a policy selects (before deleting it, or before its Dial/Bind type changes). */
  async removePolicy(tx: TxScope, kind: PolicyKind, policyId: string): Promise<void> {
    await this.applyPolicyMatches(tx, kind, policyId, '(select null::text as entity_kind, null::text as entity_id where false)', [], POLICY_KINDS[kind].table);
  }

  /** Re-evaluates every policy against one entity (after create or an attribute change; the row must be flushed). */
  async refreshEntity(tx: TxScope, kind: EntityKind, entityId: string): Promise<void> {
    const { table, scope } = ENTITY_TABLES[kind];
    const sides = sidesOfEntity(kind);
    const fresh = sides.map((side) => selectingPoliciesSql(side)).join('\n      union ');
    const change = kind === 'service' ? SERVICE_CHANGE : kind === 'identity' ? IDENTITY_CHANGE : kind === 'posture-check' ? POSTURE_CHECK_CHANGE : NO_CHANGE;
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `with ${entCte(`select e."id", e."role_attributes" from "${table}" e where e."id" = ? and ${scope}`)},
      fresh as (${fresh}),
      old as (select "policy_id", "policy_kind" from "policy_matches" where "entity_kind" = ? and "entity_id" = ?),
      removed as (delete from "policy_matches" m where m."entity_kind" = ? and m."entity_id" = ?
        and not exists (select 1 from fresh f where f.policy_id = m."policy_id") returning 1),
      added as (insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
        select f.policy_id, f.policy_kind, ?, ? from fresh f where not exists (select 1 from old o where o.policy_id = f.policy_id)
        on conflict do nothing returning 1),
      ${change},
      ${STAMP}`,
      [
        entityId,
        ...sides.flatMap((side) => Array(4).fill(side.policyKind)),
        kind, entityId, kind, entityId, kind, entityId,
        ...(kind === 'identity' ? [entityId] : []),
      ],
    );
    await this.stamped(tx, rows, true);
  }

  /** Removes an entity from every policy (before deleting it). Identities that lose a service are stamped. */
  async removeEntity(tx: TxScope, kind: EntityKind, entityId: string): Promise<void> {
    const stampSeers = kind === 'service' || kind === 'posture-check';
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `with removed as (delete from "policy_matches" where "entity_kind" = ? and "entity_id" = ? returning "policy_id", "policy_kind"),
      changed (identity_id) as (
        select distinct m."entity_id" from removed r cross join lateral (${identitiesOfPolicy('r."policy_id"')}) m
        where ?::boolean and r."policy_kind" = 'service-policy'
      ),
      ${STAMP}`,
      [kind, entityId, stampSeers],
    );
    await this.stamped(tx, rows, true);
    // No policy keeps an @id role naming an entity that is gone (GIN on zt_role_ids finds them).
    for (const side of sidesOfEntity(kind)) {
      await tx.em.execute(
        `update "${side.policyTable}" set "${side.rolesColumn}" = array_remove("${side.rolesColumn}", ?), "updated_at" = now()
         where zt_role_ids("${side.rolesColumn}") @> array[?::text]`,
        [`@${entityId}`, entityId],
      );
    }
  }

  /**
   * What removeEntity does for an identity, as CTEs of a statement that deletes it, each writing
   * only when the SQL condition `when` holds: its matches go, and no policy keeps an `@id` role
   * naming it. An identity's removal changes no other identity's access: nobody is stamped.
   */
  removedIdentityCtes(entityId: string, when: string): { sql: string; params: unknown[] } {
    const sides = sidesOfEntity('identity');
    return {
      sql: [
        `removed_matches as (delete from "policy_matches" where "entity_kind" = 'identity' and "entity_id" = ? and ${when} returning 1)`,
        ...sides.map((side, n) => `removed_roles_${n} as (update "${side.policyTable}" set "${side.rolesColumn}" = array_remove("${side.rolesColumn}", ?), "updated_at" = now()
          where zt_role_ids("${side.rolesColumn}") @> array[?::text] and ${when} returning 1)`),
      ].join(',\n      '),
      params: [entityId, ...sides.flatMap(() => [`@${entityId}`, entityId])],
    };
  }

  /**
   * What removeEntity does for a service, as CTEs of a statement that deletes it, each writing
   * only when the SQL condition `when` holds: its matches go, the identities of the service
   * policies that selected it are stamped (all of them: the service is gone for each), and no
   * policy keeps an `@id` role naming it. Ends in `stamped(identity_id)`; the sessions that no
   * longer hold are the caller's (see ServiceService.deleteInOneStatement).
   */
  removedServiceCtes(serviceId: string, when: string): { sql: string; params: unknown[] } {
    const sides = sidesOfEntity('service');
    return {
      sql: [
        `removed as (delete from "policy_matches" where "entity_kind" = 'service' and "entity_id" = ? and ${when} returning "policy_id", "policy_kind")`,
        `changed (identity_id) as (
          select distinct m."entity_id" from removed r cross join lateral (${identitiesOfPolicy('r."policy_id"')}) m where r."policy_kind" = 'service-policy')`,
        STAMP_CTE,
        ...sides.map((side, n) => `removed_roles_${n} as (update "${side.policyTable}" set "${side.rolesColumn}" = array_remove("${side.rolesColumn}", ?), "updated_at" = now()
          where zt_role_ids("${side.rolesColumn}") @> array[?::text] and ${when} returning 1)`),
      ].join(',\n      '),
      params: [serviceId, ...sides.flatMap(() => [`@${serviceId}`, serviceId])],
    };
  }

  /**
   * What servicesChanged does for one service, as CTEs of a statement that updates it: the
   * identities of the service policies selecting the service (`policy_matches` as the statement
   * found it, which the update leaves as it was) are stamped when the SQL condition `when`
   * holds. Ends in `stamped(identity_id)`. Params: the service id. No session can end: the
   * service's grants are unchanged.
   */
  changedServiceCtes(when: string): string {
    return `changed (identity_id) as (
        select distinct m."entity_id" from "policy_matches" ps cross join lateral (${identitiesOfPolicy('ps."policy_id"')}) m
        where ps."entity_kind" = 'service' and ps."policy_kind" = 'service-policy' and ps."entity_id" = ? and ${when}),
      ${STAMP_CTE}`;
  }

  /**
   * Stamps every identity that can see one of these services (their content or configs changed).
   * `postureChanged`: the posture checks of their policies changed (details), so sessions may end.
   */
  async servicesChanged(tx: TxScope, serviceIds: string[], postureChanged = false): Promise<void> {
    if (!serviceIds.length) return;
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `with changed (identity_id) as (
        select distinct m."entity_id" from "policy_matches" ps cross join lateral (${identitiesOfPolicy('ps."policy_id"')}) m
        where ps."entity_kind" = 'service' and ps."policy_kind" = 'service-policy' and ps."entity_id" = any(?::text[])
      ),
      ${STAMP}`,
      [textArray(serviceIds)],
    );
    await this.stamped(tx, rows, postureChanged);
  }

  /** Stamps one identity whose view of a service changed (e.g. its own service configs). */
  async identityServicesChanged(tx: TxScope, identityId: string): Promise<void> {
    const rows = await tx.em.execute<{ identity_id: string }[]>(`with changed (identity_id) as (select ?::text), ${STAMP}`, [identityId]);
    await this.stamped(tx, rows, false);
  }

  /** Recomputes every policy match from scratch (bulk loads, integrity fix). */
  async rebuildAll(em: EntityManager): Promise<void> {
    await em.execute(`delete from "policy_matches"`);
    for (const kind of Object.keys(POLICY_KINDS) as PolicyKind[]) {
      for (const side of sidesOfPolicy(kind)) {
        await em.execute(
          `insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
           select m.policy_id, ?, m.entity_kind, m.entity_id from (${selectedEntitiesSql(side, 'true')}) m`,
          [kind, side.entityKind],
        );
      }
    }
  }

  /** One statement: apply a policy's fresh matches (relation of entity_kind, entity_id) and stamp who moved. */
  private async applyPolicyMatches(tx: TxScope, kind: PolicyKind, policyId: string, fresh: string, freshParams: unknown[], table: string): Promise<void> {
    const isServicePolicy = kind === 'service-policy';
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `with pol as (select ${isServicePolicy ? '"type"' : 'null::text as "type"'} from "${table}" where "id" = ?),
      fresh as (select "entity_kind", "entity_id" from ${fresh} f),
      old as (select "entity_kind", "entity_id" from "policy_matches" where "policy_id" = ?),
      removed as (delete from "policy_matches" m where m."policy_id" = ?
        and not exists (select 1 from fresh f where f."entity_kind" = m."entity_kind" and f."entity_id" = m."entity_id") returning 1),
      added as (insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
        select ?, ?, f."entity_kind", f."entity_id" from fresh f
        where not exists (select 1 from old o where o."entity_kind" = f."entity_kind" and o."entity_id" = f."entity_id")
        on conflict do nothing returning 1),
      ${isServicePolicy ? SERVICE_POLICY_CHANGE : NO_CHANGE},
      ${STAMP}`,
      [policyId, ...freshParams, policyId, policyId, policyId, kind, ...(isServicePolicy ? [policyId] : [])],
    );
    await this.stamped(tx, rows, true);
  }

  /**
   * Matches identities or services just created (flushed, in no policy yet) into every policy
   * that selects them, all in one statement: what refreshEntity does for each, set-based, for
   * writes that create many at once (the configuration import). A new identity is stamped when
   * it gained a service; a new service stamps the identities of the service policies now
   * selecting it (for a new service, no other policy granted it before).
   */
  async entitiesCreated(tx: TxScope, kind: 'identity' | 'service', entityIds: string[]): Promise<void> {
    if (!entityIds.length) return;
    const { table } = ENTITY_TABLES[kind];
    const created = this.createdEntitiesCtes(kind);
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `with ents as (select e."id", e."role_attributes" from "${table}" e where e."id" = any(?::text[])),
      ${created.sql}
      select "identity_id" from stamped`,
      [textArray(entityIds), ...created.params],
    );
    // New identities and services have no sessions yet: nothing can end.
    await this.stamped(tx, rows, false);
  }

  /**
   * The CTEs of entitiesCreated after its `ents` (columns id, role_attributes: the new entities),
   * ending in `stamped(identity_id)`, for a statement that defines `ents` itself: one that
   * inserts the entity and matches it in the same statement (`ents` from the insert's RETURNING,
   * as the other CTEs do not see the new row).
   */
  createdEntitiesCtes(kind: 'identity' | 'service'): { sql: string; params: unknown[] } {
    const sides = sidesOfEntity(kind);
    const fresh = sides.map((side) => selectingPoliciesOfEntitiesSql(side)).join('\n      union ');
    const changed = kind === 'identity'
      ? `changed (identity_id) as (
          select distinct f.entity_id from fresh f where f.policy_kind = 'service-policy'
            and exists (select 1 from "policy_matches" ps where ps."policy_id" = f.policy_id and ps."entity_kind" = 'service'))`
      : `changed (identity_id) as (
          select distinct m."entity_id" from (select distinct policy_id from fresh where policy_kind = 'service-policy') f
            cross join lateral (${identitiesOfPolicy('f.policy_id')}) m)`;
    return {
      sql: `fresh as (${fresh}),
      added as (insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
        select f.policy_id, f.policy_kind, ?, f.entity_id from fresh f on conflict do nothing returning 1),
      ${changed},
      ${STAMP_CTE}`,
      params: [...sides.flatMap((side) => Array(4).fill(side.policyKind)), kind],
    };
  }

  /**
   * A CTE `announced(ord, payload)` after `stamped`: the service-access events announce() makes
   * for the stamped identities, as notification payloads built by the statement itself (which
   * alone knows whom it stamped). Event ids are `<family>.<n>`: the writer expects the family
   * before the statement runs (EventBus.expectFamily), so the echo is skipped. Params: the
   * family, the timestamp and the origin, twice.
   */
  announcedCte(): string {
    const event = (id: string, ids: string) => `json_build_object('eventId', ${id}, 'eventType', 'updated', 'entityType', 'service-access', 'entityId', '*',
        'timestamp', ?::text${ids}, 'origin', ?::text)::text`;
    return `stamped_n as (select "identity_id", row_number() over (order by "identity_id") - 1 as n from stamped),
      announced (ord, payload) as (
        select n / ${IDS_PER_EVENT}, ${event(`?::text || '.' || (n / ${IDS_PER_EVENT})`, `, 'identityIds', json_agg("identity_id" order by n)`)}
          from stamped_n where (select count(*) from stamped_n) <= ${MAX_NAMED_IDS} group by n / ${IDS_PER_EVENT}
        union all
        select 0, ${event(`?::text || '.0'`, '')} where (select count(*) from stamped_n) > ${MAX_NAMED_IDS}
      )`;
  }

  /**
   * After a stamp: with `accessMayEnd`, ends the stamped identities' sessions that no longer
   * hold (announced as deleted sessions), then announces the stamped identities.
   */
  private async stamped(tx: TxScope, rows: { identity_id: string }[], accessMayEnd: boolean): Promise<void> {
    if (!rows.length) return;
    if (accessMayEnd) await endLapsedSessions(tx, 's."identity_id" = any(?::text[])', [textArray(rows.map((r) => r.identity_id))]);
    this.announce(tx, rows);
  }

  /**
   * Announces stamped identities as service-access events: named in chunks that fit a
   * notification, so every instance evicts exactly them; beyond MAX_NAMED_IDS as "any identity".
   */
  private announce(tx: TxScope, rows: { identity_id: string }[]): void {
    if (!rows.length) return;
    if (rows.length > MAX_NAMED_IDS) {
      tx.emit('updated', 'service-access', '*');
      return;
    }
    for (let i = 0; i < rows.length; i += IDS_PER_EVENT) {
      tx.emit('updated', 'service-access', '*', undefined, rows.slice(i, i + IDS_PER_EVENT).map((r) => r.identity_id));
    }
  }
}

/**
 * The final part of each statement: stamp `changed` identities (service-updates moves) and return
 * them. `changed` may name an identity more than once (once per Dial/Bind type it gained or lost):
 * the upsert gets each once, deduplicated before clock_timestamp() (which differs per row) is added.
 */
const STAMP_CTE = `stamped as (
    insert into "identity_service_state" ("identity_id", "services_changed_at")
    select c.identity_id, clock_timestamp() from (select distinct identity_id from changed where identity_id is not null) c
    on conflict ("identity_id") do update set "services_changed_at" = excluded."services_changed_at"
    returning "identity_id"
  )`;
const STAMP = `${STAMP_CTE}
  select "identity_id" from stamped`;
