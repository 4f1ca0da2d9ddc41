import { Type } from '@sinclair/typebox';
import { BaseEntity, DateTime, EntityRef, Links, Nullable, Password, Username } from './schemas';
import { ReEnrollWrite } from '../../services/authenticator.schema';
import { CaCreateWrite, CaPatchWrite, CaWrite, ExternalIdClaimPatchWrite, ExternalIdClaimWrite } from '../../services/ca.schema';
import { EnrollmentCreateWrite, EnrollmentMethodName, EnrollmentRefreshWrite } from '../../services/enrollment.schema';

/** Wire shapes of the trust area: enrollments and their redemption, third-party CAs, certificates after enrollment. */

// ---- enrollments ----
export const EnrollmentMethod = EnrollmentMethodName;
export const EnrollmentCreate = EnrollmentCreateWrite;
export const EnrollmentRefresh = EnrollmentRefreshWrite;
export const EnrollmentDetail = Type.Object({
  ...BaseEntity,
  method: Type.String({ description: 'ott, ottca, updb (identities), erott (edge routers) or trott (transit routers)' }),
  token: Type.String(),
  jwt: Type.String(),
  expiresAt: DateTime,
  identityId: Type.Optional(Type.String()),
  identity: Type.Optional(EntityRef),
  edgeRouterId: Type.Optional(Type.String()),
  edgeRouter: Type.Optional(EntityRef),
  transitRouterId: Type.Optional(Type.String()),
  transitRouter: Type.Optional(EntityRef),
  caId: Nullable(Type.String()),
  username: Type.Optional(Type.String()),
  details: Type.Record(Type.String(), Type.String(), { description: 'Always empty (required by the official schema)' }),
});

// ---- redemption requests ----
/** ottEnrollmentRequest: both fields optional on the wire; the service reports what is missing. */
export const OttEnrollmentRequest = Type.Object({
  token: Type.Optional(Type.String({ description: 'The enrollment token (jti of the enrollment JWT)' })),
  clientCsr: Type.Optional(Type.String({ description: 'PEM CSR of the client certificate' })),
});

/** What a updb enrollment answers (OpenZiti's enrollmentResponseUpdb): the username the identity logs in with. */
export const EnrollmentUpdbResult = Type.Object({ username: Type.String() });

export const UpdbCredentials = Type.Object({
  password: Type.Optional(Password),
  username: Type.Optional(Username),
});

export const NonceChallenge = Type.Object({
  keyId: Type.String({ description: 'The kid of an enrollment signing key (from /enroll/jwks or an enrollment JWT)' }),
  nonce: Type.String({ format: 'uuid' }),
});

export const NetworkJwt = Type.Object({ name: Type.String(), token: Type.String() });

const Pem = (description: string) => Type.String({ description });

/** erOttEnrollmentRequest: every field is optional on the wire; the service reports what is missing. */
export const ErOttEnrollmentRequest = Type.Object({
  token: Type.Optional(Type.String({ description: 'The enrollment token (jti of the router enrollment JWT)' })),
  serverCsr: Type.Optional(Pem('PEM CSR of the router server certificate; its SANs are kept')),
  clientCsr: Type.Optional(Pem('PEM CSR of the router client certificate; CN must be the router id')),
});

export const RouterExtendEnrollmentRequest = Type.Object({
  certCsr: Pem('PEM CSR of the new client certificate (a new key may be used)'),
  serverCertCsr: Pem('PEM CSR of the new server certificate'),
});

/** enrollmentCerts */
export const EnrollmentCerts = Type.Object({
  ca: Type.Optional(Pem('The CA bundle to trust')),
  cert: Type.Optional(Pem('The client certificate chain')),
  serverCert: Type.Optional(Pem('The server certificate chain')),
});

// ---- third-party CAs ----
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

// ---- certificates after enrollment ----
export const ReEnroll = ReEnrollWrite;

export const IdentityExtendEnrollmentRequest = Type.Object({ clientCertCsr: Type.String({ description: 'A PEM CSR; its key may be new' }) });
export const IdentityExtendValidateEnrollmentRequest = Type.Object({
  clientCert: Type.String({ description: 'The PEM client certificate the extension returned' }),
});
export const IdentityExtendCerts = Type.Object({
  ca: Type.String({ description: 'The CA bundle (PEM) the certificate chains to' }),
  clientCert: Type.String({ description: 'The new client certificate (PEM)' }),
});

export const CurrentApiSessionCertificateCreate = Type.Object({ csr: Type.String({ description: 'A PEM CSR' }) });
export const CurrentApiSessionCertificateCreateResponse = Type.Object({
  _links: Links,
  id: Type.String(),
  certificate: Type.String(),
  cas: Type.String(),
});
export const CurrentApiSessionCertificateDetail = Type.Object({
  ...BaseEntity,
  certificate: Type.String(),
  fingerprint: Type.String(),
  subject: Type.String(),
  validFrom: DateTime,
  validTo: DateTime,
});
