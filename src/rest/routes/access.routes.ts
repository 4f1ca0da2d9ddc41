import type { Services } from '../../services';
import * as A from '../contract/access.schemas';
import { POSTURE_RESPONSE_BULK } from '../contract/access.operations';
import { entityRef } from '../envelope';
import { EVERYTHING, detailOf, listOf, memoizedListOf, withBody } from '../handlers';
import {
  presentClientEdgeRouter, presentClientTerminator, presentCommonEdgeRouter, presentManagementSession, presentServiceView, presentSession,
} from '../presenters/access.presenter';
import { header, type Handlers } from '../router';
import { isoOf } from '../envelope';
import { listParam, stringParam } from '../query-params';
import { presentEdgeRouter } from '../presenters/edge-router.presenter';
import { presentFailedServiceRequest, presentIdentityPostureData } from '../presenters/posture-data.presenter';
import { presentEdgeRouterPolicy, presentServicePolicy } from '../presenters/policy.presenter';

/** The client API's view of what the caller may use, sessions in both APIs, and identity access views. */
export function accessHandlers(services: Services): Handlers {
  const { access, sessions, policies, postureResponses } = services;
  return {
    getIdentityPostureData: async ({ ctx, params }) => ({ data: presentIdentityPostureData(await postureResponses.dataOfIdentity(ctx, params.id)) }),
    getIdentityFailedServiceRequests: async ({ ctx, params }) => ({
      data: (await postureResponses.failedRequestsOf(ctx, params.id)).map(presentFailedServiceRequest),
    }),
    // SDKs poll their service list: a cached page is answered with the body serialized for it before.
    'client:listServices': memoizedListOf((ctx, q, call) => access.listServices(ctx, q, listParam(call.query.configTypes)), presentServiceView),
    'client:detailService': async ({ ctx, params, query }) => ({ data: presentServiceView(await access.getService(ctx, params.id, listParam(query.configTypes))) }),
    'client:listServiceEdgeRouters': async ({ ctx, params, list, req }) => {
      const page = await access.serviceEdgeRouters(ctx, params.id, header(req, 'session-token'), list);
      return { data: { edgeRouters: page.items.map(presentCommonEdgeRouter) }, page: { ...page, items: [] } };
    },
    'client:listServiceTerminators': listOf((ctx, q, call) => access.serviceTerminators(ctx, call.params.id, q), presentClientTerminator),
    // Not a paged list on the wire: every edge router, as OpenZiti answers.
    getCurrentIdentityEdgeRouters: listOf((ctx) => access.currentIdentityEdgeRouters(ctx, EVERYTHING), presentClientEdgeRouter),
    listServiceUpdates: async ({ ctx }) => {
      const { lastChangeAt } = await access.serviceUpdates(ctx);
      return { data: { lastChangeAt: isoOf(lastChangeAt) } };
    },

    'client:listSessions': listOf((ctx, q) => sessions.list(ctx, q, 'own'), presentSession),
    createSession: withBody(A.SessionCreate, async ({ ctx, body }) => ({ status: 201, data: presentSession(await sessions.create(ctx, body)) })),
    'client:detailSession': detailOf((ctx, id) => sessions.get(ctx, id, 'own'), presentSession),
    'client:deleteSession': async ({ ctx, params }) => {
      await sessions.delete(ctx, params.id, 'own');
      return { data: {} };
    },
    createPostureResponse: withBody(A.PostureResponseCreate, async ({ ctx, body }) => ({ status: 201, data: await postureResponses.submit(ctx, [body], false) })),
    createPostureResponseBulk: withBody(POSTURE_RESPONSE_BULK, async ({ ctx, body }) => ({ data: await postureResponses.submit(ctx, body, true) })),
    'management:listSessions': listOf((ctx, q) => sessions.list(ctx, q, 'all'), presentManagementSession),
    'management:detailSession': detailOf((ctx, id) => sessions.get(ctx, id, 'all'), presentManagementSession),
    'management:deleteSession': async ({ ctx, params }) => {
      await sessions.delete(ctx, params.id, 'all');
      return { data: {} };
    },
    detailSessionRoutePath: async ({ ctx, params }) => ({ data: { routePath: await sessions.routePath(ctx, params.id) } }),

    listIdentityServices: listOf(
      (ctx, _q, call) => access.identityServices(ctx, call.params.id, stringParam(call.query.policyType), { filter: stringParam(call.query.filter), limit: -1 }),
      presentServiceView,
    ),
    // Not paged on the wire: every match, as OpenZiti answers.
    listIdentityEdgeRouters: listOf((ctx, _q, call) => policies.listRelated(ctx, 'identity', call.params.id, 'edge-router-policy', 'edge-router', EVERYTHING), presentEdgeRouter),
    listIdentityServicePolicies: listOf((ctx, _q, call) => policies.listSelecting(ctx, 'service-policy', 'identity', call.params.id, EVERYTHING), presentServicePolicy),
    listIdentitysEdgeRouterPolicies: listOf((ctx, _q, call) => policies.listSelecting(ctx, 'edge-router-policy', 'identity', call.params.id, EVERYTHING), presentEdgeRouterPolicy),
    getIdentityPolicyAdvice: async ({ ctx, params }) => {
      const advice = await access.policyAdvice(ctx, params.id, params.serviceId);
      return {
        data: {
          identityId: advice.identity.id,
          identity: entityRef('identities', advice.identity.id, advice.identity.name),
          serviceId: advice.service.id,
          service: entityRef('services', advice.service.id, advice.service.name),
          isDialAllowed: advice.isDialAllowed,
          isBindAllowed: advice.isBindAllowed,
          identityRouterCount: advice.identityRouterCount,
          serviceRouterCount: advice.serviceRouterCount,
          commonRouters: advice.commonRouters.map((r) => ({ ...entityRef('edge-routers', r.id, r.name), isOnline: r.isOnline })),
        },
      };
    },
  };
}
