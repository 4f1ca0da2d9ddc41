import { after, before, describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { X509Certificate, randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../../support/server';
import { createTestDatabase, postgresReachable, postgresServerUrl, type TestDatabase } from '../../support/db';
import { createUser, unique } from '../../support/fixtures';
import { requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import { startControllerProcess, type ControllerProcess } from '../../support/controller-process';
import { pollUntil } from '../../support/poll';
import { gql, requireData } from '../../support/gql-client';
import { ClusterControllersDocument } from '../../graphql/generated';

/**
 * GET /controllers (both APIs) and the GraphQL `controllers`: the instances online on one
 * PostgreSQL database. Every instance here beats once a second, so one that is killed must
 * drop out within three seconds (plus the poll's slack); one that stops gracefully at once.
 */

const HEARTBEAT_SECONDS = 1;
const serverUrl = postgresServerUrl();
const adminPassword = `pw-${randomBytes(9).toString('base64url')}`;
const env = { ADMIN_PASSWORD: adminPassword, CONTROLLER_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS) };
let reachable = false;
let db: TestDatabase | undefined;
let a: TestServer | undefined;
let b: TestServer | undefined;
let killed: ControllerProcess | undefined;

before(async () => {
  reachable = await postgresReachable(serverUrl);
  if (!reachable) return;
  db = await createTestDatabase(serverUrl);
  a = await startTestServer({ databaseUrl: db.url, env });
  b = await startTestServer({ databaseUrl: db.url, env });
});

after(async () => {
  killed?.signal('SIGKILL');
  await b?.close();
  await a?.close();
  await db?.drop();
});

function needsPostgres(t: TestContext): boolean {
  if (reachable) return true;
  const where = new URL(serverUrl).host;
  if (process.env.CI === 'true') assert.fail(`PostgreSQL at ${where} is not reachable; the controllers registry needs it under CI=true`);
  t.skip(`PostgreSQL at ${where} is not reachable: the controllers registry is not tested`);
  return false;
}

const idOf = (s: TestServer) => {
  const id = s.app.services.controllers.id;
  assert.ok(id, 'the instance registered itself');
  return id;
};

async function controllersSeenBy(client: RestClient, query = ''): Promise<any[]> {
  return requireOk(await client.get(`/controllers${query}`));
}

describe('GET /controllers', () => {
  test('lists both running instances on both APIs, each as OpenZiti describes a controller', async (t) => {
    if (!needsPostgres(t)) return;
    for (const client of [a!.client, a!.mgmt, b!.client, b!.mgmt]) {
      const listed = await controllersSeenBy(client);
      for (const instance of [a!, b!]) {
        const c = listed.find((x) => x.id === idOf(instance));
        assert.ok(c, `${instance.url} is listed by ${client.baseUrl} (${client.api}): ${JSON.stringify(listed.map((x) => x.id))}`);
        assert.equal(c.isOnline, true);
        // Test servers without TLS take routers on a control port of their own (test/support/server.ts).
        assert.match(c.ctrlAddress ?? '', /^tls:[^:]+:\d+$/, 'the address routers dial');
        assert.equal(c.name, new URL(instance.url).host.replace('127.0.0.1', 'localhost'));
        assert.deepEqual(c.apiAddresses, {
          'edge-client': [{ url: `http://${c.name}/edge/client/v1`, version: 'v1' }],
          'edge-management': [{ url: `http://${c.name}/edge/management/v1`, version: 'v1' }],
          fabric: [{ url: `http://${c.name}/fabric/v1`, version: 'v1' }],
        });
        const cert = new X509Certificate(c.certPem);
        assert.equal(c.fingerprint, cert.fingerprint.replace(/:/g, '').toLowerCase(), 'fingerprint is the SHA-1 of the certificate');
        assert.ok(Date.parse(c.lastJoinedAt) <= Date.now() + 5_000, 'lastJoinedAt is a time');
        assert.equal(c._links.self.href, `./controllers/${c.id}`);
      }
      assert.notEqual(idOf(a!), idOf(b!), 'each instance has its own id');
    }
  });

  test('heartbeats keep an instance online without moving when it joined', async (t) => {
    if (!needsPostgres(t)) return;
    const joined = (await controllersSeenBy(a!.mgmt, '?limit=-1')).find((c) => c.id === idOf(b!));
    // Longer than the timeout: only heartbeats can keep it listed.
    await new Promise((r) => setTimeout(r, HEARTBEAT_SECONDS * 1000 * 3 + 500));
    const later = (await controllersSeenBy(a!.mgmt, '?limit=-1')).find((c) => c.id === idOf(b!));
    assert.equal(later?.isOnline, true);
    assert.equal(later?.lastJoinedAt, joined?.lastJoinedAt);
  });

  test('takes the filter and paging of every list', async (t) => {
    if (!needsPostgres(t)) return;
    const one = await a!.mgmt.get(`/controllers?filter=${encodeURIComponent(`id = "${idOf(b!)}"`)}`);
    assert.deepEqual(requireOk(one).map((c: any) => c.id), [idOf(b!)]);
    assert.ok(one.body.meta.filterableFields.includes('isOnline'));
    const page = await a!.client.get('/controllers?limit=1&offset=0');
    assert.equal(requireOk(page).length, 1);
    assert.ok(page.body.meta.pagination.totalCount >= 2);
    const offline = await a!.mgmt.get(`/controllers?filter=${encodeURIComponent('isOnline = false')}`);
    assert.deepEqual(requireOk(offline), [], 'only online instances are listed');
    const bad = await a!.mgmt.get(`/controllers?filter=${encodeURIComponent('nope = 1')}`);
    assert.equal(bad.status, 400);
  });

  test('is open to any authenticated identity, on the management API too, and to no anonymous caller', async (t) => {
    if (!needsPostgres(t)) return;
    const user = await createUser(a!, {}, 'management');
    const listed = await controllersSeenBy(user.client);
    assert.ok(listed.some((c) => c.id === idOf(a!)));
    assert.ok((await controllersSeenBy(user.client.on('client'))).some((c) => c.id === idOf(b!)));
    requireUnauthorized(await a!.anon('management').get('/controllers'));
    requireUnauthorized(await a!.anon('client').get('/controllers'));
  });

  test('GraphQL controllers answers the same page as REST', async (t) => {
    if (!needsPostgres(t)) return;
    const rest = await controllersSeenBy(a!.mgmt, '?limit=-1');
    const data = requireData(await gql(a!.url, ClusterControllersDocument, { limit: -1 }, a!.mgmt.token));
    assert.deepEqual(
      data.controllers.items.map((c) => [c.id, c.name, c.fingerprint, c.isOnline, c.ctrlAddress, new Date(c.lastJoinedAt).toISOString()]).sort(),
      rest.map((c) => [c.id, c.name, c.fingerprint, c.isOnline, c.ctrlAddress, c.lastJoinedAt]).sort(),
    );
    assert.equal(data.controllers.pagination.totalCount, rest.length);
    const anonymous = await gql(a!.url, ClusterControllersDocument, {}, undefined);
    assert.ok(anonymous.errors?.length, 'anonymous callers are refused');
  });
});

describe('leaving the cluster', () => {
  test('a killed instance drops out within its heartbeat timeout', async (t) => {
    if (!needsPostgres(t)) return;
    const name = unique('killed-ctrl');
    killed = await startControllerProcess({
      DATABASE_URL: db!.url, DATA_DIR: 'memory://', ADMIN_PASSWORD: adminPassword, ADVERTISED_ADDRESS: 'localhost:1',
      CONTROLLER_NAME: name, CONTROLLER_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    });
    await killed.waitReady(60_000);
    await pollUntil('the new instance is listed', async () => ((await controllersSeenBy(a!.mgmt, '?limit=-1')).some((c) => c.name === name) ? true : undefined), 10_000);
    killed.signal('SIGKILL');
    await killed.waitExit(10_000);
    const stoppedAt = Date.now();
    // Three missed heartbeats, and the one that may have just been written.
    const timeoutMs = 4 * HEARTBEAT_SECONDS * 1000;
    await pollUntil('the killed instance is gone', async () => ((await controllersSeenBy(a!.mgmt, '?limit=-1')).some((c) => c.name === name) ? undefined : true), timeoutMs + 2_000);
    assert.ok(Date.now() - stoppedAt <= timeoutMs + 2_000);
    assert.ok((await controllersSeenBy(b!.client, '?limit=-1')).every((c) => c.name !== name), 'gone for every instance');
  });

  test('an instance that stops gracefully is gone at once; the other one stays', async (t) => {
    if (!needsPostgres(t)) return;
    const bId = idOf(b!);
    await b!.close();
    b = undefined;
    const listed = await controllersSeenBy(a!.mgmt, '?limit=-1');
    assert.ok(!listed.some((c) => c.id === bId), 'the stopped instance is not listed');
    assert.ok(listed.some((c) => c.id === idOf(a!)), 'the running one still is');
  });
});
