import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError } from './errors';
import type { EventBus } from './events/event-bus';

/** Who is making a request. Authentication happens at the edge; authorization in services. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'system' }
  | {
      kind: 'identity';
      identityId: string;
      isAdmin: boolean;
      apiSessionId: string;
      apiSessionCreatedAt?: Date;
      /** Config types the client asked for at login (the default for GET /services). */
      apiSessionConfigTypes?: string[];
      /**
       * The session is only partially authenticated: it still owes its TOTP code. `requireIdentity`
       * (and so `requireAdmin`) refuses it; only `requireIdentityPendingMfaAllowed` lets it through.
       */
      mfaPending?: boolean;
    };

export type IdentityActor = Extract<Actor, { kind: 'identity' }>;

/** Everything a service call needs about its request; always the first argument. */
export interface RequestCtx {
  /** A fork of the EntityManager, private to this request. */
  em: EntityManager;
  actor: Actor;
  requestId: string;
  source: 'rest' | 'graphql' | 'ws' | 'system';
  /** Client address, for API sessions and rate limiting. */
  ip?: string;
  /** The raw API session token of the caller, when it authenticated with one. */
  token?: string;
  /** The TLS client certificate chain the caller presented, PEM, leaf first. */
  clientCertificates?: string[];
  /** The `Authorization: Bearer` tokens the caller presented (ext-jwt login, the secondary ext-jwt factor). */
  bearerTokens?: readonly string[];
  /** This instance's event bus: committed changes are dispatched on it before the response. */
  bus?: EventBus;
}

/**
 * A request id of the shape OpenZiti's error envelopes carry (a shortid: 9 characters of
 * [A-Za-z0-9_-]). 7 random bytes are 10 base64url characters; the first 9 hold 54 random bits,
 * plenty to tell requests apart in a log.
 */
export function newRequestId(): string {
  // Taken from a pool of random bytes refilled every 512 ids: every request gets one.
  if (idPoolOffset + 7 > idPool.length) {
    idPool = randomBytes(7 * 512);
    idPoolOffset = 0;
  }
  const id = idPool.toString('base64url', idPoolOffset, idPoolOffset + 7).slice(0, 9);
  idPoolOffset += 7;
  return id;
}
let idPool = Buffer.alloc(0);
let idPoolOffset = 0;

/**
 * Requires a fully authenticated identity (any, admin or not). A session that still owes its
 * TOTP code is refused (401, as OpenZiti): partial sessions can do nothing unless an operation
 * opts in with `requireIdentityPendingMfaAllowed`.
 */
export function requireIdentity(ctx: RequestCtx): IdentityActor {
  const actor = requireIdentityPendingMfaAllowed(ctx);
  if (actor.mfaPending) throw new UnauthorizedError('denied');
  return actor;
}

/**
 * Requires an authenticated identity whose session may still owe its TOTP code. The explicit
 * opt-in of the few operations a partial session may call: complete MFA, read its own API
 * session and identity, enroll MFA when its auth policy requires it, log out.
 */
export function requireIdentityPendingMfaAllowed(ctx: RequestCtx): IdentityActor {
  if (ctx.actor.kind !== 'identity') throw new UnauthorizedError(ctx.actor.kind === 'anonymous' ? 'missing' : 'denied');
  return ctx.actor;
}

/** Whether an actor is an admin with a complete session (the REST router's early admin check). */
export function isFullyAuthenticatedAdmin(actor: Actor): boolean {
  return actor.kind === 'identity' && actor.isAdmin && !actor.mfaPending;
}

/**
 * Requires an admin identity (or the system itself). OpenZiti answers a permission
 * denial with 401 UNAUTHORIZED, never 403: clients depend on that.
 */
export function requireAdmin(ctx: RequestCtx): void {
  if (ctx.actor.kind === 'system') return;
  const actor = requireIdentity(ctx);
  if (!actor.isAdmin) throw new UnauthorizedError('denied');
}
