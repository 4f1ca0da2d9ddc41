import { randomUUID } from 'node:crypto';
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
  /** This instance's event bus: committed changes are dispatched on it before the response. */
  bus?: EventBus;
}

export function newRequestId(): string {
  return randomUUID();
}

/** Requires an authenticated identity (any, admin or not). */
export function requireIdentity(ctx: RequestCtx): IdentityActor {
  if (ctx.actor.kind !== 'identity') throw new UnauthorizedError(ctx.actor.kind === 'anonymous' ? 'missing' : 'denied');
  return ctx.actor;
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
