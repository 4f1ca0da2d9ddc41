import { Migration } from '@mikro-orm/migrations';

/**
 * A version of "which edge routers each edge router / service edge router policy selects, and
 * what those routers look like", bumped by triggers in the transaction of every change to it.
 * Session creation reads it in its own statement, so a controller instance can keep that data
 * in memory and know, exactly and without waiting for an event, whether its copy is current.
 */
export class Migration0004EdgeRouterAccessVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "access_versions" ("name" text not null primary key, "version" bigint not null)`);
    this.addSql(`insert into "access_versions" ("name", "version") values ('edge-routers', 1)`);
    // Bumps at most once per transaction: the row stays locked until commit either way, and a
    // policy selecting thousands of routers would otherwise rewrite the row thousands of times.
    this.addSql(`create function "zt_bump_edge_router_access"() returns trigger language plpgsql as $$
      begin
        if current_setting('zt.edge_router_access_bumped', true) is distinct from txid_current()::text then
          update "access_versions" set "version" = "version" + 1 where "name" = 'edge-routers';
          perform set_config('zt.edge_router_access_bumped', txid_current()::text, true);
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger "routers_edge_router_access" after insert or update or delete or truncate on "routers"
      for each statement execute function "zt_bump_edge_router_access"()`);
    this.addSql(`create trigger "policy_matches_edge_router_access_added" after insert on "policy_matches"
      for each row when (new."entity_kind" = 'edge-router') execute function "zt_bump_edge_router_access"()`);
    this.addSql(`create trigger "policy_matches_edge_router_access_removed" after delete on "policy_matches"
      for each row when (old."entity_kind" = 'edge-router') execute function "zt_bump_edge_router_access"()`);
    this.addSql(`create trigger "policy_matches_edge_router_access_changed" after update on "policy_matches"
      for each row when (old."entity_kind" = 'edge-router' or new."entity_kind" = 'edge-router') execute function "zt_bump_edge_router_access"()`);
    this.addSql(`create trigger "policy_matches_edge_router_access_truncated" after truncate on "policy_matches"
      for each statement execute function "zt_bump_edge_router_access"()`);
  }
}
