import type { DetailedPeerCertificate, TLSSocket } from 'node:tls';
import express, { type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Services } from '../services';
import type { RequestCtx } from '../services/core/context';
import { ApiError, InvalidPaginationError, RateLimitedError, UnauthorizedError, fieldError } from '../services/core/errors';
import type { ListQuery, Page } from '../services/core/list/list-query';
import { newRequestId } from '../services/core/context';
import { CONTROLLER_VERSION } from '../services/info.service';
import { operationsFor, type ApiName, type Operation } from './contract/operations';
import { baseMeta, listMeta } from './envelope';
import { sendError } from './errors';
import { stringParam } from './query-params';
import { validateBody } from './validate';

/** What a handler receives: the parsed, validated request and its service context. */
export interface RestCall {
  ctx: RequestCtx;
  api: ApiName;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Parsed JSON body (validated against the contract), or the raw text for `textBody` operations. */
  body: any;
  /** Top-level keys present in the JSON body: the field mask of a PATCH. */
  fields: string[];
  list: ListQuery;
  req: Request;
  res: Response;
}

export type RestResult =
  | { status?: number; data: unknown; page?: Page<unknown> }
  | { status?: number; raw: string; contentType: string };

export type Handler = (call: RestCall) => Promise<RestResult>;
export type Handlers = Record<string, Handler>;

export interface RouterOptions {
  authRateLimitPerMinute: number;
}

/**
 * The client certificate chain of a TLS request (PEM, leaf first), as the client sent it. The
 * services decide whether it is trusted; the TLS layer accepted it without checking.
 */
export function peerCertificates(req: Request): string[] | undefined {
  const socket = req.socket as TLSSocket;
  if (typeof socket.getPeerCertificate !== 'function') return undefined;
  const chain: string[] = [];
  let cert = socket.getPeerCertificate(true) as DetailedPeerCertificate | undefined;
  while (cert?.raw && chain.length < 10) {
    const pem = `-----BEGIN CERTIFICATE-----\n${cert.raw.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
    if (chain.includes(pem)) break; // a self-signed certificate is its own issuer
    chain.push(pem);
    cert = cert.issuerCertificate;
  }
  return chain.length ? chain : undefined;
}

/** Reads the API session token: `zt-session` header, else `Authorization: Bearer`. */
export function tokenFrom(req: Request): string | undefined {
  const zt = req.get('zt-session');
  if (zt) return zt.trim();
  const authz = req.get('authorization');
  const m = authz ? /^Bearer\s+(.+)$/i.exec(authz) : null;
  return m ? m[1].trim() : undefined;
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

function parseBody(op: Operation, req: Request): { body: unknown; fields: string[] } {
  const text = typeof req.body === 'string' ? req.body : '';
  if (!op.body) return { body: text, fields: [] };
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
  validateBody(op.body, body);
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
}

/** Finds the route of a request: by method, segment count, then literal segments (literals win over params). */
function compileRoutes(api: ApiName, handlers: Handlers): (method: string, path: string) => { route: Route; params: Record<string, string> } | 'method' | undefined {
  const byShape = new Map<string, Route[]>();
  for (const op of operationsFor(api)) {
    // An API may serve an operationId differently (e.g. the client API's listServices shows only
    // the caller's services): `client:listServices` overrides `listServices` there.
    const handler = handlers[`${api}:${op.operationId}`] ?? handlers[op.operationId];
    if (!handler) throw new Error(`no REST handler for operation ${op.operationId} of the ${api} API`);
    const parts = op.path.split('/').filter(Boolean);
    const route: Route = {
      op,
      handler,
      segments: parts.map((p) => (p.startsWith('{') ? null : p)),
      params: parts.filter((p) => p.startsWith('{')).map((p) => p.slice(1, -1)),
    };
    const key = String(parts.length);
    byShape.set(key, [...(byShape.get(key) ?? []), route]);
  }
  for (const routes of byShape.values()) routes.sort((a, b) => a.params.length - b.params.length);
  return (method, path) => {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of byShape.get(String(parts.length)) ?? []) {
      if (!route.segments.every((seg, i) => seg === null || seg === parts[i])) continue;
      pathMatched = true;
      if (route.op.method !== method) continue;
      const params: Record<string, string> = {};
      let n = 0;
      route.segments.forEach((seg, i) => {
        if (seg === null) params[route.params[n++]] = decodeURIComponent(parts[i]);
      });
      return { route, params };
    }
    return pathMatched ? 'method' : undefined;
  };
}

/** Writes an enveloped JSON answer in one go (a single write: cheaper than res.json's path). */
function sendJson(res: Response, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Builds the Express middleware of one API from the contract: every operation is routed by a
 * compiled table (no linear scan of hundreds of routes), parsed and validated, authenticated,
 * handed to its handler and wrapped in the envelope.
 */
export function buildApiRouter(api: ApiName, services: Services, handlers: Handlers, opts: RouterOptions): Router {
  const router = express.Router();
  const readText = express.text({ type: () => true, limit: '1mb' });
  const authLimiter = rateLimit({
    windowMs: 60_000,
    limit: opts.authRateLimitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => sendError(res, new RateLimitedError(), (res.locals.requestId as string) ?? newRequestId()),
  });
  const find = compileRoutes(api, handlers);
  const run = (mw: express.RequestHandler, req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => mw(req, res, (err?: unknown) => (err ? reject(err) : resolve())));

  router.use(async (req: Request, res: Response) => {
    const requestId = (res.locals.requestId as string) ?? newRequestId();
    try {
      const found = find(req.method.toLowerCase(), req.path);
      if (found === 'method') throw new ApiError('METHOD_NOT_ALLOWED');
      if (!found) throw new ApiError('NOT_FOUND');
      const { route, params } = found;
      const op = route.op;
      if (op.operationId === 'authenticate') {
        await run(authLimiter, req, res);
        if (res.headersSent) return;
      }
      // Authenticate first, as OpenZiti does: an anonymous caller learns nothing from validation.
      const token = tokenFrom(req);
      if (op.auth === 'session' && !token) throw new UnauthorizedError('missing');
      const init = { source: 'rest' as const, requestId, ip: req.ip, clientCertificates: peerCertificates(req) };
      const ctx = op.auth === 'none' ? services.context(init) : await services.authenticatedContext(token, init);
      const query = req.query as Record<string, unknown>;
      for (const [name, p] of Object.entries(op.query ?? {})) {
        if (p.required && (query[name] === undefined || query[name] === '')) throw fieldError(name, `query parameter ${name} is required`, undefined);
      }
      const list = listQueryOf(op, query);
      if (op.body || op.textBody) {
        await run(readText, req, res).catch((err: { status?: number; message?: string }) => {
          if (err.status === 413) throw new ApiError('REQUEST_ENTITY_TOO_LARGE');
          throw new ApiError('COULD_NOT_PARSE_BODY', { cause: { message: err.message ?? 'unreadable body' } });
        });
      }
      const { body, fields } = parseBody(op, req);
      const result = await route.handler({ ctx, api, params, query, body, fields, list, req, res });
      if ('raw' in result) {
        res.status(result.status ?? 200).type(result.contentType).send(result.raw);
      } else {
        sendJson(res, result.status ?? op.success.status, { data: result.data, meta: result.page ? listMeta(result.page) : baseMeta() });
      }
    } catch (err) {
      sendError(res, err, requestId);
    }
  });
  return router;
}

/** Headers OpenZiti sends on every response, and a request id for the error envelope. */
export function commonHeaders(req: Request, res: Response, next: () => void): void {
  res.locals.requestId = newRequestId();
  res.setHeader('server', `ziti-controller/${CONTROLLER_VERSION}`);
  next();
}
