import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../../src/db/embedded/embedded-server';
import { startTestServer, type TestServer } from '../../support/server';
import { requireError, requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import { gql } from '../../support/gql-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, unique, type User } from '../../support/fixtures';
import { pollUntil, within } from '../../support/poll';
import { IdentityChangedDocument, IdentityIdsDocument, LoginDocument, type IdentityChangedSubscription } from '../../graphql/generated';
import type { ServiceListChangedEvent } from '../access/gql-documents';
import { liveServiceWatch, summary } from '../access/service-watch';

/**
 * A PostgreSQL server restarted under two controller instances. The server is this file's own
 * (the product's EmbeddedPostgres in a temporary directory, socket only), so the test runs the
 * same with and without the suite's DATABASE_URL and never touches a shared server. Both
 * instances use it through DATABASE_URL, as replicas on an operator's server would.
 *
 * The tests run in order: set-up before the outage, the outage, the restart, then what must
 * work again after it.
 */

const RECOVERY_DEADLINE_MS = 20_000;
/** Far below the session cache's own expiry (60 s): only an event can have evicted the entry. */
const EVICTION_DEADLINE_MS = 1_000;

const dir = fs.mkdtempSync('/tmp/zt-faults-restart-');
let pg: EmbeddedPostgres | undefined;
let pgRunning = false;
let a: TestServer | undefined;
let b: TestServer | undefined;
const adminPassword = `pw-${randomBytes(9).toString('base64url')}`;
const serviceWatches: Subscription<ServiceListChangedEvent>[] = [];
const identityWatches: Subscription<IdentityChangedSubscription>[] = [];

/** Set up before the outage, checked after it. */
const before_ = {} as {
  /** Cached on A before the outage, then deleted behind the controllers' backs (no NOTIFY). */
  missed: User;
  /** Cached on A before the outage, deleted through B after it. */
  deletedOnB: User;
  /** Cached on A before and after the outage, logged out through B after it. */
  loggedOutOnB: User;
  /** Cached on A before and after the outage, disabled through B after it. */
  disabledOnB: User;
  /** Has a live serviceListChanged subscription on A from before the outage. */
  watcher: User;
  watcherAttr: string;
  watch: Subscription<ServiceListChangedEvent>;
  /** Has a live serviceListChanged subscription on A whose snapshot read fails during the outage. */
  stranded: User;
  strandedAttr: string;
  strandedWatch: Subscription<ServiceListChangedEvent>;
  adminWatch: Subscription<IdentityChangedSubscription>;
  /** The watcher's service-updates on A before the outage. */
  lastChangeAt: string;
};

before(async () => {
  pg = await EmbeddedPostgres.start(dir);
  pgRunning = true;
  const socketDir = pg.connection.host!;
  const databaseUrl = `postgresql://postgres@localhost/ziti?host=${encodeURIComponent(socketDir)}`;
  a = await startTestServer({ databaseUrl, env: { ADMIN_PASSWORD: adminPassword } });
  b = await startTestServer({ databaseUrl, env: { ADMIN_PASSWORD: adminPassword } });
});

after(async () => {
  await Promise.all([...serviceWatches, ...identityWatches].map((s) => s.dispose().catch(() => undefined)));
  // Bounded: a controller whose database is gone (a test failed mid-outage) must not hang the run.
  await within(Promise.all([b?.close(), a?.close()]), 30_000, 'closing the controllers').catch((err) => console.error(err));
  if (pgRunning) await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function servers(): [name: string, server: TestServer][] {
  assert.ok(a && b, 'both controllers started');
  return [['A', a], ['B', b]];
}

/** The same API session on instance A (client API). */
const onA = (user: User): RestClient => a!.anon('client').as(user.client.token);

/**
 * A request on A that needs nothing but the session: with the session cached it is answered
 * from memory (service-updates is cached too), so it tells whether A's cache still holds it.
 */
const serviceUpdatesOnA = (user: User) => onA(user).get('/current-api-session/service-updates');

/** Polls until A refuses the session (401); until then it may only answer 200. Returns how long it took. */
async function refusedOnA(user: User, what: string): Promise<number> {
  const started = Date.now();
  await pollUntil(
    `A refuses ${what}`,
    async () => {
      const res = await serviceUpdatesOnA(user);
      if (res.status === 200) return undefined;
      requireUnauthorized(res);
      return true;
    },
    EVICTION_DEADLINE_MS,
    10,
  );
  return Date.now() - started;
}

async function ready(server: TestServer): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/ready`);
  return { status: res.status, body: await res.json() };
}

describe('a PostgreSQL server restarted under two controller instances', () => {
  test('before the outage: both serve; sessions and service-updates are cached on A; subscriptions on A are live', async () => {
    const [[, ia], [, ib]] = servers();
    for (const [, server] of servers()) {
      assert.deepEqual(await ready(server), { status: 200, body: { data: { ready: true, database: 'reachable', changeNotifications: 'connected' }, meta: {} } });
    }
    before_.missed = await createUser(ia);
    before_.deletedOnB = await createUser(ia);
    before_.loggedOutOnB = await createUser(ia);
    before_.disabledOnB = await createUser(ia);
    for (const user of [before_.missed, before_.deletedOnB, before_.loggedOutOnB, before_.disabledOnB]) {
      requireOk(await serviceUpdatesOnA(user));
    }
    // Proof that A answers these from its cache: a session removed behind its back (no
    // NOTIFY) is still accepted. After the outage that same kind of entry must be gone.
    const probe = await createUser(ia);
    requireOk(await serviceUpdatesOnA(probe));
    await deleteApiSessionBehindTheBack(probe.apiSessionId);
    requireOk(await serviceUpdatesOnA(probe), 200);

    before_.watcherAttr = unique('w');
    before_.watcher = await createUser(ia, { roleAttributes: [before_.watcherAttr] });
    before_.watch = await liveServiceWatch(ia, ib, before_.watcher, before_.watcherAttr, serviceWatches);
    before_.strandedAttr = unique('s');
    before_.stranded = await createUser(ia, { roleAttributes: [before_.strandedAttr] });
    before_.strandedWatch = await liveServiceWatch(ia, ib, before_.stranded, before_.strandedAttr, serviceWatches);
    before_.lastChangeAt = requireOk(await serviceUpdatesOnA(before_.watcher)).lastChangeAt;
    assert.equal(requireOk(await serviceUpdatesOnA(before_.watcher)).lastChangeAt, before_.lastChangeAt);

    const probeId = requireOk(await ib.mgmt.post('/identities', { name: unique('probe'), type: 'User', isAdmin: false }), 201).id;
    before_.adminWatch = subscribe(ia.url, IdentityChangedDocument, {}, ia.mgmt.token);
    identityWatches.push(before_.adminWatch);
    let n = 0;
    await untilLive(
      before_.adminWatch,
      async () => requireOk(await ib.mgmt.patch(`/identities/${probeId}`, { tags: { probe: String(++n) } })),
      (e) => e.identityChanged.entityId === probeId,
      15_000,
    );
  });

  test('while the server is down: 503 DATABASE_UNAVAILABLE on REST and GraphQL of both instances; /ready 503, /health 200', async () => {
    await pg!.stop();
    pgRunning = false;
    // A service-access event A handles while it can not read (as a change notified just before
    // the server went away would be): the subscriber's snapshot read fails. Injected, since no
    // real event can be made to land in that moment reliably; checked after the restart.
    a!.app.bus.dispatchCommitted([
      { eventId: randomUUID(), eventType: 'updated', entityType: 'service-access', entityId: '*', identityIds: [before_.stranded.id], timestamp: new Date().toISOString(), origin: 'fault-injection' },
    ]);
    for (const [name, server] of servers()) {
      const list = await server.mgmt.get('/identities');
      requireError(list, 503, 'DATABASE_UNAVAILABLE');
      assert.equal(list.headers.get('retry-after'), '1', `${name}: Retry-After`);

      requireError(await server.anon('client').post('/authenticate?method=password', { username: 'admin', password: adminPassword }), 503, 'DATABASE_UNAVAILABLE');

      const query = await gql(server.url, IdentityIdsDocument, { limit: 1 }, server.mgmt.token);
      assert.equal(query.errors?.[0]?.extensions?.code, 'DATABASE_UNAVAILABLE', `${name}: GraphQL query: ${JSON.stringify(query)}`);
      assert.equal(query.data ?? null, null, `${name}: no data`);
      const login = await gql(server.url, LoginDocument, { username: 'admin', password: adminPassword });
      assert.equal(login.errors?.[0]?.extensions?.code, 'DATABASE_UNAVAILABLE', `${name}: GraphQL login: ${JSON.stringify(login)}`);

      assert.deepEqual(await ready(server), { status: 503, body: { data: { ready: false, database: 'unreachable', changeNotifications: 'reconnecting' }, meta: {} } }, `${name}: /ready`);
      const health = await fetch(`${server.url}/health`);
      assert.equal(health.status, 200, `${name}: /health`);
      assert.deepEqual(await health.json(), { data: { status: 'alive' }, meta: {} });
    }
    // GraphQL over WebSocket: a subscription can not be authorized, and says why.
    const refused = subscribe(a!.url, IdentityChangedDocument, {}, a!.mgmt.token);
    identityWatches.push(refused);
    const errors = await refused.failure(10_000);
    assert.equal(errors[0]?.extensions?.code, 'DATABASE_UNAVAILABLE', `WebSocket subscription: ${JSON.stringify(errors)}`);

    // A's caches are bypassed while its notifications are down: even a request it answered
    // from memory a moment ago (session and service-updates cached) now needs the database.
    requireError(await serviceUpdatesOnA(before_.watcher), 503, 'DATABASE_UNAVAILABLE');
  });

  test('the server started again on its directory: both instances recover by themselves', async () => {
    pg = await EmbeddedPostgres.start(dir);
    pgRunning = true;
    await Promise.all(
      servers().map(([name, server]) =>
        pollUntil(`${name}: GET /ready answers 200`, async () => ((await ready(server)).status === 200 ? true : undefined), RECOVERY_DEADLINE_MS),
      ),
    );
    for (const [name, server] of servers()) {
      assert.deepEqual(await ready(server), { status: 200, body: { data: { ready: true, database: 'reachable', changeNotifications: 'connected' }, meta: {} } }, name);
      assert.ok(Array.isArray(requireOk(await server.mgmt.get('/identities?limit=5'))), `${name}: REST lists again`);
      const query = await gql(server.url, IdentityIdsDocument, { limit: 1 }, server.mgmt.token);
      assert.equal(query.errors, undefined, `${name}: GraphQL answers again: ${JSON.stringify(query.errors)}`);
      requireOk(await server.anon('client').post('/authenticate?method=password', { username: 'admin', password: adminPassword }));
    }
  });

  test("A's caches were dropped when its notifications came back: an entry cached before the outage is not used", async () => {
    // Deleted without NOTIFY, as a change A could have missed while its LISTEN connection was down.
    await deleteApiSessionBehindTheBack(before_.missed.apiSessionId);
    requireUnauthorized(await serviceUpdatesOnA(before_.missed));
  });

  test("after recovery, revocations made through B reach A's session cache at once", async (t) => {
    const [, [, ib]] = servers();
    // Cached on A before the outage only.
    requireOk(await ib.mgmt.delete(`/api-sessions/${before_.deletedOnB.apiSessionId}`));
    t.diagnostic(`session deleted on B refused on A after ${await refusedOnA(before_.deletedOnB, 'a session deleted on B')} ms`);

    // Cached on A again after the outage: from now on only B's notification can evict them.
    for (const user of [before_.loggedOutOnB, before_.disabledOnB]) {
      requireOk(await serviceUpdatesOnA(user));
      requireOk(await serviceUpdatesOnA(user));
    }
    requireOk(await ib.anon('client').as(before_.loggedOutOnB.client.token).delete('/current-api-session'));
    t.diagnostic(`session logged out on B refused on A after ${await refusedOnA(before_.loggedOutOnB, 'a session logged out on B')} ms`);

    requireOk(await ib.mgmt.post(`/identities/${before_.disabledOnB.id}/disable`, { durationMinutes: 0 }));
    t.diagnostic(`identity disabled on B refused on A after ${await refusedOnA(before_.disabledOnB, 'the session of an identity disabled on B')} ms`);
  });

  test("A's service-updates moved once its notifications were restored", async () => {
    const moved = await pollUntil(
      "the watcher's service-updates on A later than before the outage",
      async () => {
        const lastChangeAt = requireOk(await serviceUpdatesOnA(before_.watcher)).lastChangeAt as string;
        return Date.parse(lastChangeAt) > Date.parse(before_.lastChangeAt) ? lastChangeAt : undefined;
      },
      5_000,
    );
    assert.ok(moved > before_.lastChangeAt, `${moved} > ${before_.lastChangeAt}`);
  });

  test('GraphQL subscriptions on A, opened before and after the restart, receive changes made through B', async () => {
    const [[, ia], [, ib]] = servers();
    assert.equal(before_.watch.errors.length, 0, `the subscription from before the outage has no errors: ${JSON.stringify(before_.watch.errors)}`);
    assert.equal(before_.watch.completed, false, 'the subscription from before the outage is still open');

    const name = unique('svc');
    const serviceId = await createService(ib, { name });
    await createServicePolicy(ib, 'Dial', [`#${before_.watcherAttr}`], [`@${serviceId}`]);
    const { event } = await before_.watch.takeUntil((e) => e.serviceListChanged.added.some((v) => v.service.id === serviceId), 10_000);
    assert.deepEqual(summary(event).added, [[serviceId, name, ['Dial']]]);

    const attr = unique('w');
    const watcher = await createUser(ia, { roleAttributes: [attr] });
    const fresh = await liveServiceWatch(ia, ib, watcher, attr, serviceWatches);
    const secondName = unique('svc');
    const second = await createService(ib, { name: secondName });
    await createServicePolicy(ib, 'Bind', [`#${attr}`], [`@${second}`]);
    assert.deepEqual(summary((await fresh.take(1, 10_000))[0]), { added: [[second, secondName, ['Bind']]], removed: [], changed: [] });
  });

  test('a serviceListChanged subscription on A whose snapshot read failed during the outage still delivers', async () => {
    const [, [, ib]] = servers();
    assert.equal(before_.strandedWatch.completed, false, 'still open');
    const name = unique('svc');
    const serviceId = await createService(ib, { name });
    await createServicePolicy(ib, 'Dial', [`#${before_.strandedAttr}`], [`@${serviceId}`]);
    const { event } = await before_.strandedWatch.takeUntil((e) => e.serviceListChanged.added.some((v) => v.service.id === serviceId), 10_000);
    assert.deepEqual(summary(event).added, [[serviceId, name, ['Dial']]]);
  });

  test('an identityChanged subscription on A from before the outage got a resync event, and follows B again', async () => {
    const [, [, ib]] = servers();
    const { event, skipped } = await before_.adminWatch.takeUntil((e) => e.identityChanged.eventType === 'resync', 5_000);
    assert.equal(event.identityChanged.entityType, 'identities');
    assert.deepEqual(skipped.filter((e) => e.identityChanged.eventType === 'resync'), []);
    const id = requireOk(await ib.mgmt.post('/identities', { name: unique('after'), type: 'User', isAdmin: false }), 201).id;
    const { event: created } = await before_.adminWatch.takeUntil((e) => e.identityChanged.entityId === id, 10_000);
    assert.equal(created.identityChanged.eventType, 'created');
  });
});

/** Deletes an API session directly in the database: no NOTIFY, so no instance hears of it. */
async function deleteApiSessionBehindTheBack(id: string): Promise<void> {
  const client = new Client(pg!.connection);
  await client.connect();
  try {
    const { rowCount } = await client.query('delete from "api_sessions" where "id" = $1', [id]);
    assert.equal(rowCount, 1, `api session ${id} deleted`);
  } finally {
    await client.end();
  }
}
