/** Socket-level failures: the server is down, restarting, or not reachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND', 'ECONNABORTED']);
const SOCKET_CALLS = new Set(['connect', 'read', 'write', 'getaddrinfo']);

/**
 * SQLSTATEs of an unavailable server: connection exceptions (class 08), admin/crash shutdown and
 * "the database system is starting up" (57P01..57P03), too many connections (53300).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** pg's and knex's own words for a connection that is gone or could not be had in time. */
const MESSAGES = [/^Connection terminated/, /not queryable/, /Timeout acquiring a connection/, /Connection ended/, /connect ECONNREFUSED/];

/**
 * Whether an error means "the database is not available now" (answered 503, and retried by
 * clients) rather than a fault of the request or the controller. MikroORM's exceptions copy
 * the driver error's fields, so one check covers raw pg errors and wrapped ones.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; syscall?: string; name?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    // Socket errors only (a file that is missing is no database outage).
    if (NETWORK_CODES.has(code) && (!e.syscall || SOCKET_CALLS.has(e.syscall))) return true;
    if (unavailableSqlState(code)) return true;
    if (e.name === 'KnexTimeoutError' || e.name === 'ConnectionException') return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e!.message!))) return true;
  }
  return false;
}
