import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { Agent, request } from 'undici';
import { startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';
import { eventually, unique } from '../../support/fixtures';
import { DB_POOL_MAX } from '../../../src/db/orm';

/**
 * A controller whose open-file limit is 256 (as a host's 1,024, smaller to keep the test short)
 * flooded with anonymous WebSocket connections from one address (the per-address cap off): it
 * accepts as many as its limit allows less what the database pool needs, closes the others at
 * once, and keeps serving requests that need database connections. Before, every connection was
 * kept until the process ran out of descriptors: new connections were reset and the database
 * pool could not connect (EMFILE).
 */
const NOFILE = 256;
const FLOOD = 300;
const databases: TestDatabase[] = [];
const dirs: string[] = [];
const sockets: WebSocket[] = [];
after(async () => {
  sockets.forEach((s) => s.terminate());
  await stopControllerProcesses();
  for (const db of databases) await db.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function newStore(): Promise<Record<string, string>> {
  if (usingPostgres()) {
    const db = await createTestDatabase();
    databases.push(db);
    return { DATABASE_URL: db.url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-fds-'));
  dirs.push(dir);
  return { DATA_DIR: dir };
}

/** An anonymous graphql-ws connection, as the flood opens them: acknowledged, or refused (closed, reset). */
function anonymousConnection(url: string): Promise<'acknowledged' | 'refused'> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { handshakeTimeout: 10_000 });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', (data) => resolve(JSON.parse(String(data)).type === 'connection_ack' ? 'acknowledged' : 'refused'));
    socket.once('error', () => resolve('refused'));
    socket.once('close', () => resolve('refused'));
  });
}

describe(`descriptors under a connection flood (${usingPostgres() ? 'PostgreSQL server' : 'embedded store'})`, () => {
  test('connections beyond the cap derived from the open-file limit are closed; the pool keeps its descriptors and database requests are served', async () => {
    const adminPassword = `pw-${unique('admin')}`;
    const c = await startControllerProcess(
      { ...(await newStore()), ADMIN_PASSWORD: adminPassword, GRAPHQL_WS_MAX_PER_ADDRESS: '0', GRAPHQL_WS_ANONYMOUS_GRACE_SECONDS: '300', AUTH_RATE_LIMIT_PER_MINUTE: '0' },
      { nofile: NOFILE },
    );
    await c.waitReady(60_000);
    // Eight keep-alive connections opened before the flood, for the requests made during it.
    const agent = new Agent({ connections: 8, keepAliveTimeout: 300_000, keepAliveMaxTimeout: 300_000 });
    const call = async (method: 'GET' | 'POST', route: string, body?: unknown, token?: string) => {
      const res = await request(`${c.url}${route}`, {
        method,
        dispatcher: agent,
        headers: { 'content-type': 'application/json', ...(token ? { 'zt-session': token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.statusCode, body: (await res.body.json()) as { data?: { token?: string } } };
    };
    const login = await call('POST', '/edge/management/v1/authenticate?method=password', { username: 'admin', password: adminPassword });
    assert.equal(login.status, 200);
    const token = login.body.data!.token!;
    await Promise.all(Array.from({ length: 8 }, () => call('GET', '/edge/management/v1/version')));

    const outcomes = await Promise.all(Array.from({ length: FLOOD }, () => anonymousConnection(c.url)));
    const acknowledged = outcomes.filter((o) => o === 'acknowledged').length;
    assert.ok(acknowledged >= 50 && acknowledged < FLOOD - 50, `${acknowledged} of ${FLOOD} connections were accepted`);
    const inUse = fs.readdirSync(`/proc/${c.pid}/fd`).length;
    assert.ok(NOFILE - inUse > DB_POOL_MAX, `${inUse} of ${NOFILE} descriptors are in use: the database pool (${DB_POOL_MAX}) has room`);

    // Twenty concurrent writes over the connections held from before: the pool grows as needed.
    const created = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/edge/management/v1/identities', { name: unique('flooded'), type: 'User', isAdmin: false }, token)),
    );
    assert.deepEqual(created.map((r) => r.status), Array(20).fill(201), JSON.stringify(created.find((r) => r.status !== 201)?.body));
    assert.match(c.stderr + c.stdout, /new connections are being closed/, 'the refusals are logged');

    // Once the flood goes, new connections are accepted again.
    sockets.forEach((s) => s.terminate());
    const version = await eventually(async () => (await fetch(`${c.url}/version`).catch(() => undefined))?.status, (status) => status === 200, 10_000);
    assert.equal(version, 200);
    await agent.close();
  });
});
