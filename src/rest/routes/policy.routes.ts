import type { Services } from '../../services';
import type { Patch } from '../../services/core/write-schema';
import type { PolicyInputOf } from '../../services/policy.schema';
import type { EdgeRouterInput, RouterInput } from '../../services/router.schema';
import type { PostureCheckInput, PostureCheckUpdateInput, WithTypeFields } from '../../services/posture-check.schema';
import type { Resource } from '../../services/core/resources';
import type { EntityKind, PolicyKind } from '../../services/policy/policy-sides';
import type { PolicyEntityOf } from '../../services/policy/policy-kinds';
import type { Listed, PolicyDetail } from '../../services/policy.service';
import { presentEdgeRouter } from '../presenters/edge-router.presenter';
import { presentIdentity } from '../presenters/identity.presenter';
import { presentEdgeRouterPolicy, presentServiceEdgeRouterPolicy, presentServicePolicy } from '../presenters/policy.presenter';
import { presentPostureCheck, presentPostureCheckType } from '../presenters/posture-check.presenter';
import { presentRouter } from '../presenters/router.presenter';
import { presentService } from '../presenters/service.presenter';
import { EVERYTHING, createOf, deleteOf, detailOf, listOf, patchOf, updateOf } from '../handlers';
import type { Handlers } from '../router';

/** Lists the official spec gives no paging parameters for return everything. */
/** Routers, edge routers, policies, posture checks and the role attribute lists. */
export function policyHandlers(services: Services): Handlers {
  const { routers, policies, postureChecks } = services;

  /** CRUD of one policy kind. */
  const policyCrud = <K extends PolicyKind>(kind: K, name: string, plural: string, segment: Resource, present: (d: PolicyDetail<PolicyEntityOf[K]>) => unknown): Handlers => ({
    [`list${plural}`]: listOf((ctx, q) => policies.list(ctx, kind, q), present),
    [`detail${name}`]: detailOf((ctx, id) => policies.get(ctx, kind, id), present),
    [`create${name}`]: createOf(segment, (ctx, body: PolicyInputOf[K]) => policies.create(ctx, kind, body)),
    [`update${name}`]: updateOf((ctx, id, body: Patch<PolicyInputOf[K]>, fields) => policies.update(ctx, kind, id, body, fields)),
    [`patch${name}`]: patchOf((ctx, id, body: Patch<PolicyInputOf[K]>, fields) => policies.update(ctx, kind, id, body, fields)),
    [`delete${name}`]: deleteOf((ctx, id) => policies.delete(ctx, kind, id)),
  });

  /** The entities one policy selects; `paged` lists take the list parameters. */
  const selected = <T extends EntityKind>(kind: PolicyKind, target: T, paged: boolean, present: (item: Listed<T>) => unknown) =>
    listOf((ctx, q, call) => policies.listSelected(ctx, kind, call.params.id, target, paged ? q : EVERYTHING), present);

  return {
    // routers (every router) under both paths
    listRouters: listOf((ctx, q) => routers.listRouters(ctx, q), (r) => presentRouter(r)),
    detailRouter: detailOf((ctx, id) => routers.getRouter(ctx, id), (r) => presentRouter(r)),
    createRouter: createOf('routers', (ctx, body: RouterInput) => routers.createRouter(ctx, body)),
    updateRouter: updateOf((ctx, id, body: Patch<RouterInput>, fields) => routers.updateRouter(ctx, id, body, fields)),
    patchRouter: patchOf((ctx, id, body: Patch<RouterInput>, fields) => routers.updateRouter(ctx, id, body, fields)),
    deleteRouter: deleteOf((ctx, id) => routers.deleteRouter(ctx, id)),
    listTransitRouters: listOf((ctx, q) => routers.listRouters(ctx, q), (r) => presentRouter(r, 'transit-routers')),
    detailTransitRouter: detailOf((ctx, id) => routers.getRouter(ctx, id), (r) => presentRouter(r, 'transit-routers')),
    createTransitRouter: createOf('transit-routers', (ctx, body: RouterInput) => routers.createRouter(ctx, body)),
    updateTransitRouter: updateOf((ctx, id, body: Patch<RouterInput>, fields) => routers.updateRouter(ctx, id, body, fields)),
    patchTransitRouter: patchOf((ctx, id, body: Patch<RouterInput>, fields) => routers.updateRouter(ctx, id, body, fields)),
    deleteTransitRouter: deleteOf((ctx, id) => routers.deleteRouter(ctx, id)),

    // edge routers
    listEdgeRouters: listOf((ctx, q) => routers.listEdgeRouters(ctx, q), presentEdgeRouter),
    detailEdgeRouter: detailOf((ctx, id) => routers.getEdgeRouter(ctx, id), presentEdgeRouter),
    createEdgeRouter: createOf('edge-routers', (ctx, body: EdgeRouterInput) => routers.createEdgeRouter(ctx, body)),
    updateEdgeRouter: updateOf((ctx, id, body: Patch<EdgeRouterInput>, fields) => routers.updateEdgeRouter(ctx, id, body, fields)),
    patchEdgeRouter: patchOf((ctx, id, body: Patch<EdgeRouterInput>, fields) => routers.updateEdgeRouter(ctx, id, body, fields)),
    deleteEdgeRouter: deleteOf((ctx, id) => routers.deleteEdgeRouter(ctx, id)),
    reEnrollEdgeRouter: async ({ ctx, params }) => {
      await routers.reEnrollEdgeRouter(ctx, params.id);
      return { data: {} };
    },
    listEdgeRouterEdgeRouterPolicies: listOf((ctx, _q, call) => policies.listSelecting(ctx, 'edge-router-policy', 'edge-router', call.params.id, EVERYTHING), presentEdgeRouterPolicy),
    listEdgeRouterServiceEdgeRouterPolicies: listOf((ctx, _q, call) => policies.listSelecting(ctx, 'service-edge-router-policy', 'edge-router', call.params.id, EVERYTHING), presentServiceEdgeRouterPolicy),
    listEdgeRouterIdentities: listOf((ctx, _q, call) => policies.listRelated(ctx, 'edge-router', call.params.id, 'edge-router-policy', 'identity', EVERYTHING), presentIdentity),
    listEdgeRouterServices: listOf((ctx, _q, call) => policies.listRelated(ctx, 'edge-router', call.params.id, 'service-edge-router-policy', 'service', EVERYTHING), presentService),
    listEdgeRouterRoleAttributes: listOf((ctx, q) => policies.listRoleAttributes(ctx, 'edge-router', q), (a) => a),

    // policies
    ...policyCrud('service-policy', 'ServicePolicy', 'ServicePolicies', 'service-policies', presentServicePolicy),
    listServicePolicyIdentities: selected('service-policy', 'identity', true, presentIdentity),
    listServicePolicyServices: selected('service-policy', 'service', true, presentService),
    listServicePolicyPostureChecks: selected('service-policy', 'posture-check', true, presentPostureCheck),
    ...policyCrud('edge-router-policy', 'EdgeRouterPolicy', 'EdgeRouterPolicies', 'edge-router-policies', presentEdgeRouterPolicy),
    listEdgeRouterPolicyIdentities: selected('edge-router-policy', 'identity', false, presentIdentity),
    listEdgeRouterPolicyEdgeRouters: selected('edge-router-policy', 'edge-router', false, presentEdgeRouter),
    ...policyCrud('service-edge-router-policy', 'ServiceEdgeRouterPolicy', 'ServiceEdgeRouterPolicies', 'service-edge-router-policies', presentServiceEdgeRouterPolicy),
    listServiceEdgeRouterPolicyServices: selected('service-edge-router-policy', 'service', false, presentService),
    listServiceEdgeRouterPolicyEdgeRouters: selected('service-edge-router-policy', 'edge-router', false, presentEdgeRouter),

    // posture checks
    listPostureChecks: listOf((ctx, q) => postureChecks.list(ctx, q), presentPostureCheck),
    detailPostureCheck: detailOf((ctx, id) => postureChecks.get(ctx, id), presentPostureCheck),
    createPostureCheck: createOf('posture-checks', (ctx, body: WithTypeFields<PostureCheckInput>) => postureChecks.create(ctx, body)),
    updatePostureCheck: updateOf((ctx, id, body: WithTypeFields<Patch<PostureCheckUpdateInput>>, fields) => postureChecks.update(ctx, id, body, fields)),
    patchPostureCheck: patchOf((ctx, id, body: WithTypeFields<Patch<PostureCheckUpdateInput>>, fields) => postureChecks.update(ctx, id, body, fields)),
    deletePostureCheck: deleteOf((ctx, id) => postureChecks.delete(ctx, id)),
    listPostureCheckTypes: listOf((ctx, q) => postureChecks.listTypes(ctx, q), presentPostureCheckType),
    detailPostureCheckType: detailOf((ctx, id) => postureChecks.getType(ctx, id), presentPostureCheckType),

    // role attributes in use
    listPostureCheckRoleAttributes: listOf((ctx, q) => policies.listRoleAttributes(ctx, 'posture-check', q), (a) => a),
    listServiceRoleAttributes: listOf((ctx, q) => policies.listRoleAttributes(ctx, 'service', q), (a) => a),
  };
}
