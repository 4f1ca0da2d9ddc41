import express, { type Express } from 'express';
import type { Services } from '../services';
import type { Config } from '../config';
import { API_BASE_PATHS, type ApiName } from './contract/operations';
import { buildApiRouter, commonHeaders, type Handlers } from './router';
import { informationalHandlers } from './routes/informational.routes';
import { sessionHandlers } from './routes/session.routes';
import { identityHandlers } from './routes/identities.routes';
import { catalogHandlers } from './routes/catalog.routes';
import { policiesHandlers } from './routes/policies.routes';
import { accessHandlers } from './routes/access.routes';
import { enrollmentHandlers, estCaCerts } from './routes/enrollment.routes';
import { caHandlers } from './routes/cas.routes';
import { certificateHandlers } from './routes/certificates.routes';
import { routerEnrollmentHandlers } from './routes/router-enrollment.routes';

/** Every REST handler, keyed by operationId; the router checks each contract operation has one. */
export function allHandlers(services: Services): Handlers {
  return {
    ...informationalHandlers(services),
    ...sessionHandlers(services),
    ...identityHandlers(services),
    ...catalogHandlers(services),
    ...policiesHandlers(services),
    ...accessHandlers(services),
    ...enrollmentHandlers(services),
    ...caHandlers(services),
    ...certificateHandlers(services),
    ...routerEnrollmentHandlers(services),
  };
}

/** Mounts the Edge Client and Management APIs (and OpenZiti's root aliases) on an Express app. */
export function mountRest(app: Express, services: Services, config: Config): void {
  app.use(commonHeaders);
  const handlers = allHandlers(services);
  const opts = { authRateLimitPerMinute: config.authRateLimitPerMinute };
  const routers = Object.fromEntries(
    (Object.keys(API_BASE_PATHS) as ApiName[]).map((api) => [api, buildApiRouter(api, services, handlers, opts)]),
  ) as Record<ApiName, express.Router>;
  app.use(API_BASE_PATHS.client, routers.client);
  app.use(API_BASE_PATHS.management, routers.management);
  app.use('/edge/v1', routers.client); // legacy alias of the client API
  // `/` and `/version` are also answered at the server root.
  const version = (_req: express.Request, res: express.Response) =>
    res.json({ data: services.info.version(), meta: { apiVersion: '0.0.1', apiEnrollmentVersion: '0.0.1' } });
  app.get('/', version);
  app.get('/version', version);
  // EST clients look for the CA bundle at the server root (RFC 7030), as OpenZiti also serves it.
  app.get('/.well-known/est/cacerts', (_req, res) => {
    const { raw, contentType } = estCaCerts(services, res);
    res.type(contentType).send(raw);
  });
}
