import os from 'node:os';
import { Reference, ReferenceKind, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, Authenticator, Ca, Identity } from '../entities';
import { fingerprint } from '../pki';
import { issuedByCa } from './ca/ca-trust';
import type { ServiceDeps } from './service-deps';
import type { AuthPolicyService } from './auth-policy.service';
import { newRequestId, requireIdentity, type Actor, type RequestCtx } from './core/context';
import { ApiError, InvalidAuthError, UnauthorizedError, fieldError } from './core/errors';
import { hashToken } from '../foundation/ids';
import { decoyHash, setPasswordHashConcurrency, verifyPassword } from './core/passwords';
import { changeEvent, inTransaction, selfNotified } from './core/tx';
import { preparedQuery, textArray } from './core/sql';
import { NOTIFY_CHANNEL } from './core/events/entity-change';
import { endApiSessions } from './core/api-sessions';
import { ApiSessionTokens } from './core/api-session-tokens';
import { logger } from './core/logger';
import { loginLimiterOf, type FailureReservation, type LoginLimiter } from './core/login-limiter';
import { SessionCache, type CachedSession } from './core/session-cache';
import { extJwtAuthorityOf, type ExtJwtAuthority } from './ext-jwt/authority';
import { extJwtLogin } from './ext-jwt/login';
import { pendingExtJwtQueries, type ExtJwtAuthQuery } from './ext-jwt/secondary';
import { ExtJwtRefusal } from './ext-jwt/verify';
import { requireIdentityPendingMfaAllowed } from './core/context';
import { mfaPending, mfaRequiredAtLogin } from './mfa/session-state';

/** The body of `POST /authenticate`: credentials (password method) and what the client says about itself. */
export interface LoginRequest {
  username?: string;
  password?: string;
  configTypes?: string[];
  envInfo?: Record<string, string | undefined>;
  sdkInfo?: Record<string, string | undefined>;
}

export interface IssuedSession {
  session: ApiSession;
  /** The bearer token, returned once to the client that authenticated. */
  token: string;
  /** The EXT-JWT auth query when the session owes a secondary ext-jwt token with every request (login answers list it). */
  extJwtAuthQueries?: ExtJwtAuthQuery[];
}

/** Who a login method authenticated: the identity, the authenticator to record on its session (for ext-jwt, the signer). */
interface LoginSubject {
  identity: Identity;
  authenticatorId: string;
  method: 'password' | 'cert' | 'ext-jwt';
  isCertExtendable: boolean;
  /** Whether the identity has a verified MFA enrollment, when the login method read it already. */
  mfaVerified?: boolean;
}

export interface ResolvedSession {
  session: CachedSession;
  actor: Extract<Actor, { kind: 'identity' }>;
}

/**
 * What a password login reads in one query: the hash, the identity's lockout state and updb
 * rules, and the identity's own columns (its entity, built only once the password is right).
 */
interface PasswordRow {
  login_authenticator_id: string;
  login_password_hash: string | null;
  /** Disabled now (by an administrator, or locked out and not yet lapsed). */
  login_disabled: boolean;
  login_updb_allowed: boolean;
  login_updb_max_attempts: number;
  login_mfa_verified: boolean;
  /** The identity's columns, as the identities table names them. */
  id: string;
  failed_logins: number;
  [column: string]: unknown;
}

/**
 * A new API session, the identity's SDK/environment info when given, and its creation event, in
 * one statement; `before` are CTEs of the login's other writes (the login limiter's success).
 * A password login's session is inserted only while its authenticator exists (deleted since it
 * was read: refused like any other failure).
 */
const insertApiSession = (before?: string) => `with ${before ? `${before},` : ''} "s" as (
    insert into "api_sessions" ("id", "created_at", "updated_at", "tags", "token_hash", "identity_id", "authenticator_id", "ip_address",
      "config_types", "last_activity_at", "is_mfa_required", "is_mfa_complete", "is_cert_extendable")
    select ?::text, ?::timestamptz, ?::timestamptz, '{}'::jsonb, ?::text, ?::text, ?::text, ?::text, ?::text[], ?::timestamptz, ?::boolean, false, ?::boolean
    where not ?::boolean or exists (select 1 from "authenticators" a where a."id" = ?)
    returning "id"
  ), "i" as (
    update "identities" set "env_info" = coalesce(?::jsonb, "env_info"), "sdk_info" = coalesce(?::jsonb, "sdk_info"), "updated_at" = ?
    where "id" = ? and (?::jsonb is not null or ?::jsonb is not null) and exists (select 1 from "s")
  )
  select pg_notify(?, ?) from "s"`;
const INSERT_API_SESSION = insertApiSession();

/** Activity is written at most this often per session (less with short timeouts); expiry is computed from it. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

/** Login, API sessions and their lifetime. */
export class AuthService {
  private reaper?: NodeJS.Timeout;

  private readonly cache: SessionCache;

  private readonly limiter: LoginLimiter;

  private readonly extJwt: ExtJwtAuthority;

  /** Tokens are derived from session ids, so edge routers can be told them at any time. */
  readonly tokens: ApiSessionTokens;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly peers: { authPolicies: AuthPolicyService },
  ) {
    this.cache = new SessionCache(deps.bus);
    this.limiter = loginLimiterOf(deps);
    this.extJwt = extJwtAuthorityOf(deps);
    this.tokens = new ApiSessionTokens(deps.pki.deriveKey('api-session-tokens'));
    // A worker hashes on its share of the cores (WORKERS processes share them); a lone process on all.
    const cores = os.availableParallelism();
    setPasswordHashConcurrency(deps.config.worker ? cores / deps.config.workers : cores);
    // Made now, so the first login with an unknown username does not pay for it.
    decoyHash().catch((err: unknown) => logger.warn({ err }, 'decoy password hash failed; made at the next login'));
  }

  get sessionTimeoutMs(): number {
    return this.deps.config.sessionTimeoutMs;
  }

  /**
   * How stale a session's stored activity may be: a quarter of the timeout at most, so a
   * session in use is never stored as idle for long, whatever the timeout.
   */
  private get activityWriteIntervalMs(): number {
    return Math.min(ACTIVITY_WRITE_INTERVAL_MS, Math.floor(this.sessionTimeoutMs / 4));
  }

  /** Expiry of a session: idle timeout after its last activity (as fresh as this instance knows it). */
  expiresAt(session: ApiSession): Date {
    const cached = this.cache.get(session.tokenHash);
    const last = cached && cached.lastActivityAt > session.lastActivityAt ? cached.lastActivityAt : session.lastActivityAt;
    return new Date(last.getTime() + this.sessionTimeoutMs);
  }

  /**
   * `POST /authenticate?method=…` (REST, every API) and the GraphQL `login`: `password` (updb
   * authenticator), `cert` (the TLS client certificate of the request) or `ext-jwt` (a JWT of
   * an external signer among `bearerTokens`: the request's, or the GraphQL mutation's). Every
   * attempt, whatever its method, first counts against the login limiter's per-address budget;
   * every method ends in the same checks and session creation.
   */
  async authenticate(ctx: RequestCtx, method: string | undefined, login: LoginRequest, bearerTokens: readonly string[] = ctx.bearerTokens ?? []): Promise<IssuedSession> {
    try {
      const issued = await this.authenticateWith(ctx, method, login, bearerTokens);
      this.deps.metrics.login(method, true);
      return issued;
    } catch (err) {
      this.deps.metrics.login(method, false);
      throw err;
    }
  }

  /** Session-cache hits and misses of this instance (metrics). */
  get sessionCacheStats(): { hits: number; misses: number } {
    return this.cache.stats;
  }

  private async authenticateWith(ctx: RequestCtx, method: string | undefined, login: LoginRequest, bearerTokens: readonly string[]): Promise<IssuedSession> {
    // A password login counts its address and reserves a username failure in one statement (passwordAuthenticator).
    if (method !== 'password' || !isPasswordLogin(login)) await this.limiter.countAttempt(ctx);
    if (method === undefined || method === '') throw fieldError('method', 'method is required', method);
    let subject: LoginSubject;
    let reservation: FailureReservation | undefined;
    if (method === 'password') ({ subject, reservation } = await this.passwordAuthenticator(ctx, login));
    else if (method === 'cert') subject = loginSubjectOf(await this.certificateAuthenticator(ctx));
    else if (method === 'ext-jwt') subject = await this.extJwtSubject(ctx, bearerTokens);
    else throw new ApiError('INVALID_AUTH_METHOD', { cause: { field: 'method', reason: 'must be one of password, cert, ext-jwt', value: method } });
    const issued = await this.startSession(ctx, subject, login, reservation);
    return { ...issued, extJwtAuthQueries: await this.pendingExtJwtQueries(ctx, subject.identity, bearerTokens) };
  }

  /**
   * ext-jwt login: the identity a bearer JWT of an external signer names (see ext-jwt/login.ts);
   * the signer is the session's authenticator. Every refusal is INVALID_AUTH; the reason is only logged.
   */
  private async extJwtSubject(ctx: RequestCtx, bearerTokens: readonly string[]): Promise<LoginSubject> {
    try {
      const { identity, signerId } = await extJwtLogin(ctx.em, this.extJwt, (em, id) => this.peers.authPolicies.rulesFor(em, id), bearerTokens);
      return { identity, authenticatorId: signerId, method: 'ext-jwt', isCertExtendable: false };
    } catch (err) {
      if (!(err instanceof ExtJwtRefusal)) throw err;
      logger.debug({ reason: err.reason, extJwtSignerId: err.signerId, requestId: ctx.requestId }, 'ext-jwt authentication refused');
      throw new InvalidAuthError();
    }
  }

  /** The EXT-JWT auth query of a new session whose auth policy requires a signer's JWT with every request. */
  private async pendingExtJwtQueries(ctx: RequestCtx, identity: Identity, bearerTokens: readonly string[]): Promise<ExtJwtAuthQuery[]> {
    const required = (await this.peers.authPolicies.loginRulesOf(() => ctx.em, identity.authPolicyId)).secondary.requireExtJwtSigner ?? null;
    return pendingExtJwtQueries(this.extJwt, required, identity, bearerTokens);
  }

  /**
   * The updb authenticator a username and password open. The username's failure budget is
   * drawn on before the password is checked (and given back on success). Up to the refusal, a
   * wrong password and a username without a password cost the same: one indexed read of the id
   * and hash, no entity built, then one argon2 verification (against the decoy hash when there
   * is no hash to check), so response times do not tell which usernames exist. A disabled
   * identity's right password takes the wrong password's path from the check on (refused, its
   * reservation kept), so neither does the time tell a right password of a disabled identity.
   */
  private async passwordAuthenticator(ctx: RequestCtx, login: LoginRequest): Promise<{ subject: LoginSubject; reservation: FailureReservation }> {
    if (typeof login.username !== 'string' || login.username === '') throw fieldError('username', 'username is required', login.username);
    if (typeof login.password !== 'string' || login.password === '') throw fieldError('password', 'password is required', undefined);
    const decoy = await decoyHash();
    // The identity's lockout count and its auth policy's updb rules come with the hash: a
    // failure under a policy without a limit costs no more than for an unknown username.
    const { reservation, row } = await this.limiter.countPasswordAttempt<PasswordRow>(ctx, login.username, {
      name: 'login-password',
      sql: `select a."id" as "login_authenticator_id", a."password_hash" as "login_password_hash",
          p."updb_allowed" as "login_updb_allowed", p."updb_max_attempts" as "login_updb_max_attempts",
          i."disabled" and (i."disabled_until" is null or i."disabled_until" > now()) as "login_disabled",
          exists (select 1 from "mfa" m where m."identity_id" = a."identity_id" and m."is_verified") as "login_mfa_verified",
          ${this.identityColumns(this.deps.orm.em)}
        from "authenticators" a join "identities" i on i."id" = a."identity_id" join "auth_policies" p on p."id" = i."auth_policy_id"
        where a."method" = ? and a."username" = ? limit 1`,
      params: ['updb', login.username],
    });
    const hash = row?.login_password_hash || decoy;
    const ok = await verifyPassword(hash, login.password);
    if (!row || hash === decoy || !ok || row.login_disabled) {
      // A wrong password of an enabled identity counts towards its auth policy's lockout. A
      // disabled one counts nothing (OpenZiti refuses it before any check): a stranger's
      // guesses can not stretch a lockout, and its right password costs what a wrong one does.
      if (row && hash !== decoy && !ok && !row.login_disabled && row.login_updb_max_attempts > 0) await this.peers.authPolicies.recordPasswordFailure(row.id);
      throw new InvalidAuthError();
    }
    if (!row.login_updb_allowed) {
      await reservation.succeeded();
      throw new InvalidAuthError();
    }
    let identity: Identity;
    try {
      if (row.failed_logins) await this.peers.authPolicies.clearPasswordFailures(ctx.em, row.id);
      // The entity from the row already read (its failed logins as they are now: cleared).
      identity = this.identityOf(row);
    } catch (err) {
      // The password was right: its reservation is given back whatever fails after.
      await reservation.succeeded();
      throw err;
    }
    return {
      subject: { identity, authenticatorId: row.login_authenticator_id, method: 'password', isCertExtendable: false, mfaVerified: row.login_mfa_verified },
      reservation,
    };
  }

  /** The columns of the identities table (alias i), for reading an identity with the row of another. */
  private identityColumns(em: EntityManager): string {
    return this.identityProps(em).map((p) => `i."${p.field}"`).join(', ');
  }

  /** Each scalar column of Identity and how its value becomes the property, as the ORM's hydrator converts it. */
  private identityProps(em: EntityManager): IdentityColumn[] {
    if (this.identityFields) return this.identityFields;
    const platform = em.getPlatform();
    const toJs = (p: EntityProperty): ((v: unknown) => unknown) => {
      if (p.customType) return (v) => p.customType!.convertToJSValue(v, platform);
      if (p.runtimeType === 'Date') return (v) => (v instanceof Date ? v : new Date(v as string));
      if (p.runtimeType === 'boolean') return (v) => !!v;
      return (v) => v;
    };
    this.identityFields = em.getMetadata().get(Identity.name).props
      .filter((p) => p.kind === ReferenceKind.SCALAR && p.persist !== false && p.fieldNames?.length === 1)
      .map((p) => ({ name: p.name, field: p.fieldNames[0], toJs: toJs(p) }));
    return this.identityFields;
  }

  private identityFields?: IdentityColumn[];

  /**
   * The identity of a row read with identityColumns, its failed logins as they are now
   * (cleared). Converted as the ORM hydrates a row but outside the identity map: `em.map`
   * merges it there and snapshots it for a flush, a tenth of a login's JavaScript, and nothing
   * in a login writes the identity through the ORM (what reads it later reads it afresh).
   */
  private identityOf(row: Record<string, unknown>): Identity {
    const identity = new Identity() as unknown as Record<string, unknown>;
    for (const p of this.identityProps(this.deps.orm.em)) {
      const value = row[p.field];
      identity[p.name] = value === null || value === undefined ? value : p.toJs(value);
    }
    identity.failedLogins = 0;
    return identity as unknown as Identity;
  }

  /**
   * The cert authenticator of the request's TLS client certificate. The certificate must be
   * valid now and chain (through the intermediates the client sent) to the controller's CA or
   * to a verified, auth-enabled third-party CA; an authenticator tied to a CA accepts only a
   * chain to that CA. Every refusal is the same INVALID_AUTH; the reason is only logged.
   */
  private async certificateAuthenticator(ctx: RequestCtx): Promise<Authenticator> {
    const refuse = (reason: string, fingerprint?: string): never => {
      logger.debug({ reason, fingerprint, requestId: ctx.requestId }, 'certificate authentication refused');
      throw new InvalidAuthError();
    };
    const [leaf, ...intermediates] = ctx.clientCertificates ?? [];
    if (!leaf) return refuse('no client certificate');
    let fp: string;
    try {
      fp = fingerprint(leaf);
    } catch {
      return refuse('unreadable client certificate');
    }
    const authenticator = await ctx.em.findOne(Authenticator, { method: 'cert', fingerprint: fp }, { populate: ['identity', 'ca'] });
    if (!authenticator) return refuse('no authenticator has this certificate', fp);
    const { cert: rules } = (await this.peers.authPolicies.rulesFor(ctx.em, authenticator.identity.id)).primary;
    if (!rules.allowed) return refuse('the auth policy of the identity does not allow certificate login', fp);
    // Validity dates count only where the auth policy forbids expired certificates (OpenZiti's rule).
    const opts = { ignoreValidity: rules.allowExpiredCerts };
    const ca = authenticator.ca?.getEntity();
    const chain = [leaf, ...intermediates];
    const chainsTo = (c: Ca) => verifies(() => issuedByCa(chain, c, opts));
    const trusted = ca
      ? ca.isVerified && ca.isAuthEnabled && chainsTo(ca)
      : verifies(() => this.deps.pki.verifyIssued(leaf, intermediates, opts).ok) || (await this.authCas(ctx.em)).some(chainsTo);
    if (!trusted) return refuse('the certificate does not chain to a CA trusted for authentication', fp);
    return authenticator;
  }

  /** Third-party CAs whose certificates may authenticate: verified and auth-enabled. */
  private authCas(em: EntityManager): Promise<Ca[]> {
    return em.find(Ca, { isVerified: true, isAuthEnabled: true });
  }

  /** Creates the API session of an authenticated identity (every login method ends here). */
  private async startSession(ctx: RequestCtx, subject: LoginSubject, login: LoginRequest, reservation?: FailureReservation): Promise<IssuedSession> {
    // The password login's failure reservation is given back by the session's statement, or else here.
    let givenBack = false;
    try {
      const issued = await this.insertSession(ctx, subject, login, reservation, () => (givenBack = true));
      return issued;
    } finally {
      if (!givenBack) await reservation?.succeeded();
    }
  }

  private async insertSession(ctx: RequestCtx, subject: LoginSubject, login: LoginRequest, reservation: FailureReservation | undefined, givenBack: () => void): Promise<IssuedSession> {
    const { identity } = subject;
    if (identity.isDisabledAt(new Date())) throw new InvalidAuthError();
    // A verified MFA enrollment (or a policy requiring TOTP) makes the session partial until a code is given.
    const isMfaRequired = await mfaRequiredAtLogin(() => ctx.em, this.peers.authPolicies, identity, subject.mfaVerified);
    // Built in memory and written by one self-committing statement (no BEGIN/COMMIT round trips):
    // the insert, the identity's SDK and environment info when the login sent them, and the
    // notification. Logins come in storms (every SDK after a restart), so round trips count.
    // A plain instance (not em.create): it is written by the statement below, never flushed.
    const session = Object.assign(new ApiSession(), {
      identity: Reference.create(identity),
      authenticatorId: subject.authenticatorId,
      ipAddress: ctx.ip ?? '',
      configTypes: [...new Set(login.configTypes ?? [])],
      // Controller-issued certificates may be extended with this session (OpenZiti's rule).
      isCertExtendable: subject.isCertExtendable,
      isMfaRequired,
    });
    const token = this.tokens.tokenOf(session.id);
    session.tokenHash = hashToken(token);
    const envInfo = login.envInfo ? JSON.stringify(login.envInfo) : null;
    const sdkInfo = login.sdkInfo ? JSON.stringify(login.sdkInfo) : null;
    const event = changeEvent('created', 'api-sessions', session.id);
    const announcement = selfNotified(ctx, [event]);
    const success = reservation?.successCtes?.();
    // On the ORM's pool, as the limiter's statement: a login needs no EntityManager of its own
    // (the request's is forked only where a login reads through the ORM, e.g. an uncached auth policy).
    const inserted = await preparedQuery(this.deps.orm.em, success ? 'login-session-insert-limited' : 'login-session-insert', success ? insertApiSession(success.sql) : INSERT_API_SESSION, [
      ...(success?.params ?? []),
      session.id, session.createdAt, session.updatedAt, session.tokenHash, identity.id, session.authenticatorId, session.ipAddress,
      textArray(session.configTypes), session.lastActivityAt, session.isMfaRequired, session.isCertExtendable,
      subject.method === 'password', session.authenticatorId,
      envInfo, sdkInfo, session.createdAt, identity.id, envInfo, sdkInfo,
      NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (success) givenBack();
    // The authenticator was deleted since it was read: refused like any other failure.
    if (!inserted.length) throw new InvalidAuthError();
    announcement.committed();
    // JSON carries no undefined: every key of a body's map holds a text.
    if (login.envInfo) identity.envInfo = login.envInfo as Record<string, string>;
    if (login.sdkInfo) identity.sdkInfo = login.sdkInfo as Record<string, string>;
    // Clients use a new session at once: its first request needs no lookup on this instance.
    this.cache.set(cacheEntryOf(session, identity), this.cache.generation);
    logger.info({ identityId: identity.id, apiSessionId: session.id, method: subject.method }, 'api session created');
    return { session, token };
  }

  /**
   * Resolves a bearer token to its live session. Tokens are looked up only by their SHA-256 (in
   * the cache and the database), so how long a lookup takes says nothing about the token. Most
   * requests are answered from the session cache; an expired session is removed and refused.
   */
  resolve(emOf: () => EntityManager, token: string): ResolvedSession | Promise<ResolvedSession> {
    const tokenHash = hashToken(token);
    const entry = this.cache.get(tokenHash);
    // A cached session answers without a promise: every SDK poll comes through here.
    return entry ? this.touch(emOf, entry) : this.resolveStored(emOf, tokenHash);
  }

  private async resolveStored(emOf: () => EntityManager, tokenHash: string): Promise<ResolvedSession> {
    const since = this.cache.generation;
    const session = await emOf().findOne(ApiSession, { tokenHash }, { populate: ['identity'] });
    if (!session) throw new UnauthorizedError('invalid');
    const identity = session.identity.getEntity();
    if (identity.isDisabledAt(new Date())) {
      await this.endSessions('"id" = ?', [session.id]);
      throw new UnauthorizedError('invalid');
    }
    const entry = cacheEntryOf(session, identity);
    this.cache.set(entry, since);
    return this.touch(emOf, entry);
  }

  /** Renews the idle timeout of a live session (written through at most every activity interval). */
  private touch(emOf: () => EntityManager, entry: CachedSession): ResolvedSession | Promise<ResolvedSession> {
    const now = Date.now();
    if (entry.lastActivityAt.getTime() + this.sessionTimeoutMs <= now) return this.expire(entry);
    entry.lastActivityAt = new Date(now);
    const resolved: ResolvedSession = {
      session: entry,
      actor: { kind: 'identity', identityId: entry.identityId, isAdmin: entry.isAdmin, apiSessionId: entry.id, apiSessionCreatedAt: entry.createdAt, apiSessionConfigTypes: entry.configTypes, mfaPending: entry.mfaPending },
    };
    if (now - entry.persistedActivityAt.getTime() < this.activityWriteIntervalMs) return resolved;
    entry.persistedActivityAt = entry.lastActivityAt;
    return emOf().nativeUpdate(ApiSession, { id: entry.id }, { lastActivityAt: entry.lastActivityAt }).then(() => resolved);
  }

  private async expire(entry: CachedSession): Promise<never> {
    this.cache.evictSession(entry.id);
    await this.endSessions('"id" = ?', [entry.id]);
    throw new UnauthorizedError('invalid');
  }

  /** `GET /current-api-session`: also for a partial session, which reads its authQueries here. */
  async currentSession(ctx: RequestCtx): Promise<ApiSession> {
    const actor = requireIdentityPendingMfaAllowed(ctx);
    const session = await ctx.em.findOne(ApiSession, { id: actor.apiSessionId }, { populate: ['identity'] });
    if (!session) throw new UnauthorizedError('invalid');
    return session;
  }

  /** `DELETE /current-api-session`: logs out. */
  async logout(ctx: RequestCtx): Promise<void> {
    // A partial session may always end itself.
    const actor = requireIdentityPendingMfaAllowed(ctx);
    this.cache.evictSession(actor.apiSessionId);
    await inTransaction(ctx, async (tx) => {
      await tx.em.nativeDelete(ApiSession, { id: actor.apiSessionId });
      tx.emit('deleted', 'api-sessions', actor.apiSessionId);
    });
  }

  /** Removes sessions idle past the timeout, on a timer, as OpenZiti's enforcer does. */
  startReaper(intervalMs = 60_000): void {
    this.reaper = setInterval(() => {
      void this.reapExpired().catch((err) => logger.error({ err }, 'session reaper failed'));
      // The login limiter's ended windows go on the same timer (never fails: pruning is best effort).
      void this.limiter.pruneExpired();
    }, intervalMs);
    this.reaper.unref();
  }

  stopReaper(): void {
    if (this.reaper) clearInterval(this.reaper);
  }

  async reapExpired(): Promise<number> {
    // Stored activity may lag the real one by up to the write interval (on any instance): a
    // session is reaped only when even its latest possible activity is past the timeout.
    const cutoff = new Date(Date.now() - this.sessionTimeoutMs - this.activityWriteIntervalMs);
    return this.endSessions('"last_activity_at" <= ?', [cutoff]);
  }

  /**
   * Deletes the API sessions matching `where` and announces each, as logout does, so every
   * instance's caches and subscriptions let go of them (their sessions go by cascade).
   */
  private async endSessions(where: string, params: unknown[]): Promise<number> {
    const ctx: RequestCtx = { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
    return inTransaction(ctx, async (tx) => (await endApiSessions(tx, where, params)).length);
  }
}

/** A password login whose fields are there to be checked (otherwise refused before any count but the address's). */
function isPasswordLogin(login: LoginRequest): boolean {
  return typeof login.username === 'string' && login.username !== '' && typeof login.password === 'string' && login.password !== '';
}

/** The login subject of a password or certificate login: its authenticator. */
function loginSubjectOf(authenticator: Authenticator): LoginSubject {
  return {
    identity: authenticator.identity.getEntity(),
    authenticatorId: authenticator.id,
    method: authenticator.method === 'cert' ? 'cert' : 'password',
    // Controller-issued certificates may be extended with this session (OpenZiti's rule).
    isCertExtendable: authenticator.method === 'cert' && authenticator.isIssuedByNetwork,
  };
}

/** Whether a path check succeeds; input it cannot read (PkiError) fails it rather than escaping as another error. */
function verifies(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** A column of the identities table and the property it fills. */
interface IdentityColumn {
  name: string;
  field: string;
  toJs: (value: unknown) => unknown;
}

function cacheEntryOf(session: ApiSession, identity: Identity): CachedSession {
  return {
    id: session.id,
    tokenHash: session.tokenHash,
    identityId: identity.id,
    isAdmin: identity.isAdmin,
    createdAt: session.createdAt,
    configTypes: session.configTypes,
    mfaPending: mfaPending(session),
    lastActivityAt: session.lastActivityAt,
    persistedActivityAt: session.lastActivityAt,
    loadedAt: Date.now(),
  };
}
