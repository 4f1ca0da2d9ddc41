import 'reflect-metadata';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from './config';
import { StartupError } from './db/startup-error';
import { DB_POOL_MAX, closeDatabase, openDatabase, type Database } from './db/orm';
import { connectionCapFromFileLimit } from './connection-budget';
import { Services } from './services';
import { PkiService } from './services/pki.service';
import { PolicyEngine } from './services/policy/policy-engine';
import { EventBus } from './services/core/events/event-bus';
import { createRestHandler } from './rest';
import { createHttpServer } from './http-server';
import { buildGraphqlSchema } from './resolvers/schema';
import type { GqlContext } from './resolvers/context';
import { errorLoggingPlugin, formatError } from './resolvers/format-error';
import { inputGuardPlugin } from './resolvers/input-guard';
import { LIMIT_VALIDATION_RULES, PARSE_OPTIONS, queryLimitsPlugin } from './resolvers/query-limits';
import { WEBSOCKET_LIMITS, graphqlWsServerOptions, webSocketAddressGate } from './resolvers/subscription-server';
import { graphqlHttpHandlers } from './resolvers/http-endpoint';
import type { BootstrapResult } from './services/bootstrap.service';
import { Metrics } from './services/cluster/metrics';
import { metricSources } from './services/cluster/metric-sources';
import { AccessLog } from './services/cluster/access-log';
import { controllerIdOf } from './services/cluster/controller-identity';
import { metricsPlugin } from './resolvers/metrics-plugin';
import { ControlPlane } from './ctrl/control-plane';
import { API_ALPN_WITH_CTRL, ctrlConnectionOf, listenDedicated, shareApiPort } from './ctrl/listener';
import { listenRelay, relayTo } from './workers/ctrl-relay';
import { localSlots, workerSlots } from './workers/shared-slots';

export interface App {
  server: http.Server | https.Server;
  services: Services;
  db: Database;
  bus: EventBus;
  bootstrap: BootstrapResult;
  /** Base URL the server listens on, e.g. https://127.0.0.1:1280 (http:// with TLS=false) */
  url: string;
  /** The control plane routers connect to (absent with CTRL_PORT=off). */
  controlPlane?: ControlPlane;
  /** What routers are told to dial (`tls:host:port`), when the control plane runs. */
  ctrlAddress?: string;
  close(): Promise<void>;
}

/**
 * The composition root: database → event bus → services → REST and GraphQL on one HTTP server.
 */
export async function startApp(config: Config): Promise<App> {
  const db = await openDatabase(config);
  const bus = new EventBus();
  let services: Services;
  try {
    await bus.listen(db.connection);
    const pki = new PkiService({ orm: db.orm, config });
    await pki.init();
    services = new Services({ orm: db.orm, config, bus, engine: new PolicyEngine(), pki, metrics: new Metrics() });
  } catch (err) {
    // A start that fails (e.g. a wrong PKI_KEY_PASSPHRASE) leaves no connection behind.
    await bus.close().catch(() => undefined);
    await closeDatabase(db).catch(() => undefined);
    throw err;
  }
  services.auth.startReaper();
  services.sessionSweeper.start();
  services.metrics.setSources(metricSources(services));
  const accessLog = config.accessLog ? new AccessLog() : undefined;

  const app = express();
  app.disable('x-powered-by');
  // ETags would hash every response body; API clients poll with their own change signals.
  app.set('etag', false);
  app.set('trust proxy', false);
  // HTTPS asks for (never requires) a client certificate: certificate login and enrollment by
  // certificate read it, everything else ignores it. Chains are checked by the services, which
  // also trust third-party CAs, so the TLS layer accepts any certificate it is given.
  // REST is served without Express (its own compiled route table); Express hosts GraphQL.
  const rest = createRestHandler(services);
  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    accessLog?.attach(req, res);
    if (!rest(req, res)) app(req, res);
  };
  // The default admin is created only once the port is bound (below): a request that arrives
  // in between waits the few milliseconds until start-up is done, so a first login can not miss it.
  let startUpDone!: () => void;
  let startingUp: Promise<void> | undefined = new Promise<void>((resolve) => (startUpDone = resolve));
  const maxConnections = config.http.maxConnections ?? connectionCapFromFileLimit(DB_POOL_MAX)?.cap;
  const ctrlOnApiPort = config.tls && config.ctrl.listen.kind === 'api';
  const server = createHttpServer(
    { ...config.http, maxConnections },
    config.tls ? { ...services.pki.tls(), requestCert: true, rejectUnauthorized: false, ...(ctrlOnApiPort ? { ALPNProtocols: API_ALPN_WITH_CTRL } : {}) } : undefined,
    (req, res) => {
      if (startingUp) void startingUp.then(() => serve(req, res));
      else serve(req, res);
    },
  );
  // With several workers only worker 1 runs the control plane; the others relay routers to it.
  const runsControlPlane = !config.worker || config.worker.index === 1;
  // Routers share the API port (ALPN ziti-ctrl); until the control plane runs they are turned away and redial.
  let controlPlane: ControlPlane | undefined;
  if (ctrlOnApiPort) {
    shareApiPort(server as https.Server, runsControlPlane
      ? (socket) => (controlPlane ? controlPlane.accept(ctrlConnectionOf(socket)) : socket.destroy())
      : relayTo(config.worker!.ctrlRelayPath));
  }
  let ctrlServer: import('node:tls').Server | undefined;
  let relayServer: import('node:net').Server | undefined;
  let ctrlAddress: string | undefined;

  const schema = await buildGraphqlSchema(bus);
  // A message over maxPayload closes its connection (1009) before it is buffered; others go on.
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: WEBSOCKET_LIMITS.maxMessageBytes,
    verifyClient: webSocketAddressGate(config.graphqlWs.maxPerAddress, config.worker ? workerSlots() : localSlots()),
  });
  const wsCleanup = useServer<Record<string, unknown>>(graphqlWsServerOptions(schema, services), wsServer);
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError,
    // Never a stack trace in a response, whatever NODE_ENV says (Apollo adds them outside production).
    includeStacktraceInErrorResponses: false,
    // For sessions; anonymous callers are refused by queryLimitsPlugin (see README, GraphQL).
    introspection: true,
    parseOptions: PARSE_OPTIONS,
    validationRules: [...LIMIT_VALIDATION_RULES],
    // The process's signal handling is main.ts's: it stops everything in order (database last).
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      inputGuardPlugin,
      queryLimitsPlugin(schema),
      errorLoggingPlugin,
      metricsPlugin(services.metrics),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();
  app.use('/graphql', ...graphqlHttpHandlers(apollo, services));

  let url: string;
  let bootstrap: BootstrapResult;
  try {
    const addr = await listen(server, config);
    const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    url = `${config.tls ? 'https' : 'http'}://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${addr.port}`;
    // With PORT=0 (tests) the advertised address learns the port the system picked.
    if (config.advertisedAddress.endsWith(':0')) config.advertisedAddress = `${config.advertisedAddress.slice(0, -2)}:${addr.port}`;
    const controllerId = controllerIdOf(config, addr.port);
    let ctrlPort: number | undefined;
    if (config.ctrl.listen.kind === 'port' && runsControlPlane) {
      const dedicated = await listenDedicated(services.pki.tls(), config.host, config.ctrl.listen.port, config.ctrl.handshakeTimeoutMs, (socket) =>
        controlPlane ? controlPlane.accept(ctrlConnectionOf(socket)) : socket.destroy(),
      ).catch((err: NodeJS.ErrnoException) => {
        throw new StartupError(`${config.host}:${config.ctrl.listen.kind === 'port' ? config.ctrl.listen.port : ''} can not be used for the control channel (${err.code ?? err.message}) (CTRL_PORT)`, 'LISTEN_FAILED');
      });
      ctrlServer = dedicated.server;
      ctrlPort = dedicated.port;
    } else if (ctrlOnApiPort && runsControlPlane) {
      ctrlPort = addr.port;
      if (config.worker) relayServer = await listenRelay(config.worker.ctrlRelayPath, (connection) => (controlPlane ? controlPlane.accept(connection) : connection.socket.destroy()));
    }
    if (ctrlPort !== undefined) ctrlAddress = config.ctrl.advertisedAddress ?? `tls:${hostOfAddress(config.advertisedAddress)}:${ctrlPort}`;
    // Listed in GET /controllers from now on (and marked offline first thing on close).
    const name = config.cluster.controllerName ?? config.advertisedAddress;
    await services.controllers.start({ id: controllerId, name: config.worker && config.worker.index > 1 ? `${name} (worker ${config.worker.index})` : name, ctrlAddress });
    if (ctrlAddress) {
      controlPlane = new ControlPlane(services, config.ctrl, controllerId);
      await controlPlane.start();
    }
    // Only once the server listens: a start that fails before (a port in use or invalid) must
    // not create an admin whose generated password would then never be shown.
    bootstrap = await services.bootstrap.ensureDefaultAdmin();
    startingUp = undefined;
    startUpDone();
  } catch (err) {
    await controlPlane?.stop().catch(() => undefined);
    ctrlServer?.close();
    relayServer?.close();
    await services.controllers.stop().catch(() => undefined);
    services.auth.stopReaper();
    await services.sessionSweeper.stop();
    await apollo.stop().catch(() => undefined);
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close().catch(() => undefined);
    await closeDatabase(db).catch(() => undefined);
    throw err;
  }

  let closed = false;
  return {
    server,
    services,
    db,
    bus,
    bootstrap,
    url,
    controlPlane,
    ctrlAddress,
    async close() {
      if (closed) return;
      closed = true;
      // Routers first: they see the instance go and keep their other controllers.
      await controlPlane?.stop();
      ctrlServer?.close();
      relayServer?.close();
      await services.controllers.stop();
      services.auth.stopReaper();
      await services.sessionSweeper.stop();
      await apollo.stop();
      wsServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A running integrity check ends (as stopped) while the database is still there.
      await services.integrity.stop();
      await bus.close();
      await closeDatabase(db);
      accessLog?.flush();
    },
  };
}

/** The host of `host:port` (brackets of an IPv6 literal kept). */
function hostOfAddress(address: string): string {
  const i = address.lastIndexOf(':');
  return i > 0 && !address.endsWith(']') ? address.slice(0, i) : address;
}

/** Binds the server; a port that can not be bound (in use, not allowed, invalid) is a StartupError. */
async function listen(server: http.Server | https.Server, config: Config): Promise<AddressInfo> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'is in use' : code === 'EACCES' ? 'is not allowed for this user' : code === 'ERR_SOCKET_BAD_PORT' ? 'is not a valid port' : `can not be used (${code ?? String(err)})`;
    throw new StartupError(`${config.host}:${config.port} ${why} (PORT, HOST)`, 'LISTEN_FAILED');
  }
  return server.address() as AddressInfo;
}
