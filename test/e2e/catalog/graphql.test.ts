import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireNotFound, requireOk } from '../../support/rest-client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { errorCode, requireData, type GqlResult } from '../../support/gql-client';
import { Catalog, unique } from './fixtures';
import {
  CatalogConfigIdsDocument,
  CatalogConfigTypeConfigsDocument,
  CatalogConfigTypeIdsDocument,
  CatalogConfigTypesDocument,
  CatalogCreateConfigDocument,
  CatalogCreateConfigTypeDocument,
  CatalogCreateServiceDocument,
  CatalogCreateTerminatorDocument,
  CatalogDeleteConfigDocument,
  CatalogDeleteConfigTypeDocument,
  CatalogDeleteServiceDocument,
  CatalogPatchServiceDocument,
  CatalogPatchTerminatorDocument,
  CatalogServiceConfigsDocument,
  CatalogServiceDocument,
  CatalogServiceIdsDocument,
  CatalogServicesDocument,
  CatalogTerminatorDocument,
  CatalogTerminatorIdsDocument,
} from '../../graphql/generated';

const server = useTestServer();
const cat = new Catalog(server);

const run = <R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V, token?: string) => server.gql(document, variables, token);
const data = async <R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V) => requireData(await run(document, variables));

function requireGqlError(res: GqlResult<unknown>, code: string) {
  assert.equal(errorCode(res), code, `expected ${code}: ${JSON.stringify(res.errors ?? res.data)}`);
  return res.errors![0];
}

describe('GraphQL catalog', () => {
  test('services created over REST are visible with their configs and terminators, nested', async () => {
    const typeName = unique('host');
    const typeId = await cat.configType({ name: typeName });
    const otherType = await cat.configType({ schema: {} });
    const services: { id: string; configs: string[]; name: string }[] = [];
    const prefix = unique('gql');
    const routerName = unique('er');
    const routerId = requireOk(await server.mgmt.post('/edge-routers', { name: routerName }), 201).id;
    for (const n of [1, 2, 3]) {
      const configs = [await cat.config(typeId, { data: { address: `host${n}`, port: n } }), await cat.config(otherType, { data: { n } })];
      const name = `${prefix}s${n}`;
      const id = await cat.service({ name, configs, roleAttributes: [`r${n}`] });
      requireOk(await server.mgmt.post('/terminators', { service: id, router: routerId, binding: 'edge', address: `tcp:host${n}:${n}` }), 201);
      services.push({ id, configs, name });
    }
    const result = await data(CatalogServicesDocument, { filter: `name contains "${prefix}"` });
    assert.equal(result.services.pagination.totalCount, 3);
    result.services.items.forEach((s: any, i: number) => {
      const rest = services[i];
      assert.equal(s.id, rest.id);
      assert.equal(s.name, rest.name);
      assert.deepEqual(s.configs, rest.configs);
      assert.deepEqual(s.attachedConfigs.map((c: any) => c.id), rest.configs);
      assert.deepEqual(s.attachedConfigs[0].configType, { id: typeId, name: typeName });
      assert.equal(s.attachedConfigs[0].configTypeId, typeId);
      assert.deepEqual(s.config[typeName], { address: `host${i + 1}`, port: i + 1 });
      assert.deepEqual(s.permissions, ['Bind', 'Dial']);
      assert.equal(s.encryptionRequired, true);
      assert.deepEqual(s.roleAttributes, [`r${i + 1}`]);
      assert.equal(s.terminators.length, 1);
      assert.equal(s.terminators[0].address, `tcp:host${i + 1}:${i + 1}`);
      assert.deepEqual(s.terminators[0].router, { id: routerId, name: routerName });
      assert.deepEqual(s.terminators[0].service, { id: rest.id, name: rest.name });
    });
    const one = (await data(CatalogServiceDocument, { id: services[1].id })).service;
    assert.deepEqual(one.attachedConfigs!.map((c: any) => c.id), services[1].configs);
    const limited = await data(CatalogServiceConfigsDocument, { filter: `id = "${services[0].id}"`, configTypes: [typeName] });
    assert.deepEqual(limited.services.items[0].config, { [typeName]: { address: 'host1', port: 1 } });
    const types = await data(CatalogConfigTypeConfigsDocument, { filter: `id = "${typeId}"` });
    assert.deepEqual(types.configTypes.items[0].configs!.map((c: any) => c.id).sort(), services.map((s) => s.configs[0]).sort());
  });

  test('mutations create, change and delete, visible over REST; refusals carry the OpenZiti code', async () => {
    const { createConfigType: type } = await data(CatalogCreateConfigTypeDocument, {
      input: { name: unique('gt'), schema: { type: 'object', properties: { port: { type: 'integer' } } } },
    });
    assert.equal((await cat.get(`/config-types/${type.id}`)).name, type.name);
    const bad = requireGqlError(await run(CatalogCreateConfigDocument, { input: { name: unique('gc'), configTypeId: type.id, data: { port: 'x' } } }), 'COULD_NOT_VALIDATE');
    assert.equal((bad.extensions as any).cause.field, 'data.port');
    requireGqlError(await run(CatalogCreateConfigTypeDocument, { input: { name: unique('gt'), schema: { type: 'nope' } } }), 'COULD_NOT_VALIDATE');
    const { createConfig: config } = await data(CatalogCreateConfigDocument, { input: { name: unique('gc'), configTypeId: type.id, data: { port: 7 } } });
    assert.deepEqual(config.data, { port: 7 });
    assert.equal(config.configType!.name, type.name);
    requireGqlError(await run(CatalogDeleteConfigTypeDocument, { id: type.id }), 'CAN_NOT_DELETE_REFERENCED_ENTITY');

    const { createService: service } = await data(CatalogCreateServiceDocument, {
      input: { name: unique('gs'), encryptionRequired: false, configs: [config.id] },
    });
    assert.equal(service.encryptionRequired, false);
    assert.deepEqual(service.config, { [type.name]: { port: 7 } });
    assert.deepEqual(service.attachedConfigs, [{ id: config.id }]);
    const { patchService: patched } = await data(CatalogPatchServiceDocument, {
      id: service.id, input: { roleAttributes: ['g'] },
    });
    assert.deepEqual(patched, { roleAttributes: ['g'], terminatorStrategy: 'smartrouting', configs: [config.id] });
    assert.deepEqual((await cat.get(`/services/${service.id}`)).roleAttributes, ['g']);

    const routerId = requireOk(await server.mgmt.post('/routers', { name: unique('tr') }), 201).id;
    const { createTerminator: terminator } = await data(CatalogCreateTerminatorDocument, {
      input: { service: service.id, router: routerId, binding: 'edge', address: 'a', cost: 9, identitySecret: 'c2VjcmV0' },
    });
    assert.deepEqual({ cost: terminator.cost, routerId: terminator.routerId, service: terminator.service!.id }, { cost: 9, routerId, service: service.id });
    requireGqlError(await run(CatalogCreateTerminatorDocument, { input: { service: unique('x'), router: routerId, binding: 'e', address: 'a' } }), 'COULD_NOT_VALIDATE');
    const { patchTerminator } = await data(CatalogPatchTerminatorDocument, { id: terminator.id, input: { precedence: 'failed' } });
    assert.deepEqual(patchTerminator, { cost: 9, precedence: 'failed' });
    // As OpenZiti, a config in use is deleted and leaves the service that used it.
    assert.equal((await data(CatalogDeleteConfigDocument, { id: config.id })).deleteConfig, true);
    assert.deepEqual((await cat.get(`/services/${service.id}`)).configs, []);

    assert.equal((await data(CatalogDeleteServiceDocument, { id: service.id })).deleteService, true);
    requireNotFound(await server.mgmt.get(`/services/${service.id}`));
    requireNotFound(await server.mgmt.get(`/terminators/${terminator.id}`));
    requireGqlError(await run(CatalogTerminatorDocument, { id: terminator.id }), 'NOT_FOUND');
  });

  test('lists filter and page like REST', async () => {
    const prefix = unique('gl');
    for (const n of ['b', 'a', 'c']) await cat.configType({ name: `${prefix}${n}` });
    const { configTypes } = await data(CatalogConfigTypesDocument, { filter: `name contains "${prefix}"`, sort: 'name desc', limit: 2 });
    assert.deepEqual(configTypes.items.map((t: any) => t.name), [`${prefix}c`, `${prefix}b`]);
    assert.deepEqual(configTypes.pagination, { limit: 2, offset: 0, totalCount: 3 });
    assert.ok(configTypes.filterableFields.includes('name'));
    requireGqlError(await run(CatalogConfigIdsDocument, { filter: 'nope = 1' }), 'INVALID_FILTER');
  });

  test('non-admins are FORBIDDEN (GraphQL tells them from callers without a session)', async () => {
    const user = await cat.nonAdmin();
    requireGqlError(await run(CatalogServiceIdsDocument, {}, user.token), 'FORBIDDEN');
    requireGqlError(await run(CatalogConfigTypeIdsDocument, {}, user.token), 'FORBIDDEN');
    requireGqlError(await run(CatalogConfigIdsDocument, {}, user.token), 'FORBIDDEN');
    requireGqlError(await run(CatalogTerminatorIdsDocument, {}, user.token), 'FORBIDDEN');
    requireGqlError(await run(CatalogCreateServiceDocument, { input: { name: unique('x'), encryptionRequired: true } }, user.token), 'FORBIDDEN');
  });
});
