import { X509Certificate, createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { RequestCtx } from './context';
import { RateLimitedError } from './errors';
import { logger } from './logger';
import { preparedQuery, textArray } from './sql';

/** The table of the counters (migration 0007), shared by every instance on the database. */
export const AUTH_RATE_LIMIT_TABLE = 'auth_rate_limits';

/** The clients each username logged in from (migration 0018). */
export const KNOWN_CLIENTS_TABLE = 'auth_known_clients';

/** The key prefix of the per-username counters (the library keys them `<prefix>:<key>`). */
const USERNAME_PREFIX = 'username';

/** The key prefix of a known client's own failure counter: `known:<username key>:<client key>`. */
const KNOWN_PREFIX = 'known';

/** A known client's expiry is moved at most this often. */
const KNOWN_RENEWAL_MS = 3_600_000;

/** Counters stay this long after their window ends before they are pruned (a margin for clock skew between instances). */
const PRUNE_AFTER_MS = 60_000;

/** A failed login counted in advance against a username; given back when the login succeeds. */
export interface FailureReservation {
  succeeded(): Promise<void>;
  /**
   * What `succeeded` writes, as data-modifying CTEs (and their params) for the caller to put in
   * a statement of its own that runs only when the login succeeds (the API session's insert):
   * one round trip fewer. Absent when the success writes nothing or needs a statement of its own.
   */
  successCtes?(): { sql: string; params: unknown[] };
}

const NO_RESERVATION: FailureReservation = { succeeded: async () => undefined };

/**
 * The one limiter of every way to authenticate: password, certificate and ext-jwt logins on
 * every REST API and GraphQL, and the enrollments that take a secret (one-time tokens, updb).
 * Its counters live in PostgreSQL (rate-limiter-flexible's store, on the ORM's connection
 * pool), so the budget is the same whichever API, protocol or instance a client uses.
 *
 * Two keys:
 * - the client address: every attempt counts, succeeded or not (each costs an argon2 hash or a
 *   certificate check, and counting before that work caps what one address can make the
 *   controller spend); `AUTH_RATE_LIMIT_PER_MINUTE` per fixed minute;
 * - the username of a password login: only failures count, `AUTH_RATE_LIMIT_PER_USERNAME` per
 *   `AUTH_RATE_LIMIT_USERNAME_WINDOW_SECONDS`. A failure is reserved before the password is
 *   checked and given back on success, so concurrent guesses can not all slip in before the
 *   first one is counted.
 *
 * A username's budget is split by who asks. A client that logged in as the username before (its
 * address, IPv6 by its /64, or the TLS client certificate it presented; remembered for
 * `AUTH_KNOWN_CLIENT_DAYS` after its last success) has a failure budget of its own; every other
 * client shares the username's. Strangers who spend the shared budget so keep out only other
 * strangers, never the owner at a place it logged in from, and guessing stays bounded: the
 * shared budget, plus one per client that already knew the password. Being known is looked up in
 * the statement that counts, and recorded in the one that gives the reservation back, so a login
 * makes no more round trips than before.
 */
export class LoginLimiter {
  private readonly byAddress?: RateLimiterPostgres;
  private readonly byUsername?: RateLimiterPostgres;
  private readonly knownClientMs: number;

  constructor(
    private readonly orm: MikroORM,
    config: Pick<Config, 'authRateLimitPerMinute' | 'authRateLimitPerUsername' | 'authRateLimitUsernameWindowMs'> & Partial<Pick<Config, 'authKnownClientMs'>>,
  ) {
    this.knownClientMs = config.authKnownClientMs ?? 0;
    const store = {
      // The ORM's knex: its pool, no connections of our own. Queries run outside any request
      // transaction, so a counted attempt stays counted when the login's transaction rolls back.
      storeClient: orm.em.getKnex(),
      storeType: 'knex',
      tableName: AUTH_RATE_LIMIT_TABLE,
      // The table comes from a migration; the library must not create it at runtime.
      tableCreated: true,
      // Pruned by the session reaper (AuthService), not by a timer of the library that would outlive the ORM.
      clearExpiredByTimeout: false,
    };
    if (config.authRateLimitPerMinute > 0) {
      this.byAddress = new RateLimiterPostgres({ ...store, keyPrefix: 'address', points: config.authRateLimitPerMinute, duration: 60 });
    }
    if (config.authRateLimitPerUsername > 0) {
      this.byUsername = new RateLimiterPostgres({
        ...store,
        keyPrefix: USERNAME_PREFIX,
        points: config.authRateLimitPerUsername,
        duration: Math.max(1, Math.round(config.authRateLimitUsernameWindowMs / 1000)),
      });
    }
  }

  /**
   * Counts one authentication or enrollment attempt of the request's client address; throws
   * RATE_LIMITED beyond the limit. Call it first, before any work the attempt asks for.
   */
  async countAttempt(ctx: RequestCtx): Promise<void> {
    if (!this.byAddress) return;
    const address = addressKey(ctx.ip);
    try {
      await this.byAddress.consume(address);
    } catch (err) {
      throw refusal(err, { limit: 'address', address, requestId: ctx.requestId });
    }
  }

  /**
   * Counts a failed password login against `username` before the password is checked; throws
   * RATE_LIMITED when the username has no failures left, whoever asks (so a correct password
   * is refused too until the window ends, and a known username is refused like an unknown one).
   */
  async reserveFailure(ctx: RequestCtx, username: string): Promise<FailureReservation> {
    const limiter = this.byUsername;
    if (!limiter) return NO_RESERVATION;
    const key = usernameKey(username);
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key);
    } catch (err) {
      throw refusal(err, { limit: 'username', address: addressKey(ctx.ip), requestId: ctx.requestId });
    }
    const windowEnds = Date.now() + res.msBeforeNext;
    return {
      // Given back only within the window it was counted in: after it, a reward would start
      // the next window one failure below zero.
      succeeded: async () => {
        if (Date.now() < windowEnds - 100) await limiter.reward(key);
      },
    };
  }

  /**
   * A password login's two counts in one statement: the attempt of the client address and the
   * failure reserved against the username (given back on success), with the same limits and
   * refusals as `countAttempt` then `reserveFailure`. The failure is counted against the
   * client's own budget when the client is known to the username (see the class), else against
   * the username's shared one. The same statement makes the login's `read` (its credentials),
   * whose row it answers: one round trip, as logins come in storms and each round trip costs
   * the database and this process CPU.
   */
  async countPasswordAttempt<Row extends object>(ctx: RequestCtx, username: string, read: LoginRead): Promise<{ reservation: FailureReservation; row?: Row }> {
    const [byAddress, byUsername] = [this.byAddress, this.byUsername];
    const address = addressKey(ctx.ip);
    const clients = this.knownClientMs > 0 ? clientKeys(ctx, address) : [];
    // Without a username budget, no client needs one of its own.
    if (!byUsername) {
      await this.countAttempt(ctx);
      const [row] = await preparedQuery<Row>(this.orm.em, read.name, read.sql, read.params);
      return { reservation: NO_RESERVATION, row };
    }
    const userKey = usernameKey(username);
    const now = Date.now();
    const windowMs = byUsername.duration * 1000;
    const counters: unknown[] = byAddress ? [byAddress.getKey(address), now + byAddress.duration * 1000, now] : [];
    const rows = await preparedQuery<CountedRow & Row>(this.orm.em, `${read.name}-counted${byAddress ? '' : '-username'}`, countAndRead(!!byAddress, read.sql), [
      userKey, textArray(clients), now,
      ...counters,
      `${KNOWN_PREFIX}:${userKey}:`, byUsername.getKey(userKey), now + windowMs, now,
      ...read.params,
    ]);
    const counted = Object.fromEntries(rows.map((r) => [r.limiter_which, { key: r.limiter_key, points: r.limiter_points, msBeforeNext: Math.max(0, Number(r.limiter_expire) - now) }]));
    const a = counted.address;
    const u = counted.username;
    if (!u || (byAddress && !a)) throw new Error('login limiter: a counter was not written');
    if (byAddress && a.points > byAddress.points) {
      // Refused for the address before the password is looked at: the username's reservation is given back.
      await this.giveBack(u.key).catch((err: unknown) => logger.debug({ err }, 'giving back a username reservation failed'));
      throw refusal(new RateLimiterRes(0, a.msBeforeNext, a.points), { limit: 'address', address, requestId: ctx.requestId });
    }
    if (u.points > byUsername.points) {
      const limit = u.key.startsWith(`${KNOWN_PREFIX}:`) ? 'known client' : 'username';
      throw refusal(new RateLimiterRes(0, u.msBeforeNext, u.points), { limit, address, requestId: ctx.requestId });
    }
    const read_ = rows.find((r) => r.limiter_which === 'username' && r.limiter_read);
    return { reservation: this.recordingSuccess(u.key, now + u.msBeforeNext, userKey, clients), row: read_ };
  }

  /**
   * The reservation of a password login: on success, one statement gives the counted failure back
   * (within the window it was counted in: after it, a reward would start the next window one
   * failure below zero) and records the client as known to the username, or renews it.
   */
  private recordingSuccess(counterKey: string, windowEnds: number, userKey: string, clients: string[]): FailureReservation {
    const params = () => {
      const now = Date.now();
      const giveBack = now < windowEnds - 100;
      return [giveBack ? counterKey : null, now, userKey, now + this.knownClientMs, textArray(clients)];
    };
    return {
      succeeded: async () => {
        await this.orm.em.getKnex().raw(SUCCEEDED, params() as never[]);
      },
      successCtes: () => ({ sql: SUCCEEDED_CTES, params: params() }),
    };
  }

  /** Gives one counted failure back to a counter whose window is still running. */
  private async giveBack(counterKey: string): Promise<void> {
    await this.orm.em.getKnex().raw(SUCCEEDED, [counterKey, Date.now(), '', 0, textArray([])] as never[]);
  }

  /**
   * Deletes counters whose window has ended (every instance may run it; deleting twice is
   * harmless). Best effort: a failure is logged, never thrown.
   */
  async pruneExpired(): Promise<void> {
    try {
      const knex = this.orm.em.getKnex();
      await knex(AUTH_RATE_LIMIT_TABLE).where('expire', '<', Date.now() - PRUNE_AFTER_MS).delete();
      await knex(KNOWN_CLIENTS_TABLE).where('expire', '<', Date.now()).delete();
    } catch (err) {
      logger.debug({ err }, 'pruning login limiter counters failed');
    }
  }
}

/**
 * A password login's counters in one statement, each counted as rate-limiter-flexible's
 * PostgreSQL store counts one (same table, keys and columns: the library reads what this writes;
 * a window that has ended starts again at 1): the address's (when limited), and the failure
 * counter of the username: the known client's own (`known:<username>:<client>`, a certificate
 * before an address) when the client is known, else the username's shared one.
 * The login's own read (`read`) comes back on the username's row: one round trip for both.
 * Params: username key, client keys, now; address key, expiry, now (with `address`); known
 * prefix, username counter key, expiry, now; then the read's.
 */
function countAndRead(address: boolean, read: string): string {
  return `with "known" as (
      select "client_key" from "${KNOWN_CLIENTS_TABLE}" where "username_key" = ? and "client_key" = any(?::text[]) and "expire" > ?
      order by "client_key" like 'cert:%' desc, "client_key" limit 1
    ), "c" ("which", "key", "expire", "now") as (
      ${address ? `select 'address', ?::text, ?::bigint, ?::bigint union all` : ''}
      select 'username', coalesce((select ?::text || "client_key" from "known"), ?::text), ?::bigint, ?::bigint
    ), "counted" as (
      insert into "${AUTH_RATE_LIMIT_TABLE}" as t ("key", "points", "expire")
      select "key", 1, "expire" from "c"
      on conflict ("key") do update set
        "points" = case when t."expire" is null or t."expire" <= (select "now" from "c" where "c"."key" = excluded."key") then 1 else t."points" + 1 end,
        "expire" = case when t."expire" is null or t."expire" <= (select "now" from "c" where "c"."key" = excluded."key") then excluded."expire" else t."expire" end
      returning (select "which" from "c" where "c"."key" = t."key") as "limiter_which", t."key" as "limiter_key", t."points" as "limiter_points", t."expire" as "limiter_expire"
    ), "read" as (select true as "limiter_read", r.* from (${read}) r)
  select "counted".*, "read".* from "counted" left join "read" on "counted"."limiter_which" = 'username'`;
}

/**
 * A password login succeeded: its failure reservation given back to its counter (when one is
 * named and its window still runs) and its clients recorded as known to the username, or
 * renewed (at most hourly: a row rewritten at every login of a busy client would only cost the
 * write-ahead log). Params: counter key or null, now, username key, known until, client keys.
 */
const SUCCEEDED = `with "r" as (
    update "${AUTH_RATE_LIMIT_TABLE}" set "points" = "points" - 1 where "key" = ? and "expire" > ? and "points" > 0 returning 1
  )
  insert into "${KNOWN_CLIENTS_TABLE}" ("username_key", "client_key", "expire")
  select ?::text, k, ?::bigint from unnest(?::text[]) k
  on conflict ("username_key", "client_key") do update set "expire" = excluded."expire"
    where "${KNOWN_CLIENTS_TABLE}"."expire" < excluded."expire" - ${KNOWN_RENEWAL_MS}`;

/** The same writes as CTEs of another statement (data-modifying CTEs run whether read or not). Same params. */
const SUCCEEDED_CTES = `"limiter_given_back" as (
    update "${AUTH_RATE_LIMIT_TABLE}" set "points" = "points" - 1 where "key" = ? and "expire" > ? and "points" > 0 returning 1
  ), "limiter_known" as (
    insert into "${KNOWN_CLIENTS_TABLE}" ("username_key", "client_key", "expire")
    select ?::text, k, ?::bigint from unnest(?::text[]) k
    on conflict ("username_key", "client_key") do update set "expire" = excluded."expire"
      where "${KNOWN_CLIENTS_TABLE}"."expire" < excluded."expire" - ${KNOWN_RENEWAL_MS}
    returning 1
  )`;

/** The limiter's answer as an error: RATE_LIMITED when a limit is reached, else what failed (e.g. the database). */
function refusal(err: unknown, log: { limit: 'address' | 'username' | 'known client'; address: string; requestId: string }): Error {
  if (!(err instanceof RateLimiterRes)) return err instanceof Error ? err : new Error(String(err));
  const retryAfterSeconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
  // The username is not logged: users type passwords into it by mistake.
  logger.warn({ ...log, retryAfterSeconds }, 'authentication rate limited');
  return new RateLimitedError(retryAfterSeconds);
}

/** The read a password login needs besides its counts (its credentials), made by the counting statement. */
export interface LoginRead {
  /** The prepared statement's name when run alone. */
  name: string;
  /** One SELECT of at most one row; its column names must not start with `limiter_`. */
  sql: string;
  params: unknown[];
}

interface CountedRow {
  limiter_which: 'address' | 'username';
  limiter_key: string;
  limiter_points: number;
  limiter_expire: string;
  limiter_read: boolean;
}

/** One limiter per ORM (that is, per Services): every service of a controller shares it. */
const limiters = new WeakMap<MikroORM, LoginLimiter>();

export function loginLimiterOf(deps: { orm: MikroORM; config: Config }): LoginLimiter {
  let limiter = limiters.get(deps.orm);
  if (!limiter) {
    limiter = new LoginLimiter(deps.orm, deps.config);
    limiters.set(deps.orm, limiter);
  }
  return limiter;
}

/**
 * Forgets the failed logins counted against `username` (an operator's password reset), on
 * every instance at once since the counters live in the database. Works whatever this
 * process's limits are set to: the instances serving logins may count with other settings.
 */
export async function clearUsernameFailures(orm: MikroORM, username: string): Promise<void> {
  const key = usernameKey(username);
  await orm.em.getKnex()(AUTH_RATE_LIMIT_TABLE).where('key', `${USERNAME_PREFIX}:${key}`).orWhere('key', 'like', `${KNOWN_PREFIX}:${key}:%`).delete();
}

/**
 * Records a client address as known to `username` for `ms` (an operator's reset, naming the
 * address it will log in from): its logins then draw on a budget no stranger can spend.
 */
export async function trustAddress(orm: MikroORM, username: string, ip: string, ms: number): Promise<string> {
  const address = addressKey(ip);
  if (address === 'unknown' || address.startsWith('other:')) throw new Error(`not an IP address: ${ip}`);
  await orm.em.getKnex().raw(SUCCEEDED, [null, Date.now(), usernameKey(username), Date.now() + ms, textArray([address])] as never[]);
  return address;
}

/**
 * What identifies the client of a login among those a username knows: the fingerprint
 * (SHA-256) of the TLS client certificate it presented, whose key the handshake proved it
 * holds, and its address. Attempts without an address (GraphQL over WebSocket) all share the
 * key `unknown`, which is never a known client.
 */
function clientKeys(ctx: RequestCtx, address: string): string[] {
  const keys: string[] = [];
  const leaf = ctx.clientCertificates?.[0];
  if (leaf) {
    try {
      keys.push(`cert:${new X509Certificate(leaf).fingerprint256.replaceAll(':', '').toLowerCase()}`);
    } catch {
      // An unreadable certificate identifies nobody.
    }
  }
  if (address !== 'unknown') keys.push(address);
  return keys;
}

/**
 * A username as a counter key: its SHA-256, so any length fits the key column and no username
 * (or password typed into the username field) is stored in clear.
 */
export function usernameKey(username: string): string {
  return createHash('sha256').update(username, 'utf8').digest('hex');
}

/**
 * The client address as a counter key. IPv4 (also IPv4-mapped IPv6) as it is; IPv6 by its /64,
 * the block one subscriber gets, so hopping between its 2^64 addresses gains nothing. Without an
 * address (GraphQL over WebSocket) all such attempts share one key: limited together rather
 * than not at all.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  let address = ip.trim().toLowerCase();
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return `other:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;
  const groups = ipv6Groups(address);
  // ::ffff:a.b.c.d is an IPv4 client of a dual-stack listener.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
