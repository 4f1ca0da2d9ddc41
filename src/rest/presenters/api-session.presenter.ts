import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/identity.schemas';
import type { ApiSession } from '../../entities';
import { baseFields, entityRef } from '../envelope';
import { authQueriesOf } from '../../services/mfa/session-state';

/** An API session as the management API lists it. Tokens are stored hashed, so none is shown. */
export function presentApiSession(s: ApiSession, token = ''): Static<typeof S.ApiSessionDetail> {
  const identity = s.identity.isInitialized() ? s.identity.getEntity() : undefined;
  return {
    ...baseFields('api-sessions', s),
    token,
    identity: entityRef('identities', s.identity.id, identity?.name ?? ''),
    identityId: s.identity.id,
    authenticatorId: s.authenticatorId,
    configTypes: s.configTypes,
    ipAddress: s.ipAddress,
    // What a partial session must still answer (the TOTP query until MFA is complete).
    authQueries: authQueriesOf(s),
    isMfaRequired: s.isMfaRequired,
    isMfaComplete: s.isMfaComplete,
    isCertExtendable: s.isCertExtendable,
    lastActivityAt: s.lastActivityAt.toISOString(),
    cachedLastActivityAt: s.lastActivityAt.toISOString(),
    cachedUpdatedAt: s.updatedAt.toISOString(),
  };
}

/** The caller's own session (authenticate and current-api-session): with its token and expiry. */
export function presentCurrentApiSession(
  s: ApiSession,
  token: string,
  expiresAt: Date,
  /** Queries known only at login (the EXT-JWT query of a secondary ext-jwt signer). */
  loginAuthQueries: Static<typeof S.AuthQuery>[] = [],
): Static<typeof S.CurrentApiSessionDetail> {
  const base = presentApiSession(s, token);
  return {
    ...base,
    authQueries: [...base.authQueries, ...loginAuthQueries],
    _links: { self: { href: './current-api-session' } },
    expiresAt: expiresAt.toISOString(),
    expirationSeconds: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  };
}
