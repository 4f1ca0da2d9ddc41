import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { logger } from '../core/logger';

/**
 * The access log: one structured line per HTTP request, written when its response is done.
 * Only what identifies the request: method, path and its harmless query parameters, status,
 * duration, operation, request id, identity, peer address and response size. Never headers or
 * bodies, and never the value of a query parameter that is not known to be harmless (an
 * enrollment's `?token=`, a JWT, anything a client invents).
 */

/** What the edges learn about a request while serving it (set by the REST router). */
export interface RequestNote {
  requestId?: string;
  operationId?: string;
  identityId?: string;
}

const NOTE = Symbol('access-log-note');
type Noted = ServerResponse & { [NOTE]?: RequestNote };

/** Attaches what the access log should say about this request. */
export function noteRequest(res: ServerResponse, note: RequestNote): void {
  (res as Noted)[NOTE] = note;
}

/** Query parameters whose values are logged; every other one is logged by name only. */
const HARMLESS_QUERY = new Set(['limit', 'offset', 'sort', 'filter', 'method', 'roleFilter', 'roleSemantic', 'configTypes', 'id']);
/** A filter naming a token field (an admin's API session search) is not logged either. */
const SECRET_IN_FILTER = /token|secret|password|jwt/i;
const MAX_PATH = 2_048;

/** The request target as logged: the path, and the query with values kept only where harmless. */
export function loggableTarget(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (q === -1) return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
  const parts: string[] = [];
  for (const pair of url.slice(q + 1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = eq === -1 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      name = rawName;
      value = '';
    }
    const keep = HARMLESS_QUERY.has(name) && !(name === 'filter' && SECRET_IN_FILTER.test(value));
    parts.push(eq === -1 ? rawName : `${rawName}=${keep ? pair.slice(eq + 1) : '[redacted]'}`);
  }
  const target = parts.length ? `${path}?${parts.join('&')}` : path;
  return target.length > MAX_PATH ? `${target.slice(0, MAX_PATH)}…` : target;
}

export class AccessLog {
  /** Undefined when the process logger's level leaves info lines out (e.g. silent under NODE_ENV=test). */
  private readonly log?: Logger;
  private readonly destination?: ReturnType<typeof pino.destination>;

  /**
   * Lines go to `destination`, or to stdout through an asynchronous writer (buffered, written
   * off the request path), at the level of the process logger.
   */
  constructor(destination?: DestinationStream) {
    if (!logger.isLevelEnabled('info')) return;
    if (!destination) this.destination = pino.destination({ dest: 1, sync: false });
    this.log = pino({ level: logger.level, base: undefined }, destination ?? this.destination!);
  }

  /** Called once per request, as it arrives: the line is written when the response is done. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    if (!this.log) return;
    const started = performance.now();
    res.once('close', () => this.write(req, res, started));
  }

  /** Writes out what is buffered (graceful stop). */
  flush(): void {
    try {
      this.destination?.flushSync();
    } catch {
      // not open yet or already closed: nothing buffered to lose
    }
  }

  private write(req: IncomingMessage, res: ServerResponse, started: number): void {
    const note = (res as Noted)[NOTE];
    const length = res.getHeader('content-length');
    this.log!.info(
      {
        type: 'access',
        method: req.method,
        path: loggableTarget(req.url ?? '/'),
        // A response the client gave up on before it was sent: 499, as proxies log it.
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        operationId: note?.operationId,
        requestId: note?.requestId,
        identityId: note?.identityId,
        remoteAddress: req.socket.remoteAddress,
        bytes: length === undefined ? undefined : Number(length),
      },
      'request',
    );
  }
}
