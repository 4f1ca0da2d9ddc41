import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * Auth policies: the system policy `default` (every primary method, no lockout, passwords of 5
 * characters or more), which every identity referenced already, becomes a row, and identities'
 * references become a foreign key. `failed_logins` counts an identity's password failures in a
 * row, in the database so every controller instance enforces one lockout.
 */
export class Migration0008AuthPolicies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "auth_policies" (${BASE}, "name" text not null constraint "auth_policies_name_unique" unique,
      "cert_allowed" boolean not null, "cert_allow_expired_certs" boolean not null,
      "ext_jwt_allowed" boolean not null, "ext_jwt_allowed_signers" text[] not null,
      "updb_allowed" boolean not null, "updb_min_password_length" integer not null,
      "updb_require_special_char" boolean not null, "updb_require_number_char" boolean not null, "updb_require_mixed_case" boolean not null,
      "updb_max_attempts" integer not null, "updb_lockout_duration_minutes" integer not null,
      "secondary_require_totp" boolean not null, "secondary_require_ext_jwt_signer" text null)`);
    this.addSql(`insert into "auth_policies" values ('default', now(), now(), '{}', 'Default',
      true, true, true, '{}', true, 5, false, false, false, 0, 0, false, null)`);
    this.addSql(`update "identities" set "auth_policy_id" = 'default' where "auth_policy_id" not in (select "id" from "auth_policies")`);
    this.addSql(`alter table "identities" add constraint "identities_auth_policy_id_foreign"
      foreign key ("auth_policy_id") references "auth_policies" ("id") on update cascade`);
    this.addSql(`create index "identities_auth_policy_id_index" on "identities" ("auth_policy_id")`);
    this.addSql(`alter table "identities" add column "failed_logins" integer not null default 0`);
  }
}
