import { Type } from '@sinclair/typebox';
import { AnyMap, Attributes, BaseEntity, DateTime, EntityRef, EnvInfo, HostingCost, HostingPrecedence, Nullable, Password, SdkInfo, Username } from './schemas';
import { IdentityCreateWrite, IdentityPatchWrite, IdentityWrite } from '../../services/identity.schema';
import { TraceSpecWrite } from '../../services/identity-trace';
import {
  AuthenticatorCreateWrite,
  AuthenticatorPatchWrite,
  AuthenticatorPatchWriteWithCurrent,
  AuthenticatorWrite,
  AuthenticatorWriteWithCurrent,
} from '../../services/authenticator.schema';

/** Wire shapes of the identity area: authentication, API sessions, identities, identity types, authenticators. */

// ---- authentication ----
export const AuthenticateBody = Type.Object({
  username: Type.Optional(Username),
  password: Type.Optional(Password),
  configTypes: Type.Optional(Type.Array(Type.String())),
  envInfo: Type.Optional(EnvInfo),
  sdkInfo: Type.Optional(SdkInfo),
});

export const AuthQuery = Type.Object({
  typeId: Type.Optional(Type.String()),
  provider: Type.String(),
  format: Type.Optional(Type.String()),
  httpMethod: Type.Optional(Type.String()),
  httpUrl: Type.Optional(Type.String()),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  id: Type.Optional(Type.String()),
  // EXT-JWT queries: what the client asks the identity provider for.
  clientId: Type.Optional(Type.String()),
  scopes: Type.Optional(Type.Array(Type.String())),
});

const ApiSessionFields = {
  ...BaseEntity,
  token: Type.String({ description: 'The session token; empty in management listings, which never reveal tokens' }),
  identity: EntityRef,
  identityId: Type.String(),
  authenticatorId: Type.String(),
  configTypes: Type.Array(Type.String()),
  ipAddress: Type.String(),
  authQueries: Type.Array(AuthQuery),
  isMfaRequired: Type.Boolean(),
  isMfaComplete: Type.Boolean(),
  isCertExtendable: Type.Boolean(),
  lastActivityAt: DateTime,
  cachedLastActivityAt: DateTime,
  cachedUpdatedAt: DateTime,
};
export const ApiSessionDetail = Type.Object(ApiSessionFields);
export const CurrentApiSessionDetail = Type.Object({ ...ApiSessionFields, expiresAt: DateTime, expirationSeconds: Type.Integer() });

// ---- identities ----
export const IdentityAuthenticators = Type.Object({
  updb: Type.Optional(Type.Object({ id: Type.String(), username: Type.String() })),
  cert: Type.Optional(Type.Object({ id: Type.String(), fingerprint: Type.String() })),
});

/** The outstanding enrollments of an identity, one per method. */
const IdentityEnrollmentFields = { id: Type.String(), token: Type.String(), jwt: Type.String(), expiresAt: DateTime };
export const IdentityEnrollments = Type.Object({
  ott: Type.Optional(Type.Object(IdentityEnrollmentFields)),
  ottca: Type.Optional(Type.Object({ ...IdentityEnrollmentFields, caId: Type.String(), ca: Type.Optional(EntityRef) })),
  updb: Type.Optional(Type.Object({ ...IdentityEnrollmentFields, username: Type.Optional(Type.String()) })),
});

export const IdentityDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  type: EntityRef,
  typeId: Type.String(),
  isAdmin: Type.Boolean(),
  isDefaultAdmin: Type.Boolean(),
  isMfaEnabled: Type.Boolean(),
  roleAttributes: Attributes,
  authenticators: IdentityAuthenticators,
  enrollment: IdentityEnrollments,
  envInfo: EnvInfo,
  sdkInfo: SdkInfo,
  appData: AnyMap,
  hasApiSession: Type.Boolean(),
  hasEdgeRouterConnection: Type.Boolean(),
  edgeRouterConnectionStatus: Type.Union([Type.Literal('online'), Type.Literal('offline'), Type.Literal('unknown')]),
  defaultHostingCost: HostingCost,
  defaultHostingPrecedence: HostingPrecedence,
  serviceHostingCosts: Type.Record(Type.String(), HostingCost),
  serviceHostingPrecedences: Type.Record(Type.String(), HostingPrecedence),
  authPolicyId: Type.String(),
  authPolicy: EntityRef,
  externalId: Nullable(Type.String()),
  disabled: Type.Boolean(),
  disabledAt: Nullable(DateTime),
  disabledUntil: Nullable(DateTime),
});

export const IdentityCreate = IdentityCreateWrite;
export const IdentityUpdate = IdentityWrite;
export const IdentityPatch = IdentityPatchWrite;
export const TraceSpec = TraceSpecWrite;
export const TraceDetail = Type.Object({ enabled: Type.Boolean(), traceId: Type.String(), until: Type.Optional(DateTime) });
export const DisableParams = Type.Object({ durationMinutes: Type.Integer({ minimum: 0 }) });
export const IdentityTypeDetail = Type.Object({ ...BaseEntity, name: Type.String() });

// ---- authenticators ----
export const AuthenticatorDetail = Type.Object({
  ...BaseEntity,
  method: Type.String(),
  identityId: Type.String(),
  identity: EntityRef,
  username: Type.Optional(Type.String()),
  fingerprint: Type.Optional(Type.String()),
  certPem: Type.Optional(Type.String()),
  isIssuedByNetwork: Type.Boolean(),
});
export const AuthenticatorCreate = AuthenticatorCreateWrite;
export const AuthenticatorUpdate = AuthenticatorWrite;
export const AuthenticatorPatch = AuthenticatorPatchWrite;
export const AuthenticatorUpdateWithCurrent = AuthenticatorWriteWithCurrent;
export const AuthenticatorPatchWithCurrent = AuthenticatorPatchWriteWithCurrent;
