import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/services/core/passwords';
import { PolicyEngine } from '../src/services/policy/policy-engine';

/** The benchmark network's size. */
export interface NetworkSize {
  identities: number;
  services: number;
  servicePolicies: number;
  edgeRouters: number;
  edgeRouterPolicies: number;
  /** Identities that get a password, to log in and make requests as. */
  users: number;
  /** Identities carrying each `grp-N` attribute: the policy-change measurement moves one group. */
  groupSize: number;
  /** `team-N` attributes: each identity has two, so a team has ~2 × identities / teams members. */
  teams: number;
  /** `svc-N` attributes: services per attribute = services / serviceAttributes. */
  serviceAttributes: number;
  /** `region-N` attributes of edge routers. */
  regions: number;
}

/** External PostgreSQL: the access-model issue's network. */
export const LARGE: NetworkSize = {
  identities: 100_000, services: 10_000, servicePolicies: 2_000, edgeRouters: 500, edgeRouterPolicies: 200,
  users: 1_000, groupSize: 10_000, teams: 500, serviceAttributes: 1_000, regions: 20,
};

/** The embedded server: a tenth of it (teams of the same size), and one group of 10,000 to move. */
export const SMALL: NetworkSize = {
  identities: 10_000, services: 1_000, servicePolicies: 200, edgeRouters: 50, edgeRouterPolicies: 20,
  users: 1_000, groupSize: 10_000, teams: 50, serviceAttributes: 100, regions: 2,
};

export const BENCH_PASSWORD = 'bench-password';

/**
 * Seeds the network set-based in SQL (generate_series), then derives every policy match with
 * the same engine the controller uses (PolicyEngine.rebuildAll).
 *
 * Shape: each identity has two `team-N` attributes and one `grp-N`; each service one `svc-N`;
 * service policy i grants `#team-(i mod teams)` the services `#svc-(i mod serviceAttributes)`
 * (Dial for odd i, Bind for even), so an identity sees ~80 services through ~8 policies; each
 * edge router policy gives three teams (AnyOf) the routers of one region; one service edge
 * router policy makes every service reachable through every router.
 */
export async function seed(em: EntityManager, size: NetworkSize): Promise<void> {
  const groups = Math.max(1, size.identities / size.groupSize);
  const t = size.teams;
  await em.execute(`insert into "identities" ("id", "created_at", "updated_at", "tags", "name", "type_id", "role_attributes", "app_data",
      "service_hosting_costs", "service_hosting_precedences", "env_info", "sdk_info")
    select 'bi' || g, now(), now(), '{}', 'bench-identity-' || g, 'Device',
      array['team-' || (g % ${t}), 'team-' || ((g * 7 + 3) % ${t}), 'grp-' || (g % ${groups})], '{}', '{}', '{}', '{}', '{}'
    from generate_series(1, ${size.identities}) g`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await em.execute(`insert into "authenticators" ("id", "created_at", "updated_at", "tags", "identity_id", "method", "username", "password_hash")
    select 'ba' || g, now(), now(), '{}', 'bi' || g, 'updb', 'bench-user-' || g, ? from generate_series(1, ${size.users}) g`, [hash]);
  await em.execute(`insert into "services" ("id", "created_at", "updated_at", "tags", "name", "role_attributes", "configs")
    select 'bs' || g, now(), now(), '{}', 'bench-service-' || g, array['svc-' || (g % ${size.serviceAttributes})], '{}' from generate_series(1, ${size.services}) g`);
  await em.execute(`insert into "service_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "type", "identity_roles", "service_roles", "posture_check_roles")
    select 'bsp' || g, now(), now(), '{}', 'bench-service-policy-' || g, 'AllOf', case when g % 2 = 1 then 'Dial' else 'Bind' end,
      array['#team-' || (g % ${t})], array['#svc-' || (g % ${size.serviceAttributes})], '{}' from generate_series(1, ${size.servicePolicies}) g`);
  await em.execute(`insert into "routers" ("id", "created_at", "updated_at", "tags", "name", "is_edge", "role_attributes", "app_data", "hostname", "supported_protocols", "is_online")
    select 'ber' || g, now(), now(), '{}', 'bench-router-' || g, true, array['region-' || (g % ${size.regions})], '{}', 'er' || g || '.bench.example',
      jsonb_build_object('tls', 'tls://er' || g || '.bench.example:3022'), g % 2 = 0 from generate_series(1, ${size.edgeRouters}) g`);
  await em.execute(`insert into "edge_router_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "identity_roles", "edge_router_roles")
    select 'berp' || g, now(), now(), '{}', 'bench-edge-router-policy-' || g, 'AnyOf',
      array['#team-' || (g % ${t}), '#team-' || ((g + ${Math.floor(t * 0.4)}) % ${t}), '#team-' || ((g + ${Math.floor(t * 0.8)}) % ${t})], array['#region-' || (g % ${size.regions})]
    from generate_series(1, ${size.edgeRouterPolicies}) g`);
  await em.execute(`insert into "service_edge_router_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "service_roles", "edge_router_roles")
    values ('bserp1', now(), now(), '{}', 'bench-all-services-all-routers', 'AllOf', '{#all}', '{#all}')`);
  await new PolicyEngine().rebuildAll(em);
  // What autovacuum does after a bulk insert, done now so the figures show the steady state:
  // statistics, and a visibility map that lets index-only scans skip the heap.
  await em.execute('vacuum analyze');
}
