import assert from 'node:assert/strict';
import { Agent, fetch as tlsFetch } from 'undici';
import { checkResponse, specAvailable, type ApiName } from './official-spec';

/** How a client talks TLS: the CA it trusts and, optionally, the client certificate it presents. */
export interface TlsClientOptions {
  ca: string | string[];
  /** PEM, possibly with its chain. */
  cert?: string;
  key?: string;
}

const agents = new WeakMap<TlsClientOptions, Agent>();
function agentFor(tls: TlsClientOptions): Agent {
  let agent = agents.get(tls);
  if (!agent) {
    agent = new Agent({ connect: { ca: tls.ca, cert: tls.cert, key: tls.key } });
    agents.set(tls, agent);
  }
  return agent;
}

export const BASE_PATHS: Record<ApiName, string> = { client: '/edge/client/v1', management: '/edge/management/v1', fabric: '/fabric/v1' };

export interface RestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Skip the official-spec check (for deliberately off-contract requests). */
  unchecked?: boolean;
}

/**
 * A REST client for the tests. Every response is validated against the official OpenZiti
 * spec for its operation and status, so a test fails when the wire shape drifts.
 */
export class RestClient {
  token?: string;

  constructor(readonly baseUrl: string, readonly api: ApiName, readonly tls?: TlsClientOptions) {}

  /** A client of the same API with another token (or none). */
  as(token: string | undefined): RestClient {
    const c = new RestClient(this.baseUrl, this.api, this.tls);
    c.token = token;
    return c;
  }

  /** The same session on the other API. */
  on(api: ApiName): RestClient {
    return new RestClient(this.baseUrl, api, this.tls).as(this.token);
  }

  /** An anonymous client of the same API presenting this TLS client certificate (or none). */
  withCertificate(cert: { certPem: string; keyPem: string } | undefined): RestClient {
    if (!this.tls) throw new Error('client certificates need a TLS server');
    return new RestClient(this.baseUrl, this.api, { ca: this.tls.ca, cert: cert?.certPem, key: cert?.keyPem });
  }

  async login(username: string, password: string): Promise<RestResponse> {
    const res = await this.post('/authenticate?method=password', { username, password });
    assert.equal(res.status, 200, `login of ${username} failed: ${res.text}`);
    this.token = res.body.data.token;
    return res;
  }

  get = (path: string, o?: RequestOptions) => this.request('GET', path, o);
  delete = (path: string, o?: RequestOptions) => this.request('DELETE', path, o);
  post = (path: string, body?: unknown, o?: RequestOptions) => this.request('POST', path, { ...o, body });
  put = (path: string, body?: unknown, o?: RequestOptions) => this.request('PUT', path, { ...o, body });
  patch = (path: string, body?: unknown, o?: RequestOptions) => this.request('PATCH', path, { ...o, body });

  async request(method: string, path: string, o: RequestOptions = {}): Promise<RestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    if (this.token && !('zt-session' in headers) && !('authorization' in headers)) headers['zt-session'] = this.token;
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = path.startsWith('/.well-known/') ? `${this.baseUrl}${path}` : `${this.baseUrl}${BASE_PATHS[this.api]}${path}`;
    const res = this.tls
      ? ((await tlsFetch(url, { method, headers, body, dispatcher: agentFor(this.tls) })) as unknown as Response)
      : await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : undefined;
    if (!o.unchecked && specAvailable(this.api)) {
      const check = checkResponse(this.api, method, path.split('?')[0], res.status, parsed);
      assert.deepEqual(check.errors, [], `${method} ${path} → ${res.status} does not match the official spec: ${text.slice(0, 500)}`);
    }
    return { status: res.status, body: parsed as any, text, headers: res.headers };
  }
}

/** OpenZiti's request ids are shortids: 9 characters of [A-Za-z0-9_-]. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{9}$/;

/** Asserts an OpenZiti error envelope with this status and code; returns the error object. */
export function requireError(res: RestResponse, status: number, code: string): any {
  assert.equal(res.status, status, `expected ${status} ${code}, got ${res.status}: ${res.text}`);
  assert.equal(res.body?.error?.code, code, `expected code ${code}: ${res.text}`);
  assert.equal(typeof res.body.error.message, 'string');
  assert.match(res.body.error.requestId, REQUEST_ID, 'requestId is a shortid, as OpenZiti\'s');
  assert.ok(res.body.meta, 'error envelope has meta');
  return res.body.error;
}

export function requireFieldError(res: RestResponse, field: string): any {
  const error = requireError(res, 400, 'COULD_NOT_VALIDATE');
  assert.equal(error.cause?.field, field, `expected a cause for field ${field}: ${res.text}`);
  return error;
}

export function requireUnauthorized(res: RestResponse): void {
  requireError(res, 401, 'UNAUTHORIZED');
  assert.equal(res.body.data, undefined, 'a refused request returns no data');
}

export function requireNotFound(res: RestResponse): void {
  requireError(res, 404, 'NOT_FOUND');
}

export function requireOk(res: RestResponse, status = 200): any {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.text}`);
  return res.body.data;
}
