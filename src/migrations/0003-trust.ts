import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * The trust slice: the controller's own PKI material, third-party CAs, enrollments of
 * identities and routers (router enrollments move here from the routers table), certificate
 * authenticator state, and the ephemeral certificates of API sessions.
 */
export class Migration0003Trust extends Migration {
  override async up(): Promise<void> {
    // One row per piece: root CA, signing CA, server certificate. Keys are PKCS#8 PEM,
    // encrypted (key_encrypted) when the controller has a key passphrase.
    this.addSql(`create table "pki_material" ("name" text not null primary key, "cert_pem" text not null,
      "key_pem" text not null, "key_encrypted" boolean not null, "created_at" timestamptz not null default now())`);

    this.addSql(`create table "cas" (${BASE}, "name" text not null constraint "cas_name_unique" unique,
      "cert_pem" text not null, "fingerprint" text not null constraint "cas_fingerprint_unique" unique,
      "is_verified" boolean not null default false, "is_auto_ca_enrollment_enabled" boolean not null default false,
      "is_ott_ca_enrollment_enabled" boolean not null default false, "is_auth_enabled" boolean not null default false,
      "identity_roles" text[] not null, "identity_name_format" text not null default '[caName] - [commonName]',
      "verification_token" text null, "external_id_claim" jsonb null)`);

    this.addSql(`create table "enrollments" (${BASE}, "method" text not null,
      "token" text not null constraint "enrollments_token_unique" unique, "jwt" text not null,
      "identity_id" text null constraint "enrollments_identity_id_foreign" references "identities" ("id") on update cascade on delete cascade,
      "router_id" text null constraint "enrollments_router_id_foreign" references "routers" ("id") on update cascade on delete cascade,
      "ca_id" text null constraint "enrollments_ca_id_foreign" references "cas" ("id") on update cascade on delete cascade,
      "username" text null, "expires_at" timestamptz not null)`);
    this.addSql(`create index "enrollments_identity_id_index" on "enrollments" ("identity_id")`);
    this.addSql(`create index "enrollments_router_id_index" on "enrollments" ("router_id")`);
    this.addSql(`create index "enrollments_ca_id_index" on "enrollments" ("ca_id")`);
    this.addSql(`create index "enrollments_expires_at_index" on "enrollments" ("expires_at")`);
    // Router enrollments issued before this migration had no JWT (the PKI did not exist): they
    // move over with an empty one, and re-enrolling the router issues a signed one.
    this.addSql(`insert into "enrollments" ("id", "created_at", "updated_at", "tags", "method", "token", "jwt", "router_id", "expires_at")
      select md5(random()::text || "id"), "enrollment_created_at", "enrollment_created_at", '{}',
        case when "is_edge" then 'erott' else 'trott' end, "enrollment_token", '', "id", "enrollment_expires_at"
      from "routers" where "enrollment_token" is not null`);
    this.addSql(`alter table "routers" drop column "enrollment_token", drop column "enrollment_created_at", drop column "enrollment_expires_at"`);
    this.addSql(`alter table "routers" add column "unverified_cert_pem" text null, add column "unverified_fingerprint" text null`);

    this.addSql(`alter table "authenticators"
      add column "ca_id" text null constraint "authenticators_ca_id_foreign" references "cas" ("id") on update cascade on delete cascade,
      add column "unverified_cert_pem" text null, add column "unverified_fingerprint" text null,
      add column "is_extend_requested" boolean not null default false, add column "is_key_roll_requested" boolean not null default false`);
    this.addSql(`create index "authenticators_ca_id_index" on "authenticators" ("ca_id")`);

    this.addSql(`create table "api_session_certificates" (${BASE},
      "api_session_id" text not null constraint "api_session_certificates_api_session_id_foreign" references "api_sessions" ("id") on update cascade on delete cascade,
      "subject" text not null, "fingerprint" text not null constraint "api_session_certificates_fingerprint_unique" unique,
      "cert_pem" text not null, "valid_from" timestamptz not null, "valid_to" timestamptz not null)`);
    this.addSql(`create index "api_session_certificates_api_session_id_index" on "api_session_certificates" ("api_session_id")`);
  }
}
