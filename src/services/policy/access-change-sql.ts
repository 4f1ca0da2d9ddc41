/**
 * SQL (CTE bodies) deciding which identities' service access a policy-match change alters, in
 * the same statement that applies the change. Every CTE reads the matches as they were before
 * the statement (a statement sees one snapshot), so "after" is computed from `old` and `fresh`.
 *
 * An identity counts as changed when it gains or loses an (service, Dial|Bind) grant, or a
 * posture query on one of its services. The cost follows the change: only identities entering or
 * leaving a policy (or of a policy whose services changed) are examined, and each only against
 * the services concerned.
 */

/**
 * Above this many identities to examine, every candidate counts as changed without examining
 * each: stamping one more identity only makes its client re-read its service list once.
 */
export const MAX_EXAMINED_IDENTITIES = 50_000;

/**
 * Probes written as LATERAL ... OFFSET 0: an index scan per outer row, whatever the statistics
 * say. On a store whose tables were just filled and not yet analyzed, the planner would
 * otherwise compare every row of one side with every row of the other.
 */
/** The service policies of identity `c.identity_id` (the entity index). */
const OWN_POLICIES = `select pi."policy_id" from "policy_matches" pi
      where pi."entity_kind" = 'identity' and pi."entity_id" = c.identity_id and pi."policy_kind" = 'service-policy' offset 0`;
/** The identities of the policy whose id is the SQL expression `policyId` (the primary key). */
export const identitiesOfPolicy = (policyId: string) =>
  `select pi."entity_id" from "policy_matches" pi where pi."policy_id" = ${policyId} and pi."entity_kind" = 'identity' offset 0`;

/**
 * A service policy (CTE `pol` with its `type`) whose matches change from `old` to `fresh`
 * (entity_kind, entity_id). Defines `changed(identity_id)`. Params: the policy id.
 *
 * Identities entering the policy gain its new services, identities leaving lose its old ones,
 * identities staying gain or lose the services that changed; each (identity, service) pair is a
 * change unless another policy of the same type grants it. That is checked from each moving
 * identity's own policies (an index probe per identity), never by listing the members of the
 * other policies, which may be the whole network. When its posture checks change, everyone it
 * grants a service to sees other posture queries.
 */
export const SERVICE_POLICY_CHANGE = `
  i_old as (select "entity_id" from old where "entity_kind" = 'identity'),
  i_new as (select "entity_id" from fresh where "entity_kind" = 'identity'),
  s_old as (select "entity_id" from old where "entity_kind" = 'service'),
  s_new as (select "entity_id" from fresh where "entity_kind" = 'service'),
  needs (grp, service_id) as (
    select 1, "entity_id" from s_new
    union all select 2, "entity_id" from s_old
    union all select 3, "entity_id" from ((select "entity_id" from s_new except select "entity_id" from s_old)
      union (select "entity_id" from s_old except select "entity_id" from s_new)) x
  ),
  need_n as (select grp, count(*) as n from needs group by grp),
  cand (identity_id, grp) as (
    select x."entity_id", 1 from (select "entity_id" from i_new except select "entity_id" from i_old) x where exists (select 1 from need_n where grp = 1)
    union all select x."entity_id", 2 from (select "entity_id" from i_old except select "entity_id" from i_new) x where exists (select 1 from need_n where grp = 2)
    union all select x."entity_id", 3 from (select "entity_id" from i_old intersect select "entity_id" from i_new) x where exists (select 1 from need_n where grp = 3)
  ),
  exhaustive as (select count(*) > ${MAX_EXAMINED_IDENTITIES} as yes from cand),
  covering as (
    select nd.grp, nd.service_id, ps."policy_id" from needs nd
    join "policy_matches" ps on ps."entity_kind" = 'service' and ps."entity_id" = nd.service_id and ps."policy_kind" = 'service-policy' and ps."policy_id" <> ?
    join "service_policies" q on q."id" = ps."policy_id" and q."type" = (select "type" from pol)
  ),
  mine as materialized (
    select c.identity_id, c.grp, p."policy_id" from cand c
    cross join lateral (${OWN_POLICIES}) p
    where not (select yes from exhaustive) and exists (select 1 from covering)
  ),
  covered as (
    select m.identity_id, m.grp, count(distinct cv.service_id) as n
    from mine m join covering cv on cv."policy_id" = m."policy_id" and cv.grp = m.grp
    group by m.identity_id, m.grp
  ),
  changed (identity_id) as (
    select c.identity_id from cand c join need_n nn on nn.grp = c.grp
    left join covered cv on cv.identity_id = c.identity_id and cv.grp = c.grp
    where (select yes from exhaustive) or coalesce(cv.n, 0) < nn.n
    union
    select x."entity_id" from (select "entity_id" from i_old union select "entity_id" from i_new) x
    where exists (select 1 from s_old union all select 1 from s_new)
      and exists ((select "entity_id" from old where "entity_kind" = 'posture-check' except select "entity_id" from fresh where "entity_kind" = 'posture-check')
        union all (select "entity_id" from fresh where "entity_kind" = 'posture-check' except select "entity_id" from old where "entity_kind" = 'posture-check'))
  )`;

/**
 * The service policies selecting an entity changed from `old` to `fresh` (policy_id,
 * policy_kind): which of them it entered or left, with their type.
 */
const FLAGGED = `
  flagged as (
    select q."id" as policy_id, q."type", o.policy_id is not null as was_in, f.policy_id is not null as now_in
    from (select policy_id from old where policy_kind = 'service-policy') o
    full join (select policy_id from fresh where policy_kind = 'service-policy') f on f.policy_id = o.policy_id
    join "service_policies" q on q."id" = coalesce(o.policy_id, f.policy_id)
  )`;

/**
 * A service entered or left service policies. Defines `changed(identity_id)`: identities of
 * those policies that now have or lack the service with a type no policy kept grants them.
 */
export const SERVICE_CHANGE = `${FLAGGED},
  cand as (
    select m."entity_id" as identity_id, fl."type", fl.now_in as gained
    from flagged fl cross join lateral (${identitiesOfPolicy('fl.policy_id')}) m
    where fl.was_in <> fl.now_in
  ),
  changed (identity_id) as (
    select c.identity_id from cand c
    where not exists (
      select 1 from flagged k join "policy_matches" pk on pk."policy_id" = k.policy_id and pk."entity_kind" = 'identity' and pk."entity_id" = c.identity_id
      where k.was_in and k.now_in and k."type" = c."type")
    group by c.identity_id, c."type" having bool_or(c.gained) <> bool_or(not c.gained)
  )`;

/** An identity entered or left service policies. Defines `changed(identity_id)`: itself, if its grants differ. Params: the identity id. */
export const IDENTITY_CHANGE = `
  grants_old as (select ps."entity_id", q."type" from old o join "service_policies" q on q."id" = o.policy_id
    join "policy_matches" ps on ps."policy_id" = o.policy_id and ps."entity_kind" = 'service' where o.policy_kind = 'service-policy'),
  grants_new as (select ps."entity_id", q."type" from fresh f join "service_policies" q on q."id" = f.policy_id
    join "policy_matches" ps on ps."policy_id" = f.policy_id and ps."entity_kind" = 'service' where f.policy_kind = 'service-policy'),
  changed (identity_id) as (
    select ?::text where exists ((select * from grants_old except select * from grants_new) union all (select * from grants_new except select * from grants_old))
  )`;

/**
 * A posture check entered or left service policies. Defines `changed(identity_id)`: every
 * identity of those policies (old and new), as the posture queries of their services change.
 */
export const POSTURE_CHECK_CHANGE = `${FLAGGED},
  changed (identity_id) as (
    select distinct m."entity_id" from flagged fl cross join lateral (${identitiesOfPolicy('fl.policy_id')}) m
    where exists (select 1 from flagged where was_in <> now_in)
  )`;
