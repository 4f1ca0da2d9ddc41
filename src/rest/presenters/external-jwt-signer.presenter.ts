import type { Static } from '@sinclair/typebox';
import type * as A from '../contract/auth.schemas';
import type { ExternalJwtSigner } from '../../entities';
import { baseFields } from '../envelope';

/** Go's zero time, which OpenZiti shows as the validity of a signer without a certificate. */
const ZERO_TIME = '0001-01-01T00:00:00.000Z';

/** externalJwtSignerDetail: absent values as the official schema's non-null strings (see the contract). */
export function presentExternalJwtSigner(s: ExternalJwtSigner): Static<typeof A.ExternalJwtSignerDetail> {
  return {
    ...baseFields('external-jwt-signers', s),
    name: s.name,
    enabled: s.enabled,
    issuer: s.issuer,
    audience: s.audience ?? '',
    certPem: s.certPem ?? null,
    jwksEndpoint: s.jwksEndpoint ?? null,
    fingerprint: s.fingerprint ?? '',
    commonName: s.commonName,
    notBefore: s.notBefore?.toISOString() ?? ZERO_TIME,
    notAfter: s.notAfter?.toISOString() ?? ZERO_TIME,
    kid: s.kid ?? '',
    claimsProperty: s.claimsProperty,
    useExternalId: s.useExternalId,
    externalAuthUrl: s.externalAuthUrl ?? '',
    clientId: s.clientId ?? '',
    scopes: s.scopes,
    targetToken: s.targetToken,
  };
}

/** clientExternalJwtSignerDetail: the public fields only (no keys, issuer or claim mapping). */
export function presentClientExternalJwtSigner(s: ExternalJwtSigner): Static<typeof A.ClientExternalJwtSignerDetail> {
  return {
    ...baseFields('external-jwt-signers', s),
    name: s.name,
    externalAuthUrl: s.externalAuthUrl ?? '',
    audience: s.audience ?? null,
    clientId: s.clientId ?? null,
    scopes: s.scopes,
    targetToken: s.targetToken,
  };
}
