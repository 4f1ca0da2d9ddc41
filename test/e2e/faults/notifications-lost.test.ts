import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../../src/db/embedded/embedded-server';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import type { Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, unique, type User } from '../../support/fixtures';
import { pollUntil, within } from '../../support/poll';
import type { ServiceListChangedEvent } from '../access/gql-documents';
import { liveServiceWatch, summary } from '../access/service-watch';

/**
 * Only instance A's change notifications down, the database up: A's LISTEN connection is
 * terminated while the database refuses new connections (ALLOW_CONNECTIONS false), so A can
 * not listen again until the test allows it, while the connections of both pools keep working.
 * Meanwhile A must answer from the database, not from caches fed by notifications it misses;
 * once it listens again, what it missed reaches its subscribers and service-updates moves.
 *
 * On a private server (EmbeddedPostgres in a temporary directory), as database-restart.test.ts.
 */

const dir = fs.mkdtempSync('/tmp/zt-faults-listen-');
let pg: EmbeddedPostgres | undefined;
let a: TestServer | undefined;
let b: TestServer | undefined;
/** A's connections carry this application_name, so the test can find its LISTEN connection. */
const A_NAME = `zt-a-${randomBytes(3).toString('hex')}`;
const open: Subscription<ServiceListChangedEvent>[] = [];

before(async () => {
  pg = await EmbeddedPostgres.start(dir);
  const url = `postgresql://postgres@localhost/ziti?host=${encodeURIComponent(pg.connection.host!)}`;
  const env = { ADMIN_PASSWORD: `pw-${randomBytes(9).toString('base64url')}` };
  a = await startTestServer({ databaseUrl: `${url}&application_name=${A_NAME}`, env });
  b = await startTestServer({ databaseUrl: url, env });
});

after(async () => {
  await Promise.all(open.map((s) => s.dispose().catch(() => undefined)));
  await allowConnections(true).catch(() => undefined);
  await within(Promise.all([b?.close(), a?.close()]), 30_000, 'closing the controllers').catch((err) => console.error(err));
  await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs SQL on the private server's `postgres` database (outside both controllers). */
async function admin<R extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new Client({ ...pg!.connection, database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function allowConnections(allow: boolean): Promise<unknown> {
  return admin(`alter database ziti allow_connections ${allow}`);
}

const onA = (user: User): RestClient => a!.anon('client').as(user.client.token);
const serviceUpdatesOnA = (user: User) => onA(user).get('/current-api-session/service-updates');

async function ready(server: TestServer): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/ready`);
  return { status: res.status, body: await res.json() };
}

describe("instance A's change notifications lost while the database stays up", () => {
  test('A answers from the database while it can not listen, and catches up once it can', async () => {
    assert.ok(a && b);
    const revoked = await createUser(a);
    const attr = unique('w');
    const watcher = await createUser(a, { roleAttributes: [attr] });
    const watch = await liveServiceWatch(a, b, watcher, attr, open);
    // Both cached on A: the session since its login there, service-updates from this read on.
    requireOk(await serviceUpdatesOnA(revoked));
    const before = requireOk(await serviceUpdatesOnA(watcher)).lastChangeAt as string;

    // A's LISTEN connection is the one of A's that last ran LISTEN or its ping.
    const listeners = await admin<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = $1 and datname = 'ziti' and query in ('LISTEN ziti_entity_change', 'select 1')`,
      [A_NAME],
    );
    assert.equal(listeners.length, 1, `one LISTEN connection of A: ${JSON.stringify(listeners)}`);
    await allowConnections(false);
    await admin('select pg_terminate_backend($1)', [listeners[0].pid]);

    await pollUntil(
      "A's /ready says: database reachable, notifications reconnecting",
      async () => {
        const r = await ready(a!);
        return r.status === 503 && r.body.data.changeNotifications === 'reconnecting' ? r : undefined;
      },
      5_000,
    );
    assert.deepEqual(await ready(a), { status: 503, body: { data: { ready: false, database: 'reachable', changeNotifications: 'reconnecting' }, meta: {} } });
    assert.equal((await ready(b)).status, 200, 'B still listens');

    // Changes through B that A can not hear of.
    requireOk(await b.mgmt.delete(`/api-sessions/${revoked.apiSessionId}`));
    const name = unique('svc');
    const serviceId = await createService(b, { name });
    await createServicePolicy(b, 'Dial', [`#${attr}`], [`@${serviceId}`]);

    // A does not answer from its caches: the session B deleted is refused at once ...
    requireUnauthorized(await serviceUpdatesOnA(revoked));
    // ... and service-updates is read from the database (B's grant moved it).
    const during = requireOk(await serviceUpdatesOnA(watcher)).lastChangeAt as string;
    assert.ok(Date.parse(during) > Date.parse(before), `service-updates read from the database: ${during} > ${before}`);
    assert.deepEqual(await watch.collectFor(300), [], 'the subscriber on A has not heard of the grant yet');

    await allowConnections(true);
    // Once A listens again, its subscriber gets what it missed (diffed against what it had) ...
    const { event } = await watch.takeUntil((e) => e.serviceListChanged.added.some((v) => v.service.id === serviceId), 15_000);
    assert.deepEqual(summary(event), { added: [[serviceId, name, ['Dial']]], removed: [], changed: [] });
    await pollUntil('A ready again', async () => ((await ready(a!)).status === 200 ? true : undefined), 10_000);
    // ... and service-updates moves once more (every identity's: A may have served stale pages).
    await pollUntil(
      "the watcher's service-updates on A moved after the resynchronisation",
      async () => {
        const now = requireOk(await serviceUpdatesOnA(watcher)).lastChangeAt as string;
        return Date.parse(now) > Date.parse(during) ? now : undefined;
      },
      5_000,
    );

    // And notifications flow again: a session cached on A now is evicted by B's delete.
    const later = await createUser(a);
    requireOk(await serviceUpdatesOnA(later));
    requireOk(await serviceUpdatesOnA(later));
    requireOk(await b.mgmt.delete(`/api-sessions/${later.apiSessionId}`));
    await pollUntil(
      'A refuses a session deleted on B',
      async () => {
        const res = await serviceUpdatesOnA(later);
        if (res.status === 200) return undefined;
        requireUnauthorized(res);
        return true;
      },
      1_000,
      10,
    );
  });
});
