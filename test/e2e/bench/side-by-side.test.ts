// The bench's side-by-side mode (`npm run bench -- --against <url> …`) run for real, at a tiny
// size, against a second controller process over HTTPS: both sides seeded through their API,
// every workload measured on both with no error, CPU per 1,000 requests for both (the other's
// through --against-pid), the figures written where --out says; the control-plane rows through
// simulated edge routers on both control channels (the other's through --against-ctrl). The
// CLI's checks: bench-cli.test.ts; its options: side-by-side-options.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, startOtherController, type OtherController } from '../../support/bench-process';
import { stopControllerProcesses } from '../../support/controller-process';
import { usingPostgres } from '../../support/db';

const PASSWORD = 'side-by-side-other-1';

let other: OtherController;
let dir: string;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-side-by-side-'));
  other = await startOtherController(PASSWORD, { withCtrl: true });
});

after(async () => {
  await stopControllerProcesses();
  await other?.db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

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
      '--against', `https://127.0.0.1:${other.process.port}`, '--against-password', PASSWORD, '--against-pid', String(other.process.pid), '--against-label', 'the other one',
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '30', '--users', '8', '--services', '12', '--visible', '4', '--writes', '3', '--warmup', '1', '--terminators', '50', '--rounds', '1', '--duration', '1', '--quiet-window', '300', '--out', out,
      '--against-ctrl', `127.0.0.1:${other.ctrlPort}`, '--ctrl-routers', '2', '--ctrl-terminators', '40', '--circuits', '40', '--ctrl-warmup', '1', '--load-warmup', '0',
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    const figures = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      other: { label: string; version: string };
      rows: { workload: string; unit: string; here: Figure; other: Figure; ratio: number }[];
      argon2VerificationsPerSec: number;
      argon2Rounds: number[];
      perHashSlices: { login: number[]; bare: number[]; bareThreads: number }[];
      loginPerHash: number;
      loginPerHashRounds: number[];
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
    // In each round, logins here and bare verifications alternate in five slices of each: one
    // round, whose mean login rate over its mean bare rate is the figure.
    assert.equal(figures.argon2Rounds.length, 1);
    assert.equal(figures.perHashSlices.length, 1);
    const { login, bare, bareThreads } = figures.perHashSlices[0];
    // The bare verifications ran on one libuv thread per core, as many as they hash at once.
    assert.equal(bareThreads, os.availableParallelism());
    assert.equal(login.length, 5);
    assert.equal(bare.length, 5);
    for (const rate of [...login, ...bare]) assert.ok(rate > 0, `every slice has a rate: ${login} | ${bare}`);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    assert.equal(figures.argon2Rounds[0], Math.round(mean(bare)));
    assert.equal(figures.argon2VerificationsPerSec, figures.argon2Rounds[0]);
    assert.deepEqual(figures.loginPerHashRounds, [figures.loginPerHash]);
    assert.equal(figures.loginPerHash, Number((mean(login) / mean(bare)).toFixed(3)));
    assert.match(run.out, /login per hash, here: .*median/);
    assert.match(run.out, /here ÷ other/);
    assert.doesNotMatch(run.out, /warm-up round/, 'no untimed round of the loads with --load-warmup 0');
  });
});
