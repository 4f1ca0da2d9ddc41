import { Migration } from '@mikro-orm/migrations';

/**
 * Session requests refused for posture (`GET /identities/{id}/failed-service-requests`): the
 * newest 100 per identity, for every instance to show; gone with the identity.
 */
export class Migration0013FailedServiceRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "failed_service_requests" (
      "id" bigint generated always as identity primary key,
      "identity_id" text not null references "identities" ("id") on update cascade on delete cascade,
      "api_session_id" text not null, "service_id" text not null, "service_name" text not null,
      "session_type" text not null, "when" timestamptz not null, "policy_failures" jsonb not null)`);
    this.addSql(`create index "failed_service_requests_identity_when_index" on "failed_service_requests" ("identity_id", "when" desc, "id" desc)`);
  }
}
