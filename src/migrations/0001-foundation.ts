import { Migration } from '@mikro-orm/migrations';

/** Identities, their authenticators, API sessions and the fixed identity types. */
export class Migration0001Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "identity_types" (
      "id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tags" jsonb not null, "name" text not null constraint "identity_types_name_unique" unique)`);
    for (const name of ['User', 'Device', 'Service', 'Router', 'Default']) {
      this.addSql(`insert into "identity_types" ("id", "created_at", "updated_at", "tags", "name") values ('${name}', now(), now(), '{}', '${name}')`);
    }

    this.addSql(`create table "identities" (
      "id" text not null constraint "identities_pkey" primary key,
      "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null,
      "name" text not null constraint "identities_name_unique" unique,
      "type_id" text not null default 'Default',
      "is_admin" boolean not null default false, "is_default_admin" boolean not null default false,
      "role_attributes" text[] not null, "app_data" jsonb not null,
      "default_hosting_cost" int not null default 0,
      "default_hosting_precedence" text check ("default_hosting_precedence" in ('default', 'required', 'failed')) not null default 'default',
      "service_hosting_costs" jsonb not null, "service_hosting_precedences" jsonb not null,
      "external_id" text null constraint "identities_external_id_unique" unique,
      "auth_policy_id" text not null default 'default',
      "disabled" boolean not null default false, "disabled_at" timestamptz null, "disabled_until" timestamptz null,
      "env_info" jsonb not null, "sdk_info" jsonb not null)`);
    this.addSql(`create index "identities_role_attributes_gin" on "identities" using gin ("role_attributes")`);

    this.addSql(`create table "authenticators" (
      "id" text not null constraint "authenticators_pkey" primary key,
      "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null,
      "identity_id" text not null constraint "authenticators_identity_id_foreign" references "identities" ("id") on update cascade on delete cascade,
      "method" text not null,
      "username" text null constraint "authenticators_username_unique" unique,
      "password_hash" text null,
      "fingerprint" text null constraint "authenticators_fingerprint_unique" unique,
      "cert_pem" text null, "is_issued_by_network" boolean not null default false)`);
    this.addSql(`create index "authenticators_identity_id_index" on "authenticators" ("identity_id")`);

    this.addSql(`create table "api_sessions" (
      "id" text not null constraint "api_sessions_pkey" primary key,
      "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null,
      "token_hash" text not null constraint "api_sessions_token_hash_unique" unique,
      "identity_id" text not null constraint "api_sessions_identity_id_foreign" references "identities" ("id") on update cascade on delete cascade,
      "authenticator_id" text not null, "ip_address" text not null default '', "config_types" text[] not null,
      "last_activity_at" timestamptz not null,
      "is_mfa_required" boolean not null default false, "is_mfa_complete" boolean not null default false,
      "is_cert_extendable" boolean not null default false)`);
    this.addSql(`create index "api_sessions_identity_id_index" on "api_sessions" ("identity_id")`);
    this.addSql(`create index "api_sessions_last_activity_at_index" on "api_sessions" ("last_activity_at")`);
  }
}
