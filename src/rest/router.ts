import type { DetailedPeerCertificate, TLSSocket } from 'node:tls';
import type { TSchema } from '@sinclair/typebox';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';
import type { RequestCtx } from '../services/core/context';
import { ApiError, InvalidPaginationError, UnauthorizedError, fieldError } from '../services/core/errors';
import type { ListQuery, Page } from '../services/core/list/list-query';
import { newRequestId } from '../services/core/context';
import { isFullyAuthenticatedAdmin } from '../services/core/context';
import { CONTROLLER_VERSION } from '../services/info.service';
import { adminOnly, operationsFor, type ApiName, type Operation } from './contract/operations';
import { baseMeta, listMeta } from './envelope';
import { sendError } from './errors';
import { hasContentType } from './negotiation';
import { stringParam } from './query-params';
import { assertSchema, matchKeys } from '../services/core/schema-check';
import { checkedByGate } from '../services/core/write-gate';
import { assertStorableInput } from '../services/core/validate';
import { derToPem } from '../pki';
import { bearerTokensOf, sessionTokenOf } from '../services/ext-jwt/bearer';
import { performance } from 'node:perf_hooks';
import type { RouteLabels } from '../services/cluster/metrics';
import { noteRequest } from '../services/cluster/access-log';

/** What a handler receives: the parsed, validated request and its service context. */
export interface RestCall<B = unknown> {
  ctx: RequestCtx;
  api: ApiName;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /**
   * The parsed JSON body, or the raw text for `textBody` operations. Checked against the
   * contract's body schema by the router, or by the service's write gate (handlers.ts types it).
   */
  body: B;
  /** Top-level keys present in the JSON body: the field mask of a PATCH. */
  fields: string[];
  list: ListQuery;
  req: IncomingMessage;
  res: ServerResponse;
}

export type RestResult =
  | { status?: number; data: unknown; page?: Page<unknown> }
  | { status?: number; raw: string; contentType: string }
  /** Binary bodies (an MFA QR code PNG). */
  | { status?: number; raw: Buffer; contentType: string };

/** A handler; `body`: the body schema it reads its body as (withBody), which must be its operation's. */
export type Handler = ((call: RestCall) => Promise<RestResult>) & { body?: TSchema };
export type Handlers = Record<string, Handler>;

/** Serves one request of an API; `path` is relative to the API's base path. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: Record<string, unknown>) => Promise<void>;

/** A request header as one string (the first, when sent several times). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The peer address (no proxy is trusted: behind one, every client would share its address). */
export function clientIp(req: IncomingMessage): string | undefined {
  return req.socket.remoteAddress;
}

/**
 * The client certificate chain of a TLS request (PEM, leaf first), as the client sent it. The
 * services decide whether it is trusted; the TLS layer accepted it without checking.
 */
export function peerCertificates(req: IncomingMessage): string[] | undefined {
  const socket = req.socket as TLSSocket;
  if (typeof socket.getPeerCertificate !== 'function') return undefined;
  const chain: string[] = [];
  let cert = socket.getPeerCertificate(true) as DetailedPeerCertificate | undefined;
  while (cert?.raw && chain.length < 10) {
    const pem = derToPem(cert.raw);
    if (chain.includes(pem)) break; // a self-signed certificate is its own issuer
    chain.push(pem);
    cert = cert.issuerCertificate;
  }
  return chain.length ? chain : undefined;
}

/** Reads the API session token: `zt-session` header, else `Authorization: Bearer` (see sessionTokenOf). */
export function tokenFrom(req: IncomingMessage): string | undefined {
  const zt = header(req, 'zt-session');
  if (zt) return zt.trim();
  // headersDistinct copies every header: only asked for when there is an Authorization header.
  if (req.headers.authorization === undefined) return undefined;
  const authz = req.headersDistinct.authorization;
  return authz ? sessionTokenOf(bearerTokensOf(authz)) : undefined;
}

function intParam(name: string, raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const s = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof s !== 'string' || !/^-?\d+$/.test(s.trim())) throw new InvalidPaginationError(name, `${name} must be an integer`, s);
  return Number(s);
}

function listQueryOf(op: Operation, query: Record<string, unknown>): ListQuery {
  if (!op.list) return {};
  const q: ListQuery = {
    limit: intParam('limit', query.limit),
    offset: intParam('offset', query.offset),
    filter: stringParam(query.filter),
    sort: stringParam(query.sort),
  };
  if (op.roleFilter) {
    const rf = query.roleFilter;
    q.roleFilter = rf === undefined ? undefined : (Array.isArray(rf) ? rf : [rf]).map(String);
    const semantic = stringParam(query.roleSemantic);
    if (semantic !== undefined && semantic !== 'AllOf' && semantic !== 'AnyOf') throw fieldError('roleSemantic', 'roleSemantic must be AllOf or AnyOf', semantic);
    q.roleSemantic = semantic as ListQuery['roleSemantic'];
  }
  return q;
}

/** A response envelope as this API answers: `data` and at most `meta` beside it. */
function isEnvelope(body: unknown): body is { data: unknown } {
  return !!body && typeof body === 'object' && !Array.isArray(body) && 'data' in body && Object.keys(body).every((k) => k === 'data' || k === 'meta');
}

function parseBody(op: Operation, text: string, req: IncomingMessage): { body: unknown; fields: string[] } {
  if (!op.body) return { body: text, fields: [] };
  // A JSON document sent as text/plain (a browser's fetch of a string) is still read as JSON.
  if (op.alsoTextBody && hasContentType(req, op.alsoTextBody.contentTypes) && !text.trimStart().startsWith('{')) return { body: text, fields: [] };
  if (text.trim() === '') {
    if (op.bodyRequired) throw fieldError('(root)', 'a JSON request body is required', undefined);
    return { body: {}, fields: [] };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new ApiError('COULD_NOT_PARSE_BODY', { cause: { message: (err as Error).message }, causeMessage: (err as Error).message });
  }
  assertStorableInput(body);
  if (op.bodyEnvelopeAccepted && isEnvelope(body)) body = body.data;
  // A write of a resource is checked by its service's gate (for both APIs); other bodies here, read as the gate reads REST input.
  if (!checkedByGate(op.body)) {
    body = matchKeys(op.body, body);
    assertSchema(op.body, body);
  }
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  return { body, fields };
}

/**
 * Builds the Express router of one API from the contract: every operation gets a route
 * that parses and validates, authenticates, calls its handler and wraps the envelope.
 */
/** One route of an API: an operation, its handler and its path split into segments. */
interface Route {
  op: Operation;
  handler: Handler;
  /** Literal segments, or `null` where the path has a `{param}`. */
  segments: (string | null)[];
  params: string[];
  /** Its metric labels, made once (services/cluster/metrics.ts). */
  labels: RouteLabels;
  /** Its required query parameters. */
  required: string[];
  /** Whether only an admin may call it (adminOnly). */
  requiresAdmin: boolean;
}

/** Finds the route of a request: by method, segment count, then literal segments (literals win over params). */
function compileRoutes(api: ApiName, handlers: Handlers, labelsOf: (operationId: string) => RouteLabels): (method: string, path: string) => { route: Route; params: Record<string, string> } | 'method' | undefined {
  const byShape = new Map<string, Route[]>();
  /** `method /path` → the route of that path when it has no parameters (a literal route wins over any with parameters). */
  const literal = new Map<string, Route>();
  for (const op of operationsFor(api)) {
    // An API may serve an operationId differently (e.g. the client API's listServices shows only
    // the caller's services): `client:listServices` overrides `listServices` there.
    const handler = handlers[`${api}:${op.operationId}`] ?? handlers[op.operationId];
    if (!handler) throw new Error(`no REST handler for operation ${op.operationId} of the ${api} API`);
    if (handler.body && handler.body !== op.body) throw new Error(`the REST handler of ${op.operationId} reads another body than the operation's`);
    const parts = op.path.split('/').filter(Boolean);
    const route: Route = {
      op,
      handler,
      segments: parts.map((p) => (p.startsWith('{') ? null : p)),
      params: parts.filter((p) => p.startsWith('{')).map((p) => p.slice(1, -1)),
      labels: labelsOf(op.operationId),
      required: Object.entries(op.query ?? {}).filter(([, p]) => p.required).map(([name]) => name),
      requiresAdmin: adminOnly(api, op),
    };
    const key = String(parts.length);
    byShape.set(key, [...(byShape.get(key) ?? []), route]);
    const exactKey = `${op.method} /${parts.join('/')}`;
    if (!route.params.length && !literal.has(exactKey)) literal.set(exactKey, route);
  }
  for (const routes of byShape.values()) routes.sort((a, b) => a.params.length - b.params.length);
  return (method, path) => {
    // Most requests name a route without parameters exactly as written: one lookup.
    const exact = literal.get(`${method} ${path}`);
    if (exact) return { route: exact, params: {} };
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of byShape.get(String(parts.length)) ?? []) {
      if (!route.segments.every((seg, i) => seg === null || seg === parts[i])) continue;
      pathMatched = true;
      if (route.op.method !== method) continue;
      const params: Record<string, string> = {};
      let n = 0;
      route.segments.forEach((seg, i) => {
        if (seg === null) params[route.params[n++]] = pathParam(parts[i]);
      });
      return { route, params };
    }
    return pathMatched ? 'method' : undefined;
  };
}

/**
 * A path segment, decoded. Ids never hold a NUL character or malformed escapes: such a segment
 * names nothing, so the request is 404 (and never reaches the database).
 */
function pathParam(segment: string): string {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    throw new ApiError('NOT_FOUND');
  }
  if (value.includes('\0')) throw new ApiError('NOT_FOUND');
  return value;
}

/** Bodies from this size on are encoded once (for their length and their write), not twice. */
const ENCODE_ONCE_FROM = 2048;

/** Writes an answer in one go: status, headers and body in a single write. */
export function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  const bytes = typeof body === 'string' && body.length >= ENCODE_ONCE_FROM ? Buffer.from(body) : body;
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(bytes) });
  res.end(bytes);
}

/** Reads a request body as text, up to `limit` bytes (413 beyond). */
function readText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new ApiError('REQUEST_ENTITY_TOO_LARGE'));
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', (err) => reject(new ApiError('COULD_NOT_PARSE_BODY', { cause: { message: err.message } })));
  });
}

const BODY_LIMIT = 1024 * 1024;

/**
 * The handler of one API, built from the contract: every operation is routed by a compiled
 * table (no linear scan of hundreds of routes), authenticated, parsed and validated, handed to
 * its handler and wrapped in the envelope. It runs on plain Node requests: the REST layer needs
 * nothing from a web framework, and the client API's hot paths are cheaper without one.
 */
export function buildApiHandler(api: ApiName, services: Services, handlers: Handlers): ApiHandler {
  const metrics = services.metrics;
  const find = compileRoutes(api, handlers, (operationId) => metrics.routeLabels(api, operationId));
  const unmatched = metrics.routeLabels(api, '(unmatched)');
  const sessionTimeoutMs = services.auth.sessionTimeoutMs;

  return async (req, res, path, query) => {
    const started = performance.now();
    const requestId = newRequestId();
    const note: { requestId: string; operationId?: string; identityId?: string } = { requestId };
    noteRequest(res, note);
    let labels = unmatched;
    try {
      const found = find((req.method ?? 'GET').toLowerCase(), path);
      if (found === 'method') throw new ApiError('METHOD_NOT_ALLOWED');
      if (!found) throw new ApiError('NOT_FOUND');
      const { route, params } = found;
      const op = route.op;
      labels = route.labels;
      note.operationId = op.operationId;
      const requiresAdmin = route.requiresAdmin;
      // Authenticate first, as OpenZiti does: an anonymous caller learns nothing from validation.
      const token = tokenFrom(req);
      if (op.auth === 'session' && !token) throw new UnauthorizedError('missing');
      const init = {
        source: 'rest' as const, requestId, ip: clientIp(req), clientCertificates: () => peerCertificates(req),
        bearerTokens: () => bearerTokensOf(req.headersDistinct.authorization),
      };
      const authenticated = op.auth === 'none' ? services.context(init) : services.authenticatedContext(token, init);
      const ctx = authenticated instanceof Promise ? await authenticated : authenticated;
      if (ctx.actor.kind === 'identity') {
        note.identityId = ctx.actor.identityId;
        sessionExpiryHeaders(res, sessionTimeoutMs);
      }
      // Authorization before validation: a non-admin's body to an admin-only operation is never read.
      if (requiresAdmin && !isFullyAuthenticatedAdmin(ctx.actor)) throw new UnauthorizedError('denied');
      // So is a session still owing its TOTP code, unless the operation admits one (its service decides the rest).
      if (op.auth === 'session' && !op.partialSession && ctx.actor.kind === 'identity' && ctx.actor.mfaPending) throw new UnauthorizedError('denied');
      assertStorableInput(query);
      for (const name of route.required) {
        if (query[name] === undefined || query[name] === '') throw fieldError(name, `query parameter ${name} is required`, undefined);
      }
      const list = listQueryOf(op, query);
      const text = op.body || op.textBody ? await readText(req, op.bodyLimit ?? BODY_LIMIT) : '';
      const { body, fields } = parseBody(op, text, req);
      const result = await route.handler({ ctx, api, params, query, body, fields, list, req, res });
      if ('raw' in result) {
        send(res, result.status ?? 200, result.contentType, result.raw);
      } else {
        send(res, result.status ?? op.success.status, 'application/json', envelope(result.data, result.page));
      }
    } catch (err) {
      sendError(res, err, requestId);
    }
    metrics.observeRest(labels, res.statusCode, (performance.now() - started) / 1000);
  };
}

/** `{"data":…,"meta":…}`: the meta of a response that is not a page is the same every time. */
function envelope(data: unknown, page: Page<unknown> | undefined): string {
  if (page || data === undefined) return JSON.stringify({ data, meta: page ? listMeta(page) : baseMeta() });
  return `{"data":${JSON.stringify(data)},"meta":${BASE_META_JSON}}`;
}
const BASE_META_JSON = JSON.stringify(baseMeta());

/**
 * OpenZiti's headers on responses to a request made with an API session: its remaining
 * lifetime and expiry. Authenticating the request just renewed the session's idle timeout, so
 * both follow from the timeout without reading the session again.
 */
function sessionExpiryHeaders(res: ServerResponse, timeoutMs: number): void {
  const tenth = Math.floor(Date.now() / 100);
  if (tenth !== expiry.tenth || timeoutMs !== expiry.timeoutMs) {
    // Formatted at most ten times a second (hot path): the expiry is told from the start of the
    // tenth of a second the request came in, so never later than it is.
    expiry = { tenth, timeoutMs, seconds: String(Math.floor(timeoutMs / 1000)), at: new Date(tenth * 100 + timeoutMs).toISOString() };
  }
  res.setHeader('expiration-seconds', expiry.seconds);
  res.setHeader('expires-at', expiry.at);
}
let expiry = { tenth: -1, timeoutMs: -1, seconds: '', at: '' };

/** The header OpenZiti sends on every response. */
export function commonHeaders(res: ServerResponse): void {
  res.setHeader('server', `ziti-controller/${CONTROLLER_VERSION}`);
}
