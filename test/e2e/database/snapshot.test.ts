import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { useTestServer, startTestServer, type TestServer } from '../../support/server';
import { createCredentials, createService, createServicePolicy, listAll, logIn, unique, type Credentials } from '../../support/fixtures';
import { pollUntil } from '../../support/poll';
import { requireError, requireOk, requireUnauthorized } from '../../support/rest-client';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';

/**
 * POST /database/snapshot writes a consistent copy of the database into SNAPSHOT_DIR (once a
 * minute); the restore tool loads it into an empty database, and a controller started on that
 * database serves the same data (logins included).
 */
const execFileAsync = promisify(execFile);
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-snapshots-'));
const server = useTestServer({ env: { SNAPSHOT_DIR: snapshotDir } });
/** The compiled restore tool of the build these tests run from. */
const RESTORE_TOOL = path.resolve(__dirname, '..', '..', '..', 'src', 'tools', 'restore-snapshot.js');

const snapshots = () => fs.readdirSync(snapshotDir).filter((f) => f.endsWith('.ndjson.gz'));

describe('database snapshots', () => {
  let file: string;
  /** Data the restored controller must serve: a user with a password, a service it may dial. */
  let data: { user: Credentials; attr: string; serviceId: string; policyId: string };
  const cleanups: Array<() => Promise<unknown>> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(snapshotDir, { recursive: true, force: true });
  });

  test('an admin writes a snapshot (200, empty), a second one within the minute is 429, a non-admin is 401', async () => {
    const attr = unique('snap');
    const user = await createCredentials(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    data = { user, attr, serviceId, policyId: await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]) };

    const asUser = (await logIn(server, user.username, user.password, 'management')).client;
    requireUnauthorized(await asUser.post('/database/snapshot'));
    assert.deepEqual(snapshots(), []);

    assert.deepEqual(requireOk(await server.mgmt.post('/database/snapshot')), {});
    const written = snapshots();
    assert.equal(written.length, 1);
    file = path.join(snapshotDir, written[0]);
    assert.equal(fs.statSync(file).mode & 0o077, 0, 'only the controller user may read a snapshot');

    const again = await server.mgmt.post('/database/snapshot');
    requireError(again, 429, 'RATE_LIMITED');
    const retryAfter = Number(again.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${retryAfter}`);
    assert.deepEqual(snapshots(), written, 'a refused snapshot writes nothing');
  });

  test('the snapshot restores into an empty database, and a controller there serves the same data', async () => {
    assert.ok(file, 'the first test wrote a snapshot');
    const target = await restoreTarget();
    cleanups.push(() => target.drop());
    const { stdout } = await execFileAsync(process.execPath, [RESTORE_TOOL, file], { env: { ...process.env, ...target.env, LOG_LEVEL: 'silent' } });
    const summary = JSON.parse(stdout) as { rows: number; tables: number; rowsPerTable: Record<string, number> };
    assert.ok(summary.rows > 0 && summary.tables > 10, stdout);
    // Every row of every table came back: the source has not changed since the snapshot.
    const source = server.app.db.orm.em.fork();
    const tables = await source.execute<{ name: string }[]>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`);
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = (await source.execute<{ n: number }[]>(`select count(*)::int as n from "${name}"`))[0].n;
    assert.deepEqual(summary.rowsPerTable, counts);

    // Into a database that is not empty (this one, now), the tool refuses.
    const refused = await execFileAsync(process.execPath, [RESTORE_TOOL, file], { env: { ...process.env, ...target.env, LOG_LEVEL: 'silent' } }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    assert.ok(refused, 'a second restore into the same database fails');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /not empty/);

    const restored = await startTestServer({ ...target.serverOptions, env: { ...target.serverOptions.env, ADMIN_PASSWORD: server.adminPassword } });
    cleanups.push(() => restored.close());
    for (const segment of ['identities', 'services', 'service-policies', 'authenticators', 'config-types', 'auth-policies', 'identity-types']) {
      const ids = async (s: TestServer) => (await listAll(s.mgmt, `/${segment}`)).map((x: { id: string }) => x.id).sort();
      assert.deepEqual(await ids(restored), await ids(server.server), `${segment} are the same`);
    }
    // The user logs in with its password on the restored controller and may dial its service.
    const session = await logIn(restored, data.user.username, data.user.password);
    assert.deepEqual((await listAll(session.client, '/services')).map((s: { id: string }) => s.id), [data.serviceId]);
    assert.deepEqual(requireOk(await restored.mgmt.get(`/service-policies/${data.policyId}`)).identityRoles, [`#${data.attr}`]);
    // The restored data is consistent: a check finds nothing.
    requireOk(await restored.mgmt.post('/database/check-data-integrity', {}), 202);
    const results = await pollUntil('the check on the restored controller', async () => {
      const r = requireOk(await restored.mgmt.get('/database/data-integrity-results'));
      return r.inProgress ? undefined : r;
    }, 20_000);
    assert.deepEqual(results.results, []);
  });
});

test('the restore tool refuses a gzip bomb, or a file that is not a snapshot, with one line', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-bomb-'));
  const target = await restoreTarget();
  try {
    // 600 MiB without a newline (2.7 MiB compressed): more than one string can hold.
    const bomb = path.join(dir, 'bomb.ndjson.gz');
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    await pipeline(
      (function* () {
        for (let i = 0; i < 600; i++) yield chunk;
      })(),
      createGzip({ level: 1 }), // the fastest: a busy machine takes seconds per level
      fs.createWriteStream(bomb),
    );
    const notGzip = path.join(dir, 'plain.ndjson.gz');
    fs.writeFileSync(notGzip, '{"format":"openziti-ts-controller-snapshot"}\n');
    for (const [file, reason] of [[bomb, /line longer than/], [notGzip, /header check/]] as const) {
      const refused = await execFileAsync(process.execPath, [RESTORE_TOOL, file], { env: { ...process.env, ...target.env, LOG_LEVEL: 'silent' } }).then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      assert.ok(refused, `${file} is refused`);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /^restore failed: [^\n]+\n$/, 'one line');
      assert.match(refused.stderr, reason);
    }
  } finally {
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

interface RestoreTarget {
  env: Record<string, string>;
  serverOptions: { databaseUrl?: string; env: Record<string, string> };
  drop(): Promise<void>;
}

/** An empty database of the store under test: a new PostgreSQL database, or a new embedded DATA_DIR. */
async function restoreTarget(): Promise<RestoreTarget> {
  if (usingPostgres()) {
    const db: TestDatabase = await createTestDatabase();
    return { env: { DATABASE_URL: db.url }, serverOptions: { databaseUrl: db.url, env: {} }, drop: () => db.drop() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-restored-'));
  const env = { DATA_DIR: dir, DATABASE_URL: '' };
  return { env, serverOptions: { env: { DATA_DIR: dir } }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
