import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { requireError, requireOk, type RestResponse } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import { createServicePolicy, createUser } from '../../support/fixtures';
import { Catalog, filter, unique } from './fixtures';
import type { AbstractSqlDriver } from '@mikro-orm/knex';
import { Migration0016JsonDocumentsAndBuiltinConfigTypes } from '../../../src/migrations/0016-json-documents-and-builtin-config-types';
import {
  ConfigDocsConfigDocument,
  ConfigDocsConfigTypeDocument,
  ConfigDocsConfigTypesDocument,
  ConfigDocsCreateConfigDocument,
  ConfigDocsDeleteConfigTypeDocument,
  ConfigDocsPatchConfigTypeDocument,
  ConfigDocsServiceConfigsDocument,
} from '../../graphql/generated';

/** OpenZiti's built-in config types, and config data and schemas that come back as written. */

const server = useTestServer();
const cat = new Catalog(server);

/**
 * OpenZiti's fixed ids of its built-in config types, and the SHA-256 of each schema as the wire
 * carries it (JSON of OpenZiti's Go maps: keys sorted, no spaces). A schema that drifts from
 * OpenZiti's by a character, or comes back in another key order, changes its hash.
 */
const BUILTINS = [
  { id: 'f2dd2df0-9c04-4b84-a91e-71437ac229f1', name: 'ziti-tunneler-client.v1', sha256: '6d91e7c87d8469315decb40e75812a66f340dfa3fd2c37d4125703acac8baa70', $id: 'http://edge.openziti.org/schemas/ziti-tunneler-client.v1.config.json' },
  { id: 'cea49285-6c07-42cf-9f52-09a9b115c783', name: 'ziti-tunneler-server.v1', sha256: 'e57286768cfcc68002cad1b9da935ede755f84de320068983b8a9c56c3fe5540', $id: 'http://edge.openziti.org/schemas/ziti-tunneler-server.v1.config.json' },
  { id: 'g7cIWbcGg', name: 'intercept.v1', sha256: '57d98133462607ee9286098cce6ca9a99a8e0b0610788c4be353b6b937fbfa69', $id: 'http://edge.openziti.org/schemas/intercept.v1.config.json' },
  { id: 'NH5p4FpGR', name: 'host.v1', sha256: 'f8b8ba69d67f77e18556d0089cf6e4e0b1532df000454fca062b3debf55cee20', $id: 'http://ziti-edge.netfoundry.io/schemas/host.v1.schema.json' },
  { id: 'host.v2', name: 'host.v2', sha256: 'f23170681b12e2e889293c7a487fdff95025af4b78550a1917836974cfcb3626', $id: 'http://ziti-edge.netfoundry.io/schemas/host.v2.schema.json' },
] as const;
const byName = (name: string) => BUILTINS.find((b) => b.name === name)!.id;
const byId = (id: string) => BUILTINS.find((b) => b.id === id)!;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Every object's keys in order, depth first: two documents with the same walk have the same key order everywhere. */
function keyWalk(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyWalk(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${path}/${k}`, ...keyWalk(v, `${path}/${k}`)]);
}

/** A refused write: 400 COULD_NOT_VALIDATE; returns every field it names. */
function refusedFields(res: RestResponse): string[] {
  const error = requireError(res, 400, 'COULD_NOT_VALIDATE');
  return [error.cause?.field, ...((error.data?.fields ?? []) as { field: string }[]).map((f) => f.field)];
}

// Config data as OpenZiti's tunnelers, SDKs and console write it.
const GOOD: Record<string, Record<string, unknown>[]> = {
  'intercept.v1': [
    { protocols: ['tcp'], addresses: ['details'], portRanges: [{ high: 9080, low: 9080 }], dialOptions: { identity: '' }, sourceIp: '' },
    {
      protocols: ['tcp', 'udp'],
      addresses: ['*.apps.ziti', '10.0.0.0/8', 'app.internal', '2001:db8::1'],
      portRanges: [{ low: 80, high: 80 }, { low: 8000, high: 8100 }],
      dialOptions: { identity: '$dst_ip', connectTimeoutSeconds: 10 },
      sourceIp: '$src_ip:$src_port',
      allowedSourceAddresses: ['192.168.1.0/24'],
    },
  ],
  'host.v1': [
    { address: 'localhost', port: 8080, forwardProtocol: true, allowedProtocols: ['tcp'] },
    {
      protocol: 'tcp', address: 'app.internal', port: 443,
      listenOptions: { bindUsingEdgeIdentity: true, connectTimeout: '5s', maxConnections: 3, cost: 10, precedence: 'required' },
      portChecks: [{ address: 'localhost:443', interval: '5s', timeout: '1s', actions: [{ trigger: 'fail', consecutiveEvents: 3, action: 'mark unhealthy' }] }],
      httpChecks: [{ url: 'http://localhost/health', method: 'GET', interval: '10s', timeout: '2s', expectStatus: 200 }],
    },
    {
      forwardProtocol: true, allowedProtocols: ['tcp', 'udp'],
      forwardAddress: true, allowedAddresses: ['10.0.0.0/8', '*.corp'],
      forwardPort: true, allowedPortRanges: [{ low: 1, high: 65535 }],
      forwardAddressTranslations: [{ from: '10.0.0.0', to: '192.168.0.0', prefixLength: 16 }],
      proxy: { type: 'http', address: 'proxy.corp:3128' },
    },
  ],
  'host.v2': [
    { terminators: [{ protocol: 'tcp', address: 'a.local', port: 80 }, { forwardProtocol: true, allowedProtocols: ['udp'], address: 'dns.local', port: 53 }] },
  ],
  'ziti-tunneler-client.v1': [{ hostname: 'app.ziti', port: 443 }],
  'ziti-tunneler-server.v1': [
    { protocol: 'tcp', hostname: 'localhost', port: 8443, httpChecks: [{ url: 'http://localhost/health', interval: '10s', timeout: '2s', method: 'GET', expectStatus: 200 }] },
  ],
};

// Each bad document with a field its refusal must name.
const BAD: Record<string, [Record<string, unknown>, string][]> = {
  'intercept.v1': [
    [{ protocols: ['tcp'], addresses: ['a.ziti'] }, 'data.portRanges'],
    [{ protocols: ['icmp'], addresses: ['a.ziti'], portRanges: [{ low: 1, high: 2 }] }, 'data.protocols.0'],
    [{ protocols: ['tcp'], addresses: [], portRanges: [{ low: 1, high: 2 }] }, 'data.addresses'],
    [{ protocols: ['tcp'], addresses: [''], portRanges: [{ low: 1, high: 2 }] }, 'data.addresses.0'],
    [{ protocols: ['tcp'], addresses: ['a.ziti'], portRanges: [{ low: 1, high: 70000 }] }, 'data.portRanges.0.high'],
    [{ protocols: ['tcp'], addresses: ['a.ziti'], portRanges: [{ low: 1, high: 2 }], extra: true }, 'data.extra'],
  ],
  'host.v1': [
    [{ forwardProtocol: true, address: 'a', port: 1 }, 'data.allowedProtocols'],
    [{ protocol: 'tcp', port: 1 }, 'data.address'],
    [{ protocol: 'tcp', address: 'a', port: 65536 }, 'data.port'],
    [{ protocol: 'tcp', address: 'a', port: 1, listenOptions: { precedence: 'sometimes' } }, 'data.listenOptions.precedence'],
    [{ protocol: 'tcp', address: 'a', port: 1, portChecks: [{ address: 'a:1', interval: 'soon', timeout: '1s' }] }, 'data.portChecks.0.interval'],
  ],
  'host.v2': [
    [{ terminators: [] }, 'data.terminators'],
    [{}, 'data.terminators'],
    [{ terminators: [{ protocol: 'tcp', port: 80 }] }, 'data.terminators.0.address'],
  ],
  'ziti-tunneler-client.v1': [[{ hostname: 'app.ziti' }, 'data.port']],
  'ziti-tunneler-server.v1': [[{ protocol: 'sctp', hostname: 'h', port: 1 }, 'data.protocol']],
};

describe('built-in config types', () => {
  test('exist on a new database with OpenZiti\'s ids, names and exact schemas', async () => {
    const { data, meta } = await cat.list(`/config-types?limit=-1&${filter(`id in [${BUILTINS.map((b) => `"${b.id}"`).join(', ')}]`)}`);
    assert.equal(meta.pagination.totalCount, BUILTINS.length);
    for (const builtin of BUILTINS) {
      const listed = data.find((t: any) => t.id === builtin.id);
      assert.ok(listed, `${builtin.name} is listed`);
      const detail = await cat.get(`/config-types/${builtin.id}`);
      assert.equal(detail.name, builtin.name);
      assert.equal(detail.schema.$id, builtin.$id);
      assert.equal(sha256(detail.schema), builtin.sha256, `${builtin.name}: schema as OpenZiti serves it`);
      assert.equal(sha256(listed.schema), builtin.sha256, `${builtin.name}: same schema in the list`);
      // OpenZiti's schemas are Go maps: their keys come back sorted, at every depth.
      const walk = keyWalk(detail.schema);
      assert.deepEqual(walk, keyWalk(sortKeys(detail.schema)), `${builtin.name}: keys sorted as OpenZiti's`);
    }
    const byNameFilter = await cat.list(`/config-types?${filter('name = "intercept.v1"')}`);
    assert.deepEqual(byNameFilter.data.map((t: any) => t.id), ['g7cIWbcGg']);
  });

  test('GraphQL shows the same schemas, byte for byte', async () => {
    const { configTypes } = requireData(await server.gql(ConfigDocsConfigTypesDocument, { filter: `id in [${BUILTINS.map((b) => `"${b.id}"`).join(', ')}]` }));
    assert.equal(configTypes.items.length, BUILTINS.length);
    for (const t of configTypes.items) {
      const builtin = BUILTINS.find((b) => b.id === t.id)!;
      assert.equal(t.name, builtin.name);
      assert.equal(sha256(t.schema), builtin.sha256, `${t.name} over GraphQL`);
    }
  });

  test('accept OpenZiti-style configs of each type', async () => {
    for (const [type, documents] of Object.entries(GOOD)) {
      for (const data of documents) {
        const name = unique('ok');
        const id = requireOk(await server.mgmt.post('/configs', { name, configTypeId: byName(type), data }), 201).id;
        const read = await cat.get(`/configs/${id}`);
        assert.deepEqual(read.data, data, `${type}: ${JSON.stringify(data)}`);
        assert.equal(read.configType.name, type);
      }
    }
  });

  test('refuse configs their schema does not allow, saying which field, and create nothing', async () => {
    for (const [type, cases] of Object.entries(BAD)) {
      for (const [data, field] of cases) {
        const name = unique('bad');
        const fields = refusedFields(await server.mgmt.post('/configs', { name, configTypeId: byName(type), data }));
        assert.ok(fields.includes(field), `${type} ${JSON.stringify(data)}: expected ${field} among ${JSON.stringify(fields)}`);
        assert.equal((await cat.list(`/configs?${filter(`name = "${name}"`)}`)).meta.pagination.totalCount, 0);
      }
    }
    // An update is held to the schema as well, and a refused one changes nothing.
    const data = GOOD['ziti-tunneler-client.v1'][0];
    const id = requireOk(await server.mgmt.post('/configs', { name: unique('upd'), configTypeId: byName('ziti-tunneler-client.v1'), data }), 201).id;
    assert.ok(refusedFields(await server.mgmt.patch(`/configs/${id}`, { data: { hostname: 'x', port: -1 } })).includes('data.port'));
    assert.deepEqual((await cat.get(`/configs/${id}`)).data, data);
  });

  test('can not be deleted, renamed or given another schema; their tags may change', async () => {
    for (const builtin of BUILTINS) {
      const error = requireError(await server.mgmt.delete(`/config-types/${builtin.id}`), 400, 'ENTITY_CAN_NOT_BE_DELETED');
      assert.match(JSON.stringify(error.cause), /system entity/);
      requireError(await server.mgmt.patch(`/config-types/${builtin.id}`, { name: unique('renamed') }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
      requireError(await server.mgmt.patch(`/config-types/${builtin.id}`, { schema: { type: 'object' } }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
      const after = await cat.get(`/config-types/${builtin.id}`);
      assert.equal(after.name, builtin.name);
      assert.equal(sha256(after.schema), builtin.sha256);
    }
    // A PUT restating name and schema (what GET gave) is no change to them: allowed, tags and all.
    const host = await cat.get('/config-types/NH5p4FpGR');
    requireOk(await server.mgmt.put('/config-types/NH5p4FpGR', { name: host.name, schema: host.schema, tags: { owner: 'ops' } }));
    const tagged = await cat.get('/config-types/NH5p4FpGR');
    assert.deepEqual(tagged.tags, { owner: 'ops' });
    assert.equal(sha256(tagged.schema), byId('NH5p4FpGR').sha256);

    // GraphQL is refused the same way.
    assert.equal(errorCode(await server.gql(ConfigDocsDeleteConfigTypeDocument, { id: 'g7cIWbcGg' })), 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal(errorCode(await server.gql(ConfigDocsPatchConfigTypeDocument, { id: 'g7cIWbcGg', input: { name: unique('x') } })), 'ENTITY_CAN_NOT_BE_UPDATED');
    assert.equal((await cat.get('/config-types/g7cIWbcGg')).name, 'intercept.v1');
  });

  test('their names can not be taken by a new config type', async () => {
    for (const builtin of BUILTINS) {
      assert.ok(refusedFields(await server.mgmt.post('/config-types', { name: builtin.name, schema: {} })).includes('name'));
    }
  });
});

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
}

describe('JSON documents keep their key order', () => {
  // Deliberately neither sorted nor in jsonb's order (shorter keys first), nested too.
  const DATA = { zeta: 1, port: 8080, hostname: 'db.internal', b: { y: true, a: [{ z: 1, c: 2 }], mm: null }, alpha: 'x' };
  const SCHEMA = {
    type: 'object',
    properties: { zeta: { type: 'integer' }, port: { type: 'integer' }, hostname: { type: 'string' }, b: { type: 'object' }, alpha: { type: 'string' } },
    required: ['hostname', 'port'],
    $comment: 'order matters',
  };

  test('config data and a config type schema come back as written, over REST and GraphQL', async () => {
    const typeId = await cat.configType({ schema: SCHEMA });
    const restType = await cat.get(`/config-types/${typeId}`);
    assert.deepEqual(keyWalk(restType.schema), keyWalk(SCHEMA));
    assert.deepEqual(keyWalk((await cat.list(`/config-types?${filter(`id = "${typeId}"`)}`)).data[0].schema), keyWalk(SCHEMA));
    const gqlType = requireData(await server.gql(ConfigDocsConfigTypeDocument, { id: typeId })).configType;
    assert.deepEqual(keyWalk(gqlType.schema), keyWalk(SCHEMA));

    const configId = await cat.config(typeId, { data: DATA });
    assert.deepEqual(keyWalk((await cat.get(`/configs/${configId}`)).data), keyWalk(DATA));
    assert.deepEqual(keyWalk((await cat.list(`/configs?${filter(`id = "${configId}"`)}`)).data[0].data), keyWalk(DATA));
    assert.deepEqual(keyWalk((await cat.list(`/config-types/${typeId}/configs`)).data[0].data), keyWalk(DATA));
    assert.deepEqual(keyWalk(requireData(await server.gql(ConfigDocsConfigDocument, { id: configId })).config.data), keyWalk(DATA));

    // Written through GraphQL, read through REST.
    const viaGql = requireData(await server.gql(ConfigDocsCreateConfigDocument, { input: { name: unique('gql'), configTypeId: typeId, data: DATA } })).createConfig;
    assert.deepEqual(keyWalk(viaGql.data), keyWalk(DATA));
    assert.deepEqual(keyWalk((await cat.get(`/configs/${viaGql.id}`)).data), keyWalk(DATA));

    // An update keeps its own order.
    const UPDATED = { port: 1, zeta: 2, hostname: 'h' };
    requireOk(await server.mgmt.patch(`/configs/${configId}`, { data: UPDATED }));
    assert.deepEqual(keyWalk((await cat.get(`/configs/${configId}`)).data), keyWalk(UPDATED));
  });

  test('filters still address keys of config data and schemas', async () => {
    const typeId = await cat.configType({ schema: SCHEMA });
    const hostname = unique('host');
    const configId = await cat.config(typeId, { data: { ...DATA, hostname } });
    assert.deepEqual((await cat.list(`/configs?${filter(`data.hostname = "${hostname}"`)}`)).data.map((c: any) => c.id), [configId]);
    assert.deepEqual((await cat.list(`/configs?${filter(`data.port = 8080 and data.hostname = "${hostname}"`)}`)).data.map((c: any) => c.id), [configId]);
    assert.deepEqual((await cat.list(`/configs?${filter(`data.port = 8081 and data.hostname = "${hostname}"`)}`)).data.map((c: any) => c.id), []);
    assert.deepEqual((await cat.list(`/config-types?${filter(`schema.type = "object" and id = "${typeId}"`)}`)).data.map((t: any) => t.id), [typeId]);
  });

  test('service config maps (management, client and GraphQL) and identity overrides keep the order', async () => {
    const typeId = await cat.configType({ schema: SCHEMA });
    const typeName = (await cat.get(`/config-types/${typeId}`)).name;
    const configId = await cat.config(typeId, { data: DATA });
    const serviceId = await cat.service({ configs: [configId] });

    const mgmtService = await cat.get(`/services/${serviceId}`);
    assert.deepEqual(keyWalk(mgmtService.config[typeName]), keyWalk(DATA));
    const gqlServices = requireData(await server.gql(ConfigDocsServiceConfigsDocument, { filter: `id = "${serviceId}"`, configTypes: ['all'] })).services.items;
    assert.deepEqual(keyWalk((gqlServices[0].config as Record<string, unknown>)[typeName]), keyWalk(DATA));

    // A client that may dial the service reads the config in its service list.
    const attr = unique('dialers');
    const user = await createUser(server, { roleAttributes: [attr] });
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const listed = requireOk(await user.client.get(`/services?configTypes=all&${filter(`id = "${serviceId}"`)}`));
    assert.deepEqual(keyWalk(listed[0].config[typeName]), keyWalk(DATA));

    // The identity's own override of that config type replaces it, in its own order.
    const OVERRIDE = { port: 9, alpha: 'o', hostname: 'override.internal', zeta: 0 };
    const overrideId = await cat.config(typeId, { data: OVERRIDE });
    requireOk(await server.mgmt.post(`/identities/${user.id}/service-configs`, [{ serviceId, configId: overrideId }]));
    const overridden = requireOk(await user.client.get(`/services/${serviceId}?configTypes=all`));
    assert.deepEqual(keyWalk(overridden.config[typeName]), keyWalk(OVERRIDE));
  });
});

describe('migration 0016 on an existing database', () => {
  /** Runs the migration's statements again, as on a database that had every earlier one. */
  async function migrateAgain(): Promise<void> {
    const orm = server.app.services.deps.orm;
    const migration = new Migration0016JsonDocumentsAndBuiltinConfigTypes(orm.em.getDriver() as unknown as AbstractSqlDriver, orm.config);
    await migration.up();
    const em = orm.em.fork();
    await em.transactional(async (tx) => {
      for (const query of migration.getQueries()) await tx.execute(query as string);
    });
  }

  test('adds the built-ins it lacks once, and keeps what is there (its own type of a built-in name, changed tags)', async () => {
    const em = server.app.services.deps.orm.em.fork();
    // As a database made before the built-ins: host.v2 missing, intercept.v1 tagged by its admin.
    await em.execute(`delete from "configs" where "config_type_id" = 'host.v2'`);
    await em.execute(`delete from "config_types" where "id" = 'host.v2'`);
    await em.execute(`update "config_types" set "tags" = '{"kept":"yes"}' where "id" = 'g7cIWbcGg'`);
    const own = requireOk(await server.mgmt.post('/config-types', { name: 'host.v2', schema: { type: 'object' } }), 201).id;

    await migrateAgain();
    assert.equal((await cat.get('/config-types/g7cIWbcGg')).tags.kept, 'yes', 'an existing built-in is left as it is');
    assert.equal(sha256((await cat.get('/config-types/g7cIWbcGg')).schema), byId('g7cIWbcGg').sha256);
    requireError(await server.mgmt.get('/config-types/host.v2'), 404, 'NOT_FOUND');
    assert.deepEqual((await cat.get(`/config-types/${own}`)).schema, { type: 'object' }, 'its own host.v2 stays');

    requireOk(await server.mgmt.delete(`/config-types/${own}`));
    await migrateAgain();
    const restored = await cat.get('/config-types/host.v2');
    assert.equal(restored.name, 'host.v2');
    assert.equal(sha256(restored.schema), byId('host.v2').sha256);
    await migrateAgain();
    assert.equal((await cat.list(`/config-types?${filter('name = "host.v2"')}`)).meta.pagination.totalCount, 1, 'once');
  });
});
