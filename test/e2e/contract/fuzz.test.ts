import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { API_BASE_PATHS, OPERATIONS, operationsFor, type ApiName, type Operation } from '../../../src/rest/contract/operations';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk, type RestClient, type RestResponse } from '../../support/rest-client';
import {
  create, createConfig, createConfigType, createCredentials, createEdgeRouter, createEdgeRouterPolicy, createIdentity, createService,
  createServiceEdgeRouterPolicy, createServicePolicy, createUser, unique, type Credentials, type User,
} from '../../support/fixtures';
import { newCsr, newTestCa } from '../../support/pki';
import { Prng } from '../../support/fuzz/prng';
import { incompressible } from '../../support/fuzz/values';
import { generateCases, type AuthKind, type FuzzCase, type FuzzWorld } from '../../support/fuzz/cases';
import { describeFailure, problemsOf, sendCase, type Outcome, type Tokens } from '../../support/fuzz/http';

/**
 * A bounded fuzz run over every operation of the REST contract, on both APIs: malformed and
 * hostile paths, queries, headers and bodies, sent as the admin, a non-admin, anonymously and
 * with garbage credentials. Every answer must be below 500, and every 4xx must be the JSON error
 * envelope without a stack trace or a source path. 2xx answers are fine: some inputs are valid.
 *
 * Deterministic: FUZZ_SEED (default below) fixes every input; a failure prints its seed, case
 * and request. FUZZ_ONLY=<operationId,...> reruns some operations, FUZZ_CASES sets the cases per
 * operation, FUZZ_BUDGET_MS the time the random run may take (cases not sent by then are
 * reported; round-robin order gives every operation its first cases first), FUZZ_CONCURRENCY the
 * requests in flight (1 replays a run in order), FUZZ_VERBOSE=1 lists every case and its answer.
 *
 * Before the random run: a table of known nasty inputs (the fuzzer's finds among them, with the
 * answers their fixes give) and the list-versus-delete races it found, made deterministic.
 */

const SEED = process.env.FUZZ_SEED ?? '20250611';
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 12);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const ONLY = process.env.FUZZ_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
/** Requests in flight at once: enough to overlap I/O on a 2-core machine without starving the server. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const APIS: ApiName[] = ['client', 'management'];

/**
 * Operations that end the session they are called with (logout). The admin's and the user's
 * sessions must outlive the run (they send every other case), so these cases log a throw-away
 * session in and send its token wherever they would send the admin's or the user's.
 */
const ENDS_SESSION = new Set(['deleteCurrentApiSession']);
const endsSession = (method: string, path: string) =>
  OPERATIONS.some((op) => ENDS_SESSION.has(op.operationId) && op.method.toUpperCase() === method && op.path === path);

/** Operations not fuzzed at all, by operationId, with the reason. None: every operation can be. */
const EXCLUDED: Record<string, string> = {};

const label = (op: Operation) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
const caseKey = (api: ApiName, op: Operation) => `${api} ${op.method} ${op.path}`;

let server: TestServer;
let user: User;
let disposable: Credentials;
let tokens: Tokens;
let world: FuzzWorld;

/**
 * One entity of every kind a path names, for plausible requests to reach the services: ids by the
 * path (segment) that addresses them. The fuzzer may change or delete any of them.
 */
async function entities(csrPem: string): Promise<{ ids: Record<string, string[]>; tokens: string[]; caCertPem: string }> {
  const mgmt = server.mgmt;
  const ca = newTestCa('Fuzz CA'); // a CA certificate registers once
  const victim = await createUser(server);
  const serviceId = await createService(server);
  const configTypeId = await createConfigType(server);
  const configId = await createConfig(server, configTypeId, { a: 1 });
  const edgeRouterId = await createEdgeRouter(server);
  const routerId = await create(server, 'routers', { name: unique('tr') });
  const servicePolicyId = await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${serviceId}`]);
  const edgeRouterPolicyId = await createEdgeRouterPolicy(server, [`@${user.id}`], [`@${edgeRouterId}`]);
  const serpId = await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${edgeRouterId}`]);
  const postureCheckId = await create(server, 'posture-checks', { name: unique('pc'), typeId: 'DOMAIN', domains: ['corp.example.com'] });
  const terminatorId = await create(server, 'terminators', { service: serviceId, router: edgeRouterId, binding: 'edge', address: 'tcp:localhost:8080' });
  const caId = await create(server, 'cas', {
    name: unique('ca'), certPem: ca.certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: false, identityRoles: [],
  });
  const enrolling = await createIdentity(server, { enrollment: { ott: true } });
  const enrollment = requireOk(await mgmt.get(`/identities/${enrolling}`)).enrollment.ott;
  const edgeRouterToken = requireOk(await mgmt.get(`/edge-routers/${edgeRouterId}`)).enrollmentToken as string;
  const sessionId = requireOk(await user.client.post('/sessions', { serviceId, type: 'Dial' }), 201).id as string;
  const certificateId = requireOk(await user.client.post('/current-api-session/certificates', { csr: csrPem }), 201).id as string;
  return {
    ids: {
      identities: [victim.id, enrolling],
      authenticators: [victim.authenticatorId],
      'api-sessions': [victim.apiSessionId],
      'config-types': [configTypeId],
      configs: [configId],
      services: [serviceId],
      terminators: [terminatorId],
      routers: [routerId, edgeRouterId],
      'transit-routers': [routerId],
      'edge-routers': [edgeRouterId],
      'service-policies': [servicePolicyId],
      'edge-router-policies': [edgeRouterPolicyId],
      'service-edge-router-policies': [serpId],
      'posture-checks': [postureCheckId],
      cas: [caId],
      enrollments: [enrollment.id],
      sessions: [sessionId],
      'current-api-session/certificates': [certificateId],
    },
    tokens: [enrollment.token, edgeRouterToken],
    caCertPem: ca.certPem,
  };
}

/** What the fuzzer's requests may name: entities to change, entities to delete, PEMs, enrollment tokens. */
async function buildWorld(): Promise<FuzzWorld> {
  const { csrPem } = newCsr('fuzz');
  const kept = await entities(csrPem);
  const doomed = await entities(csrPem);
  const listIds = async (client: RestClient, path: string) => (requireOk(await client.get(`${path}?limit=-1`)) as { id: string }[]).map((e) => e.id);
  const fixed = {
    'identity-types': await listIds(server.mgmt, '/identity-types'),
    'posture-check-types': await listIds(server.mgmt, '/posture-check-types'),
    specs: ['edge-client', 'edge-management'],
    // The callers' own authenticators: without their current password nothing can change them.
    'current-identity/authenticators': [
      ...(await listIds(server.mgmt, '/current-identity/authenticators')),
      ...(await listIds(user.client, '/current-identity/authenticators')),
    ],
  };
  return {
    ids: { ...kept.ids, ...fixed },
    doomed: { ...doomed.ids, ...fixed },
    paramKinds: { serviceId: 'services' },
    csrPem,
    certPem: kept.caCertPem,
    tokens: [...kept.tokens, ...doomed.tokens],
  };
}

before(async () => {
  server = await startTestServer();
  user = await createUser(server);
  disposable = await createCredentials(server);
  tokens = {
    admin: server.mgmt.token!,
    user: user.client.token!,
    disposable: async () => {
      const res = await server.anon('client').post('/authenticate?method=password', { username: disposable.username, password: disposable.password });
      return requireOk(res).token as string;
    },
  };
  world = await buildWorld();
});
after(async () => {
  await server?.close();
});

/** `2xx`, or the status and error code of an error answer: what the run summary counts. */
function answerKind(o: Outcome): string {
  if ('error' in o) return 'no answer';
  if (o.status < 400) return `${String(o.status).slice(0, 1)}xx`;
  try {
    return `${o.status} ${JSON.parse(o.text).error.code}`;
  } catch {
    return `${o.status} (no envelope)`;
  }
}

/** Checks one answer; returns its problems as one readable failure, or undefined. */
function judge(c: FuzzCase, o: Outcome): string | undefined {
  const problems = problemsOf(c, o);
  return problems.length ? describeFailure(c, o, problems, SEED) : undefined;
}

/**
 * Inputs that always run, before the random ones: every 5xx found with this fuzzer (its random
 * runs over many seeds, and sweeps of its value catalogs over every field and filter), with the
 * answer its fix gives, and the nastiest shapes of each kind. `{kind}` in a path or body is the id
 * of an entity of that kind (see buildWorld).
 */
interface NastyInput {
  name: string;
  api: ApiName;
  method: string;
  /** Relative to the API's base path. */
  path: string;
  auth?: AuthKind;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The answer expected beyond the fuzz rules (no 5xx, 4xx enveloped). */
  expect?: { status: number; code?: string; field?: string };
}

const json = { 'content-type': 'application/json' };
const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const invalid = (field: string) => ({ status: 400, code: 'COULD_NOT_VALIDATE', field });

const NASTY_INPUTS: NastyInput[] = [
  // ---- found by the fuzzer: 500 before their fix ----
  // the NUL check recursed once per level and overflowed the stack (RangeError → 500 UNHANDLED).
  { name: '100,000 nested arrays as a field', api: 'management', method: 'POST', path: '/identities', headers: json,
    body: `{"name":"n","type":"User","isAdmin":false,"appData":{"x":${deepArrays(100_000)}}}`, expect: invalid(`appData.x${'[0]'.repeat(98)}`) },
  { name: '10,000 nested objects as a date', api: 'management', method: 'POST', path: '/enrollments', headers: json,
    body: `{"identityId":"x","method":"ott","expiresAt":${deepObjects(10_000)}}`, expect: { status: 400, code: 'COULD_NOT_VALIDATE' } },
  { name: '100,000 nested arrays as the body', api: 'client', method: 'POST', path: '/enroll/extend/router', headers: json, body: deepArrays(100_000), expect: { status: 400, code: 'COULD_NOT_VALIDATE' } },
  // PostgreSQL refuses an unpaired surrogate in jsonb ("\udfff" as JSON.stringify writes it): 500.
  { name: 'unpaired surrogates in appData', api: 'management', method: 'POST', path: '/edge-routers', headers: json,
    body: '{"name":"fz-surrogate","appData":{"k":["\\udfff\\ud800"]}}', expect: invalid('appData.k[0]') },
  { name: 'an unpaired surrogate in a tag name', api: 'management', method: 'PATCH', path: '/services/{services}', headers: json,
    body: '{"tags":{"\\ud800":"x"}}', expect: invalid('tags.\ud800') },
  // RFC 3339 allows year 9999 with a negative offset, which is year 10000 in UTC: JavaScript writes it as
  // "+010000-...", which PostgreSQL refuses (500).
  { name: 'expiresAt in year 10000 UTC (create enrollment)', api: 'management', method: 'POST', path: '/enrollments', headers: json,
    body: '{"identityId":"{identities}","method":"updb","username":"fz-year-10000","expiresAt":"9999-12-31T23:59:59-23:59"}', expect: invalid('expiresAt') },
  { name: 'expiresAt in year 10000 UTC (refresh enrollment)', api: 'management', method: 'POST', path: '/enrollments/{enrollments}/refresh', headers: json,
    body: '{"expiresAt":"9999-12-31T23:59:59-23:59"}', expect: invalid('expiresAt') },
  { name: 'expiresAt in year 10000 UTC (re-enroll authenticator)', api: 'management', method: 'POST', path: '/authenticators/{authenticators}/re-enroll', headers: json,
    body: '{"expiresAt":"9999-12-31T23:59:59-23:59"}', expect: invalid('expiresAt') },
  // The end of the disabling (now + 1e20 minutes) is no date: "Invalid time value" from the driver, 500.
  { name: 'disable for 1e20 minutes', api: 'management', method: 'POST', path: '/identities/{identities}/disable', headers: json,
    body: '{"durationMinutes":1e20}', expect: invalid('durationMinutes') },
  // maxIdleTimeMillis is a bigint column: beyond 2^63 PostgreSQL refuses it (500).
  { name: 'maxIdleTimeMillis beyond 2^63 (management)', api: 'management', method: 'POST', path: '/services', headers: json,
    body: '{"name":"fz-idle","encryptionRequired":true,"maxIdleTimeMillis":1e20}', expect: invalid('maxIdleTimeMillis') },
  { name: 'maxIdleTimeMillis beyond 2^63 (client API)', api: 'client', method: 'PATCH', path: '/services/{services}', headers: json,
    body: '{"maxIdleTimeMillis":9223372036854775808}', expect: invalid('maxIdleTimeMillis') },
  // A number beyond a double parses as Infinity: ajv takes it for an integer, JSON.stringify stores null.
  { name: 'a number beyond a double', api: 'management', method: 'POST', path: '/identities', headers: json,
    body: '{"name":"fz-infinity","type":"User","isAdmin":false,"appData":{"n":1e400}}', expect: invalid('appData.n') },
  // An $async schema validates config data with a promise: rejected with nobody awaiting it, it ended the process.
  { name: 'an $async config type schema', api: 'management', method: 'POST', path: '/config-types', headers: json,
    body: '{"name":"fz-async","schema":{"$async":true,"type":"object","required":["zzz"]}}', expect: invalid('schema') },
  { name: 'an $async schema on a config type with configs', api: 'management', method: 'PATCH', path: '/config-types/{config-types}', headers: json,
    body: '{"schema":{"$async":true,"required":["zzz"]}}', expect: invalid('schema') },

  // Unique and role attribute columns are indexed; PostgreSQL refuses an index entry over about 2,700 bytes (500).
  { name: 'an externalId of 3,000 random characters', api: 'management', method: 'PATCH', path: '/identities/{identities}', headers: json,
    body: JSON.stringify({ externalId: incompressible(new Prng('externalId'), 3000) }), expect: invalid('externalId') },
  { name: 'a role attribute of 3,000 random characters', api: 'management', method: 'POST', path: '/services', headers: json,
    body: JSON.stringify({ name: 'fz-long-attribute', encryptionRequired: true, roleAttributes: [incompressible(new Prng('attribute'), 3000)] }), expect: invalid('roleAttributes') },
  { name: 'a policy role of 3,000 random characters', api: 'management', method: 'POST', path: '/edge-router-policies', headers: json,
    body: JSON.stringify({ name: 'fz-long-role', semantic: 'AnyOf', identityRoles: [`#${incompressible(new Prng('role'), 3000)}`] }), expect: invalid('identityRoles') },
  // ZitiQL literals reached the SQL as parameters no column takes: 1e400 became an unquoted `Infinity`
  // (a column name to PostgreSQL), datetimes in years 0 and 10000 (UTC) were refused by PostgreSQL: 500.
  { name: 'a filter number beyond a double', api: 'management', method: 'GET', path: `/edge-routers?filter=${encodeURIComponent('cost > 1e400')}`,
    expect: { status: 400, code: 'INVALID_FILTER' } },
  { name: 'a filter number below minus a double', api: 'client', method: 'GET', path: `/services?filter=${encodeURIComponent('tags.x = -1e400')}`, auth: 'user',
    expect: { status: 400, code: 'INVALID_FILTER' } },
  { name: 'a filter datetime in year 10000 UTC', api: 'management', method: 'GET',
    path: `/identities?filter=${encodeURIComponent('createdAt < datetime(9999-12-31T23:59:59-23:59)')}`, expect: { status: 400, code: 'INVALID_FILTER' } },
  { name: 'a filter datetime in year 0', api: 'management', method: 'GET', path: `/api-sessions?filter=${encodeURIComponent('updatedAt > datetime(0000-01-01T00:00:00Z)')}`,
    expect: { status: 400, code: 'INVALID_FILTER' } },

  // ---- the nastiest shape of each kind ----
  { name: '10,000-character id', api: 'management', method: 'GET', path: `/identities/${'x'.repeat(10_000)}`, expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'NUL in an id', api: 'management', method: 'DELETE', path: '/services/ab%00cd', expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'a lone % as an id', api: 'client', method: 'GET', path: '/services/%', expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'an encoded traversal as an id', api: 'management', method: 'PUT', path: '/identities/..%2F..%2Fcurrent-identity', headers: json,
    body: '{"name":"x","type":"User","isAdmin":true}', expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'emoji and quotes as an id', api: 'management', method: 'GET', path: `/config-types/${encodeURIComponent("💥';--")}`, expect: { status: 404, code: 'NOT_FOUND' } },
  { name: '5,000 nested parentheses in a filter', api: 'client', method: 'GET', path: `/services?filter=${encodeURIComponent('('.repeat(5000) + 'true' + ')'.repeat(5000))}`, auth: 'user',
    expect: { status: 400, code: 'INVALID_FILTER' } },
  { name: 'an unterminated string in a filter', api: 'management', method: 'GET', path: `/identities?filter=${encodeURIComponent('name = "abc')}`, expect: { status: 400, code: 'INVALID_FILTER' } },
  { name: 'a filter of invalid UTF-8 bytes', api: 'management', method: 'GET', path: '/services?filter=%ff%fe%c3%28%ed%a0%80' },
  { name: 'a limit beyond 2^64', api: 'management', method: 'GET', path: '/identities?limit=99999999999999999999' },
  { name: 'a negative offset', api: 'management', method: 'GET', path: '/identities?offset=-1', expect: { status: 400, code: 'INVALID_PAGINATION' } },
  { name: 'a fractional limit', api: 'management', method: 'GET', path: '/edge-routers?limit=1.5', expect: { status: 400, code: 'INVALID_PAGINATION' } },
  { name: '300 role filters', api: 'management', method: 'GET', path: `/identities?${'roleFilter=%23a&'.repeat(300)}` },
  { name: '1001 query parameters', api: 'client', method: 'GET', path: `/services?${'p=1&'.repeat(1001)}`, auth: 'user', expect: { status: 400, code: 'COULD_NOT_VALIDATE' } },
  { name: 'a body of invalid UTF-8', api: 'management', method: 'POST', path: '/identities', headers: json,
    body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('","type":"User","isAdmin":false}')]) },
  { name: 'a body just over 1 MiB', api: 'management', method: 'POST', path: '/services', headers: json,
    body: `{"name":"${'o'.repeat(1024 * 1024)}","encryptionRequired":true}`, expect: { status: 413, code: 'REQUEST_ENTITY_TOO_LARGE' } },
  { name: 'an empty body', api: 'management', method: 'POST', path: '/identities', headers: json, body: '', expect: { status: 400, code: 'COULD_NOT_VALIDATE' } },
  { name: 'not JSON', api: 'client', method: 'POST', path: '/authenticate?method=password', auth: 'anonymous', headers: json, body: "{'username':'admin'}",
    expect: { status: 400, code: 'COULD_NOT_PARSE_BODY' } },
  { name: 'prototype keys', api: 'management', method: 'PATCH', path: '/identities/{identities}', headers: json, body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'a 20 kB session token', api: 'management', method: 'GET', path: '/identities', auth: 'garbage', headers: { 'zt-session': 'a'.repeat(20_000) },
    expect: { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' } },
  { name: 'a JWT with alg none as Bearer', api: 'client', method: 'POST', path: '/authenticate?method=ext-jwt', auth: 'garbage',
    headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', ...json }, body: '{}' },
  { name: 'a CSR body with a JSON content type', api: 'client', method: 'POST', path: '/enroll?method=ott&token=00000000-0000-4000-a000-000000000000', auth: 'anonymous',
    headers: json, body: '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n' },
];

/** A nasty input as a case the fuzz sender and judge take, with world ids in its path and body. */
function nastyCase(input: NastyInput): FuzzCase {
  const withIds = (text: string) => text.replace(/\{([a-z-]+)\}/g, (m, kind: string) => world.ids[kind]?.[0] ?? m);
  const body = typeof input.body === 'string' ? Buffer.from(withIds(input.body)) : input.body;
  return {
    id: `${input.api} nasty "${input.name}"`, api: input.api, operationId: 'nasty', what: [input.name], method: input.method,
    path: `${API_BASE_PATHS[input.api]}${withIds(input.path)}`, auth: input.auth ?? 'admin', headers: { accept: 'application/json', ...input.headers }, body,
  };
}

describe('REST fuzz: known nasty inputs', () => {
  for (const input of NASTY_INPUTS) {
    test(`${input.api}: ${input.name}`, async () => {
      const c = nastyCase(input);
      const outcome = await sendCase(server.url, c, tokens);
      const problems = problemsOf(c, outcome);
      if (input.expect && !('error' in outcome)) {
        let error: { code?: string; cause?: { field?: string } } | undefined;
        try {
          error = JSON.parse(outcome.text).error;
        } catch {
          // Reported by problemsOf.
        }
        const { status, code, field } = input.expect;
        if (outcome.status !== status || (code && error?.code !== code) || (field && error?.cause?.field !== field)) {
          problems.push(`expected ${status}${code ? ` ${code}` : ''}${field ? ` on field ${field}` : ''}`);
        }
      }
      assert.deepEqual(problems, [], describeFailure(c, outcome, problems));
    });
  }
});

/**
 * Races the random run found (concurrent deletes while listing): a list reads its page, then the
 * related entities in a second statement; a parent deleted in between took the listed child with
 * it (ON DELETE CASCADE), and the presenter crashed on the missing relation (500). Made
 * deterministic here: a transaction locks the parent table and deletes the parent; the request
 * reads its page and waits on the lock in its second statement; then the delete commits.
 */
describe('REST fuzz: lists racing a delete', () => {
  /**
   * Sends `request` (a list of `listTable`) while a transaction deletes a row of `table` under a
   * lock of it, and commits once the request has read its page and waits for the lock to read
   * `table`: `interleaved`. Anything else that waits for the lock first (a cache of the server
   * reloading an identity) spoils the attempt: committed after a while, not interleaved.
   */
  async function duringDelete(listTable: string, table: string, id: string, request: () => Promise<RestResponse>): Promise<{ res: RestResponse; interleaved: boolean }> {
    const db = new pg.Client(server.app.db.connection);
    await db.connect();
    try {
      await db.query('BEGIN');
      await db.query(`LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`);
      assert.equal((await db.query(`delete from "${table}" where "id" = $1`, [id])).rowCount, 1, 'the parent is deleted');
      const pending = request();
      let interleaved = false;
      // The request's load of `table`, waiting: shown as the active query when it waits to execute, or
      // (the backend still idle after its page read) while it waits to be parsed.
      for (let waited = 0; waited < 3_000 && !interleaved; waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
        const { rows } = await db.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and l.relation = $1::regclass
             and ((a.state = 'active' and a.query ilike $2) or (a.state <> 'active' and a.query ilike $3))`,
          [table, `%from "${table}"%${id}%`, `%from "${listTable}" e %`],
        );
        interleaved = rows[0].n > 0;
      }
      await db.query('COMMIT');
      return { res: await pending, interleaved };
    } finally {
      await db.end();
    }
  }

  /** Lists `list` while the parent of a listed child is deleted: a 200 without the child, in an attempt that interleaved. */
  async function raceListWithDelete(list: string, listTable: string, table: string, prepare: () => Promise<{ parentId: string; childId: string }>): Promise<void> {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { parentId, childId } = await prepare();
      await server.mgmt.get(`${list}?limit=1`); // the admin's session is loaded, caches settle
      await new Promise((r) => setTimeout(r, 100));
      const { res, interleaved } = await duringDelete(listTable, table, parentId, () => server.mgmt.get(`${list}?limit=-1`));
      assert.ok(!(requireOk(res) as { id: string }[]).some((x) => x.id === childId), `${list}: the deleted child is not listed`);
      if (interleaved) return;
    }
    assert.fail(`${list}: the list never read its page before waiting for ${table} (5 attempts)`);
  }

  test('GET /api-sessions while the identity of a listed session is deleted', async () => {
    await raceListWithDelete('/api-sessions', 'api_sessions', 'identities', async () => {
      const victim = await createUser(server);
      return { parentId: victim.id, childId: victim.apiSessionId };
    });
  });

  test('GET /authenticators while the identity of a listed authenticator is deleted', async () => {
    await raceListWithDelete('/authenticators', 'authenticators', 'identities', async () => {
      const victim = await createCredentials(server);
      return { parentId: victim.id, childId: victim.authenticatorId };
    });
  });

  test('GET /terminators while the service of a listed terminator is deleted', async () => {
    await raceListWithDelete('/terminators', 'terminators', 'services', async () => {
      const serviceId = await createService(server);
      const terminatorId = await create(server, 'terminators', { service: serviceId, router: world.ids['edge-routers'][0], binding: 'edge', address: 'tcp:race:1' });
      return { parentId: serviceId, childId: terminatorId };
    });
  });

  test('GET /sessions while the service of a listed session is deleted', async () => {
    await raceListWithDelete('/sessions', 'sessions', 'services', async () => {
      const serviceId = await createService(server);
      await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${serviceId}`]);
      await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${world.ids['edge-routers'][0]}`]);
      const sessionId = requireOk(await user.client.post('/sessions', { serviceId, type: 'Dial' }), 201).id as string;
      return { parentId: serviceId, childId: sessionId };
    });
  });
});

describe(`REST fuzz: random inputs (seed ${SEED}, ${CASES_PER_OPERATION} cases per operation, budget ${BUDGET_MS} ms)`, () => {
  const operations = APIS.flatMap((api) => operationsFor(api).map((op) => ({ api, op })));
  const selected = operations.filter(({ op }) => !EXCLUDED[op.operationId] && (!ONLY || ONLY.includes(op.operationId)));
  const results = new Map<string, { c: FuzzCase; answer: string; failure?: string }[]>();
  let sent = 0;
  let total = 0;
  let elapsed = 0;
  const statuses = new Map<string, number>();

  before(async () => {
    // Every case is generated up front; then round-robin (case n of every operation before case n+1 of any),
    // so a run cut short by the budget still fuzzes every operation.
    const perOperation = selected.map(({ api, op }) =>
      generateCases(api, op, world, { seed: SEED, count: CASES_PER_OPERATION, endsSession }),
    );
    const order = new Prng(SEED, 'order').shuffle(perOperation.map((_, i) => i));
    const queue: { key: string; c: FuzzCase }[] = [];
    for (let n = 0; n < CASES_PER_OPERATION; n++) {
      for (const i of order) queue.push({ key: caseKey(selected[i].api, selected[i].op), c: perOperation[i][n] });
    }
    total = queue.length;
    const started = Date.now();
    const deadline = started + BUDGET_MS;
    let next = 0;
    const worker = async () => {
      while (next < queue.length && Date.now() < deadline) {
        const { key, c } = queue[next++];
        const outcome = await sendCase(server.url, c, tokens);
        const answer = answerKind(outcome);
        statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
        const done = results.get(key) ?? [];
        done.push({ c, answer, failure: judge(c, outcome) });
        results.set(key, done);
        sent++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    elapsed = Date.now() - started;
  });

  test('run summary', (t) => {
    t.diagnostic(`seed ${SEED}: ${sent} of ${total} cases sent in ${elapsed} ms; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => b[1] - a[1])))}`);
    if (sent < total) t.diagnostic(`the time budget cut the run: ${total - sent} cases not sent`);
    assert.ok(sent > 0, 'some cases were sent');
  });

  for (const api of APIS) {
    describe(`${api} API`, () => {
      for (const op of operationsFor(api)) {
        const excluded = EXCLUDED[op.operationId];
        const notSelected = ONLY && !ONLY.includes(op.operationId) ? 'not in FUZZ_ONLY' : undefined;
        test(label(op), { skip: excluded ?? notSelected }, (t) => {
          const done = results.get(caseKey(api, op)) ?? [];
          if (done.length < CASES_PER_OPERATION) t.diagnostic(`${done.length} of ${CASES_PER_OPERATION} cases sent within the time budget`);
          if (process.env.FUZZ_VERBOSE) for (const r of done) t.diagnostic(`${r.answer} ← ${r.c.auth} ${r.c.method} ${r.c.path.slice(0, 100)} | ${r.c.what.join(' | ').slice(0, 160)}`);
          const failures = done.flatMap((r) => (r.failure ? [r.failure] : []));
          assert.equal(failures.length, 0, `${failures.length} of ${done.length} answers are wrong:\n\n${failures.join('\n\n')}`);
        });
      }
    });
  }

  test('afterwards the server answers and the admin and user sessions still work', async () => {
    assert.equal((await fetch(`${server.url}/version`)).status, 200);
    requireOk(await server.mgmt.get('/current-api-session'));
    requireOk(await server.client.get('/current-api-session'));
    requireOk(await user.client.get('/current-api-session'));
  });
});

test('the operations named by ENDS_SESSION and EXCLUDED exist', () => {
  for (const id of [...Object.keys(EXCLUDED), ...ENDS_SESSION]) {
    assert.ok(OPERATIONS.some((op) => op.operationId === id), `${id} is not an operation of the contract`);
  }
});
