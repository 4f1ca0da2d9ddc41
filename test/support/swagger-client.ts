import assert from 'node:assert/strict';
import { checkResponse, officialSpec, type ApiName } from './official-spec';

/**
 * The generic `swagger-client` package (swagger-js) driven by a Swagger 2.0 document: by default
 * the official OpenZiti spec, so requests are built exactly as the spec says (paths, query and
 * body parameters, the `zt-session` apiKey security) and called by operationId.
 */

type Json = Record<string, any>;

// swagger-client's install/runtime analytics; must be off before it is loaded.
process.env.SCARF_ANALYTICS = 'false';

/** The part of swagger-client's (untyped) API these tests use. */
interface SwaggerResponse {
  ok: boolean;
  url: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  body: any;
}
interface SwaggerRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}
interface ExecuteOptions {
  operationId: string;
  parameters?: Record<string, unknown>;
  securities?: { authorized?: Record<string, unknown> };
  requestInterceptor?: (req: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
}
interface SwaggerClientInstance {
  spec: Json;
  errors: unknown[];
  apis: Record<string, Record<string, unknown>>;
  execute(opts: ExecuteOptions): Promise<SwaggerResponse>;
}
type SwaggerClientFactory = (opts: { spec: Json }) => Promise<SwaggerClientInstance>;

const Swagger = require('swagger-client') as SwaggerClientFactory;

export interface SwaggerCall {
  operationId: string;
  method: string;
  /** Request path relative to the base path, without the query. */
  path: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  body: any;
  /** What swagger-client sent. */
  request: SwaggerRequest;
}

export interface SwaggerCallOptions {
  /** Skip the official-spec check of the response. */
  unchecked?: boolean;
}

/** Points a Swagger 2.0 document at `baseUrl` (scheme and host; the document keeps its basePath). */
function retarget(doc: Json, baseUrl: string): Json {
  const spec = structuredClone(doc);
  const u = new URL(baseUrl);
  spec.host = u.host;
  spec.schemes = [u.protocol.replace(/:$/, '')];
  return spec;
}

export class SwaggerApiClient {
  token?: string;

  private constructor(
    readonly api: ApiName,
    readonly basePath: string,
    private readonly client: SwaggerClientInstance,
    /** Validate responses against the official spec of `api`. */
    private readonly checked: boolean,
  ) {}

  /** A client of one API built from its official spec, aimed at a server at `baseUrl`. */
  static async official(baseUrl: string, api: ApiName): Promise<SwaggerApiClient> {
    return SwaggerApiClient.fromDocument(baseUrl, api, officialSpec(api), true);
  }

  /** A client built from any Swagger 2.0 document (e.g. the one a server serves). */
  static async fromDocument(baseUrl: string, api: ApiName, doc: Json, checked = true): Promise<SwaggerApiClient> {
    const client = await Swagger({ spec: retarget(doc, baseUrl) });
    assert.deepEqual(client.errors, [], `swagger-client could not resolve the ${api} document`);
    return new SwaggerApiClient(api, doc.basePath as string, client, checked);
  }

  /** The operationIds swagger-client found, by tag. */
  get apis(): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.client.apis).map(([tag, ops]) => [tag, Object.keys(ops)]));
  }

  /** The same resolved client with another token (or none). */
  as(token: string | undefined): SwaggerApiClient {
    const c = new SwaggerApiClient(this.api, this.basePath, this.client, this.checked);
    c.token = token;
    return c;
  }

  /**
   * Calls an operation by operationId. Non-2xx answers are returned, not thrown; every answer
   * is validated against the official spec for its operation and status.
   */
  async call(operationId: string, parameters: Record<string, unknown> = {}, o: SwaggerCallOptions = {}): Promise<SwaggerCall> {
    let request: SwaggerRequest | undefined;
    let res: SwaggerResponse;
    try {
      res = await this.client.execute({
        operationId,
        parameters,
        securities: this.token ? { authorized: { ztSession: this.token } } : {},
        requestInterceptor: (req) => {
          request = { ...req, headers: { ...req.headers } };
          return req;
        },
      });
    } catch (err) {
      const response = (err as { response?: SwaggerResponse }).response;
      if (!response) throw err;
      res = response;
    }
    assert.ok(request, `swagger-client sent no request for ${operationId}`);
    const pathname = new URL(res.url).pathname;
    assert.ok(pathname.startsWith(this.basePath), `${operationId}: ${pathname} is not under ${this.basePath}`);
    const path = pathname.slice(this.basePath.length) || '/';
    const method = request.method.toUpperCase();
    if (this.checked && !o.unchecked) {
      const check = checkResponse(this.api, method, path, res.status, res.body);
      assert.ok(check.operation, `${operationId}: no official operation serves ${method} ${path}`);
      assert.deepEqual(check.errors, [], `${operationId} (${method} ${path}) → ${res.status} does not match the official spec: ${String(res.text).slice(0, 500)}`);
    }
    return { operationId, method, path, url: res.url, status: res.status, headers: res.headers, text: res.text, body: res.body, request };
  }

  /** The name the document gives the body parameter of an operation (official: auth, identity, ...). */
  bodyParameterName(operationId: string): string | undefined {
    for (const item of Object.values((this.client.spec.paths ?? {}) as Json)) {
      for (const op of Object.values(item as Json)) {
        if ((op as Json)?.operationId !== operationId) continue;
        return ((op as Json).parameters as Json[] | undefined)?.find((p) => p.in === 'body')?.name;
      }
    }
    return undefined;
  }

  /** authenticate (method=password); keeps the token for the next calls. */
  async login(username: string, password: string): Promise<SwaggerCall> {
    const bodyName = this.bodyParameterName('authenticate');
    assert.ok(bodyName, 'authenticate has a body parameter');
    const res = await this.call('authenticate', { method: 'password', [bodyName]: { username, password } });
    assert.equal(res.status, 200, `login of ${username} failed: ${res.text}`);
    this.token = res.body.data.token;
    return res;
  }
}

/** The `data` of a successful call, asserting its status. */
export function okData(res: SwaggerCall, status = 200): any {
  assert.equal(res.status, status, `${res.operationId}: expected ${status}, got ${res.status}: ${res.text}`);
  return res.body.data;
}
