import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { Catalog, HOST_SCHEMA, filter, names, unique } from './fixtures';

const server = useTestServer();
const cat = new Catalog(server);

describe('config types', () => {
  test('are created with a name and a JSON schema and read back', async () => {
    const name = unique('host');
    const id = await cat.configType({ name, tags: { team: 'net' } });
    const d = await cat.get(`/config-types/${id}`);
    assert.equal(d.id, id);
    assert.equal(d.name, name);
    assert.deepEqual(d.schema, HOST_SCHEMA);
    assert.deepEqual(d.tags, { team: 'net' });
    assert.equal(d._links.self.href, `./config-types/${id}`);
    assert.equal(d._links.configs.href, `./config-types/${id}/configs`);
  });

  test('the schema is optional: without one, any data is accepted', async () => {
    const id = requireOk(await server.mgmt.post('/config-types', { name: unique('free') }), 201).id;
    assert.deepEqual((await cat.get(`/config-types/${id}`)).schema, {});
    const configId = await cat.config(id, { data: { anything: ['goes', 1, true] } });
    assert.deepEqual((await cat.get(`/configs/${configId}`)).data, { anything: ['goes', 1, true] });
  });

  test('a schema that does not compile is refused on field schema', async () => {
    for (const schema of [{ type: 'nope' }, { properties: 5 }, { required: 'port' }, { $ref: '#/definitions/missing' }]) {
      const name = unique('bad');
      const error = requireFieldError(await server.mgmt.post('/config-types', { name, schema }), 'schema');
      assert.match(error.cause.reason, /invalid schema/);
      assert.equal((await cat.list(`/config-types?${filter(`name = "${name}"`)}`)).meta.pagination.totalCount, 0);
    }
    const id = await cat.configType();
    requireFieldError(await server.mgmt.patch(`/config-types/${id}`, { schema: { type: 'nope' } }), 'schema');
    assert.deepEqual((await cat.get(`/config-types/${id}`)).schema, HOST_SCHEMA, 'a refused change changes nothing');
  });

  test('name is required, unique, and "all" is reserved', async () => {
    requireFieldError(await server.mgmt.post('/config-types', { schema: {} }), 'name');
    requireFieldError(await server.mgmt.post('/config-types', { name: 'all' }), 'name');
    const name = unique('dup');
    await cat.configType({ name });
    const error = requireFieldError(await server.mgmt.post('/config-types', { name }), 'name');
    assert.equal(error.cause.value, name);
  });

  test('PUT replaces every field, PATCH only the given ones', async () => {
    const id = await cat.configType({ tags: { a: 'b' } });
    const renamed = unique('renamed');
    requireOk(await server.mgmt.patch(`/config-types/${id}`, { name: renamed }));
    let d = await cat.get(`/config-types/${id}`);
    assert.equal(d.name, renamed);
    assert.deepEqual(d.schema, HOST_SCHEMA);
    assert.deepEqual(d.tags, { a: 'b' });
    const replaced = unique('replaced');
    requireOk(await server.mgmt.put(`/config-types/${id}`, { name: replaced }));
    d = await cat.get(`/config-types/${id}`);
    assert.equal(d.name, replaced);
    assert.deepEqual(d.schema, {});
    assert.deepEqual(d.tags, {});
    requireFieldError(await server.mgmt.put(`/config-types/${id}`, { schema: {} }), 'name');
  });

  test('can not be deleted while configs of the type exist (409)', async () => {
    const id = await cat.configType();
    const configId = await cat.config(id);
    const error = requireError(await server.mgmt.delete(`/config-types/${id}`), 409, 'CAN_NOT_DELETE_REFERENCED_ENTITY');
    assert.ok(error.message);
    requireOk(await server.mgmt.delete(`/configs/${configId}`));
    requireOk(await server.mgmt.delete(`/config-types/${id}`));
    requireNotFound(await server.mgmt.get(`/config-types/${id}`));
    requireNotFound(await server.mgmt.delete(`/config-types/${id}`));
  });

  test('list their configs', async () => {
    const id = await cat.configType();
    const other = await cat.configType();
    const mine = [await cat.config(id), await cat.config(id)];
    await cat.config(other);
    const { data } = await cat.list(`/config-types/${id}/configs`);
    assert.deepEqual(data.map((c) => c.id).sort(), [...mine].sort());
    for (const c of data) assert.equal(c.configTypeId, id);
    requireNotFound(await server.mgmt.get(`/config-types/${unique('missing')}/configs`));
  });

  test('lists filter, sort and page', async () => {
    const prefix = unique('page');
    for (const n of ['c', 'a', 'b']) await cat.configType({ name: `${prefix}${n}` });
    const page = await cat.list(`/config-types?${filter(`name contains "${prefix}" sort by name desc`)}&limit=2&offset=1`);
    assert.deepEqual(names(page.data), [`${prefix}b`, `${prefix}a`]);
    assert.deepEqual(page.meta.pagination, { limit: 2, offset: 1, totalCount: 3 });
    assert.ok(page.meta.filterableFields.includes('name'));
    requireError(await server.mgmt.get(`/config-types?${filter('schema = "x"')}`), 400, 'INVALID_FILTER');
  });
});

describe('configs', () => {
  test('are created with data matching their type and read back', async () => {
    const typeName = unique('type');
    const typeId = await cat.configType({ name: typeName });
    const name = unique('cfg');
    const id = await cat.config(typeId, { name, data: { address: 'db.internal', port: 5432, protocol: 'tcp' }, tags: { env: 'prod' } });
    const d = await cat.get(`/configs/${id}`);
    assert.equal(d.name, name);
    assert.equal(d.configTypeId, typeId);
    assert.equal(d.configType.id, typeId);
    assert.equal(d.configType.name, typeName);
    assert.equal(d.configType._links.self.href, `./config-types/${typeId}`);
    assert.deepEqual(d.data, { address: 'db.internal', port: 5432, protocol: 'tcp' });
    assert.deepEqual(d.tags, { env: 'prod' });
    assert.equal(d._links.self.href, `./configs/${id}`);
  });

  test('data that does not match the schema is refused, naming the failing path', async () => {
    const typeId = await cat.configType();
    const bad = async (data: unknown) => requireError(await server.mgmt.post('/configs', { name: unique('bad'), configTypeId: typeId, data }), 400, 'COULD_NOT_VALIDATE').cause;
    let cause = await bad({ address: 'x', port: '80' });
    assert.equal(cause.field, 'data.port');
    assert.match(cause.reason, /integer/);
    assert.equal(cause.value, '80');
    cause = await bad({ address: 'x', port: 70000 });
    assert.equal(cause.field, 'data.port');
    assert.match(cause.reason, /<= 65535/);
    cause = await bad({ address: 'x' });
    assert.equal(cause.field, 'data.port');
    assert.match(cause.reason, /required/);
    cause = await bad({ address: 'x', port: 1, extra: true });
    assert.equal(cause.field, 'data.extra');
    cause = await bad({ address: 'x', port: 1, protocol: 'icmp' });
    assert.equal(cause.field, 'data.protocol');
    assert.equal((await cat.list(`/configs?${filter(`type = "${typeId}"`)}`)).meta.pagination.totalCount, 0, 'nothing was created');
  });

  test("a config type's new schema judges the next create, even one whose change was never announced", async () => {
    const typeId = await cat.configType({ schema: { type: 'object' } });
    await cat.config(typeId, { data: { anything: 1 } });
    // Through the API: the change is announced, and the next create is judged by the new schema.
    requireOk(await server.mgmt.patch(`/config-types/${typeId}`, { schema: { type: 'object', required: ['port'] } }));
    let cause = requireError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { anything: 2 } }), 400, 'COULD_NOT_VALIDATE').cause;
    assert.equal(cause.field, 'data.port');
    await cat.config(typeId, { data: { port: 1 } });
    // Behind the controller's back (as if the announcement from another instance were late):
    // the create must not be judged by the schema this instance last knew.
    const em = server.app.services.deps.orm.em.fork();
    await em.execute(`update "config_types" set "schema" = ?::json where "id" = ?`, [JSON.stringify({ type: 'object', required: ['host'] }), typeId]);
    cause = requireError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { port: 2 } }), 400, 'COULD_NOT_VALIDATE').cause;
    assert.equal(cause.field, 'data.host');
    const accepted = await cat.config(typeId, { data: { host: 'h' } });
    assert.deepEqual((await cat.get(`/configs/${accepted}`)).data, { host: 'h' });
  });

  test('nested failures name the nested path', async () => {
    const schema = { type: 'object', properties: { listen: { type: 'object', properties: { ports: { type: 'array', items: { type: 'integer' } } } } } };
    const typeId = await cat.configType({ schema });
    const error = requireError(await server.mgmt.post('/configs', { name: unique('n'), configTypeId: typeId, data: { listen: { ports: [1, 'two'] } } }), 400, 'COULD_NOT_VALIDATE');
    assert.equal(error.cause.field, 'data.listen.ports.1');
    assert.equal(error.cause.value, 'two');
  });

  test('configTypeId must name an existing config type, and data must be an object', async () => {
    requireFieldError(await server.mgmt.post('/configs', { name: unique('n'), configTypeId: unique('nope'), data: { a: 1 } }), 'configTypeId');
    const typeId = await cat.configType({ schema: {} });
    requireFieldError(await server.mgmt.post('/configs', { name: unique('n'), configTypeId: typeId, data: [1] }), 'data');
    requireFieldError(await server.mgmt.post('/configs', { name: unique('n'), configTypeId: typeId }), 'data');
    requireFieldError(await server.mgmt.post('/configs', { configTypeId: typeId, data: {} }), 'name');
  });

  test('names are unique', async () => {
    const typeId = await cat.configType();
    const name = unique('same');
    await cat.config(typeId, { name });
    requireFieldError(await server.mgmt.post('/configs', { name, configTypeId: typeId, data: { address: 'a', port: 1 } }), 'name');
  });

  test('updates validate data against the type; the type itself is fixed at create', async () => {
    const typeId = await cat.configType();
    const otherType = await cat.configType({ schema: {} });
    const id = await cat.config(typeId);
    const error = requireError(await server.mgmt.patch(`/configs/${id}`, { data: { address: 'a', port: -1 } }), 400, 'COULD_NOT_VALIDATE');
    assert.equal(error.cause.field, 'data.port');
    requireOk(await server.mgmt.patch(`/configs/${id}`, { data: { address: 'b', port: 8080 }, configTypeId: otherType }));
    let d = await cat.get(`/configs/${id}`);
    assert.deepEqual(d.data, { address: 'b', port: 8080 });
    assert.equal(d.configTypeId, typeId, 'the config type does not change');
    const name = unique('put');
    requireOk(await server.mgmt.put(`/configs/${id}`, { name, data: { address: 'c', port: 1 } }));
    d = await cat.get(`/configs/${id}`);
    assert.equal(d.name, name);
    assert.deepEqual(d.data, { address: 'c', port: 1 });
    requireFieldError(await server.mgmt.put(`/configs/${id}`, { name }), 'data');
  });

  test('filter on name, type, the type name and data keys', async () => {
    const typeName = unique('ftype');
    const typeId = await cat.configType({ name: typeName });
    const a = await cat.config(typeId, { data: { address: 'a', port: 1001 } });
    const b = await cat.config(typeId, { data: { address: 'b', port: 1002 } });
    const ids = async (f: string) => (await cat.list(`/configs?${filter(f)}`)).data.map((c) => c.id).sort();
    assert.deepEqual(await ids(`type = "${typeId}"`), [a, b].sort());
    assert.deepEqual(await ids(`configType.name = "${typeName}"`), [a, b].sort());
    assert.deepEqual(await ids(`type = "${typeId}" and data.port = 1002`), [b]);
    assert.deepEqual(await ids(`type = "${typeId}" and data.address = "a"`), [a]);
  });

  test('are deleted while a service uses them, as OpenZiti: the service stays without it (config-delete.test.ts)', async () => {
    const typeId = await cat.configType();
    const id = await cat.config(typeId);
    const serviceId = await cat.service({ configs: [id] });
    const { data } = await cat.list(`/configs/${id}/services`);
    assert.deepEqual(data.map((s) => s.id), [serviceId]);
    requireOk(await server.mgmt.delete(`/configs/${id}`));
    requireNotFound(await server.mgmt.get(`/configs/${id}`));
    assert.deepEqual((await cat.get(`/services/${serviceId}`)).configs, []);
  });

  test('unknown ids are NOT_FOUND', async () => {
    const missing = unique('missing');
    requireNotFound(await server.mgmt.get(`/configs/${missing}`));
    requireNotFound(await server.mgmt.patch(`/configs/${missing}`, { name: unique('x') }));
    requireNotFound(await server.mgmt.delete(`/configs/${missing}`));
    requireNotFound(await server.mgmt.get(`/configs/${missing}/services`));
  });
});

describe('admin only', () => {
  test('non-admins and anonymous callers are UNAUTHORIZED', async () => {
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const user = await cat.nonAdmin();
    for (const client of [user, server.anon('management')]) {
      requireUnauthorized(await client.get('/config-types'));
      requireUnauthorized(await client.get(`/config-types/${typeId}`));
      requireUnauthorized(await client.post('/config-types', { name: unique('x') }));
      requireUnauthorized(await client.delete(`/config-types/${typeId}`));
      requireUnauthorized(await client.get('/configs'));
      requireUnauthorized(await client.get(`/configs/${configId}`));
      requireUnauthorized(await client.patch(`/configs/${configId}`, { name: unique('x') }));
      requireUnauthorized(await client.delete(`/configs/${configId}`));
    }
    assert.ok(await cat.get(`/configs/${configId}`), 'nothing was deleted');
  });
});
