import { Migration } from '@mikro-orm/migrations';

/** The trace spec of an identity (PUT /identities/{id}/trace), kept until it lapses. */
export class Migration0012IdentityTrace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "identities" add column "trace_id" text null, add column "trace_until" timestamptz null,
      add column "trace_channels" text[] not null default '{}'`);
  }
}
