import { Migration } from '@mikro-orm/migrations';

/**
 * Finding the policies that select one entity reads, per roles column, the policies with
 * `#all` (a partial index each), with `@id` and with attributes (GIN, migration 0002): a new or
 * changed entity then costs index probes, not a scan of every policy.
 */
export class Migration0006RoleAllIndexes extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of [
      ['service_policies', 'identity_roles'], ['service_policies', 'service_roles'], ['service_policies', 'posture_check_roles'],
      ['edge_router_policies', 'identity_roles'], ['edge_router_policies', 'edge_router_roles'],
      ['service_edge_router_policies', 'service_roles'], ['service_edge_router_policies', 'edge_router_roles'],
    ]) {
      this.addSql(`create index "${table}_${column}_all" on "${table}" ("id") where zt_role_all("${column}")`);
    }
  }
}
