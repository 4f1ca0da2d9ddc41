import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * The controller instances serving this database (`GET /controllers`): each registers at start
 * and beats a heartbeat; online is judged by the database clock against its own interval.
 */
export class Migration0015Controllers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "controllers" (${BASE},
      "name" text not null,
      "cert_pem" text not null,
      "fingerprint" text not null,
      "api_addresses" jsonb not null,
      "ctrl_address" text null,
      "last_joined_at" timestamptz not null,
      "heartbeat_at" timestamptz not null,
      "heartbeat_interval_ms" integer not null)`);
    this.addSql(`create index "controllers_heartbeat_at_index" on "controllers" ("heartbeat_at")`);
  }
}
