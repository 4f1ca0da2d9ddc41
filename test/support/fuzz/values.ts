import { Prng } from './prng';

/**
 * Values for the REST fuzzer: plausible ones built from the contract's JSON Schemas (TypeBox
 * schemas are JSON Schema), and catalogs of hostile ones. Nothing here ever contains the markers
 * the fuzzer looks for in error bodies ("/src/", ".ts:", ".js:", "    at "), so an echoed input
 * can not pass for a leaked stack trace.
 */

export type Schema = Record<string, any>;

/** JSON text spliced into a body as-is: numbers JSON.stringify can not write, deep nesting, duplicate keys. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** What the world offers a plausible value: ids of existing entities by kind, and real PEMs. */
export interface ValueWorld {
  /** Ids of existing entities by the path segment that addresses them (`identities`, `services`, ...). */
  ids: Record<string, string[]>;
  csrPem: string;
  certPem: string;
  /** Enrollment tokens, valid or spent, of identities and routers. */
  tokens: string[];
}

// ---------------------------------------------------------------------------
// Catalogs

/** Text PostgreSQL can not compress (random letters and CJK): long repeated characters would fit where these do not. */
export function incompressible(rng: Prng, length: number): string {
  return rng.string(length, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789一丁七万丈三上下不与丐丑专且丕世丘丙业丛东丝丞丢两严');
}

const LONG_RANDOM_TEXT = incompressible(new Prng('long random text'), 3000);

export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\t\r\n', "'", '"', ';', '\\', "' OR '1'='1", "'; DROP TABLE identities; --", '%', '%00', '%zz', '..', '../../etc/passwd',
  'é', 'Ω≈ç√∫', '\u202egnp.exe', '\ufeffbom', '💥', '👩‍👩‍👧‍👦', '\ud800', '\udfff\ud800', 'null', 'undefined', 'NaN', 'Infinity',
  '-Infinity', '1e999', '0x10', '-0', 'true', '[object Object]', '__proto__', 'constructor', '#all', '#', '@', '@@', '#@',
  '${jndi:ldap://x}', '{{7*7}}', '<script>alert(1)</script>', '\u0000', 'a\u0000b', 'x'.repeat(256), 'y'.repeat(10_000),
  '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----', 'ff'.repeat(64), LONG_RANDOM_TEXT,
];

/** Numbers as JSON text: beyond 2^53, beyond float64 (JSON.parse makes them Infinity), negative zero, fractions. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '9007199254740993', '-9007199254740993', '1e308', '-1e308', '1e400', '-1e400', '1e-400', '0.5', '-1', '-0', '2147483648',
  '-2147483649', '4294967296', '99999999999999999999999', '1.0', '0', '65536', '1E+2',
];

export const NAN_LIKE: readonly string[] = ['NaN', 'Infinity', '-Infinity', '1e999', '0x1F', '', ' 1', '1_000', '∞', 'one', '1,5'];

/** Date-times ajv's `date-time` format accepts or nearly accepts, at the edges of JS dates and PostgreSQL timestamps. */
export const DATE_EDGES: readonly string[] = [
  '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '9999-12-31T23:59:59-23:59', '1970-01-01T00:00:00+23:59',
  '2030-12-31T23:59:60Z', '2020-02-30T00:00:00Z', '2020-13-01T00:00:00Z', '2030-01-01T25:00:00Z', '2030-01-01T00:00:00.123456789123Z',
  '2030-01-01t00:00:00z', '2030-01-01', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00.001Z', '1969-12-31T23:59:59.999Z', 'now',
];

/** Field names the contract uses somewhere (and type-specific posture check fields): "extra" fields that may still mean something. */
export const KNOWN_FIELD_NAMES: readonly string[] = [
  'id', 'name', 'type', 'typeId', 'isAdmin', 'isDefaultAdmin', 'roleAttributes', 'tags', 'appData', 'identityId', 'serviceId', 'configId',
  'configTypeId', 'caId', 'method', 'username', 'password', 'currentPassword', 'token', 'certPem', 'csr', 'expiresAt', 'disabled',
  'semantic', 'identityRoles', 'serviceRoles', 'edgeRouterRoles', 'postureCheckRoles', 'data', 'schema', 'configs', 'cost', 'precedence',
  'domains', 'macAddresses', 'operatingSystems', 'process', 'processes', 'timeoutSeconds', 'promptOnWake', 'promptOnUnlock',
  'ignoreLegacyEndpoints', 'isAuthEnabled', 'isVerified', 'fingerprint', 'externalIdClaim', 'identityNameFormat', 'enrollment',
  'createdAt', 'updatedAt', '_links', 'isSystem', 'version', 'durationMinutes', 'encryptionRequired',
];

/** Bodies that are not JSON at all (or not quite). */
export const NON_JSON: readonly string[] = [
  '{', '}', '[', '{"a":', '{a:1}', "{'name':'x'}", '{"name":"x",}', '[1,]', 'undefined', 'NaN', '-', '01', '"\\x41"', '"\\u12"',
  '<?xml version="1.0"?><identity/>', 'name=x&type=User', '\u0000', '\ufeff{}', '{"a":1}{"b":2}', '{"a":1} trailing', '/* c */ {}',
  '---\nname: x\n', '\u00ff\u00fe{', 'true false',
];

/** Byte sequences that are not UTF-8: lone continuation bytes, truncated sequences, surrogates, overlong forms, 0xFF. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0x80]), Buffer.from([0xc3, 0x28]), Buffer.from([0xe2, 0x82]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0xf4, 0x90, 0x80, 0x80]),
];

export const GARBAGE_PEMS: readonly string[] = [
  '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n',
  '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n',
  '-----BEGIN CERTIFICATE-----\n' + 'QUFB'.repeat(40) + '\n-----END CERTIFICATE-----\n',
  '-----BEGIN CERTIFICATE REQUEST-----\n',
  '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n',
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n'.repeat(50),
];

// ---------------------------------------------------------------------------
// Plausible values from a schema

/** The alternatives of a schema: the members of `anyOf` (flattened), else the schema itself. */
export function variants(s: Schema): Schema[] {
  return Array.isArray(s.anyOf) ? (s.anyOf as Schema[]).flatMap(variants) : [s];
}

const isNullSchema = (s: Schema) => s.type === 'null';

/** Which kind of entity a field names by its id, so a plausible body may point at an existing one. */
const ID_FIELDS: Record<string, string> = {
  identityId: 'identities', serviceId: 'services', configId: 'configs', configTypeId: 'config-types', caId: 'cas', service: 'services',
  router: 'routers', authPolicyId: 'auth-policies', policyId: 'service-policies', keyId: 'keys', ottca: 'cas',
};

const ROLE_FIELDS: Record<string, string> = {
  identityRoles: 'identities', serviceRoles: 'services', edgeRouterRoles: 'edge-routers', postureCheckRoles: 'posture-checks',
};

function plausibleString(s: Schema, rng: Prng, world: ValueWorld, name: string | undefined): string {
  if (s.format === 'date-time') return new Date(Date.UTC(2031, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
  if (s.format === 'uuid') return rng.chance(0.5) && world.tokens.length ? rng.pick(world.tokens) : fakeUuid(rng);
  if (s.format === 'byte') return Buffer.from(rng.string(12)).toString('base64');
  if (name && ID_FIELDS[name]) {
    const pool = world.ids[ID_FIELDS[name]] ?? [];
    if (pool.length && rng.chance(0.7)) return rng.pick(pool);
  }
  if (name && /csr$/i.test(name)) return rng.chance(0.7) ? world.csrPem : rng.pick(GARBAGE_PEMS);
  if (name === 'certPem' || name === 'clientCert') return rng.chance(0.7) ? world.certPem : rng.pick(GARBAGE_PEMS);
  if (name === 'token') return rng.chance(0.6) && world.tokens.length ? rng.pick(world.tokens) : fakeUuid(rng);
  if (name === 'method') return rng.pick(['updb', 'cert', 'ott', 'ottca', 'password']);
  if (name === 'typeId') return rng.pick(['OS', 'PROCESS', 'PROCESS_MULTI', 'DOMAIN', 'MAC', 'MFA', 'User', 'Device']);
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = typeof s.maxLength === 'number' ? s.maxLength : min + 12;
  return `fz${rng.string(Math.max(0, Math.min(max, rng.int(min, min + 10)) - 2))}`.slice(0, max).padEnd(min, 'z');
}

export function fakeUuid(rng: Prng): string {
  const h = rng.string(32, '0123456789abcdef');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function plausibleRoles(rng: Prng, world: ValueWorld, kind: string): string[] {
  const pool = world.ids[kind] ?? [];
  return Array.from({ length: rng.int(0, 3) }, () =>
    rng.weighted<string>([[`#fz${rng.string(3)}`, 3], ['#all', 1], [pool.length ? `@${rng.pick(pool)}` : '@nothing', 2]]),
  );
}

/** A small JSON value for `{}` (unknown) schemas: config data, app data. */
function smallJson(rng: Prng, depth: number): unknown {
  const kind = depth > 2 ? rng.int(0, 3) : rng.int(0, 5);
  switch (kind) {
    case 0:
      return rng.string(rng.int(0, 8));
    case 1:
      return rng.int(-100, 100);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return Array.from({ length: rng.int(0, 3) }, () => smallJson(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(0, 3) }, () => [`k${rng.string(3)}`, smallJson(rng, depth + 1)]));
  }
}

/**
 * A JSON-Schema-like document for config type schemas: real keywords, sometimes with wrong
 * values (`required: "x"`, `minLength: -1`, dangling `$ref`s, `$async`, unknown formats).
 */
export function schemaLike(rng: Prng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keywords: [string, () => unknown][] = [
    ['type', () => rng.pick(['object', 'string', 'integer', 'array', 'boolean', 'null', 'nonsense', ['string', 'null']])],
    ['properties', () => (depth < 2 ? { a: schemaLike(rng, depth + 1), b: schemaLike(rng, depth + 1) } : {})],
    ['required', () => rng.pick([['a'], [], 'a', ['a', 'a'], [1]])],
    ['additionalProperties', () => rng.pick([false, true, { type: 'string' }])],
    ['items', () => (depth < 2 ? schemaLike(rng, depth + 1) : {})],
    ['pattern', () => rng.pick(['^a', '(', '[', '\\', '^\\d+$', '\\p{L}'])],
    ['format', () => rng.pick(['date-time', 'uuid', 'ipv4', 'zzz', 'regex'])],
    ['minLength', () => rng.pick([0, 1, -1, 1.5, '1'])],
    ['maximum', () => rng.pick([0, 10, 1e308, '5'])],
    ['enum', () => rng.pick([[], ['a'], [1, 'a', null], 'a'])],
    ['const', () => rng.pick(['a', 1, null, { a: 1 }])],
    ['$ref', () => rng.pick(['#', '#/definitions/x', '#/definitions/missing', 'http://evil.example/s.json', 'x', '#/properties/a'])],
    ['definitions', () => ({ x: depth < 2 ? schemaLike(rng, depth + 1) : {} })],
    ['$async', () => true],
    ['$id', () => rng.pick(['x', 'http://example.com/s', '#a'])],
    ['$schema', () => rng.pick(['http://json-schema.org/draft-07/schema#', 'http://example.com/x', 'https://json-schema.org/draft/2020-12/schema'])],
    ['if', () => ({ const: 1 })],
    ['then', () => ({ $ref: '#' })],
    ['not', () => (depth < 2 ? schemaLike(rng, depth + 1) : {})],
    ['oneOf', () => [{ type: 'string' }, { type: 'string' }]],
  ];
  for (let i = rng.int(1, 4); i > 0; i--) {
    const [key, make] = rng.pick(keywords);
    out[key] = make();
  }
  return out;
}

/**
 * A value the schema accepts (mostly: service rules beyond the schema are not known here),
 * preferring non-null alternatives, filling required properties and some optional ones.
 */
export function plausible(schema: Schema, rng: Prng, world: ValueWorld, name?: string, depth = 0): unknown {
  const options = variants(schema);
  const nonNull = options.filter((s) => !isNullSchema(s));
  const s = nonNull.length && rng.chance(0.9) ? rng.pick(nonNull) : rng.pick(options);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return rng.pick(s.enum);
  switch (s.type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : min + 1000;
      return rng.int(min, Math.min(max, min + 1000));
    }
    case 'string':
      return plausibleString(s, rng, world, name);
    case 'array': {
      if (name && ROLE_FIELDS[name]) return plausibleRoles(rng, world, ROLE_FIELDS[name]);
      if (depth > 6 || !s.items) return [];
      return Array.from({ length: rng.int(0, 3) }, () => plausible(s.items as Schema, rng, world, name, depth + 1));
    }
    case 'object': {
      if (name === 'schema') return rng.chance(0.6) ? schemaLike(rng) : { type: 'object' };
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      const required = new Set<string>((s.required as string[] | undefined) ?? []);
      for (const [key, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (required.has(key) || rng.chance(0.5)) out[key] = plausible(sub, rng, world, key, depth + 1);
      }
      for (const sub of Object.values((s.patternProperties ?? {}) as Record<string, Schema>)) {
        for (let i = rng.int(0, 2); i > 0; i--) out[`k${rng.string(4)}`] = plausible(sub, rng, world, undefined, depth + 1);
      }
      return out;
    }
  }
  return smallJson(rng, depth); // {}: any JSON value
}

// ---------------------------------------------------------------------------
// JSON text with raw parts

/** JSON text of a value that may hold RawJson parts (iterative-free: values here are shallow). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Paths (lists of keys) of every value inside a body, root excluded, at most `maxDepth` deep. */
export function valuePaths(value: unknown, maxDepth = 4, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= maxDepth || value instanceof RawJson || !value || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...valuePaths(v, maxDepth, [...prefix, k])]);
}

export function getAt(value: unknown, path: (string | number)[]): unknown {
  let cur = value;
  for (const key of path) cur = (cur as Record<string | number, unknown>)?.[key];
  return cur;
}

/** Sets the value at a path from valuePaths; nothing when an earlier change replaced a container on the way. */
export function setAt(value: unknown, path: (string | number)[], v: unknown): void {
  const parent = getAt(value, path.slice(0, -1));
  if (parent && typeof parent === 'object' && !(parent instanceof RawJson)) (parent as Record<string | number, unknown>)[path[path.length - 1]] = v;
}

/** A value of another JSON type than `v`. */
export function wrongTypeFor(v: unknown, rng: Prng): unknown {
  const options: unknown[] = [
    rng.pick(HOSTILE_STRINGS), new RawJson(rng.pick(HOSTILE_NUMBERS)), rng.chance(0.5), null, [v === undefined ? 1 : v], { value: v ?? 1 }, [], {},
  ];
  const typeOf = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : x instanceof RawJson ? 'number' : typeof x);
  const different = options.filter((o) => typeOf(o) !== typeOf(v));
  return rng.pick(different.length ? different : options);
}

/** `depth` nested arrays (or objects) as JSON text, possibly unbalanced. */
export function deepJson(depth: number, kind: 'array' | 'object', balanced = true): RawJson {
  const open = kind === 'array' ? '[' : '{"a":';
  const close = kind === 'array' ? ']' : '}';
  return new RawJson(open.repeat(depth) + (kind === 'array' ? '' : '1') + (balanced ? close.repeat(depth) : ''));
}
