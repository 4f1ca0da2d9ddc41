/**
 * SQL fragments answering access questions from `policy_matches`: each is an indexed join
 * (policy_matches_entity_index for the first hop, the primary key for the second), never a
 * scan of the policies. Each takes its identity/service ids as `?` parameters in order.
 */

/** Ids of the services an identity may use (any permission). Params: identityId. */
export const SERVICES_OF_IDENTITY = `select ps."entity_id" from "policy_matches" pi
  join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?`;

/**
 * (service_id, type, checked) permissions of an identity for some services; `checked` when a
 * granting policy has posture checks. Params: identityId, services text[].
 */
export const PERMISSIONS_OF_IDENTITY = `select ps."entity_id" as service_id, sp."type" as type,
    bool_or(exists (select 1 from "policy_matches" pp where pp."policy_id" = sp."id" and pp."entity_kind" = 'posture-check')) as checked
  from "policy_matches" pi
  join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
  join "service_policies" sp on sp."id" = pi."policy_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ? and ps."entity_id" = any(?::text[])
  group by ps."entity_id", sp."type"`;

/**
 * (service_id, type, checked) of every service an identity may see: PERMISSIONS_OF_IDENTITY for
 * all its services at once (what its client service list is scoped by). Params: identityId.
 */
export const ALL_PERMISSIONS_OF_IDENTITY = `select ps."entity_id" as service_id, sp."type" as type,
    bool_or(exists (select 1 from "policy_matches" pp where pp."policy_id" = sp."id" and pp."entity_kind" = 'posture-check')) as checked
  from "policy_matches" pi
  join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
  join "service_policies" sp on sp."id" = pi."policy_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?
  group by ps."entity_id", sp."type"`;

/**
 * For the service of the row `e` of a services list: the identity's permissions on it, as
 * json [{type, checked}] (the PERMISSIONS_OF_IDENTITY rows of that service). Params: identityId.
 */
export const GRANTS_OF_IDENTITY_ON_SERVICE_ROW = `select coalesce(json_agg(json_build_object('type', g."type", 'checked', g."checked")), '[]') from (
    select sp."type" as "type",
      bool_or(exists (select 1 from "policy_matches" pp where pp."policy_id" = sp."id" and pp."entity_kind" = 'posture-check')) as "checked"
    from "policy_matches" pi
    join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service' and ps."entity_id" = e."id"
    join "service_policies" sp on sp."id" = pi."policy_id"
    where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?
    group by sp."type") g`;

/** Ids of edge routers an identity (an SQL expression) may connect to (edge router policies). */
export const edgeRoutersOfIdentity = (identityId: string) => `select pr."entity_id" from "policy_matches" pi
  join "policy_matches" pr on pr."policy_id" = pi."policy_id" and pr."entity_kind" = 'edge-router'
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'edge-router-policy' and pi."entity_id" = ${identityId}`;

/** Ids of edge routers a service (an SQL expression) is reachable through (service edge router policies). */
export const edgeRoutersOfService = (serviceId: string) => `select pr."entity_id" from "policy_matches" ps
  join "policy_matches" pr on pr."policy_id" = ps."policy_id" and pr."entity_kind" = 'edge-router'
  where ps."entity_kind" = 'service' and ps."policy_kind" = 'service-edge-router-policy' and ps."entity_id" = ${serviceId}`;

/** Ids of edge routers an identity may connect to. Params: identityId. */
export const EDGE_ROUTERS_OF_IDENTITY = edgeRoutersOfIdentity('?');

/** Ids of edge routers a service is reachable through. Params: serviceId. */
export const EDGE_ROUTERS_OF_SERVICE = edgeRoutersOfService('?');

/** Ids of edge routers shared by an identity and a service. Params: identityId, serviceId. */
export const EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE = `${EDGE_ROUTERS_OF_IDENTITY} intersect ${EDGE_ROUTERS_OF_SERVICE}`;

/**
 * The service policies of one type granting an identity a service, with how many posture
 * checks each has; the three arguments are SQL expressions (parameters or columns).
 */
export const grantingPoliciesOf = (identityId: string, serviceId: string, type: string) => `select sp."id", sp."name",
    (select count(*) from "policy_matches" pp where pp."policy_id" = sp."id" and pp."entity_kind" = 'posture-check')::int as checks
  from "policy_matches" pi
  join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
  join "service_policies" sp on sp."id" = pi."policy_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ${identityId} and ps."entity_id" = ${serviceId} and sp."type" = ${type}`;

/** Ids of the edge router policies selecting an identity (an SQL expression). */
export const edgeRouterPoliciesOf = (identityId: string) => `select pi."policy_id" from "policy_matches" pi
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'edge-router-policy' and pi."entity_id" = ${identityId}`;

/** Ids of the service edge router policies selecting a service (an SQL expression). */
export const serviceEdgeRouterPoliciesOf = (serviceId: string) => `select ps."policy_id" from "policy_matches" ps
  where ps."entity_kind" = 'service' and ps."policy_kind" = 'service-edge-router-policy' and ps."entity_id" = ${serviceId}`;

/**
 * Posture checks of the policies granting an identity some services: (service_id, policy_id,
 * policy_type, check row). Params: identityId, services text[].
 */
export const POSTURE_CHECKS_OF_IDENTITY = `select ps."entity_id" as service_id, sp."id" as policy_id, sp."type" as policy_type, pc.*
  from "policy_matches" pi
  join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
  join "service_policies" sp on sp."id" = pi."policy_id"
  join "policy_matches" pp on pp."policy_id" = pi."policy_id" and pp."entity_kind" = 'posture-check'
  join "posture_checks" pc on pc."id" = pp."entity_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ? and ps."entity_id" = any(?::text[])`;
