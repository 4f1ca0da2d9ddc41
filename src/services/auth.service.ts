import { timingSafeEqual } from 'node:crypto';
import { Reference } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, Authenticator, Identity } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireIdentity, type Actor, type RequestCtx } from './core/context';
import { ApiError, InvalidAuthError, UnauthorizedError, fieldError } from './core/errors';
import { hashToken, newToken } from './core/ids';
import { decoyHash, verifyPassword } from './core/passwords';
import { inTransaction } from './core/tx';
import { logger } from './core/logger';
import { SessionCache, type CachedSession } from './core/session-cache';

export interface PasswordLogin {
  username?: string;
  password?: string;
  configTypes?: string[];
  envInfo?: Record<string, string>;
  sdkInfo?: Record<string, string>;
}

export interface IssuedSession {
  session: ApiSession;
  /** The bearer token, returned once to the client that authenticated. */
  token: string;
}

export interface ResolvedSession {
  session: CachedSession;
  actor: Extract<Actor, { kind: 'identity' }>;
}

/** Activity is written at most this often per session; expiry is computed from it. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

/** Login, API sessions and their lifetime. */
export class AuthService {
  private reaper?: NodeJS.Timeout;

  private readonly cache: SessionCache;

  constructor(private readonly deps: ServiceDeps) {
    this.cache = new SessionCache(deps.bus);
  }

  get sessionTimeoutMs(): number {
    return this.deps.config.sessionTimeoutMs;
  }

  /** Expiry of a session: idle timeout after its last activity (as fresh as this instance knows it). */
  expiresAt(session: ApiSession): Date {
    const cached = this.cache.get(session.tokenHash);
    const last = cached && cached.lastActivityAt > session.lastActivityAt ? cached.lastActivityAt : session.lastActivityAt;
    return new Date(last.getTime() + this.sessionTimeoutMs);
  }

  /** `POST /authenticate?method=…`: only `password` is served by this slice of the controller. */
  async authenticate(ctx: RequestCtx, method: string | undefined, login: PasswordLogin): Promise<IssuedSession> {
    if (method === undefined || method === '') throw fieldError('method', 'method is required', method);
    if (method !== 'password') {
      if (method === 'cert' || method === 'ext-jwt') throw new InvalidAuthError();
      throw new ApiError('INVALID_AUTH_METHOD', { cause: { field: 'method', reason: 'must be one of password, cert, ext-jwt', value: method } });
    }
    if (typeof login.username !== 'string' || login.username === '') throw fieldError('username', 'username is required', login.username);
    if (typeof login.password !== 'string' || login.password === '') throw fieldError('password', 'password is required', undefined);

    const em = ctx.em;
    const authenticator = await em.findOne(Authenticator, { method: 'updb', username: login.username }, { populate: ['identity'] });
    // Verify against a decoy when the username is unknown, so response time does not reveal it.
    const ok = await verifyPassword(authenticator?.passwordHash ?? (await decoyHash()), login.password);
    if (!authenticator || !ok) throw new InvalidAuthError();
    const identity = authenticator.identity.getEntity();
    if (identity.isDisabledAt(new Date())) throw new InvalidAuthError();

    const token = newToken();
    const session = await inTransaction(ctx, async (tx) => {
      const s = tx.em.create(ApiSession, {
        tokenHash: hashToken(token),
        identity: identity.id,
        authenticatorId: authenticator.id,
        ipAddress: ctx.ip ?? '',
        configTypes: [...new Set(login.configTypes ?? [])],
      });
      const idn = await tx.em.findOneOrFail(Identity, identity.id);
      if (login.envInfo) idn.envInfo = login.envInfo;
      if (login.sdkInfo) idn.sdkInfo = login.sdkInfo;
      s.identity = Reference.create(idn);
      tx.emit('created', 'api-sessions', s.id);
      return s;
    });
    logger.info({ identityId: identity.id, apiSessionId: session.id }, 'api session created');
    return { session, token };
  }

  /**
   * Resolves a bearer token to its live session. Tokens are looked up by their SHA-256 (so
   * lookups do not leak timing about the token) and compared in constant time. Most requests
   * are answered from the session cache; an expired session is removed and refused.
   */
  async resolve(emOf: () => EntityManager, token: string): Promise<ResolvedSession> {
    const tokenHash = hashToken(token);
    let entry = this.cache.get(tokenHash);
    if (!entry) {
      const em = emOf();
      const session = await em.findOne(ApiSession, { tokenHash }, { populate: ['identity'] });
      if (!session) throw new UnauthorizedError('invalid');
      const identity = session.identity.getEntity();
      if (identity.isDisabledAt(new Date())) {
        await em.nativeDelete(ApiSession, { id: session.id });
        throw new UnauthorizedError('invalid');
      }
      entry = {
        id: session.id,
        tokenHash: session.tokenHash,
        identityId: identity.id,
        isAdmin: identity.isAdmin,
        createdAt: session.createdAt,
        configTypes: session.configTypes,
        lastActivityAt: session.lastActivityAt,
        persistedActivityAt: session.lastActivityAt,
        loadedAt: Date.now(),
      };
      this.cache.set(entry);
    }
    if (!timingSafeEqual(Buffer.from(entry.tokenHash), Buffer.from(tokenHash))) throw new UnauthorizedError('invalid');
    const now = Date.now();
    if (entry.lastActivityAt.getTime() + this.sessionTimeoutMs <= now) {
      this.cache.evictSession(entry.id);
      await emOf().nativeDelete(ApiSession, { id: entry.id });
      throw new UnauthorizedError('invalid');
    }
    entry.lastActivityAt = new Date(now);
    if (now - entry.persistedActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
      entry.persistedActivityAt = entry.lastActivityAt;
      await emOf().nativeUpdate(ApiSession, { id: entry.id }, { lastActivityAt: entry.lastActivityAt });
    }
    return {
      session: entry,
      actor: { kind: 'identity', identityId: entry.identityId, isAdmin: entry.isAdmin, apiSessionId: entry.id, apiSessionCreatedAt: entry.createdAt, apiSessionConfigTypes: entry.configTypes },
    };
  }

  async currentSession(ctx: RequestCtx): Promise<ApiSession> {
    const actor = requireIdentity(ctx);
    const session = await ctx.em.findOne(ApiSession, { id: actor.apiSessionId }, { populate: ['identity'] });
    if (!session) throw new UnauthorizedError('invalid');
    return session;
  }

  /** `DELETE /current-api-session`: logs out. */
  async logout(ctx: RequestCtx): Promise<void> {
    const actor = requireIdentity(ctx);
    this.cache.evictSession(actor.apiSessionId);
    await inTransaction(ctx, async (tx) => {
      await tx.em.nativeDelete(ApiSession, { id: actor.apiSessionId });
      tx.emit('deleted', 'api-sessions', actor.apiSessionId);
    });
  }

  /** Removes sessions idle past the timeout, on a timer, as OpenZiti's enforcer does. */
  startReaper(intervalMs = 60_000): void {
    this.reaper = setInterval(() => void this.reapExpired().catch((err) => logger.error({ err }, 'session reaper failed')), intervalMs);
    this.reaper.unref();
  }

  stopReaper(): void {
    if (this.reaper) clearInterval(this.reaper);
  }

  async reapExpired(): Promise<number> {
    const em = this.deps.orm.em.fork();
    const cutoff = new Date(Date.now() - this.sessionTimeoutMs);
    return em.nativeDelete(ApiSession, { lastActivityAt: { $lte: cutoff } });
  }
}
