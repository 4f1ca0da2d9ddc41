import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/identity.schemas';
import type { Authenticator } from '../../entities';
import { entityRef, selfLink } from '../envelope';

export function presentAuthenticator(a: Authenticator, segment: 'authenticators' | 'current-identity/authenticators' = 'authenticators'): Static<typeof S.AuthenticatorDetail> {
  const identity = a.identity.isInitialized() ? a.identity.getEntity() : undefined;
  return {
    id: a.id,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    tags: a.tags,
    _links: selfLink(segment, a.id),
    method: a.method,
    identityId: a.identity.id,
    identity: entityRef('identities', a.identity.id, identity?.name ?? ''),
    isIssuedByNetwork: a.isIssuedByNetwork,
    ...(a.username ? { username: a.username } : {}),
    ...(a.fingerprint ? { fingerprint: a.fingerprint } : {}),
    ...(a.certPem ? { certPem: a.certPem } : {}),
  };
}
