import { Type } from '@sinclair/typebox';
import { BaseEntity, Nullable, Tags } from './schemas';

/** Wire shapes of third-party certificate authorities and the enrollments their certificates make. */

const Location = Type.Union(['COMMON_NAME', 'SAN_URI', 'SAN_EMAIL'].map((l) => Type.Literal(l)), { description: 'Where in the certificate the external id is' });
const Matcher = Type.Union(['ALL', 'PREFIX', 'SUFFIX', 'SCHEME'].map((m) => Type.Literal(m)), { description: 'Which values at the location qualify (SCHEME: SAN URIs only)' });
const Parser = Type.Union(['NONE', 'SPLIT'].map((p) => Type.Literal(p)), { description: 'How a qualifying value becomes claims (SPLIT: on parserCriteria)' });
const ExternalIdClaimFields = {
  location: Nullable(Location),
  matcher: Nullable(Matcher),
  matcherCriteria: Nullable(Type.String({ description: 'The prefix, suffix or URI scheme the matcher compares with' })),
  parser: Nullable(Parser),
  parserCriteria: Nullable(Type.String({ description: 'The separator of the SPLIT parser' })),
  index: Nullable(Type.Integer({ minimum: 0, description: 'Which of the claims found is the external id' })),
};

/** How an identity's external id is read from certificates of the CA (instead of a fingerprint match). */
export const ExternalIdClaim = Type.Object(ExternalIdClaimFields);
export const ExternalIdClaimPatch = Type.Partial(Type.Object(ExternalIdClaimFields));

const Flags = {
  isAuthEnabled: Type.Boolean({ description: 'Certificates of the CA may log in' }),
  isAutoCaEnrollmentEnabled: Type.Boolean({ description: 'Certificates of the CA may create their own identity (POST /enroll/ca)' }),
  isOttCaEnrollmentEnabled: Type.Boolean({ description: 'Certificates of the CA may redeem ottca enrollments' }),
};
const IdentityRoles = Type.Array(Type.String(), { description: 'Role attributes of the identities the CA enrolls automatically' });
const IdentityNameFormat = Type.String({ description: 'Name of auto-enrolled identities: text with [caName], [caId], [commonName], [requestedName] and [identityId]' });
const Name = Type.String({ minLength: 1, maxLength: 255 });

export const CaDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  certPem: Type.String(),
  fingerprint: Type.String(),
  isVerified: Type.Boolean(),
  ...Flags,
  identityRoles: Type.Array(Type.String()),
  identityNameFormat: Type.String(),
  externalIdClaim: Type.Optional(ExternalIdClaim),
  verificationToken: Type.Optional(Type.String({ format: 'uuid', description: 'The common name of the certificate that verifies the CA; only while unverified' })),
});

export const CaCreate = Type.Object({
  name: Name,
  certPem: Type.String({ description: 'The CA certificate (PEM); the first certificate must be a CA' }),
  ...Flags,
  identityRoles: IdentityRoles,
  identityNameFormat: Type.Optional(IdentityNameFormat),
  externalIdClaim: Type.Optional(ExternalIdClaim),
  tags: Type.Optional(Tags),
});

export const CaUpdate = Type.Object({
  name: Name,
  ...Flags,
  identityRoles: IdentityRoles,
  identityNameFormat: IdentityNameFormat,
  externalIdClaim: Type.Optional(ExternalIdClaim),
  tags: Type.Optional(Tags),
});

export const CaPatch = Type.Object({
  name: Type.Optional(Nullable(Name)),
  isAuthEnabled: Type.Optional(Nullable(Flags.isAuthEnabled)),
  isAutoCaEnrollmentEnabled: Type.Optional(Nullable(Flags.isAutoCaEnrollmentEnabled)),
  isOttCaEnrollmentEnabled: Type.Optional(Nullable(Flags.isOttCaEnrollmentEnabled)),
  identityRoles: Type.Optional(IdentityRoles),
  identityNameFormat: Type.Optional(Nullable(IdentityNameFormat)),
  externalIdClaim: Type.Optional(Nullable(ExternalIdClaimPatch)),
  tags: Type.Optional(Tags),
});
