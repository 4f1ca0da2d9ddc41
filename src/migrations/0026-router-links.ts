import { Migration } from '@mikro-orm/migrations';

/**
 * Links between routers, and the links a circuit's path takes.
 *
 * `router_links` is what each controller instance with a control plane heard of the routers'
 * links (routers report them to every instance they are connected to): one row per link and
 * instance, written from the instance's registry (which routes from memory), read by every
 * instance and worker for the fabric API and GraphQL. Runtime state: no foreign keys; rows of an
 * instance that stopped are removed, those of one that died are not read.
 *
 * `circuits.links` are the links between the routers of `path`, in order: a link lost while a
 * circuit uses it moves the circuit to another path. Empty for a circuit through one router.
 */
export class Migration0026RouterLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "router_links" (
      "id" text not null,
      "controller_id" text not null,
      "source_router_id" text not null,
      "dest_router_id" text not null,
      "protocol" text not null,
      "dial_address" text not null,
      "iteration" bigint not null,
      "static_cost" bigint not null,
      "source_latency" bigint not null,
      "dest_latency" bigint not null,
      "cost" bigint not null,
      "state" text not null,
      "down" boolean not null,
      "connections" jsonb not null default '[]',
      "updated_at" timestamptz not null,
      primary key ("id", "controller_id")
    )`);
    this.addSql('create index "router_links_controller_id_index" on "router_links" ("controller_id")');
    this.addSql(`alter table "circuits" add column "links" text[] not null default '{}'`);
  }
}
