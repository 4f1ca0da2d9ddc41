import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { RestClient, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { createCredentials, type Credentials } from '../../support/fixtures';

const server = useTestServer();

// ---------------------------------------------------------------------------
// Fixtures

/** A non-admin identity with a updb authenticator (not logged in). */
const createUser = () => createCredentials(server);

/** Logs in and returns the client with the id of its new API session. */
async function session(user: Pick<Credentials, 'username' | 'password'>, body: Record<string, unknown> = {}): Promise<{ client: RestClient; id: string; token: string }> {
  const client = server.anon('management');
  const res = await client.post('/authenticate?method=password', { username: user.username, password: user.password, ...body });
  const data = requireOk(res);
  client.token = data.token;
  return { client, id: data.id, token: data.token };
}

const sessionsOf = async (identityId: string) => {
  const res = await server.mgmt.get(`/api-sessions?filter=${encodeURIComponent(`identityId = "${identityId}"`)}`);
  requireOk(res);
  return res;
};

// ---------------------------------------------------------------------------

describe('GET /api-sessions', () => {
  test('lists the sessions of an identity with their details and an empty token', async () => {
    const user = await createUser();
    const first = await session(user, { configTypes: ['intercept.v1', 'host.v1', 'intercept.v1'] });
    const second = await session(user);
    const res = await sessionsOf(user.id);
    const data = res.body.data;
    assert.deepEqual(data.map((s: any) => s.id).sort(), [first.id, second.id].sort());
    assert.equal(res.body.meta.pagination.totalCount, 2);
    const s = data.find((x: any) => x.id === first.id);
    assert.equal(s.token, '');
    assert.equal(s.identityId, user.id);
    assert.equal(s.identity.id, user.id);
    assert.equal(s.identity.name, user.name);
    assert.equal(s.authenticatorId, user.authenticatorId);
    assert.deepEqual([...s.configTypes].sort(), ['host.v1', 'intercept.v1']);
    assert.equal(typeof s.ipAddress, 'string');
    assert.ok(s.ipAddress.length > 0);
    assert.equal(s.isMfaRequired, false);
    assert.equal(s.isMfaComplete, false);
    assert.ok(Date.parse(s.lastActivityAt) > 0);
    assert.equal(s._links.self.href, `./api-sessions/${first.id}`);
  });

  test('never reveals a token', async () => {
    const user = await createUser();
    const { token } = await session(user);
    const res = await server.mgmt.get('/api-sessions?limit=-1');
    const data = requireOk(res);
    assert.ok(data.length >= 2);
    for (const s of data) assert.equal(s.token, '', `session ${s.id} shows no token`);
    assert.ok(!res.text.includes(token));
    assert.ok(!res.text.includes(server.mgmt.token!));
  });

  test('is filterable and pages like any list', async () => {
    const user = await createUser();
    const a = await session(user);
    await session(user);
    await session(user);
    const res = await server.mgmt.get(`/api-sessions?limit=2&filter=${encodeURIComponent(`identityId = "${user.id}"`)}`);
    assert.equal(requireOk(res).length, 2);
    assert.deepEqual(res.body.meta.pagination, { limit: 2, offset: 0, totalCount: 3 });
    for (const f of ['identityId', 'authenticatorId', 'lastActivityAt', 'ipAddress']) assert.ok(res.body.meta.filterableFields.includes(f), f);
    const byId = requireOk(await server.mgmt.get(`/api-sessions?filter=${encodeURIComponent(`id = "${a.id}"`)}`));
    assert.deepEqual(byId.map((s: any) => s.id), [a.id]);
  });

  test('a session that logged out is no longer listed', async () => {
    const user = await createUser();
    const s = await session(user);
    requireOk(await s.client.delete('/current-api-session'));
    assert.deepEqual((await sessionsOf(user.id)).body.data, []);
  });
});

describe('GET /api-sessions/{id}', () => {
  test('returns one session without its token', async () => {
    const user = await createUser();
    const s = await session(user);
    const d = requireOk(await server.mgmt.get(`/api-sessions/${s.id}`));
    assert.equal(d.id, s.id);
    assert.equal(d.token, '');
    assert.equal(d.identityId, user.id);
    assert.equal(d.identity.name, user.name);
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.get('/api-sessions/doesNotExist'));
  });
});

describe('DELETE /api-sessions/{id}', () => {
  test('ends the session: its token is refused afterwards', async () => {
    const user = await createUser();
    const s = await session(user);
    requireOk(await s.client.get('/current-identity'));
    requireOk(await server.mgmt.delete(`/api-sessions/${s.id}`));
    requireUnauthorized(await s.client.get('/current-identity'));
    requireUnauthorized(await s.client.on('client').get('/current-api-session'));
    requireNotFound(await server.mgmt.get(`/api-sessions/${s.id}`));
  });

  test('other sessions of the same identity stay', async () => {
    const user = await createUser();
    const [a, b] = [await session(user), await session(user)];
    requireOk(await server.mgmt.delete(`/api-sessions/${a.id}`));
    requireUnauthorized(await a.client.get('/current-identity'));
    assert.equal(requireOk(await b.client.get('/current-identity')).id, user.id);
    assert.deepEqual((await sessionsOf(user.id)).body.data.map((s: any) => s.id), [b.id]);
  });

  test('an admin can end its own current session this way', async () => {
    const admin = await session({ username: server.adminUsername, password: server.adminPassword });
    requireOk(await admin.client.delete(`/api-sessions/${admin.id}`));
    requireUnauthorized(await admin.client.get('/api-sessions'));
    requireOk(await server.mgmt.get('/api-sessions')); // the test server's own admin session is unaffected
  });

  test('a second delete, or an unknown id, is 404 NOT_FOUND', async () => {
    const user = await createUser();
    const s = await session(user);
    requireOk(await server.mgmt.delete(`/api-sessions/${s.id}`));
    requireNotFound(await server.mgmt.delete(`/api-sessions/${s.id}`));
    requireNotFound(await server.mgmt.delete('/api-sessions/doesNotExist'));
  });
});
