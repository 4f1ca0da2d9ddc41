import { Type, type TSchema } from '@sinclair/typebox';
import { BOTH, CLIENT, MGMT, crud, list, ok } from './define';
import * as S from './schemas';
import { CATALOG_OPERATIONS } from './catalog.operations';
import { POLICY_OPERATIONS } from './policies.operations';
import { ACCESS_OPERATIONS } from './access.operations';
import { ENROLLMENT_OPERATIONS } from './enrollment.operations';
import { CA_OPERATIONS } from './cas.operations';
import { CERTIFICATE_OPERATIONS } from './certificates.operations';
import { ROUTER_ENROLLMENT_OPERATIONS } from './router-enrollment.operations';

export type ApiName = 'client' | 'management';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One REST operation of our contract. Routes, body validation and the served OpenAPI
 * document all come from this table; handlers are keyed by `operationId`.
 */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path relative to the API base path, with `{param}` placeholders. */
  path: string;
  apis: ApiName[];
  /**
   * `none`: public; `session`: needs an API session (services decide what it may do);
   * `optional`: authenticated when a token is given, else anonymous (the service decides).
   */
  auth: 'none' | 'session' | 'optional';
  summary: string;
  tag: string;
  /** Accepts limit/offset/filter (and sort). */
  list?: boolean;
  /** Also accepts roleFilter/roleSemantic. */
  roleFilter?: boolean;
  /** Request headers the operation reads besides the API session (documented in the OpenAPI document). */
  headers?: Record<string, { description: string }>;
  /** Extra query parameters (string-typed on the wire). */
  query?: Record<string, { schema: TSchema; required?: boolean; description?: string }>;
  body?: TSchema;
  /**
   * The body is handed to the handler as text, unparsed and unvalidated (PEM certificates and
   * CSRs, or bodies whose format depends on the content type); `contentTypes` documents it.
   */
  textBody?: { contentTypes: string[] };
  /** Name of the body parameter in the OpenAPI document (OpenZiti's, e.g. `identity`). */
  bodyName?: string;
  bodyRequired?: boolean;
  /** Success status and the schema of `data` (enveloped), or `raw` for unenveloped bodies. */
  success: { status: number; data?: TSchema; raw?: { contentType: string } };
  /** Error statuses this operation may answer with. */
  errors: number[];
}

export const OPERATIONS: Operation[] = [
  // ---- discovery (public) ----
  { operationId: 'listRoot', method: 'get', path: '/', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Version information', success: ok(S.Version), errors: [] },
  { operationId: 'listVersion', method: 'get', path: '/version', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Version information', success: ok(S.Version), errors: [] },
  { operationId: 'listSpecs', method: 'get', path: '/specs', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'The API specifications this API serves', success: list(S.Spec), errors: [] },
  { operationId: 'detailSpec', method: 'get', path: '/specs/{id}', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'One API specification', success: ok(S.Spec), errors: [404] },
  { operationId: 'detailSpecBody', method: 'get', path: '/specs/{id}/spec', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'The OpenAPI document of this API, generated from its contract', success: ok(Type.String()), errors: [404] },
  { operationId: 'listEnumeratedCapabilities', method: 'get', path: '/enumerated-capabilities', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Every capability this controller knows of', success: list(Type.String()), errors: [] },
  { operationId: 'listProtocols', method: 'get', path: '/protocols', apis: CLIENT, auth: 'none', tag: 'Informational', summary: 'Listening edge protocols', success: ok(S.Protocols), errors: [429, 503] },

  // ---- authentication and the current API session ----
  {
    operationId: 'authenticate', method: 'post', path: '/authenticate', apis: BOTH, auth: 'none', tag: 'Authentication',
    summary: 'Authenticate with the method given in the query and receive an API session',
    query: { method: { schema: Type.Union([Type.Literal('password'), Type.Literal('cert'), Type.Literal('ext-jwt')]), required: true } },
    body: S.AuthenticateBody, bodyName: 'auth', success: ok(S.CurrentApiSessionDetail), errors: [400, 401, 429],
  },
  { operationId: 'getCurrentAPISession', method: 'get', path: '/current-api-session', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The API session of the caller', success: ok(S.CurrentApiSessionDetail), errors: [401] },
  { operationId: 'deleteCurrentApiSession', method: 'delete', path: '/current-api-session', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Log out: end the API session of the caller', success: ok(), errors: [401] },
  { operationId: 'getCurrentIdentity', method: 'get', path: '/current-identity', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The identity of the caller', success: ok(S.IdentityDetail), errors: [401] },
  { operationId: 'listCurrentIdentityAuthenticators', method: 'get', path: '/current-identity/authenticators', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'The authenticators of the caller', list: true, success: list(S.AuthenticatorDetail), errors: [400, 401] },
  { operationId: 'detailCurrentIdentityAuthenticator', method: 'get', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'One authenticator of the caller', success: ok(S.AuthenticatorDetail), errors: [401, 404] },
  { operationId: 'updateCurrentIdentityAuthenticator', method: 'put', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Replace the username and password of an own authenticator', body: S.AuthenticatorUpdateWithCurrent, bodyName: 'authenticator', bodyRequired: true, success: ok(), errors: [400, 401, 404] },
  { operationId: 'patchCurrentIdentityAuthenticator', method: 'patch', path: '/current-identity/authenticators/{id}', apis: BOTH, auth: 'session', tag: 'Current API Session', summary: 'Change the username or password of an own authenticator', body: S.AuthenticatorPatchWithCurrent, bodyName: 'authenticator', bodyRequired: true, success: ok(), errors: [400, 401, 404] },

  // ---- management: identities ----
  ...crud({ segment: 'identities', name: 'Identity', plural: 'Identities', tag: 'Identity', detail: S.IdentityDetail, create: S.IdentityCreate, update: S.IdentityUpdate, patch: S.IdentityPatch, roleFilter: true, deleteConflict: true }),
  { operationId: 'getIdentityAuthenticators', method: 'get', path: '/identities/{id}/authenticators', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'The authenticators of an identity', success: list(S.AuthenticatorDetail), errors: [401, 404, 429, 503] },
  { operationId: 'disableIdentity', method: 'post', path: '/identities/{id}/disable', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Disable an identity for durationMinutes (0: until enabled) and end its sessions', body: S.DisableParams, bodyName: 'disable', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429, 503] },
  { operationId: 'enableIdentity', method: 'post', path: '/identities/{id}/enable', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Clear the disabled state of an identity', success: ok(), errors: [401, 404, 429, 503] },
  { operationId: 'listIdentityRoleAttributes', method: 'get', path: '/identity-role-attributes', apis: MGMT, auth: 'session', tag: 'Role Attributes', summary: 'Role attributes in use by identities', list: true, success: ok(S.RoleAttributes), errors: [400, 401, 429, 503] },
  ...crud({ segment: 'identity-types', name: 'IdentityType', plural: 'IdentityTypes', tag: 'Identity', detail: S.IdentityTypeDetail }),

  // ---- management: authenticators and API sessions ----
  ...crud({ segment: 'authenticators', name: 'Authenticator', plural: 'Authenticators', tag: 'Authenticator', detail: S.AuthenticatorDetail, create: S.AuthenticatorCreate, update: S.AuthenticatorUpdate, patch: S.AuthenticatorPatch }),
  { operationId: 'listAPISessions', method: 'get', path: '/api-sessions', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'List API sessions', list: true, success: list(S.ApiSessionDetail), errors: [400, 401, 429, 503] },
  { operationId: 'detailAPISessions', method: 'get', path: '/api-sessions/{id}', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'Retrieve an API session', success: ok(S.ApiSessionDetail), errors: [401, 404, 429, 503] },
  { operationId: 'deleteAPISessions', method: 'delete', path: '/api-sessions/{id}', apis: MGMT, auth: 'session', tag: 'API Session', summary: 'End an API session', success: ok(), errors: [401, 403, 404, 429, 503] },
  { operationId: 'listSummary', method: 'get', path: '/summary', apis: MGMT, auth: 'session', tag: 'Informational', summary: 'Counts of what exists', success: ok(S.SummaryCounts), errors: [401, 429, 503] },
];

OPERATIONS.push(...CATALOG_OPERATIONS, ...POLICY_OPERATIONS, ...ACCESS_OPERATIONS);
OPERATIONS.push(...ENROLLMENT_OPERATIONS, ...CA_OPERATIONS, ...CERTIFICATE_OPERATIONS, ...ROUTER_ENROLLMENT_OPERATIONS);

export function operationsFor(api: ApiName): Operation[] {
  return OPERATIONS.filter((o) => o.apis.includes(api));
}

/**
 * Whether only admins may call an operation on an API: on the management API every operation
 * that needs a session, except those on the caller's own session and identity (OpenZiti's
 * "Current API Session" group). The router refuses anyone else before it reads the body, so a
 * non-admin learns nothing from validation; the services check the same rule again.
 */
export function adminOnly(api: ApiName, op: Operation): boolean {
  return api === 'management' && op.auth === 'session' && op.tag !== 'Current API Session';
}

export const API_BASE_PATHS: Record<ApiName, string> = {
  client: '/edge/client/v1',
  management: '/edge/management/v1',
};
