import { Type, type Static } from '@sinclair/typebox';
import { Name, Nullable, Tags, patchSchema, updatableFields, type NullAsAbsent } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on a third-party CA: the one description REST and GraphQL share. */

const Location = Type.Union(['COMMON_NAME', 'SAN_URI', 'SAN_EMAIL'].map((l) => Type.Literal(l as 'COMMON_NAME' | 'SAN_URI' | 'SAN_EMAIL')), {
  description: 'Where in the certificate the external id is',
});
const Matcher = Type.Union(['ALL', 'PREFIX', 'SUFFIX', 'SCHEME'].map((m) => Type.Literal(m as 'ALL' | 'PREFIX' | 'SUFFIX' | 'SCHEME')), {
  description: 'Which values at the location qualify (SCHEME: SAN URIs only)',
});
const Parser = Type.Union(['NONE', 'SPLIT'].map((p) => Type.Literal(p as 'NONE' | 'SPLIT')), { description: 'How a qualifying value becomes claims (SPLIT: on parserCriteria)' });
const ExternalIdClaimFields = {
  location: Nullable(Location),
  matcher: Nullable(Matcher),
  matcherCriteria: Nullable(Type.String({ description: 'The prefix, suffix or URI scheme the matcher compares with' })),
  parser: Nullable(Parser),
  parserCriteria: Nullable(Type.String({ description: 'The separator of the SPLIT parser' })),
  index: Nullable(Type.Integer({ minimum: 0, description: 'Which of the claims found is the external id' })),
};

/** How an identity's external id is read from certificates of the CA (instead of a fingerprint match). */
export const ExternalIdClaimWrite = Type.Object(ExternalIdClaimFields);
/** A PATCH merges the fields given into the CA's claim. */
export const ExternalIdClaimPatchWrite = Type.Partial(Type.Object(ExternalIdClaimFields));
export type ExternalIdClaimRequest = Static<typeof ExternalIdClaimWrite>;

const Flags = {
  isAuthEnabled: Type.Boolean({ description: 'Certificates of the CA may log in' }),
  isAutoCaEnrollmentEnabled: Type.Boolean({ description: 'Certificates of the CA may create their own identity (POST /enroll/ca)' }),
  isOttCaEnrollmentEnabled: Type.Boolean({ description: 'Certificates of the CA may redeem ottca enrollments' }),
};
const IdentityRoles = Type.Array(Type.String(), { description: 'Role attributes of the identities the CA enrolls automatically' });
const IdentityNameFormat = Type.String({ description: 'Name of auto-enrolled identities: text with [caName], [caId], [commonName], [requestedName] and [identityId]' });
const CertPem = Type.String({ description: 'The CA certificate (PEM); the first certificate must be a CA' });

/** A CA as a PUT replaces it. The certificate is not among the fields: it never changes after create. */
export const CaWrite = Type.Object({
  name: Name,
  ...Flags,
  identityRoles: IdentityRoles,
  identityNameFormat: IdentityNameFormat,
  externalIdClaim: Type.Optional(ExternalIdClaimWrite),
  tags: Type.Optional(Tags),
});
export type CaInput = Static<typeof CaWrite>;
export type CaField = keyof CaInput;
/** certPem, fingerprint and the verification state are not among them: no update can touch them. */
export const CA_UPDATABLE = updatableFields(CaWrite);

/** A new CA: its certificate, and the fields (identityNameFormat may be left to its default). */
export const CaCreateWrite = Type.Object({
  name: CaWrite.properties.name,
  certPem: CertPem,
  ...Flags,
  identityRoles: IdentityRoles,
  identityNameFormat: Type.Optional(IdentityNameFormat),
  externalIdClaim: Type.Optional(ExternalIdClaimWrite),
  tags: Type.Optional(Tags),
});
/** What CaService.create takes (GraphQL may send null for an optional field). */
export type CaCreateInput = NullAsAbsent<Static<typeof CaCreateWrite>>;

/**
 * The PATCH body: every field optional; null resets the flags and identityNameFormat (the service
 * refuses a null name). identityRoles takes no null, and externalIdClaim may be given in part
 * (merged into the CA's) or null (removed).
 */
export const CaPatchWrite = Type.Object({
  ...patchSchema(CaWrite).properties,
  identityRoles: Type.Optional(IdentityRoles),
  externalIdClaim: Type.Optional(Nullable(ExternalIdClaimPatchWrite)),
});
/** What CaService.update takes: a PUT body, a PATCH body, or a GraphQL patch (null for any field). */
export type CaPatch = NullAsAbsent<Static<typeof CaPatchWrite>>;

/** The gates of CA writes (core/write-gate.ts). */
export const checkCaCreate = gate(CaCreateWrite);
export const checkCaUpdate = gateUpdate(CaWrite, CaPatchWrite);
