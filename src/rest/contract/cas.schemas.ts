import { Type } from '@sinclair/typebox';
import { BaseEntity } from './schemas';
import { CaCreateWrite, CaPatchWrite, CaWrite, ExternalIdClaimPatchWrite, ExternalIdClaimWrite } from '../../services/ca.schema';

/** Wire shapes of third-party certificate authorities and the enrollments their certificates make. */

/** How an identity's external id is read from certificates of the CA (instead of a fingerprint match). */
export const ExternalIdClaim = ExternalIdClaimWrite;
export const ExternalIdClaimPatch = ExternalIdClaimPatchWrite;

export const CaDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  certPem: Type.String(),
  fingerprint: Type.String(),
  isVerified: Type.Boolean(),
  isAuthEnabled: CaWrite.properties.isAuthEnabled,
  isAutoCaEnrollmentEnabled: CaWrite.properties.isAutoCaEnrollmentEnabled,
  isOttCaEnrollmentEnabled: CaWrite.properties.isOttCaEnrollmentEnabled,
  identityRoles: Type.Array(Type.String()),
  identityNameFormat: Type.String(),
  externalIdClaim: Type.Optional(ExternalIdClaim),
  verificationToken: Type.Optional(Type.String({ format: 'uuid', description: 'The common name of the certificate that verifies the CA; only while unverified' })),
});

export const CaCreate = CaCreateWrite;
export const CaUpdate = CaWrite;
export const CaPatch = CaPatchWrite;
