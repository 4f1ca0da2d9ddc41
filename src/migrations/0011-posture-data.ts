import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * Posture data: the latest response of each kind (OS, MAC, DOMAIN, ENDPOINT_STATE, MFA; one
 * PROCESS row per process path) per API session. It belongs to the API session and goes with it.
 */
export class Migration0011PostureData extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "posture_data" (${BASE},
      "api_session_id" text not null
        constraint "posture_data_api_session_id_foreign" references "api_sessions" ("id") on update cascade on delete cascade,
      "kind" text not null,
      "key" text not null default '',
      "data" jsonb not null,
      constraint "posture_data_api_session_id_kind_key_unique" unique ("api_session_id", "kind", "key"))`);
  }
}
