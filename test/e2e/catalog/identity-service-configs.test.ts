import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { Catalog, unique } from './fixtures';
import { errorCode, requireData } from '../../support/gql-client';
import { AddIdentityServiceConfigsDocument, IdentityServiceConfigsDocument, RemoveIdentityServiceConfigsDocument } from '../../graphql/generated';

const server = useTestServer();
const cat = new Catalog(server);

const path = (identityId: string) => `/identities/${identityId}/service-configs`;
const pairs = (rows: { serviceId: string; configId: string }[]) => rows.map((r) => `${r.serviceId}:${r.configId}`).sort();

describe('identity service configs', () => {
  test('are added and listed with their service and config', async () => {
    const typeId = await cat.configType();
    const configName = unique('mine');
    const configId = await cat.config(typeId, { name: configName });
    const serviceName = unique('svc');
    const serviceId = await cat.service({ name: serviceName });
    const identityId = await cat.identity();
    assert.deepEqual(await cat.get(path(identityId)), []);
    requireOk(await server.mgmt.post(path(identityId), [{ serviceId, configId }]));
    const [row, ...rest] = await cat.get(path(identityId));
    assert.deepEqual(rest, []);
    assert.equal(row.serviceId, serviceId);
    assert.equal(row.service.id, serviceId);
    assert.equal(row.service.name, serviceName);
    assert.equal(row.service._links.self.href, `./services/${serviceId}`);
    assert.equal(row.configId, configId);
    assert.equal(row.config.name, configName);
    assert.equal(row.config._links.self.href, `./configs/${configId}`);
  });

  test('a config replaces the override of the same config type for that service only', async () => {
    const typeId = await cat.configType();
    const otherType = await cat.configType({ schema: {} });
    const [first, second] = [await cat.config(typeId), await cat.config(typeId)];
    const different = await cat.config(otherType, { data: { x: 1 } });
    const [s1, s2] = [await cat.service(), await cat.service()];
    const identityId = await cat.identity();
    requireOk(await server.mgmt.post(path(identityId), [{ serviceId: s1, configId: first }, { serviceId: s2, configId: first }, { serviceId: s1, configId: different }]));
    requireOk(await server.mgmt.post(path(identityId), [{ serviceId: s1, configId: second }]));
    assert.deepEqual(pairs(await cat.get(path(identityId))), pairs([
      { serviceId: s1, configId: second }, { serviceId: s1, configId: different }, { serviceId: s2, configId: first },
    ]));
    const otherIdentity = await cat.identity();
    assert.deepEqual(await cat.get(path(otherIdentity)), [], 'overrides belong to one identity');
  });

  test('are removed by pair, or all at once with an empty or absent body', async () => {
    const typeId = await cat.configType();
    const otherType = await cat.configType({ schema: {} });
    const [a, b] = [await cat.config(typeId), await cat.config(otherType, { data: {} })];
    const serviceId = await cat.service();
    const identityId = await cat.identity();
    const addBoth = async () => requireOk(await server.mgmt.post(path(identityId), [{ serviceId, configId: a }, { serviceId, configId: b }]));
    await addBoth();
    requireOk(await server.mgmt.delete(path(identityId), { body: [{ serviceId, configId: a }] }));
    assert.deepEqual(pairs(await cat.get(path(identityId))), [`${serviceId}:${b}`]);
    requireOk(await server.mgmt.delete(path(identityId)));
    assert.deepEqual(await cat.get(path(identityId)), []);
    await addBoth();
    requireOk(await server.mgmt.delete(path(identityId), { body: [] }));
    assert.deepEqual(await cat.get(path(identityId)), []);
  });

  test('unknown identities, services and configs are NOT_FOUND; pairs need both ids', async () => {
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const serviceId = await cat.service();
    const identityId = await cat.identity();
    requireNotFound(await server.mgmt.get(path(unique('nobody'))));
    requireNotFound(await server.mgmt.post(path(unique('nobody')), [{ serviceId, configId }]));
    requireNotFound(await server.mgmt.post(path(identityId), [{ serviceId: unique('nosvc'), configId }]));
    requireNotFound(await server.mgmt.post(path(identityId), [{ serviceId, configId: unique('nocfg') }]));
    requireNotFound(await server.mgmt.delete(path(identityId), { body: [{ serviceId, configId: unique('nocfg') }] }));
    requireError(await server.mgmt.post(path(identityId), [{ serviceId }]), 400, 'COULD_NOT_VALIDATE');
    requireError(await server.mgmt.post(path(identityId), { serviceId, configId }), 400, 'COULD_NOT_VALIDATE');
    assert.deepEqual(await cat.get(path(identityId)), [], 'nothing was added');
  });

  test('deleting the config removes the overrides using it', async () => {
    const typeId = await cat.configType();
    const configId = await cat.config(typeId);
    const identityId = await cat.identity();
    requireOk(await server.mgmt.post(path(identityId), [{ serviceId: await cat.service(), configId }]));
    requireOk(await server.mgmt.delete(`/configs/${configId}`));
    assert.deepEqual(await cat.get(path(identityId)), []);
  });

  test("replace the service's config of that type in what the identity sees", async () => {
    const typeName = unique('host');
    const typeId = await cat.configType({ name: typeName });
    const shared = await cat.config(typeId, { data: { address: 'shared', port: 1 } });
    const own = await cat.config(typeId, { data: { address: 'own', port: 2 } });
    const attr = unique('seen');
    const serviceId = await cat.service({ roleAttributes: [attr], configs: [shared] });
    const user = await cat.nonAdmin();
    const me = requireOk(await user.get('/current-identity')).id;
    requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AllOf', identityRoles: [`@${me}`], serviceRoles: [`#${attr}`] }), 201);
    const seen = async () => requireOk(await user.on('client').get(`/services?configTypes=${typeName}`)).find((s: { id: string }) => s.id === serviceId).config;
    assert.deepEqual(await seen(), { [typeName]: { address: 'shared', port: 1 } });
    requireOk(await server.mgmt.post(path(me), [{ serviceId, configId: own }]));
    assert.deepEqual(await seen(), { [typeName]: { address: 'own', port: 2 } });
    assert.deepEqual((await cat.get(`/services/${serviceId}`)).config, { [typeName]: { address: 'shared', port: 1 } }, 'the management view shows the service defaults');
  });

  test('are admin only', async () => {
    const identityId = await cat.identity();
    const user = await cat.nonAdmin();
    for (const client of [user, server.anon('management')]) {
      requireUnauthorized(await client.get(path(identityId)));
      requireUnauthorized(await client.post(path(identityId), []));
      requireUnauthorized(await client.delete(path(identityId)));
    }
  });

  test('GraphQL: identityServiceConfigs, addIdentityServiceConfigs and removeIdentityServiceConfigs do what GET, POST and DELETE do', async () => {
    const typeId = await cat.configType();
    const otherType = await cat.configType({ schema: {} });
    const [first, second] = [await cat.config(typeId, { name: unique('first') }), await cat.config(typeId)];
    const different = await cat.config(otherType, { data: {} });
    const serviceName = unique('svc');
    const serviceId = await cat.service({ name: serviceName });
    const identityId = await cat.identity();
    const listed = async () => requireData(await server.gql(IdentityServiceConfigsDocument, { id: identityId })).identityServiceConfigs;
    assert.deepEqual(await listed(), []);

    const add = (serviceConfigs: { serviceId: string; configId: string }[]) => server.gql(AddIdentityServiceConfigsDocument, { id: identityId, serviceConfigs });
    assert.equal(requireData(await add([{ serviceId, configId: first }, { serviceId, configId: different }])).addIdentityServiceConfigs, true);
    // The same rows REST lists, named.
    const rest = await cat.get(path(identityId));
    assert.deepEqual(pairs(await listed()), pairs(rest));
    assert.deepEqual((await listed()).find((r) => r.configId === first), { serviceId, serviceName, configId: first, configName: (await cat.get(`/configs/${first}`)).name });

    // The rule of POST: a config replaces the override of its type.
    requireData(await add([{ serviceId, configId: second }]));
    assert.deepEqual(pairs(await listed()), pairs([{ serviceId, configId: second }, { serviceId, configId: different }]));

    // Unknown ids are refused as by REST, and change nothing.
    assert.equal(errorCode(await add([{ serviceId: unique('nosvc'), configId: first }])), 'NOT_FOUND');
    assert.equal(errorCode(await server.gql(IdentityServiceConfigsDocument, { id: unique('nobody') })), 'NOT_FOUND');
    assert.equal(errorCode(await server.gql(RemoveIdentityServiceConfigsDocument, { id: identityId, serviceConfigs: [{ serviceId, configId: unique('nocfg') }] })), 'NOT_FOUND');
    assert.equal((await listed()).length, 2);

    // Removal by pair, then of everything when no pairs are given.
    requireData(await server.gql(RemoveIdentityServiceConfigsDocument, { id: identityId, serviceConfigs: [{ serviceId, configId: second }] }));
    assert.deepEqual(pairs(await listed()), [`${serviceId}:${different}`]);
    requireData(await server.gql(RemoveIdentityServiceConfigsDocument, { id: identityId }));
    assert.deepEqual(await listed(), []);
    assert.deepEqual(await cat.get(path(identityId)), []);

    // Admins only, as on REST.
    const token = (await cat.nonAdmin()).token;
    assert.equal(errorCode(await server.gql(IdentityServiceConfigsDocument, { id: identityId }, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(AddIdentityServiceConfigsDocument, { id: identityId, serviceConfigs: [{ serviceId, configId: first }] }, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(RemoveIdentityServiceConfigsDocument, { id: identityId }, token)), 'FORBIDDEN');
    assert.deepEqual(await cat.get(path(identityId)), [], 'nothing was added');
  });
});
