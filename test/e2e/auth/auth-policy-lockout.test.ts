import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, useTestServer, type TestServer } from '../../support/server';
import { databaseUrlOf } from '../../support/db';
import { requireError, requireOk, type RestResponse } from '../../support/rest-client';
import { create, createCredentials, logIn, unique, type Credentials } from '../../support/fixtures';

/**
 * Lockout by auth policy: `maxAttempts` wrong passwords in a row disable the identity for
 * `lockoutDurationMinutes` (0: until an administrator enables it); while locked, the right
 * password gets the same 401 as a wrong one; the count is kept in the database, so failures on
 * two controller instances add up.
 */

const server = useTestServer();

async function lockingPolicy(maxAttempts: number, lockoutDurationMinutes: number): Promise<string> {
  return create(server, 'auth-policies', {
    name: unique('lockout'),
    primary: {
      cert: { allowed: true, allowExpiredCerts: true },
      extJwt: { allowed: true, allowedSigners: [] },
      updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts, lockoutDurationMinutes },
    },
    secondary: { requireTotp: false },
  });
}

const attempt = (target: TestServer, user: Credentials, password: string): Promise<RestResponse> =>
  target.anon('client').post('/authenticate?method=password', { username: user.username, password });

const identityOf = async (user: Credentials) => requireOk(await server.mgmt.get(`/identities/${user.id}`));

describe('lockout after maxAttempts wrong passwords', () => {
  test('locks for the policy\'s duration, answering the right password as a wrong one, then unlocks', async () => {
    const user = await createCredentials(server, { authPolicyId: await lockingPolicy(3, 5) });
    const { client: earlier } = await logIn(server, user.username, user.password);
    requireOk(await earlier.get('/current-identity'));

    for (let i = 0; i < 2; i++) requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    assert.equal((await identityOf(user)).disabled, false, 'not locked before maxAttempts');
    requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');

    const locked = await identityOf(user);
    assert.equal(locked.disabled, true);
    const minutes = (Date.parse(locked.disabledUntil) - Date.parse(locked.disabledAt)) / 60_000;
    assert.ok(Math.abs(minutes - 5) < 0.1, `lockout lasts the policy's 5 minutes, not ${minutes}`);
    requireError(await attempt(server, user, user.password), 401, 'INVALID_AUTH');
    requireError(await earlier.get('/current-identity'), 401, 'UNAUTHORIZED');

    // The duration passes (moved in the database rather than waited for).
    await server.app.db.orm.em.fork().execute(`update "identities" set "disabled_until" = now() - interval '1 second' where "id" = ?`, [user.id]);
    requireOk(await attempt(server, user, user.password));
    assert.equal((await identityOf(user)).disabled, false);
  });

  test('a successful login starts the count again', async () => {
    const user = await createCredentials(server, { authPolicyId: await lockingPolicy(3, 5) });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
      requireOk(await attempt(server, user, user.password));
    }
    assert.equal((await identityOf(user)).disabled, false);
  });

  test('a lockout of duration 0 lasts until an administrator enables the identity', async () => {
    const user = await createCredentials(server, { authPolicyId: await lockingPolicy(2, 0) });
    for (let i = 0; i < 2; i++) requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    const locked = await identityOf(user);
    assert.equal(locked.disabled, true);
    assert.equal(locked.disabledUntil, null);
    requireError(await attempt(server, user, user.password), 401, 'INVALID_AUTH');
    requireOk(await server.mgmt.post(`/identities/${user.id}/enable`, {}));
    requireOk(await attempt(server, user, user.password));
    // Enabling also reset the count: one more failure does not lock again.
    requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireOk(await attempt(server, user, user.password));
  });

  test('the default policy (maxAttempts 0) never locks', async () => {
    const user = await createCredentials(server);
    for (let i = 0; i < 6; i++) requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireOk(await attempt(server, user, user.password));
  });
});

describe('lockout across two controller instances on one database', () => {
  let second: TestServer | undefined;
  after(async () => second?.close());

  test('failures on either instance count towards one lockout', async () => {
    second = await startTestServer({ databaseUrl: databaseUrlOf(server.app.db.connection), env: { ADMIN_PASSWORD: server.adminPassword } });
    const user = await createCredentials(server, { authPolicyId: await lockingPolicy(4, 5) });
    requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireError(await attempt(second, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireError(await attempt(server, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireError(await attempt(second, user, 'wrong-password'), 401, 'INVALID_AUTH');
    requireError(await attempt(server, user, user.password), 401, 'INVALID_AUTH');
    requireError(await attempt(second, user, user.password), 401, 'INVALID_AUTH');
    assert.equal((await identityOf(user)).disabled, true);
  });
});

