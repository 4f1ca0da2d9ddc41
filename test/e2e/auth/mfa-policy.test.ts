import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk, requireUnauthorized } from '../../support/rest-client';
import { create, createCredentials, logIn, unique } from '../../support/fixtures';
import { MFA_AUTH_QUERIES, partialLogin, secretOf, totp } from './mfa-support';

/**
 * An auth policy that requires TOTP: every login of its identities is partial, and an identity
 * not enrolled yet enrolls from that partial session (OpenZiti allows the enrollment operations
 * there), which completes the session once verified.
 */

const server = useTestServer();

const POLICY = {
  primary: {
    cert: { allowed: true, allowExpiredCerts: true },
    extJwt: { allowed: true, allowedSigners: [] },
    updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
  },
  secondary: { requireTotp: true, requireExtJwtSigner: null },
};

async function identityRequiringTotp() {
  const authPolicyId = await create(server, 'auth-policies', { name: unique('totp'), ...POLICY });
  return createCredentials(server, { authPolicyId });
}

describe('auth policy with secondary.requireTotp', () => {
  test('an identity not enrolled enrolls from its partial session, which verification completes', async () => {
    const creds = await identityRequiringTotp();
    const login = requireOk(await server.anon('client').post('/authenticate?method=password', { username: creds.username, password: creds.password }));
    assert.equal(login.isMfaRequired, true);
    assert.equal(login.isMfaComplete, false);
    assert.deepEqual(login.authQueries, MFA_AUTH_QUERIES);
    const partial = server.anon('client').as(login.token);

    requireUnauthorized(await partial.get('/services'));
    requireError(await partial.post('/authenticate/mfa', { code: '123456' }), 409, 'MFA_NOT_ENROLLED');
    requireError(await partial.get('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');

    // The enrollment operations are open to this partial session.
    requireOk(await partial.post('/current-identity/mfa'), 201);
    const detail = requireOk(await partial.get('/current-identity/mfa'));
    const qr = await fetch(`${server.url}/edge/client/v1/current-identity/mfa/qr-code`, { headers: { 'zt-session': login.token } });
    assert.equal(qr.status, 200);
    assert.equal(qr.headers.get('content-type'), 'image/png');
    // Not the others: recovery codes and disabling need a complete session.
    requireUnauthorized(await partial.delete('/current-identity/mfa'));

    requireOk(await partial.post('/current-identity/mfa/verify', { code: totp(secretOf(detail.provisioningUrl)) }));
    const session = requireOk(await partial.get('/current-api-session'));
    assert.deepEqual([session.isMfaRequired, session.isMfaComplete, session.authQueries], [true, true, []]);
    assert.ok(Array.isArray(requireOk(await partial.get('/services'))));

    // From now on the identity is enrolled: its next partial session may only complete itself.
    const next = await partialLogin(server, creds);
    requireUnauthorized(await next.client.get('/current-identity/mfa'));
    requireOk(await next.client.post('/authenticate/mfa', { code: totp(secretOf(detail.provisioningUrl)) }));
  });

  test('removing the MFA of such an identity leaves its logins partial until it enrolls again', async () => {
    const creds = await identityRequiringTotp();
    const first = await logIn(server, creds.username, creds.password);
    requireOk(await first.client.post('/current-identity/mfa'), 201);
    const { provisioningUrl } = requireOk(await first.client.get('/current-identity/mfa'));
    requireOk(await first.client.post('/current-identity/mfa/verify', { code: totp(secretOf(provisioningUrl)) }));
    requireOk(await server.mgmt.delete(`/identities/${creds.id}/mfa`));

    const { client } = await partialLogin(server, creds);
    requireError(await client.post('/authenticate/mfa', { code: totp(secretOf(provisioningUrl)) }), 409, 'MFA_NOT_ENROLLED');
    requireOk(await client.post('/current-identity/mfa'), 201);
  });
});
