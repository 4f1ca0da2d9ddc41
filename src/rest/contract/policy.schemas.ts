import { Type } from '@sinclair/typebox';
import { AnyMap, Attributes, BaseEntity, DateTime, HostingCost, Nullable } from './schemas';
import { EdgeRouterPatchWrite, EdgeRouterWrite, RouterPatchWrite, RouterWrite } from '../../services/router.schema';
import {
  DialBind, EdgeRouterPolicyPatchWrite, EdgeRouterPolicyWrite, Semantic, ServiceEdgeRouterPolicyPatchWrite, ServiceEdgeRouterPolicyWrite, ServicePolicyPatchWrite, ServicePolicyWrite,
} from '../../services/policy.schema';
import { PostureCheckPatchWrite, PostureCheckTypeId, PostureCheckUpdateWrite, PostureCheckWrite } from '../../services/posture-check.schema';

/**
 * Wire shapes of routers, edge routers, the three policy kinds and posture checks. The request
 * bodies are the write schemas beside the services (router/policy/posture-check.schema.ts).
 */

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

export const RouterCreate = RouterWrite;
export const RouterUpdate = RouterWrite;
export const RouterPatch = RouterPatchWrite;

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

export const EdgeRouterCreate = EdgeRouterWrite;
export const EdgeRouterUpdate = EdgeRouterWrite;
export const EdgeRouterPatch = EdgeRouterPatchWrite;

// ---- policies ----

const PolicyCommon = { ...BaseEntity, name: Type.String(), semantic: Semantic };

export const ServicePolicyDetail = Type.Object({
  ...PolicyCommon,
  type: DialBind,
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

export const ServicePolicyCreate = ServicePolicyWrite;
export const ServicePolicyPatch = ServicePolicyPatchWrite;
export const EdgeRouterPolicyCreate = EdgeRouterPolicyWrite;
export const EdgeRouterPolicyPatch = EdgeRouterPolicyPatchWrite;
export const ServiceEdgeRouterPolicyCreate = ServiceEdgeRouterPolicyWrite;
export const ServiceEdgeRouterPolicyPatch = ServiceEdgeRouterPolicyPatchWrite;

// ---- posture checks ----

/**
 * The fields of every posture check type. The type-specific fields (domains, macAddresses,
 * operatingSystems, process, processes, semantic, timeoutSeconds, promptOnWake, promptOnUnlock,
 * ignoreLegacyEndpoints) depend on typeId and are validated by the service.
 */
const TypeId = PostureCheckTypeId;
export const PostureCheckCreate = PostureCheckWrite;
export const PostureCheckUpdate = PostureCheckUpdateWrite;
export const PostureCheckPatch = PostureCheckPatchWrite;

export const PostureCheckDetail = Type.Object(
  { ...BaseEntity, name: Type.String(), typeId: TypeId, roleAttributes: Attributes, version: Type.Integer() },
  { additionalProperties: true, description: 'Plus the fields of its type' },
);

const OperatingSystem = Type.Object({ type: OsType, versions: Type.Array(Type.String()) });
export const PostureCheckTypeDetail = Type.Object({ ...BaseEntity, name: Type.String(), version: Type.String(), operatingSystems: Type.Array(OperatingSystem) });
