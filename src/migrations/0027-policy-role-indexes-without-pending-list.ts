import { Migration } from '@mikro-orm/migrations';

/**
 * The role indexes of the policy tables update in place (`fastupdate = off`).
 *
 * Every write of an entity's role attributes looks up the policies that select it through these
 * indexes (one statement, on the write's path), while policies themselves are written seldom. With
 * GIN's default pending list, each new policy's entries wait in an unsorted list that every lookup
 * scans until a vacuum merges it: after a few thousand policy creates, each of a patch's lookups
 * cost ~0.1 ms instead of ~5 µs. In place, a policy write pays a little more once; the entries a
 * list holds now are merged at once.
 */
const POLICY_ROLE_INDEXES = [
  ['service_policies', 'identity_roles'], ['service_policies', 'service_roles'], ['service_policies', 'posture_check_roles'],
  ['edge_router_policies', 'identity_roles'], ['edge_router_policies', 'edge_router_roles'],
  ['service_edge_router_policies', 'service_roles'], ['service_edge_router_policies', 'edge_router_roles'],
].flatMap(([table, column]) => [`${table}_${column}_attrs_gin`, `${table}_${column}_ids_gin`]);

export class Migration0027PolicyRoleIndexesWithoutPendingList extends Migration {
  override async up(): Promise<void> {
    for (const index of POLICY_ROLE_INDEXES) {
      this.addSql(`alter index "${index}" set (fastupdate = off)`);
      this.addSql(`select gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  override async down(): Promise<void> {
    for (const index of POLICY_ROLE_INDEXES) this.addSql(`alter index "${index}" reset (fastupdate)`);
  }
}
