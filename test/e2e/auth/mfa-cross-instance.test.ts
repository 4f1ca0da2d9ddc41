import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { eventually } from '../../support/fixtures';
import { requireOk, requireUnauthorized } from '../../support/rest-client';
import { partialLogin, totp, userWithMfa } from './mfa-support';

/**
 * The MFA state of an API session lives in the database and reaches every instance's session
 * cache through the event bus: a session completed on one instance is complete on the other,
 * even though the other had it cached as partial. Needs PostgreSQL (see two-instances.ts).
 */
const pair = twoInstancesOnOneDatabase('the MFA cross-instance test');

describe('MFA across controller instances', () => {
  test('a partial session completed on instance A is complete on instance B', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const user = await userWithMfa(pair.a);
    const { client: onA, session } = await partialLogin(pair.a, user);
    const onB = pair.b.anon('client').as(onA.token);

    // B reads (and caches) the session as partial.
    const partialOnB = requireOk(await onB.get('/current-api-session'));
    assert.equal(partialOnB.id, session.id);
    assert.equal(partialOnB.isMfaComplete, false);
    requireUnauthorized(await onB.get('/services'));

    requireOk(await onA.post('/authenticate/mfa', { code: totp(user.secret) }));

    const services = await eventually(() => onB.get('/services'), (res) => res.status === 200, 5000);
    assert.ok(Array.isArray(services.body.data));
    const completeOnB = requireOk(await onB.get('/current-api-session'));
    assert.equal(completeOnB.isMfaComplete, true);
    assert.deepEqual(completeOnB.authQueries, []);
  });

  test('an enrollment verified on B makes the next login on A partial; a recovery code used on A is spent on B', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const user = await userWithMfa(pair.b);
    const first = await partialLogin(pair.a, user);
    requireOk(await first.client.post('/authenticate/mfa', { code: user.recoveryCodes[0] }));
    const second = await partialLogin(pair.b, user);
    const spent = await second.client.post('/authenticate/mfa', { code: user.recoveryCodes[0] });
    assert.equal(spent.status, 400);
    assert.equal(spent.body.error.code, 'MFA_INVALID_TOKEN');
  });
});
