import { Type } from '@sinclair/typebox';
import { Attributes, BaseEntity, DateTime, EntityRef, Nullable, Tags } from './schemas';

/** Wire shapes of what an identity may use: services as it sees them, edge routers, sessions. */

export const DialBind = Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]);

export const PostureQuery = Type.Object({
  ...BaseEntity,
  queryType: Type.String(),
  isPassing: Type.Boolean(),
  timeout: Type.Integer(),
  timeoutRemaining: Type.Integer(),
  process: Type.Optional(Type.Object({ osType: Type.Optional(Type.String()), path: Type.Optional(Type.String()) })),
  processes: Type.Optional(Type.Array(Type.Object({ osType: Type.Optional(Type.String()), path: Type.Optional(Type.String()) }))),
});

export const PolicyPostureQueries = Type.Object({
  policyId: Type.String(),
  policyType: DialBind,
  isPassing: Type.Boolean(),
  postureQueries: Type.Array(PostureQuery),
});

export const ClientServiceDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  roleAttributes: Attributes,
  configs: Type.Array(Type.String()),
  config: Type.Record(Type.String(), Type.Unknown()),
  terminatorStrategy: Type.String(),
  encryptionRequired: Type.Boolean(),
  maxIdleTimeMillis: Type.Integer(),
  permissions: Type.Array(DialBind),
  postureQueries: Type.Array(PolicyPostureQueries),
});

export const CommonEdgeRouter = {
  name: Type.String(),
  hostname: Type.String(),
  isOnline: Type.Boolean(),
  cost: Type.Integer({ minimum: 0, maximum: 65535 }),
  noTraversal: Type.Boolean(),
  disabled: Type.Boolean(),
  supportedProtocols: Type.Record(Type.String(), Type.String()),
  syncStatus: Type.String(),
  appData: Tags,
};
export const ClientEdgeRouter = Type.Object({ ...BaseEntity, ...CommonEdgeRouter });
export const SessionEdgeRouter = Type.Object({ ...CommonEdgeRouter, urls: Type.Record(Type.String(), Type.String()) });
export const ServiceEdgeRouters = Type.Object({ edgeRouters: Type.Array(Type.Object(CommonEdgeRouter)) });

export const ClientTerminator = Type.Object({
  ...BaseEntity,
  serviceId: Type.String(),
  service: EntityRef,
  routerId: Type.String(),
  identity: Type.String(),
});

export const SessionCreate = Type.Object({
  serviceId: Type.Optional(Type.String()),
  type: Type.Optional(Type.Union([Type.Literal('Dial'), Type.Literal('Bind'), Type.Literal('Invalid')])),
  tags: Type.Optional(Tags),
});

const SessionFields = {
  ...BaseEntity,
  type: DialBind,
  token: Type.String(),
  apiSessionId: Type.String(),
  apiSession: EntityRef,
  identityId: Type.String(),
  serviceId: Type.String(),
  service: EntityRef,
  edgeRouters: Type.Array(SessionEdgeRouter),
};
export const SessionDetail = Type.Object(SessionFields);
export const SessionManagementDetail = Type.Object({ ...SessionFields, servicePolicies: Type.Array(EntityRef) });
export const SessionRoutePath = Type.Object({ routePath: Type.Array(Type.String()) });

export const ServiceUpdates = Type.Object({ lastChangeAt: DateTime });

export const PolicyAdvice = Type.Object({
  identityId: Type.String(),
  identity: EntityRef,
  serviceId: Type.String(),
  service: EntityRef,
  isDialAllowed: Type.Boolean(),
  isBindAllowed: Type.Boolean(),
  identityRouterCount: Type.Integer(),
  serviceRouterCount: Type.Integer(),
  commonRouters: Type.Array(Type.Object({ ...EntityRef.properties, isOnline: Type.Boolean() })),
});

export const NamedRoles = Type.Array(Type.Object({ role: Type.String(), name: Type.String() }));
export const PolicyRef = Type.Object({ ...BaseEntity, name: Type.String(), semantic: Type.String() });
export const NullableString = Nullable(Type.String());
