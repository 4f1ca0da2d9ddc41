import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useTestServer, startTestServer, type TestServer } from '../../support/server';
import { unique } from '../../support/fixtures';
import { requireOk, requireUnauthorized } from '../../support/rest-client';
import { MAIN_JS } from '../../support/controller-process';
import { gql, requireData } from '../../support/gql-client';
import { ClusterControllersDocument } from '../../graphql/generated';

/**
 * GET /metrics (Prometheus text), /version's build facts and the session expiry headers, on an
 * in-process controller. The access log has its own file (a child process, to read its output).
 */

const server = useTestServer();

// ---------------------------------------------------------------------------
// A small Prometheus text-format (0.0.4) reader: strict enough that malformed output fails.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"(,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  text.split('\n').forEach((line, i) => {
    const where = `line ${i + 1}: ${line}`;
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!m) return; // other comments are allowed
      assert.match(m[2], METRIC_NAME, where);
      if (m[1] === 'TYPE') {
        assert.ok(TYPES.has(m[3]), `${where}: unknown type`);
        assert.ok(!types.has(m[2]), `${where}: TYPE given twice`);
        types.set(m[2], m[3]);
      }
      return;
    }
    const m = SAMPLE.exec(line);
    assert.ok(m, `${where}: not a sample`);
    const labels: Record<string, string> = {};
    let rest = m[3] ?? '';
    while (rest.length) {
      const l = LABEL.exec(rest);
      assert.ok(l, `${where}: bad labels`);
      labels[l[1]] = l[2].replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
      rest = rest.slice(l[0].length);
    }
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes `Nan`).
    const special = m[4].toLowerCase();
    const value = special === '+inf' || special === 'inf' ? Infinity : special === '-inf' ? -Infinity : special === 'nan' ? NaN : Number(m[4]);
    assert.ok(special === 'nan' || !Number.isNaN(value), `${where}: bad value`);
    const family = [...types.keys()].find((n) => m[1] === n || [`${n}_bucket`, `${n}_sum`, `${n}_count`, `${n}_total`, `${n}_created`].includes(m[1]));
    assert.ok(family, `${where}: sample without a TYPE`);
    samples.push({ name: m[1], labels, value });
  });
  return { samples, types };
}

async function scrape(s: TestServer = server.server, headers: Record<string, string> = {}): Promise<{ samples: Sample[]; types: Map<string, string> }> {
  const res = await fetch(`${s.url}/metrics`, { headers });
  assert.equal(res.status, 200, await res.clone().text());
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await res.text());
}

/** The value of one sample (0 when it has not appeared yet: a counter never incremented). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

// ---------------------------------------------------------------------------

describe('GET /metrics', () => {
  test('is Prometheus text with the controller metrics and the process defaults', async () => {
    const { samples, types } = await scrape();
    for (const [name, type] of [
      ['ziti_rest_requests_total', 'counter'],
      ['ziti_rest_request_duration_seconds', 'histogram'],
      ['ziti_graphql_operations_total', 'counter'],
      ['ziti_graphql_operation_duration_seconds', 'histogram'],
      ['ziti_logins_total', 'counter'],
      ['ziti_api_sessions_created_total', 'counter'],
      ['ziti_api_sessions_active', 'gauge'],
      ['ziti_db_pool_connections', 'gauge'],
      ['ziti_cache_hits_total', 'counter'],
      ['ziti_cache_misses_total', 'counter'],
      ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
    ]) {
      assert.equal(types.get(name), type, `${name} is a ${type}`);
    }
    // The test server's admin logged in twice (both APIs): at least those sessions are alive.
    assert.ok(valueOf(samples, 'ziti_api_sessions_active', {}) >= 2);
    assert.ok(valueOf(samples, 'ziti_db_pool_connections', { state: 'free' }) + valueOf(samples, 'ziti_db_pool_connections', { state: 'used' }) >= 1);
  });

  test('counters move with requests: REST by operation and status class, logins by result, GraphQL by type and name', async () => {
    const before = (await scrape()).samples;
    const failed = await server.anon('client').post('/authenticate?method=password', { username: unique('nobody'), password: 'wrong-password' });
    assert.equal(failed.status, 401);
    requireOk(await server.client.get('/controllers'));
    requireOk(await server.client.get('/controllers'));
    requireUnauthorized(await server.anon('client').get('/controllers'));
    requireData(await gql(server.url, ClusterControllersDocument, {}, server.mgmt.token));
    await server.anon('client').login(server.adminUsername, server.adminPassword);
    const after = (await scrape()).samples;

    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    assert.equal(delta('ziti_logins_total', { method: 'password', result: 'failure' }), 1);
    assert.equal(delta('ziti_logins_total', { method: 'password', result: 'success' }), 1);
    assert.equal(delta('ziti_api_sessions_created_total', { method: 'password' }), 1);
    const listOk = { api: 'client', operation: 'listControllers', status_class: '2xx' };
    assert.equal(delta('ziti_rest_requests_total', listOk), 2);
    assert.equal(delta('ziti_rest_request_duration_seconds_count', listOk), 2);
    assert.equal(delta('ziti_rest_request_duration_seconds_bucket', { ...listOk, le: '+Inf' }), 2);
    assert.equal(delta('ziti_rest_requests_total', { ...listOk, status_class: '4xx' }), 1);
    assert.equal(delta('ziti_graphql_operations_total', { type: 'query', name: 'ClusterControllers', outcome: 'success' }), 1);
    // Every request with a session looked its token up in the session cache.
    assert.ok(delta('ziti_cache_hits_total', { cache: 'api-sessions' }) + delta('ziti_cache_misses_total', { cache: 'api-sessions' }) >= 3);
  });

  test('operation names chosen by clients do not become labels unless well-formed', async () => {
    const weird = 'x'.repeat(80);
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'zt-session': server.mgmt.token! },
      body: JSON.stringify({ query: `query ${weird} { controllers { pagination { totalCount } } }` }),
    });
    assert.equal(res.status, 200);
    const { samples } = await scrape();
    assert.ok(!samples.some((s) => s.labels.name === weird), 'a 80-character name is not a label');
    assert.ok(valueOf(samples, 'ziti_graphql_operations_total', { type: 'query', name: 'other' }) >= 1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let guarded: TestServer | undefined;
  after(async () => guarded?.close());

  test('answers only the bearer of the token; METRICS_TOKEN is never an API session', async () => {
    const token = `metrics-${unique('t')}`;
    guarded = await startTestServer({ env: { METRICS_TOKEN: token } });
    const anonymous = await fetch(`${guarded.url}/metrics`);
    assert.equal(anonymous.status, 401);
    assert.equal(((await anonymous.json()) as { error: { code: string } }).error.code, 'UNAUTHORIZED');
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    assert.equal(wrong.status, 401);
    await wrong.arrayBuffer();
    const session = await fetch(`${guarded.url}/metrics`, { headers: { 'zt-session': guarded.mgmt.token! } });
    assert.equal(session.status, 401, 'an API session is not the metrics token');
    await session.arrayBuffer();
    const { types } = await scrape(guarded, { authorization: `Bearer ${token}` });
    assert.ok(types.has('ziti_rest_requests_total'));
    // The token opens nothing else.
    const api = await fetch(`${guarded.url}/edge/management/v1/identities`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(api.status, 401);
    await api.arrayBuffer();
  });
});

// ---------------------------------------------------------------------------

/** OpenZiti's buildDate format (UTC). */
const formatBuildDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

describe('GET /version', () => {
  test('buildDate is when the running code was built, not when it started; revision is a commit or unknown', async () => {
    const version = requireOk(await server.anon('client').get('/version'));
    const root = path.resolve(path.dirname(MAIN_JS), '..');
    const stampFile = path.join(root, 'build-info.json');
    const expected = fs.existsSync(stampFile)
      ? formatBuildDate(new Date(JSON.parse(fs.readFileSync(stampFile, 'utf8')).buildDate))
      : formatBuildDate(fs.statSync(MAIN_JS).mtime);
    assert.equal(version.buildDate, expected);
    assert.match(version.revision, /^([0-9a-f]{40}|unknown)$/);
    // The same whatever instance answers, and whenever.
    const again = await startTestServer();
    try {
      assert.equal(requireOk(await again.anon('management').get('/version')).buildDate, version.buildDate);
    } finally {
      await again.close();
    }
  });
});

describe('session expiry headers', () => {
  test('are on responses to requests made with an API session, consistent with the session', async () => {
    const res = await server.client.get('/current-api-session');
    const session = requireOk(res);
    const seconds = Number(res.headers.get('expiration-seconds'));
    const expiresAt = Date.parse(res.headers.get('expires-at') ?? '');
    assert.ok(Number.isInteger(seconds) && seconds > 0, `expiration-seconds: ${res.headers.get('expiration-seconds')}`);
    assert.ok(!Number.isNaN(expiresAt), `expires-at: ${res.headers.get('expires-at')}`);
    assert.ok(Math.abs(seconds - session.expirationSeconds) <= 1, `${seconds} vs ${session.expirationSeconds}`);
    assert.ok(Math.abs(expiresAt - Date.parse(session.expiresAt)) <= 1_000, `${res.headers.get('expires-at')} vs ${session.expiresAt}`);
    assert.ok(Math.abs(expiresAt - (Date.now() + seconds * 1000)) <= 2_000);
    // Any operation, either API.
    const listed = await server.mgmt.get('/identities?limit=1');
    requireOk(listed);
    assert.ok(listed.headers.get('expiration-seconds'));
    assert.ok(listed.headers.get('expires-at'));
  });

  test('are absent on anonymous responses and refused sessions', async () => {
    for (const res of [
      await server.anon('client').get('/version'),
      await server.anon('management').get('/identities'),
      await server.anon('client').as('00000000-0000-4000-8000-000000000000').get('/current-api-session'),
    ]) {
      assert.equal(res.headers.get('expiration-seconds'), null);
      assert.equal(res.headers.get('expires-at'), null);
    }
  });
});
