import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/identity.schemas';
import type { Authenticator } from '../../entities';
import { baseFields, entityRef } from '../envelope';

export function presentAuthenticator(a: Authenticator, segment: 'authenticators' | 'current-identity/authenticators' = 'authenticators'): Static<typeof S.AuthenticatorDetail> {
  const identity = a.identity.isInitialized() ? a.identity.getEntity() : undefined;
  return {
    ...baseFields(segment, a),
    method: a.method,
    identityId: a.identity.id,
    identity: entityRef('identities', a.identity.id, identity?.name ?? ''),
    isIssuedByNetwork: a.isIssuedByNetwork,
    ...(a.username ? { username: a.username } : {}),
    ...(a.fingerprint ? { fingerprint: a.fingerprint } : {}),
    ...(a.certPem ? { certPem: a.certPem } : {}),
  };
}
