import { API_BASE_PATHS, type ApiName, type Operation } from '../../../src/rest/contract/operations';
import { Prng } from './prng';
import { filterBytes, fuzzFilter, fuzzSort } from './filters';
import {
  DATE_EDGES, GARBAGE_PEMS, HOSTILE_NUMBERS, HOSTILE_STRINGS, INVALID_UTF8, KNOWN_FIELD_NAMES, NAN_LIKE, NON_JSON, RawJson,
  deepJson, fakeUuid, getAt, incompressible, plausible, setAt, toJsonText, valuePaths, variants, wrongTypeFor, type Schema, type ValueWorld,
} from './values';

/**
 * Fuzz cases of one operation of the REST contract: a plausible request (existing ids, a body
 * built from the operation's schema) with one or two hostile mutations of its path, query,
 * headers or body. Deterministic for a (seed, API, operationId): the same seed sends the same
 * requests, whatever other operations exist.
 */

/** Who sends a case. `disposable`: a session logged in for this one request (for operations that end it). */
export type AuthKind = 'admin' | 'user' | 'anonymous' | 'garbage' | 'disposable';

/** Placeholders in header values, replaced by the real tokens when the case is sent. */
export const ADMIN_TOKEN = '{{admin}}';
export const USER_TOKEN = '{{user}}';
export const DISPOSABLE_TOKEN = '{{disposable}}';

export interface FuzzCase {
  /** `<api> <operationId> #<n>`: with the seed, names the case for a rerun. */
  id: string;
  api: ApiName;
  operationId: string;
  /** The mutations applied, for the failure report. */
  what: string[];
  method: string;
  /** From the server root, percent-encoded as sent, query string included. */
  path: string;
  auth: AuthKind;
  headers: Record<string, string | string[]>;
  body?: Buffer;
}

export interface FuzzWorld extends ValueWorld {
  /** Ids of more entities by kind, for DELETE requests only. */
  doomed: Record<string, string[]>;
  /** The path segment before a `{param}` names its kind; these params name theirs explicitly. */
  paramKinds?: Record<string, string>;
}

type Focus = 'path' | 'query' | 'body' | 'headers' | 'method';

const JSON_BODY_MUTATIONS = [
  'wrong type', 'missing required', 'extra fields', 'huge string', 'over the size limit', 'deep nesting', 'big numbers', 'NaN-like strings',
  'null everywhere', 'array instead of object', 'hostile strings', 'prototype keys', 'duplicate keys', 'top-level scalar', 'non-JSON text',
  'invalid UTF-8', 'wrong content-type', 'empty body', 'date edges',
] as const;
type JsonBodyMutation = (typeof JSON_BODY_MUTATIONS)[number];

const TEXT_BODY_MUTATIONS = ['empty', 'random bytes', 'garbage PEM', 'huge text', 'JSON', 'invalid UTF-8', 'wrong content-type', 'PEM with NUL'] as const;
type TextBodyMutation = (typeof TEXT_BODY_MUTATIONS)[number];

/** Path segments as sent (already percent-encoded): every one names nothing, several are malformed. */
function hostileSegment(rng: Prng): { label: string; segment: string } {
  const choices: [string, () => string][] = [
    ['NUL', () => rng.pick(['%00', 'ab%00cd', '%00%00'])],
    ['malformed escape', () => rng.pick(['%', '%zz', '%E0%A4%A', '%F0%9F', '%C0%AF', '%ED%A0%80', '%FF', '%%'])],
    ['traversal', () => rng.pick(['..%2F..%2Fetc%2Fpasswd', '..', '.', '%2e%2e', '..%5C..%5C', '%2F', '..%252F'])],
    ['quote', () => rng.pick(["'", "'%20OR%20'1'%3D'1", '%22', "a'b"])],
    ['semicolon', () => rng.pick([';', ';DROP%20TABLE%20identities;--', 'a;b', '%3B'])],
    ['unicode', () => encodeURIComponent(rng.pick(['été', 'Ω≈ç√', '\u202e', '\ufeff', 'ｉｄ', '\u0301']))],
    ['emoji', () => encodeURIComponent(rng.pick(['💥', '👩‍👩‍👧‍👦', '🏳️‍🌈']))],
    ['10k characters', () => 'x'.repeat(10_000)],
    ['10k encoded characters', () => encodeURIComponent('é').repeat(10_000 / 6)],
    ['odd literal', () => rng.pick(['null', 'undefined', '0', '-1', '1e400', '%20', '+', '%2B', '%23', '%3F', '%26', '*', '~', "!$&'()*+,;=:@", 'true'])],
    ['random id', () => fakeUuid(rng)],
    ['random bytes', () => [...rng.bytes(rng.int(1, 24))].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')],
  ];
  const [label, make] = rng.pick(choices);
  return { label: `path id: ${label}`, segment: make() };
}

/** Percent-encodes the UTF-8 bytes of a value (encodeURIComponent throws on a lone surrogate; Buffer writes U+FFFD for it). */
function encodeQueryValue(v: string): string {
  return [...Buffer.from(v, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** The kind of entity a `{param}` of a path names: its entry in paramKinds, else the path before it, else the segment before it. */
function paramKind(path: string, param: string, world: FuzzWorld): string {
  const explicit = world.paramKinds?.[param];
  if (explicit) return explicit;
  const parts = path.split('/').filter(Boolean);
  const at = parts.indexOf(`{${param}}`);
  const prefix = parts.slice(0, at).join('/');
  if (world.ids[prefix]) return prefix;
  return at > 0 ? parts[at - 1] : '';
}

const LIMIT_VALUES = [
  '99999999999999999999', '9007199254740993', '2147483648', '-1', '-2', '-9999999999', '0', '1.5', '1e3', '-0', '+5', ' 5', '5 ', 'abc', '',
  'NaN', 'Infinity', '0x10', '１', '٣', '100001', '500', '501',
];
const ROLE_VALUES = ['#all', '#fz', '@', '#', '', 'noprefix', `#${'r'.repeat(300)}`, '@nothing', '%23x', '#a,#b', ' #all', '#é', '#💥'];
const UNKNOWN_QUERY = [
  'zzz=1', '__proto__=1', '__proto__[isAdmin]=true', 'constructor=x', 'hasOwnProperty=1', 'toString=x', 'a[b]=c', 'a[]=1&a[]=2', '=', '=x',
  'x=', '&&', 'x', 'filter=name%20%3D%20%22x%22', 'limit=abc', 'sort=zzz', 'configTypes=all', 'method=cert', 'token=x', 'roleFilter=%23all',
  'policyType=zzz', '%00=1', 'x=%00', '%=%', 'x=%zz', 'x=%E0%A4', 'x=%ff%fe', `long=${'q'.repeat(4000)}`,
];

const GARBAGE_SESSIONS = [
  '', ' ', 'null', 'undefined', 'Bearer x', '00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-00000000000g',
  'a'.repeat(10_000), `${ADMIN_TOKEN}x`, `x${ADMIN_TOKEN}`, ` ${ADMIN_TOKEN} `, `${ADMIN_TOKEN},${ADMIN_TOKEN}`, `${ADMIN_TOKEN}\t`,
  "'; select pg_sleep(5); --", '\u00e9\u00e8', '%00', '\t', '{}', '[]', '-----BEGIN CERTIFICATE-----',
];
const AUTHORIZATIONS = [
  'Bearer', 'Bearer ', 'Bearer  ', 'Bearer x', `Bearer ${ADMIN_TOKEN}`, `bearer ${USER_TOKEN}`, `BEARER\t${ADMIN_TOKEN}`, 'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo', 'Bearer a.b.c',
  'Bearer ...', `Bearer ${'a'.repeat(8000)}`, 'Digest x', `Bearer ${ADMIN_TOKEN} extra`, 'Bearer %00', 'Negotiate', ',',
];
const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1', 'application/json;;;', 'application/', '/', '*/*', 'application/json, text/html',
  'application/merge-patch+json', 'application/pkcs10', 'application/x-pem-file', 'application/jwt', `application/${'x'.repeat(3000)}`,
  'application/json; boundary="unterminated', 'APPLICATION/JSON', '', 'image/png',
];
const ACCEPTS = ['text/html', 'application/xml', 'application/json;q=0', '*/*;q=0', 'image/*', ',,,', 'application/x-pem-file', 'application/pkcs7-mime', ''];
const HOSTS = ['evil.example', 'a'.repeat(300), '[::1', 'x:99999', 'localhost:', '', '%00', 'é.example', 'host with space'];

/** A value in place of one query parameter the operation declares. */
function declaredQueryValue(schema: Schema, rng: Prng, world: FuzzWorld, name: string): string[] {
  const v = plausible(schema, rng, world, name);
  return Array.isArray(v) ? v.map(String) : [String(v)];
}

function pickAuth(rng: Prng): AuthKind {
  // Mostly the admin, who gets past authorization to validation and the services; the others are refused early.
  return rng.weighted<AuthKind>([['admin', 65], ['user', 12], ['anonymous', 8], ['garbage', 15]]);
}

export interface GenerateOptions {
  seed: string;
  count: number;
  /**
   * Whether a request (method, path template) ends the session it is sent with (logout). Such a
   * case, also one whose mutated method makes it a logout, carries a disposable session's token
   * wherever it would carry the admin's or the user's, garbage headers (` <token> `, `Bearer
   * <token>`) included.
   */
  endsSession?: (method: string, path: string) => boolean;
}

/** A case while it is built: what the parts so far say, and a note of every mutation. */
interface Draft {
  method: string;
  auth: AuthKind;
  headers: Record<string, string | string[]>;
  what: string[];
}

export function generateCases(api: ApiName, op: Operation, world: FuzzWorld, opts: GenerateOptions): FuzzCase[] {
  const rng = new Prng(opts.seed, api, op.operationId, op.method, op.path);
  const focuses: [Focus, number][] = [
    ['path', op.path.includes('{') ? 3 : 1],
    ['query', op.list ? 4 : 2],
    ['body', op.body ? 7 : op.textBody ? 4 : 1],
    ['headers', 3],
    ['method', 0.5],
  ];
  // Body mutations are dealt like cards, so the cases of one operation cover many different ones.
  let deck: string[] = [];
  const nextBodyMutation = (): string => {
    if (!deck.length) deck = rng.shuffle(op.body ? JSON_BODY_MUTATIONS : TEXT_BODY_MUTATIONS);
    return deck.pop()!;
  };

  const cases: FuzzCase[] = [];
  for (let n = 0; n < opts.count; n++) {
    const d: Draft = { method: op.method.toUpperCase(), auth: pickAuth(rng), headers: { accept: 'application/json' }, what: [] };
    const focus = new Set(rng.chance(0.3) ? [rng.weighted(focuses), rng.weighted(focuses)] : [rng.weighted(focuses)]);
    if (focus.has('method')) {
      // HEAD answers carry no body, so an envelope can not be checked on them: never sent.
      d.method = rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== d.method));
      d.what.push(`method ${d.method}`);
    }
    const base = api === 'client' && rng.chance(0.15) ? '/edge/v1' : API_BASE_PATHS[api];
    const path = pathOf(d, op, world, rng, focus.has('path'));
    const query = queryOf(d, op, world, rng, focus.has('query'));
    const body = op.body
      ? jsonBodyOf(d, op.body as Schema, world, rng, focus.has('body') ? (nextBodyMutation() as JsonBodyMutation) : undefined)
      : op.textBody
        ? textBodyOf(d, op, world, rng, focus.has('body') ? (nextBodyMutation() as TextBodyMutation) : undefined)
        : focus.has('body') ? strayBody(d, rng) : undefined;
    if (focus.has('headers')) mutateHeaders(d, rng, !!op.body || !!op.textBody);

    if (d.auth === 'garbage' && !('zt-session' in d.headers) && !('authorization' in d.headers)) d.headers['zt-session'] = rng.pick(GARBAGE_SESSIONS);
    if (opts.endsSession?.(d.method, op.path)) {
      if (d.auth === 'admin' || d.auth === 'user') d.auth = 'disposable';
      const disposable = (x: string) => x.replaceAll(ADMIN_TOKEN, DISPOSABLE_TOKEN).replaceAll(USER_TOKEN, DISPOSABLE_TOKEN);
      for (const [k, v] of Object.entries(d.headers)) d.headers[k] = Array.isArray(v) ? v.map(disposable) : disposable(v);
    }
    cases.push({
      id: `${api} ${op.operationId} #${n}`, api, operationId: op.operationId, what: d.what.length ? d.what : ['plausible request'],
      method: d.method, path: `${base}${path}${query.length ? `?${query.join('&')}` : ''}`, auth: d.auth, headers: d.headers, body,
    });
  }
  return cases;
}

/** The path of a case: ids of existing entities (or random ones) in its `{param}`s, or hostile segments. */
function pathOf(d: Draft, op: Operation, world: FuzzWorld, rng: Prng, hostile: boolean): string {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  let path = op.path;
  for (const param of params) {
    let segment: string;
    if (hostile && (params.length === 1 || rng.chance(0.7))) {
      const h = hostileSegment(rng);
      segment = h.segment;
      d.what.push(h.label);
    } else {
      // A DELETE gets entities of its own: the others stay, so later cases still reach the services with them.
      const pool = (d.method === 'DELETE' ? world.doomed : world.ids)[paramKind(op.path, param, world)] ?? [];
      segment = encodeURIComponent(pool.length && rng.chance(0.85) ? rng.pick(pool) : fakeUuid(rng));
    }
    path = path.replace(`{${param}}`, segment);
  }
  if (hostile && !params.length) {
    const extra = rng.pick(['/', '//', '/%00', '/..', '/x', '/%2F', `/${'x'.repeat(10_000)}`, '/?', '/;']);
    path = path === '/' ? extra : `${path}${extra}`;
    d.what.push(`path suffix ${JSON.stringify(extra.slice(0, 20))}`);
  }
  return path;
}

/** The query parameters of a case (encoded `name=value`s): the declared ones, plausibly, then one to three hostile ones. */
function queryOf(d: Draft, op: Operation, world: FuzzWorld, rng: Prng, hostile: boolean): string[] {
  const query: string[] = [];
  for (const [name, p] of Object.entries(op.query ?? {})) {
    if (p.required || rng.chance(0.5)) for (const v of declaredQueryValue(p.schema as Schema, rng, world, name)) query.push(`${name}=${encodeQueryValue(v)}`);
  }
  if (op.list && rng.chance(0.3)) query.push(`limit=${rng.int(1, 20)}`);
  if (!hostile) return query;
  for (let i = rng.int(1, 3); i > 0; i--) {
    const kind = rng.weighted<string>([
      ['limit/offset', op.list ? 3 : 1], ['filter', op.list ? 4 : 1], ['filter bytes', op.list ? 1 : 0.2], ['sort', op.list ? 2 : 0.5],
      ['roleFilter', op.roleFilter ? 3 : 0.3], ['declared', op.query ? 3 : 0], ['unknown', 2], ['too many', 0.3],
    ]);
    switch (kind) {
      case 'limit/offset': {
        const name = rng.pick(['limit', 'offset']);
        const values = rng.chance(0.2) ? [rng.pick(LIMIT_VALUES), rng.pick(LIMIT_VALUES)] : [rng.pick(LIMIT_VALUES)];
        for (const v of values) query.push(`${name}=${encodeQueryValue(v)}`);
        d.what.push(`${name}=${JSON.stringify(values)}`);
        break;
      }
      case 'filter': {
        const f = fuzzFilter(rng);
        query.push(`filter=${encodeQueryValue(f.value)}`);
        d.what.push(`filter (${f.label}): ${JSON.stringify(f.value.slice(0, 120))}`);
        break;
      }
      case 'filter bytes': {
        const bytes = filterBytes(rng);
        query.push(`filter=${[...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`);
        d.what.push(`filter of random bytes ${bytes.toString('hex')}`);
        break;
      }
      case 'sort': {
        const sort = fuzzSort(rng);
        query.push(`sort=${encodeQueryValue(sort)}`);
        d.what.push(`sort=${JSON.stringify(sort.slice(0, 80))}`);
        break;
      }
      case 'roleFilter': {
        const count = rng.pick([1, 2, 5, 300]);
        const pool = [...ROLE_VALUES, ...(world.ids.identities ?? []).map((id) => `@${id}`)];
        const roles = Array.from({ length: count }, () => rng.pick(pool));
        for (const r of roles) query.push(`roleFilter=${encodeQueryValue(r)}`);
        if (rng.chance(0.5)) query.push(`roleSemantic=${encodeQueryValue(rng.pick(['AllOf', 'AnyOf', 'anyof', 'NoneOf', '', '%00']))}`);
        d.what.push(`roleFilter x${count}: ${JSON.stringify(roles.slice(0, 3))}`);
        break;
      }
      case 'declared': {
        // A declared parameter replaced by a hostile value, an empty one, or left out.
        const [name] = rng.pick(Object.entries(op.query ?? {}));
        const value = rng.chance(0.5) ? '' : rng.pick(HOSTILE_STRINGS);
        for (let j = query.length - 1; j >= 0; j--) if (query[j].startsWith(`${name}=`)) query.splice(j, 1);
        if (value !== '' || rng.chance(0.5)) query.push(`${name}=${encodeQueryValue(value)}`);
        d.what.push(`query ${name}=${JSON.stringify(value.slice(0, 40))}`);
        break;
      }
      case 'unknown': {
        const q = rng.pick(UNKNOWN_QUERY);
        query.push(q);
        d.what.push(`query ${q.slice(0, 60)}`);
        break;
      }
      case 'too many':
        query.push(...Array.from({ length: 1001 }, (_, j) => `p${j}=1`));
        d.what.push('1001 query parameters');
        break;
    }
  }
  return query;
}

/** A JSON body built from the schema, mutated when `mutation` is given. */
function jsonBodyOf(d: Draft, schema: Schema, world: FuzzWorld, rng: Prng, mutation: JsonBodyMutation | undefined): Buffer {
  let value = plausible(schema, rng, world);
  let text: string | Buffer | undefined;
  d.headers['content-type'] = 'application/json';
  if (mutation) {
    d.what.push(`body: ${mutation}`);
    ({ value, text } = mutateJsonBody(mutation, value, schema, rng, d.headers, d.what));
  }
  return Buffer.isBuffer(text) ? text : Buffer.from(text ?? toJsonText(value));
}

/** A text body (a PEM CSR for /enroll, a PEM certificate for a CA's verification), mutated when `mutation` is given. */
function textBodyOf(d: Draft, op: Operation, world: FuzzWorld, rng: Prng, mutation: TextBodyMutation | undefined): Buffer {
  const isCsr = op.operationId === 'enroll';
  let text: string | Buffer = isCsr ? world.csrPem : world.certPem;
  d.headers['content-type'] = isCsr ? rng.pick(['application/pkcs10', 'application/x-pem-file', 'text/plain']) : 'text/plain';
  if (!mutation) return Buffer.from(text);
  d.what.push(`text body: ${mutation}`);
  switch (mutation) {
    case 'empty':
      text = '';
      break;
    case 'random bytes':
      text = rng.bytes(rng.int(1, 2048));
      break;
    case 'garbage PEM':
      text = rng.pick(GARBAGE_PEMS);
      break;
    case 'huge text':
      text = `-----BEGIN CERTIFICATE-----\n${'QUFB'.repeat(rng.pick([250_000, 262_200]))}\n-----END CERTIFICATE-----\n`;
      break;
    case 'JSON':
      text = toJsonText({ csr: world.csrPem, token: rng.pick([...world.tokens, fakeUuid(rng)]) });
      d.headers['content-type'] = 'application/json';
      break;
    case 'invalid UTF-8':
      text = Buffer.concat([Buffer.from(text.slice(0, 40)), rng.pick(INVALID_UTF8), Buffer.from(text.slice(40))]);
      break;
    case 'wrong content-type':
      d.headers['content-type'] = rng.pick(CONTENT_TYPES);
      break;
    case 'PEM with NUL':
      text = `${text.slice(0, 60)}\u0000${text.slice(60)}`;
      break;
  }
  return Buffer.isBuffer(text) ? text : Buffer.from(text);
}

/** A body for an operation that takes none: it must be ignored or refused, never break the request. */
function strayBody(d: Draft, rng: Prng): Buffer {
  const [label, body] = rng.pick<[string, Buffer]>([
    ['JSON', Buffer.from('{"name":"x","isAdmin":true}')],
    ['non-JSON', Buffer.from(rng.pick(NON_JSON))],
    ['invalid UTF-8', Buffer.concat([Buffer.from('{"a":"'), rng.pick(INVALID_UTF8), Buffer.from('"}')])],
    ['1 MB', Buffer.alloc(1024 * 1024 + 16, 'a')],
  ]);
  d.headers['content-type'] = rng.pick(['application/json', 'text/plain', 'application/octet-stream']);
  d.what.push(`stray body: ${label}`);
  return body;
}

/** One hostile header: a garbage session or Authorization, a weird content type, accept or host, or an odd extra one. */
function mutateHeaders(d: Draft, rng: Prng, hasBody: boolean): void {
  const kind = rng.weighted<string>([['session', 3], ['authorization', 3], ['content-type', hasBody ? 3 : 1], ['accept', 1], ['host', 1], ['other', 1]]);
  const set = (name: string, value: string | string[], note: string) => {
    d.headers[name] = value;
    d.what.push(`${name} ${JSON.stringify(note.slice(0, 60))}`);
  };
  switch (kind) {
    case 'session': {
      const v = rng.pick(GARBAGE_SESSIONS);
      d.auth = 'garbage';
      set('zt-session', rng.chance(0.15) ? [v, ADMIN_TOKEN] : v, v);
      break;
    }
    case 'authorization': {
      const v = rng.pick(AUTHORIZATIONS);
      if (rng.chance(0.5)) d.auth = 'garbage';
      set('authorization', v, v);
      break;
    }
    case 'content-type': {
      const v = rng.pick(CONTENT_TYPES);
      set('content-type', v, v);
      break;
    }
    case 'accept': {
      const v = rng.pick(ACCEPTS);
      set('accept', v, v);
      break;
    }
    case 'host': {
      const v = rng.pick(HOSTS);
      set('host', v, v);
      break;
    }
    default: {
      const [name, v] = rng.pick<[string, string]>([
        ['session-token', rng.pick(GARBAGE_SESSIONS)], ['content-encoding', 'gzip'], ['x-forwarded-for', "1.2.3.4, ', ::1"], ['origin', 'null'],
        ['content-language', 'é'], ['if-none-match', '*'], ['range', 'bytes=0-1'], ['x-http-method-override', 'DELETE'],
      ]);
      set(name, v, v);
    }
  }
}

const ONE_MB = 1024 * 1024;

/** Applies one body mutation; returns the new value, or the finished body text when it is not JSON of a value. */
function mutateJsonBody(
  mutation: JsonBodyMutation,
  value: unknown,
  schema: Schema,
  rng: Prng,
  headers: Record<string, string | string[]>,
  what: string[],
): { value: unknown; text?: string | Buffer } {
  const paths = valuePaths(value);
  const somePath = () => (paths.length ? rng.pick(paths) : undefined);
  const objectSchema = variants(schema).find((s) => s.type === 'object');
  switch (mutation) {
    case 'wrong type': {
      const p = somePath();
      if (!p) return { value: wrongTypeFor(value, rng) };
      setAt(value, p, wrongTypeFor(getAt(value, p), rng));
      what.push(`at ${p.join('.')}`);
      return { value };
    }
    case 'missing required': {
      const required = (objectSchema?.required as string[] | undefined) ?? [];
      if (value && typeof value === 'object' && !Array.isArray(value) && required.length) {
        const drop = rng.chance(0.3) ? required : [rng.pick(required)];
        for (const key of drop) delete (value as Record<string, unknown>)[key];
        what.push(`without ${drop.join(', ')}`);
        return { value };
      }
      return { value: rng.chance(0.5) ? {} : [] };
    }
    case 'extra fields': {
      const target = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      for (let i = rng.int(1, 5); i > 0; i--) {
        const name = rng.chance(0.7) ? rng.pick(KNOWN_FIELD_NAMES) : `x${rng.string(5)}`;
        target[name] = rng.chance(0.5) ? wrongTypeFor(undefined, rng) : rng.pick(HOSTILE_STRINGS);
      }
      return { value: target };
    }
    case 'huge string': {
      // Just under the 1 MiB body limit: the body must be read, parsed and validated.
      // Each character costs 1 (h) or 2 bytes (é in UTF-8; \\ and " escaped in JSON).
      // Random text (3 bytes a character at most) is also what PostgreSQL can not compress into an index.
      const [char, cost] = rng.pick<[string, number]>([['h', 1], ['é', 2], ['\\', 2], ['"', 2], ['random', 3]]);
      const room = Math.floor((ONE_MB - 4096 - Buffer.byteLength(toJsonText(value))) / cost);
      const huge = char === 'random' ? incompressible(rng, room) : char.repeat(room);
      const p = somePath();
      if (p) setAt(value, p, huge);
      else value = huge;
      what.push(`${huge.length} characters at ${p?.join('.') ?? '(root)'}`);
      return { value };
    }
    case 'over the size limit': {
      const p = somePath();
      const huge = 'o'.repeat(ONE_MB + 10);
      if (p) setAt(value, p, huge);
      else value = huge;
      return { value };
    }
    case 'deep nesting': {
      const depth = rng.pick([1_000, 10_000, 100_000]);
      const deep = deepJson(depth, rng.chance(0.7) ? 'array' : 'object', rng.chance(0.9));
      const p = somePath();
      if (p && rng.chance(0.7)) setAt(value, p, deep);
      else value = deep;
      what.push(`${depth} levels at ${p?.join('.') ?? '(root)'}`);
      return { value };
    }
    case 'big numbers': {
      const targets = paths.filter((p) => typeof getAt(value, p) === 'number' || typeof getAt(value, p) === 'boolean');
      const chosen = targets.length ? targets : paths.slice(0, 3);
      for (const p of chosen) setAt(value, p, new RawJson(rng.pick(HOSTILE_NUMBERS)));
      for (const name of ['durationMinutes', 'cost', 'maxIdleTimeMillis', 'defaultHostingCost', 'timeoutSeconds']) {
        if (objectSchema?.properties?.[name] && value && typeof value === 'object' && !Array.isArray(value)) {
          (value as Record<string, unknown>)[name] = new RawJson(rng.pick(HOSTILE_NUMBERS));
        }
      }
      if (!chosen.length && !(value && typeof value === 'object')) value = new RawJson(rng.pick(HOSTILE_NUMBERS));
      return { value };
    }
    case 'NaN-like strings': {
      const p = somePath();
      if (p) setAt(value, p, rng.pick(NAN_LIKE));
      else value = rng.pick(NAN_LIKE);
      return { value };
    }
    case 'null everywhere': {
      for (const p of paths) if (getAt(value, p) !== undefined) setAt(value, p, null);
      return { value: rng.chance(0.2) ? null : value };
    }
    case 'array instead of object': {
      const objects = paths.filter((p) => { const v = getAt(value, p); return v && typeof v === 'object' && !Array.isArray(v); });
      if (objects.length && rng.chance(0.5)) {
        const p = rng.pick(objects);
        setAt(value, p, [getAt(value, p)]);
        what.push(`at ${p.join('.')}`);
        return { value };
      }
      return { value: rng.chance(0.5) ? [value] : [value, value] };
    }
    case 'hostile strings': {
      const strings = paths.filter((p) => typeof getAt(value, p) === 'string');
      for (const p of strings.length ? strings : paths.slice(0, 2)) setAt(value, p, rng.pick(HOSTILE_STRINGS));
      return { value };
    }
    case 'prototype keys': {
      const evil = rng.pick([
        '"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}', '"__proto__":null', '"hasOwnProperty":1', '"toString":"x"',
      ]);
      const text = toJsonText(value && typeof value === 'object' && !Array.isArray(value) ? value : {});
      return { value, text: text === '{}' ? `{${evil}}` : `{${evil},${text.slice(1)}` };
    }
    case 'duplicate keys': {
      const text = toJsonText(value && typeof value === 'object' && !Array.isArray(value) ? value : {});
      const key = Object.keys((value as object) ?? {})[0] ?? 'name';
      return { value, text: `{"${key}":${rng.pick(['null', '123', '"x"', '[]'])},${text.slice(1)}`.replace(/,}$/, '}') };
    }
    case 'top-level scalar':
      return { value: new RawJson(rng.pick(['null', 'true', '0', '"str"', '[]', '-1e400', '""'])) };
    case 'non-JSON text':
      return { value, text: rng.pick(NON_JSON) };
    case 'invalid UTF-8': {
      const text = Buffer.from(toJsonText(value));
      const bad = rng.pick(INVALID_UTF8);
      // Inside a string value when there is one (the JSON stays well-formed bytes-wise), else anywhere.
      const quote = text.indexOf(0x22, 1);
      const at = quote > 0 && rng.chance(0.7) ? quote + 1 : rng.int(0, text.length);
      return { value, text: Buffer.concat([text.subarray(0, at), bad, text.subarray(at)]) };
    }
    case 'wrong content-type': {
      const ct = rng.pick(CONTENT_TYPES);
      headers['content-type'] = ct;
      what.push(JSON.stringify(ct.slice(0, 40)));
      return { value };
    }
    case 'empty body': {
      if (rng.chance(0.5)) delete headers['content-type'];
      return { value, text: rng.pick(['', ' ', '\r\n']) };
    }
    case 'date edges': {
      const dates = paths.filter((p) => typeof getAt(value, p) === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(getAt(value, p) as string));
      const target = dates.length ? rng.pick(dates) : somePath();
      const d = rng.pick(DATE_EDGES);
      if (target) setAt(value, target, d);
      what.push(`${d} at ${target?.join('.') ?? '-'}`);
      return { value };
    }
  }
}

