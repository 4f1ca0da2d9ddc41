import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import cors from 'cors';
import type { HttpConfig } from './config';
import { ApiError, type ErrorCode } from './services/core/errors';
import { newRequestId } from './services/core/context';
import { errorBody } from './rest/errors';

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
 * connections closed (also those that never send a byte), bounded header size, and the JSON error
 * envelope for requests Node's parser refuses.
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
  server.on('connection', (socket: Socket) => closeIfSilent(socket, config.idleTimeoutMs));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket));
  return server;
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
