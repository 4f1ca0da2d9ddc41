import 'reflect-metadata';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from './config';
import { closeDatabase, openDatabase, type Database } from './db/orm';
import { Services } from './services';
import { PkiService } from './services/pki.service';
import { PolicyEngine } from './services/policy/policy-engine';
import { EventBus } from './services/core/events/event-bus';
import { createRestHandler } from './rest';
import { buildGraphqlSchema } from './resolvers/schema';
import { createGqlContext, tokenFromHeaders, type GqlContext } from './resolvers/context';
import { formatError, toGraphQLError } from './resolvers/format-error';
import { UnauthorizedError } from './services/core/errors';
import { nulGuardOnSubscribe, nulGuardPlugin } from './resolvers/nul-guard';
import type { BootstrapResult } from './services/bootstrap.service';

export interface App {
  server: http.Server | https.Server;
  services: Services;
  db: Database;
  bus: EventBus;
  bootstrap: BootstrapResult;
  /** Base URL the server listens on, e.g. https://127.0.0.1:1280 (http:// with TLS=false) */
  url: string;
  close(): Promise<void>;
}

/**
 * The composition root: database → event bus → services → REST and GraphQL on one HTTP server.
 */
export async function startApp(config: Config): Promise<App> {
  const db = await openDatabase(config);
  const bus = new EventBus();
  let services: Services;
  let bootstrap: BootstrapResult;
  try {
    await bus.listen(db.connection);
    const pki = new PkiService({ orm: db.orm, config });
    await pki.init();
    services = new Services({ orm: db.orm, config, bus, engine: new PolicyEngine(), pki });
    bootstrap = await services.bootstrap.ensureDefaultAdmin();
  } catch (err) {
    // A start that fails (e.g. a wrong PKI_KEY_PASSPHRASE) leaves no connection behind.
    await bus.close().catch(() => undefined);
    await closeDatabase(db).catch(() => undefined);
    throw err;
  }
  services.auth.startReaper();

  const app = express();
  app.disable('x-powered-by');
  // ETags would hash every response body; API clients poll with their own change signals.
  app.set('etag', false);
  app.set('trust proxy', false);
  // HTTPS asks for (never requires) a client certificate: certificate login and enrollment by
  // certificate read it, everything else ignores it. Chains are checked by the services, which
  // also trust third-party CAs, so the TLS layer accepts any certificate it is given.
  // REST is served without Express (its own compiled route table); Express hosts GraphQL.
  const rest = createRestHandler(services, config);
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!rest(req, res)) app(req, res);
  };
  const server = config.tls
    ? https.createServer({ ...services.pki.tls(), requestCert: true, rejectUnauthorized: false }, handle)
    : http.createServer(handle);

  const schema = await buildGraphqlSchema(bus);
  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      context: (wsCtx) => createGqlContext(services, tokenFromHeaders(wsCtx.connectionParams), 'ws'),
      // Errors over WebSocket get the same rendering (extensions.code) as over HTTP.
      onSubscribe: async (ctx, _id, payload) => {
        const guarded = nulGuardOnSubscribe(payload);
        if (guarded) return guarded;
        // A session that can not be looked up (the database is unavailable) is answered as an
        // error of this operation, with its code. Thrown from `context` below, graphql-ws would
        // take it for a bug: it logs an internal error and closes the whole socket (4500). The
        // lookup here leaves the session cached for `context` (else it reads it once more).
        try {
          await services.authenticatedContext(tokenFromHeaders(ctx.connectionParams), { source: 'ws' });
        } catch (err) {
          if (!(err instanceof UnauthorizedError)) return [toGraphQLError(err)];
        }
        return undefined;
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : result,
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
    },
    wsServer,
  );
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError,
    introspection: true,
    // The process's signal handling is main.ts's: it stops everything in order (database last).
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      nulGuardPlugin,
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => createGqlContext(services, tokenFromHeaders(req.headers), 'graphql', req.ip) }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const url = `${config.tls ? 'https' : 'http'}://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${addr.port}`;
  // With PORT=0 (tests) the advertised address learns the port the system picked.
  if (config.advertisedAddress.endsWith(':0')) config.advertisedAddress = `${config.advertisedAddress.slice(0, -2)}:${addr.port}`;

  let closed = false;
  return {
    server,
    services,
    db,
    bus,
    bootstrap,
    url,
    async close() {
      if (closed) return;
      closed = true;
      services.auth.stopReaper();
      await apollo.stop();
      wsServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await closeDatabase(db);
    },
  };
}
