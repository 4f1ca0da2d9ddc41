import { Migration } from '@mikro-orm/migrations';

const BASE = `"id" text not null primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tags" jsonb not null`;

/**
 * External JWT signers. Unique as OpenZiti's store makes them: name and issuer (a token finds
 * its signer by `iss`), and kid and certificate fingerprint where set. A signer's keys come
 * from exactly one of a certificate and a JWKS endpoint.
 */
export class Migration0009ExternalJwtSigners extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "external_jwt_signers" (${BASE},
      "name" text not null constraint "external_jwt_signers_name_unique" unique,
      "enabled" boolean not null default true,
      "issuer" text not null constraint "external_jwt_signers_issuer_unique" unique,
      "audience" text null,
      "cert_pem" text null, "jwks_endpoint" text null,
      "fingerprint" text null constraint "external_jwt_signers_fingerprint_unique" unique,
      "common_name" text not null default '', "not_before" timestamptz null, "not_after" timestamptz null,
      "kid" text null constraint "external_jwt_signers_kid_unique" unique,
      "claims_property" text not null default 'sub', "use_external_id" boolean not null default false,
      "external_auth_url" text null, "client_id" text null, "scopes" text[] not null default '{}',
      "target_token" text not null default 'ACCESS',
      constraint "external_jwt_signers_one_key_source" check (("cert_pem" is null) <> ("jwks_endpoint" is null)))`);
  }
}
