import { Type } from '@sinclair/typebox';
import { AnyMap, Attributes, DateTime, HostingCost, HostingPrecedence, Nullable, Password, Tags, Username } from '../../services/core/write-schema';
import { IdentityCreateWrite, IdentityPatchWrite, IdentityWrite } from '../../services/identity.schema';
import { EnrollmentCreateWrite, EnrollmentMethodName, EnrollmentRefreshWrite } from '../../services/enrollment.schema';
import {
  AuthenticatorCreateWrite,
  AuthenticatorPatchWrite,
  AuthenticatorPatchWriteWithCurrent,
  AuthenticatorWrite,
  AuthenticatorWriteWithCurrent,
} from '../../services/authenticator.schema';

/**
 * The wire shapes of our REST contract, written as JSON Schema (TypeBox). Request bodies are
 * validated against them; the OpenAPI document served at /specs/{id}/spec is generated from them.
 */

export { AnyMap, Attributes, DateTime, HostingCost, HostingPrecedence, Nullable, Password, Tags, Username } from '../../services/core/write-schema';
export const Link = Type.Object({ href: Type.String(), method: Type.Optional(Type.String()), comment: Type.Optional(Type.String()) });
export const Links = Type.Record(Type.String(), Link);
export const EntityRef = Type.Object({ _links: Links, entity: Type.String(), id: Type.String(), name: Type.String() });

export const BaseEntity = {
  _links: Links,
  id: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
  tags: Tags,
};

export const EnvInfo = Type.Object(
  Object.fromEntries(['arch', 'domain', 'hostname', 'os', 'osRelease', 'osVersion'].map((k) => [k, Type.Optional(Type.String({ maxLength: 255 }))])),
);
export const SdkInfo = Type.Object(
  Object.fromEntries(['appId', 'appVersion', 'branch', 'revision', 'type', 'version'].map((k) => [k, Type.Optional(Type.String({ maxLength: 255 }))])),
);

export const Pagination = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), totalCount: Type.Integer() });
export const Meta = Type.Object({
  apiVersion: Type.Optional(Type.String()),
  apiEnrollmentVersion: Type.Optional(Type.String()),
  pagination: Type.Optional(Pagination),
  filterableFields: Type.Optional(Type.Array(Type.String())),
});

export const ApiErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  requestId: Type.String(),
  cause: Type.Optional(Type.Unknown()),
  causeMessage: Type.Optional(Type.String()),
  args: Type.Optional(Type.Object({ urlVars: Type.Record(Type.String(), Type.String()) })),
  data: Type.Optional(Type.Unknown()),
});

export const CreateLocation = Type.Object({ _links: Links, id: Type.String() });
export const Empty = Type.Object({});

// ---- discovery ----
export const ApiVersion = Type.Object({ path: Type.String(), version: Type.String(), apiBaseUrls: Type.Array(Type.String()) });
export const Version = Type.Object({
  version: Type.String(),
  revision: Type.String(),
  buildDate: Type.String(),
  runtimeVersion: Type.String(),
  capabilities: Type.Array(Type.String()),
  apiVersions: Type.Record(Type.String(), Type.Record(Type.String(), ApiVersion)),
});
export const Spec = Type.Object({ ...BaseEntity, name: Type.String() });
export const Protocols = Type.Record(Type.String(), Type.Object({ address: Type.String() }));

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
export const DisableParams = Type.Object({ durationMinutes: Type.Integer({ minimum: 0 }) });

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

export const SummaryCounts = Type.Record(Type.String(), Type.Integer());
export const RoleAttributes = Type.Array(Type.String());
