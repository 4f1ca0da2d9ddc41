import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { identityFixtures, filter, unique } from './identities-support';

/** Identities over the management API: create, read, replace, patch and delete, with their validation; an identity's authenticators and enrollments. */

const server = useTestServer();
const { createIdentity, createUser, getIdentity, login, list } = identityFixtures(server);

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

describe('POST /identities with an enrollment', () => {
  test('issues the enrollments asked for with the identity; a refused one creates nothing', async () => {
    const name = unique('enrolling');
    requireFieldError(await server.mgmt.post('/identities', { name, type: 'Device', isAdmin: false, enrollment: { updb: 'ab' } }), 'enrollment.updb');
    const err = requireError(await server.mgmt.post('/identities', { name, type: 'Device', isAdmin: false, enrollment: { ottca: 'ca-id' } }), 400, 'INVALID_FIELD');
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
