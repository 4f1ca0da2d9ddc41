import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import cors from 'cors';
import type { HttpConfig } from './config';
import { ApiError, type ErrorCode } from './services/core/errors';
import { newRequestId } from './services/core/context';
import { errorBody } from './rest/errors';
import { logger } from './services/core/logger';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Cross-origin access for browser consoles served from their own origin (OpenZiti's admin
 * console, BrowZer): any origin may call, with the session in the `zt-session` or
 * `Authorization` header. Tokens never travel in cookies, so no credentials are allowed and
 * `*` gives nothing away.
 */
const corsMiddleware = cors({
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  // Unset: the headers a preflight asks for are allowed (zt-session, authorization, content-type, ...).
  exposedHeaders: ['zt-session', 'retry-after', 'www-authenticate', 'content-type'],
  maxAge: 600,
});

/**
 * The HTTP(S) server of the APIs, set up for an API server facing the internet: CORS on every
 * path (preflights answered here), bounded time to send headers and a whole request, idle
 * connections closed (also those that never send a byte), bounded header size, bounded
 * connections at once, and the JSON error envelope for requests Node's parser refuses.
 */
export function createHttpServer(config: HttpConfig, tls: https.ServerOptions | undefined, handle: RequestHandler): http.Server | https.Server {
  // Browsers send Origin with every cross-origin request (and preflight); SDKs, routers and the
  // CLI never do, and CORS headers mean nothing to them, so their requests skip the middleware.
  const withCors: RequestHandler = (req, res) => (req.headers.origin === undefined ? handle(req, res) : corsMiddleware(req, res, () => handle(req, res)));
  const options: http.ServerOptions = {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    maxHeaderSize: config.maxHeaderBytes,
    // How often Node checks those timeouts (default 30 s: a 10 s limit would hold for up to 40 s).
    connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
  };
  const server = tls
    ? https.createServer({ ...options, ...tls, handshakeTimeout: config.idleTimeoutMs }, withCors)
    : http.createServer(options, withCors);
  if (config.maxConnections !== undefined) refuseBeyond(server, config.maxConnections);
  server.on('connection', (socket: Socket) => closeIfSilent(socket, config.idleTimeoutMs));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket));
  return server;
}

/**
 * At most `max` connections at once (WebSockets included, until they close): Node closes those
 * beyond at once, so that clients holding connections can not take the descriptors the database
 * pool needs (EMFILE). Logged at most once a minute.
 */
function refuseBeyond(server: http.Server, max: number): void {
  server.maxConnections = max;
  let loggedAt = 0;
  server.on('drop', () => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    logger.warn({ maxConnections: max }, 'new connections are being closed: the most the controller accepts at once are open (HTTP_MAX_CONNECTIONS)');
  });
}

/**
 * A connection that has sent nothing after `ms` is closed (Node times out headers only once a
 * request has begun, so a client holding sockets open without a byte would exhaust descriptors).
 */
function closeIfSilent(socket: Socket, ms: number): void {
  // bytesRead, not a 'data' listener: a listener would take the socket off the HTTP parser's
  // direct read path and cost about a fifth of the request rate.
  const timer = setTimeout(() => {
    if (socket.bytesRead === 0) socket.destroy();
  }, ms);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Requests Node's parser refuses, answered with the error envelope where the socket still takes one. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW' ? 'REQUEST_HEADER_FIELDS_TOO_LARGE' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'COULD_NOT_PARSE_REQUEST';
  const apiError = new ApiError(code);
  const body = errorBody(apiError, newRequestId());
  socket.end(
    `HTTP/1.1 ${apiError.status} ${http.STATUS_CODES[apiError.status]}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\naccess-control-allow-origin: *\r\nconnection: close\r\n\r\n${body}`,
  );
}
