// Several worker processes on one port (WORKERS): each is an instance of its own on the one
// database, the primary runs the embedded store, routers reach the one control plane whichever
// worker accepts them, caps hold for the machine, a worker that dies is replaced, and a stop
// stops everything.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { RestClient, requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { newTestCa, tempFile } from '../../support/pki';
import { RouterPeer, type CtrlTarget } from '../../support/router-peer';
import { createEnrolledRouter } from '../trust/routers-support';
import { Bodies, ContentType } from '../../../src/ctrl/wire/messages';
import { startControllerProcess, stopControllerProcesses, running, type ControllerProcess } from '../../support/controller-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';
import { unique } from '../../support/fixtures';
import type { TestServer } from '../../support/server';

const PASSWORD = 'workers-admin-password-1';
const ca = newTestCa('Workers Test CA');
const tls = { ca: ca.certPem };

let proc: ControllerProcess;
let url: string;
let dataDir: string;
let db: TestDatabase | undefined;
let mgmt: RestClient;

/** Enough of a test server for the shared steps (REST clients), over HTTPS to the process. */
function asServer(): TestServer {
  return { url, mgmt, anon: (api: 'client' | 'management' = 'client') => new RestClient(url, api, tls), tls } as unknown as TestServer;
}
const ctrlTarget = (): CtrlTarget => ({ host: '127.0.0.1', port: proc.port, ca: ca.certPem });

/** The node processes the primary forked (its workers), by pid. */
function workerPids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(proc.pid)], { encoding: 'utf8' });
  return out.split('\n').map((l) => l.trim().split(/\s+/)).filter(([, comm]) => comm === 'node').map(([pid]) => Number(pid));
}

async function liveControllers(): Promise<{ id: string; name: string; ctrlAddress?: string }[]> {
  const list = requireOk(await mgmt.get('/controllers')) as { id: string; name: string; isOnline: boolean; ctrlAddress?: string }[];
  return list.filter((c) => c.isOnline);
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-workers-'));
  db = usingPostgres() ? await createTestDatabase() : undefined;
  proc = await startControllerProcess({
    TLS: 'true',
    CTRL_PORT: 'api',
    WORKERS: '2',
    ADMIN_PASSWORD: PASSWORD,
    CONTROLLER_HEARTBEAT_SECONDS: '1',
    GRAPHQL_WS_MAX_PER_ADDRESS: '2',
    PKI_SIGNING_CERT: tempFile(ca.certPem, 'signing.pem'),
    PKI_SIGNING_KEY: tempFile(ca.keyPem, 'signing-key.pem'),
    ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir }),
  });
  url = `https://127.0.0.1:${proc.port}`;
  let last = '';
  await pollUntil('both workers serving', async () => {
    if (proc.exit) throw new Error(`the controller exited: ${proc.stderr || proc.stdout}`);
    try {
      if (!mgmt?.token) {
        mgmt = new RestClient(url, 'management', tls);
        await mgmt.login('admin', PASSWORD);
      }
      return (await liveControllers()).length === 2 ? true : undefined;
    } catch (err) {
      last = String(err);
      return undefined;
    }
  }, 90_000).catch((err: Error) => {
    throw new Error(`${err.message}: ${last}; output: ${proc.stderr}${proc.stdout}`);
  });
});

after(async () => {
  await stopControllerProcesses();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('several workers on one port', () => {
  it('every worker is an instance of its own, and only worker 1 takes routers', async () => {
    const live = await liveControllers();
    assert.equal(live.length, 2);
    assert.equal(new Set(live.map((c) => c.id)).size, 2);
    // Routers are told one address: the control plane's.
    assert.deepEqual(live.filter((c) => c.ctrlAddress).length, 1);
    assert.equal(workerPids().length, 2);
  });

  it("each worker's thread pool (where argon2id runs) is its share of the cores, so the hashes of all workers do not oversubscribe them", () => {
    const expected = String(Math.max(1, Math.ceil(os.availableParallelism() / 2)));
    for (const pid of workerPids()) {
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      assert.ok(env.includes(`UV_THREADPOOL_SIZE=${expected}`), `worker ${pid}: ${env.filter((e) => e.startsWith('UV_')).join(' ') || 'no UV_THREADPOOL_SIZE'}`);
    }
  });

  it('requests on new connections reach both workers and see one database', async () => {
    // Each client has its own connection; writes through one are read through the other.
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const c = new RestClient(url, 'management', { ca: ca.certPem });
      await c.login('admin', PASSWORD);
      const name = unique('w');
      requireOk(await c.post('/identities', { name, type: 'User', isAdmin: false }), 201);
      names.push(name);
    }
    const fresh = new RestClient(url, 'management', { ca: ca.certPem });
    await fresh.login('admin', PASSWORD);
    const found = requireOk(await fresh.get(`/identities?filter=${encodeURIComponent(`name in [${names.map((n) => `"${n}"`).join(',')}]`)}`));
    assert.equal(found.length, names.length);
  });

  it('routers reach the control plane through whichever worker accepts them, and get logins made on any', async () => {
    const server = asServer();
    const routers = [await createEnrolledRouter(server, 'edge-routers'), await createEnrolledRouter(server, 'edge-routers')];
    // Connections made back to back go to the two workers in turn (round robin): one of these
    // two is accepted by worker 2 and relayed to the control plane of worker 1.
    const peers = await Promise.all(routers.map((r) => RouterPeer.connect(ctrlTarget(), { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem })));
    try {
      for (const r of routers) {
        await pollUntil(`router ${r.id} online`, async () => {
          const detail = requireOk(await mgmt.get(`/edge-routers/${r.id}`));
          return detail.isOnline && detail.syncStatus === 'SYNC_DONE' ? true : undefined;
        }, 15_000);
      }
      const name = unique('sdk');
      const created = requireOk(await mgmt.post('/identities', { name, type: 'User', isAdmin: false, enrollment: { updb: name } }), 201);
      const token = requireOk(await mgmt.get(`/identities/${created.id}`)).enrollment.updb.token;
      requireOk(await server.anon('client').post(`/enroll/updb?token=${token}`, { password: 'a-long-password-1' }));
      const sdk = server.anon('client');
      await sdk.login(name, 'a-long-password-1');
      const mine = requireOk(await sdk.get('/current-api-session'));
      for (const peer of peers) {
        await peer.waitFor((f) => f.contentType === ContentType.ApiSessionAdded && Bodies.ApiSessionAdded.decode(f.body).apiSessions.some((s) => s.id === mine.id));
      }
    } finally {
      for (const peer of peers) peer.close();
    }
    for (const r of routers) {
      await pollUntil('router offline', async () => (requireOk(await mgmt.get(`/edge-routers/${r.id}`)).isOnline ? undefined : true), 15_000);
    }
  });

  it('the WebSocket cap of one address holds across the workers', async () => {
    const open = (): Promise<{ ws?: WebSocket; status?: number }> => new Promise((resolve) => {
      const ws = new WebSocket(`wss://127.0.0.1:${proc.port}/graphql`, 'graphql-transport-ws', { ca: ca.certPem });
      ws.once('open', () => resolve({ ws }));
      ws.once('unexpected-response', (_req, res) => {
        resolve({ status: res.statusCode });
        ws.terminate();
      });
      ws.once('error', () => resolve({}));
    });
    const first = await open();
    const second = await open();
    try {
      assert.ok(first.ws && second.ws, 'two connections are within the cap of 2');
      // Whichever worker the third lands on, it is the address's third.
      const third = await open();
      assert.equal(third.status, 429);
      first.ws!.close();
      await pollUntil('a slot given back', async () => {
        const again = await open();
        if (again.ws) {
          again.ws.close();
          return true;
        }
        return undefined;
      }, 10_000);
    } finally {
      first.ws?.terminate();
      second.ws?.terminate();
    }
  });

  it('a worker that dies is forked again, and the others serve meanwhile', async () => {
    const before = workerPids();
    const live = await liveControllers();
    process.kill(before[1]!, 'SIGKILL');
    await pollUntil('a new worker', async () => {
      const now = workerPids();
      return now.length === 2 && !now.includes(before[1]!) ? now : undefined;
    }, 30_000);
    // Still one network, and the instances are the same ones as before (a worker keeps its id).
    await pollUntil('both instances live again', async () => {
      const again = await liveControllers();
      return again.length === 2 && new Set(again.map((c) => c.id)).size === 2 ? again : undefined;
    }, 30_000);
    assert.deepEqual(new Set((await liveControllers()).map((c) => c.id)), new Set(live.map((c) => c.id)));
    requireOk(await new RestClient(url, 'client', tls).get('/version'));
  });

  it('a stop stops every worker and then the store', async () => {
    const pids = workerPids();
    proc.signal('SIGTERM');
    const exit = await proc.waitExit(40_000);
    assert.equal(exit.code, 0);
    for (const pid of pids) assert.equal(running(pid), false, `worker ${pid} stopped`);
    if (!db) {
      // The embedded store is stopped and its lock released: the data directory starts again.
      const again = await startControllerProcess({ WORKERS: '1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
      await again.waitReady(60_000);
      await again.stop();
      assert.equal(again.exit?.code, 0);
    }
  });
});
