import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk } from '../../support/rest-client';
import { createIdentity as sharedCreateIdentity, createUser as sharedCreateUser, unique } from '../../support/fixtures';
import { requireData } from '../../support/gql-client';
import { ReplaceMyAuthenticatorDocument, UpdateAuthenticatorDocument } from '../../graphql/generated';

const server = useTestServer();

// ---------------------------------------------------------------------------
// Fixtures

const createIdentity = () => sharedCreateIdentity(server);
/** A non-admin identity with a updb authenticator, logged in on the management API. */
const createUser = () => sharedCreateUser(server, {}, 'management');

function login(username: string, password: string) {
  return server.anon('management').post('/authenticate?method=password', { username, password });
}

async function canLogin(username: string, password: string): Promise<boolean> {
  const res = await login(username, password);
  if (res.status === 200) return true;
  requireError(res, 401, 'INVALID_AUTH');
  return false;
}

function createUpdb(body: Record<string, unknown>) {
  return server.mgmt.post('/authenticators', { method: 'updb', username: unique('user'), password: 'secret-pw', ...body });
}

// ---------------------------------------------------------------------------

describe('POST /authenticators (updb)', () => {
  test('creates a updb authenticator the identity can log in with', async () => {
    const identityId = await createIdentity();
    const username = unique('user');
    const data = requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username, password: 'first-pw', tags: { origin: 'test' } }), 201);
    assert.equal(data._links.self.href, `./authenticators/${data.id}`);

    const d = requireOk(await server.mgmt.get(`/authenticators/${data.id}`));
    assert.equal(d.id, data.id);
    assert.equal(d.method, 'updb');
    assert.equal(d.username, username);
    assert.equal(d.identityId, identityId);
    assert.equal(d.identity.id, identityId);
    assert.equal(d.identity.entity, 'identities');
    assert.equal(d.identity.name, requireOk(await server.mgmt.get(`/identities/${identityId}`)).name, 'the entity ref names the identity');
    assert.deepEqual(d.tags, { origin: 'test' });
    assert.equal(d.isIssuedByNetwork, false);
    assert.equal(d.certPem, undefined);
    assert.ok(!/first-pw|password/i.test(JSON.stringify(d)), 'no password or hash is ever shown');

    const session = requireOk(await login(username, 'first-pw'));
    assert.equal(session.identityId, identityId);
    assert.equal(session.authenticatorId, data.id);
  });

  test('username must be 4 to 100 characters', async () => {
    const identityId = await createIdentity();
    requireFieldError(await createUpdb({ identityId, username: 'abc' }), 'username');
    requireFieldError(await createUpdb({ identityId, username: 'u'.repeat(101) }), 'username');
    const long = `${unique('u')}-${'u'.repeat(100)}`.slice(0, 100);
    requireOk(await createUpdb({ identityId, username: long }), 201);
    assert.equal(requireOk(await server.mgmt.get(`/identities/${identityId}`)).authenticators.updb.username, long);
  });

  test('password must be 5 to 100 characters and is never echoed', async () => {
    const identityId = await createIdentity();
    const res = await createUpdb({ identityId, password: 'four' });
    requireFieldError(res, 'password');
    assert.ok(!res.text.includes('"four"'));
    const long = await createUpdb({ identityId, password: 'p'.repeat(101) });
    requireFieldError(long, 'password');
    assert.ok(!long.text.includes('p'.repeat(101)));
    const username = unique('user');
    requireOk(await createUpdb({ identityId, username, password: 'fiver' }), 201);
    assert.ok(await canLogin(username, 'fiver'));
  });

  test('username and password are required for updb', async () => {
    const identityId = await createIdentity();
    requireFieldError(await server.mgmt.post('/authenticators', { method: 'updb', identityId, password: 'secret-pw' }), 'username');
    requireFieldError(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username: unique('user') }), 'password');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)), []);
  });

  test('method and identityId are required', async () => {
    const identityId = await createIdentity();
    requireFieldError(await server.mgmt.post('/authenticators', { identityId, username: unique('user'), password: 'secret-pw' }), 'method');
    requireFieldError(await server.mgmt.post('/authenticators', { method: 'updb', username: unique('user'), password: 'secret-pw' }), 'identityId');
  });

  test('the identity must exist', async () => {
    requireFieldError(await createUpdb({ identityId: 'doesNotExist' }), 'identityId');
  });

  test('an unknown method, or cert without a certificate, is refused', async () => {
    const identityId = await createIdentity();
    requireFieldError(await createUpdb({ identityId, method: 'magic' }), 'method');
    requireFieldError(await server.mgmt.post('/authenticators', { method: 'cert', identityId }), 'certPem');
    requireFieldError(await server.mgmt.post('/authenticators', { method: 'cert', identityId, certPem: '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----\n' }), 'certPem');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)), []);
  });

  test('a second updb authenticator for the same identity is 409 MAX_AUTHENTICATOR_METHODS_REACHED', async () => {
    const user = await createUser();
    requireError(await createUpdb({ identityId: user.id }), 409, 'MAX_AUTHENTICATOR_METHODS_REACHED');
    assert.equal(requireOk(await server.mgmt.get(`/identities/${user.id}/authenticators`)).length, 1);
  });

  test('a username already in use is 400 on field username', async () => {
    const user = await createUser();
    const identityId = await createIdentity();
    const error = requireFieldError(await createUpdb({ identityId, username: user.username }), 'username');
    assert.equal(error.cause.value, user.username);
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)), []);
    assert.ok(await canLogin(user.username, user.password), 'the owner of the username is unaffected');
  });
});

describe('GET /authenticators', () => {
  test('lists authenticators with the filter language', async () => {
    const user = await createUser();
    const res = await server.mgmt.get(`/authenticators?filter=${encodeURIComponent(`identityId = "${user.id}"`)}`);
    const data = requireOk(res);
    assert.deepEqual(data.map((a: any) => a.id), [user.authenticatorId]);
    assert.equal(res.body.meta.pagination.totalCount, 1);
    for (const f of ['method', 'username', 'identityId']) assert.ok(res.body.meta.filterableFields.includes(f), f);

    const byName = requireOk(await server.mgmt.get(`/authenticators?filter=${encodeURIComponent(`method = "updb" and username = "${user.username}"`)}`));
    assert.deepEqual(byName.map((a: any) => a.id), [user.authenticatorId]);
  });

  test('includes the default admin\'s authenticator', async () => {
    const data = requireOk(await server.mgmt.get(`/authenticators?filter=${encodeURIComponent(`username = "${server.adminUsername}"`)}`));
    assert.equal(data.length, 1);
    assert.equal(data[0].identity.name, 'Default Admin');
  });

  test('an unknown field is 400 INVALID_FILTER', async () => {
    requireError(await server.mgmt.get(`/authenticators?filter=${encodeURIComponent('password = "x"')}`), 400, 'INVALID_FILTER');
  });
});

describe('GET /authenticators/{id}', () => {
  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.get('/authenticators/doesNotExist'));
  });
});

describe('PUT /authenticators/{id}', () => {
  test('replaces username and password: the old credentials fail, the new ones work', async () => {
    const user = await createUser();
    const username = unique('renamed');
    requireOk(await server.mgmt.put(`/authenticators/${user.authenticatorId}`, { username, password: 'replaced-pw' }));
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(username, user.password), false);
    assert.equal(await canLogin(username, 'replaced-pw'), true);
    assert.equal(requireOk(await server.mgmt.get(`/authenticators/${user.authenticatorId}`)).username, username);
  });

  test('replaces the tags; tags left out are cleared', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.put(`/authenticators/${user.authenticatorId}`, { username: user.username, password: user.password, tags: { a: 'b' } }));
    assert.deepEqual(requireOk(await server.mgmt.get(`/authenticators/${user.authenticatorId}`)).tags, { a: 'b' });
    requireOk(await server.mgmt.put(`/authenticators/${user.authenticatorId}`, { username: user.username, password: user.password }));
    assert.deepEqual(requireOk(await server.mgmt.get(`/authenticators/${user.authenticatorId}`)).tags, {});
  });

  test('username and password are both required, within their lengths', async () => {
    const user = await createUser();
    const path = `/authenticators/${user.authenticatorId}`;
    requireFieldError(await server.mgmt.put(path, { password: 'new-password' }), 'username');
    requireFieldError(await server.mgmt.put(path, { username: unique('user') }), 'password');
    requireFieldError(await server.mgmt.put(path, { username: 'abc', password: 'new-password' }), 'username');
    requireFieldError(await server.mgmt.put(path, { username: unique('user'), password: 'four' }), 'password');
    assert.ok(await canLogin(user.username, user.password), 'refused updates change nothing');
  });

  test('a username in use by another authenticator is refused', async () => {
    const [a, b] = [await createUser(), await createUser()];
    requireFieldError(await server.mgmt.put(`/authenticators/${b.authenticatorId}`, { username: a.username, password: 'whatever-pw' }), 'username');
    assert.ok(await canLogin(b.username, b.password));
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.put('/authenticators/doesNotExist', { username: unique('user'), password: 'secret-pw' }));
  });
});

describe('PATCH /authenticators/{id}', () => {
  test('a new password alone: the old one fails, the new one works, the username stays', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.patch(`/authenticators/${user.authenticatorId}`, { password: 'patched-pw' }));
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(user.username, 'patched-pw'), true);
  });

  test('a new username alone keeps the password', async () => {
    const user = await createUser();
    const username = unique('patched');
    requireOk(await server.mgmt.patch(`/authenticators/${user.authenticatorId}`, { username }));
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(username, user.password), true);
  });

  test('tags alone, or null credentials, leave the credentials as they are', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.patch(`/authenticators/${user.authenticatorId}`, { tags: { k: true } }));
    requireOk(await server.mgmt.patch(`/authenticators/${user.authenticatorId}`, { username: null, password: null }));
    const d = requireOk(await server.mgmt.get(`/authenticators/${user.authenticatorId}`));
    assert.deepEqual(d.tags, { k: true });
    assert.equal(d.username, user.username);
    assert.ok(await canLogin(user.username, user.password));
  });

  test('lengths and uniqueness are checked', async () => {
    const [a, b] = [await createUser(), await createUser()];
    requireFieldError(await server.mgmt.patch(`/authenticators/${b.authenticatorId}`, { password: 'four' }), 'password');
    requireFieldError(await server.mgmt.patch(`/authenticators/${b.authenticatorId}`, { username: 'abc' }), 'username');
    requireFieldError(await server.mgmt.patch(`/authenticators/${b.authenticatorId}`, { username: a.username }), 'username');
    assert.ok(await canLogin(b.username, b.password));
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.patch('/authenticators/doesNotExist', { password: 'secret-pw' }));
  });
});

describe('DELETE /authenticators/{id}', () => {
  test('deleting the last authenticator makes login impossible', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.delete(`/authenticators/${user.authenticatorId}`));
    requireNotFound(await server.mgmt.get(`/authenticators/${user.authenticatorId}`));
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');
    const identity = requireOk(await server.mgmt.get(`/identities/${user.id}`));
    assert.deepEqual(identity.authenticators, {}, 'the identity stays, without authenticators');
  });

  test('a new updb authenticator can be created once the old one is gone', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.delete(`/authenticators/${user.authenticatorId}`));
    requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: user.id, username: user.username, password: 'second-pw' }), 201);
    assert.ok(await canLogin(user.username, 'second-pw'));
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.delete('/authenticators/doesNotExist'));
  });
});

describe('/current-identity/authenticators', () => {
  test('a non-admin identity lists only its own authenticators', async () => {
    const user = await createUser();
    await createUser();
    const res = await user.client.get('/current-identity/authenticators');
    const data = requireOk(res);
    assert.deepEqual(data.map((a: any) => a.id), [user.authenticatorId]);
    assert.equal(res.body.meta.pagination.totalCount, 1);
    assert.equal(data[0].username, user.username);
    assert.equal(data[0]._links.self.href, `./current-identity/authenticators/${user.authenticatorId}`);
    const filtered = requireOk(await user.client.get(`/current-identity/authenticators?filter=${encodeURIComponent('method = "updb"')}`));
    assert.deepEqual(filtered.map((a: any) => a.id), [user.authenticatorId]);
  });

  test('the admin also sees only its own there', async () => {
    const data = requireOk(await server.mgmt.get('/current-identity/authenticators?limit=-1'));
    assert.equal(data.length, 1);
    assert.equal(data[0].username, server.adminUsername);
  });

  test('its own authenticator by id; another identity\'s id is 404 NOT_FOUND', async () => {
    const [user, other] = [await createUser(), await createUser()];
    assert.equal(requireOk(await user.client.get(`/current-identity/authenticators/${user.authenticatorId}`)).id, user.authenticatorId);
    requireNotFound(await user.client.get(`/current-identity/authenticators/${other.authenticatorId}`));
    requireNotFound(await user.client.get('/current-identity/authenticators/doesNotExist'));
  });

  test('another identity\'s authenticator can not be changed, even with its password', async () => {
    const [user, other] = [await createUser(), await createUser()];
    const path = `/current-identity/authenticators/${other.authenticatorId}`;
    requireNotFound(await user.client.put(path, { username: unique('user'), password: 'hijack-pw', currentPassword: other.password }));
    requireNotFound(await user.client.patch(path, { password: 'hijack-pw', currentPassword: other.password }));
    assert.ok(await canLogin(other.username, other.password));
  });

  test('PUT and PATCH need currentPassword: missing is 400, wrong is 401 INVALID_AUTH', async () => {
    const user = await createUser();
    const path = `/current-identity/authenticators/${user.authenticatorId}`;
    requireFieldError(await user.client.put(path, { username: user.username, password: 'new-password' }), 'currentPassword');
    requireFieldError(await user.client.patch(path, { password: 'new-password' }), 'currentPassword');
    requireError(await user.client.put(path, { username: user.username, password: 'new-password', currentPassword: 'wrong-password' }), 401, 'INVALID_AUTH');
    requireError(await user.client.patch(path, { password: 'new-password', currentPassword: 'wrong-password' }), 401, 'INVALID_AUTH');
    assert.ok(await canLogin(user.username, user.password), 'nothing changed');
    assert.equal(await canLogin(user.username, 'new-password'), false);
  });

  test('PUT with the current password replaces username and password', async () => {
    const user = await createUser();
    const username = unique('self');
    requireOk(await user.client.put(`/current-identity/authenticators/${user.authenticatorId}`, { username, password: 'self-chosen', currentPassword: user.password }));
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(username, user.password), false);
    assert.equal(await canLogin(username, 'self-chosen'), true);
  });

  test('PATCH with the current password changes just the password', async () => {
    const user = await createUser();
    requireOk(await user.client.patch(`/current-identity/authenticators/${user.authenticatorId}`, { password: 'self-patched', currentPassword: user.password }));
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(user.username, 'self-patched'), true);
  });

  test('the new password is checked like any other', async () => {
    const user = await createUser();
    requireFieldError(await user.client.patch(`/current-identity/authenticators/${user.authenticatorId}`, { password: 'four', currentPassword: user.password }), 'password');
    assert.ok(await canLogin(user.username, user.password));
  });
});

describe('GraphQL full replace: updateAuthenticator and replaceMyAuthenticator, the rules of PUT', () => {
  const gqlError = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions;

  test('updateAuthenticator replaces username, password and tags as PUT /authenticators/{id}', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.patch(`/authenticators/${user.authenticatorId}`, { tags: { kept: 'no' } }));
    const username = unique('gql-renamed');
    assert.equal(requireData(await server.gql(UpdateAuthenticatorDocument, { id: user.authenticatorId, input: { username, password: 'gql-replaced' } })).updateAuthenticator, true);
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(username, 'gql-replaced'), true);
    const rest = requireOk(await server.mgmt.get(`/authenticators/${user.authenticatorId}`));
    assert.equal(rest.username, username);
    assert.deepEqual(rest.tags, {}, 'tags left out are cleared, as by PUT');
  });

  test('updateAuthenticator refuses what PUT refuses, with the same code and field, and changes nothing', async () => {
    const [user, other] = [await createUser(), await createUser()];
    const path = `/authenticators/${user.authenticatorId}`;
    for (const [input, field] of [
      [{ username: 'abc', password: 'new-password' }, 'username'],
      [{ username: unique('user'), password: 'four' }, 'password'],
      [{ username: other.username, password: 'new-password' }, 'username'],
    ] as const) {
      const viaGraphql = gqlError(await server.gql(UpdateAuthenticatorDocument, { id: user.authenticatorId, input }));
      assert.equal(viaGraphql?.code, 'COULD_NOT_VALIDATE', JSON.stringify(viaGraphql));
      assert.equal((viaGraphql?.cause as { field?: string } | undefined)?.field, field);
      requireFieldError(await server.mgmt.put(path, input), field);
    }
    assert.equal(gqlError(await server.gql(UpdateAuthenticatorDocument, { id: 'doesNotExist', input: { username: unique('user'), password: 'secret-pw' } }))?.code, 'NOT_FOUND');
    // Admins only, as on REST.
    assert.equal(gqlError(await server.gql(UpdateAuthenticatorDocument, { id: other.authenticatorId, input: { username: unique('user'), password: 'hijack-pw' } }, user.client.token))?.code, 'FORBIDDEN');
    assert.ok(await canLogin(user.username, user.password), 'refused updates change nothing');
    assert.ok(await canLogin(other.username, other.password));
  });

  test('replaceMyAuthenticator needs the current password and replaces username and password of an own authenticator only', async () => {
    const [user, other] = [await createUser(), await createUser()];
    const token = user.client.token;
    const input = { username: unique('gql-self'), password: 'gql-self-chosen' };
    assert.equal(gqlError(await server.gql(ReplaceMyAuthenticatorDocument, { id: user.authenticatorId, currentPassword: 'wrong-password', input }, token))?.code, 'INVALID_AUTH');
    assert.equal(gqlError(await server.gql(ReplaceMyAuthenticatorDocument, { id: other.authenticatorId, currentPassword: other.password, input }, token))?.code, 'NOT_FOUND');
    assert.ok(await canLogin(user.username, user.password), 'nothing changed');
    assert.ok(await canLogin(other.username, other.password));

    assert.equal(requireData(await server.gql(ReplaceMyAuthenticatorDocument, { id: user.authenticatorId, currentPassword: user.password, input }, token)).replaceMyAuthenticator, true);
    assert.equal(await canLogin(user.username, user.password), false);
    assert.equal(await canLogin(input.username, input.password), true);
  });
});
