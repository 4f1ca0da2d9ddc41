import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { createCredentials, createUser, logIn } from '../../support/fixtures';
import { MFA_AUTH_QUERIES, enrollAndVerify, partialLogin, secretOf, startEnrollment, totp, userWithMfa, wrongTotp } from './mfa-support';

/** TOTP MFA over REST: enrollment, partially authenticated sessions, recovery codes, disabling. */

const server = useTestServer();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('MFA enrollment (/current-identity/mfa)', () => {
  test('enroll, QR code, verify: the full flow of the enrolling session', async () => {
    const user = await createUser(server);
    const c = user.client;
    requireError(await c.get('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');

    const started = requireOk(await c.post('/current-identity/mfa'), 201);
    assert.equal(typeof started.id, 'string');
    assert.equal(started._links.self.href, './current-identity/mfa');

    const detail = requireOk(await c.get('/current-identity/mfa'));
    assert.equal(detail.id, started.id);
    assert.equal(detail.isVerified, false);
    const secret = secretOf(detail.provisioningUrl);
    assert.match(secret, /^[A-Z2-7]{16}$/, '10 random bytes in base32');
    assert.equal(detail.provisioningUrl, `otpauth://totp/openziti.io:${user.name}?secret=${secret}&issuer=openziti.io`);
    assert.equal(detail.recoveryCodes.length, 20);
    for (const code of detail.recoveryCodes) assert.match(code, /^[A-Z2-7]{6}$/);
    assert.equal(new Set(detail.recoveryCodes).size, 20);

    // The QR code: a PNG of the provisioning URL (read raw: the test client reads text).
    const qr = await fetch(`${server.url}/edge/client/v1/current-identity/mfa/qr-code`, { headers: { 'zt-session': c.token! } });
    assert.equal(qr.status, 200);
    assert.equal(qr.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await qr.arrayBuffer());
    assert.ok(png.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature');
    assert.ok(png.length > 200);

    requireError(await c.post('/current-identity/mfa/verify', { code: wrongTotp(secret) }), 400, 'MFA_INVALID_TOKEN');
    requireError(await c.post('/current-identity/mfa/verify', { code: '' }), 400, 'MFA_INVALID_TOKEN');
    // A recovery code does not verify an enrollment: only a TOTP code proves the app has the secret.
    requireError(await c.post('/current-identity/mfa/verify', { code: detail.recoveryCodes[0] }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await c.post('/current-identity/mfa/verify', { code: totp(secret) }));

    // Verified: the secret and the recovery codes are never shown again.
    const verified = await c.get('/current-identity/mfa');
    assert.deepEqual(Object.keys(requireOk(verified)).sort(), ['_links', 'createdAt', 'id', 'isVerified', 'tags', 'updatedAt']);
    assert.equal(verified.body.data.isVerified, true);
    assert.ok(!verified.text.includes(secret));
    requireNotFound(await c.get('/current-identity/mfa/qr-code', { unchecked: true }));
    requireNotFound(await c.post('/current-identity/mfa/verify', { code: totp(secret) }));
    requireError(await c.post('/current-identity/mfa'), 409, 'MFA_EXISTS');

    // The enrolling session gave its code: complete, and an MFA session from now on.
    const session = requireOk(await c.get('/current-api-session'));
    assert.equal(session.isMfaRequired, true);
    assert.equal(session.isMfaComplete, true);
    assert.deepEqual(session.authQueries, []);
    const identity = await c.get('/current-identity');
    assert.equal(requireOk(identity).isMfaEnabled, true);
    assert.ok(!identity.text.includes(secret));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${user.id}`)).isMfaEnabled, true);
  });

  test('a second start while unverified is 409 MFA_EXISTS, as OpenZiti: the secret of the first QR code stays; deleted, it starts anew', async () => {
    const { client } = await createUser(server);
    const first = await startEnrollment(client);
    requireError(await client.post('/current-identity/mfa'), 409, 'MFA_EXISTS');
    const shown = requireOk(await client.get('/current-identity/mfa'));
    assert.ok(shown.provisioningUrl.includes(first.secret), 'the first secret is still the one to enter');
    requireOk(await client.delete('/current-identity/mfa', { headers: { 'mfa-validation-code': '' } }));
    const second = await startEnrollment(client);
    assert.notEqual(second.secret, first.secret);
    requireError(await client.post('/current-identity/mfa/verify', { code: totp(first.secret) }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await client.post('/current-identity/mfa/verify', { code: totp(second.secret) }));
    requireError(await client.post('/current-identity/mfa'), 409, 'MFA_EXISTS');
  });

  test('without an enrollment: QR code, verify, recovery codes and disable are 404', async () => {
    const { client } = await createUser(server);
    requireError(await client.get('/current-identity/mfa/qr-code', { unchecked: true }), 404, 'MFA_ENROLLMENT_NOT_STARTED');
    requireError(await client.post('/current-identity/mfa/verify', { code: '123456' }), 404, 'MFA_ENROLLMENT_NOT_STARTED');
    requireError(await client.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': '123456' } }), 404, 'MFA_ENROLLMENT_NOT_STARTED');
    requireError(await client.delete('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');
    requireError(await client.post('/authenticate/mfa', { code: '123456' }), 409, 'MFA_NOT_ENROLLED');
  });

  test('an unverified enrollment is disabled without a code; its recovery codes are 404', async () => {
    const { client } = await createUser(server);
    await startEnrollment(client);
    requireNotFound(await client.post('/current-identity/mfa/recovery-codes', { code: '123456' }));
    requireOk(await client.delete('/current-identity/mfa', { headers: { 'mfa-validation-code': '' } }));
    requireError(await client.get('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');
  });

  test('a non-admin manages its MFA on the management API too', async () => {
    const user = await createUser(server, {}, 'management');
    const { secret } = await startEnrollment(user.client);
    requireOk(await user.client.post('/current-identity/mfa/verify', { code: totp(secret) }));
    assert.equal(requireOk(await user.client.get('/current-identity/mfa')).isVerified, true);
  });

  test('MFA_TOTP_ISSUER names the issuer (default openziti.io)', async () => {
    // The default server's issuer: the configured value is what the URL carries.
    assert.equal(server.app.services.deps.config.mfaTotpIssuer, 'openziti.io');
    const { client, name } = await createUser(server);
    const { provisioningUrl } = await startEnrollment(client);
    assert.ok(provisioningUrl.startsWith(`otpauth://totp/openziti.io:${name}?`));
    assert.equal(new URL(provisioningUrl).searchParams.get('issuer'), 'openziti.io');
  });
});

describe('partially authenticated API sessions', () => {
  test('a login of an identity with MFA is partial until POST /authenticate/mfa', async () => {
    const user = await userWithMfa(server);
    const anon = server.anon('client');
    const login = requireOk(await anon.post('/authenticate?method=password', { username: user.username, password: user.password }));
    assert.equal(login.isMfaRequired, true);
    assert.equal(login.isMfaComplete, false);
    assert.deepEqual(login.authQueries, MFA_AUTH_QUERIES);
    const partial = anon.as(login.token);

    // Readable: its own session and identity.
    const session = requireOk(await partial.get('/current-api-session'));
    assert.equal(session.id, login.id);
    assert.deepEqual(session.authQueries, MFA_AUTH_QUERIES);
    assert.equal(requireOk(await partial.get('/current-identity')).id, user.id);

    // Everything else is 401, as OpenZiti.
    requireUnauthorized(await partial.get('/services'));
    requireUnauthorized(await partial.get('/current-identity/authenticators'));
    requireUnauthorized(await partial.get('/current-identity/edge-routers'));
    requireUnauthorized(await partial.post('/sessions', { serviceId: 'x', type: 'Dial' }));
    requireUnauthorized(await partial.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': totp(user.secret) } }));
    requireUnauthorized(await partial.delete('/current-identity/mfa', { headers: { 'mfa-validation-code': totp(user.secret) } }));
    // Its identity is enrolled already: the enrollment operations are not for this session.
    requireUnauthorized(await partial.get('/current-identity/mfa'));
    requireUnauthorized(await partial.post('/current-identity/mfa'));

    requireError(await partial.post('/authenticate/mfa', { code: wrongTotp(user.secret) }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await partial.post('/authenticate/mfa', { code: totp(user.secret) }));

    const complete = requireOk(await partial.get('/current-api-session'));
    assert.equal(complete.isMfaRequired, true);
    assert.equal(complete.isMfaComplete, true);
    assert.deepEqual(complete.authQueries, []);
    assert.ok(Array.isArray(requireOk(await partial.get('/services'))));
    // Completing again is harmless.
    requireOk(await partial.post('/authenticate/mfa', { code: totp(user.secret) }));
  });

  test('a partial session may log out', async () => {
    const user = await userWithMfa(server);
    const { client } = await partialLogin(server, user);
    requireOk(await client.delete('/current-api-session'));
    requireError(await client.get('/current-api-session'), 401, 'UNAUTHORIZED');
  });

  test('a partial admin session is refused every admin operation (and its body is never read)', async () => {
    const admin = await userWithMfa(server, { isAdmin: true, enrollment: { ott: true } });
    const { client } = await partialLogin(server, admin, 'management');
    requireUnauthorized(await client.get('/identities'));
    requireUnauthorized(await client.post('/identities', { bogus: true }));
    requireUnauthorized(await client.delete(`/identities/${admin.id}/mfa`));
    requireUnauthorized(await client.get('/summary'));
    const own = requireOk(await client.get('/current-identity'));
    assert.equal(own.isAdmin, true);
    // Its own enrollment token is a credential: not shown to a partial session.
    assert.deepEqual(own.enrollment, {});
    requireOk(await client.post('/authenticate/mfa', { code: totp(admin.secret) }));
    assert.ok(Array.isArray(requireOk(await client.get('/identities'))));
    assert.equal(typeof requireOk(await client.get('/current-identity')).enrollment.ott.token, 'string');
  });

  test('a partial session is refused before its input is validated (401, not 400), on every API', async () => {
    const user = await userWithMfa(server);
    for (const api of ['client', 'management'] as const) {
      const { client } = await partialLogin(server, user, api);
      // A body the contract would refuse (400) is not looked at: the session may not call these at all.
      requireUnauthorized(await client.post('/current-identity/authenticators/no-such-id/extend', { notACsr: 1 }, { unchecked: true }));
      requireUnauthorized(await client.post('/current-identity/authenticators/no-such-id/extend-verify', {}, { unchecked: true }));
      if (api === 'client') requireUnauthorized(await client.post('/posture-response', { bogus: true }, { unchecked: true }));
      requireUnauthorized(await client.get('/services?limit=not-a-number', { unchecked: true }));
      // The operations it may call still validate their input.
      requireError(await client.post('/authenticate/mfa', { code: 5 }, { unchecked: true }), 400, 'COULD_NOT_VALIDATE');
    }
  });

  test('without a session /authenticate/mfa is 401', async () => {
    const res = await server.anon('client').post('/authenticate/mfa', { code: '123456' }, { unchecked: true });
    requireError(res, 401, 'UNAUTHORIZED');
  });
});

describe('recovery codes', () => {
  test('a recovery code completes a login once, and never twice', async () => {
    const user = await userWithMfa(server);
    const [code, other] = user.recoveryCodes;
    const first = await partialLogin(server, user);
    requireOk(await first.client.post('/authenticate/mfa', { code: code.toLowerCase() }));
    assert.equal(requireOk(await first.client.get('/current-api-session')).isMfaComplete, true);

    const second = await partialLogin(server, user);
    requireError(await second.client.post('/authenticate/mfa', { code }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await second.client.post('/authenticate/mfa', { code: other }));
  });

  test('view needs a TOTP code; regenerating replaces every code and shows the new ones', async () => {
    const user = await userWithMfa(server);
    const c = user.client;
    requireError(await c.get('/current-identity/mfa/recovery-codes'), 400, 'MFA_INVALID_TOKEN');
    requireError(await c.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': wrongTotp(user.secret) } }), 400, 'MFA_INVALID_TOKEN');
    // View takes a TOTP code only, not a recovery code.
    requireError(await c.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': user.recoveryCodes[5] } }), 400, 'MFA_INVALID_TOKEN');
    // Stored hashed: codes shown at enrollment are not shown again.
    const before = requireOk(await c.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': totp(user.secret) } }));
    assert.deepEqual(before.recoveryCodes, []);
    assert.equal(before._links.self.href, './current-identity/mfa');

    requireError(await c.post('/current-identity/mfa/recovery-codes', { code: wrongTotp(user.secret) }), 400, 'MFA_INVALID_TOKEN');
    const regenerated = await c.post('/current-identity/mfa/recovery-codes', { code: totp(user.secret) });
    assert.deepEqual(requireOk(regenerated), {});
    const after = requireOk(await c.get('/current-identity/mfa/recovery-codes', { headers: { 'mfa-validation-code': totp(user.secret) } }));
    assert.equal(after.recoveryCodes.length, 20);
    assert.equal(after.recoveryCodes.filter((code: string) => user.recoveryCodes.includes(code)).length, 0);

    // The old codes are gone; a new one works.
    const login = await partialLogin(server, user);
    requireError(await login.client.post('/authenticate/mfa', { code: user.recoveryCodes[9] }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await login.client.post('/authenticate/mfa', { code: after.recoveryCodes[0] }));
  });
});

describe('disabling and removing MFA', () => {
  test('DELETE /current-identity/mfa needs a valid code in mfa-validation-code', async () => {
    const user = await userWithMfa(server);
    const c = user.client;
    requireError(await c.delete('/current-identity/mfa'), 400, 'MFA_INVALID_TOKEN');
    requireError(await c.delete('/current-identity/mfa', { headers: { 'mfa-validation-code': wrongTotp(user.secret) } }), 400, 'MFA_INVALID_TOKEN');
    requireOk(await c.delete('/current-identity/mfa', { headers: { 'mfa-validation-code': totp(user.secret) } }));
    requireError(await c.get('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');
    assert.equal(requireOk(await c.get('/current-identity')).isMfaEnabled, false);

    const login = requireOk(await server.anon('client').post('/authenticate?method=password', { username: user.username, password: user.password }));
    assert.equal(login.isMfaRequired, false);
    assert.deepEqual(login.authQueries, []);
  });

  test('DELETE /current-identity/mfa takes the code in a JSON body too, a recovery code included', async () => {
    const user = await userWithMfa(server);
    requireOk(await user.client.delete('/current-identity/mfa', { body: { code: user.recoveryCodes[3] } }));
    requireError(await user.client.get('/current-identity/mfa'), 404, 'MFA_ENROLLMENT_NOT_STARTED');
  });

  test('an admin removes the MFA of an identity that lost its authenticator', async () => {
    const user = await userWithMfa(server);
    const other = await createUser(server, {}, 'management');
    requireUnauthorized(await other.client.delete(`/identities/${user.id}/mfa`));
    requireOk(await server.mgmt.delete(`/identities/${user.id}/mfa`));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${user.id}`)).isMfaEnabled, false);
    const login = requireOk(await server.anon('client').post('/authenticate?method=password', { username: user.username, password: user.password }));
    assert.equal(login.isMfaRequired, false);
    // Removing again (nothing left) is 404 NOT_FOUND, as OpenZiti answers; an unknown identity too.
    requireNotFound(await server.mgmt.delete(`/identities/${user.id}/mfa`));
    requireNotFound(await server.mgmt.delete('/identities/no-such-identity/mfa'));
    // And the identity can enroll again.
    await enrollAndVerify(user.client);
  });

  test('deleting the identity deletes its enrollment', async () => {
    const creds = await createCredentials(server);
    const { client } = await logIn(server, creds.username, creds.password);
    await enrollAndVerify(client);
    requireOk(await server.mgmt.delete(`/identities/${creds.id}`));
    const rows = await server.app.services.deps.orm.em.fork().execute('select 1 from "mfa" where "identity_id" = ?', [creds.id]);
    assert.equal(rows.length, 0);
  });
});
