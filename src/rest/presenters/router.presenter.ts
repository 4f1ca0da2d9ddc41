import type { Static } from '@sinclair/typebox';
import type * as P from '../contract/policy.schemas';
import type { Router } from '../../entities';
import { routerEnrollmentView } from '../../services/router.service';
import { baseFields } from '../envelope';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The enrollment of a router awaiting it (attached by the router service), and a pending extension. */
export function enrollmentFields(r: Router) {
  const e = routerEnrollmentView(r.pendingEnrollment);
  return {
    enrollmentToken: e.token,
    enrollmentJwt: e.jwt,
    enrollmentCreatedAt: iso(e.createdAt),
    enrollmentExpiresAt: iso(e.expiresAt),
    unverifiedCertPem: r.unverifiedCertPem ?? null,
    unverifiedFingerprint: r.unverifiedFingerprint ?? null,
  };
}

/** Any router, as /routers and /transit-routers show it (`segment` is the path it was read under). */
export function presentRouter(r: Router, segment: 'routers' | 'transit-routers' = 'routers'): Static<typeof P.RouterDetail> {
  return {
    ...baseFields(segment, r),
    name: r.name,
    cost: r.cost,
    noTraversal: r.noTraversal,
    disabled: r.disabled,
    isOnline: r.isOnline,
    isVerified: r.isVerified,
    // Required by the spec as a string: empty until the router has enrolled.
    fingerprint: r.fingerprint ?? '',
    ...enrollmentFields(r),
  };
}
