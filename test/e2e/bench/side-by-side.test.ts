// The bench's side-by-side mode (`npm run bench -- --against <url> …`) run for real, at a tiny
// size, against a second controller process over HTTPS: both sides seeded through their API,
// every workload measured on both with no error, CPU per 1,000 requests for both (the other's
// through --against-pid), the figures written where --out says; the control-plane rows through
// simulated edge routers on both control channels (the other's through --against-ctrl). The
// CLI's checks: bench-cli.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench } from '../../support/bench-process';
import { freePort, startControllerProcess, stopControllerProcesses, type ControllerProcess } from '../../support/controller-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';
import { pollUntil } from '../../support/poll';
import { Agent, request } from 'undici';

const PASSWORD = 'side-by-side-other-1';

let other: ControllerProcess;
let otherCtrlPort: number;
let db: TestDatabase | undefined;
let dir: string;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-side-by-side-'));
  db = usingPostgres() ? await createTestDatabase() : undefined;
  otherCtrlPort = await freePort();
  other = await startControllerProcess({
    TLS: 'true', CTRL_PORT: String(otherCtrlPort), CTRL_ADVERTISED_ADDRESS: `tls:127.0.0.1:${otherCtrlPort}`, ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: 'memory://' }),
  });
  const insecure = new Agent({ connect: { rejectUnauthorized: false } });
  await pollUntil('the other controller serving', async () => {
    if (other.exit) throw new Error(`the other controller exited: ${other.stderr}`);
    try {
      const res = await request(`https://127.0.0.1:${other.port}/edge/client/v1/version`, { dispatcher: insecure });
      await res.body.dump();
      return res.statusCode === 200 || undefined;
    } catch {
      return undefined;
    }
  }, 90_000);
  await insecure.close();
});

after(async () => {
  await stopControllerProcesses();
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The identities the bench's sequential writes made on the other controller (named sbs-w-…). */
async function createdIdentitiesOnOther(): Promise<number> {
  const insecure = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    const base = `https://127.0.0.1:${other.port}/edge/management/v1`;
    const login = await request(`${base}/authenticate?method=password`, {
      method: 'POST', dispatcher: insecure, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await login.body.json()) as { data: { token: string } }).data.token;
    const list = await request(`${base}/identities?filter=${encodeURIComponent('name contains "sbs-w-"')}&limit=1`, { dispatcher: insecure, headers: { 'zt-session': token } });
    return ((await list.body.json()) as { meta: { pagination: { totalCount: number } } }).meta.pagination.totalCount;
  } finally {
    await insecure.close();
  }
}

interface Figure {
  value: number;
  requests: number;
  errors: number;
  cpuPer1000?: number;
  p50Ms?: number;
}

describe('bench: side by side with another controller', () => {
  it('measures every workload on both sides, with CPU per 1,000 requests, and writes the figures', async () => {
    const out = path.join(dir, 'figures.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${other.port}`, '--against-password', PASSWORD, '--against-pid', String(other.pid), '--against-label', 'the other one',
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '30', '--users', '8', '--services', '12', '--visible', '4', '--writes', '3', '--warmup', '1', '--terminators', '50', '--rounds', '1', '--duration', '1', '--quiet-window', '300', '--out', out,
      '--against-ctrl', `127.0.0.1:${otherCtrlPort}`, '--ctrl-routers', '2', '--ctrl-terminators', '40', '--circuits', '40',
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      other: { label: string; version: string };
      rows: { workload: string; unit: string; here: Figure; other: Figure; ratio: number }[];
      argon2VerificationsPerSec: number;
      loginPerHash: number;
    };
    assert.equal(figures.other.label, 'the other one');
    assert.match(figures.other.version, /^v\d/);
    const names = figures.rows.map((r) => r.workload);
    for (const expected of [/version/, /service-updates/, /a filter unique to each request/, /default page/, /POST \/sessions/, /password login/, /create an identity/,
      /PATCH an identity/, /DELETE an identity/, /create a service,/, /PATCH a service/, /DELETE a service/, /create a config/, /create a service policy/, /create a terminator/, /moving 30 identities in/, /moving them out/, /50 terminator creates/,
      /terminator creates through the control channel \(CreateTerminatorV2\), 2 edge routers/, /circuit setup through the control channel \(CreateCircuitV2/]) {
      assert.ok(names.some((n) => expected.test(n)), `a row for ${expected}: ${names.join('; ')}`);
    }
    for (const row of figures.rows) {
      for (const side of ['here', 'other'] as const) {
        assert.equal(row[side].errors, 0, `${row.workload} on ${side}: no errors (${run.out.slice(-2000)})`);
        assert.ok(row[side].value > 0, `${row.workload} on ${side}: a figure`);
        assert.ok(typeof row[side].cpuPer1000 === 'number' && row[side].cpuPer1000 >= 0, `${row.workload} on ${side}: CPU per 1,000`);
      }
      assert.ok(row.ratio > 0, `${row.workload}: a ratio`);
    }
    // The control-plane rows: every request answered on both sides (all 40: no error), a rate and its p50.
    for (const row of figures.rows.filter((r) => /control channel/.test(r.workload))) {
      assert.equal(row.unit, 'req/s');
      for (const side of ['here', 'other'] as const) {
        assert.equal(row[side].requests, 40, `${row.workload} on ${side}: every request made`);
        assert.ok(typeof row[side].p50Ms === 'number' && row[side].p50Ms > 0, `${row.workload} on ${side}: a p50`);
      }
    }
    assert.ok(figures.argon2VerificationsPerSec > 0);
    assert.ok(figures.loginPerHash > 0);
    assert.match(run.out, /here ÷ other/);
  });

  it('--workloads measures only the workloads it names; --warmup writes untimed before the timed ones', async () => {
    const out = path.join(dir, 'some.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${other.port}`, '--against-password', PASSWORD, '--against-pid', String(other.pid),
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '10', '--users', '2', '--services', '4', '--visible', '2', '--writes', '3', '--warmup', '2', '--terminators', '0', '--rounds', '1', '--duration', '1', '--quiet-window', '0',
      '--workloads', 'version,PATCH AN IDENTITY', '--out', out,
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: { workload: string; here: { value: number; requests: number }; other: { value: number; requests: number } }[]; loginPerHash?: number };
    // A PATCH needs identities to change: their creates run (and are reported) with it.
    assert.deepEqual(figures.rows.map((r) => r.workload.split(/[,(]/)[0].trim()), ['GET /edge/client/v1/version', 'create an identity', 'PATCH an identity']);
    for (const row of figures.rows) assert.ok(row.here.value > 0 && row.other.value > 0, `${row.workload}: both sides measured`);
    assert.equal(figures.loginPerHash, undefined, 'no login measured, so no per-hash figure');
    // Each write row timed 3 writes, after 2 untimed ones: the other side holds 2 + 3 created identities.
    for (const row of figures.rows.slice(1)) assert.deepEqual([row.here.requests, row.other.requests], [3, 3], `${row.workload}: the timed writes only`);
    assert.equal(await createdIdentitiesOnOther(), 5);
  });

  it('--rounds times each write row in rounds after one warm-up, sides alternating, the median kept', async () => {
    const before = await createdIdentitiesOnOther();
    const out = path.join(dir, 'rounds.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${other.port}`, '--against-password', PASSWORD,
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '4', '--users', '1', '--services', '2', '--visible', '1', '--writes', '2', '--warmup', '1',
      '--terminators', '0', '--rounds', '3', '--duration', '1', '--quiet-window', '0', '--workloads', 'DELETE an identity', '--out', out,
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    type Figure = { value: number; requests: number };
    const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: { workload: string; here: Figure; other: Figure; rounds?: { here: number[]; other: number[] } }[] };
    assert.deepEqual(figures.rows.map((r) => r.workload.split(',')[0]), ['create an identity', 'DELETE an identity']);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    for (const row of figures.rows) {
      assert.equal(row.rounds?.here.length, 3, `${row.workload}: three rounds here`);
      assert.equal(row.rounds?.other.length, 3, `${row.workload}: three rounds on the other side`);
      assert.equal(row.here.value, median(row.rounds!.here), `${row.workload}: the median round's figure here`);
      assert.equal(row.other.value, median(row.rounds!.other), `${row.workload}: the median round's figure on the other side`);
      assert.deepEqual([row.here.requests, row.other.requests], [2, 2], `${row.workload}: each round times --writes writes`);
    }
    // 1 warm-up and 3 rounds of 2 creates, then as many deletes (the rounds' bound shares out what the creates made).
    assert.equal(await createdIdentitiesOnOther(), before);
  });

  it('--warmup-seconds bounds the warm-up by time: 0 leaves only the timed writes', async () => {
    const before = await createdIdentitiesOnOther();
    const run = await bench([
      '--against', `https://127.0.0.1:${other.port}`, '--against-password', PASSWORD,
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '4', '--users', '1', '--services', '2', '--visible', '1', '--writes', '3', '--warmup', '1000', '--warmup-seconds', '0',
      '--terminators', '0', '--rounds', '1', '--duration', '1', '--quiet-window', '0', '--workloads', 'create an identity', '--out', path.join(dir, 'timed.json'),
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    assert.equal(await createdIdentitiesOnOther(), before + 3);
  });
});
