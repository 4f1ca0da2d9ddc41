import { Migration } from '@mikro-orm/migrations';

/**
 * Data integrity runs and database snapshots, shared by every controller instance on the database.
 * - integrity_runs: one row per check or fix run. A run is in progress while `finished_at` is null
 *   and its instance's `heartbeat_at` is recent; a newer run may only start when none is (claimed
 *   under a transaction-scoped advisory lock). A crashed instance stops its heartbeat, and its run
 *   is taken over (closed with an error) once the heartbeat is stale.
 * - integrity_run_results: what a run found (capped per run), in the order found.
 * - database_snapshots: when each snapshot was written and where, for the once-a-minute limit.
 */
export class Migration0014IntegrityRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "integrity_runs" (
      "id" text not null primary key, "fixing" boolean not null, "instance_id" text not null,
      "started_at" timestamptz not null, "heartbeat_at" timestamptz not null, "finished_at" timestamptz null,
      "too_many_errors" boolean not null default false, "error" text not null default '')`);
    this.addSql(`create index "integrity_runs_started_at_index" on "integrity_runs" ("started_at" desc)`);
    this.addSql(`create table "integrity_run_results" (
      "run_id" text not null references "integrity_runs" ("id") on update cascade on delete cascade,
      "seq" int not null, "description" text not null, "fixed" boolean not null,
      primary key ("run_id", "seq"))`);
    this.addSql(`create table "database_snapshots" (
      "id" text not null primary key, "created_at" timestamptz not null, "instance_id" text not null, "file" text not null)`);
    this.addSql(`create index "database_snapshots_created_at_index" on "database_snapshots" ("created_at" desc)`);
  }
}
