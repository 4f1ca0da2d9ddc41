import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { createUser } from '../../support/fixtures';
import { partialLogin, startEnrollment, totp, userWithMfa, wrongTotp } from './mfa-support';

/**
 * MFA codes go through the login limiter: failures count per identity (whichever session or API
 * sends them), so a 6-digit code can not be brute-forced. A small budget (3) makes it visible.
 */

const FAILURES_ALLOWED = 3;
const server = useTestServer({ env: { AUTH_RATE_LIMIT_PER_USERNAME: String(FAILURES_ALLOWED), MFA_TOTP_ISSUER: 'ziti.example.org' } });

describe('MFA code limits', () => {
  test('wrong codes on /authenticate/mfa exhaust the identity budget: then even the right code is 429', async () => {
    const user = await userWithMfa(server);
    const { client } = await partialLogin(server, user);
    for (let i = 0; i < FAILURES_ALLOWED; i++) {
      requireError(await client.post('/authenticate/mfa', { code: wrongTotp(user.secret) }), 400, 'MFA_INVALID_TOKEN');
    }
    const limited = await client.post('/authenticate/mfa', { code: totp(user.secret) });
    requireError(limited, 429, 'RATE_LIMITED');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);

    // Per identity: another session of it is limited too, on the other API as well ...
    const again = await partialLogin(server, user, 'management');
    requireError(await again.client.post('/authenticate/mfa', { code: totp(user.secret) }), 429, 'RATE_LIMITED');
    // ... and another identity is not.
    const other = await userWithMfa(server);
    const otherLogin = await partialLogin(server, other);
    requireOk(await otherLogin.client.post('/authenticate/mfa', { code: totp(other.secret) }));
  });

  test('a right code gives its failure back: successes never exhaust the budget', async () => {
    const user = await userWithMfa(server);
    for (let i = 0; i < FAILURES_ALLOWED + 2; i++) {
      const { client } = await partialLogin(server, user);
      requireOk(await client.post('/authenticate/mfa', { code: totp(user.secret) }));
    }
  });

  test('verify and recovery-code checks count against the same budget', async () => {
    const { client } = await createUser(server);
    const { secret } = await startEnrollment(client);
    requireError(await client.post('/current-identity/mfa/verify', { code: wrongTotp(secret) }), 400, 'MFA_INVALID_TOKEN');
    requireError(await client.post('/current-identity/mfa/verify', { code: wrongTotp(secret) }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await client.post('/current-identity/mfa/verify', { code: totp(secret) }));
    requireError(await client.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': wrongTotp(secret) } }), 400, 'MFA_INVALID_TOKEN');
    requireError(await client.post('/current-identity/mfa/recovery-codes', { code: 'AAAAAA' }), 429, 'RATE_LIMITED');
  });

  test('one recovery code sent twice at once is accepted once', async () => {
    const user = await userWithMfa(server);
    const [a, b] = await Promise.all([partialLogin(server, user), partialLogin(server, user)]);
    const code = user.recoveryCodes[0];
    const results = await Promise.all([a.client.post('/authenticate/mfa', { code }), b.client.post('/authenticate/mfa', { code })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400]);
    const refused = results.find((r) => r.status === 400)!;
    requireError(refused, 400, 'MFA_INVALID_TOKEN');
  });

  test('the provisioning URL names the configured issuer (MFA_TOTP_ISSUER)', async () => {
    const { client, name } = await createUser(server);
    const { provisioningUrl, secret } = await startEnrollment(client);
    assert.equal(provisioningUrl, `otpauth://totp/ziti.example.org:${name}?secret=${secret}&issuer=ziti.example.org`);
  });
});
