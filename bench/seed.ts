import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/services/core/passwords';
import { PolicyEngine } from '../src/services/policy/policy-engine';

/** The benchmark network's size (the figures). */
export const SIZE = {
  identities: 100_000,
  services: 10_000,
  servicePolicies: 2_000,
  edgeRouters: 500,
  edgeRouterPolicies: 200,
  /** Identities that get a password, to log in and make requests as. */
  users: 1_000,
  /** Identities carrying each `grp-N` attribute: the policy-change measurement selects one group. */
  groupSize: 10_000,
};
export const BENCH_PASSWORD = 'bench-password';

/**
 * Seeds the network set-based in SQL (generate_series), then derives every policy match with
 * the same engine the controller uses (PolicyEngine.rebuildAll).
 *
 * Shape: each identity has two of 500 `team-N` attributes (~400 identities per team) and one
 * of 10 `grp-N` attributes; each service one of 1000 `svc-N` attributes (10 services each);
 * service policy i grants `#team-(i mod 500)` the services `#svc-(i mod 1000)` (Dial for odd i,
 * Bind for even), so an identity sees ~80 services through ~8 policies; each edge router policy
 * gives three teams (AnyOf) the 25 routers of one region; one service edge router policy
 * makes every service reachable through every router.
 */
export async function seed(em: EntityManager): Promise<void> {
  const groups = SIZE.identities / SIZE.groupSize;
  await em.execute(`insert into "identities" ("id", "created_at", "updated_at", "tags", "name", "type_id", "role_attributes", "app_data",
      "service_hosting_costs", "service_hosting_precedences", "env_info", "sdk_info")
    select 'bi' || g, now(), now(), '{}', 'bench-identity-' || g, 'Device',
      array['team-' || (g % 500), 'team-' || ((g * 7 + 3) % 500), 'grp-' || (g % ${groups})], '{}', '{}', '{}', '{}', '{}'
    from generate_series(1, ${SIZE.identities}) g`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await em.execute(`insert into "authenticators" ("id", "created_at", "updated_at", "tags", "identity_id", "method", "username", "password_hash")
    select 'ba' || g, now(), now(), '{}', 'bi' || g, 'updb', 'bench-user-' || g, ? from generate_series(1, ${SIZE.users}) g`, [hash]);
  await em.execute(`insert into "services" ("id", "created_at", "updated_at", "tags", "name", "role_attributes", "configs")
    select 'bs' || g, now(), now(), '{}', 'bench-service-' || g, array['svc-' || (g % 1000)], '{}' from generate_series(1, ${SIZE.services}) g`);
  await em.execute(`insert into "service_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "type", "identity_roles", "service_roles", "posture_check_roles")
    select 'bsp' || g, now(), now(), '{}', 'bench-service-policy-' || g, 'AllOf', case when g % 2 = 1 then 'Dial' else 'Bind' end,
      array['#team-' || (g % 500)], array['#svc-' || (g % 1000)], '{}' from generate_series(1, ${SIZE.servicePolicies}) g`);
  await em.execute(`insert into "routers" ("id", "created_at", "updated_at", "tags", "name", "is_edge", "role_attributes", "app_data", "hostname", "supported_protocols", "is_online")
    select 'ber' || g, now(), now(), '{}', 'bench-router-' || g, true, array['region-' || (g % 20)], '{}', 'er' || g || '.bench.example',
      jsonb_build_object('tls', 'tls://er' || g || '.bench.example:3022'), g % 2 = 0 from generate_series(1, ${SIZE.edgeRouters}) g`);
  await em.execute(`insert into "edge_router_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "identity_roles", "edge_router_roles")
    select 'berp' || g, now(), now(), '{}', 'bench-edge-router-policy-' || g, 'AnyOf',
      array['#team-' || (g % 500), '#team-' || ((g + 200) % 500), '#team-' || ((g + 400) % 500)], array['#region-' || (g % 20)]
    from generate_series(1, ${SIZE.edgeRouterPolicies}) g`);
  await em.execute(`insert into "service_edge_router_policies" ("id", "created_at", "updated_at", "tags", "name", "semantic", "service_roles", "edge_router_roles")
    values ('bserp1', now(), now(), '{}', 'bench-all-services-all-routers', 'AllOf', '{#all}', '{#all}')`);
  await new PolicyEngine().rebuildAll(em);
  // What autovacuum does after a bulk insert (PostgreSQL 13+), done now so the figures show the
  // steady state: statistics, and a visibility map that lets index-only scans skip the heap.
  await em.execute('vacuum analyze');
}
