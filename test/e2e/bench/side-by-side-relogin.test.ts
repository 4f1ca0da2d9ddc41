// The side-by-side bench against a controller that ends idle sessions after 2 s: the bench's
// admin session ends while it waits for quiet before each round, and the bench logs in again
// rather than counting the writes refused as errors (OpenZiti ends sessions idle for 30 minutes,
// less than a whole run). The bench's other checks: side-by-side.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, benchWritesOn, startOtherController } from '../../support/bench-process';
import { stopControllerProcesses } from '../../support/controller-process';
import { usingPostgres, type TestDatabase } from '../../support/db';

const PASSWORD = 'side-by-side-short-1';

let dir: string;
let db: TestDatabase | undefined;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-side-by-side-relogin-'));
});

after(async () => {
  await stopControllerProcesses();
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('bench: side by side, a session that ends during the run', () => {
  it('logs the admin in again when the other side ends its session during the run', async () => {
    // Sessions idle for 2 s end; each round waits for 3 quiet seconds first.
    const other = await startOtherController(PASSWORD, { env: { SESSION_TIMEOUT_SECONDS: '2' } });
    db = other.db;
    const short = other.process;
    const out = path.join(dir, 'relogin.json');
    const run = await bench([
      '--against', `https://127.0.0.1:${short.port}`, '--against-password', PASSWORD,
      '--store', usingPostgres() ? 'postgres' : 'embedded', '--workers', '1',
      '--identities', '4', '--users', '1', '--services', '2', '--visible', '1', '--writes', '2', '--warmup', '1',
      '--terminators', '0', '--rounds', '2', '--duration', '1', '--quiet-window', '3000', '--workloads', 'create an identity', '--out', out,
    ], 100_000);
    assert.equal(run.code, 0, run.out);
    const [row] = (JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: { workload: string; other: { errors: number } }[] }).rows;
    assert.match(row.workload, /create an identity/);
    assert.equal(row.other.errors, 0, `no write refused: ${run.out.slice(-1500)}`);
    // 1 warm-up and 2 rounds of 2 creates, every one made.
    assert.equal(await benchWritesOn(short.port, PASSWORD), 5);
  });
});
