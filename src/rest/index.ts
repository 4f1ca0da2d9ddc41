import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Services } from '../services';
import { API_BASE_PATHS, type ApiName } from './contract/operations';
import { buildApiHandler, commonHeaders, send, type ApiHandler, type Handlers } from './router';
import { sendError } from './errors';
import { ApiError, fieldError } from '../services/core/errors';
import { newRequestId } from '../services/core/context';
import { informationalHandlers } from './routes/informational.routes';
import { identityHandlers } from './routes/identity.routes';
import { catalogHandlers } from './routes/catalog.routes';
import { policyHandlers } from './routes/policy.routes';
import { accessHandlers } from './routes/access.routes';
import { estCaCerts, trustHandlers } from './routes/trust.routes';
import { authHandlers } from './routes/auth.routes';
import { transferHandlers } from './routes/transfer.routes';
import { clusterHandlers, metricsEndpoint } from './routes/cluster.routes';
import { databaseHandlers } from './routes/database.routes';
import { fabricHandlers } from './routes/fabric.routes';

/** Every REST handler, keyed by operationId; the router checks each contract operation has one. */
export function allHandlers(services: Services): Handlers {
  return {
    ...informationalHandlers(services),
    ...identityHandlers(services),
    ...catalogHandlers(services),
    ...policyHandlers(services),
    ...accessHandlers(services),
    ...trustHandlers(services),
    ...authHandlers(services),
    ...clusterHandlers(services),
    ...transferHandlers(services),
    ...databaseHandlers(services),
    ...fabricHandlers(services),
  };
}

/**
 * The REST layer as one request handler: the Edge Client and Management APIs (and OpenZiti's
 * root aliases), the fabric management API, and the error envelope for every unknown path.
 * Returns false only for `/graphql` (the caller hands it on).
 */
export function createRestHandler(services: Services): (req: IncomingMessage, res: ServerResponse) => boolean {
  const handlers = allHandlers(services);
  const apis = Object.fromEntries(
    (Object.keys(API_BASE_PATHS) as ApiName[]).map((api) => [api, buildApiHandler(api, services, handlers)]),
  ) as Record<ApiName, ApiHandler>;
  const mounts: [string, ApiHandler][] = [
    [API_BASE_PATHS.client, apis.client],
    [API_BASE_PATHS.management, apis.management],
    [API_BASE_PATHS.fabric, apis.fabric],
    ['/edge/v1', apis.client], // legacy alias of the client API
  ];
  const metrics = metricsEndpoint(services);
  const version = () => JSON.stringify({ data: services.info.version(), meta: { apiVersion: '0.0.1', apiEnrollmentVersion: '0.0.1' } });

  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    for (const [base, handle] of mounts) {
      if (path === base || path.startsWith(`${base}/`)) {
        commonHeaders(res);
        const query = q === -1 ? {} : parseQuery(url.slice(q + 1));
        if (!query) sendError(res, fieldError('(query)', `at most ${MAX_QUERY_PARAMS} query parameters are accepted`, undefined), newRequestId());
        else void handle(req, res, path.slice(base.length) || '/', query);
        return true;
      }
    }
    // Load balancers: /health (the process serves) and /ready (with a reachable database and
    // change notifications flowing); not OpenZiti operations, so outside the API envelope rules.
    if ((req.method === 'GET' || req.method === 'HEAD') && (path === '/health' || path === '/ready')) {
      commonHeaders(res);
      if (path === '/health') send(res, 200, 'application/json', JSON.stringify({ data: { status: 'alive' }, meta: {} }));
      else void services.info.readiness().then((r) => send(res, r.ready ? 200 : 503, 'application/json', JSON.stringify({ data: r, meta: {} })));
      return true;
    }
    // Prometheus scrapes (README, "Observability"); not an OpenZiti operation.
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') {
      commonHeaders(res);
      metrics(req, res);
      return true;
    }
    // `/` and `/version` are also answered at the server root.
    if (req.method === 'GET' && (path === '/' || path === '/version')) {
      commonHeaders(res);
      send(res, 200, 'application/json', version());
      return true;
    }
    // EST clients look for the CA bundle at the server root (RFC 7030), as OpenZiti also serves it.
    if (req.method === 'GET' && path === '/.well-known/est/cacerts') {
      commonHeaders(res);
      const { raw, contentType } = estCaCerts(services, res);
      send(res, 200, contentType, raw);
      return true;
    }
    // GraphQL is Express's; every other path is answered here, with the error envelope.
    if (path === '/graphql') return false;
    commonHeaders(res);
    sendError(res, new ApiError('NOT_FOUND'), newRequestId());
    return true;
  };
}

/** More query parameters than any operation takes are refused rather than silently cut. */
const MAX_QUERY_PARAMS = 1_000;

/**
 * Express's "simple" query parser, which OpenZiti clients were written against: repeated keys
 * become arrays. Undefined when there are more than MAX_QUERY_PARAMS parameters.
 */
function parseQuery(text: string): Record<string, unknown> | undefined {
  const parsed = querystring.parse(text, '&', '=', { maxKeys: 0 });
  const count = Object.values(parsed).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
  return count > MAX_QUERY_PARAMS ? undefined : { ...parsed };
}
