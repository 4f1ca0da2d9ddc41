import { Type } from '@sinclair/typebox';
import { BOTH, MGMT, crud, list, ok } from './define';
import type { Operation } from './operations';
import * as I from './identity.schemas';
import { RoleAttributes } from './schemas';

/** The identity area: authentication, the caller's own API session and identity, identities, authenticators and API sessions. */
export const IDENTITY_OPERATIONS: Operation[] = [
  // ---- authentication and the current API session ----
  {
    operationId: 'authenticate', method: 'post', path: '/authenticate', apis: BOTH, auth: 'none', tag: 'Authentication',
    summary: 'Authenticate with the method given in the query and receive an API session',
    query: { method: { schema: Type.Union([Type.Literal('password'), Type.Literal('cert'), Type.Literal('ext-jwt')]), required: true } },
    body: I.AuthenticateBody, bodyName: 'auth', success: ok(I.CurrentApiSessionDetail), errors: [400, 401, 429],
  },
  { operationId: 'getCurrentAPISession', partialSession: true, method: 'get', path: '/current-api-session', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The API session of the caller', success: ok(I.CurrentApiSessionDetail), errors: [401] },
  { operationId: 'deleteCurrentApiSession', partialSession: true, method: 'delete', path: '/current-api-session', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Log out: end the API session of the caller', success: ok(), errors: [401] },
  { operationId: 'getCurrentIdentity', partialSession: true, method: 'get', path: '/current-identity', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The identity of the caller', success: ok(I.IdentityDetail), errors: [401] },
  { operationId: 'listCurrentIdentityAuthenticators', method: 'get', path: '/current-identity/authenticators', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The authenticators of the caller', list: true, success: list(I.AuthenticatorDetail), errors: [400, 401] },
  { operationId: 'detailCurrentIdentityAuthenticator', method: 'get', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'One authenticator of the caller', success: ok(I.AuthenticatorDetail), errors: [401, 404] },
  { operationId: 'updateCurrentIdentityAuthenticator', method: 'put', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Replace the username and password of an own authenticator', body: I.AuthenticatorUpdateWithCurrent, bodyName: 'authenticator', bodyRequired: true, success: ok(), errors: [400, 401, 404] },
  { operationId: 'patchCurrentIdentityAuthenticator', method: 'patch', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Change the username or password of an own authenticator', body: I.AuthenticatorPatchWithCurrent, bodyName: 'authenticator', bodyRequired: true, success: ok(), errors: [400, 401, 404] },

  // ---- management: identities ----
  ...crud({ segment: 'identities', name: 'Identity', plural: 'Identities', tag: 'Identity', detail: I.IdentityDetail, create: I.IdentityCreate, update: I.IdentityUpdate, patch: I.IdentityPatch, roleFilter: true, deleteConflict: true }),
  { operationId: 'getIdentityAuthenticators', method: 'get', path: '/identities/{id}/authenticators', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'The authenticators of an identity', success: list(I.AuthenticatorDetail), errors: [401, 404, 429, 503] },
  { operationId: 'disableIdentity', method: 'post', path: '/identities/{id}/disable', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Disable an identity for durationMinutes (0: until enabled) and end its sessions', body: I.DisableParams, bodyName: 'disable', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429, 503] },
  {
    operationId: 'updateIdentityTracing', method: 'put', path: '/identities/{id}/trace', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: 'Store a trace spec for an identity (enabled for a duration, or cleared); shown until it lapses',
    body: I.TraceSpec, bodyName: 'traceSpec', bodyRequired: true, success: ok(I.TraceDetail), errors: [400, 401, 404, 429, 503],
  },
  { operationId: 'enableIdentity', method: 'post', path: '/identities/{id}/enable', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Clear the disabled state of an identity', success: ok(), errors: [401, 404, 429, 503] },
  { operationId: 'listIdentityRoleAttributes', method: 'get', path: '/identity-role-attributes', apis: MGMT, auth: 'session', tag: 'Role Attributes', summary: 'Role attributes in use by identities', list: true, success: ok(RoleAttributes), errors: [400, 401, 429, 503] },
  ...crud({ segment: 'identity-types', name: 'IdentityType', plural: 'IdentityTypes', tag: 'Identity', detail: I.IdentityTypeDetail }),

  // ---- management: authenticators and API sessions ----
  ...crud({ segment: 'authenticators', name: 'Authenticator', plural: 'Authenticators', tag: 'Authenticator', detail: I.AuthenticatorDetail, create: I.AuthenticatorCreate, update: I.AuthenticatorUpdate, patch: I.AuthenticatorPatch }),
  { operationId: 'listAPISessions', method: 'get', path: '/api-sessions', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'List API sessions', list: true, success: list(I.ApiSessionDetail), errors: [400, 401, 429, 503] },
  { operationId: 'detailAPISessions', method: 'get', path: '/api-sessions/{id}', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'Retrieve an API session', success: ok(I.ApiSessionDetail), errors: [401, 404, 429, 503] },
  { operationId: 'deleteAPISessions', method: 'delete', path: '/api-sessions/{id}', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'End an API session', success: ok(), errors: [401, 403, 404, 429, 503] },
];
