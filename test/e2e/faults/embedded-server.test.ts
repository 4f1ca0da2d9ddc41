import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { serverUser } from '../../../src/db/embedded/os-user';
import { RestClient, requireError, requireOk } from '../../support/rest-client';
import { filter, sleep, unique } from '../../support/fixtures';
import { pollUntil } from '../../support/poll';
import {
  parentPid, readLockRecord, running, startControllerProcess, stopControllerProcesses, waitGone, type ControllerProcess,
} from '../../support/controller-process';

/**
 * The embedded store's own faults, on the real entry point run as a process (`node
 * <build>/src/main.js`) with a DATA_DIR of this file's: a second controller on it, kill -9
 * (with its server stopping at once, or slowly), the PostgreSQL server killed under the
 * controller, a server restart that fails for a while, and stops by SIGTERM (during start-up
 * and while serving). Most tests run in order on one DATA_DIR, each taking over the controller
 * the previous one left (or starting one), as an operator's controller lives through these
 * events one by one.
 *
 * Needs no PostgreSQL of the machine: the controller runs its own (the suite's DATABASE_URL is
 * not passed on). As root the server runs as the `postgres` OS user, so the directories are
 * under /tmp, which that user can enter.
 */

const START_DEADLINE_MS = 30_000;
const ADMIN_PASSWORD = `pw-${randomBytes(9).toString('base64url')}`;
const dataDir = fs.mkdtempSync('/tmp/zt-faults-embedded-');
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD };

/** The controller serving dataDir right now, if any. */
let current: ControllerProcess | undefined;

/** Processes of the tests that hold the cluster's lock (stopped in `after`). */
const blockers: ChildProcess[] = [];
/** DATA_DIRs of single tests (removed in `after`). */
const otherDirs: string[] = [];
/** Servers a test stopped with SIGSTOP (continued in `after`, should the test fail first). */
const stopped: number[] = [];

after(async () => {
  for (const b of blockers) b.kill('SIGKILL');
  for (const pid of stopped) if (running(pid)) process.kill(pid, 'SIGCONT');
  await stopControllerProcesses();
  for (const dir of [dataDir, ...otherDirs]) {
    // A server left by a failed test (its controller killed, its stop not done) is ours to stop:
    // only a server of this very cluster (its command line names it), never another process.
    for (const pid of postmastersOf(dir)) {
      process.kill(pid, 'SIGINT');
      await waitGone(pid, 30_000).catch(() => process.kill(pid, 'SIGKILL'));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The running controller of dataDir, started (and waited for) when there is none. */
async function controller(): Promise<ControllerProcess> {
  if (current && !current.exit) return current;
  current = await startControllerProcess(env);
  await current.waitReady(START_DEADLINE_MS);
  return current;
}

async function adminOf(c: ControllerProcess): Promise<RestClient> {
  const mgmt = new RestClient(c.url, 'management');
  await mgmt.login('admin', ADMIN_PASSWORD);
  return mgmt;
}

/** The embedded server the controller recorded in controller.lock (its pid). */
function recordedServer(c: ControllerProcess): number {
  const record = readLockRecord(dataDir);
  assert.equal(record?.pid, c.pid, `controller.lock names the running controller: ${JSON.stringify(record)}`);
  const pid = record?.postmaster?.pid;
  assert.ok(pid && running(pid), `controller.lock names a running PostgreSQL server: ${JSON.stringify(record)}`);
  return pid;
}

const LOCK_REFUSED = /lock file \\"postmaster\.pid\\" already exists/g;
const RESTARTING = /the embedded PostgreSQL server exited; restarting it/g;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** PostgreSQL servers (postmasters, not their workers) running on dir's cluster. */
function postmastersOf(dir: string): number[] {
  return processesUsing(dir)
    .filter((p) => p.includes(`-D ${path.join(dir, 'postgres')} `))
    .map((p) => Number(p.split(':')[0]));
}

/** Processes whose command line mentions `dir` (the server and every one of its workers). */
function processesUsing(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(dir) && running(Number(entry))) found.push(`${entry}: ${cmdline.trim()}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

describe('the embedded PostgreSQL server of a controller process', () => {
  test('a second controller on the same DATA_DIR exits with code 3 and one line naming it; the first keeps serving', async () => {
    const first = await controller();
    const server = recordedServer(first);
    const second = await startControllerProcess(env);
    const exit = await second.waitExit(START_DEADLINE_MS);
    assert.deepEqual(exit, { code: 3, signal: null }, `exit of the second controller; stderr: ${second.stderr}`);
    const lines = second.stderr.split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 1, `one line on stderr: ${JSON.stringify(second.stderr)}`);
    assert.equal(lines[0], `controller failed to start: DATA_DIR ${dataDir} is in use by another controller (pid ${first.pid})`);

    // The first one is untouched: same lock, same server, and it serves.
    assert.equal(first.exit, undefined, 'the first controller still runs');
    assert.equal(recordedServer(first), server);
    const mgmt = await adminOf(first);
    requireOk(await mgmt.get('/identities?limit=1'));
    assert.equal((await fetch(`${first.url}/ready`)).status, 200);
  });

  test('kill -9, then a start on the same DATA_DIR: it starts, and every acknowledged write is there', async () => {
    const before = await controller();
    const mgmt = await adminOf(before);
    const prefix = unique('acked');
    const written: string[] = [];
    // Ten at a time: concurrent commits, each acknowledged (201) before the kill.
    for (let batch = 0; batch < 5; batch++) {
      const created = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => requireOk(await mgmt.post('/identities', { name: `${prefix}x${batch * 10 + i}`, type: 'User', isAdmin: false }), 201).id as string),
      );
      written.push(...created);
    }
    const server = recordedServer(before);

    before.signal('SIGKILL');
    assert.deepEqual(await before.waitExit(10_000), { code: null, signal: 'SIGKILL' });
    current = undefined;

    const startedAt = Date.now();
    const after = await controller();
    const took = Date.now() - startedAt;
    assert.ok(took < START_DEADLINE_MS, `restarted in ${took} ms`);
    // The killed controller's server is gone (stopped by its parent-death signal, or by this start).
    assert.equal(running(server), false, `the server of the killed controller (pid ${server}) is gone`);
    assert.notEqual(recordedServer(after), server);

    const listed = requireOk(await (await adminOf(after)).get(`/identities?limit=-1&${filter(`name contains "${prefix}"`)}`)) as { id: string }[];
    assert.deepEqual(listed.map((i) => i.id).sort(), [...written].sort(), 'every acknowledged write survived kill -9');
  });

  test('kill -9 while its server is slow to stop: the next start waits for that server to go, then starts its own', async () => {
    const before = await controller();
    const mgmt = await adminOf(before);
    const marker = requireOk(await mgmt.post('/identities', { name: unique('marker'), type: 'User', isAdmin: false }), 201).id as string;
    const orphan = recordedServer(before);
    // Stopped, the server can not act on the SIGINT its controller's death sends it: it stands
    // for a server that takes its time to shut down (a long checkpoint), still running when
    // the next controller starts.
    process.kill(orphan, 'SIGSTOP');
    stopped.push(orphan);
    before.signal('SIGKILL');
    await before.waitExit(10_000);
    current = undefined;

    const next = await startControllerProcess(env);
    current = next;
    await pollUntil(
      'the new controller says it stops the server left running',
      async () => (next.stdout.includes('stopping the PostgreSQL server left running by a controller that was killed') ? true : undefined),
      START_DEADLINE_MS,
    );
    assert.equal(next.exit, undefined, `the new controller waits, it does not give up: ${next.stderr}`);
    assert.deepEqual(postmastersOf(dataDir), [orphan], 'no second server started on the cluster meanwhile');

    process.kill(orphan, 'SIGCONT');
    await next.waitReady(START_DEADLINE_MS);
    assert.equal(running(orphan), false, 'the server left running is gone');
    assert.notEqual(recordedServer(next), orphan);
    const found = requireOk(await (await adminOf(next)).get(`/identities?${filter(`id = "${marker}"`)}`)) as { id: string }[];
    assert.deepEqual(found.map((i) => i.id), [marker]);
  });

  test('the PostgreSQL server killed under the controller: 503 DATABASE_UNAVAILABLE meanwhile, then it is restarted and the data is intact', async (t) => {
    const c = await controller();
    const mgmt = await adminOf(c);
    const marker = requireOk(await mgmt.post('/identities', { name: unique('marker'), type: 'User', isAdmin: false }), 201).id as string;
    const countBefore = (await mgmt.get('/identities?limit=1')).body.meta.pagination.totalCount as number;
    const server = recordedServer(c);
    assert.equal(parentPid(server), c.pid, 'the server is a child of the controller');

    process.kill(server, 'SIGKILL');
    // Ask until it answers again; every answer meanwhile must be the documented 503.
    const outage: string[] = [];
    const recovered = await pollUntil(
      'the controller answers 200 again after its server was killed',
      async () => {
        const res = await mgmt.get(`/identities?${filter(`id = "${marker}"`)}`);
        if (res.status === 200) return res;
        requireError(res, 503, 'DATABASE_UNAVAILABLE');
        assert.equal(res.headers.get('retry-after'), '1');
        outage.push(`${res.status} ${res.body.error.code}`);
        return undefined;
      },
      START_DEADLINE_MS,
      20,
    );
    t.diagnostic(outage.length ? `observed ${outage.length} answers of 503 DATABASE_UNAVAILABLE while the server was down` : 'the server came back before an outage could be observed');
    assert.deepEqual((recovered.body.data as { id: string }[]).map((i) => i.id), [marker], 'the marker written before the kill is there');

    assert.equal(c.exit, undefined, 'the controller itself kept running');
    const restarted = await pollUntil('a new server recorded in controller.lock', async () => {
      const pid = readLockRecord(dataDir)?.postmaster?.pid;
      return pid && pid !== server && running(pid) ? pid : undefined;
    }, 10_000);
    assert.equal(parentPid(restarted), c.pid, 'the new server is again a child of the controller');
    await pollUntil('GET /ready answers 200', async () => ((await fetch(`${c.url}/ready`)).status === 200 ? true : undefined), 10_000);
    assert.equal((await mgmt.get('/identities?limit=1')).body.meta.pagination.totalCount, countBefore, 'no identity lost or added');
    requireOk(await mgmt.post('/identities', { name: unique('afterkill'), type: 'User', isAdmin: false }), 201);
  });

  test('a restart that fails for a while (the cluster locked by another process): retried one attempt at a time, then one server, and no more attempts', async () => {
    const c = await controller();
    const server = recordedServer(c);
    // A live process of the server's OS user named in postmaster.pid: PostgreSQL refuses to
    // start on the cluster while it lives ("lock file postmaster.pid already exists").
    const runAs = serverUser();
    const blocker = spawn('sleep', ['60'], { stdio: 'ignore', ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) });
    blockers.push(blocker);
    const logFrom = c.stdout.length;
    const log = () => c.stdout.slice(logFrom);

    process.kill(server, 'SIGKILL');
    // Before the controller's first relaunch (half a second later).
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    lines[0] = String(blocker.pid);
    fs.writeFileSync(pidFile, lines.join('\n'));

    await pollUntil('two relaunches refused by the lock', async () => (count(log(), LOCK_REFUSED) >= 2 ? true : undefined), 15_000);
    blocker.kill('SIGKILL');
    await pollUntil('GET /ready answers 200 once the lock is free', async () => ((await fetch(`${c.url}/ready`)).status === 200 ? true : undefined), 20_000);
    const mgmt = await adminOf(c);
    requireOk(await mgmt.get('/identities?limit=1'));

    // Settled: nothing starts another server any more. (Each failed attempt logs PostgreSQL's
    // lock refusal and the controller's "restarting it"; a retry loop shows within a second.)
    const attempts = count(log(), RESTARTING);
    const refusals = count(log(), LOCK_REFUSED);
    await sleep(3_000);
    assert.equal(count(log(), RESTARTING), attempts, `no restart scheduled once the server runs again; last log lines:\n${log().split('\n').slice(-12).join('\n')}`);
    assert.equal(count(log(), LOCK_REFUSED), refusals, 'no further server started on the cluster');
    const servers = postmastersOf(dataDir);
    const recorded = recordedServer(c);
    assert.deepEqual(servers, [recorded], 'exactly one server runs on the cluster, the one controller.lock names');
    assert.equal(parentPid(recorded), c.pid, 'and it is the controller\'s child');
  });

  test('SIGTERM during start-up: the controller still stops its server, exits with 0 and leaves no lock', async () => {
    const fresh = fs.mkdtempSync('/tmp/zt-faults-early-');
    otherDirs.push(fresh);
    const c = await startControllerProcess({ DATA_DIR: fresh, ADMIN_PASSWORD });
    // As soon as its server runs (recorded in controller.lock): the controller then still
    // migrates a new database and sets it up before it serves.
    const server = await pollUntil('the server of the starting controller', async () => readLockRecord(fresh)?.postmaster?.pid, START_DEADLINE_MS, 10);
    const serving = await fetch(`${c.url}/health`).then(() => true, () => false);
    assert.equal(serving, false, 'the signal comes while the controller is starting');
    c.signal('SIGTERM');
    assert.deepEqual(await c.waitExit(25_000), { code: 0, signal: null }, `stderr: ${c.stderr}`);
    assert.equal(running(server), false, `its server (pid ${server}) stopped`);
    assert.deepEqual(processesUsing(fresh), [], 'no process of the server is left');
    assert.equal(fs.existsSync(path.join(fresh, 'controller.lock')), false, 'controller.lock removed');
  });

  test('SIGTERM: exit code 0, its PostgreSQL server gone, controller.lock removed', async () => {
    const c = await controller();
    const server = recordedServer(c);
    c.signal('SIGTERM');
    assert.deepEqual(await c.waitExit(25_000), { code: 0, signal: null }, `stderr: ${c.stderr}`);
    current = undefined;
    // The controller waits for its server before it exits: nothing of it may be left.
    assert.equal(running(server), false, `the server (pid ${server}) stopped with the controller`);
    assert.deepEqual(processesUsing(dataDir), [], 'no process of the server is left');
    assert.equal(fs.existsSync(path.join(dataDir, 'controller.lock')), false, 'controller.lock removed');
  });
});
