// The side-by-side bench's options, each run for real at a tiny size against a second controller
// process: --workloads, --warmup and the loads' warm-up round, --rounds, --warmup-seconds. The
// whole run: side-by-side.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, benchWritesOn, startOtherController, type OtherController } from '../../support/bench-process';
import { stopControllerProcesses } from '../../support/controller-process';
import { usingPostgres } from '../../support/db';

const PASSWORD = 'side-by-side-options-1';

let other: OtherController;
let dir: string;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-side-by-side-options-'));
  other = await startOtherController(PASSWORD);
});

after(async () => {
  await stopControllerProcesses();
  await other?.db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('bench: side by side, its options', () => {
  it('--workloads measures only the workloads it names; --warmup writes untimed before the timed ones', async () => {
    const out = path.join(dir, 'some.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${other.process.port}`, '--against-password', PASSWORD, '--against-pid', String(other.process.pid),
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
    // One untimed round of the loads (--load-warmup's default) before the timed one.
    assert.match(run.out, /warm-up round 1\/1 of the loads done[\s\S]*round 1\/1: /);
    // Each write row timed 3 writes, after 2 untimed ones: the other side holds 2 + 3 created identities.
    for (const row of figures.rows.slice(1)) assert.deepEqual([row.here.requests, row.other.requests], [3, 3], `${row.workload}: the timed writes only`);
    assert.equal(await benchWritesOn(other.process.port, PASSWORD), 5);
  });

  it('--rounds times each write row in rounds after one warm-up, sides alternating, the median kept', async () => {
    const before = await benchWritesOn(other.process.port, PASSWORD);
    const out = path.join(dir, 'rounds.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${other.process.port}`, '--against-password', PASSWORD,
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
    assert.equal(await benchWritesOn(other.process.port, PASSWORD), before);
  });

  it('--warmup-seconds bounds the warm-up by time: 0 leaves only the timed writes', async () => {
    const before = await benchWritesOn(other.process.port, PASSWORD);
    const run = await bench([
      '--against', `https://127.0.0.1:${other.process.port}`, '--against-password', PASSWORD,
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '4', '--users', '1', '--services', '2', '--visible', '1', '--writes', '3', '--warmup', '1000', '--warmup-seconds', '0',
      '--terminators', '0', '--rounds', '1', '--duration', '1', '--quiet-window', '0', '--workloads', 'create an identity', '--out', path.join(dir, 'timed.json'),
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    assert.equal(await benchWritesOn(other.process.port, PASSWORD), before + 3);
  });
});
