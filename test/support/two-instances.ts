import { after, before, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from './server';
import { createTestDatabase, postgresReachable, postgresServerUrl, type TestDatabase } from './db';

export interface TwoInstances {
  /** The first controller instance. */
  readonly a: TestServer;
  /** The second instance, on the same database. */
  readonly b: TestServer;
  /** The database both share (a third instance may join it). */
  readonly databaseUrl: string;
  /**
   * Stops the second instance and starts it again on the same database, as the same controller
   * (its CONTROLLER_ID): a restart. `b` is the new instance from then on.
   */
  restartB(): Promise<TestServer>;
  /** True when the test can run; skips it (or, under CI=true, fails it) without PostgreSQL. */
  needsPostgres(t: TestContext): boolean;
}

/**
 * Two controller instances on ONE PostgreSQL database (DATABASE_URL's server, else
 * 127.0.0.1:5432), started before the file's tests and stopped after them. Without a reachable
 * server the tests skip, except under CI=true, where they fail.
 */
export function twoInstancesOnOneDatabase(what: string): TwoInstances {
  const serverUrl = postgresServerUrl();
  let reachable = false;
  let db: TestDatabase | undefined;
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let env: Record<string, string> = {};
  before(async () => {
    reachable = await postgresReachable(serverUrl);
    if (!reachable) return;
    db = await createTestDatabase(serverUrl);
    // Both instances share the default admin, so they must agree on its password.
    env = { ADMIN_PASSWORD: `pw-${randomBytes(9).toString('base64url')}` };
    a = await startTestServer({ databaseUrl: db.url, env });
    b = await startTestServer({ databaseUrl: db.url, env });
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });
  return {
    get a() {
      assert.ok(a, 'instance a is not running');
      return a;
    },
    get b() {
      assert.ok(b, 'instance b is not running');
      return b;
    },
    get databaseUrl() {
      assert.ok(db, 'the shared database is not there');
      return db.url;
    },
    async restartB() {
      assert.ok(db && b, 'instance b is not running');
      const id = b.app.services.controllers.id!;
      const stopped = b;
      b = undefined;
      await stopped.close();
      b = await startTestServer({ databaseUrl: db.url, env: { ...env, CONTROLLER_ID: id } });
      return b;
    },
    needsPostgres(t) {
      if (reachable) return true;
      const where = new URL(serverUrl).host;
      if (process.env.CI === 'true') assert.fail(`PostgreSQL at ${where} is not reachable; ${what} is required under CI=true`);
      t.skip(`PostgreSQL at ${where} is not reachable: ${what} not tested (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)`);
      return false;
    },
  };
}
