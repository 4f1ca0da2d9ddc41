import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Enrollment, type EnrollmentKind } from '../../entities';
import type { PkiService } from '../pki.service';
import type { TxScope } from '../core/tx';
import { ApiError } from '../core/errors';
import { liveCtrlAddresses } from '../cluster/controller.service';

export interface EnrollmentSpec {
  method: EnrollmentKind;
  identityId?: string;
  routerId?: string;
  caId?: string | null;
  username?: string | null;
  /** Default: now + ENROLLMENT_TTL_MINUTES. */
  expiresAt?: Date;
}

/**
 * Creates an enrollment with a fresh one-time token and its signed JWT (subject: the identity
 * or router, jti: the token), inside the caller's transaction. Transit routers enroll with
 * the edge router method on the wire (OpenZiti's `erott` JWTs serve both).
 */
export async function issueEnrollment(tx: TxScope, pki: PkiService, ttlMs: number, spec: EnrollmentSpec): Promise<Enrollment> {
  const token = randomUUID();
  // Created and expiring from one instant: the enrollment lasts exactly the TTL.
  const createdAt = new Date();
  const expiresAt = spec.expiresAt ?? new Date(createdAt.getTime() + ttlMs);
  const subject = spec.identityId ?? spec.routerId;
  if (!subject) throw new TypeError('an enrollment belongs to an identity or a router');
  const jwt = await signJwtOf(tx, pki, { subject, token, method: spec.method, expiresAt });
  const enrollment = tx.em.create(Enrollment, {
    method: spec.method,
    token,
    jwt,
    identity: spec.identityId ?? null,
    router: spec.routerId ?? null,
    ca: spec.caId ?? null,
    username: spec.username ?? null,
    expiresAt,
    createdAt,
    updatedAt: createdAt,
  });
  tx.emit('created', 'enrollments', enrollment.id);
  return enrollment;
}

/**
 * Gives an enrollment a new token, JWT and expiry (`POST /enrollments/{id}/refresh`): the old
 * token stops working at once, since redemption looks enrollments up by token.
 */
export async function reissueEnrollment(tx: TxScope, pki: PkiService, enrollment: Enrollment, expiresAt: Date): Promise<void> {
  const subject = enrollment.identity?.id ?? enrollment.router?.id;
  if (!subject) throw new TypeError('an enrollment belongs to an identity or a router');
  enrollment.token = randomUUID();
  enrollment.expiresAt = expiresAt;
  enrollment.jwt = await signJwtOf(tx, pki, { subject, token: enrollment.token, method: enrollment.method, expiresAt });
  tx.emit('updated', 'enrollments', enrollment.id, ['token', 'jwt', 'expiresAt']);
}

async function signJwtOf(tx: TxScope, pki: PkiService, claims: { subject: string; token: string; method: EnrollmentKind; expiresAt: Date }): Promise<string> {
  const controllers = await liveCtrlAddresses(tx.em);
  return pki.signEnrollmentJwt({ ...claims, method: claims.method === 'trott' ? 'erott' : claims.method, controllers });
}

/** The outstanding enrollments of these identities (any number each, with their CAs), by identity id. */
export async function identityEnrollments(em: EntityManager, identityIds: string[]): Promise<Map<string, Enrollment[]>> {
  const byIdentity = new Map<string, Enrollment[]>();
  if (identityIds.length === 0) return byIdentity;
  const rows = await em.find(Enrollment, { identity: { $in: identityIds } }, { populate: ['ca'], orderBy: { createdAt: 'asc' } });
  for (const e of rows) {
    const id = e.identity!.id;
    byIdentity.set(id, [...(byIdentity.get(id) ?? []), e]);
  }
  return byIdentity;
}

/** The outstanding enrollments of these routers (at most one each), by router id. */
export async function routerEnrollments(em: EntityManager, routerIds: string[]): Promise<Map<string, Enrollment>> {
  if (routerIds.length === 0) return new Map();
  const rows = await em.find(Enrollment, { router: { $in: routerIds } }, { orderBy: { createdAt: 'desc' } });
  const byRouter = new Map<string, Enrollment>();
  for (const e of rows) if (e.router && !byRouter.has(e.router.id)) byRouter.set(e.router.id, e);
  return byRouter;
}

/**
 * The outstanding enrollment a one-time token stands for, if it is of one of `methods` and
 * still valid. Unknown, used (enrollments are deleted when used) and other-method tokens are
 * all INVALID_ENROLLMENT_TOKEN, so a token reveals nothing about other enrollments; a known but
 * expired one is ENROLLMENT_EXPIRED. Pass the transaction's EntityManager when redeeming, and
 * lock: two concurrent redemptions of one token must not both succeed.
 */
export async function redeemableEnrollment(em: EntityManager, token: unknown, methods: EnrollmentKind[], opts: { lock?: boolean } = {}): Promise<Enrollment> {
  if (typeof token !== 'string' || token === '') {
    throw new ApiError('INVALID_ENROLLMENT_TOKEN', { cause: { field: 'token', reason: 'an enrollment token is required', value: token } });
  }
  const enrollment = await em.findOne(Enrollment, { token }, opts.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!enrollment || !methods.includes(enrollment.method)) throw new ApiError('INVALID_ENROLLMENT_TOKEN');
  if (enrollment.expiresAt.getTime() <= Date.now()) throw new ApiError('ENROLLMENT_EXPIRED');
  return enrollment;
}
