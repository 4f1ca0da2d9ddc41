import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk } from '../../support/rest-client';
import { create, createCredentials, createIdentity, filter, logIn, unique } from '../../support/fixtures';

/**
 * Auth policies over REST: the system policy `default`, CRUD with OpenZiti's nested shape,
 * references from identities, and the password rules every way of setting a password obeys.
 * Lockout is in auth-policy-lockout.test.ts.
 */

const server = useTestServer();

/** A policy body: every method allowed, no lockout, passwords of 5+, with `updb` rules overridden. */
function policyBody(updb: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    name: unique('policy'),
    primary: {
      cert: { allowed: true, allowExpiredCerts: true },
      extJwt: { allowed: true, allowedSigners: [] },
      updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0, ...updb },
    },
    secondary: { requireTotp: false, requireExtJwtSigner: null },
    ...extra,
  };
}

const STRICT = { minPasswordLength: 12, requireSpecialChar: true, requireNumberChar: true, requireMixedCase: true };
const STRONG = 'Str0ng!passphrase';
const WEAK = ['short1!A', 'no-digits-Here!', 'n0-upper-case!!', 'N0 LOWER CASE!', 'N0specialCharsHere'];

describe('the default auth policy', () => {
  test('exists from the first start with OpenZiti defaults, and identities reference it by name', async () => {
    const policy = requireOk(await server.mgmt.get('/auth-policies/default'));
    assert.equal(policy.name, 'Default');
    assert.deepEqual(policy.primary.updb, {
      allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0,
    });
    assert.deepEqual(policy.primary.cert, { allowed: true, allowExpiredCerts: true });
    assert.deepEqual(policy.primary.extJwt, { allowed: true, allowedSigners: [] });
    assert.deepEqual(policy.secondary, { requireTotp: false, requireExtJwtSigner: null });
    const identity = requireOk(await server.mgmt.get(`/identities/${await createIdentity(server)}`));
    assert.equal(identity.authPolicyId, 'default');
    assert.equal(identity.authPolicy.name, 'Default');
    assert.equal(identity.authPolicy._links.self.href, './auth-policies/default');
    requireOk(await server.mgmt.get(identity.authPolicy._links.self.href.replace('./', '/')));
  });

  test('can not be deleted, can be updated', async () => {
    requireError(await server.mgmt.delete('/auth-policies/default'), 400, 'ENTITY_CAN_NOT_BE_DELETED');
    requireOk(await server.mgmt.patch('/auth-policies/default', { tags: { touched: true } }));
    const policy = requireOk(await server.mgmt.get('/auth-policies/default'));
    assert.deepEqual(policy.tags, { touched: true });
    assert.equal(policy.primary.updb.minPasswordLength, 5);
  });

  test('can not be left allowing no login method at all (PATCH, PUT, import): 400, nothing changes; one method is enough', async () => {
    const none = { updb: { allowed: false }, cert: { allowed: false }, extJwt: { allowed: false } };
    requireFieldError(await server.mgmt.patch('/auth-policies/default', { primary: none }), 'primary');
    const whole = { ...policyBody({ allowed: false }), name: 'Default' };
    whole.primary.cert.allowed = false;
    whole.primary.extJwt.allowed = false;
    requireFieldError(await server.mgmt.put('/auth-policies/default', whole), 'primary');
    const doc = requireOk(await server.mgmt.get('/database/export'));
    const def = doc.authPolicies.find((p: { isDefault: boolean }) => p.isDefault);
    for (const method of ['updb', 'cert', 'extJwt']) def.primary[method].allowed = false;
    const imported = requireError(await server.mgmt.post('/database/import', doc), 400, 'COULD_NOT_VALIDATE');
    assert.match(JSON.stringify(imported), /at least one primary login method/);
    const after = requireOk(await server.mgmt.get('/auth-policies/default'));
    assert.deepEqual([after.primary.updb.allowed, after.primary.cert.allowed, after.primary.extJwt.allowed], [true, true, true]);
    // Any one method left is a way in (cert only here), and other policies may allow none.
    requireOk(await server.mgmt.patch('/auth-policies/default', { primary: { updb: { allowed: false }, extJwt: { allowed: false } } }));
    requireOk(await server.mgmt.patch('/auth-policies/default', { primary: { updb: { allowed: true }, extJwt: { allowed: true } } }));
    const closed = policyBody({ allowed: false });
    closed.primary.cert.allowed = false;
    closed.primary.extJwt.allowed = false;
    await create(server, 'auth-policies', closed);
  });
});

describe('/auth-policies CRUD', () => {
  test('create, read, list by name, replace, patch nested rules, delete', async () => {
    const body = policyBody({ maxAttempts: 4, lockoutDurationMinutes: 7 }, { tags: { team: 'a' } });
    const id = await create(server, 'auth-policies', body);
    const read = requireOk(await server.mgmt.get(`/auth-policies/${id}`));
    assert.equal(read.name, body.name);
    assert.deepEqual(read.primary, body.primary);
    assert.deepEqual(read.secondary, body.secondary);
    assert.deepEqual(read.tags, { team: 'a' });
    const listed = requireOk(await server.mgmt.get(`/auth-policies?${filter(`name = "${body.name}"`)}`));
    assert.deepEqual(listed.map((p: { id: string }) => p.id), [id]);

    // PATCH changes only the rules it names, at any depth.
    requireOk(await server.mgmt.patch(`/auth-policies/${id}`, { primary: { updb: { maxAttempts: 9 } }, secondary: { requireTotp: true } }));
    const patched = requireOk(await server.mgmt.get(`/auth-policies/${id}`));
    assert.equal(patched.primary.updb.maxAttempts, 9);
    assert.equal(patched.primary.updb.lockoutDurationMinutes, 7);
    assert.deepEqual(patched.primary.cert, body.primary.cert);
    assert.deepEqual(patched.secondary, { requireTotp: true, requireExtJwtSigner: null });
    assert.equal(patched.name, body.name);

    // PUT replaces everything.
    const replacement = policyBody({ allowed: false });
    requireOk(await server.mgmt.put(`/auth-policies/${id}`, replacement));
    const replaced = requireOk(await server.mgmt.get(`/auth-policies/${id}`));
    assert.deepEqual(replaced.primary, replacement.primary);
    assert.deepEqual(replaced.secondary, replacement.secondary);
    assert.deepEqual(replaced.tags, {});

    requireOk(await server.mgmt.delete(`/auth-policies/${id}`));
    requireError(await server.mgmt.get(`/auth-policies/${id}`), 404, 'NOT_FOUND');
  });

  test('bad bodies are 400 naming the field and change nothing', async () => {
    const before = requireOk(await server.mgmt.get('/auth-policies?limit=-1')).length;
    const { primary: _primary, ...withoutPrimary } = policyBody();
    requireFieldError(await server.mgmt.post('/auth-policies', withoutPrimary), 'primary');
    requireFieldError(await server.mgmt.post('/auth-policies', policyBody({ minPasswordLength: 4 })), 'primary.updb.minPasswordLength');
    requireFieldError(await server.mgmt.post('/auth-policies', policyBody({ maxAttempts: -1 })), 'primary.updb.maxAttempts');
    requireFieldError(await server.mgmt.post('/auth-policies', policyBody({}, { secondary: { requireTotp: false, requireExtJwtSigner: 'no-such-signer' } })), 'secondary.requireExtJwtSigner');
    const unknownSigner = policyBody();
    unknownSigner.primary.extJwt.allowedSigners = ['no-such-signer' as never];
    requireFieldError(await server.mgmt.post('/auth-policies', unknownSigner), 'primary.extJwt.allowedSigners');
    const taken = policyBody();
    await create(server, 'auth-policies', taken);
    requireFieldError(await server.mgmt.post('/auth-policies', { ...policyBody(), name: taken.name }), 'name');
    assert.equal(requireOk(await server.mgmt.get('/auth-policies?limit=-1')).length, before + 1);
  });

  test('identities reference a policy by id; an unknown id is refused; a policy in use can not be deleted', async () => {
    const body = policyBody();
    const policyId = await create(server, 'auth-policies', body);
    const identityId = await createIdentity(server, { authPolicyId: policyId });
    const identity = requireOk(await server.mgmt.get(`/identities/${identityId}`));
    assert.equal(identity.authPolicyId, policyId);
    assert.equal(identity.authPolicy.name, body.name);
    requireFieldError(await server.mgmt.post('/identities', { name: unique('identity'), type: 'User', isAdmin: false, authPolicyId: 'no-such-policy' }), 'authPolicyId');
    requireFieldError(await server.mgmt.patch(`/identities/${identityId}`, { authPolicyId: 'no-such-policy' }), 'authPolicyId');

    requireError(await server.mgmt.delete(`/auth-policies/${policyId}`), 409, 'CAN_NOT_DELETE_REFERENCED_ENTITY');
    requireOk(await server.mgmt.patch(`/identities/${identityId}`, { authPolicyId: null }));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${identityId}`)).authPolicyId, 'default');
    requireOk(await server.mgmt.delete(`/auth-policies/${policyId}`));
  });

  test('non-admins can neither read nor write auth policies', async () => {
    const user = await createCredentials(server);
    const { client } = await logIn(server, user.username, user.password, 'management');
    requireError(await client.get('/auth-policies'), 401, 'UNAUTHORIZED');
    requireError(await client.post('/auth-policies', policyBody()), 401, 'UNAUTHORIZED');
    requireError(await client.delete('/auth-policies/default'), 401, 'UNAUTHORIZED');
  });
});

describe('password rules of the identity\'s auth policy', () => {
  const strictIdentity = async () => createIdentity(server, { authPolicyId: await create(server, 'auth-policies', policyBody(STRICT)) });

  test('an admin creating a updb authenticator', async () => {
    const identityId = await strictIdentity();
    for (const password of WEAK) {
      requireFieldError(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username: unique('user'), password }), 'password');
    }
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)), []);
    const username = unique('user');
    await create(server, 'authenticators', { method: 'updb', identityId, username, password: STRONG });
    await logIn(server, username, STRONG);
  });

  test('an admin replacing or patching a password', async () => {
    const identityId = await strictIdentity();
    const username = unique('user');
    const authenticatorId = await create(server, 'authenticators', { method: 'updb', identityId, username, password: STRONG });
    requireFieldError(await server.mgmt.put(`/authenticators/${authenticatorId}`, { username, password: WEAK[0] }), 'password');
    requireFieldError(await server.mgmt.patch(`/authenticators/${authenticatorId}`, { password: WEAK[1] }), 'password');
    await logIn(server, username, STRONG);
    requireOk(await server.mgmt.patch(`/authenticators/${authenticatorId}`, { password: `${STRONG}-2` }));
    await logIn(server, username, `${STRONG}-2`);
  });

  test('an identity changing its own password', async () => {
    const identityId = await strictIdentity();
    const username = unique('user');
    const authenticatorId = await create(server, 'authenticators', { method: 'updb', identityId, username, password: STRONG });
    const { client } = await logIn(server, username, STRONG);
    requireFieldError(await client.patch(`/current-identity/authenticators/${authenticatorId}`, { currentPassword: STRONG, password: WEAK[2] }), 'password');
    await logIn(server, username, STRONG);
    requireOk(await client.patch(`/current-identity/authenticators/${authenticatorId}`, { currentPassword: STRONG, password: `${STRONG}-3` }));
    await logIn(server, username, `${STRONG}-3`);
  });

  test('an identity enrolling with a updb token: a refused password leaves the token usable', async () => {
    const policyId = await create(server, 'auth-policies', policyBody(STRICT));
    const username = unique('user');
    const identityId = await createIdentity(server, { authPolicyId: policyId, enrollment: { updb: username } });
    const { token } = requireOk(await server.mgmt.get(`/identities/${identityId}`)).enrollment.updb;
    requireFieldError(await server.anon('client').post(`/enroll/updb?token=${token}`, { password: WEAK[3] }), 'password');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)), []);
    requireOk(await server.anon('client').post(`/enroll/updb?token=${token}`, { password: STRONG }));
    await logIn(server, username, STRONG);
  });

  test('a policy that does not allow updb refuses the right password like a wrong one', async () => {
    const policyId = await create(server, 'auth-policies', policyBody({ allowed: false }));
    const user = await createCredentials(server, { authPolicyId: policyId });
    const res = await server.anon('client').post('/authenticate?method=password', { username: user.username, password: user.password });
    requireError(res, 401, 'INVALID_AUTH');
    requireOk(await server.mgmt.patch(`/auth-policies/${policyId}`, { primary: { updb: { allowed: true } } }));
    await logIn(server, user.username, user.password);
  });
});
