import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/trust.schemas';
import type { IdentityEnrollments } from '../contract/identity.schemas';
import type { Enrollment } from '../../entities';
import { entityRef, selfLink } from '../envelope';

/**
 * An enrollment as /enrollments shows it (enrollmentDetail). Its identity, router and CA must
 * be loaded (the enrollment service does). Routers are one table; the wire names them edge or
 * transit routers by what they are.
 */
export function presentEnrollment(e: Enrollment): Static<typeof S.EnrollmentDetail> {
  const identity = e.identity?.getEntity();
  const router = e.router?.getEntity();
  const routerSegment = router?.isEdge ? 'edge-routers' : 'transit-routers';
  const links = selfLink('enrollments', e.id);
  if (identity) links.identities = { href: `./identities/${identity.id}` };
  if (router) links[routerSegment] = { href: `./${routerSegment}/${router.id}` };
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    tags: e.tags,
    _links: links,
    method: e.method,
    token: e.token,
    jwt: e.jwt,
    expiresAt: e.expiresAt.toISOString(),
    ...(identity ? { identityId: identity.id, identity: entityRef('identities', identity.id, identity.name) } : {}),
    ...(router && router.isEdge ? { edgeRouterId: router.id, edgeRouter: entityRef('edge-routers', router.id, router.name) } : {}),
    ...(router && !router.isEdge ? { transitRouterId: router.id, transitRouter: entityRef('transit-routers', router.id, router.name) } : {}),
    caId: e.ca?.id ?? null,
    ...(e.username ? { username: e.username } : {}),
    // Required by the official enrollmentDetail, which declares no such property: always empty.
    details: {},
  };
}

/**
 * The `enrollment` of an identity detail (identityEnrollments): its outstanding enrollment of
 * each method, keyed by method. ottca enrollments must have their CA loaded.
 */
export function presentIdentityEnrollments(enrollments: Enrollment[]): Static<typeof IdentityEnrollments> {
  const out: Static<typeof IdentityEnrollments> = {};
  for (const e of enrollments) {
    const base = { id: e.id, token: e.token, jwt: e.jwt, expiresAt: e.expiresAt.toISOString() };
    if (e.method === 'ott') out.ott = base;
    else if (e.method === 'updb') out.updb = { ...base, ...(e.username ? { username: e.username } : {}) };
    else if (e.method === 'ottca' && e.ca) {
      const ca = e.ca.getEntity();
      out.ottca = { ...base, caId: ca.id, ca: entityRef('cas', ca.id, ca.name) };
    }
  }
  return out;
}
