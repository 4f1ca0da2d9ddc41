import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * Services, configs, routers, terminators, policies, posture checks and sessions, plus the
 * derived tables that make access decisions indexed lookups:
 * - policy_matches: which identities / services / edge routers / posture checks each policy
 *   selects, maintained in the same transaction as any write that changes it;
 * - identity_service_state: when each identity's service list last changed (service-updates).
 */
export class Migration0002AccessModel extends Migration {
  override async up(): Promise<void> {
    // Role parsing, shared by every policy match query: "#all", "#attr" and "@id".
    this.addSql(`create function zt_role_attrs(roles text[]) returns text[] language sql immutable parallel safe as
      $$ select coalesce(array_agg(substr(r, 2)), '{}') from unnest(roles) r where r like '#%' and r <> '#all' $$`);
    this.addSql(`create function zt_role_ids(roles text[]) returns text[] language sql immutable parallel safe as
      $$ select coalesce(array_agg(substr(r, 2)), '{}') from unnest(roles) r where r like '@%' $$`);
    this.addSql(`create function zt_role_all(roles text[]) returns boolean language sql immutable parallel safe as
      $$ select '#all' = any(roles) $$`);

    this.addSql(`create table "config_types" (${BASE}, "name" text not null constraint "config_types_name_unique" unique, "schema" jsonb not null)`);
    this.addSql(`create table "configs" (${BASE}, "name" text not null constraint "configs_name_unique" unique,
      "config_type_id" text not null constraint "configs_config_type_id_foreign" references "config_types" ("id") on update cascade on delete no action,
      "data" jsonb not null)`);
    this.addSql(`create index "configs_config_type_id_index" on "configs" ("config_type_id")`);

    this.addSql(`create table "services" (${BASE}, "name" text not null constraint "services_name_unique" unique,
      "role_attributes" text[] not null, "configs" text[] not null,
      "terminator_strategy" text not null default 'smartrouting', "encryption_required" boolean not null default true,
      "max_idle_time_millis" bigint not null default 0)`);
    this.addSql(`create index "services_role_attributes_gin" on "services" using gin ("role_attributes")`);
    this.addSql(`create index "services_configs_gin" on "services" using gin ("configs")`);

    this.addSql(`create table "routers" (${BASE}, "name" text not null constraint "routers_name_unique" unique,
      "is_edge" boolean not null default false, "role_attributes" text[] not null, "cost" int not null default 0,
      "no_traversal" boolean not null default false, "disabled" boolean not null default false,
      "is_tunneler_enabled" boolean not null default false, "app_data" jsonb not null, "hostname" text not null default '',
      "supported_protocols" jsonb not null, "is_online" boolean not null default false, "is_verified" boolean not null default false,
      "fingerprint" text null constraint "routers_fingerprint_unique" unique, "cert_pem" text null,
      "enrollment_token" text null constraint "routers_enrollment_token_unique" unique,
      "enrollment_created_at" timestamptz null, "enrollment_expires_at" timestamptz null)`);
    this.addSql(`create index "routers_is_edge_index" on "routers" ("is_edge")`);
    this.addSql(`create index "routers_role_attributes_gin" on "routers" using gin ("role_attributes")`);

    this.addSql(`create table "terminators" (${BASE},
      "service_id" text not null constraint "terminators_service_id_foreign" references "services" ("id") on update cascade on delete cascade,
      "router_id" text not null constraint "terminators_router_id_foreign" references "routers" ("id") on update cascade on delete cascade,
      "binding" text not null, "address" text not null, "identity" text not null default '', "identity_secret" text null,
      "cost" int not null default 0, "precedence" text not null default 'default')`);
    this.addSql(`create index "terminators_service_id_index" on "terminators" ("service_id")`);
    this.addSql(`create index "terminators_router_id_index" on "terminators" ("router_id")`);

    this.addSql(`create table "posture_checks" (${BASE}, "name" text not null constraint "posture_checks_name_unique" unique,
      "type_id" text not null, "role_attributes" text[] not null, "version" int not null default 1, "details" jsonb not null)`);
    this.addSql(`create index "posture_checks_role_attributes_gin" on "posture_checks" using gin ("role_attributes")`);

    this.addSql(`create table "service_policies" (${BASE}, "name" text not null constraint "service_policies_name_unique" unique,
      "semantic" text not null default 'AllOf', "type" text not null,
      "identity_roles" text[] not null, "service_roles" text[] not null, "posture_check_roles" text[] not null)`);
    this.addSql(`create table "edge_router_policies" (${BASE}, "name" text not null constraint "edge_router_policies_name_unique" unique,
      "semantic" text not null default 'AllOf', "identity_roles" text[] not null, "edge_router_roles" text[] not null,
      "is_system" boolean not null default false)`);
    this.addSql(`create table "service_edge_router_policies" (${BASE}, "name" text not null constraint "service_edge_router_policies_name_unique" unique,
      "semantic" text not null default 'AllOf', "service_roles" text[] not null, "edge_router_roles" text[] not null)`);
    // Finding the policies that select one entity (after its attributes change) uses these.
    for (const [table, column] of [
      ['service_policies', 'identity_roles'], ['service_policies', 'service_roles'], ['service_policies', 'posture_check_roles'],
      ['edge_router_policies', 'identity_roles'], ['edge_router_policies', 'edge_router_roles'],
      ['service_edge_router_policies', 'service_roles'], ['service_edge_router_policies', 'edge_router_roles'],
    ]) {
      this.addSql(`create index "${table}_${column}_attrs_gin" on "${table}" using gin (zt_role_attrs("${column}"))`);
      this.addSql(`create index "${table}_${column}_ids_gin" on "${table}" using gin (zt_role_ids("${column}"))`);
    }

    this.addSql(`create table "sessions" (${BASE}, "token" text not null constraint "sessions_token_unique" unique,
      "api_session_id" text not null constraint "sessions_api_session_id_foreign" references "api_sessions" ("id") on update cascade on delete cascade,
      "identity_id" text not null constraint "sessions_identity_id_foreign" references "identities" ("id") on update cascade on delete cascade,
      "service_id" text not null constraint "sessions_service_id_foreign" references "services" ("id") on update cascade on delete cascade,
      "type" text not null)`);
    this.addSql(`create index "sessions_identity_id_index" on "sessions" ("identity_id")`);
    this.addSql(`create index "sessions_service_id_index" on "sessions" ("service_id")`);
    // One session per API session, service and type: a repeated create returns it.
    this.addSql(`create unique index "sessions_api_session_service_type_unique" on "sessions" ("api_session_id", "service_id", "type")`);

    // Per-identity overrides of a service's config of some type.
    this.addSql(`create table "identity_service_configs" (
      "identity_id" text not null references "identities" ("id") on update cascade on delete cascade,
      "service_id" text not null references "services" ("id") on update cascade on delete cascade,
      "config_id" text not null references "configs" ("id") on update cascade on delete cascade,
      primary key ("identity_id", "service_id", "config_id"))`);
    this.addSql(`create index "identity_service_configs_config_index" on "identity_service_configs" ("config_id")`);

    // Derived: what each policy selects. Entity kinds: identity, service, edge-router, posture-check.
    this.addSql(`create table "policy_matches" (
      "policy_id" text not null, "policy_kind" text not null, "entity_kind" text not null, "entity_id" text not null,
      primary key ("policy_id", "entity_kind", "entity_id"))`);
    this.addSql(`create index "policy_matches_entity_index" on "policy_matches" ("entity_kind", "entity_id", "policy_kind", "policy_id")`);

    // Derived: the last time an identity's service list (or a service's configs it sees) changed.
    this.addSql(`create table "identity_service_state" (
      "identity_id" text not null primary key references "identities" ("id") on update cascade on delete cascade,
      "services_changed_at" timestamptz not null)`);
  }
}
