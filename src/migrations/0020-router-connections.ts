import { Migration } from '@mikro-orm/migrations';

/**
 * Routers connected over the control channel: one row per router and controller instance it is
 * connected to (a router connects to every instance). What routers report about themselves
 * (hostname, edge listener addresses, version, link listeners, interfaces) is runtime state of
 * these connections; the router row carries a projection of them (online, hostname, ...) kept
 * in the same transaction, so every read path and filter sees it. Rows of an instance that
 * stopped or died are removed (and the projection refreshed) by the live instances.
 */
export class Migration0020RouterConnections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "router_connections" (
      "router_id" text not null references "routers" ("id") on delete cascade,
      "controller_id" text not null,
      "connection_id" text not null,
      "connected_at" timestamptz not null,
      "hostname" text not null default '',
      "supported_protocols" jsonb not null default '{}',
      "version_info" jsonb not null,
      "sync_status" text not null,
      "listeners" jsonb not null default '[]',
      primary key ("router_id", "controller_id")
    )`);
    this.addSql('create index "router_connections_controller_id_index" on "router_connections" ("controller_id")');
    this.addSql(`alter table "routers"
      add column "version_info" jsonb null,
      add column "sync_status" text not null default 'SYNC_UNKNOWN',
      add column "listeners" jsonb not null default '[]',
      add column "interfaces" jsonb not null default '[]',
      add column "connected_at" timestamptz null`);
    // Identities whose SDKs are connected to an edge router, as the router reports them (ConnectEvents), per router connection.
    this.addSql(`create table "identity_router_connections" (
      "identity_id" text not null references "identities" ("id") on delete cascade,
      "router_id" text not null,
      "controller_id" text not null,
      "connected_at" timestamptz not null,
      primary key ("identity_id", "router_id", "controller_id"),
      foreign key ("router_id", "controller_id") references "router_connections" ("router_id", "controller_id") on delete cascade
    )`);
    this.addSql('create index "identity_router_connections_router_index" on "identity_router_connections" ("router_id", "controller_id")');
    // When an edge router last said an SDK holding the session is connected to it (ApiSessionHeartbeat).
    this.addSql(`alter table "api_sessions" add column "router_seen_at" timestamptz null`);
    // Whatever an earlier version left there was never a live connection.
    this.addSql(`update "routers" set "is_online" = false, "hostname" = '', "supported_protocols" = '{}'`);
  }
}
