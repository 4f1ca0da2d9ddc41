import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { unique } from '../../support/fixtures';
import { requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { errorCode, gql, gqlRaw, graphqlUrl, requireData, type GqlResult } from '../../support/gql-client';
import {
  ApiSessionsDocument,
  CreateAuthenticatorDocument,
  CreateIdentityDocument,
  CurrentApiSessionDocument,
  CurrentIdentityDocument,
  DeleteIdentityDocument,
  DisableIdentityDocument,
  EnableIdentityDocument,
  IdentitiesDocument,
  IdentitiesWithDetailsDocument,
  IdentityDocument,
  IdentityTypesDocument,
  LoginDocument,
  LogoutDocument,
  MyAuthenticatorsDocument,
  PatchIdentityDocument,
  SummaryDocument,
  UpdateIdentityDocument,
  UpdateMyAuthenticatorDocument,
  type IdentitiesQueryVariables,
} from '../../graphql/generated';

const server = useTestServer();

// ---------------------------------------------------------------------------
// Fixtures: each test makes its own, with names no other test uses.

async function restCreateIdentity(body: Record<string, unknown> = {}): Promise<string> {
  return requireOk(await server.mgmt.post('/identities', { name: unique('rest'), type: 'User', isAdmin: false, ...body }), 201).id;
}

interface User {
  id: string;
  username: string;
  password: string;
  authenticatorId: string;
  token: string;
}

/** A non-admin identity with a updb authenticator, logged in (through GraphQL). */
async function createUser(): Promise<User> {
  const id = await restCreateIdentity();
  const username = unique('user');
  const password = `pw-${unique('secret')}`;
  const auth = requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: id, username, password }), 201);
  const login = requireData(await gql(server.url, LoginDocument, { username, password }));
  return { id, username, password, authenticatorId: auth.id, token: login.login.token };
}

/** Asserts a refusal: the error code on the first error, and no data for the field. */
function requireGqlError(res: GqlResult<unknown>, code: string): NonNullable<GqlResult<unknown>['errors']>[number] {
  assert.ok(res.errors?.length, `expected error ${code}, got data ${JSON.stringify(res.data)}`);
  assert.equal(errorCode(res), code, `expected ${code}: ${JSON.stringify(res.errors)}`);
  assert.equal(res.data ?? null, null, 'a refused operation returns no data');
  return res.errors[0];
}

async function restList(path: string): Promise<{ ids: string[]; totalCount: number; meta: any }> {
  const res = await server.mgmt.get(path);
  const data = requireOk(res);
  return { ids: data.map((d: { id: string }) => d.id), totalCount: res.body.meta.pagination.totalCount, meta: res.body.meta };
}

async function gqlIdentities(vars: IdentitiesQueryVariables, token = server.admin) {
  return requireData(await gql(server.url, IdentitiesDocument, vars, token)).identities;
}

// ---------------------------------------------------------------------------

describe('login, logout and sessions', () => {
  test('the login mutation returns a token that works for REST (zt-session) and GraphQL', async () => {
    const res = await gql(server.url, LoginDocument, { username: server.adminUsername, password: server.adminPassword });
    const { login } = requireData(res);
    assert.match(login.token, /^[0-9a-f-]{36}$/);
    assert.ok(login.expirationSeconds > 1700 && login.expirationSeconds <= 1800, `expirationSeconds ${login.expirationSeconds}`);
    assert.ok(Date.parse(login.expiresAt) > Date.now());

    const rest = requireOk(await server.anon('management').as(login.token).get('/current-identity'));
    assert.equal(rest.name, 'Default Admin');
    assert.equal(login.session.identityId, rest.id);

    const { currentIdentity } = requireData(await gql(server.url, CurrentIdentityDocument, {}, login.token));
    assert.equal(currentIdentity.id, rest.id);
    const restSession = requireOk(await server.anon('client').as(login.token).get('/current-api-session'));
    assert.equal(restSession.id, login.session.id);
  });

  test('a wrong password is INVALID_AUTH with no data', async () => {
    requireGqlError(await gql(server.url, LoginDocument, { username: server.adminUsername, password: 'wrong-password' }), 'INVALID_AUTH');
    requireGqlError(await gql(server.url, LoginDocument, { username: unique('nobody'), password: 'wrong-password' }), 'INVALID_AUTH');
  });

  test('currentApiSession and logout; the token then fails on GraphQL and REST', async () => {
    const { login } = requireData(await gql(server.url, LoginDocument, { username: server.adminUsername, password: server.adminPassword }));
    const { currentApiSession } = requireData(await gql(server.url, CurrentApiSessionDocument, {}, login.token));
    assert.equal(currentApiSession.id, login.session.id);
    assert.equal(currentApiSession.identityId, login.session.identityId);

    assert.equal(requireData(await gql(server.url, LogoutDocument, {}, login.token)).logout, true);
    requireGqlError(await gql(server.url, CurrentApiSessionDocument, {}, login.token), 'UNAUTHORIZED');
    requireGqlError(await gql(server.url, CurrentIdentityDocument, {}, login.token), 'UNAUTHORIZED');
    requireUnauthorized(await server.anon('management').as(login.token).get('/current-identity'));
  });

  test('apiSessions lists the same sessions as REST', async () => {
    const { apiSessions } = requireData(await gql(server.url, ApiSessionsDocument, { limit: -1 }, server.admin));
    const rest = await restList('/api-sessions?limit=-1');
    assert.equal(apiSessions.pagination.totalCount, rest.totalCount);
    assert.deepEqual(apiSessions.items.map((s) => s.id).sort(), [...rest.ids].sort());
    const current = requireData(await gql(server.url, CurrentApiSessionDocument, {}, server.admin)).currentApiSession;
    assert.ok(apiSessions.items.some((s) => s.id === current.id), 'the caller session is listed');
  });
});

describe('currentIdentity', () => {
  test('matches REST /current-identity, with nested authenticators and hasApiSession', async () => {
    const rest = requireOk(await server.mgmt.get('/current-identity'));
    const { currentIdentity: me } = requireData(await gql(server.url, CurrentIdentityDocument, {}, server.admin));
    assert.equal(me.id, rest.id);
    assert.equal(me.name, rest.name);
    assert.equal(me.isAdmin, true);
    assert.equal(me.isDefaultAdmin, true);
    assert.equal(me.hasApiSession, true);
    assert.ok(me.authenticators, 'authenticators are loaded');
    const updb = me.authenticators.find((a) => a.method === 'updb');
    assert.ok(updb, `an updb authenticator: ${JSON.stringify(me.authenticators)}`);
    assert.equal(updb.username, server.adminUsername);
    assert.equal(updb.identityId, me.id);
  });

  test('works for a non-admin, including nested fields', async () => {
    const user = await createUser();
    const { currentIdentity: me } = requireData(await gql(server.url, CurrentIdentityDocument, {}, user.token));
    assert.equal(me.id, user.id);
    assert.equal(me.isAdmin, false);
    assert.equal(me.hasApiSession, true);
    assert.ok(me.authenticators, 'authenticators are loaded');
    assert.deepEqual(me.authenticators.map((a) => a.id), [user.authenticatorId]);
    assert.equal(me.authenticators[0].username, user.username);
  });
});

describe('identities: the REST filter language, paging and role filters', () => {
  const marker = unique('flt');
  const names = ['delta', 'alpha', 'echo', 'charlie', 'bravo'].map((n) => `${marker}${n}`);
  const ids = new Map<string, string>();

  before(async () => {
    for (const name of names) ids.set(name, await restCreateIdentity({ name }));
    await restCreateIdentity({ name: unique('other') });
  });

  test('the same filter gives the same ids, order and totalCount as REST', async () => {
    const filter = `name contains "${marker}" sort by name`;
    const g = await gqlIdentities({ filter });
    const r = await restList(`/identities?filter=${encodeURIComponent(filter)}`);
    assert.deepEqual(g.items.map((i) => i.id), r.ids);
    assert.equal(g.pagination.totalCount, r.totalCount);
    assert.equal(g.pagination.totalCount, 5);
    assert.deepEqual(g.items.map((i) => i.name), [...names].sort());
    assert.ok(g.filterableFields.includes('name'), `filterableFields: ${g.filterableFields}`);
  });

  test('sort direction, boolean operators and in-filter limit/skip work as on REST', async () => {
    for (const filter of [
      `name contains "${marker}" sort by name desc`,
      `name contains "${marker}" and (name contains "alpha" or name contains "echo") sort by name`,
      `name contains "${marker}" and not name contains "alpha" sort by name skip 1 limit 2`,
      `name in ["${marker}bravo", "${marker}delta"] sort by name`,
    ]) {
      const g = await gqlIdentities({ filter });
      const r = await restList(`/identities?filter=${encodeURIComponent(filter)}`);
      assert.deepEqual(g.items.map((i) => i.id), r.ids, filter);
      assert.equal(g.pagination.totalCount, r.totalCount, filter);
      assert.equal(g.pagination.limit, r.meta.pagination.limit, filter);
      assert.equal(g.pagination.offset, r.meta.pagination.offset, filter);
    }
    const desc = await gqlIdentities({ filter: `name contains "${marker}" sort by name desc` });
    assert.deepEqual(desc.items.map((i) => i.name), [...names].sort().reverse());
  });

  test('limit and offset page like REST, totalCount counts all matches', async () => {
    const filter = `name contains "${marker}" sort by name`;
    const sorted = [...names].sort();
    const seen: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const g = await gqlIdentities({ filter, limit: 2, offset });
      const r = await restList(`/identities?filter=${encodeURIComponent(filter)}&limit=2&offset=${offset}`);
      assert.deepEqual(g.items.map((i) => i.id), r.ids);
      assert.deepEqual(g.pagination, { limit: 2, offset, totalCount: 5 });
      seen.push(...g.items.map((i) => i.name));
    }
    assert.deepEqual(seen, sorted);
    const beyond = await gqlIdentities({ filter, limit: 2, offset: 10 });
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.pagination.totalCount, 5);
  });

  test('the sort argument sorts as the REST sort parameter', async () => {
    const filter = `name contains "${marker}"`;
    const g = await gqlIdentities({ filter, sort: 'name desc' });
    const r = await restList(`/identities?filter=${encodeURIComponent(filter)}&sort=${encodeURIComponent('name desc')}`);
    assert.deepEqual(g.items.map((i) => i.id), r.ids);
    assert.deepEqual(g.items.map((i) => i.name), [...names].sort().reverse());
  });

  test('roleFilter with AllOf/AnyOf and @id, as REST', async () => {
    const a = unique('rolea');
    const b = unique('roleb');
    const onlyA = await restCreateIdentity({ roleAttributes: [a] });
    const both = await restCreateIdentity({ roleAttributes: [a, b] });
    const onlyB = await restCreateIdentity({ roleAttributes: [b] });
    const cases: { vars: IdentitiesQueryVariables; query: string; expected: string[] }[] = [
      { vars: { roleFilter: [`#${a}`] }, query: `roleFilter=${encodeURIComponent(`#${a}`)}`, expected: [onlyA, both] },
      { vars: { roleFilter: [`#${a}`, `#${b}`] }, query: `roleFilter=${encodeURIComponent(`#${a}`)}&roleFilter=${encodeURIComponent(`#${b}`)}`, expected: [both] },
      {
        vars: { roleFilter: [`#${a}`, `#${b}`], roleSemantic: 'AnyOf' },
        query: `roleFilter=${encodeURIComponent(`#${a}`)}&roleFilter=${encodeURIComponent(`#${b}`)}&roleSemantic=AnyOf`,
        expected: [onlyA, both, onlyB],
      },
      { vars: { roleFilter: [`@${onlyB}`] }, query: `roleFilter=${encodeURIComponent(`@${onlyB}`)}`, expected: [onlyB] },
    ];
    for (const c of cases) {
      const g = await gqlIdentities({ ...c.vars, limit: -1 });
      const r = await restList(`/identities?${c.query}&limit=-1`);
      assert.deepEqual(g.items.map((i) => i.id).sort(), [...c.expected].sort(), JSON.stringify(c.vars));
      assert.deepEqual(g.items.map((i) => i.id).sort(), [...r.ids].sort(), JSON.stringify(c.vars));
      assert.equal(g.pagination.totalCount, c.expected.length);
    }
    // Combined with a filter, as REST does.
    const g = await gqlIdentities({ roleFilter: [`#${b}`], filter: `id = "${both}"` });
    assert.deepEqual(g.items.map((i) => i.id), [both]);
  });

  test('an invalid filter is INVALID_FILTER with the cause, and no data', async () => {
    const error = requireGqlError(await gql(server.url, IdentitiesDocument, { filter: 'name ~~ "x"' }, server.admin), 'INVALID_FILTER');
    assert.equal((error.extensions as any).httpStatus, 400);
    assert.ok((error.extensions as any).cause, 'the parser message is in extensions.cause');
    requireGqlError(await gql(server.url, IdentitiesDocument, { filter: 'nosuchfield = 1' }, server.admin), 'INVALID_FILTER');
  });

  test('an invalid roleSemantic or role is refused like REST', async () => {
    const bad = requireGqlError(await gql(server.url, IdentitiesDocument, { roleFilter: ['#x'], roleSemantic: 'Bogus' }, server.admin), 'COULD_NOT_VALIDATE');
    assert.equal((bad.extensions as any).cause?.field, 'roleSemantic');
    const role = requireGqlError(await gql(server.url, IdentitiesDocument, { roleFilter: ['nohash'] }, server.admin), 'COULD_NOT_VALIDATE');
    assert.equal((role.extensions as any).cause?.field, 'roleFilter');
  });
});

describe('authorization', () => {
  test('a non-admin querying identities gets FORBIDDEN (403) and no data', async () => {
    const user = await createUser();
    const denied = requireGqlError(await gql(server.url, IdentitiesDocument, {}, user.token), 'FORBIDDEN');
    assert.equal(denied.extensions?.httpStatus, 403);
    requireGqlError(await gql(server.url, IdentityDocument, { id: user.id }, user.token), 'FORBIDDEN');
    requireGqlError(await gql(server.url, ApiSessionsDocument, {}, user.token), 'FORBIDDEN');
    requireGqlError(await gql(server.url, SummaryDocument, {}, user.token), 'FORBIDDEN');
  });

  test('a non-admin cannot create, change or delete identities', async () => {
    const user = await createUser();
    const name = unique('sneaky');
    requireGqlError(await gql(server.url, CreateIdentityDocument, { input: { name, type: 'User', isAdmin: true } }, user.token), 'FORBIDDEN');
    assert.equal((await restList(`/identities?filter=${encodeURIComponent(`name = "${name}"`)}`)).totalCount, 0, 'nothing was created');
    requireGqlError(await gql(server.url, PatchIdentityDocument, { id: user.id, input: { isAdmin: true } }, user.token), 'FORBIDDEN');
    assert.equal(requireOk(await server.mgmt.get(`/identities/${user.id}`)).isAdmin, false, 'no self-promotion');
    requireGqlError(await gql(server.url, DeleteIdentityDocument, { id: user.id }, user.token), 'FORBIDDEN');
    requireOk(await server.mgmt.get(`/identities/${user.id}`));
  });

  test('anonymous and bad-token callers are UNAUTHORIZED', async () => {
    for (const token of [undefined, '00000000-0000-4000-8000-000000000000']) {
      requireGqlError(await gql(server.url, IdentitiesDocument, {}, token), 'UNAUTHORIZED');
      requireGqlError(await gql(server.url, CurrentIdentityDocument, {}, token), 'UNAUTHORIZED');
      requireGqlError(await gql(server.url, CreateIdentityDocument, { input: { name: unique('anon'), type: 'User', isAdmin: true } }, token), 'UNAUTHORIZED');
    }
  });

  test('Authorization: Bearer works as zt-session does', async () => {
    const res = await fetch(graphqlUrl(server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.admin}` },
      body: JSON.stringify({ query: '{ currentIdentity { id isAdmin } }' }),
    });
    const body = (await res.json()) as { data?: { currentIdentity: { isAdmin: boolean } } };
    assert.equal(body.data?.currentIdentity.isAdmin, true, JSON.stringify(body));
  });

  test('GraphQL validation errors keep their own codes', async () => {
    const res = await gqlRaw(server.url, '{ identities { items { noSuchField } } }', {}, server.admin);
    assert.equal(errorCode(res), 'GRAPHQL_VALIDATION_FAILED', JSON.stringify(res.errors));
  });
});

describe('mutations, with REST parity', () => {
  test('createIdentity: visible through REST with the same fields', async () => {
    const name = unique('gqlcreate');
    const { createIdentity: created } = requireData(
      await gql(server.url, CreateIdentityDocument, {
        input: { name, type: 'Device', isAdmin: false, roleAttributes: ['r1', 'r2'], tags: { team: 'blue', on: true }, appData: { k: 1 }, defaultHostingCost: 5 },
      }, server.admin),
    );
    assert.equal(created.name, name);
    assert.equal(created.typeId, 'Device');
    const rest = requireOk(await server.mgmt.get(`/identities/${created.id}`));
    assert.equal(rest.name, name);
    assert.equal(rest.typeId, 'Device');
    assert.equal(rest.isAdmin, false);
    assert.deepEqual(rest.roleAttributes, ['r1', 'r2']);
    assert.deepEqual(rest.tags, { team: 'blue', on: true });
    assert.deepEqual(rest.appData, { k: 1 });
    assert.equal(rest.defaultHostingCost, 5);
    assert.deepEqual(created.tags, rest.tags);
    assert.deepEqual(created.roleAttributes, rest.roleAttributes);
  });

  test('createIdentity with a taken name is COULD_NOT_VALIDATE on field name', async () => {
    const name = unique('dup');
    await restCreateIdentity({ name });
    const error = requireGqlError(await gql(server.url, CreateIdentityDocument, { input: { name, type: 'User', isAdmin: false } }, server.admin), 'COULD_NOT_VALIDATE');
    assert.equal((error.extensions as any).cause?.field, 'name');
    assert.equal((await restList(`/identities?filter=${encodeURIComponent(`name = "${name}"`)}`)).totalCount, 1);
  });

  test('patchIdentity changes only the fields given', async () => {
    const name = unique('patch');
    const id = await restCreateIdentity({ name, roleAttributes: ['keep'], tags: { a: 'b' } });
    const { patchIdentity: patched } = requireData(await gql(server.url, PatchIdentityDocument, { id, input: { tags: { c: 'd' } } }, server.admin));
    assert.deepEqual(patched.tags, { c: 'd' });
    const rest = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.equal(rest.name, name, 'name untouched');
    assert.deepEqual(rest.roleAttributes, ['keep'], 'roleAttributes untouched');
    assert.deepEqual(rest.tags, { c: 'd' });
    assert.equal(rest.typeId, 'User');
  });

  test('updateIdentity replaces every updatable field', async () => {
    const id = await restCreateIdentity({ roleAttributes: ['gone'], tags: { a: 'b' }, defaultHostingCost: 9 });
    const name = unique('replaced');
    requireData(await gql(server.url, UpdateIdentityDocument, { id, input: { name, type: 'Service', isAdmin: true } }, server.admin));
    const rest = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.equal(rest.name, name);
    assert.equal(rest.typeId, 'Service');
    assert.equal(rest.isAdmin, true);
    assert.deepEqual(rest.roleAttributes, []);
    assert.deepEqual(rest.tags, {});
    assert.equal(rest.defaultHostingCost, 0);
  });

  test('deleteIdentity: gone for REST and GraphQL', async () => {
    const id = await restCreateIdentity();
    assert.equal(requireData(await gql(server.url, DeleteIdentityDocument, { id }, server.admin)).deleteIdentity, true);
    requireNotFound(await server.mgmt.get(`/identities/${id}`));
    requireGqlError(await gql(server.url, IdentityDocument, { id }, server.admin), 'NOT_FOUND');
    requireGqlError(await gql(server.url, DeleteIdentityDocument, { id }, server.admin), 'NOT_FOUND');
  });

  test('the default admin can not be deleted or demoted', async () => {
    const me = requireData(await gql(server.url, CurrentIdentityDocument, {}, server.admin)).currentIdentity;
    requireGqlError(await gql(server.url, DeleteIdentityDocument, { id: me.id }, server.admin), 'ENTITY_CAN_NOT_BE_DELETED');
    requireGqlError(await gql(server.url, PatchIdentityDocument, { id: me.id, input: { isAdmin: false } }, server.admin), 'COULD_NOT_VALIDATE');
  });

  test('disableIdentity ends sessions and blocks login; enableIdentity restores it', async () => {
    const user = await createUser();
    assert.equal(requireData(await gql(server.url, DisableIdentityDocument, { id: user.id, durationMinutes: 0 }, server.admin)).disableIdentity, true);
    const rest = requireOk(await server.mgmt.get(`/identities/${user.id}`));
    assert.equal(rest.disabled, true);
    assert.equal(rest.disabledUntil ?? null, null);
    requireGqlError(await gql(server.url, CurrentIdentityDocument, {}, user.token), 'UNAUTHORIZED');
    requireGqlError(await gql(server.url, LoginDocument, { username: user.username, password: user.password }), 'INVALID_AUTH');
    const viaGql = requireData(await gql(server.url, IdentityDocument, { id: user.id }, server.admin)).identity;
    assert.equal(viaGql.disabled, true);
    assert.equal(viaGql.hasApiSession, false);

    requireData(await gql(server.url, EnableIdentityDocument, { id: user.id }, server.admin));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${user.id}`)).disabled, false);
    requireData(await gql(server.url, LoginDocument, { username: user.username, password: user.password }));
  });

  test('disableIdentity with a negative duration is refused', async () => {
    const id = await restCreateIdentity();
    const error = requireGqlError(await gql(server.url, DisableIdentityDocument, { id, durationMinutes: -1 }, server.admin), 'COULD_NOT_VALIDATE');
    assert.equal((error.extensions as any).cause?.field, 'durationMinutes');
    assert.equal(requireOk(await server.mgmt.get(`/identities/${id}`)).disabled, false);
  });

  test('REST writes are visible through GraphQL', async () => {
    const id = await restCreateIdentity({ tags: { from: 'rest' }, roleAttributes: ['x'] });
    let g = requireData(await gql(server.url, IdentityDocument, { id }, server.admin)).identity;
    const rest = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.equal(g.name, rest.name);
    assert.deepEqual(g.tags, { from: 'rest' });
    assert.deepEqual(g.roleAttributes, ['x']);
    assert.equal(g.createdAt, rest.createdAt);

    requireOk(await server.mgmt.patch(`/identities/${id}`, { tags: { from: 'rest-patch' }, isAdmin: true }));
    g = requireData(await gql(server.url, IdentityDocument, { id }, server.admin)).identity;
    assert.deepEqual(g.tags, { from: 'rest-patch' });
    assert.equal(g.isAdmin, true);

    requireOk(await server.mgmt.delete(`/identities/${id}`));
    requireGqlError(await gql(server.url, IdentityDocument, { id }, server.admin), 'NOT_FOUND');
  });
});

describe('nested fields and other queries', () => {
  test('identities resolve authenticators and hasApiSession per item', async () => {
    const user = await createUser();
    const bare = await restCreateIdentity();
    const { identities } = requireData(await gql(server.url, IdentitiesWithDetailsDocument, { filter: `id in ["${user.id}", "${bare}"]`, limit: 10 }, server.admin));
    assert.equal(identities.items.length, 2);
    const u = identities.items.find((i) => i.id === user.id)!;
    const b = identities.items.find((i) => i.id === bare)!;
    assert.equal(u.hasApiSession, true);
    assert.equal(b.hasApiSession, false);
    const restAuths = requireOk(await server.mgmt.get(`/identities/${user.id}/authenticators`));
    assert.ok(u.authenticators, 'authenticators are loaded');
    assert.deepEqual(u.authenticators.map((a) => a.id), restAuths.map((a: { id: string }) => a.id));
    assert.equal(u.authenticators[0].username, user.username);
    assert.deepEqual(b.authenticators, []);
  });

  test('createAuthenticator lets the identity log in; myAuthenticators lists it', async () => {
    const id = await restCreateIdentity();
    const username = unique('newauth');
    const password = `pw-${unique('p')}`;
    const { createAuthenticator: auth } = requireData(await gql(server.url, CreateAuthenticatorDocument, { input: { method: 'updb', identityId: id, username, password } }, server.admin));
    assert.equal(auth.identityId, id);
    assert.equal(auth.username, username);
    assert.equal(requireOk(await server.mgmt.get(`/authenticators/${auth.id}`)).username, username);
    const token = requireData(await gql(server.url, LoginDocument, { username, password })).login.token;
    const mine = requireData(await gql(server.url, MyAuthenticatorsDocument, {}, token)).myAuthenticators;
    assert.deepEqual(mine.items.map((a) => a.id), [auth.id]);
    assert.equal(mine.pagination.totalCount, 1);
  });

  test('updateMyAuthenticator needs the current password and changes it', async () => {
    const user = await createUser();
    const next = `pw-${unique('next')}`;
    requireGqlError(
      await gql(server.url, UpdateMyAuthenticatorDocument, { id: user.authenticatorId, currentPassword: 'not-the-password', input: { password: next } }, user.token),
      'INVALID_AUTH',
    );
    assert.equal(
      requireData(await gql(server.url, UpdateMyAuthenticatorDocument, { id: user.authenticatorId, currentPassword: user.password, input: { password: next } }, user.token)).updateMyAuthenticator,
      true,
    );
    requireGqlError(await gql(server.url, LoginDocument, { username: user.username, password: user.password }), 'INVALID_AUTH');
    requireData(await gql(server.url, LoginDocument, { username: user.username, password: next }));
  });

  test('identityTypes and summary agree with REST', async () => {
    const { identityTypes } = requireData(await gql(server.url, IdentityTypesDocument, { limit: -1 }, server.admin));
    const rest = await restList('/identity-types?limit=-1');
    assert.deepEqual(identityTypes.items.map((t) => t.id).sort(), [...rest.ids].sort());
    assert.equal(identityTypes.pagination.totalCount, rest.totalCount);
    for (const name of ['User', 'Device', 'Service', 'Router', 'Default']) {
      assert.ok(identityTypes.items.some((t) => t.name === name), `identity type ${name}`);
    }
    const { summary } = requireData(await gql(server.url, SummaryDocument, {}, server.admin));
    const restSummary = requireOk(await server.mgmt.get('/summary'));
    assert.ok(typeof summary.identities === 'number' && summary.identities > 0, JSON.stringify(summary));
    assert.deepEqual(summary, restSummary);
  });
});
