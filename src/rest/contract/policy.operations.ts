import type { TSchema } from '@sinclair/typebox';
import { MGMT, crud, list, ok } from './define';
import type { Operation } from './operations';
import * as S from './schemas';
import { IdentityDetail } from './identity.schemas';
import * as C from './catalog.schemas';
import * as P from './policy.schemas';

/** Routers, edge routers, the three policy kinds, posture checks and role attribute lists (management API). */

/** A list related to one entity; `paged` when the official operation takes limit/offset/filter. */
const related = (operationId: string, path: string, tag: string, summary: string, data: TSchema, paged: boolean): Operation => ({
  operationId, method: 'get', path, apis: MGMT, auth: 'session', tag, summary, list: paged || undefined,
  success: list(data), errors: paged ? [400, 401, 404, 429, 503] : [401, 404, 429, 503],
});

const roleAttributes = (operationId: string, segment: string, what: string): Operation => ({
  operationId, method: 'get', path: `/${segment}-role-attributes`, apis: MGMT, auth: 'session', tag: 'Role Attributes',
  summary: `Role attributes in use by ${what}`, list: true, success: ok(S.RoleAttributes), errors: [400, 401, 429, 503],
});

const postureChecks = crud({ segment: 'posture-checks', name: 'PostureCheck', plural: 'PostureChecks', tag: 'Posture Checks', detail: P.PostureCheckDetail, create: P.PostureCheckCreate, update: P.PostureCheckUpdate, patch: P.PostureCheckPatch, roleFilter: true });
for (const op of postureChecks) if (op.operationId === 'deletePostureCheck') op.errors = [401, 404, 429, 503];

export const POLICY_OPERATIONS: Operation[] = [
  // ---- routers: /routers and /transit-routers address every router, edge routers included ----
  ...crud({ segment: 'routers', name: 'Router', plural: 'Routers', tag: 'Router', detail: P.RouterDetail, create: P.RouterCreate, update: P.RouterUpdate, patch: P.RouterPatch, deleteConflict: true }),
  ...crud({ segment: 'transit-routers', name: 'TransitRouter', plural: 'TransitRouters', bodyName: 'router', tag: 'Router', detail: P.RouterDetail, create: P.RouterCreate, update: P.RouterUpdate, patch: P.RouterPatch, deleteConflict: true }),

  // ---- edge routers ----
  ...crud({ segment: 'edge-routers', name: 'EdgeRouter', plural: 'EdgeRouters', tag: 'Edge Router', detail: P.EdgeRouterDetail, create: P.EdgeRouterCreate, update: P.EdgeRouterUpdate, patch: P.EdgeRouterPatch, roleFilter: true, deleteConflict: true }),
  related('listEdgeRouterEdgeRouterPolicies', '/edge-routers/{id}/edge-router-policies', 'Edge Router', 'The edge router policies selecting an edge router', P.EdgeRouterPolicyDetail, false),
  related('listEdgeRouterIdentities', '/edge-routers/{id}/identities', 'Edge Router', 'The identities that may use an edge router (edge router policies)', IdentityDetail, false),
  related('listEdgeRouterServiceEdgeRouterPolicies', '/edge-routers/{id}/service-edge-router-policies', 'Edge Router', 'The service edge router policies selecting an edge router', P.ServiceEdgeRouterPolicyDetail, false),
  related('listEdgeRouterServices', '/edge-routers/{id}/services', 'Edge Router', 'The services reachable through an edge router (service edge router policies)', C.ServiceDetail, false),
  {
    operationId: 'reEnrollEdgeRouter', method: 'post', path: '/edge-routers/{id}/re-enroll', apis: MGMT, auth: 'session', tag: 'Edge Router',
    summary: 'Forget the certificate of an edge router and issue a new enrollment; other properties are kept', success: ok(), errors: [401, 404, 429, 503],
  },
  roleAttributes('listEdgeRouterRoleAttributes', 'edge-router', 'edge routers'),

  // ---- service policies ----
  ...crud({ segment: 'service-policies', bodyName: 'policy', name: 'ServicePolicy', plural: 'ServicePolicies', tag: 'Service Policy', detail: P.ServicePolicyDetail, create: P.ServicePolicyCreate, update: P.ServicePolicyCreate, patch: P.ServicePolicyPatch, deleteConflict: true }),
  related('listServicePolicyIdentities', '/service-policies/{id}/identities', 'Service Policy', 'The identities a service policy selects', IdentityDetail, true),
  related('listServicePolicyPostureChecks', '/service-policies/{id}/posture-checks', 'Service Policy', 'The posture checks a service policy selects', P.PostureCheckDetail, true),
  related('listServicePolicyServices', '/service-policies/{id}/services', 'Service Policy', 'The services a service policy selects', C.ServiceDetail, true),

  // ---- edge router policies ----
  ...crud({ segment: 'edge-router-policies', bodyName: 'policy', name: 'EdgeRouterPolicy', plural: 'EdgeRouterPolicies', tag: 'Edge Router Policy', detail: P.EdgeRouterPolicyDetail, create: P.EdgeRouterPolicyCreate, update: P.EdgeRouterPolicyCreate, patch: P.EdgeRouterPolicyPatch, deleteConflict: true }),
  related('listEdgeRouterPolicyEdgeRouters', '/edge-router-policies/{id}/edge-routers', 'Edge Router Policy', 'The edge routers an edge router policy selects', P.EdgeRouterDetail, false),
  related('listEdgeRouterPolicyIdentities', '/edge-router-policies/{id}/identities', 'Edge Router Policy', 'The identities an edge router policy selects', IdentityDetail, false),

  // ---- service edge router policies ----
  ...crud({ segment: 'service-edge-router-policies', bodyName: 'policy', name: 'ServiceEdgeRouterPolicy', plural: 'ServiceEdgeRouterPolicies', tag: 'Service Edge Router Policy', detail: P.ServiceEdgeRouterPolicyDetail, create: P.ServiceEdgeRouterPolicyCreate, update: P.ServiceEdgeRouterPolicyCreate, patch: P.ServiceEdgeRouterPolicyPatch, deleteConflict: true }),
  related('listServiceEdgeRouterPolicyEdgeRouters', '/service-edge-router-policies/{id}/edge-routers', 'Service Edge Router Policy', 'The edge routers a service edge router policy selects', P.EdgeRouterDetail, false),
  related('listServiceEdgeRouterPolicyServices', '/service-edge-router-policies/{id}/services', 'Service Edge Router Policy', 'The services a service edge router policy selects', C.ServiceDetail, false),

  // ---- posture checks and role attributes of services and posture checks ----
  ...postureChecks,
  ...crud({ segment: 'posture-check-types', name: 'PostureCheckType', plural: 'PostureCheckTypes', tag: 'Posture Checks', detail: P.PostureCheckTypeDetail }),
  roleAttributes('listPostureCheckRoleAttributes', 'posture-check', 'posture checks'),
  roleAttributes('listServiceRoleAttributes', 'service', 'services'),
];
