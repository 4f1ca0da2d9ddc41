import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { filter, unique } from '../../support/fixtures';
import { HOST_SCHEMA } from './fixtures';
import {
  CatalogParityConfigDocument, CatalogParityConfigsDocument, CatalogParityConfigTypeDocument, CatalogParityConfigTypesDocument,
  CatalogParityCreateConfigDocument, CatalogParityCreateConfigTypeDocument, CatalogParityCreateServiceDocument, CatalogParityCreateTerminatorDocument,
  CatalogParityPatchConfigDocument, CatalogParityPatchConfigTypeDocument, CatalogParityPatchServiceDocument, CatalogParityPatchTerminatorDocument,
  CatalogParityServiceDocument, CatalogParityServicesDocument, CatalogParityTerminatorDocument, CatalogParityTerminatorsDocument,
} from '../../graphql/generated';

/**
 * Config types, configs, services and terminators, each written through one API and read
 * through both: every field REST and GraphQL both show has the same value, in the detail and the
 * list views. The lists name the shared fields (a dotted name is a field of a nested reference),
 * so a field that drifts in one API (a rule applied on one side only, a write one API lacks)
 * fails here, and a shared field one API stops showing fails too.
 */
const SHARED_FIELDS = {
  configType: ['id', 'name', 'schema', 'tags', 'createdAt', 'updatedAt'],
  config: ['id', 'name', 'configTypeId', 'configType.id', 'configType.name', 'data', 'tags', 'createdAt', 'updatedAt'],
  service: [
    'id', 'name', 'roleAttributes', 'configs', 'config', 'terminatorStrategy', 'encryptionRequired', 'maxIdleTimeMillis', 'permissions', 'tags',
    'createdAt', 'updatedAt',
  ],
  terminator: [
    'id', 'serviceId', 'service.id', 'service.name', 'routerId', 'router.id', 'router.name', 'binding', 'address', 'identity', 'cost', 'precedence',
    'tags', 'createdAt', 'updatedAt',
  ],
} as const;

type Resource = keyof typeof SHARED_FIELDS;
type Row = Record<string, unknown>;

const server = useTestServer();

async function data<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  return requireData(await gql(server.url, document, variables, server.admin));
}

/** The REST segment and the GraphQL detail and list reads of each resource. */
const READS: Record<Resource, { segment: string; detail: (id: string) => Promise<unknown>; list: (f: string) => Promise<unknown[]> }> = {
  configType: {
    segment: 'config-types',
    detail: async (id) => (await data(CatalogParityConfigTypeDocument, { id })).configType,
    list: async (f) => (await data(CatalogParityConfigTypesDocument, { filter: f })).configTypes.items,
  },
  config: {
    segment: 'configs',
    detail: async (id) => (await data(CatalogParityConfigDocument, { id })).config,
    list: async (f) => (await data(CatalogParityConfigsDocument, { filter: f })).configs.items,
  },
  service: {
    segment: 'services',
    detail: async (id) => (await data(CatalogParityServiceDocument, { id })).service,
    list: async (f) => (await data(CatalogParityServicesDocument, { filter: f })).services.items,
  },
  terminator: {
    segment: 'terminators',
    detail: async (id) => (await data(CatalogParityTerminatorDocument, { id })).terminator,
    list: async (f) => (await data(CatalogParityTerminatorsDocument, { filter: f })).terminators.items,
  },
};

function valueAt(row: Row, path: string): { present: boolean; value: unknown } {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object' || !(key in value)) return { present: false, value: undefined };
    value = (value as Row)[key];
  }
  return { present: true, value };
}

/**
 * Reads one entity through REST (detail and list) and GraphQL (detail and list) and asserts every
 * shared field equal in all four; returns the REST detail for checks of what was written.
 */
async function assertParity(resource: Resource, id: string): Promise<Row> {
  const reads = READS[resource];
  const rest = requireOk(await server.mgmt.get(`/${reads.segment}/${id}`)) as Row;
  const restList = requireOk(await server.mgmt.get(`/${reads.segment}?${filter(`id = "${id}"`)}`)) as Row[];
  const graphql = (await reads.detail(id)) as Row;
  const graphqlList = (await reads.list(`id = "${id}"`)) as Row[];
  assert.equal(restList.length, 1, 'the REST list finds the entity');
  assert.equal(graphqlList.length, 1, 'the GraphQL list finds the entity');
  const views: [string, Row][] = [['REST list', restList[0]], ['GraphQL detail', graphql], ['GraphQL list', graphqlList[0]]];
  for (const field of SHARED_FIELDS[resource]) {
    const expected = valueAt(rest, field);
    assert.ok(expected.present, `REST shows ${resource}.${field}`);
    for (const [name, row] of views) {
      const actual = valueAt(row, field);
      assert.ok(actual.present, `${name} shows ${resource}.${field}`);
      assert.deepEqual(actual.value, expected.value, `${resource}.${field}: REST detail ${JSON.stringify(expected.value)}, ${name} ${JSON.stringify(actual.value)}`);
    }
  }
  return rest;
}

const restCreate = async (segment: string, body: Row): Promise<string> => requireOk(await server.mgmt.post(`/${segment}`, body), 201).id;
const restPatch = async (segment: string, id: string, body: Row): Promise<void> => {
  requireOk(await server.mgmt.patch(`/${segment}/${id}`, body));
};

async function configTypeThroughRest(): Promise<string> {
  return restCreate('config-types', { name: unique('ct'), schema: HOST_SCHEMA });
}

async function edgeRouter(): Promise<string> {
  return restCreate('edge-routers', { name: unique('er') });
}

describe('catalog: REST and GraphQL show the same values', () => {
  test('config type created through GraphQL, patched through REST', async () => {
    const { createConfigType } = await data(CatalogParityCreateConfigTypeDocument, {
      input: { name: unique('pct'), schema: HOST_SCHEMA, tags: { owner: 'ops', pinned: true, none: null } },
    });
    const rest = await assertParity('configType', createConfigType.id);
    assert.deepEqual(rest.schema, HOST_SCHEMA);
    assert.deepEqual(rest.tags, { owner: 'ops', pinned: true, none: null });
    await restPatch('config-types', createConfigType.id, { tags: { owner: 'dev' } });
    assert.deepEqual((await assertParity('configType', createConfigType.id)).tags, { owner: 'dev' });
  });

  test('config type created through REST without a schema, patched through GraphQL; a null is REST\'s absence, or its null where REST takes one', async () => {
    const id = await restCreate('config-types', { name: unique('pct'), tags: { a: 'b' } });
    assert.deepEqual((await assertParity('configType', id)).schema, {});
    await data(CatalogParityPatchConfigTypeDocument, { id, input: { schema: HOST_SCHEMA } });
    assert.deepEqual((await assertParity('configType', id)).schema, HOST_SCHEMA);
    // REST refuses a null schema (so GraphQL's null leaves it as it is) and takes null tags (reset to none).
    await data(CatalogParityPatchConfigTypeDocument, { id, input: { schema: null, tags: null } });
    const rest = await assertParity('configType', id);
    assert.deepEqual(rest.schema, HOST_SCHEMA);
    assert.deepEqual(rest.tags, {});
    await data(CatalogParityPatchConfigTypeDocument, { id, input: { schema: {} } });
    assert.deepEqual((await assertParity('configType', id)).schema, {});
  });

  test('config created through REST, patched through GraphQL', async () => {
    const typeId = await configTypeThroughRest();
    const id = await restCreate('configs', { name: unique('pcfg'), configTypeId: typeId, data: { address: 'a.example', port: 443 }, tags: { env: 'prod' } });
    const rest = await assertParity('config', id);
    assert.equal(rest.configTypeId, typeId);
    await data(CatalogParityPatchConfigDocument, { id, input: { data: { address: 'b.example', port: 8443, protocol: 'tcp' } } });
    assert.deepEqual((await assertParity('config', id)).data, { address: 'b.example', port: 8443, protocol: 'tcp' });
  });

  test('config created through GraphQL, patched through REST', async () => {
    const typeId = await configTypeThroughRest();
    const { createConfig } = await data(CatalogParityCreateConfigDocument, {
      input: { name: unique('pcfg'), configTypeId: typeId, data: { address: 'c.example', port: 80 }, tags: { flag: false } },
    });
    await assertParity('config', createConfig.id);
    await restPatch('configs', createConfig.id, { name: unique('pcfg-renamed') });
    await assertParity('config', createConfig.id);
  });

  test('service created through GraphQL with every writable field, patched through REST', async () => {
    const hostType = await configTypeThroughRest();
    const otherType = await restCreate('config-types', { name: unique('pct') });
    const configs = [
      await restCreate('configs', { name: unique('pcfg'), configTypeId: hostType, data: { address: 'svc.example', port: 22 } }),
      await restCreate('configs', { name: unique('pcfg'), configTypeId: otherType, data: { anything: ['goes'] } }),
    ];
    const { createService } = await data(CatalogParityCreateServiceDocument, {
      input: {
        name: unique('psvc'),
        encryptionRequired: false,
        roleAttributes: ['parity', 'graphql'],
        configs,
        terminatorStrategy: 'weighted',
        maxIdleTimeMillis: 60_000,
        tags: { team: 'catalog' },
      },
    });
    const rest = await assertParity('service', createService.id);
    assert.equal(rest.encryptionRequired, false);
    assert.equal(rest.terminatorStrategy, 'weighted');
    assert.equal(Object.keys(rest.config as Row).length, 2);
    await restPatch('services', createService.id, { roleAttributes: ['rest'], configs: [configs[1]], maxIdleTimeMillis: 0, terminatorStrategy: null });
    const patched = await assertParity('service', createService.id);
    assert.equal(patched.terminatorStrategy, 'smartrouting');
    assert.deepEqual(patched.configs, [configs[1]]);
  });

  test('service created through REST with defaults, patched through GraphQL', async () => {
    const id = await restCreate('services', { name: unique('psvc'), encryptionRequired: true });
    const rest = await assertParity('service', id);
    assert.deepEqual(rest.roleAttributes, []);
    assert.deepEqual(rest.config, {});
    await data(CatalogParityPatchServiceDocument, { id, input: { roleAttributes: ['gql'], maxIdleTimeMillis: 1000, tags: { x: 'y' } } });
    await assertParity('service', id);
  });

  test('terminator created through REST with every writable field, patched through GraphQL', async () => {
    const serviceId = await restCreate('services', { name: unique('psvc'), encryptionRequired: true });
    const routerId = await edgeRouter();
    const id = await restCreate('terminators', {
      service: serviceId,
      router: routerId,
      binding: 'transport',
      address: 'tcp:parity.example:443',
      cost: 7,
      precedence: 'required',
      identity: unique('host'),
      identitySecret: Buffer.from('secret').toString('base64'),
      tags: { rack: 'a1' },
    });
    const rest = await assertParity('terminator', id);
    assert.equal(rest.cost, 7);
    assert.equal(rest.precedence, 'required');
    assert.equal('identitySecret' in rest, false, 'the identity secret is write-only');
    const otherRouter = await edgeRouter();
    // REST takes no null cost: GraphQL's null leaves it as it is.
    await data(CatalogParityPatchTerminatorDocument, { id, input: { router: otherRouter, cost: null, precedence: 'failed' } });
    const patched = await assertParity('terminator', id);
    assert.equal(patched.routerId, otherRouter);
    assert.equal(patched.cost, 7);
    assert.equal(patched.precedence, 'failed');
  });

  test('terminator created through GraphQL, patched through REST', async () => {
    const serviceId = await restCreate('services', { name: unique('psvc'), encryptionRequired: true });
    const routerId = await edgeRouter();
    const { createTerminator } = await data(CatalogParityCreateTerminatorDocument, {
      input: { service: serviceId, router: routerId, binding: 'edge', address: 'tcp:gql.example:80', identity: null, identitySecret: null, cost: 3 },
    });
    const rest = await assertParity('terminator', createTerminator.id);
    assert.equal(rest.identity, '');
    assert.equal(rest.precedence, 'default');
    await restPatch('terminators', createTerminator.id, { address: 'tcp:gql.example:8080', tags: { moved: true } });
    assert.equal((await assertParity('terminator', createTerminator.id)).address, 'tcp:gql.example:8080');
  });

  test('a service idle time beyond GraphQL Int (2^31 - 1 ms, about 24.8 days) reads the same through both', async () => {
    const id = await restCreate('services', { name: unique('psvc'), encryptionRequired: true, maxIdleTimeMillis: 3_000_000_000 });
    await assertParity('service', id);
  });
});
