import 'reflect-metadata';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../../../src/config';
import { startApp } from '../../../src/app';
import { StartupError } from '../../../src/db/startup-error';
import { MIGRATIONS } from '../../../src/migrations';
import { EmbeddedPostgres } from '../../../src/db/embedded/embedded-server';
import { startTestServer, type TestServer } from '../../support/server';
import { createTestDatabase, postgresReachable, postgresServerUrl, type TestDatabase } from '../../support/db';
import { requireOk } from '../../support/rest-client';
import { sleep, unique } from '../../support/fixtures';
import { startControllerProcess, stopControllerProcesses } from '../../support/controller-process';

/**
 * Starting on a PostgreSQL server (DATABASE_URL's, else 127.0.0.1:5432, as the cross-instance
 * tests): several instances at once on a new database, and a database that does not exist.
 */

const serverUrl = postgresServerUrl();
const databases: TestDatabase[] = [];
const servers: TestServer[] = [];
/** Private PostgreSQL servers of tests, and their directories. */
const privateServers: EmbeddedPostgres[] = [];
const dirs: string[] = [];

after(async () => {
  await stopControllerProcesses();
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(databases.map((d) => d.drop()));
  await Promise.all(privateServers.map((p) => p.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function requireServer(): Promise<void> {
  assert.ok(await postgresReachable(serverUrl), `these tests need the PostgreSQL server at ${new URL(serverUrl).host} (DATABASE_URL, else 127.0.0.1:5432)`);
}

async function query<R extends Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function databaseExists(name: string): Promise<boolean> {
  return (await query(serverUrl, 'select 1 from pg_database where datname = $1', [name])).length > 0;
}

describe('starting controllers on a PostgreSQL server', () => {
  test('two controllers started at the same moment on one new empty database: both start and serve, and set it up once', async () => {
    await requireServer();
    const db = await createTestDatabase(serverUrl);
    databases.push(db);
    const env = { ADMIN_PASSWORD: `pw-${randomBytes(9).toString('base64url')}` };
    const started = await Promise.allSettled([startTestServer({ databaseUrl: db.url, env }), startTestServer({ databaseUrl: db.url, env })]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    assert.deepEqual(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started')), ['started', 'started']);
    const [x, y] = servers;

    // Each serves, and sees what the other writes.
    const id = requireOk(await x.mgmt.post('/identities', { name: unique('fromx'), type: 'User', isAdmin: false }), 201).id;
    assert.equal(requireOk(await y.mgmt.get(`/identities/${id}`)).id, id);
    requireOk(await y.mgmt.post('/identities', { name: unique('fromy'), type: 'User', isAdmin: false }), 201);

    // Set up once: every migration recorded once, one default admin, one PKI (same CA bundle on both).
    const migrations = await query<{ name: string }>(db.url, 'select "name" from "mikro_orm_migrations" order by "id"');
    assert.deepEqual(migrations.map((m) => m.name.replace(/\.[jt]s$/, '')), MIGRATIONS.map((m) => m.name));
    const admins = await query<{ n: string }>(db.url, 'select count(*) as n from "identities" where "is_default_admin"');
    assert.equal(Number(admins[0].n), 1, 'one default admin');
    const [caX, caY] = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/.well-known/est/cacerts`)).text()));
    assert.ok(caX.length > 100, 'a CA bundle is served');
    assert.equal(caX, caY, 'both instances serve the same CA bundle');
  });

  test('a DATABASE_URL naming a database that does not exist: startApp rejects with DATABASE_NOT_FOUND, and nothing is created', async () => {
    await requireServer();
    const missing = `zt_missing_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      TLS: 'false',
      ADMIN_PASSWORD: 'pw-not-used',
      DATABASE_URL: withDatabase(serverUrl, missing),
    });
    await assert.rejects(startApp(config), (err: unknown) => {
      assert.ok(err instanceof StartupError, `a StartupError: ${String(err)}`);
      assert.equal(err.reason, 'DATABASE_NOT_FOUND');
      assert.equal(err.exitCode, 4);
      assert.match(err.message, new RegExp(`database "${missing}" does not exist`));
      return true;
    });
    assert.equal(await databaseExists(missing), false, `database ${missing} was not created`);
  });

  test('the same as a process: exit code 4 with one line, and nothing is created', async () => {
    await requireServer();
    const missing = `zt_missing_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const c = await startControllerProcess({ DATABASE_URL: withDatabase(serverUrl, missing), ADMIN_PASSWORD: 'pw-not-used' });
    const exit = await c.waitExit(30_000);
    assert.deepEqual(exit, { code: 4, signal: null }, `stderr: ${c.stderr}`);
    const lines = c.stderr.split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 1, `one line on stderr: ${JSON.stringify(c.stderr)}`);
    assert.match(lines[0], new RegExp(`^controller failed to start: database "${missing}" does not exist on `));
    assert.equal(lines[0].includes(new URL(serverUrl).password || '\u0000'), false, 'no password in the message');
    assert.equal(await databaseExists(missing), false, `database ${missing} was not created`);
  });

  test('a controller started while its database server is down waits for it, then starts', async () => {
    // A private server (socket only), set up once and stopped: its database exists, it is just not running.
    const dir = fs.mkdtempSync('/tmp/zt-faults-late-');
    dirs.push(dir);
    const first = await EmbeddedPostgres.start(dir);
    const url = `postgresql://postgres@localhost/ziti?host=${encodeURIComponent(first.connection.host!)}`;
    await first.stop();

    let settled = false;
    const starting = startTestServer({ databaseUrl: url, env: { ADMIN_PASSWORD: `pw-${randomBytes(9).toString('base64url')}` } }).finally(() => (settled = true));
    starting.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    await sleep(1_000); // a few connection attempts while nothing listens
    assert.equal(settled, false, 'the controller is still waiting for its database');

    privateServers.push(await EmbeddedPostgres.start(dir));
    const server = await starting;
    servers.push(server);
    requireOk(await server.mgmt.get('/identities?limit=1'));
  });
  test('a DATA_DIR of the earlier embedded store (PGlite) is refused with a message, and left as it is', async () => {
    const dir = fs.mkdtempSync('/tmp/zt-faults-pglite-');
    dirs.push(dir);
    // PGlite kept a PostgreSQL cluster at the top of DATA_DIR.
    fs.writeFileSync(`${dir}/PG_VERSION`, '17\n');
    fs.mkdirSync(`${dir}/base`);
    const config = loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', TLS: 'false', ADMIN_PASSWORD: 'pw-not-used' });
    const err = await startApp(config).then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof StartupError, `a StartupError, got ${String(err)}`);
    assert.match(err.message, /earlier controller version \(PGlite\)/);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['PG_VERSION', 'base'], 'nothing was written to it');
  });
});
