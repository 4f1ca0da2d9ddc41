import { Type } from '@sinclair/typebox';
import { AnyMap, Attributes, BaseEntity, DateTime, HostingCost, Nullable, Tags } from './schemas';

/** Wire shapes of routers, edge routers, the three policy kinds and posture checks. */

const Name = Type.String({ minLength: 1, maxLength: 255 });
const Semantic = Type.Union([Type.Literal('AllOf'), Type.Literal('AnyOf')], { description: 'AllOf (default): every #attribute role must match; AnyOf: one is enough' });
const Roles = Nullable(Type.Array(Type.String(), { description: '#all, #<attribute> or @<id> roles' }));
const NamedRoles = Type.Array(Type.Object({ role: Type.String(), name: Type.String() }));
const OsType = Type.Union(['Windows', 'WindowsServer', 'Android', 'iOS', 'Linux', 'macOS'].map((t) => Type.Literal(t)));

// ---- routers ----

const Enrollment = {
  enrollmentToken: Nullable(Type.String()),
  enrollmentJwt: Nullable(Type.String({ description: 'The enrollment JWT (jti: the token) while the router awaits enrollment' })),
  enrollmentCreatedAt: Nullable(DateTime),
  enrollmentExpiresAt: Nullable(DateTime),
  unverifiedCertPem: Nullable(Type.String()),
  unverifiedFingerprint: Nullable(Type.String()),
};

const RouterCommon = {
  ...BaseEntity,
  name: Type.String(),
  cost: HostingCost,
  noTraversal: Type.Boolean(),
  disabled: Type.Boolean(),
  isOnline: Type.Boolean(),
  isVerified: Type.Boolean(),
};

export const RouterDetail = Type.Object({ ...RouterCommon, fingerprint: Type.String({ description: 'Empty until the router has enrolled' }), ...Enrollment });

const RouterWritable = {
  name: Name,
  cost: Type.Optional(Nullable(HostingCost)),
  noTraversal: Type.Optional(Nullable(Type.Boolean())),
  disabled: Type.Optional(Nullable(Type.Boolean())),
  tags: Type.Optional(Tags),
};
export const RouterCreate = Type.Object(RouterWritable);
export const RouterUpdate = Type.Object(RouterWritable);
export const RouterPatch = Type.Partial(Type.Object({ ...RouterWritable, name: Nullable(Name) }));

const VersionInfo = { os: Type.String(), version: Type.String(), arch: Type.String(), buildDate: Type.String(), revision: Type.String() };

export const EdgeRouterDetail = Type.Object({
  ...RouterCommon,
  roleAttributes: Attributes,
  appData: AnyMap,
  isTunnelerEnabled: Type.Boolean(),
  hostname: Type.String(),
  supportedProtocols: Type.Record(Type.String(), Type.String()),
  syncStatus: Type.String(),
  fingerprint: Type.Optional(Type.String({ description: 'Present once the router has enrolled' })),
  certPem: Nullable(Type.String()),
  ...Enrollment,
  ...VersionInfo,
  versionInfo: Type.Object(VersionInfo),
});

const EdgeRouterWritable = {
  ...RouterWritable,
  roleAttributes: Type.Optional(Attributes),
  isTunnelerEnabled: Type.Optional(Type.Boolean()),
  appData: Type.Optional(AnyMap),
};
export const EdgeRouterCreate = Type.Object(EdgeRouterWritable);
export const EdgeRouterUpdate = Type.Object(EdgeRouterWritable);
export const EdgeRouterPatch = Type.Partial(Type.Object({ ...EdgeRouterWritable, name: Nullable(Name) }));

// ---- policies ----

const PolicyCommon = { ...BaseEntity, name: Type.String(), semantic: Semantic };

export const ServicePolicyDetail = Type.Object({
  ...PolicyCommon,
  type: Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]),
  identityRoles: Type.Array(Type.String()),
  identityRolesDisplay: NamedRoles,
  serviceRoles: Type.Array(Type.String()),
  serviceRolesDisplay: NamedRoles,
  postureCheckRoles: Type.Array(Type.String()),
  postureCheckRolesDisplay: NamedRoles,
});
export const EdgeRouterPolicyDetail = Type.Object({
  ...PolicyCommon,
  isSystem: Type.Boolean({ description: 'System policies (of tunneler-enabled edge routers) can not be changed' }),
  identityRoles: Type.Array(Type.String()),
  identityRolesDisplay: NamedRoles,
  edgeRouterRoles: Type.Array(Type.String()),
  edgeRouterRolesDisplay: NamedRoles,
});
export const ServiceEdgeRouterPolicyDetail = Type.Object({
  ...PolicyCommon,
  serviceRoles: Type.Array(Type.String()),
  serviceRolesDisplay: NamedRoles,
  edgeRouterRoles: Type.Array(Type.String()),
  edgeRouterRolesDisplay: NamedRoles,
});

const PolicyWritable = { name: Name, semantic: Semantic, tags: Type.Optional(Tags) };
const ServicePolicyWritable = {
  ...PolicyWritable,
  type: Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]),
  identityRoles: Type.Optional(Roles),
  serviceRoles: Type.Optional(Roles),
  postureCheckRoles: Type.Optional(Roles),
};
const EdgeRouterPolicyWritable = { ...PolicyWritable, identityRoles: Type.Optional(Roles), edgeRouterRoles: Type.Optional(Roles) };
const ServiceEdgeRouterPolicyWritable = { ...PolicyWritable, serviceRoles: Type.Optional(Roles), edgeRouterRoles: Type.Optional(Roles) };

export const ServicePolicyCreate = Type.Object(ServicePolicyWritable);
export const ServicePolicyPatch = Type.Partial(Type.Object(ServicePolicyWritable));
export const EdgeRouterPolicyCreate = Type.Object(EdgeRouterPolicyWritable);
export const EdgeRouterPolicyPatch = Type.Partial(Type.Object(EdgeRouterPolicyWritable));
export const ServiceEdgeRouterPolicyCreate = Type.Object(ServiceEdgeRouterPolicyWritable);
export const ServiceEdgeRouterPolicyPatch = Type.Partial(Type.Object(ServiceEdgeRouterPolicyWritable));

// ---- posture checks ----

/**
 * The fields of every posture check type. The type-specific fields (domains, macAddresses,
 * operatingSystems, process, processes, semantic, timeoutSeconds, promptOnWake, promptOnUnlock,
 * ignoreLegacyEndpoints) depend on typeId and are validated by the service.
 */
const TypeId = Type.String({ description: 'OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA' });
const PostureCheckCommon = { name: Name, roleAttributes: Type.Optional(Attributes), tags: Type.Optional(Tags) };
export const PostureCheckCreate = Type.Object({ ...PostureCheckCommon, typeId: TypeId });
export const PostureCheckUpdate = Type.Object({ ...PostureCheckCommon, typeId: Type.Optional(TypeId) });
export const PostureCheckPatch = Type.Object({ ...Type.Partial(Type.Object(PostureCheckCommon)).properties, typeId: TypeId });

export const PostureCheckDetail = Type.Object(
  { ...BaseEntity, name: Type.String(), typeId: TypeId, roleAttributes: Attributes, version: Type.Integer() },
  { additionalProperties: true, description: 'Plus the fields of its type' },
);

const OperatingSystem = Type.Object({ type: OsType, versions: Type.Array(Type.String()) });
export const PostureCheckTypeDetail = Type.Object({ ...BaseEntity, name: Type.String(), version: Type.String(), operatingSystems: Type.Array(OperatingSystem) });
