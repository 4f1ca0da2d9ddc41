import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/trust.schemas';
import type { Ca } from '../../entities';
import { baseFields } from '../envelope';

/** caDetail. The verification token is shown only while it means something: until the CA is verified. */
export function presentCa(ca: Ca): Static<typeof C.CaDetail> {
  return {
    ...baseFields('cas', ca),
    name: ca.name,
    certPem: ca.certPem,
    fingerprint: ca.fingerprint,
    isVerified: ca.isVerified,
    isAuthEnabled: ca.isAuthEnabled,
    isAutoCaEnrollmentEnabled: ca.isAutoCaEnrollmentEnabled,
    isOttCaEnrollmentEnabled: ca.isOttCaEnrollmentEnabled,
    identityRoles: ca.identityRoles,
    identityNameFormat: ca.identityNameFormat,
    ...(ca.externalIdClaim ? { externalIdClaim: ca.externalIdClaim } : {}),
    ...(!ca.isVerified && ca.verificationToken ? { verificationToken: ca.verificationToken } : {}),
  };
}
