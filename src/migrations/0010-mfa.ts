import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * TOTP MFA enrollments: one per identity at most (the unique identity_id), gone with the
 * identity. The secret is stored sealed (AES-256-GCM) and the recovery codes as keyed hashes,
 * both with keys derived from the controller's PKI, which the database does not hold.
 * API sessions already carry is_mfa_required / is_mfa_complete (0001).
 */
export class Migration0010Mfa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mfa" (${BASE},
      "identity_id" text not null constraint "mfa_identity_id_unique" unique
        constraint "mfa_identity_id_foreign" references "identities" ("id") on update cascade on delete cascade,
      "is_verified" boolean not null default false,
      "sealed_secret" text not null,
      "recovery_code_hashes" text[] not null,
      "sealed_shown_recovery_codes" text null,
      "shown_recovery_codes_until" timestamptz null)`);
  }
}
