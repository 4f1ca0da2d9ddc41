import { Migration } from '@mikro-orm/migrations';

/**
 * Circuits: a dial routed through the overlay, from the router of the dialing SDK to the
 * router of the terminator. Runtime state (no foreign keys: a circuit is removed when a router
 * reports its end, not when the rows it names change); the instance that routed it owns it.
 */
export class Migration0025Circuits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "circuits" (
      "id" text primary key,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "tags" jsonb not null default '{}',
      "client_id" text not null,
      "identity_id" text not null,
      "service_id" text not null,
      "terminator_id" text not null,
      "path" text[] not null,
      "ingress_id" text not null,
      "egress_id" text not null,
      "controller_id" text not null
    )`);
    this.addSql('create index "circuits_client_id_index" on "circuits" ("client_id")');
    this.addSql('create index "circuits_controller_id_index" on "circuits" ("controller_id")');
  }
}
