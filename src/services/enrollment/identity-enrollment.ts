import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator, Ca, Enrollment, Identity } from '../../entities';
import type { ServiceDeps } from '../service-deps';
import type { TxScope } from '../core/tx';
import { ApiError, fieldError } from '../core/errors';
import { assertLength, isStorableTime } from '../core/validate';
import { issueEnrollment } from './issue';

/** The enrollment methods of identities (routers have erott/trott). */
export const IDENTITY_ENROLLMENT_METHODS = ['ott', 'ottca', 'updb'] as const;
export type IdentityEnrollmentMethod = (typeof IDENTITY_ENROLLMENT_METHODS)[number];

export interface IdentityEnrollmentSpec {
  identityId: string;
  method: string;
  /** ottca: the third-party CA whose certificates may redeem it. */
  caId?: string | null;
  /** updb: the username the identity will log in with. */
  username?: string | null;
  /** Default: now + the configured enrollment lifetime. */
  expiresAt?: Date;
  /** How the request names caId and username, for field errors (identity create nests them under `enrollment`). */
  fieldNames?: { caId?: string; username?: string };
}

/**
 * Issues an enrollment of an identity inside the caller's transaction, after the checks every
 * way of asking for one shares (POST /enrollments, identity create): the identity exists, it
 * has no unexpired enrollment of that method (409 ENROLLMENT_EXISTS; an expired one is
 * replaced), an ottca CA exists, an updb username is free.
 *
 * The identity row is locked so two concurrent requests cannot both pass the "one per method" check.
 */
export async function issueIdentityEnrollment(tx: TxScope, deps: Pick<ServiceDeps, 'pki' | 'config'>, spec: IdentityEnrollmentSpec): Promise<Enrollment> {
  const method = spec.method;
  if (!isIdentityEnrollmentMethod(method)) throw fieldError('method', `must be one of ${IDENTITY_ENROLLMENT_METHODS.join(', ')}`, method);
  if (spec.expiresAt !== undefined) assertFuture('expiresAt', spec.expiresAt);
  const identity = await tx.em.findOne(Identity, { id: spec.identityId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  // As OpenZiti: a reference to nothing is a bad field (400 INVALID_FIELD), not a missing resource.
  if (!identity) throw new ApiError('INVALID_FIELD', { cause: { field: 'identityId', reason: 'identity not found', value: spec.identityId } });

  for (const existing of await tx.em.find(Enrollment, { identity: identity.id, method })) {
    if (existing.expiresAt.getTime() > Date.now()) {
      throw new ApiError('ENROLLMENT_EXISTS', { cause: { field: 'method', reason: `the identity already has an outstanding ${method} enrollment`, value: method } });
    }
    tx.em.remove(existing);
    tx.emit('deleted', 'enrollments', existing.id);
  }

  let caId: string | null = null;
  let username: string | null = null;
  if (method === 'ottca') {
    const field = spec.fieldNames?.caId ?? 'caId';
    if (!spec.caId || !(await tx.em.count(Ca, { id: spec.caId }))) {
      throw new ApiError('INVALID_FIELD', { cause: { field, reason: 'ca not found', value: spec.caId ?? null } });
    }
    caId = spec.caId;
  } else if (method === 'updb') {
    const field = spec.fieldNames?.username ?? 'username';
    if (typeof spec.username !== 'string' || spec.username === '') throw fieldError(field, 'a username is required for updb enrollment', spec.username);
    assertLength(field, spec.username, 4, 100);
    await assertUsernameFree(tx.em, spec.username, field, { withEnrollments: true });
    username = spec.username;
  }

  return issueEnrollment(tx, deps.pki, deps.config.enrollmentTtlMs, { method, identityId: identity.id, caId, username, expiresAt: spec.expiresAt });
}

/** An enrollment's expiry: a valid date after now. */
export function assertFuture(field: string, date: Date): void {
  if (!isStorableTime(date.getTime())) throw fieldError(field, 'must be a date-time in the years 1 to 9999 (UTC)', Number.isNaN(date.getTime()) ? String(date) : undefined);
  if (date.getTime() <= Date.now()) throw fieldError(field, 'must be in the future', date.toISOString());
}

export function isIdentityEnrollmentMethod(method: unknown): method is IdentityEnrollmentMethod {
  return (IDENTITY_ENROLLMENT_METHODS as readonly unknown[]).includes(method);
}

/**
 * A updb username must be unique among authenticators (any identity) and, when enrollments are
 * being created, among unexpired updb enrollments that will become authenticators. A
 * transaction-scoped advisory lock on the name makes check-then-insert safe against a
 * concurrent request claiming the same name.
 */
export async function assertUsernameFree(
  em: EntityManager,
  username: string,
  field: string,
  opts: { withEnrollments: boolean; exceptAuthenticatorId?: string },
): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`updb-username:${username}`]);
  const taken =
    (await em.count(Authenticator, opts.exceptAuthenticatorId ? { username, id: { $ne: opts.exceptAuthenticatorId } } : { username })) > 0 ||
    (opts.withEnrollments && (await em.count(Enrollment, { method: 'updb', username, expiresAt: { $gt: new Date() } })) > 0);
  if (taken) throw fieldError(field, 'username is already in use', username);
}

/** One authenticator per method: an identity that already has one is enrolled for it. */
export async function assertNotEnrolled(em: EntityManager, identityId: string, method: 'cert' | 'updb'): Promise<void> {
  if (await em.count(Authenticator, { identity: identityId, method })) {
    throw new ApiError('ENROLLMENT_IDENTITY_ALREADY_ENROLLED', { cause: { message: `the identity already has a ${method} authenticator` } });
  }
}
