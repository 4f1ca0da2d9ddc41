import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import pino, { type DestinationStream } from 'pino';
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
const STARTED = Symbol('access-log-started');
type Noted = ServerResponse & { [NOTE]?: RequestNote; [STARTED]?: number };

/** Attaches what the access log should say about this request. */
export function noteRequest(res: ServerResponse, note: RequestNote): void {
  (res as Noted)[NOTE] = note;
}

/**
 * Records the request id an answer carries when nothing noted one before (answers given outside
 * the REST router: unknown paths, /metrics), so the access line names the id the client saw.
 */
export function noteRequestId(res: ServerResponse, requestId: string): void {
  const noted = res as Noted;
  if (!noted[NOTE]) noted[NOTE] = { requestId };
  else noted[NOTE].requestId ??= requestId;
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
  private readonly out?: DestinationStream;
  private readonly destination?: ReturnType<typeof pino.destination>;
  /** One listener shared by every response (no closure per request). */
  private readonly onClose: (this: ServerResponse) => void;

  /**
   * Lines go to `destination`, or to stdout through an asynchronous writer (buffered, written
   * off the request path), at the level of the process logger.
   */
  constructor(destination?: DestinationStream) {
    const log = this;
    this.onClose = function (this: ServerResponse) {
      log.write(this.req, this);
    };
    if (!logger.isLevelEnabled('info')) return;
    if (!destination) this.destination = pino.destination({ dest: 1, sync: false });
    this.out = destination ?? this.destination;
  }

  /** Called once per request, as it arrives: the line is written when the response is done. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    if (!this.out) return;
    (res as Noted)[STARTED] = performance.now();
    res.on('close', this.onClose);
  }

  /** Writes out what is buffered (graceful stop). */
  flush(): void {
    try {
      this.destination?.flushSync();
    } catch {
      // not open yet or already closed: nothing buffered to lose
    }
  }

  /**
   * One line in the process logger's format (pino's: level, time, fields, msg), put together
   * here: the access log runs for every request, and a generic object serializer cost about a
   * fifth of the CPU of the most frequent one (an SDK's service-updates poll).
   */
  private write(req: IncomingMessage, res: ServerResponse): void {
    const note = (res as Noted)[NOTE];
    const length = res.getHeader('content-length');
    const started = (res as Noted)[STARTED] ?? performance.now();
    // A response the client gave up on before it was sent: 499, as proxies log it.
    const status = res.writableFinished ? res.statusCode : 499;
    let line = `{"level":30,"time":${Date.now()},"type":"access","method":${JSON.stringify(req.method ?? '')},"path":${JSON.stringify(loggableTarget(req.url ?? '/'))},"status":${status},"durationMs":${Math.round((performance.now() - started) * 1000) / 1000}`;
    if (note?.operationId !== undefined) line += `,"operationId":${JSON.stringify(note.operationId)}`;
    if (note?.requestId !== undefined) line += `,"requestId":${JSON.stringify(note.requestId)}`;
    if (note?.identityId !== undefined) line += `,"identityId":${JSON.stringify(note.identityId)}`;
    if (req.socket.remoteAddress !== undefined) line += `,"remoteAddress":${JSON.stringify(req.socket.remoteAddress)}`;
    if (length !== undefined) line += `,"bytes":${Number(length)}`;
    this.out!.write(`${line},"msg":"request"}\n`);
  }
}
