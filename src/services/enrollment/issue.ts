import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Enrollment, type EnrollmentKind } from '../../entities';
import type { PkiService } from '../pki.service';
import type { TxScope } from '../core/tx';

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
  const expiresAt = spec.expiresAt ?? new Date(Date.now() + ttlMs);
  const subject = spec.identityId ?? spec.routerId;
  if (!subject) throw new TypeError('an enrollment belongs to an identity or a router');
  const jwt = await pki.signEnrollmentJwt({ subject, token, method: spec.method === 'trott' ? 'erott' : spec.method, expiresAt });
  const enrollment = tx.em.create(Enrollment, {
    method: spec.method,
    token,
    jwt,
    identity: spec.identityId ?? null,
    router: spec.routerId ?? null,
    ca: spec.caId ?? null,
    username: spec.username ?? null,
    expiresAt,
  });
  tx.emit('created', 'enrollments', enrollment.id);
  return enrollment;
}

/** The outstanding enrollments of these routers (at most one each), by router id. */
export async function routerEnrollments(em: EntityManager, routerIds: string[]): Promise<Map<string, Enrollment>> {
  if (routerIds.length === 0) return new Map();
  const rows = await em.find(Enrollment, { router: { $in: routerIds } }, { orderBy: { createdAt: 'desc' } });
  const byRouter = new Map<string, Enrollment>();
  for (const e of rows) if (e.router && !byRouter.has(e.router.id)) byRouter.set(e.router.id, e);
  return byRouter;
}
