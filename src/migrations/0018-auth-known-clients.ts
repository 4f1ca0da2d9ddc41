import { Migration } from '@mikro-orm/migrations';

/**
 * The clients each username has logged in from (src/services/core/login-limiter.ts): a client
 * address (IPv6 by its /64) or the fingerprint of the TLS client certificate the login came
 * with. A known client's failed logins count against a budget of its own, so strangers who
 * spend the username's shared budget can not keep its owner out.
 *
 * Logged, unlike the counters of 0007: a database crash must not turn every known client into
 * a stranger in the middle of an attack. Keys are the limiter's (the username's SHA-256, the
 * client's key); `expire` is a time in milliseconds, as in auth_rate_limits.
 */
export class Migration0018AuthKnownClients extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "auth_known_clients" (
      "username_key" varchar(64) not null,
      "client_key" varchar(128) not null,
      "expire" bigint not null,
      primary key ("username_key", "client_key")
    )`);
    // Pruning deletes by expiry.
    this.addSql('create index "auth_known_clients_expire_index" on "auth_known_clients" ("expire")');
  }
}
