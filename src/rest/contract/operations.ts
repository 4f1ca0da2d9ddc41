import { Type, type TSchema } from '@sinclair/typebox';
import { BOTH, CLIENT, MGMT, crud, list, ok } from './define';
import * as S from './schemas';
import { IDENTITY_OPERATIONS } from './identity.operations';
import { CATALOG_OPERATIONS } from './catalog.operations';
import { POLICY_OPERATIONS } from './policy.operations';
import { ACCESS_OPERATIONS } from './access.operations';
import { TRUST_OPERATIONS } from './trust.operations';
import { AUTH_OPERATIONS } from './auth.operations';
import { TRANSFER_OPERATIONS } from './transfer.operations';
import { CLUSTER_OPERATIONS } from './cluster.operations';
import { DATABASE_OPERATIONS } from './database.operations';
import { FABRIC_OPERATIONS } from './fabric.operations';

/** The Edge Client and Management APIs, and the fabric management API (routers, links, circuits; admins only). */
export type ApiName = 'client' | 'management' | 'fabric';
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
  /** A session operation any authenticated identity may call on the management API too (not only admins). */
  anySession?: boolean;
  /**
   * A session operation that a session still owing its TOTP code may call (its service opts in
   * with requireIdentityPendingMfaAllowed). Any other refuses such a session before its input is
   * validated, as it refuses a caller without a session.
   */
  partialSession?: boolean;
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
  /**
   * Besides its JSON body, a body of these content types is handed to the handler as text (older
   * clients post a raw PEM CSR where the JSON document is expected now).
   */
  alsoTextBody?: { contentTypes: string[] };
  /** Name of the body parameter in the OpenAPI document (OpenZiti's, e.g. `identity`). */
  bodyName?: string;
  bodyRequired?: boolean;
  /** Bytes the body may have, when not the router's default (1 MiB); beyond them 413. */
  bodyLimit?: number;
  /**
   * The body may also come inside a response envelope (`{"data": body, "meta": ...}`), as another
   * operation answered it: the configuration import takes what the export answered, unedited.
   */
  bodyEnvelopeAccepted?: boolean;
  /**
   * An operation OpenZiti's Edge APIs do not have (a reference to where OpenZiti discusses it):
   * the contract test checks it is absent from the official spec instead of comparing it.
   */
  beyondOpenZiti?: string;
  /** Success status and the schema of `data` (enveloped), or `raw` for unenveloped bodies. */
  success: { status: number; data?: TSchema; raw?: { contentType: string } };
  /** Error statuses this operation may answer with. */
  errors: number[];
}

export const OPERATIONS: Operation[] = [
  // ---- discovery (public); every area's operations follow ----
  { operationId: 'listRoot', method: 'get', path: '/', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Version information', success: ok(S.Version), errors: [] },
  { operationId: 'listVersion', method: 'get', path: '/version', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Version information', success: ok(S.Version), errors: [] },
  { operationId: 'listSpecs', method: 'get', path: '/specs', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'The API specifications this API serves', success: list(S.Spec), errors: [] },
  { operationId: 'detailSpec', method: 'get', path: '/specs/{id}', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'One API specification', success: ok(S.Spec), errors: [404] },
  { operationId: 'detailSpecBody', method: 'get', path: '/specs/{id}/spec', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'The OpenAPI document of this API, generated from its contract', success: ok(Type.String()), errors: [404] },
  { operationId: 'listEnumeratedCapabilities', method: 'get', path: '/enumerated-capabilities', apis: BOTH, auth: 'none', tag: 'Informational', summary: 'Every capability this controller knows of', success: list(Type.String()), errors: [] },
  { operationId: 'listProtocols', method: 'get', path: '/protocols', apis: CLIENT, auth: 'none', tag: 'Informational', summary: 'Listening edge protocols', success: ok(S.Protocols), errors: [429, 503] },

  { operationId: 'listSummary', method: 'get', path: '/summary', apis: MGMT, auth: 'session', tag: 'Informational', summary: 'Counts of what exists', success: ok(S.SummaryCounts), errors: [401, 429, 503] },
];

OPERATIONS.push(...IDENTITY_OPERATIONS, ...CATALOG_OPERATIONS, ...POLICY_OPERATIONS, ...ACCESS_OPERATIONS, ...TRUST_OPERATIONS, ...AUTH_OPERATIONS, ...CLUSTER_OPERATIONS, ...TRANSFER_OPERATIONS, ...DATABASE_OPERATIONS, ...FABRIC_OPERATIONS);

export function operationsFor(api: ApiName): Operation[] {
  return OPERATIONS.filter((o) => o.apis.includes(api));
}

/**
 * Whether only admins may call an operation on an API: on the management API every operation
 * that needs a session, except those on the caller's own session and identity (OpenZiti's
 * "Current API Session" group). The router refuses anyone else before it reads the body, so a
 * non-admin learns nothing from validation; the services check the same rule again. Every
 * operation of the fabric API that needs a session is for admins, as OpenZiti's.
 */
export function adminOnly(api: ApiName, op: Operation): boolean {
  if (api === 'fabric') return op.auth === 'session';
  return api === 'management' && op.auth === 'session' && op.tag !== 'Current API Session' && !op.anySession;
}

export const API_BASE_PATHS: Record<ApiName, string> = {
  client: '/edge/client/v1',
  management: '/edge/management/v1',
  fabric: '/fabric/v1',
};
