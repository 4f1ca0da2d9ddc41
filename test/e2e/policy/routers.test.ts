import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import { Fixtures, filter, sorted, unique } from './fixtures';

const server = useTestServer();
const f = new Fixtures(server);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('edge routers', () => {
  test('create with every writable field, then read it back', async () => {
    const name = unique('er');
    const id = await f.edgeRouter({
      name, cost: 65535, noTraversal: true, disabled: true, isTunnelerEnabled: false,
      roleAttributes: ['eu', 'edge'], appData: { rack: { row: 3 } }, tags: { owner: 'ops', flag: true, none: null },
    });
    const d = await f.get(`/edge-routers/${id}`);
    assert.equal(d.id, id);
    assert.equal(d.name, name);
    assert.equal(d.cost, 65535);
    assert.equal(d.noTraversal, true);
    assert.equal(d.disabled, true);
    assert.equal(d.isTunnelerEnabled, false);
    assert.deepEqual(d.roleAttributes, ['eu', 'edge']);
    assert.deepEqual(d.appData, { rack: { row: 3 } });
    assert.deepEqual(d.tags, { owner: 'ops', flag: true, none: null });
    assert.equal(d.isOnline, false);
    assert.equal(d.isVerified, false);
    assert.equal(d.hostname, '');
    assert.deepEqual(d.supportedProtocols, {});
    assert.equal(typeof d.syncStatus, 'string');
    assert.equal(d.fingerprint, undefined, 'no fingerprint before enrollment');
    const claims = JSON.parse(Buffer.from(d.enrollmentJwt.split('.')[1], 'base64url').toString());
    assert.equal(claims.jti, d.enrollmentToken, 'the enrollment JWT carries the token');
    assert.equal(claims.sub, d.id);
    assert.equal(claims.em, 'erott');
    assert.match(d.enrollmentToken, UUID);
    const expiresIn = Date.parse(d.enrollmentExpiresAt) - Date.parse(d.enrollmentCreatedAt);
    assert.equal(expiresIn, 3 * 3600_000, 'an enrollment is valid for 3 hours');
    for (const k of ['os', 'version', 'arch', 'buildDate', 'revision']) assert.equal(typeof d[k], 'string');
    assert.equal(d._links.self.href, `./edge-routers/${id}`);
    assert.equal(d._links['edge-router-policies'].href, `./edge-routers/${id}/edge-router-policies`);
  });

  test('defaults of the optional fields', async () => {
    const d = await f.get(`/edge-routers/${await f.edgeRouter()}`);
    assert.equal(d.cost, 0);
    assert.equal(d.noTraversal, false);
    assert.equal(d.disabled, false);
    assert.equal(d.isTunnelerEnabled, false);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.appData, {});
    assert.deepEqual(d.tags, {});
  });

  test('cost must be 0..65535', async () => {
    requireFieldError(await f.mgmt.post('/edge-routers', { name: unique('er'), cost: 65536 }), 'cost');
    requireFieldError(await f.mgmt.post('/edge-routers', { name: unique('er'), cost: -1 }), 'cost');
    requireFieldError(await f.mgmt.post('/edge-routers', { name: unique('er'), cost: 1.5 }), 'cost');
    const id = await f.edgeRouter({ cost: 0 });
    requireFieldError(await f.mgmt.patch(`/edge-routers/${id}`, { cost: 70000 }), 'cost');
    assert.equal((await f.get(`/edge-routers/${id}`)).cost, 0);
  });

  test('name is required and unique among all routers', async () => {
    requireFieldError(await f.mgmt.post('/edge-routers', { cost: 1 }), 'name');
    requireFieldError(await f.mgmt.post('/edge-routers', { name: '  ' }), 'name');
    const name = unique('er');
    await f.edgeRouter({ name });
    requireFieldError(await f.mgmt.post('/edge-routers', { name }), 'name');
    requireFieldError(await f.mgmt.post('/routers', { name }), 'name');
  });

  test('role attributes may not start with # or @', async () => {
    requireFieldError(await f.mgmt.post('/edge-routers', { name: unique('er'), roleAttributes: ['#all'] }), 'roleAttributes');
    requireFieldError(await f.mgmt.post('/edge-routers', { name: unique('er'), roleAttributes: ['@x'] }), 'roleAttributes');
  });

  test('PUT replaces every field, PATCH only those given', async () => {
    const id = await f.edgeRouter({ cost: 5, roleAttributes: ['a'], tags: { k: 'v' }, appData: { x: 1 } });
    await f.patch(`/edge-routers/${id}`, { cost: 7 });
    let d = await f.get(`/edge-routers/${id}`);
    assert.equal(d.cost, 7);
    assert.deepEqual(d.roleAttributes, ['a']);
    assert.deepEqual(d.tags, { k: 'v' });
    const name = unique('renamed');
    requireOk(await f.mgmt.put(`/edge-routers/${id}`, { name, noTraversal: true }));
    d = await f.get(`/edge-routers/${id}`);
    assert.equal(d.name, name);
    assert.equal(d.cost, 0);
    assert.equal(d.noTraversal, true);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.tags, {});
    assert.deepEqual(d.appData, {});
  });

  test('list with filter, roleFilter and roleSemantic', async () => {
    const tag = unique('t');
    const a = await f.edgeRouter({ roleAttributes: [`${tag}x`, `${tag}y`], cost: 10 });
    const b = await f.edgeRouter({ roleAttributes: [`${tag}x`], cost: 20 });
    await f.edgeRouter({ roleAttributes: [`${tag}z`] });
    assert.deepEqual(await f.ids(`/edge-routers?roleFilter=%23${tag}x`), sorted([a, b]));
    assert.deepEqual(await f.ids(`/edge-routers?roleFilter=%23${tag}x&roleFilter=%23${tag}y`), [a]);
    assert.deepEqual(await f.ids(`/edge-routers?roleFilter=%23${tag}y&roleFilter=%23${tag}z&roleSemantic=AnyOf`).then((x) => x.length), 2);
    assert.deepEqual(await f.ids(`/edge-routers?${filter(`anyOf(roleAttributes) = "${tag}x" and cost > 15`)}`), [b]);
    const res = await f.mgmt.get(`/edge-routers?${filter(`anyOf(roleAttributes) = "${tag}x"`)}&limit=1&sort=cost desc`);
    assert.equal(res.body.meta.pagination.totalCount, 2);
    assert.equal(res.body.data[0].id, b);
    assert.ok(res.body.meta.filterableFields.includes('roleAttributes'));
  });

  test('unknown ids are 404, transit routers are not edge routers', async () => {
    requireNotFound(await f.mgmt.get('/edge-routers/nope'));
    requireNotFound(await f.mgmt.patch('/edge-routers/nope', { cost: 1 }));
    requireNotFound(await f.mgmt.delete('/edge-routers/nope'));
    requireNotFound(await f.mgmt.post('/edge-routers/nope/re-enroll'));
    const transit = await f.create('transit-routers', { name: unique('tr') });
    requireNotFound(await f.mgmt.get(`/edge-routers/${transit}`));
    assert.ok(!(await f.ids('/edge-routers')).includes(transit));
  });

  test('re-enroll issues a new enrollment and keeps the other properties', async () => {
    const id = await f.edgeRouter({ cost: 9, roleAttributes: ['keep'] });
    const before = await f.get(`/edge-routers/${id}`);
    requireOk(await f.mgmt.post(`/edge-routers/${id}/re-enroll`));
    const after = await f.get(`/edge-routers/${id}`);
    assert.match(after.enrollmentToken, UUID);
    assert.notEqual(after.enrollmentToken, before.enrollmentToken);
    assert.ok(Date.parse(after.enrollmentExpiresAt) >= Date.parse(before.enrollmentExpiresAt));
    assert.equal(after.isVerified, false);
    assert.equal(after.fingerprint, undefined);
    assert.equal(after.cost, 9);
    assert.deepEqual(after.roleAttributes, ['keep']);
    assert.equal(after.name, before.name);
  });

  test('delete removes the router and its @id from policies', async () => {
    const id = await f.edgeRouter();
    const other = await f.edgeRouter();
    const erp = await f.edgeRouterPolicy({ edgeRouterRoles: [`@${id}`, `@${other}`], identityRoles: ['#all'] });
    assert.deepEqual(await f.ids(`/edge-router-policies/${erp}/edge-routers`), sorted([id, other]));
    requireOk(await f.mgmt.delete(`/edge-routers/${id}`));
    requireNotFound(await f.mgmt.get(`/edge-routers/${id}`));
    assert.deepEqual((await f.get(`/edge-router-policies/${erp}`)).edgeRouterRoles, [`@${other}`]);
    assert.deepEqual(await f.ids(`/edge-router-policies/${erp}/edge-routers`), [other]);
  });

  test('edge router role attributes in use', async () => {
    const tag = unique('ra');
    await f.edgeRouter({ roleAttributes: [`${tag}b`, `${tag}a`] });
    await f.edgeRouter({ roleAttributes: [`${tag}a`] });
    // Transit routers have none; identities' attributes are a list of their own.
    await f.identity({ roleAttributes: [`${tag}c`] });
    const res = await f.mgmt.get(`/edge-router-role-attributes?${filter(`id contains "${tag}" sort by id`)}`);
    assert.deepEqual(requireOk(res), [`${tag}a`, `${tag}b`]);
    assert.equal(res.body.meta.pagination.totalCount, 2);
  });
});

describe('tunneler-enabled edge routers', () => {
  test('have a Router identity and a system edge router policy while enabled', async () => {
    const name = unique('tun');
    const id = await f.edgeRouter({ name, isTunnelerEnabled: true });
    const identity = await f.get(`/identities/${id}`);
    assert.equal(identity.name, name);
    assert.equal(identity.typeId, 'Router');
    const erp = await f.get(`/edge-router-policies/${id}`);
    assert.equal(erp.isSystem, true);
    assert.equal(erp.name, `edge-router-${id}-system`);
    assert.deepEqual(erp.identityRoles, [`@${id}`]);
    assert.deepEqual(erp.edgeRouterRoles, [`@${id}`]);
    assert.deepEqual(erp.identityRolesDisplay, [{ role: `@${id}`, name: `@${name}` }]);
    assert.deepEqual(await f.ids(`/edge-routers/${id}/identities`), [id]);

    const renamed = unique('tun');
    await f.patch(`/edge-routers/${id}`, { name: renamed });
    assert.equal((await f.get(`/identities/${id}`)).name, renamed);

    await f.patch(`/edge-routers/${id}`, { isTunnelerEnabled: false });
    requireNotFound(await f.mgmt.get(`/identities/${id}`));
    requireNotFound(await f.mgmt.get(`/edge-router-policies/${id}`));
  });

  test('system edge router policies can not be changed or deleted', async () => {
    const id = await f.edgeRouter({ isTunnelerEnabled: true });
    requireError(await f.mgmt.patch(`/edge-router-policies/${id}`, { semantic: 'AllOf' }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
    requireError(await f.mgmt.put(`/edge-router-policies/${id}`, { name: unique('x'), semantic: 'AnyOf' }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
    requireError(await f.mgmt.delete(`/edge-router-policies/${id}`), 400, 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal((await f.get(`/edge-router-policies/${id}`)).isSystem, true);
    assert.deepEqual(await f.ids(`/edge-router-policies?${filter(`isSystem = true and id = "${id}"`)}`), [id]);
  });

  test('deleting the router deletes its identity and system policy', async () => {
    const id = await f.edgeRouter({ isTunnelerEnabled: true });
    requireOk(await f.mgmt.delete(`/edge-routers/${id}`));
    requireNotFound(await f.mgmt.get(`/identities/${id}`));
    requireNotFound(await f.mgmt.get(`/edge-router-policies/${id}`));
  });

  test("the router's identity can not be deleted on its own; with tunneling off it is gone", async () => {
    const id = await f.edgeRouter({ isTunnelerEnabled: true });
    requireError(await f.mgmt.delete(`/identities/${id}`), 400, 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal((await f.get(`/identities/${id}`)).typeId, 'Router');
    assert.deepEqual(await f.ids(`/edge-routers/${id}/identities`), [id], 'the router keeps its identity and system policy');
    await f.patch(`/edge-routers/${id}`, { isTunnelerEnabled: false });
    requireNotFound(await f.mgmt.delete(`/identities/${id}`));
  });

  test('the router name must be free among identities', async () => {
    const name = unique('taken');
    await f.identity({ name });
    requireFieldError(await f.mgmt.post('/edge-routers', { name, isTunnelerEnabled: true }), 'name');
    assert.deepEqual(await f.ids(`/edge-routers?${filter(`name = "${name}"`)}`), []);
  });
});

describe('routers and transit routers', () => {
  test('both paths create transit routers with the router fields', async () => {
    for (const segment of ['routers', 'transit-routers']) {
      const name = unique('r');
      const id = await f.create(segment, { name, cost: 12, noTraversal: true, disabled: false, tags: { a: 'b' } });
      const d = await f.get(`/${segment}/${id}`);
      assert.equal(d.name, name);
      assert.equal(d.cost, 12);
      assert.equal(d.noTraversal, true);
      assert.equal(d.disabled, false);
      assert.deepEqual(d.tags, { a: 'b' });
      assert.equal(d.isOnline, false);
      assert.equal(d.isVerified, false);
      assert.equal(d.fingerprint, '');
      assert.match(d.enrollmentToken, UUID);
      assert.equal(d._links.self.href, `./${segment}/${id}`);
    }
  });

  test('/routers and /transit-routers list every router, edge routers included', async () => {
    const tag = unique('all');
    const edge = await f.edgeRouter({ name: `${tag}e` });
    const transit = await f.create('routers', { name: `${tag}t` });
    const expected = sorted([edge, transit]);
    assert.deepEqual(await f.ids(`/routers?${filter(`name contains "${tag}"`)}`), expected);
    assert.deepEqual(await f.ids(`/transit-routers?${filter(`name contains "${tag}"`)}`), expected);
    assert.equal((await f.get(`/routers/${edge}`)).name, `${tag}e`);
  });

  test('update and patch work on both paths and on edge routers through /routers', async () => {
    const id = await f.create('transit-routers', { name: unique('r'), cost: 3 });
    await f.patch(`/routers/${id}`, { disabled: true });
    let d = await f.get(`/transit-routers/${id}`);
    assert.equal(d.disabled, true);
    assert.equal(d.cost, 3);
    requireOk(await f.mgmt.put(`/transit-routers/${id}`, { name: d.name }));
    d = await f.get(`/routers/${id}`);
    assert.equal(d.disabled, false);
    assert.equal(d.cost, 0);

    const edge = await f.edgeRouter({ roleAttributes: ['kept'] });
    await f.patch(`/routers/${edge}`, { cost: 44 });
    const e = await f.get(`/edge-routers/${edge}`);
    assert.equal(e.cost, 44);
    assert.deepEqual(e.roleAttributes, ['kept'], 'router updates leave the edge fields alone');
  });

  test('validation and 404s', async () => {
    requireFieldError(await f.mgmt.post('/routers', { name: unique('r'), cost: 65536 }), 'cost');
    requireFieldError(await f.mgmt.post('/transit-routers', {}), 'name');
    requireNotFound(await f.mgmt.get('/routers/nope'));
    requireNotFound(await f.mgmt.get('/transit-routers/nope'));
  });

  test('deleting an edge router through /routers cleans up like an edge router delete', async () => {
    const edge = await f.edgeRouter({ isTunnelerEnabled: true });
    const erp = await f.edgeRouterPolicy({ edgeRouterRoles: [`@${edge}`] });
    requireOk(await f.mgmt.delete(`/transit-routers/${edge}`));
    requireNotFound(await f.mgmt.get(`/edge-routers/${edge}`));
    requireNotFound(await f.mgmt.get(`/identities/${edge}`));
    assert.deepEqual((await f.get(`/edge-router-policies/${erp}`)).edgeRouterRoles, []);
    const transit = await f.create('routers', { name: unique('r') });
    requireOk(await f.mgmt.delete(`/routers/${transit}`));
    requireNotFound(await f.mgmt.get(`/routers/${transit}`));
  });
});

describe('admin only', () => {
  let user: RestClient;
  before(async () => {
    user = await f.nonAdmin();
  });

  test('a non-admin identity gets 401 on every router operation', async () => {
    const id = await f.edgeRouter();
    requireUnauthorized(await user.get('/edge-routers'));
    requireUnauthorized(await user.get(`/edge-routers/${id}`));
    requireUnauthorized(await user.post('/edge-routers', { name: unique('er') }));
    requireUnauthorized(await user.patch(`/edge-routers/${id}`, { cost: 1 }));
    requireUnauthorized(await user.delete(`/edge-routers/${id}`));
    requireUnauthorized(await user.post(`/edge-routers/${id}/re-enroll`));
    requireUnauthorized(await user.get(`/edge-routers/${id}/identities`));
    requireUnauthorized(await user.get('/edge-router-role-attributes'));
    requireUnauthorized(await user.get('/routers'));
    requireUnauthorized(await user.post('/transit-routers', { name: unique('r') }));
    requireUnauthorized(await server.anon('management').get('/edge-routers'));
    assert.equal((await f.get(`/edge-routers/${id}`)).cost, 0);
  });
});
