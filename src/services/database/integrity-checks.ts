import type { EntityManager } from '@mikro-orm/postgresql';
import type { TxScope } from '../core/tx';
import { textArray } from '../core/sql';
import type { PolicyEngine } from '../policy/policy-engine';
import { POLICY_KINDS } from '../policy/policy-kinds';
import { POLICY_SIDES, sidesOfPolicy, type PolicyKind } from '../policy/policy-sides';
import { selectedEntitiesSql } from '../policy/match-sql';
import { EdgeRouterPolicy, Identity } from '../../entities';
import { systemPolicyName } from '../router/tunneler';

/**
 * The invariants the integrity run checks, each one phase. A check reads with bounded queries
 * (batches of policies, or at most ROWS_PER_ROUND findings per query) so a network of any size
 * is never loaded at once; the comparisons happen in SQL and only differences reach the process.
 * When fixing, each repair is its own transaction that publishes the normal change events.
 */

export interface CheckRun {
  em: EntityManager;
  fix: boolean;
  engine: PolicyEngine;
  /** Records one finding (persisted and streamed); false once the run should stop looking. */
  report(description: string, fixed: boolean): Promise<boolean>;
  progress(checked: number, total: number): Promise<void>;
  /** Findings one check query returns: a check run reads past the recording cap in one round (to know it is past it). */
  checkRowLimit: number;
  /** Runs one repair in its own transaction; false when it failed (the finding stays unfixed). */
  repair(fn: (tx: TxScope) => Promise<void>): Promise<boolean>;
}

export interface IntegrityCheck {
  phase: string;
  run(c: CheckRun): Promise<void>;
}

/** Policies compared per statement. */
const POLICIES_PER_BATCH = 50;
/** Differences listed per policy (the rest are counted). */
const DIFFS_PER_POLICY = 20;
/** Findings one query returns; a fix round repeats until a round finds nothing new. */
const ROWS_PER_ROUND = 500;

/**
 * Runs `query` (at most ROWS_PER_ROUND rows) and handles each finding; when fixing, repeats
 * (repaired rows no longer match) until a round brings nothing it has not seen.
 */
async function eachFinding<R>(
  c: CheckRun,
  query: (limit: number) => Promise<R[]>,
  key: (row: R) => string,
  handle: (row: R) => Promise<boolean>,
): Promise<void> {
  const seen = new Set<string>();
  const limit = c.fix ? ROWS_PER_ROUND : c.checkRowLimit;
  for (;;) {
    const rows = await query(limit);
    const fresh = rows.filter((r) => !seen.has(key(r)));
    for (const row of fresh) {
      seen.add(key(row));
      if (!(await handle(row))) return;
    }
    await c.progress(seen.size, seen.size);
    if (!c.fix || !fresh.length || rows.length < limit) return;
  }
}

/** Reports a finding, repairing it first when fixing. */
async function finding(c: CheckRun, description: string, repair?: (tx: TxScope) => Promise<void>): Promise<boolean> {
  const fixed = c.fix && repair ? await c.repair(repair) : false;
  return c.report(description, fixed);
}

// ---- policy matches ----

interface MatchDiff {
  policy_id: string;
  policy_name: string;
  entity_kind: string;
  entity_id: string;
  problem: 'missing' | 'extra';
  n: string;
  rn: string;
}

/** Every policy of one kind: its stored matches against those recomputed from its roles. */
function policyMatchesCheck(kind: PolicyKind): IntegrityCheck {
  const table = POLICY_KINDS[kind].table;
  return {
    phase: `${kind} matches`,
    async run(c) {
      const [{ total }] = await c.em.execute<{ total: string }[]>(`select count(*) as total from "${table}"`);
      let after = '';
      let checked = 0;
      for (;;) {
        const batch = (await c.em.execute<{ id: string }[]>(`select "id" from "${table}" where "id" > ? order by "id" limit ?`, [after, POLICIES_PER_BATCH])).map((r) => r.id);
        if (!batch.length) break;
        after = batch[batch.length - 1];
        const sides = sidesOfPolicy(kind);
        const expected = sides.map((side) => selectedEntitiesSql(side, `p."id" = any(?::text[])`)).join(' union all ');
        const rows = await c.em.execute<MatchDiff[]>(
          `with expected as (${expected}),
          actual as (select "policy_id", "entity_kind", "entity_id", "policy_kind" from "policy_matches" where "policy_id" = any(?::text[])),
          diff as (
            select e.policy_id, e.entity_kind, e.entity_id, 'missing' as problem from expected e
            where not exists (select 1 from actual a where a."policy_id" = e.policy_id and a."entity_kind" = e.entity_kind and a."entity_id" = e.entity_id and a."policy_kind" = ?)
            union all
            select a."policy_id", a."entity_kind", a."entity_id", 'extra' from actual a
            where a."policy_kind" <> ? or not exists (select 1 from expected e where e.policy_id = a."policy_id" and e.entity_kind = a."entity_kind" and e.entity_id = a."entity_id")
          ),
          ranked as (select d.*, row_number() over (partition by d.policy_id order by d.problem, d.entity_kind, d.entity_id) as rn,
            count(*) over (partition by d.policy_id) as n from diff d)
          select r.*, p."name" as policy_name from ranked r join "${table}" p on p."id" = r.policy_id
          where r.rn <= ? order by r.policy_id, r.rn`,
          [...sides.flatMap((side) => [side.entityKind, textArray(batch)]), textArray(batch), kind, kind, DIFFS_PER_POLICY],
        );
        const byPolicy = new Map<string, MatchDiff[]>();
        for (const row of rows) byPolicy.set(row.policy_id, [...(byPolicy.get(row.policy_id) ?? []), row]);
        for (const [policyId, diffs] of byPolicy) {
          // One repair per policy: recompute its matches (stamping the identities that move).
          const fixed = c.fix
            ? await c.repair(async (tx) => {
                await tx.em.execute(`delete from "policy_matches" where "policy_id" = ? and "policy_kind" <> ?`, [policyId, kind]);
                await c.engine.refreshPolicy(tx, kind, policyId);
              })
            : false;
          for (const d of diffs) {
            const what = d.problem === 'missing' ? 'selects' : 'does not select';
            const stored = d.problem === 'missing' ? 'the stored match is missing' : 'a stored match says it does';
            if (!(await c.report(`${kind} ${policyId} (${d.policy_name}) ${what} ${d.entity_kind} ${d.entity_id}, but ${stored}`, fixed))) return;
          }
          const more = Number(diffs[0].n) - diffs.length;
          if (more > 0 && !(await c.report(`${kind} ${policyId} (${diffs[0].policy_name}): ${more} more differences between its roles and its stored matches`, fixed))) return;
        }
        checked += batch.length;
        await c.progress(checked, Number(total));
      }
    },
  };
}

/** Stored matches of policies that do not exist (or of a policy kind that does not exist). */
const orphanMatches: IntegrityCheck = {
  phase: 'orphan policy matches',
  async run(c) {
    const known = Object.entries(POLICY_KINDS)
      .map(([kind, def]) => `(m."policy_kind" = '${kind}' and exists (select 1 from "${def.table}" p where p."id" = m."policy_id"))`)
      .join(' or ');
    await eachFinding(
      c,
      (limit) => c.em.execute<{ policy_kind: string; policy_id: string; n: string }[]>(
        `select m."policy_kind", m."policy_id", count(*) as n from "policy_matches" m where not (${known})
         group by m."policy_kind", m."policy_id" order by 1, 2 limit ?`,
        [limit],
      ),
      (r) => `${r.policy_kind}/${r.policy_id}`,
      (r) =>
        finding(c, `${r.n} stored policy matches name ${r.policy_kind} ${r.policy_id}, which does not exist`, async (tx) => {
          if (r.policy_kind in POLICY_KINDS) await c.engine.removePolicy(tx, r.policy_kind as PolicyKind, r.policy_id);
          else await tx.em.execute(`delete from "policy_matches" where "policy_kind" = ? and "policy_id" = ?`, [r.policy_kind, r.policy_id]);
        }),
    );
  },
};

/** `@id` roles naming an entity that does not exist (deleting an entity removes them). */
const danglingRoles: IntegrityCheck = {
  phase: 'policy roles',
  async run(c) {
    for (const side of POLICY_SIDES) {
      const def = POLICY_KINDS[side.policyKind];
      const field = def.roles.find((r) => r.field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`) === side.rolesColumn)!.field;
      await eachFinding(
        c,
        (limit) => c.em.execute<{ id: string; name: string; missing: string }[]>(
          `select p."id", p."name", r as missing from "${side.policyTable}" p cross join lateral unnest(zt_role_ids(p."${side.rolesColumn}")) r
           where not exists (select 1 from "${side.entityTable}" e where e."id" = r and ${side.entityScope}) order by 1, 3 limit ?`,
          [limit],
        ),
        (r) => `${r.id}/${r.missing}`,
        (r) =>
          finding(c, `${side.policyKind} ${r.id} (${r.name}): ${field} names @${r.missing}, which is no ${side.entityKind}`, async (tx) => {
            await tx.em.execute(`update "${side.policyTable}" set "${side.rolesColumn}" = array_remove("${side.rolesColumn}", ?), "updated_at" = now() where "id" = ?`, [`@${r.missing}`, r.id]);
            await c.engine.refreshPolicy(tx, side.policyKind, r.id);
            tx.emit('updated', def.segment, r.id, [field]);
          }),
      );
    }
  },
};

// ---- references without a foreign key ----

const serviceConfigs: IntegrityCheck = {
  phase: 'service configs',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; config_id: string }[]>(
        `select s."id", s."name", x as config_id from "services" s cross join lateral unnest(s."configs") x
         where not exists (select 1 from "configs" k where k."id" = x) order by 1, 3 limit ?`,
        [limit],
      ),
      (r) => `${r.id}/${r.config_id}`,
      (r) =>
        finding(c, `service ${r.id} (${r.name}) uses config ${r.config_id}, which does not exist`, async (tx) => {
          await tx.em.execute(`update "services" set "configs" = array_remove("configs", ?), "updated_at" = now() where "id" = ?`, [r.config_id, r.id]);
          await c.engine.servicesChanged(tx, [r.id]);
          tx.emit('updated', 'services', r.id, ['configs']);
        }),
    );
    // At most one config of each type per service: which one was meant can not be known.
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; type_id: string }[]>(
        `select s."id", s."name", k."config_type_id" as type_id from "services" s cross join lateral unnest(s."configs") x
         join "configs" k on k."id" = x group by s."id", s."name", k."config_type_id" having count(*) > 1 order by 1, 3 limit ?`,
        [limit],
      ),
      (r) => `${r.id}/${r.type_id}`,
      (r) => finding(c, `service ${r.id} (${r.name}) has more than one config of type ${r.type_id}`),
    );
    // An identity's override replaces the service's config of its type: one per type.
    await eachFinding(
      c,
      (limit) => c.em.execute<{ identity_id: string; service_id: string; type_id: string }[]>(
        `select i."identity_id", i."service_id", k."config_type_id" as type_id from "identity_service_configs" i join "configs" k on k."id" = i."config_id"
         group by 1, 2, 3 having count(*) > 1 order by 1, 2, 3 limit ?`,
        [limit],
      ),
      (r) => `${r.identity_id}/${r.service_id}/${r.type_id}`,
      (r) => finding(c, `identity ${r.identity_id} overrides the config of type ${r.type_id} of service ${r.service_id} more than once`),
    );
  },
};

const identityReferences: IntegrityCheck = {
  phase: 'identity references',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; type_id: string }[]>(
        `select i."id", i."name", i."type_id" from "identities" i where not exists (select 1 from "identity_types" t where t."id" = i."type_id") order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) =>
        finding(c, `identity ${r.id} (${r.name}) has type ${r.type_id}, which does not exist`, async (tx) => {
          await tx.em.execute(`update "identities" set "type_id" = 'Default', "updated_at" = now() where "id" = ?`, [r.id]);
          tx.emit('updated', 'identities', r.id, ['type']);
        }),
    );
    // Sessions belong to the identity of their API session.
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; identity_id: string; owner: string }[]>(
        `select s."id", s."identity_id", a."identity_id" as owner from "sessions" s join "api_sessions" a on a."id" = s."api_session_id"
         where a."identity_id" <> s."identity_id" order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) =>
        finding(c, `session ${r.id} names identity ${r.identity_id}, but its API session is identity ${r.owner}'s`, async (tx) => {
          await tx.em.execute(`delete from "sessions" where "id" = ?`, [r.id]);
          tx.emit('deleted', 'sessions', r.id);
        }),
    );
  },
};

const authPolicyReferences: IntegrityCheck = {
  phase: 'auth policy references',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; signer: string }[]>(
        `select p."id", p."name", x as signer from "auth_policies" p cross join lateral unnest(p."ext_jwt_allowed_signers") x
         where not exists (select 1 from "external_jwt_signers" s where s."id" = x) order by 1, 3 limit ?`,
        [limit],
      ),
      (r) => `${r.id}/${r.signer}`,
      (r) =>
        finding(c, `auth policy ${r.id} (${r.name}) allows external JWT signer ${r.signer}, which does not exist`, async (tx) => {
          await tx.em.execute(`update "auth_policies" set "ext_jwt_allowed_signers" = array_remove("ext_jwt_allowed_signers", ?), "updated_at" = now() where "id" = ?`, [r.signer, r.id]);
          tx.emit('updated', 'auth-policies', r.id, ['primary']);
        }),
    );
    // Dropping a required secondary factor would weaken logins: reported, never "fixed".
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; signer: string }[]>(
        `select p."id", p."name", p."secondary_require_ext_jwt_signer" as signer from "auth_policies" p
         where p."secondary_require_ext_jwt_signer" is not null and not exists (select 1 from "external_jwt_signers" s where s."id" = p."secondary_require_ext_jwt_signer") order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) => finding(c, `auth policy ${r.id} (${r.name}) requires external JWT signer ${r.signer} as a secondary factor, which does not exist; logins under it fail until an admin changes it`),
    );
  },
};

// ---- enrollments and authenticators ----

const IDENTITY_METHODS = `('ott', 'ottca', 'updb')`;
const ROUTER_METHODS = `('erott', 'trott')`;

/**
 * Enrollments of no owner or the wrong kind of owner, and expired ones whose identity or router
 * already holds what they would give (they can not be redeemed any more). Other expired
 * enrollments are kept, as OpenZiti keeps them: an admin may refresh them. Unexpired ones are
 * left alone even when their identity is enrolled: the admin may be replacing its authenticator.
 */
const enrollments: IntegrityCheck = {
  phase: 'enrollments',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; method: string; why: string }[]>(
        `select e."id", e."method", case
            when e."method" not in ${IDENTITY_METHODS} and e."method" not in ${ROUTER_METHODS} then 'has an unknown method'
            when e."method" in ${IDENTITY_METHODS} and (e."identity_id" is null or e."router_id" is not null) then 'is not of exactly one identity'
            when e."method" in ${ROUTER_METHODS} and (e."router_id" is null or e."identity_id" is not null) then 'is not of exactly one router'
            when e."method" = 'ottca' and e."ca_id" is null then 'names no CA'
            when e."method" = 'updb' then 'is left over: it expired, and its identity already has a password authenticator'
            when e."method" in ('ott', 'ottca') then 'is left over: it expired, and its identity already has a certificate authenticator'
            else 'is left over: it expired, and its router is already enrolled'
          end as why
         from "enrollments" e
         where e."method" not in ${IDENTITY_METHODS} and e."method" not in ${ROUTER_METHODS}
           or e."method" in ${IDENTITY_METHODS} and (e."identity_id" is null or e."router_id" is not null)
           or e."method" in ${ROUTER_METHODS} and (e."router_id" is null or e."identity_id" is not null)
           or e."method" = 'ottca' and e."ca_id" is null
           or e."expires_at" < now() and (
             e."method" = 'updb' and exists (select 1 from "authenticators" a where a."identity_id" = e."identity_id" and a."method" = 'updb')
             or e."method" in ('ott', 'ottca') and exists (select 1 from "authenticators" a where a."identity_id" = e."identity_id" and a."method" = 'cert')
             or e."method" in ${ROUTER_METHODS} and exists (select 1 from "routers" r where r."id" = e."router_id" and r."fingerprint" is not null))
         order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) =>
        finding(c, `enrollment ${r.id} (${r.method}) ${r.why}`, async (tx) => {
          await tx.em.execute(`delete from "enrollments" where "id" = ?`, [r.id]);
          tx.emit('deleted', 'enrollments', r.id);
        }),
    );
    // Edge routers enroll with erott, transit routers with trott: the token's JWT is of the wrong kind.
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; method: string; router_id: string }[]>(
        `select e."id", e."method", e."router_id" from "enrollments" e join "routers" r on r."id" = e."router_id"
         where (e."method" = 'erott') <> r."is_edge" order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) => finding(c, `enrollment ${r.id} (${r.method}) does not match the kind of router ${r.router_id}; re-enroll the router`),
    );
  },
};

const authenticators: IntegrityCheck = {
  phase: 'authenticators',
  async run(c) {
    // Credentials can not be made up: these are reported for an admin to replace.
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; identity_id: string; why: string }[]>(
        `select a."id", a."identity_id", case
            when a."method" not in ('updb', 'cert') then 'has an unknown method'
            when a."method" = 'updb' then 'is a password authenticator without a username or password'
            when a."ca_id" is not null and a."is_issued_by_network" then 'is a certificate authenticator both issued by the network and by a third-party CA'
            else 'is a certificate authenticator without a certificate fingerprint'
          end as why
         from "authenticators" a
         where a."method" not in ('updb', 'cert')
           or a."method" = 'updb' and (a."username" is null or a."password_hash" is null)
           or a."method" = 'cert' and (a."fingerprint" is null and a."unverified_fingerprint" is null or a."ca_id" is not null and a."is_issued_by_network")
         order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) => finding(c, `authenticator ${r.id} of identity ${r.identity_id} ${r.why}`),
    );
  },
};

// ---- tunneler-enabled edge routers ----

const tunnelers: IntegrityCheck = {
  phase: 'tunneler-enabled edge routers',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string; has_identity: boolean; has_policy: boolean }[]>(
        `select r."id", r."name",
           exists (select 1 from "identities" i where i."id" = r."id" and i."type_id" = 'Router') as has_identity,
           exists (select 1 from "edge_router_policies" p where p."id" = r."id" and p."is_system") as has_policy
         from "routers" r where r."is_tunneler_enabled" and r."is_edge"
           and not (exists (select 1 from "identities" i where i."id" = r."id" and i."type_id" = 'Router')
             and exists (select 1 from "edge_router_policies" p where p."id" = r."id" and p."is_system"))
         order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) =>
        finding(c, `tunneler-enabled edge router ${r.id} (${r.name}) lacks its ${r.has_identity ? '' : 'router identity'}${!r.has_identity && !r.has_policy ? ' and ' : ''}${r.has_policy ? '' : 'system edge router policy'}`, async (tx) => {
          if (!r.has_identity) {
            tx.em.create(Identity, { id: r.id, name: r.name, typeId: 'Router' });
            await tx.em.flush();
            await c.engine.refreshEntity(tx, 'identity', r.id);
            tx.emit('created', 'identities', r.id);
          }
          if (!r.has_policy) {
            tx.em.create(EdgeRouterPolicy, {
              id: r.id, name: systemPolicyName(r.id), semantic: 'AnyOf', isSystem: true, identityRoles: [`@${r.id}`], edgeRouterRoles: [`@${r.id}`],
            });
            await tx.em.flush();
            await c.engine.refreshPolicy(tx, 'edge-router-policy', r.id);
            tx.emit('created', 'edge-router-policies', r.id);
          }
        }),
    );
    await eachFinding(
      c,
      (limit) => c.em.execute<{ id: string; name: string }[]>(
        `select p."id", p."name" from "edge_router_policies" p where p."is_system"
           and not exists (select 1 from "routers" r where r."id" = p."id" and r."is_tunneler_enabled" and r."is_edge") order by 1 limit ?`,
        [limit],
      ),
      (r) => r.id,
      (r) =>
        finding(c, `system edge router policy ${r.id} (${r.name}) belongs to no tunneler-enabled edge router`, async (tx) => {
          await c.engine.removePolicy(tx, 'edge-router-policy', r.id);
          await tx.em.execute(`delete from "edge_router_policies" where "id" = ?`, [r.id]);
          tx.emit('deleted', 'edge-router-policies', r.id);
        }),
    );
  },
};

// ---- change stamps and versions ----

/** A stamp further ahead than this is not clock skew between instances. */
const FUTURE_TOLERANCE = `interval '5 minutes'`;

const changeStamps: IntegrityCheck = {
  phase: 'change stamps',
  async run(c) {
    await eachFinding(
      c,
      (limit) => c.em.execute<{ identity_id: string; at: Date }[]>(
        `select "identity_id", "services_changed_at" as at from "identity_service_state" where "services_changed_at" > now() + ${FUTURE_TOLERANCE} order by 1 limit ?`,
        [limit],
      ),
      (r) => r.identity_id,
      (r) =>
        finding(c, `the service-updates stamp of identity ${r.identity_id} is in the future (${new Date(r.at).toISOString()})`, async (tx) => {
          await tx.em.execute(`update "identity_service_state" set "services_changed_at" = clock_timestamp() where "identity_id" = ?`, [r.identity_id]);
          tx.emit('updated', 'service-access', '*', undefined, [r.identity_id]);
        }),
    );
    await eachFinding(
      c,
      (limit) => c.em.execute<{ name: string; at: Date }[]>(`select "name", "at" from "change_epochs" where "at" > now() + ${FUTURE_TOLERANCE} order by 1 limit ?`, [limit]),
      (r) => r.name,
      (r) =>
        finding(c, `the change epoch ${r.name} is in the future (${new Date(r.at).toISOString()})`, async (tx) => {
          await tx.em.execute(`update "change_epochs" set "at" = clock_timestamp() where "name" = ?`, [r.name]);
          tx.emit('updated', 'service-access', '*');
        }),
    );
    // Session creation compares instances' cached edge router data with this version.
    const [version] = await c.em.execute<{ n: string }[]>(`select count(*) as n from "access_versions" where "name" = 'edge-routers'`);
    if (Number(version.n) === 0) {
      await finding(c, 'the edge router access version is missing', async (tx) => {
        // Far above any value an instance may have cached, so every cache counts as stale.
        await tx.em.execute(`insert into "access_versions" ("name", "version") values ('edge-routers', (extract(epoch from clock_timestamp()) * 1000)::bigint) on conflict do nothing`);
      });
    }
  },
};

/**
 * Every check, in the order a run goes through them. Policy matches come before the checks whose
 * repairs re-evaluate policies (roles, tunnelers), so a fix reports a damaged match itself rather
 * than repairing it on the side; stamps come last, after every repair that moves them.
 */
export const INTEGRITY_CHECKS: IntegrityCheck[] = [
  identityReferences,
  serviceConfigs,
  authPolicyReferences,
  enrollments,
  authenticators,
  orphanMatches,
  ...(Object.keys(POLICY_KINDS) as PolicyKind[]).map(policyMatchesCheck),
  danglingRoles,
  tunnelers,
  changeStamps,
];
