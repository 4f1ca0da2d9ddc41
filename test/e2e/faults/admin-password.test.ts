import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import { ControllerProcess, startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';
import { pollUntil } from '../../support/poll';

/**
 * The default admin's password can not be lost for good: a start that fails before it listens
 * creates no admin (so the next start still shows the generated password), and an operator can
 * reset the password with the reset tool, which ends the admin's API sessions. On the embedded
 * store the tool runs with the controller stopped; on a PostgreSQL server (the DATABASE_URL leg)
 * while it runs, which must drop the old session at once.
 */

/** The tool of the build these tests were compiled into (<build>/test/e2e/faults → <build>/src/tools). */
const RESET_JS = path.resolve(__dirname, '..', '..', '..', 'src', 'tools', 'reset-admin-password.js');
const dirs: string[] = [];
const databases: TestDatabase[] = [];

after(async () => {
  await stopControllerProcesses();
  await Promise.all(databases.map((d) => d.drop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Where the controller keeps its data: a new DATA_DIR, or a new database on the suite's server. */
async function newStore(): Promise<Record<string, string>> {
  if (usingPostgres()) {
    const db = await createTestDatabase();
    databases.push(db);
    return { DATABASE_URL: db.url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-admin-'));
  dirs.push(dir);
  return { DATA_DIR: dir };
}

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runReset(env: Record<string, string>, args: string[] = []): Promise<ToolRun> {
  const { DATABASE_URL: _suiteDatabase, ADMIN_PASSWORD: _suitePassword, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [RESET_JS, ...args], { env: { ...inherited, ...env }, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function login(c: ControllerProcess, username: string, password: string): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${c.url}/edge/management/v1/authenticate?method=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  return { status: res.status, token: body.data?.token };
}

const agents = new Map<string, Agent>();
after(() => Promise.all([...agents.values()].map((a) => a.close())));

/** A login sent from a loopback address of this host (127.0.0.2, ...): the controller sees that address. */
async function loginFrom(address: string, c: ControllerProcess, username: string, password: string): Promise<{ status: number; token?: string }> {
  let dispatcher = agents.get(address);
  if (!dispatcher) agents.set(address, (dispatcher = new Agent({ localAddress: address })));
  const res = await undiciFetch(`${c.url}/edge/management/v1/authenticate?method=password`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }), dispatcher,
  });
  const body = (await res.json()) as { data?: { token?: string } };
  return { status: res.status, token: body.data?.token };
}

/**
 * What an admin call with `token` gets. A list of identities authenticates from the session
 * cache (which only the reset's events clear on a running controller); the current session
 * is read from the database.
 */
async function sessionStatus(c: ControllerProcess, token: string): Promise<number[]> {
  return Promise.all(
    ['/identities?limit=1', '/current-api-session'].map(async (p) => {
      const res = await fetch(`${c.url}/edge/management/v1${p}`, { headers: { 'zt-session': token } });
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

const CREATED = /Default admin created: username "([^"]+)", password "([^"]+)"/;

/** A port held by another listener for the duration of `fn`. */
async function withPortTaken<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
  try {
    return await fn((holder.address() as net.AddressInfo).port);
  } finally {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
  }
}

describe(`the default admin's password (${usingPostgres() ? 'PostgreSQL server' : 'embedded store'})`, () => {
  test('a start that can not listen creates no admin; the next start prints a password that logs in; the reset tool replaces it and ends its sessions', async () => {
    // Two failed logins lock the username out (429) until the reset clears the count.
    const store = { ...(await newStore()), AUTH_RATE_LIMIT_PER_USERNAME: '2' };

    // A port in use, then an address this host does not have: exit code 6, one line, no admin.
    const inUse = await withPortTaken(async (port) => {
      const c = new ControllerProcess(port, store);
      return { exit: await c.waitExit(60_000), c };
    });
    const notOurs = await startControllerProcess({ ...store, HOST: '192.0.2.1' });
    const notOursExit = await notOurs.waitExit(60_000);
    for (const [run, exit, why] of [[inUse.c, inUse.exit, /is in use \(PORT, HOST\)/], [notOurs, notOursExit, /can not be used \(EADDRNOTAVAIL\)/]] as const) {
      assert.deepEqual(exit, { code: 6, signal: null }, `stderr: ${run.stderr}`);
      assert.match(run.stderr, new RegExp(`controller failed to start: .*${why.source}`));
      assert.doesNotMatch(run.stdout, CREATED, 'no admin was created');
    }

    // The first start that listens creates the admin and shows its password.
    let c = await startControllerProcess(store);
    await c.waitReady(60_000);
    const [, username, generated] = await pollUntil('the generated password on stdout', async () => CREATED.exec(c.stdout) ?? undefined, 10_000);
    const first = await login(c, username, generated);
    assert.equal(first.status, 200);
    const before = first.token!;
    assert.deepEqual(await sessionStatus(c, before), [200, 200]);
    // Locked out by failures: even the right password is refused now.
    for (let i = 0; i < 2; i++) assert.equal((await login(c, username, 'wrong-password')).status, 401);
    assert.equal((await login(c, username, generated)).status, 429, 'the username is rate limited');

    if (!usingPostgres()) {
      // The embedded store is the controller's own while it runs: the tool refuses (exit 3, DATA_DIR in use).
      const refused = await runReset(store);
      assert.equal(refused.code, 3, `stderr: ${refused.stderr}`);
      assert.match(refused.stderr, /^reset failed: /);
      await c.stop();
      assert.deepEqual(c.exit, { code: 0, signal: null });
    }

    // Reset with a generated password: printed once by the tool, never logged.
    const reset = await runReset(store);
    assert.equal(reset.code, 0, `stderr: ${reset.stderr}`);
    assert.match(reset.stdout, new RegExp(`default admin "${username}" reset; 1 API session\\(s\\) ended`));
    const newPassword = /New password: (\S+)/.exec(reset.stdout)?.[1];
    assert.ok(newPassword && newPassword !== generated, `a new password is printed: ${reset.stdout}`);
    assert.doesNotMatch(reset.stdout, /"level"/, 'nothing through the logger on stdout');

    if (!usingPostgres()) {
      c = await startControllerProcess(store);
      await c.waitReady(60_000);
      assert.doesNotMatch(c.stdout, CREATED, 'the admin is not created again');
    }
    // The session issued before the reset is gone (on a running controller: at once, from the event).
    assert.deepEqual(await sessionStatus(c, before), [401, 401]);
    assert.equal((await login(c, username, generated)).status, 401, 'the old password fails');
    const after1 = await login(c, username, newPassword);
    assert.equal(after1.status, 200, 'the new password logs in (the failure count was cleared)');

    // Reset to a chosen password (ADMIN_PASSWORD): not printed.
    const chosen = `pw-${randomBytes(9).toString('base64url')}`;
    if (!usingPostgres()) await c.stop();
    const again = await runReset({ ...store, ADMIN_PASSWORD: chosen });
    assert.equal(again.code, 0, `stderr: ${again.stderr}`);
    assert.equal(again.stdout.includes(chosen), false, 'a chosen password is not echoed');
    if (!usingPostgres()) {
      c = await startControllerProcess(store);
      await c.waitReady(60_000);
    }
    assert.deepEqual(await sessionStatus(c, after1.token!), [401, 401]);
    assert.equal((await login(c, username, newPassword)).status, 401);
    assert.equal((await login(c, username, chosen)).status, 200);
  });

  test('the reset tool restores a way in: password login on the admin\'s auth policy, and with --trust-address a failure budget strangers can not spend', async () => {
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    const store = { ...(await newStore()), AUTH_RATE_LIMIT_PER_USERNAME: '2', ADMIN_PASSWORD: password };
    let c = await startControllerProcess(store);
    await c.waitReady(60_000);
    const admin = await login(c, 'admin', password);
    assert.equal(admin.status, 200);
    const api = async (method: string, p: string, body?: unknown, token = admin.token!) => {
      const res = await fetch(`${c.url}/edge/management/v1${p}`, { method, headers: { 'content-type': 'application/json', 'zt-session': token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as any };
    };
    // The admin moved to a policy that lets no password in and wants a second factor from an external IdP.
    const signer = await api('POST', '/external-jwt-signers', { name: 'idp', enabled: true, issuer: 'https://idp.example', audience: 'ziti', jwksEndpoint: 'https://idp.example/jwks.json' });
    assert.equal(signer.status, 201, JSON.stringify(signer.body));
    const closed = await api('POST', '/auth-policies', {
      name: 'closed',
      primary: {
        cert: { allowed: false, allowExpiredCerts: true }, extJwt: { allowed: false, allowedSigners: [] },
        updb: { allowed: false, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
      },
      secondary: { requireTotp: false, requireExtJwtSigner: signer.body.data.id },
    });
    assert.equal(closed.status, 201, JSON.stringify(closed.body));
    const me = (await api('GET', '/current-identity')).body.data;
    assert.equal((await api('PATCH', `/identities/${me.id}`, { authPolicyId: closed.body.data.id })).status, 200);
    assert.equal((await login(c, 'admin', password)).status, 401, 'no password gets in now');
    // And strangers spend the username's failure budget.
    for (let i = 0; i < 2; i++) assert.equal((await loginFrom('127.0.0.2', c, 'admin', `guess-${i}`)).status, 401);
    assert.equal((await loginFrom('127.0.0.2', c, 'admin', password)).status, 429);

    const usage = await runReset(store, ['--trust-address', 'not-an-address']);
    assert.equal(usage.code, 2, `stderr: ${usage.stderr}`);
    assert.match(usage.stderr, /^usage: reset-admin-password \[--trust-address ADDRESS\]/);
    if (!usingPostgres()) await c.stop();
    const reset = await runReset(store, ['--trust-address', '127.0.0.5']);
    assert.equal(reset.code, 0, `stderr: ${reset.stderr}`);
    assert.match(reset.stdout, /Auth policy "closed" of the admin changed so that a password logs in: primary\.updb\.allowed, secondary\.requireExtJwtSigner\./);
    assert.match(reset.stdout, /Logins from 127\.0\.0\.5 as "admin" now have a failure budget of their own\./);
    if (!usingPostgres()) {
      c = await startControllerProcess(store);
      await c.waitReady(60_000);
    }
    // Strangers lock the username again at once (the reset cleared the count): they are refused, the operator's address is not.
    for (let i = 0; i < 2; i++) assert.equal((await loginFrom('127.0.0.2', c, 'admin', `guess-again-${i}`)).status, 401);
    assert.equal((await loginFrom('127.0.0.3', c, 'admin', password)).status, 429);
    const operator = await loginFrom('127.0.0.5', c, 'admin', password);
    assert.equal(operator.status, 200);
    assert.equal((await api('GET', '/identities?limit=1', undefined, operator.token!)).status, 200, 'a session that works: no second factor is owed');
  });

  test('the reset tool refuses a store that holds no controller database, and creates none', async () => {
    if (usingPostgres()) {
      // An empty database: migrated, but no admin to reset.
      const store = await newStore();
      const run = await runReset(store);
      assert.equal(run.code, 1, `stdout: ${run.stdout}`);
      assert.match(run.stderr, /^reset failed: there is no default admin yet/);
      return;
    }
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zt-admin-')), 'missing');
    dirs.push(path.dirname(dir));
    const run = await runReset({ DATA_DIR: dir });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^reset failed: .*missing holds no controller database \(DATA_DIR\)/);
    assert.equal(fs.existsSync(dir), false, 'nothing was created');
  });

  test('an invalid PORT is refused before anything is set up', async () => {
    const store = await newStore();
    const bad = new ControllerProcess(70_000, store);
    const exit = await bad.waitExit(30_000);
    assert.equal(exit.code, 2, 'exit code 2: invalid configuration');
    assert.equal(bad.stderr, 'controller failed to start: invalid configuration: PORT must be 0 to 65535, got "70000"\n');
    if (!usingPostgres()) assert.deepEqual(fs.readdirSync(store.DATA_DIR), [], 'the DATA_DIR was not set up');
  });
});
