import { Type } from '@sinclair/typebox';
import type { Operation } from './operations';
import { CLIENT, MGMT, list, ok } from './define';
import * as A from './access.schemas';
import * as P from './policy.schemas';
import * as C from './catalog.schemas';

/** The body of createPostureResponseBulk (its handler reads it as this schema). */
export const POSTURE_RESPONSE_BULK = Type.Array(A.PostureResponseCreate);

const SESSION_ERRORS = [400, 401, 429, 503];

/** What an identity may use (client API) and the management views of it. */
export const ACCESS_OPERATIONS: Operation[] = [
  // ---- management: an identity's posture data and the session requests refused for posture ----
  {
    operationId: 'getIdentityPostureData', method: 'get', path: '/identities/{id}/posture-data', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: 'What the API sessions of an identity reported: the newest OS, MAC, domain and process responses, and MFA and wake/unlock state per session',
    success: ok(A.IdentityPostureData), errors: [401, 404, 429, 503],
  },
  {
    operationId: 'getIdentityFailedServiceRequests', method: 'get', path: '/identities/{id}/failed-service-requests', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: 'Session requests of an identity refused for posture, newest first (the last 100), with each policy\'s failing checks',
    success: list(A.FailedServiceRequest), errors: [401, 404, 429, 503],
  },

  // ---- client API: the caller's services, edge routers and sessions ----
  {
    operationId: 'listServices', method: 'get', path: '/services', apis: CLIENT, auth: 'session', tag: 'Service',
    summary: 'The services the caller may use, with its permissions, requested configs and posture queries',
    list: true, roleFilter: true, query: { configTypes: { schema: Type.Array(Type.String()), description: 'config type names or ids, or all' } },
    success: list(A.ClientServiceDetail), errors: [400, 401, 429, 503],
  },
  { operationId: 'detailService', method: 'get', path: '/services/{id}', apis: CLIENT, auth: 'session', tag: 'Service', summary: 'One service the caller may use', success: ok(A.ClientServiceDetail), errors: [401, 404, 429, 503] },
  // The client API also lets admins change services, exactly as the management API does.
  { operationId: 'updateService', method: 'put', path: '/services/{id}', apis: CLIENT, auth: 'session', tag: 'Service', summary: 'Replace a service (admins)', body: C.ServiceUpdate, bodyName: 'service', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429, 503] },
  { operationId: 'patchService', method: 'patch', path: '/services/{id}', apis: CLIENT, auth: 'session', tag: 'Service', summary: 'Update fields of a service (admins)', body: C.ServicePatch, bodyName: 'service', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429, 503] },
  { operationId: 'deleteService', method: 'delete', path: '/services/{id}', apis: CLIENT, auth: 'session', tag: 'Service', summary: 'Delete a service (admins)', success: ok(), errors: [400, 401, 404, 409, 429, 503] },
  {
    operationId: 'listServiceEdgeRouters', method: 'get', path: '/services/{id}/edge-routers', apis: CLIENT, auth: 'optional', tag: 'Service',
    summary: 'Edge routers through which the caller (or the identity of the session-token session) may use a service', list: true,
    headers: { 'session-token': { description: 'A session token of this service, instead of an API session' } },
    success: ok(A.ServiceEdgeRouters), errors: [400, 401, 404, 429],
  },
  { operationId: 'listServiceTerminators', method: 'get', path: '/services/{id}/terminators', apis: CLIENT, auth: 'session', tag: 'Service', summary: 'Terminators of a service the caller may use', list: true, success: list(A.ClientTerminator), errors: [400, 401, 429, 503] },
  { operationId: 'getCurrentIdentityEdgeRouters', method: 'get', path: '/current-identity/edge-routers', apis: CLIENT, auth: 'session', tag: 'Current API Session', summary: 'Every edge router the caller may connect to', success: list(A.ClientEdgeRouter), errors: [401, 429, 503] },
  { operationId: 'listServiceUpdates', method: 'get', path: '/current-api-session/service-updates', apis: CLIENT, auth: 'session', tag: 'Current API Session', summary: 'When the caller\'s service list last changed', success: ok(A.ServiceUpdates), errors: [401, 429, 503] },
  { operationId: 'listSessions', method: 'get', path: '/sessions', apis: CLIENT, auth: 'session', tag: 'Session', summary: 'The caller\'s sessions', list: true, success: list(A.SessionDetail), errors: SESSION_ERRORS },
  { operationId: 'createSession', method: 'post', path: '/sessions', apis: CLIENT, auth: 'session', tag: 'Session', summary: 'Create a Dial or Bind session for a service a policy grants', body: A.SessionCreate, bodyName: 'session', bodyRequired: true, success: { status: 201, data: A.SessionDetail }, errors: [400, 401, 404, 409, 429, 503] },
  { operationId: 'detailSession', method: 'get', path: '/sessions/{id}', apis: CLIENT, auth: 'session', tag: 'Session', summary: 'One of the caller\'s sessions', success: ok(A.SessionDetail), errors: [401, 404] },
  { operationId: 'deleteSession', method: 'delete', path: '/sessions/{id}', apis: CLIENT, auth: 'session', tag: 'Session', summary: 'End one of the caller\'s sessions', success: ok(), errors: [400, 401, 404, 409, 429, 503] },
  {
    operationId: 'createPostureResponse', method: 'post', path: '/posture-response', apis: CLIENT, auth: 'session', tag: 'Posture Checks',
    summary: 'Submit a posture response to a posture query', body: A.PostureResponseCreate, bodyName: 'postureResponse', bodyRequired: true,
    success: { status: 201, data: A.PostureResponse }, errors: [400, 401, 429, 503],
  },
  {
    operationId: 'createPostureResponseBulk', method: 'post', path: '/posture-response-bulk', apis: CLIENT, auth: 'session', tag: 'Posture Checks',
    summary: 'Submit several posture responses', body: POSTURE_RESPONSE_BULK, bodyName: 'postureResponse', bodyRequired: true,
    success: ok(A.PostureResponse), errors: [400, 401, 429, 503],
  },

  // ---- management API: sessions and what an identity may use ----
  { operationId: 'listSessions', method: 'get', path: '/sessions', apis: MGMT, auth: 'session', tag: 'Session', summary: 'All sessions', list: true, success: list(A.SessionManagementDetail), errors: SESSION_ERRORS },
  { operationId: 'detailSession', method: 'get', path: '/sessions/{id}', apis: MGMT, auth: 'session', tag: 'Session', summary: 'One session', success: ok(A.SessionManagementDetail), errors: [401, 404, 429, 503] },
  { operationId: 'deleteSession', method: 'delete', path: '/sessions/{id}', apis: MGMT, auth: 'session', tag: 'Session', summary: 'End a session', success: ok(), errors: [400, 401, 404, 409, 429, 503] },
  { operationId: 'detailSessionRoutePath', method: 'get', path: '/sessions/{id}/route-path', apis: MGMT, auth: 'session', tag: 'Session', summary: 'The routers a session\'s traffic takes', success: ok(A.SessionRoutePath), errors: [401, 404, 429, 503] },
  {
    operationId: 'listIdentityServices', method: 'get', path: '/identities/{id}/services', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: 'Every service an identity may use', query: { filter: { schema: Type.String() }, policyType: { schema: Type.String(), description: 'dial or bind' } },
    success: list(A.ClientServiceDetail), errors: [400, 401, 404, 429, 503],
  },
  { operationId: 'listIdentityEdgeRouters', method: 'get', path: '/identities/{id}/edge-routers', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Every edge router an identity may use', success: list(P.EdgeRouterDetail), errors: [401, 404, 429, 503] },
  { operationId: 'listIdentityServicePolicies', method: 'get', path: '/identities/{id}/service-policies', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Every service policy selecting an identity', success: list(P.ServicePolicyDetail), errors: [401, 404, 429, 503] },
  { operationId: 'listIdentitysEdgeRouterPolicies', method: 'get', path: '/identities/{id}/edge-router-policies', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Every edge router policy selecting an identity', success: list(P.EdgeRouterPolicyDetail), errors: [401, 404, 429, 503] },
  { operationId: 'getIdentityPolicyAdvice', method: 'get', path: '/identities/{id}/policy-advice/{serviceId}', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Whether and through which edge routers an identity may use a service', success: ok(A.PolicyAdvice), errors: [401, 404, 429, 503] },
];
