import type { Router } from '../../entities';
import { selfLink } from '../envelope';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The enrollment of a router awaiting it; the JWT comes with the PKI (null until then). */
export function enrollmentFields(r: Router) {
  return {
    enrollmentToken: r.enrollmentToken ?? null,
    enrollmentJwt: null,
    enrollmentCreatedAt: iso(r.enrollmentCreatedAt),
    enrollmentExpiresAt: iso(r.enrollmentExpiresAt),
    unverifiedCertPem: null,
    unverifiedFingerprint: null,
  };
}

/** Any router, as /routers and /transit-routers show it (`segment` is the path it was read under). */
export function presentRouter(r: Router, segment: 'routers' | 'transit-routers' = 'routers') {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    tags: r.tags,
    _links: selfLink(segment, r.id),
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
