import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { createIdentity as sharedCreateIdentity, createUser as sharedCreateUser, unique } from '../../support/fixtures';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------
// Fixtures: every test builds its own, named uniquely, so tests do not depend on each other.

const createIdentity = (body: Record<string, unknown> = {}) => sharedCreateIdentity(server, body);
/** A non-admin identity (unless `body` says otherwise) with a updb authenticator, logged in on the management API. */
const createUser = (body: Record<string, unknown> = {}) => sharedCreateUser(server, body, 'management');

async function getIdentity(id: string): Promise<any> {
  return requireOk(await server.mgmt.get(`/identities/${id}`));
}

function login(username: string, password: string) {
  return server.anon('management').post('/authenticate?method=password', { username, password });
}

async function list(query: string): Promise<{ data: any[]; meta: any }> {
  const res = await server.mgmt.get(`/identities?${query}`);
  requireOk(res);
  return { data: res.body.data, meta: res.body.meta };
}

const filter = (f: string) => `filter=${encodeURIComponent(f)}`;
const names = (rows: any[]) => rows.map((r) => r.name);

// ---------------------------------------------------------------------------

describe('POST /identities', () => {
  test('creates an identity with every writable field', async () => {
    const name = unique('full');
    const externalId = unique('ext');
    const id = await createIdentity({
      name,
      type: 'Device',
      isAdmin: false,
      roleAttributes: ['sales', 'emea'],
      tags: { owner: 'ops', critical: true, note: null },
      appData: { nested: { a: [1, 2] }, flag: false },
      defaultHostingCost: 65535,
      defaultHostingPrecedence: 'required',
      serviceHostingCosts: { svcA: 0, svcB: 40000 },
      serviceHostingPrecedences: { svcA: 'failed', svcB: 'default' },
      externalId,
    });
    const d = await getIdentity(id);
    assert.equal(d.id, id);
    assert.equal(d.name, name);
    assert.equal(d.typeId, 'Device');
    assert.equal(d.type.id, 'Device');
    assert.equal(d.type.entity, 'identity-types');
    assert.equal(d.isAdmin, false);
    assert.equal(d.isDefaultAdmin, false);
    assert.deepEqual(d.roleAttributes, ['sales', 'emea']);
    assert.deepEqual(d.tags, { owner: 'ops', critical: true, note: null });
    assert.deepEqual(d.appData, { nested: { a: [1, 2] }, flag: false });
    assert.equal(d.defaultHostingCost, 65535);
    assert.equal(d.defaultHostingPrecedence, 'required');
    assert.deepEqual(d.serviceHostingCosts, { svcA: 0, svcB: 40000 });
    assert.deepEqual(d.serviceHostingPrecedences, { svcA: 'failed', svcB: 'default' });
    assert.equal(d.externalId, externalId);
    assert.equal(d._links.self.href, `./identities/${id}`);
    assert.equal(d._links.authenticators.href, `./identities/${id}/authenticators`);
    assert.ok(Date.parse(d.createdAt) <= Date.now() + 1000);
  });

  test('optional fields get their defaults', async () => {
    const d = await getIdentity(await createIdentity({ isAdmin: true }));
    assert.equal(d.isAdmin, true);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.tags, {});
    assert.deepEqual(d.appData, {});
    assert.equal(d.defaultHostingCost, 0);
    assert.equal(d.defaultHostingPrecedence, 'default');
    assert.deepEqual(d.serviceHostingCosts, {});
    assert.deepEqual(d.serviceHostingPrecedences, {});
    assert.equal(d.externalId, null);
    assert.equal(d.authPolicyId, 'default');
    assert.equal(d.disabled, false);
    assert.equal(d.disabledAt, null);
    assert.equal(d.disabledUntil, null);
    assert.equal(d.hasApiSession, false);
    assert.deepEqual(d.authenticators, {});
  });

  test('every identity type can be created', async () => {
    for (const type of ['User', 'Device', 'Service', 'Router', 'Default']) {
      assert.equal((await getIdentity(await createIdentity({ type }))).typeId, type);
    }
  });

  test('name, type and isAdmin are required', async () => {
    requireFieldError(await server.mgmt.post('/identities', { type: 'User', isAdmin: false }), 'name');
    requireFieldError(await server.mgmt.post('/identities', { name: unique('n'), isAdmin: false }), 'type');
    requireFieldError(await server.mgmt.post('/identities', { name: unique('n'), type: 'User' }), 'isAdmin');
  });

  test('an unknown type is refused', async () => {
    requireFieldError(await server.mgmt.post('/identities', { name: unique('n'), type: 'Robot', isAdmin: false }), 'type');
  });

  test('an empty or blank name is refused', async () => {
    requireFieldError(await server.mgmt.post('/identities', { name: '', type: 'User', isAdmin: false }), 'name');
    requireFieldError(await server.mgmt.post('/identities', { name: '   ', type: 'User', isAdmin: false }), 'name');
  });

  test('a duplicate name is COULD_NOT_VALIDATE on field name', async () => {
    const name = unique('dup');
    await createIdentity({ name });
    const error = requireFieldError(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false }), 'name');
    assert.equal(error.cause.value, name);
    const { meta } = await list(filter(`name = "${name}"`));
    assert.equal(meta.pagination.totalCount, 1);
  });

  test('defaultHostingCost must be an integer within 0..65535', async () => {
    for (const cost of [0, 1, 65535]) assert.equal((await getIdentity(await createIdentity({ defaultHostingCost: cost }))).defaultHostingCost, cost);
    for (const cost of [-1, 65536, 1.5]) {
      requireFieldError(await server.mgmt.post('/identities', { name: unique('cost'), type: 'User', isAdmin: false, defaultHostingCost: cost }), 'defaultHostingCost');
    }
  });

  test('defaultHostingPrecedence must be default, required or failed', async () => {
    for (const p of ['default', 'required', 'failed']) {
      assert.equal((await getIdentity(await createIdentity({ defaultHostingPrecedence: p }))).defaultHostingPrecedence, p);
    }
    requireFieldError(await server.mgmt.post('/identities', { name: unique('p'), type: 'User', isAdmin: false, defaultHostingPrecedence: 'urgent' }), 'defaultHostingPrecedence');
  });

  test('service hosting costs and precedences are checked per service', async () => {
    const bad = async (body: Record<string, unknown>) => requireError(await server.mgmt.post('/identities', { name: unique('svc'), type: 'User', isAdmin: false, ...body }), 400, 'COULD_NOT_VALIDATE');
    assert.match((await bad({ serviceHostingCosts: { svc: 65536 } })).cause.field, /^serviceHostingCosts/);
    assert.match((await bad({ serviceHostingCosts: { svc: -1 } })).cause.field, /^serviceHostingCosts/);
    assert.match((await bad({ serviceHostingPrecedences: { svc: 'sometimes' } })).cause.field, /^serviceHostingPrecedences/);
  });

  test('a role attribute starting with # or @ is refused', async () => {
    for (const attr of ['#sales', '@abc']) {
      const name = unique('attr');
      const error = requireFieldError(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false, roleAttributes: ['ok', attr] }), 'roleAttributes');
      assert.equal(error.cause.value, attr);
      assert.equal((await list(filter(`name = "${name}"`))).meta.pagination.totalCount, 0, 'nothing was created');
    }
  });

  test('an empty role attribute is refused', async () => {
    requireFieldError(await server.mgmt.post('/identities', { name: unique('empty'), type: 'User', isAdmin: false, roleAttributes: [''] }), 'roleAttributes');
  });

  test('repeated role attributes are stored once', async () => {
    const d = await getIdentity(await createIdentity({ roleAttributes: ['a', 'b', 'a'] }));
    assert.deepEqual(d.roleAttributes, ['a', 'b']);
  });

  test('tag values are limited to string, boolean and null', async () => {
    const error = requireError(await server.mgmt.post('/identities', { name: unique('tags'), type: 'User', isAdmin: false, tags: { n: 1 } }), 400, 'COULD_NOT_VALIDATE');
    assert.match(error.cause.field, /^tags/);
  });

  test('externalId must be unique, but many identities may have none', async () => {
    const externalId = unique('ext');
    await createIdentity({ externalId });
    requireFieldError(await server.mgmt.post('/identities', { name: unique('ext'), type: 'User', isAdmin: false, externalId }), 'externalId');
    await createIdentity({ externalId: null });
    await createIdentity({ externalId: null });
    const { meta } = await list(filter(`externalId = "${externalId}"`));
    assert.equal(meta.pagination.totalCount, 1);
  });
});

describe('GET /identities/{id}', () => {
  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.get('/identities/doesNotExist'));
  });

  test('shows the updb authenticator and whether an API session exists', async () => {
    const user = await createUser();
    const d = await getIdentity(user.id);
    assert.deepEqual(d.authenticators, { updb: { id: user.authenticatorId, username: user.username } });
    assert.equal(d.hasApiSession, true);
    requireOk(await user.client.delete('/current-api-session'));
    assert.equal((await getIdentity(user.id)).hasApiSession, false);
  });

  test('the default admin is marked as such', async () => {
    const me = requireOk(await server.mgmt.get('/current-identity'));
    const d = await getIdentity(me.id);
    assert.equal(d.isDefaultAdmin, true);
    assert.equal(d.isAdmin, true);
  });
});

describe('PUT /identities/{id}', () => {
  test('replaces every field; fields left out are reset', async () => {
    const id = await createIdentity({
      roleAttributes: ['x'], tags: { a: 'b' }, appData: { k: 1 }, defaultHostingCost: 7, defaultHostingPrecedence: 'failed',
      serviceHostingCosts: { s: 3 }, serviceHostingPrecedences: { s: 'required' }, externalId: unique('ext'),
    });
    const name = unique('replaced');
    requireOk(await server.mgmt.put(`/identities/${id}`, { name, type: 'Service', isAdmin: true, roleAttributes: ['y'] }));
    const d = await getIdentity(id);
    assert.equal(d.name, name);
    assert.equal(d.typeId, 'Service');
    assert.equal(d.isAdmin, true);
    assert.deepEqual(d.roleAttributes, ['y']);
    assert.deepEqual(d.tags, {});
    assert.deepEqual(d.appData, {});
    assert.equal(d.defaultHostingCost, 0);
    assert.equal(d.defaultHostingPrecedence, 'default');
    assert.deepEqual(d.serviceHostingCosts, {});
    assert.deepEqual(d.serviceHostingPrecedences, {});
    assert.equal(d.externalId, null);
  });

  test('name, type and isAdmin are required', async () => {
    const id = await createIdentity();
    const before = await getIdentity(id);
    requireFieldError(await server.mgmt.put(`/identities/${id}`, { type: 'User', isAdmin: false }), 'name');
    requireFieldError(await server.mgmt.put(`/identities/${id}`, { name: unique('n'), isAdmin: false }), 'type');
    requireFieldError(await server.mgmt.put(`/identities/${id}`, { name: unique('n'), type: 'User' }), 'isAdmin');
    assert.equal((await getIdentity(id)).name, before.name, 'a refused PUT changes nothing');
  });

  test('keeping its own name is allowed, taking another identity\'s name is not', async () => {
    const taken = unique('taken');
    await createIdentity({ name: taken });
    const name = unique('mine');
    const id = await createIdentity({ name });
    requireOk(await server.mgmt.put(`/identities/${id}`, { name, type: 'User', isAdmin: false, tags: { v: '2' } }));
    assert.deepEqual((await getIdentity(id)).tags, { v: '2' });
    requireFieldError(await server.mgmt.put(`/identities/${id}`, { name: taken, type: 'User', isAdmin: false }), 'name');
    assert.equal((await getIdentity(id)).name, name);
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.put('/identities/doesNotExist', { name: unique('n'), type: 'User', isAdmin: false }));
  });

  test('the default admin can not lose its admin flag', async () => {
    const me = requireOk(await server.mgmt.get('/current-identity'));
    const res = await server.mgmt.put(`/identities/${me.id}`, { name: me.name, type: 'User', isAdmin: false });
    assert.equal(res.status, 400, res.text);
    const d = await getIdentity(me.id);
    assert.equal(d.isAdmin, true);
    assert.equal(d.isDefaultAdmin, true);
  });
});

describe('PATCH /identities/{id}', () => {
  const full = () => ({
    roleAttributes: ['r1', 'r2'], tags: { t: 'v' }, appData: { a: 'b' }, defaultHostingCost: 12, defaultHostingPrecedence: 'required',
    serviceHostingCosts: { s: 5 }, serviceHostingPrecedences: { s: 'failed' }, externalId: unique('ext'), type: 'Device',
  });

  test('changes only the fields present in the body', async () => {
    const id = await createIdentity(full());
    const before = await getIdentity(id);
    requireOk(await server.mgmt.patch(`/identities/${id}`, { roleAttributes: ['r3'] }));
    const after = await getIdentity(id);
    assert.deepEqual(after.roleAttributes, ['r3']);
    for (const f of ['name', 'typeId', 'isAdmin', 'tags', 'appData', 'defaultHostingCost', 'defaultHostingPrecedence', 'serviceHostingCosts', 'serviceHostingPrecedences', 'externalId']) {
      assert.deepEqual(after[f], before[f], `${f} unchanged`);
    }
    requireOk(await server.mgmt.patch(`/identities/${id}`, { isAdmin: true, tags: { t: 'w' } }));
    const again = await getIdentity(id);
    assert.equal(again.isAdmin, true);
    assert.deepEqual(again.tags, { t: 'w' });
    assert.deepEqual(again.roleAttributes, ['r3']);
    assert.equal(again.externalId, before.externalId);
  });

  test('an empty patch changes nothing', async () => {
    const id = await createIdentity(full());
    const before = await getIdentity(id);
    requireOk(await server.mgmt.patch(`/identities/${id}`, {}));
    const after = await getIdentity(id);
    for (const f of ['name', 'roleAttributes', 'tags', 'appData', 'defaultHostingCost', 'externalId', 'typeId']) assert.deepEqual(after[f], before[f], f);
  });

  test('null clears a field', async () => {
    const id = await createIdentity(full());
    requireOk(await server.mgmt.patch(`/identities/${id}`, {
      roleAttributes: null, tags: null, appData: null, externalId: null, defaultHostingCost: null, defaultHostingPrecedence: null,
      serviceHostingCosts: null, serviceHostingPrecedences: null,
    }));
    const d = await getIdentity(id);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.tags, {});
    assert.deepEqual(d.appData, {});
    assert.equal(d.externalId, null);
    assert.equal(d.defaultHostingCost, 0);
    assert.equal(d.defaultHostingPrecedence, 'default');
    assert.deepEqual(d.serviceHostingCosts, {});
    assert.deepEqual(d.serviceHostingPrecedences, {});
    assert.equal(d.typeId, 'Device', 'fields not in the body stay');
  });

  test('renames are checked for uniqueness', async () => {
    const taken = unique('taken');
    await createIdentity({ name: taken });
    const id = await createIdentity();
    requireFieldError(await server.mgmt.patch(`/identities/${id}`, { name: taken }), 'name');
    const name = unique('renamed');
    requireOk(await server.mgmt.patch(`/identities/${id}`, { name }));
    assert.equal((await getIdentity(id)).name, name);
  });

  test('values are validated as on create', async () => {
    const id = await createIdentity();
    requireFieldError(await server.mgmt.patch(`/identities/${id}`, { defaultHostingCost: 70000 }), 'defaultHostingCost');
    requireFieldError(await server.mgmt.patch(`/identities/${id}`, { roleAttributes: ['#nope'] }), 'roleAttributes');
    requireFieldError(await server.mgmt.patch(`/identities/${id}`, { type: 'Robot' }), 'type');
    assert.equal((await getIdentity(id)).defaultHostingCost, 0);
  });

  test('externalId may not be taken from another identity', async () => {
    const externalId = unique('ext');
    await createIdentity({ externalId });
    const id = await createIdentity();
    requireFieldError(await server.mgmt.patch(`/identities/${id}`, { externalId }), 'externalId');
    assert.equal((await getIdentity(id)).externalId, null);
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.patch('/identities/doesNotExist', { tags: {} }));
  });
});

describe('DELETE /identities/{id}', () => {
  test('removes the identity with its authenticators and API sessions', async () => {
    const user = await createUser();
    requireOk(await user.client.get('/current-identity'));
    const sessions = requireOk(await server.mgmt.get(`/api-sessions?${filter(`identityId = "${user.id}"`)}`));
    assert.equal(sessions.length, 1);

    requireOk(await server.mgmt.delete(`/identities/${user.id}`));

    requireNotFound(await server.mgmt.get(`/identities/${user.id}`));
    requireNotFound(await server.mgmt.get(`/authenticators/${user.authenticatorId}`));
    assert.deepEqual(requireOk(await server.mgmt.get(`/authenticators?${filter(`identityId = "${user.id}"`)}`)), []);
    assert.deepEqual(requireOk(await server.mgmt.get(`/api-sessions?${filter(`identityId = "${user.id}"`)}`)), []);
    requireUnauthorized(await user.client.get('/current-identity'));
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');
  });

  test('a second delete is 404 NOT_FOUND', async () => {
    const id = await createIdentity();
    requireOk(await server.mgmt.delete(`/identities/${id}`));
    requireNotFound(await server.mgmt.delete(`/identities/${id}`));
  });

  test('the default admin can not be deleted', async () => {
    const me = requireOk(await server.mgmt.get('/current-identity'));
    requireError(await server.mgmt.delete(`/identities/${me.id}`), 400, 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal((await getIdentity(me.id)).isDefaultAdmin, true);
    requireOk(await server.mgmt.get('/current-identity'));
  });
});

describe('GET /identities: paging', () => {
  const prefix = unique('page');
  const total = 12;
  before(async () => {
    for (let i = 0; i < total; i++) await createIdentity({ name: `${prefix}-${String(i).padStart(2, '0')}` });
  });
  const mine = filter(`name contains "${prefix}"`);

  test('the default limit is 10, with limit, offset and totalCount in meta.pagination', async () => {
    const { data, meta } = await list(mine);
    assert.equal(data.length, 10);
    assert.deepEqual(meta.pagination, { limit: 10, offset: 0, totalCount: total });
  });

  test('offset and limit page through the results in id order without overlap', async () => {
    const first = await list(`${mine}&limit=5&offset=0`);
    const second = await list(`${mine}&limit=5&offset=5`);
    const third = await list(`${mine}&limit=5&offset=10`);
    assert.deepEqual([first.data.length, second.data.length, third.data.length], [5, 5, 2]);
    assert.deepEqual(second.meta.pagination, { limit: 5, offset: 5, totalCount: total });
    const ids = [...first.data, ...second.data, ...third.data].map((d) => d.id);
    assert.equal(new Set(ids).size, total);
    assert.deepEqual(ids, [...ids].sort(), 'without a sort, results come in id order');
  });

  test('an offset past the end gives an empty page with the total', async () => {
    const { data, meta } = await list(`${mine}&offset=50`);
    assert.deepEqual(data, []);
    assert.equal(meta.pagination.totalCount, total);
  });

  test('limit -1 returns everything', async () => {
    const { data, meta } = await list(`${mine}&limit=-1`);
    assert.equal(data.length, total);
    assert.equal(meta.pagination.totalCount, total);
  });

  test('limit 0 falls back to the default of 10; limits above 500 are clamped', async () => {
    assert.equal((await list(`${mine}&limit=0`)).meta.pagination.limit, 10);
    assert.equal((await list(`${mine}&limit=100000`)).meta.pagination.limit, 500);
  });

  test('a non-integer limit or offset, or a negative offset, is 400 INVALID_PAGINATION', async () => {
    for (const q of ['limit=abc', 'limit=1.5', 'offset=x', 'offset=-1']) {
      requireError(await server.mgmt.get(`/identities?${q}`), 400, 'INVALID_PAGINATION');
    }
  });

  test('meta.filterableFields lists the filterable fields', async () => {
    const { meta } = await list(mine);
    for (const f of ['id', 'name', 'type', 'isAdmin', 'roleAttributes', 'createdAt', 'externalId', 'disabled']) {
      assert.ok(meta.filterableFields.includes(f), `${f} in ${meta.filterableFields}`);
    }
  });
});

describe('GET /identities: filters', () => {
  const prefix = unique('flt');
  const created = new Date(Date.now() - 1000);
  let ids: Record<string, string> = {};
  before(async () => {
    ids = {
      alpha: await createIdentity({ name: `${prefix}-Alpha`, type: 'Device', roleAttributes: ['red', 'round'], tags: { team: 'blue', vip: true } }),
      beta: await createIdentity({ name: `${prefix}-beta`, type: 'User', roleAttributes: ['red'], tags: { team: 'green' } }),
      gamma: await createIdentity({ name: `${prefix}-gamma`, type: 'User', isAdmin: true, roleAttributes: ['round', 'square'] }),
    };
  });
  const within = (f: string) => filter(`name contains "${prefix}" and ${f}`);

  test('name contains is case sensitive, icontains is not', async () => {
    assert.deepEqual(names((await list(filter(`name contains "${prefix}-a"`))).data), []);
    assert.deepEqual(names((await list(filter(`name icontains "${prefix.toUpperCase()}-A"`))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(filter(`name = "${prefix}-beta"`))).data), [`${prefix}-beta`]);
  });

  test('anyOf(roleAttributes) matches identities carrying the attribute', async () => {
    const { data } = await list(`${within('anyOf(roleAttributes) = "red"')}&sort=name`);
    assert.deepEqual(names(data), [`${prefix}-Alpha`, `${prefix}-beta`]);
    const round = await list(`${within('anyOf(roleAttributes) in ["square", "nothing"]')}`);
    assert.deepEqual(names(round.data), [`${prefix}-gamma`]);
  });

  test('tags.<key> compares tag values', async () => {
    assert.deepEqual(names((await list(within('tags.team = "blue"'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(within('tags.vip = true'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(`${within('tags.team != null')}&sort=name`)).data), [`${prefix}-Alpha`, `${prefix}-beta`]);
  });

  test('type, isAdmin and id are filterable', async () => {
    assert.deepEqual(names((await list(within('type = "Device"'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(within('isAdmin = true'))).data), [`${prefix}-gamma`]);
    assert.deepEqual(names((await list(filter(`id = "${ids.beta}"`))).data), [`${prefix}-beta`]);
  });

  test('datetime() compares creation times', async () => {
    const after = (await list(within(`createdAt > datetime(${created.toISOString()})`))).meta.pagination.totalCount;
    assert.equal(after, 3);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    assert.equal((await list(within(`createdAt > datetime(${future})`))).meta.pagination.totalCount, 0);
  });

  test('sort by in the filter and the sort parameter order results', async () => {
    const desc = await list(filter(`name contains "${prefix}" sort by name desc`));
    assert.deepEqual(names(desc.data), [`${prefix}-gamma`, `${prefix}-beta`, `${prefix}-Alpha`]);
    const param = await list(`${filter(`name contains "${prefix}"`)}&sort=${encodeURIComponent('name desc')}`);
    assert.deepEqual(names(param.data), names(desc.data));
  });

  test('skip and limit in the filter override the paging parameters', async () => {
    const { data, meta } = await list(`${filter(`name contains "${prefix}" sort by name skip 1 limit 1`)}&limit=50&offset=0`);
    assert.deepEqual(names(data), [`${prefix}-beta`]);
    assert.deepEqual(meta.pagination, { limit: 1, offset: 1, totalCount: 3 });
  });

  test('bad filter syntax is 400 INVALID_FILTER', async () => {
    for (const f of ['name = ', 'name === "x"', '(name = "x"', 'name contains']) {
      requireError(await server.mgmt.get(`/identities?${filter(f)}`), 400, 'INVALID_FILTER');
    }
  });

  test('an unknown field is 400 INVALID_FILTER', async () => {
    const error = requireError(await server.mgmt.get(`/identities?${filter('color = "red"')}`), 400, 'INVALID_FILTER');
    assert.match(JSON.stringify(error.cause), /color/);
  });

  test('roleAttributes can only be used through a set function', async () => {
    requireError(await server.mgmt.get(`/identities?${filter('roleAttributes = "red"')}`), 400, 'INVALID_FILTER');
  });

  test('an unknown sort field is refused', async () => {
    requireError(await server.mgmt.get(`/identities?sort=color`), 400, 'INVALID_SORT_IDENTIFIER');
  });
});

describe('GET /identities: roleFilter and roleSemantic', () => {
  const prefix = unique('roles');
  const [attrA, attrB, shared] = [unique('a'), unique('b'), unique('shared')];
  let ids: Record<string, string> = {};
  before(async () => {
    ids = {
      both: await createIdentity({ name: `${prefix}-both`, roleAttributes: [attrA, shared] }),
      one: await createIdentity({ name: `${prefix}-one`, roleAttributes: [attrB] }),
      none: await createIdentity({ name: `${prefix}-none` }),
    };
  });
  const role = (r: string) => `roleFilter=${encodeURIComponent(r)}`;
  const roles = async (query: string) => names((await list(`${filter(`name contains "${prefix}"`)}&sort=name&${query}`)).data);

  test('#attr with the default AllOf semantic needs every attribute', async () => {
    assert.deepEqual(await roles(`${role(`#${attrA}`)}&${role(`#${shared}`)}`), [`${prefix}-both`]);
    assert.deepEqual(await roles(`${role(`#${attrA}`)}&${role(`#${shared}`)}&roleSemantic=AllOf`), [`${prefix}-both`]);
    assert.deepEqual(await roles(`${role(`#${attrB}`)}&${role(`#${shared}`)}`), []);
  });

  test('AnyOf needs one of the attributes', async () => {
    assert.deepEqual(await roles(`${role(`#${attrB}`)}&${role(`#${shared}`)}&roleSemantic=AnyOf`), [`${prefix}-both`, `${prefix}-one`]);
  });

  test('@id selects an identity by id, whatever its attributes', async () => {
    assert.deepEqual(await roles(role(`@${ids.none}`)), [`${prefix}-none`]);
    assert.deepEqual(await roles(`${role(`#${shared}`)}&${role(`@${ids.none}`)}`), [`${prefix}-both`, `${prefix}-none`]);
  });

  test('#all matches every identity', async () => {
    assert.deepEqual(await roles(role('#all')), [`${prefix}-both`, `${prefix}-none`, `${prefix}-one`]);
  });

  test('a role without # or @, or an unknown semantic, is 400', async () => {
    requireError(await server.mgmt.get(`/identities?${role(shared)}`), 400, 'COULD_NOT_VALIDATE');
    requireError(await server.mgmt.get(`/identities?${role(`#${shared}`)}&roleSemantic=OneOf`), 400, 'COULD_NOT_VALIDATE');
  });
});

describe('GET /identities/{id}/authenticators', () => {
  test('lists the authenticators of one identity only', async () => {
    const user = await createUser();
    await createUser();
    const data = requireOk(await server.mgmt.get(`/identities/${user.id}/authenticators`));
    assert.equal(data.length, 1);
    assert.equal(data[0].id, user.authenticatorId);
    assert.equal(data[0].method, 'updb');
    assert.equal(data[0].username, user.username);
    assert.equal(data[0].identityId, user.id);
  });

  test('an identity without authenticators has an empty list', async () => {
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${await createIdentity()}/authenticators`)), []);
  });

  test('an unknown identity is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.get('/identities/doesNotExist/authenticators'));
  });
});

describe('POST /identities/{id}/disable and /enable', () => {
  test('durationMinutes 0 disables until enabled: login fails and existing sessions end', async () => {
    const user = await createUser();
    const before = Date.now();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 0 }));

    const d = await getIdentity(user.id);
    assert.equal(d.disabled, true);
    assert.ok(Math.abs(Date.parse(d.disabledAt) - before) < 60_000, `disabledAt ${d.disabledAt}`);
    assert.equal(d.disabledUntil, null);
    assert.equal(d.hasApiSession, false);
    requireUnauthorized(await user.client.get('/current-identity'));
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');
    assert.equal((await list(filter(`id = "${user.id}" and disabled = true`))).meta.pagination.totalCount, 1);
  });

  test('enable clears the disabled state and allows login again', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 0 }));
    requireOk(await server.mgmt.post(`/identities/${user.id}/enable`));
    const d = await getIdentity(user.id);
    assert.equal(d.disabled, false);
    assert.equal(d.disabledAt, null);
    assert.equal(d.disabledUntil, null);
    requireOk(await login(user.username, user.password));
  });

  test('a timed disable sets disabledUntil and lapses on its own', async () => {
    const user = await createUser();
    const before = Date.now();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 5 }));
    const d = await getIdentity(user.id);
    assert.equal(d.disabled, true);
    const until = Date.parse(d.disabledUntil);
    assert.ok(Math.abs(until - (before + 5 * 60_000)) < 60_000, `disabledUntil ${d.disabledUntil}`);
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');

    // Let the disable run out: move its end into the past rather than waiting.
    await server.app.db.orm.em.fork().execute(`update "identities" set "disabled_until" = now() - interval '1 minute' where "id" = ?`, [user.id]);
    requireOk(await login(user.username, user.password));
    assert.equal((await getIdentity(user.id)).disabled, false);
    assert.equal((await list(filter(`id = "${user.id}" and disabled = true`))).meta.pagination.totalCount, 0, 'the filter agrees with the detail');
  });

  test('durationMinutes is required and must be a non-negative integer', async () => {
    const id = await createIdentity();
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, {}), 'durationMinutes');
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, { durationMinutes: -1 }), 'durationMinutes');
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, { durationMinutes: 'soon' }), 'durationMinutes');
    assert.equal((await getIdentity(id)).disabled, false);
  });

  test('the default admin can not be disabled', async () => {
    const me = requireOk(await server.mgmt.get('/current-identity'));
    requireError(await server.mgmt.post(`/identities/${me.id}/disable`, { durationMinutes: 0 }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
    assert.equal((await getIdentity(me.id)).disabled, false);
    requireOk(await login(server.adminUsername, server.adminPassword));
  });

  test('unknown ids are 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.post('/identities/doesNotExist/disable', { durationMinutes: 0 }));
    requireNotFound(await server.mgmt.post('/identities/doesNotExist/enable'));
  });
});

describe('identity types', () => {
  test('lists the five types', async () => {
    const res = await server.mgmt.get('/identity-types');
    const data = requireOk(res);
    assert.deepEqual(data.map((t: any) => t.name).sort(), ['Default', 'Device', 'Router', 'Service', 'User']);
    assert.equal(res.body.meta.pagination.totalCount, 5);
    assert.ok(res.body.meta.filterableFields.includes('name'));
  });

  test('filters like any list', async () => {
    assert.deepEqual(requireOk(await server.mgmt.get(`/identity-types?${filter('name = "Router"')}`)).map((t: any) => t.name), ['Router']);
  });

  test('gets one type by id', async () => {
    const t = requireOk(await server.mgmt.get('/identity-types/User'));
    assert.equal(t.id, 'User');
    assert.equal(t.name, 'User');
    assert.equal(t._links.self.href, './identity-types/User');
  });

  test('an unknown type is 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.get('/identity-types/Robot'));
  });
});

describe('GET /identity-role-attributes', () => {
  test('lists each attribute in use once', async () => {
    const a = unique('attr');
    const b = unique('attr');
    await createIdentity({ roleAttributes: [a, b] });
    await createIdentity({ roleAttributes: [a] });
    const res = await server.mgmt.get(`/identity-role-attributes?${filter(`id in ["${a}", "${b}"]`)}`);
    assert.deepEqual(requireOk(res), [a, b].sort());
    assert.equal(res.body.meta.pagination.totalCount, 2);
    assert.ok(res.body.meta.filterableFields.includes('id'));
  });

  test('is filterable by id with the filter language', async () => {
    const stem = unique('stem');
    await createIdentity({ roleAttributes: [`${stem}-one`, `${stem}-two`, 'unrelated'] });
    assert.deepEqual(requireOk(await server.mgmt.get(`/identity-role-attributes?${filter(`id contains "${stem}" sort by id desc`)}`)), [`${stem}-two`, `${stem}-one`]);
  });

  test('an attribute no longer used disappears', async () => {
    const attr = unique('gone');
    const id = await createIdentity({ roleAttributes: [attr] });
    requireOk(await server.mgmt.patch(`/identities/${id}`, { roleAttributes: [] }));
    assert.deepEqual(requireOk(await server.mgmt.get(`/identity-role-attributes?${filter(`id = "${attr}"`)}`)), []);
  });

  test('bad filters are 400 INVALID_FILTER', async () => {
    requireError(await server.mgmt.get(`/identity-role-attributes?${filter('name = ')}`), 400, 'INVALID_FILTER');
    requireError(await server.mgmt.get(`/identity-role-attributes?${filter('color = "x"')}`), 400, 'INVALID_FILTER');
  });
});

describe('GET /summary', () => {
  test('counts move as identities, authenticators and API sessions are created and removed', async () => {
    const before = requireOk(await server.mgmt.get('/summary'));
    for (const key of ['identities', 'identityTypes', 'authenticators', 'apiSessions']) assert.equal(typeof before[key], 'number', key);
    assert.equal(before.identityTypes, 5);

    const user = await createUser();
    const during = requireOk(await server.mgmt.get('/summary'));
    assert.equal(during.identities, before.identities + 1);
    assert.equal(during.authenticators, before.authenticators + 1);
    assert.equal(during.apiSessions, before.apiSessions + 1);

    requireOk(await server.mgmt.delete(`/identities/${user.id}`));
    const afterwards = requireOk(await server.mgmt.get('/summary'));
    assert.equal(afterwards.identities, before.identities);
    assert.equal(afterwards.authenticators, before.authenticators);
    assert.equal(afterwards.apiSessions, before.apiSessions);
  });
});

describe('POST /identities with an enrollment', () => {
  test('issues the enrollments asked for with the identity; a refused one creates nothing', async () => {
    const name = unique('enrolling');
    requireFieldError(await server.mgmt.post('/identities', { name, type: 'Device', isAdmin: false, enrollment: { updb: 'ab' } }), 'enrollment.updb');
    const err = requireError(await server.mgmt.post('/identities', { name, type: 'Device', isAdmin: false, enrollment: { ottca: 'ca-id' } }), 404, 'NOT_FOUND');
    assert.equal(err.cause.field, 'enrollment.ottca');
    const found = requireOk(await server.mgmt.get(`/identities?filter=${encodeURIComponent(`name = "${name}"`)}`));
    assert.equal(found.length, 0);
    const id = requireOk(await server.mgmt.post('/identities', { name, type: 'Device', isAdmin: false, enrollment: { ott: true } }), 201).id;
    const { enrollment } = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.deepEqual(Object.keys(enrollment), ['ott']);
    assert.equal(typeof enrollment.ott.jwt, 'string');
    // An enrollment that asks for nothing is no enrollment.
    const other = requireOk(await server.mgmt.post('/identities', { name: unique('enrolling'), type: 'Device', isAdmin: false, enrollment: { ott: false } }), 201).id;
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${other}`)).enrollment, {});
  });
});
