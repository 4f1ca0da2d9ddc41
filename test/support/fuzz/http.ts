import http from 'node:http';
import { ADMIN_TOKEN, DISPOSABLE_TOKEN, USER_TOKEN, type FuzzCase } from './cases';

/**
 * Sending fuzz cases byte for byte (node:http: no URL normalization, any body bytes, any header
 * the HTTP client lets through) and judging the answers.
 */

export interface Tokens {
  admin: string;
  user: string;
  /** A fresh API session, for cases that may end the session they use. */
  disposable: () => Promise<string>;
}

export type Outcome =
  | { status: number; contentType: string; text: string; ms: number }
  | { error: string; ms: number };

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The headers of a case as sent: placeholders replaced by tokens, the case's session added unless
 * it sets its own, and keep-alive: the server then drains a body it did not read (a body sent to a
 * GET, or to a request it refused early) instead of closing on it, and a close with unread data
 * (a TCP reset) can not cut the answer short.
 */
async function headersOf(c: FuzzCase, tokens: Tokens): Promise<Record<string, string | string[]>> {
  const serialized = JSON.stringify(c.headers);
  const disposable = c.auth === 'disposable' || serialized.includes(DISPOSABLE_TOKEN) ? await tokens.disposable() : '';
  const withTokens = (v: string) => v.replaceAll(ADMIN_TOKEN, tokens.admin).replaceAll(USER_TOKEN, tokens.user).replaceAll(DISPOSABLE_TOKEN, disposable);
  const out: Record<string, string | string[]> = { connection: 'keep-alive' };
  for (const [k, v] of Object.entries(c.headers)) out[k] = Array.isArray(v) ? v.map(withTokens) : withTokens(v);
  if (!('zt-session' in out) && !('authorization' in out)) {
    if (c.auth === 'admin') out['zt-session'] = tokens.admin;
    else if (c.auth === 'user') out['zt-session'] = tokens.user;
    else if (c.auth === 'disposable') out['zt-session'] = disposable;
  }
  return out;
}

/** Sends one case on a connection of its own (so a connection the server drops is this case's, and seen as such). */
export async function sendCase(baseUrl: string, c: FuzzCase, tokens: Tokens): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  const headers = await headersOf(c, tokens);
  if (c.body) headers['content-length'] = String(c.body.length);
  const started = Date.now();
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const done = (o: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    let req: http.ClientRequest;
    try {
      req = http.request({ hostname, port: Number(port), method: c.method, path: c.path, headers, agent: false, timeout: REQUEST_TIMEOUT_MS });
    } catch (err) {
      // The HTTP client itself refused the request (an invalid header): a bug of the fuzzer, reported as such.
      done({ error: `the HTTP client refused the request: ${(err as Error).message}`, ms: 0 });
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }),
      );
      res.on('error', (err) => done({ error: `response broke off: ${err.message}`, ms: Date.now() - started }));
    });
    req.on('timeout', () => {
      done({ error: `no answer within ${REQUEST_TIMEOUT_MS} ms`, ms: Date.now() - started });
      req.destroy();
    });
    // Writing a body the server has already answered (and stopped reading) may fail; the answer is what counts.
    req.on('error', (err) => setTimeout(() => done({ error: `no answer: ${err.message}`, ms: Date.now() - started }), 200));
    req.end(c.body);
  });
}

/** Text that must not appear in an error body: stack frames and source file references. */
const LEAK_MARKERS = ['    at ', '/src/', '.ts:', '.js:', 'node_modules'];

/** Everything the case sent, decoded where it can be: an error body may echo it back. */
function sentText(c: FuzzCase): string {
  let path = c.path;
  try {
    path = decodeURIComponent(c.path);
  } catch {
    // Malformed escapes stay as they are.
  }
  return [c.path, path, JSON.stringify(c.headers), c.body?.toString('utf8') ?? '', c.body?.toString('latin1') ?? ''].join('\n');
}

/**
 * What is wrong with the answer to a case: any 5xx, an unexpected status class, or a 4xx that is
 * not the JSON error envelope (`error.code`, `error.requestId`, `meta`) or that leaks a stack or a
 * source path. Empty when the answer is fine; 2xx answers always are.
 */
export function problemsOf(c: FuzzCase, o: Outcome): string[] {
  if ('error' in o) return [o.error];
  const problems: string[] = [];
  if (o.status >= 500) problems.push(`server error ${o.status}`);
  else if (o.status < 200 || (o.status >= 300 && o.status < 400)) problems.push(`unexpected status ${o.status}`);
  if (o.status < 400) return problems;
  if (!/^application\/json\b/i.test(o.contentType)) problems.push(`content-type is ${JSON.stringify(o.contentType)}, not application/json`);
  let body: any;
  try {
    body = JSON.parse(o.text);
  } catch {
    problems.push('the body is not JSON');
  }
  if (body !== undefined) {
    const error = body?.error;
    if (typeof error?.code !== 'string' || error.code === '') problems.push('error.code is not a non-empty string');
    if (typeof error?.requestId !== 'string' || !/^[A-Za-z0-9_-]{9}$/.test(error.requestId)) problems.push('error.requestId is missing or not a shortid');
    if (typeof error?.message !== 'string') problems.push('error.message is missing');
    if (!body?.meta || typeof body.meta !== 'object') problems.push('meta is missing');
  }
  const sent = sentText(c);
  for (const marker of LEAK_MARKERS) {
    if (o.text.includes(marker) && !sent.includes(marker)) problems.push(`the body contains ${JSON.stringify(marker)} (a stack trace or file path)`);
  }
  return problems;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);

/** A failed case, readable and complete enough to reproduce by hand; with the seed of a random case, how to rerun it. */
export function describeFailure(c: FuzzCase, o: Outcome, problems: string[], seed?: string): string {
  const headers = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => clip(x, 80)) : clip(v, 80)]));
  const answer = 'error' in o ? o.error : `${o.status} ${o.contentType} ${clip(o.text, 600)}`;
  return [
    `${seed === undefined ? '' : `[seed ${seed}] `}${c.id}: ${problems.join('; ')}`,
    `  inputs: ${c.what.join(' | ')}`,
    `  ${c.method} ${clip(c.path, 300)} as ${c.auth}`,
    `  headers: ${JSON.stringify(headers)}`,
    c.body ? `  body (${c.body.length} bytes): ${JSON.stringify(clip(c.body.toString('utf8'), 300))}` : '  no body',
    `  answer: ${answer}`,
    ...(seed === undefined ? [] : [`  rerun: FUZZ_SEED=${seed} FUZZ_ONLY=${c.operationId}`]),
  ].join('\n');
}
