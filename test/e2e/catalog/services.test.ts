import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { ids } from '../../support/fixtures';
import { Catalog, filter, names, unique } from './fixtures';

const server = useTestServer();
const cat = new Catalog(server);

describe('POST /services', () => {
  test('creates a service with every writable field, and its configs by type name', async () => {
    const typeName = unique('host');
    const typeId = await cat.configType({ name: typeName });
    const configId = await cat.config(typeId, { data: { address: 'web', port: 443 } });
    const name = unique('web');
    const id = await cat.service({
      name, encryptionRequired: false, roleAttributes: ['web', 'emea'], configs: [configId], terminatorStrategy: 'weighted', maxIdleTimeMillis: 60000, tags: { owner: 'ops' },
    });
    const d = await cat.get(`/services/${id}`);
    assert.equal(d.id, id);
    assert.equal(d.name, name);
    assert.equal(d.encryptionRequired, false);
    assert.deepEqual(d.roleAttributes, ['web', 'emea']);
    assert.deepEqual(d.configs, [configId]);
    assert.deepEqual(d.config, { [typeName]: { address: 'web', port: 443 } });
    assert.equal(d.terminatorStrategy, 'weighted');
    assert.equal(d.maxIdleTimeMillis, 60000);
    assert.deepEqual(d.tags, { owner: 'ops' });
    assert.deepEqual(d.permissions, ['Bind', 'Dial']);
    assert.deepEqual(d.postureQueries, []);
    assert.equal(d._links.self.href, `./services/${id}`);
    assert.equal(d._links.terminators.href, `./services/${id}/terminators`);
    assert.equal(d._links.configs.href, `./services/${id}/configs`);
  });

  test('optional fields get their defaults', async () => {
    const d = await cat.get(`/services/${await cat.service()}`);
    assert.equal(d.encryptionRequired, true);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.configs, []);
    assert.deepEqual(d.config, {});
    assert.equal(d.terminatorStrategy, 'smartrouting');
    assert.equal(d.maxIdleTimeMillis, 0);
    assert.deepEqual(d.tags, {});
  });

  test('name and encryptionRequired are required; names are unique', async () => {
    requireFieldError(await server.mgmt.post('/services', { encryptionRequired: true }), 'name');
    requireFieldError(await server.mgmt.post('/services', { name: unique('svc') }), 'encryptionRequired');
    const name = unique('dup');
    await cat.service({ name });
    requireFieldError(await server.mgmt.post('/services', { name, encryptionRequired: true }), 'name');
  });

  test('role attributes may not start with # or @, and repeats are stored once', async () => {
    for (const attr of ['#web', '@abc']) {
      const error = requireFieldError(await server.mgmt.post('/services', { name: unique('attr'), encryptionRequired: true, roleAttributes: ['ok', attr] }), 'roleAttributes');
      assert.equal(error.cause.value, attr);
    }
    assert.deepEqual((await cat.get(`/services/${await cat.service({ roleAttributes: ['a', 'b', 'a'] })}`)).roleAttributes, ['a', 'b']);
  });

  test('configs must exist, at most one per config type', async () => {
    const typeId = await cat.configType();
    const [a, b] = [await cat.config(typeId), await cat.config(typeId)];
    const otherType = await cat.configType({ schema: {} });
    const c = await cat.config(otherType, { data: { x: 1 } });
    const error = requireFieldError(await server.mgmt.post('/services', { name: unique('two'), encryptionRequired: true, configs: [a, b] }), 'configs');
    assert.match(error.cause.reason, /only one config/);
    requireFieldError(await server.mgmt.post('/services', { name: unique('missing'), encryptionRequired: true, configs: [unique('nope')] }), 'configs');
    const id = await cat.service({ configs: [a, c] });
    assert.deepEqual((await cat.get(`/services/${id}`)).configs, [a, c]);
    requireFieldError(await server.mgmt.patch(`/services/${id}`, { configs: [a, b] }), 'configs');
    assert.deepEqual((await cat.get(`/services/${id}`)).configs, [a, c], 'a refused change changes nothing');
  });

  test('terminatorStrategy must be known and maxIdleTimeMillis >= 0', async () => {
    requireFieldError(await server.mgmt.post('/services', { name: unique('s'), encryptionRequired: true, terminatorStrategy: 'roundabout' }), 'terminatorStrategy');
    requireFieldError(await server.mgmt.post('/services', { name: unique('s'), encryptionRequired: true, maxIdleTimeMillis: -1 }), 'maxIdleTimeMillis');
  });
});

describe('PUT and PATCH /services/{id}', () => {
  test('encryptionRequired is fixed at create: its value is accepted back, a different one refused naming it', async () => {
    for (const fixed of [false, true]) {
      const name = unique('fixed');
      const id = await cat.service({ name, encryptionRequired: fixed, roleAttributes: ['kept'] });
      const before = await cat.get(`/services/${id}`);
      // A changed value: 400 on the field, and nothing else of the body applied.
      const patched = requireFieldError(await server.mgmt.patch(`/services/${id}`, { encryptionRequired: !fixed, roleAttributes: ['changed'] }), 'encryptionRequired');
      assert.equal(patched.cause.value, !fixed);
      assert.match(patched.message + JSON.stringify(patched.cause), /fixed at create/);
      requireFieldError(await server.mgmt.put(`/services/${id}`, { name: unique('put'), encryptionRequired: !fixed }), 'encryptionRequired');
      const after = await cat.get(`/services/${id}`);
      assert.deepEqual([after.name, after.roleAttributes, after.encryptionRequired, after.updatedAt], [name, ['kept'], fixed, before.updatedAt], 'nothing changed');
      // The same value (a client sending the whole service back), or none: accepted.
      requireOk(await server.mgmt.patch(`/services/${id}`, { encryptionRequired: fixed, roleAttributes: ['patched'] }));
      assert.deepEqual((await cat.get(`/services/${id}`)).roleAttributes, ['patched']);
      requireOk(await server.mgmt.put(`/services/${id}`, { name: unique('put'), encryptionRequired: fixed, roleAttributes: ['put'] }));
      requireOk(await server.mgmt.put(`/services/${id}`, { name: unique('put'), roleAttributes: ['put'] }));
      const final = await cat.get(`/services/${id}`);
      assert.deepEqual([final.roleAttributes, final.encryptionRequired], [['put'], fixed]);
    }
  });

  test('PATCH changes only the given fields, PUT resets the others', async () => {
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const id = await cat.service({ roleAttributes: ['a'], configs: [configId], terminatorStrategy: 'random', maxIdleTimeMillis: 5, tags: { t: 'x' } });
    requireOk(await server.mgmt.patch(`/services/${id}`, { roleAttributes: ['b'] }));
    let d = await cat.get(`/services/${id}`);
    assert.deepEqual(d.roleAttributes, ['b']);
    assert.deepEqual(d.configs, [configId]);
    assert.equal(d.terminatorStrategy, 'random');
    assert.equal(d.maxIdleTimeMillis, 5);
    const name = unique('replaced');
    requireOk(await server.mgmt.put(`/services/${id}`, { name }));
    d = await cat.get(`/services/${id}`);
    assert.equal(d.name, name);
    assert.deepEqual(d.roleAttributes, []);
    assert.deepEqual(d.configs, []);
    assert.equal(d.terminatorStrategy, 'smartrouting');
    assert.equal(d.maxIdleTimeMillis, 0);
    assert.deepEqual(d.tags, {});
  });

  test('unknown services are NOT_FOUND', async () => {
    const missing = unique('missing');
    requireNotFound(await server.mgmt.get(`/services/${missing}`));
    requireNotFound(await server.mgmt.patch(`/services/${missing}`, { name: unique('x') }));
    requireNotFound(await server.mgmt.put(`/services/${missing}`, { name: unique('x') }));
    requireNotFound(await server.mgmt.delete(`/services/${missing}`));
    requireNotFound(await server.mgmt.get(`/services/${missing}/configs`));
    requireNotFound(await server.mgmt.get(`/services/${missing}/terminators`));
    requireNotFound(await server.mgmt.get(`/services/${missing}/identities`));
  });
});

describe('GET /services', () => {
  test('filters, sorts and pages', async () => {
    const prefix = unique('list');
    for (const n of ['c', 'a', 'b']) await cat.service({ name: `${prefix}${n}` });
    const page = await cat.list(`/services?${filter(`name contains "${prefix}"`)}&sort=name%20desc&limit=2&offset=1`);
    assert.deepEqual(names(page.data), [`${prefix}b`, `${prefix}a`]);
    assert.deepEqual(page.meta.pagination, { limit: 2, offset: 1, totalCount: 3 });
    for (const f of ['name', 'roleAttributes', 'configs', 'terminatorStrategy', 'encryptionRequired', 'maxIdleTimeMillis']) assert.ok(page.meta.filterableFields.includes(f), f);
    requireError(await server.mgmt.get(`/services?${filter('roleAttributes = "x"')}`), 400, 'INVALID_FILTER');
  });

  test('roleFilter selects by attribute with AllOf or AnyOf semantics', async () => {
    const [x, y] = [unique('x'), unique('y')];
    const both = await cat.service({ roleAttributes: [x, y] });
    const onlyX = await cat.service({ roleAttributes: [x] });
    const onlyY = await cat.service({ roleAttributes: [y] });
    const allOf = await cat.list(`/services?roleFilter=%23${x}&roleFilter=%23${y}`);
    assert.deepEqual(ids(allOf.data), [both]);
    const anyOf = await cat.list(`/services?roleFilter=%23${x}&roleFilter=%23${y}&roleSemantic=AnyOf`);
    assert.deepEqual(ids(anyOf.data), [both, onlyX, onlyY].sort());
    const byId = await cat.list(`/services?roleFilter=%40${onlyY}`);
    assert.deepEqual(ids(byId.data), [onlyY]);
    assert.deepEqual(ids((await cat.list(`/services?${filter(`anyOf(roleAttributes) = "${x}"`)}`)).data), [both, onlyX].sort());
  });

  test('configTypes limits the config map to the types asked for, by name or id', async () => {
    const [hostName, otherName] = [unique('host'), unique('other')];
    const host = await cat.configType({ name: hostName });
    const other = await cat.configType({ name: otherName, schema: {} });
    const a = await cat.config(host, { data: { address: 'a', port: 1 } });
    const b = await cat.config(other, { data: { b: true } });
    const id = await cat.service({ configs: [a, b] });
    const config = async (query: string) => (await cat.list(`/services?${filter(`id = "${id}"`)}${query}`)).data[0].config;
    assert.deepEqual(await config(''), { [hostName]: { address: 'a', port: 1 }, [otherName]: { b: true } });
    assert.deepEqual(await config(`&configTypes=${hostName}`), { [hostName]: { address: 'a', port: 1 } });
    assert.deepEqual(await config(`&configTypes=${other}`), { [otherName]: { b: true } });
    assert.deepEqual(await config(`&configTypes=${hostName},${other}`), { [hostName]: { address: 'a', port: 1 }, [otherName]: { b: true } });
    assert.deepEqual(await config('&configTypes=all'), { [hostName]: { address: 'a', port: 1 }, [otherName]: { b: true } });
    assert.deepEqual(await config(`&configTypes=${unique('unknown')}`), {});
    assert.deepEqual(ids((await cat.list(`/services?${filter(`anyOf(configs) = "${b}"`)}`)).data), [id]);
  });

  test('GET /services/{id}/configs lists the configs of a service', async () => {
    const typeId = await cat.configType();
    const otherType = await cat.configType({ schema: {} });
    const a = await cat.config(typeId);
    const b = await cat.config(otherType, { data: { y: 2 } });
    await cat.config(typeId);
    const id = await cat.service({ configs: [a, b] });
    const { data, meta } = await cat.list(`/services/${id}/configs`);
    assert.deepEqual(ids(data), [a, b].sort());
    assert.equal(meta.pagination.totalCount, 2);
    assert.deepEqual(ids((await cat.list(`/services/${id}/configs?${filter(`type = "${otherType}"`)}`)).data), [b]);
    assert.deepEqual((await cat.list(`/services/${await cat.service()}/configs`)).data, []);
  });
});

describe('DELETE /services/{id}', () => {
  test('removes the service and its identity service configs', async () => {
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const id = await cat.service();
    const identityId = await cat.identity();
    requireOk(await server.mgmt.post(`/identities/${identityId}/service-configs`, [{ serviceId: id, configId }]));
    requireOk(await server.mgmt.delete(`/services/${id}`));
    requireNotFound(await server.mgmt.get(`/services/${id}`));
    assert.deepEqual(await cat.get(`/identities/${identityId}/service-configs`), []);
    assert.ok(await cat.get(`/configs/${configId}`), 'the config itself stays');
  });
});

describe('what policies relate to a service', () => {
  test('identities that may Dial or Bind it, the policies selecting it and its edge routers', async () => {
    const attr = unique('svcattr');
    const id = await cat.service({ roleAttributes: [attr] });
    const [dialAttr, bindAttr] = [unique('dialers'), unique('binders')];
    const dialer = await cat.identity({ roleAttributes: [dialAttr] });
    const binder = await cat.identity({ roleAttributes: [bindAttr] });
    await cat.identity({ roleAttributes: [unique('nobody')] });
    const dial = requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AllOf', identityRoles: [`#${dialAttr}`], serviceRoles: [`#${attr}`] }), 201).id;
    const bind = requireOk(await server.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: [`@${binder}`], serviceRoles: [`@${id}`] }), 201).id;
    await cat.service({ roleAttributes: [unique('elsewhere')] });

    assert.deepEqual(ids((await cat.list(`/services/${id}/identities`)).data), [dialer, binder].sort());
    assert.deepEqual(ids((await cat.list(`/services/${id}/identities?policyType=dial`)).data), [dialer]);
    assert.deepEqual(ids((await cat.list(`/services/${id}/identities?policyType=bind`)).data), [binder]);
    requireFieldError(await server.mgmt.get(`/services/${id}/identities?policyType=both`), 'policyType');
    assert.deepEqual(ids((await cat.list(`/services/${id}/service-policies`)).data), [dial, bind].sort());

    const routerAttr = unique('routers');
    const router = requireOk(await server.mgmt.post('/edge-routers', { name: unique('er'), roleAttributes: [routerAttr] }), 201).id;
    requireOk(await server.mgmt.post('/edge-routers', { name: unique('er') }), 201);
    const serp = requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AllOf', serviceRoles: [`#${attr}`], edgeRouterRoles: [`#${routerAttr}`] }), 201).id;
    assert.deepEqual(ids((await cat.list(`/services/${id}/service-edge-router-policies`)).data), [serp]);
    const routers = await cat.list(`/services/${id}/edge-routers`);
    assert.deepEqual(ids(routers.data), [router]);

    // Losing its attribute takes the service out of every policy selecting it by attribute.
    requireOk(await server.mgmt.patch(`/services/${id}`, { roleAttributes: [] }));
    assert.deepEqual(ids((await cat.list(`/services/${id}/identities`)).data), [binder]);
    assert.deepEqual(ids((await cat.list(`/services/${id}/service-policies`)).data), [bind]);
    assert.deepEqual((await cat.list(`/services/${id}/edge-routers`)).data, []);
  });

  test('changes identities see are stamped on their service-updates', async () => {
    const attr = unique('watched');
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const id = await cat.service({ roleAttributes: [attr], configs: [configId] });
    const user = await cat.nonAdmin();
    const me = requireOk(await user.get('/current-identity')).id;
    requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AllOf', identityRoles: [`@${me}`], serviceRoles: [`#${attr}`] }), 201);
    const client = user.on('client');
    const lastChange = async () => Date.parse(requireOk(await client.get('/current-api-session/service-updates')).lastChangeAt);
    // Change events reach the (cached) service-updates answer shortly after the commit: poll briefly.
    const changedBy = async (what: string, change: () => Promise<unknown>) => {
      const before = await lastChange();
      await new Promise((r) => setTimeout(r, 5));
      await change();
      for (let i = 0; i < 40 && (await lastChange()) <= before; i++) await new Promise((r) => setTimeout(r, 50));
      assert.ok((await lastChange()) > before, `${what} is a change of the service list`);
    };
    await changedBy('a service rename', async () => requireOk(await server.mgmt.patch(`/services/${id}`, { name: unique('renamed') })));
    await changedBy('a change of config data', async () => requireOk(await server.mgmt.patch(`/configs/${configId}`, { data: { address: 'b', port: 2 } })));
    await changedBy('a rename of the config type', async () => requireOk(await server.mgmt.patch(`/config-types/${typeId}`, { name: unique('type') })));
    const override = await cat.config(typeId, { data: { address: 'mine', port: 3 } });
    await changedBy('an identity service config', async () => requireOk(await server.mgmt.post(`/identities/${me}/service-configs`, [{ serviceId: id, configId: override }])));
    await changedBy('deleting the service', async () => requireOk(await server.mgmt.delete(`/services/${id}`)));
  });
});

describe('admin only', () => {
  test('non-admins and anonymous callers are UNAUTHORIZED', async () => {
    const id = await cat.service();
    const user = await cat.nonAdmin();
    for (const client of [user, server.anon('management')]) {
      requireUnauthorized(await client.get('/services'));
      requireUnauthorized(await client.get(`/services/${id}`));
      requireUnauthorized(await client.post('/services', { name: unique('x'), encryptionRequired: true }));
      requireUnauthorized(await client.patch(`/services/${id}`, { name: unique('x') }));
      requireUnauthorized(await client.delete(`/services/${id}`));
      requireUnauthorized(await client.get(`/services/${id}/configs`));
      requireUnauthorized(await client.get(`/services/${id}/identities`));
      requireUnauthorized(await client.get(`/services/${id}/service-policies`));
      requireUnauthorized(await client.get(`/services/${id}/edge-routers`));
    }
    assert.ok(await cat.get(`/services/${id}`), 'nothing was deleted');
  });
});
