import type { EntityManager } from '@mikro-orm/postgresql';
import type { TxScope } from '../core/tx';
import { textArray } from '../core/sql';
import { sidesOfEntity, sidesOfPolicy, type EntityKind, type PolicyKind, type PolicySide } from './policy-sides';
import { POLICY_KINDS } from './policy-kinds';

/**
 * Keeps `policy_matches` (what each policy selects) true to the policies and entities, in the
 * transaction of the write that changes them, and records in `identity_service_state` when an
 * identity's service list changes. Reads (access decisions) are then indexed joins over
 * policy_matches; nothing is evaluated per request.
 *
 * Role semantics (OpenZiti): `#all` selects everything; `@id` selects that entity; `#attr`
 * roles select entities having all (AllOf) or any (AnyOf) of the attributes.
 */
export class PolicyEngine {
  private tempSeq = 0;

  /** SQL selecting the ids of entities that roles (bound as text[] literals) select. */
  private matchEntitiesSql(side: PolicySide): string {
    const t = `"${side.entityTable}" e`;
    const s = side.entityScope;
    // One branch per role form, so each can use its index (primary key, GIN on role_attributes).
    return `select e."id" from ${t} where ${s} and ?::boolean
      union select e."id" from ${t} where ${s} and e."id" = any(?::text[])
      union select e."id" from ${t} where ${s} and ?::text = 'AllOf' and cardinality(?::text[]) > 0 and e."role_attributes" @> ?::text[]
      union select e."id" from ${t} where ${s} and ?::text = 'AnyOf' and e."role_attributes" && ?::text[]`;
  }

  private matchParams(roles: string[], semantic: string): unknown[] {
    const attrs = textArray(roles.filter((r) => r.startsWith('#') && r !== '#all').map((r) => r.slice(1)));
    const ids = textArray(roles.filter((r) => r.startsWith('@')).map((r) => r.slice(1)));
    return [roles.includes('#all'), ids, semantic, attrs, attrs, semantic, attrs];
  }

  /** SQL selecting the ids of policies (alias p) of a side that select the entity whose attributes are bound. */
  private matchPoliciesSql(side: PolicySide): string {
    const roles = `p."${side.rolesColumn}"`;
    return `select p."id" from "${side.policyTable}" p where zt_role_all(${roles})
      or zt_role_ids(${roles}) @> array[?::text]
      or (p."semantic" = 'AllOf' and cardinality(zt_role_attrs(${roles})) > 0 and zt_role_attrs(${roles}) <@ ?::text[])
      or (p."semantic" = 'AnyOf' and zt_role_attrs(${roles}) && ?::text[])`;
  }

  private tempName(prefix: string): string {
    this.tempSeq = (this.tempSeq + 1) % 1_000_000;
    return `zt_${prefix}_${this.tempSeq}`;
  }

  /** Re-evaluates one policy (after create or update; the policy row must be flushed). */
  async refreshPolicy(tx: TxScope, kind: PolicyKind, policyId: string): Promise<void> {
    const em = tx.em;
    const [policy] = await em.execute<Record<string, unknown>[]>(`select * from "${POLICY_KINDS[kind].table}" where "id" = ?`, [policyId]);
    if (!policy) return this.removePolicy(tx, kind, policyId);
    const fresh = this.tempName('new');
    await em.execute(`create temp table "${fresh}" ("entity_kind" text not null, "entity_id" text not null) on commit drop`);
    for (const side of sidesOfPolicy(kind)) {
      const roles = (policy[side.rolesColumn] as string[] | null) ?? [];
      await em.execute(`insert into "${fresh}" select ?, m."id" from (${this.matchEntitiesSql(side)}) m`, [side.entityKind, ...this.matchParams(roles, String(policy.semantic))]);
    }
    const apply = async () => {
      await em.execute(`delete from "policy_matches" m where m."policy_id" = ? and not exists (select 1 from "${fresh}" f where f."entity_kind" = m."entity_kind" and f."entity_id" = m."entity_id")`, [policyId]);
      await em.execute(`insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id") select ?, ?, f."entity_kind", f."entity_id" from "${fresh}" f on conflict do nothing`, [policyId, kind]);
    };
    if (kind !== 'service-policy') return apply();
    const identities = `select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'identity' union select "entity_id" from "${fresh}" where "entity_kind" = 'identity'`;
    const services = `select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'service' union select "entity_id" from "${fresh}" where "entity_kind" = 'service'`;
    const postureChanged = await this.postureSetChanged(em, policyId, fresh);
    await this.trackServiceAccess(tx, { sql: identities, params: [policyId] }, { sql: services, params: [policyId] }, apply, postureChanged);
  }

  async removePolicy(tx: TxScope, kind: PolicyKind, policyId: string): Promise<void> {
    const apply = async () => {
      await tx.em.execute(`delete from "policy_matches" where "policy_id" = ?`, [policyId]);
    };
    if (kind !== 'service-policy') return apply();
    const identities = `select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'identity'`;
    const services = `select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'service'`;
    const hadPosture = await tx.em.execute<{ n: string }[]>(`select count(*) as n from "policy_matches" where "policy_id" = ? and "entity_kind" = 'posture-check'`, [policyId]);
    await this.trackServiceAccess(tx, { sql: identities, params: [policyId] }, { sql: services, params: [policyId] }, apply, Number(hadPosture[0].n) > 0);
  }

  /** Re-evaluates every policy against one entity (after create or an attribute change; the row must be flushed). */
  async refreshEntity(tx: TxScope, kind: EntityKind, entityId: string): Promise<void> {
    const em = tx.em;
    const sides = sidesOfEntity(kind);
    const [entity] = await em.execute<{ role_attributes: string[] }[]>(
      `select e."role_attributes" from "${sides[0].entityTable}" e where e."id" = ? and ${sides[0].entityScope}`,
      [entityId],
    );
    const fresh = this.tempName('newp');
    await em.execute(`create temp table "${fresh}" ("policy_id" text not null, "policy_kind" text not null) on commit drop`);
    if (entity) {
      const attrs = textArray(entity.role_attributes ?? []);
      for (const side of sides) {
        await em.execute(`insert into "${fresh}" select m."id", ? from (${this.matchPoliciesSql(side)}) m`, [side.policyKind, entityId, attrs, attrs]);
      }
    }
    const apply = async () => {
      await em.execute(`delete from "policy_matches" m where m."entity_kind" = ? and m."entity_id" = ? and not exists (select 1 from "${fresh}" f where f."policy_id" = m."policy_id")`, [kind, entityId]);
      await em.execute(`insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id") select f."policy_id", f."policy_kind", ?, ? from "${fresh}" f on conflict do nothing`, [kind, entityId]);
    };
    const policies = `select "policy_id" from "policy_matches" where "entity_kind" = ? and "entity_id" = ? and "policy_kind" = 'service-policy' union select "policy_id" from "${fresh}" where "policy_kind" = 'service-policy'`;
    if (kind === 'identity') {
      await this.trackServiceAccess(tx, { sql: 'select ?::text', params: [entityId] }, undefined, apply, false);
    } else if (kind === 'service') {
      const identities = `select distinct pi."entity_id" from "policy_matches" pi where pi."entity_kind" = 'identity' and pi."policy_id" in (${policies})`;
      await this.trackServiceAccess(tx, { sql: identities, params: [kind, entityId] }, { sql: 'select ?::text', params: [entityId] }, apply, false);
    } else if (kind === 'posture-check') {
      // Posture queries are part of each service an identity sees: any policy change of the check counts.
      const identities = `select distinct pi."entity_id" from "policy_matches" pi where pi."entity_kind" = 'identity' and pi."policy_id" in (${policies})`;
      const [{ changed }] = await em.execute<{ changed: boolean }[]>(
        `select exists ((select "policy_id" from "policy_matches" where "entity_kind" = ? and "entity_id" = ? except select "policy_id" from "${fresh}")
           union (select "policy_id" from "${fresh}" except select "policy_id" from "policy_matches" where "entity_kind" = ? and "entity_id" = ?)) as changed`,
        [kind, entityId, kind, entityId],
      );
      await apply();
      if (changed) await this.bumpIdentities(tx, identities, [kind, entityId]);
    } else {
      await apply();
    }
  }

  /** Removes an entity from every policy (before deleting it). Identities that lose a service are stamped. */
  async removeEntity(tx: TxScope, kind: EntityKind, entityId: string): Promise<void> {
    if (kind === 'service' || kind === 'posture-check') {
      const identities = `select distinct pi."entity_id" from "policy_matches" pi join "policy_matches" pe on pe."policy_id" = pi."policy_id"
        where pe."entity_kind" = ? and pe."entity_id" = ? and pe."policy_kind" = 'service-policy' and pi."entity_kind" = 'identity'`;
      await this.bumpIdentities(tx, identities, [kind, entityId]);
    }
    await tx.em.execute(`delete from "policy_matches" where "entity_kind" = ? and "entity_id" = ?`, [kind, entityId]);
    // No policy keeps an @id role naming an entity that is gone.
    for (const side of sidesOfEntity(kind)) {
      await tx.em.execute(
        `update "${side.policyTable}" set "${side.rolesColumn}" = array_remove("${side.rolesColumn}", ?), "updated_at" = now() where ? = any("${side.rolesColumn}")`,
        [`@${entityId}`, `@${entityId}`],
      );
    }
  }

  /** Stamps every identity that can see one of these services (their content or configs changed). */
  async servicesChanged(tx: TxScope, serviceIds: string[]): Promise<void> {
    if (!serviceIds.length) return;
    const identities = `select distinct pi."entity_id" from "policy_matches" ps join "policy_matches" pi on pi."policy_id" = ps."policy_id" and pi."entity_kind" = 'identity'
      where ps."entity_kind" = 'service' and ps."policy_kind" = 'service-policy' and ps."entity_id" = any(?::text[])`;
    await this.bumpIdentities(tx, identities, [textArray(serviceIds)]);
  }

  /** Stamps one identity whose view of a service changed (e.g. its own service configs). */
  async identityServicesChanged(tx: TxScope, identityId: string): Promise<void> {
    await this.bumpIdentities(tx, 'select ?::text', [identityId]);
  }

  /** Recomputes every policy match from scratch (bulk loads, integrity fix). */
  async rebuildAll(em: EntityManager): Promise<void> {
    await em.execute(`delete from "policy_matches"`);
    for (const kind of Object.keys(POLICY_KINDS) as PolicyKind[]) {
      for (const side of sidesOfPolicy(kind)) {
        const roles = `p."${side.rolesColumn}"`;
        const t = `"${side.entityTable}" e`;
        const s = side.entityScope;
        await em.execute(`insert into "policy_matches" ("policy_id", "policy_kind", "entity_kind", "entity_id")
          select p."id", ?, ?, m."id" from "${side.policyTable}" p cross join lateral (
            select e."id" from ${t} where ${s} and zt_role_all(${roles})
            union select e."id" from ${t} where ${s} and e."id" = any(zt_role_ids(${roles}))
            union select e."id" from ${t} where ${s} and p."semantic" = 'AllOf' and cardinality(zt_role_attrs(${roles})) > 0 and e."role_attributes" @> zt_role_attrs(${roles})
            union select e."id" from ${t} where ${s} and p."semantic" = 'AnyOf' and e."role_attributes" && zt_role_attrs(${roles})
          ) m`, [kind, side.entityKind]);
      }
    }
  }

  private async postureSetChanged(em: EntityManager, policyId: string, fresh: string): Promise<boolean> {
    const [{ changed }] = await em.execute<{ changed: boolean }[]>(
      `select exists ((select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'posture-check' except select "entity_id" from "${fresh}" where "entity_kind" = 'posture-check')
         union (select "entity_id" from "${fresh}" where "entity_kind" = 'posture-check' except select "entity_id" from "policy_matches" where "policy_id" = ? and "entity_kind" = 'posture-check')) as changed`,
      [policyId, policyId],
    );
    return changed;
  }

  /** (identity, service, Dial|Bind) access rows of candidate identities, optionally for some services only. */
  private accessSql(candidates: string, services?: string): string {
    return `select distinct pi."entity_id" as identity_id, ps."entity_id" as service_id, sp."type" as type
      from "policy_matches" pi
      join "service_policies" sp on sp."id" = pi."policy_id"
      join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
      where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" in (select * from "${candidates}")
      ${services ? `and ps."entity_id" in (select * from "${services}")` : ''}`;
  }

  /**
   * Runs `apply` and stamps exactly the candidate identities whose access (to the given services,
   * or to any) differs afterwards; with `stampAll`, every candidate is stamped.
   */
  private async trackServiceAccess(
    tx: TxScope,
    identities: { sql: string; params: unknown[] },
    services: { sql: string; params: unknown[] } | undefined,
    apply: () => Promise<void>,
    stampAll: boolean,
  ): Promise<void> {
    const em = tx.em;
    const cand = this.tempName('cand');
    await em.execute(`create temp table "${cand}" ("id" text) on commit drop`);
    await em.execute(`insert into "${cand}" ${identities.sql}`, identities.params);
    let svc: string | undefined;
    if (services) {
      svc = this.tempName('svc');
      await em.execute(`create temp table "${svc}" ("id" text) on commit drop`);
      await em.execute(`insert into "${svc}" ${services.sql}`, services.params);
    }
    const before = this.tempName('before');
    await em.execute(`create temp table "${before}" on commit drop as ${this.accessSql(cand, svc)}`);
    await apply();
    if (stampAll) {
      await this.bumpIdentities(tx, `select * from "${cand}"`, []);
      return;
    }
    const after = `(${this.accessSql(cand, svc)})`;
    await this.bumpIdentities(
      tx,
      `select identity_id from ((select * from "${before}" except select * from ${after} a1) union (select * from ${after} a2 except select * from "${before}")) d`,
      [],
    );
  }

  /** Stamps identities (a SQL select of ids) as having a changed service list, and announces it. */
  private async bumpIdentities(tx: TxScope, idsSql: string, params: unknown[]): Promise<void> {
    const rows = await tx.em.execute<{ identity_id: string }[]>(
      `insert into "identity_service_state" ("identity_id", "services_changed_at")
       select y.id, clock_timestamp() from (select distinct x.id from (${idsSql}) as x(id) where x.id is not null) as y
       on conflict ("identity_id") do update set "services_changed_at" = excluded."services_changed_at"
       returning "identity_id"`,
      params,
    );
    if (rows.length) tx.emit('updated', 'service-access', '*', undefined, rows.length <= 100 ? rows.map((r) => r.identity_id) : undefined);
  }
}
