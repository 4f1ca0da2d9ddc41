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

// ---- posture responses ----

/**
 * A posture response: `id` (the posture query answered) and `typeId` (OS, MAC, DOMAIN, PROCESS,
 * PROCESS_MULTI, ENDPOINT_STATE) here; the fields of each type are validated by the service.
 */
export const PostureResponseCreate = Type.Object({ id: Type.String(), typeId: Type.String() });

export const PostureResponse = Type.Object({
  services: Type.Array(Type.Object({
    id: Type.String(),
    name: Type.String(),
    postureQueryType: Type.String(),
    timeout: Type.Integer(),
    timeoutRemaining: Type.Integer(),
  })),
});

// ---- posture data and refusals (management, per identity) ----
const PostureDataBase = { postureCheckId: Type.String(), timedOut: Type.Boolean(), lastUpdatedAt: DateTime };
export const IdentityPostureData = Type.Object({
  os: Type.Object({ ...PostureDataBase, type: Type.String(), version: Type.String(), build: Type.String() }),
  mac: Type.Object({ ...PostureDataBase, addresses: Type.Array(Type.String()) }),
  domain: Type.Object({ ...PostureDataBase, domain: Type.String() }),
  processes: Type.Array(Type.Object({
    ...PostureDataBase, isRunning: Type.Boolean(), binaryHash: Type.String(), signerFingerprints: Type.Array(Type.String()),
  })),
  apiSessionPostureData: Type.Record(Type.String(), Type.Object({
    mfa: Type.Object({ apiSessionId: Type.String(), passedMfa: Type.Boolean(), passedAt: DateTime, passedOnWake: Type.Boolean(), passedOnUnlock: Type.Boolean() }),
    endpointState: Type.Optional(Type.Object({ wokenAt: DateTime, unlockedAt: DateTime })),
  })),
});
/**
 * A failing check (the official postureCheckFailure and its subtypes by postureCheckType): what
 * the check expected and what the caller had; MFA adds its criteria, PROCESS_MULTI its semantic.
 */
export const PostureCheckFailure = Type.Object({
  postureCheckId: Type.String(),
  postureCheckName: Type.String(),
  postureCheckType: Type.String(),
  actualValue: Type.Unknown({ description: 'What the caller had: a domain, MAC addresses, its OS, processes or MFA state, by type' }),
  expectedValue: Type.Unknown({ description: 'What the check expects, by type' }),
  criteria: Type.Optional(Type.Unknown({ description: 'MFA: when MFA passed, the endpoint woke or unlocked, and the timeout' })),
  semantic: Type.Optional(Type.String({ description: 'PROCESS_MULTI: AllOf or AnyOf' })),
});

export const FailedServiceRequest = Type.Object({
  apiSessionId: Type.String(),
  serviceId: Type.String(),
  serviceName: Type.String(),
  sessionType: Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]),
  when: DateTime,
  policyFailures: Type.Array(Type.Object({
    policyId: Type.String(),
    policyName: Type.String(),
    checks: Type.Array(PostureCheckFailure),
  })),
});
