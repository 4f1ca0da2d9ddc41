import { Migration } from '@mikro-orm/migrations';

/**
 * The counters of the login limiter (src/services/core/login-limiter.ts), shared by every
 * controller instance on the database. The columns, their order and their types are the ones
 * rate-limiter-flexible's PostgreSQL store reads and writes (`insert ... values (key, points,
 * expire)`); the library is told the table exists and never creates it.
 *
 * UNLOGGED: counters are short-lived (minutes), and written on every authentication attempt,
 * so they skip the write-ahead log. A database crash empties the table, which only gives
 * every key a fresh window, as waiting one out would.
 */
export class Migration0007AuthRateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "auth_rate_limits" (
      "key" varchar(255) primary key,
      "points" integer not null default 0,
      "expire" bigint
    )`);
    // Pruning deletes by expiry.
    this.addSql('create index "auth_rate_limits_expire_index" on "auth_rate_limits" ("expire")');
  }
}
