import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { importDocument } from '../../../bench/import-document';
import { useTestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';
import { requireData } from '../../support/gql-client';
import { create, createCredentials, createServicePolicy, filter, listAll, logIn, sorted, unique } from '../../support/fixtures';
import {
  DialBindCreateIdentityDocument, DialBindCreateServiceDocument, DialBindPatchIdentityDocument, DialBindPatchServiceDocument,
  DialBindUpdateIdentityDocument, DialBindUpdateServiceDocument,
} from '../../graphql/generated';

/**
 * Networks where one identity both dials and binds a service: every write that can move an
 * identity into or out of a Dial and a Bind policy at once (create, PATCH and PUT of services
 * and of identities' attributes), through both APIs, with `#all`, `@id` and `#attribute`
 * policies. Each answers as it should and leaves the identity's permissions right.
 */

const server = useTestServer();

type Api = 'rest' | 'graphql';
const APIS: Api[] = ['rest', 'graphql'];
const BOTH = ['Bind', 'Dial'];

// ---- writes through either API ----

async function createService(api: Api, name: string, roleAttributes: string[]): Promise<string> {
  if (api === 'rest') return create(server, 'services', { name, encryptionRequired: true, roleAttributes });
  return requireData(await server.gql(DialBindCreateServiceDocument, { input: { name, encryptionRequired: true, roleAttributes } })).createService.id;
}

async function patchService(api: Api, id: string, roleAttributes: string[]): Promise<void> {
  if (api === 'rest') requireOk(await server.mgmt.patch(`/services/${id}`, { roleAttributes }));
  else assert.deepEqual(requireData(await server.gql(DialBindPatchServiceDocument, { id, input: { roleAttributes } })).patchService.roleAttributes, roleAttributes);
}

async function putService(api: Api, id: string, name: string, roleAttributes: string[]): Promise<void> {
  if (api === 'rest') requireOk(await server.mgmt.put(`/services/${id}`, { name, encryptionRequired: true, roleAttributes }));
  else assert.deepEqual(requireData(await server.gql(DialBindUpdateServiceDocument, { id, input: { name, roleAttributes } })).updateService.roleAttributes, roleAttributes);
}

async function createIdentity(api: Api, name: string, roleAttributes: string[]): Promise<string> {
  const input = { name, type: 'User', isAdmin: false, roleAttributes };
  if (api === 'rest') return create(server, 'identities', input);
  return requireData(await server.gql(DialBindCreateIdentityDocument, { input })).createIdentity.id;
}

async function patchIdentity(api: Api, id: string, roleAttributes: string[]): Promise<void> {
  if (api === 'rest') requireOk(await server.mgmt.patch(`/identities/${id}`, { roleAttributes }));
  else assert.deepEqual(requireData(await server.gql(DialBindPatchIdentityDocument, { id, input: { roleAttributes } })).patchIdentity.roleAttributes, roleAttributes);
}

async function putIdentity(api: Api, id: string, name: string, roleAttributes: string[]): Promise<void> {
  const input = { name, type: 'User', isAdmin: false, roleAttributes };
  if (api === 'rest') requireOk(await server.mgmt.put(`/identities/${id}`, input));
  else assert.deepEqual(requireData(await server.gql(DialBindUpdateIdentityDocument, { id, input })).updateIdentity.roleAttributes, roleAttributes);
}

// ---- what an identity may do ----

/** A client API login of an identity (a updb authenticator is added for it). */
async function clientOf(identityId: string): Promise<RestClient> {
  const username = unique('user');
  const password = `pw-${unique('secret')}`;
  await create(server, 'authenticators', { method: 'updb', identityId, username, password });
  return (await logIn(server, username, password)).client;
}

/** The identity's permissions on a service, as its own service list says (none: not listed). */
async function permissions(client: RestClient, serviceId: string): Promise<string[]> {
  const [service] = await listAll(client, `/services?${filter(`id = "${serviceId}"`)}`);
  return service ? sorted(service.permissions) : [];
}

/** A Dial and a Bind policy with these roles; returns their ids. */
async function dialAndBind(identityRoles: string[], serviceRoles: string[]): Promise<string[]> {
  return [await createServicePolicy(server, 'Dial', identityRoles, serviceRoles), await createServicePolicy(server, 'Bind', identityRoles, serviceRoles)];
}

/**
 * Service writes moving `client`'s identity in and out of both policies (those selecting
 * services with attribute `attr`): create, PATCH and PUT, each checked by its permissions.
 * With `always` (the policies select every service) nothing moves, and both hold throughout.
 */
async function serviceWrites(api: Api, client: RestClient, attr: string, always = false): Promise<void> {
  const outside = always ? BOTH : [];
  const name = unique('svc');
  const serviceId = await createService(api, name, [attr]);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} create`);
  await patchService(api, serviceId, []);
  assert.deepEqual(await permissions(client, serviceId), outside, `${api} PATCH out`);
  await patchService(api, serviceId, [attr]);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} PATCH in`);
  await putService(api, serviceId, name, []);
  assert.deepEqual(await permissions(client, serviceId), outside, `${api} PUT out`);
  await putService(api, serviceId, name, [attr]);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} PUT in`);
}

/** Identity writes moving an identity in and out of both policies (those selecting identities with `attr`). */
async function identityWrites(api: Api, serviceId: string, attr: string, always = false): Promise<void> {
  const outside = always ? BOTH : [];
  const name = unique('id');
  const identityId = await createIdentity(api, name, [attr]);
  const client = await clientOf(identityId);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} create`);
  await patchIdentity(api, identityId, []);
  assert.deepEqual(await permissions(client, serviceId), outside, `${api} PATCH out`);
  await patchIdentity(api, identityId, [attr]);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} PATCH in`);
  await putIdentity(api, identityId, name, []);
  assert.deepEqual(await permissions(client, serviceId), outside, `${api} PUT out`);
  await putIdentity(api, identityId, name, [attr]);
  assert.deepEqual(await permissions(client, serviceId), BOTH, `${api} PUT in`);
}

describe('one identity both dials and binds a service', () => {
  test('#all Dial and #all Bind policies: services and identities are created, patched, replaced and imported through both APIs', async () => {
    const policies = await dialAndBind(['#all'], ['#all']);
    try {
      const user = await createCredentials(server);
      const { client } = await logIn(server, user.username, user.password);
      const serviceId = await createService('rest', unique('svc'), []);
      for (const api of APIS) {
        await serviceWrites(api, client, unique('s'), true);
        await identityWrites(api, serviceId, unique('i'), true);
      }
      // An import creates identities and services in batches (PolicyEngine.entitiesCreated), all of them in both policies.
      const prefix = unique('imp');
      const report = requireOk(await server.mgmt.post('/database/import', importDocument({ identities: 3, services: 3 }, prefix)));
      assert.equal(report.services.created.length, 3);
      const [imported] = await listAll(client, `/services?${filter(`name = "${prefix}-service-0"`)}`);
      assert.deepEqual(sorted(imported.permissions), BOTH);
      requireOk(await server.mgmt.delete(`/services/${serviceId}`));
      assert.deepEqual(await permissions(client, serviceId), []);
    } finally {
      // #all policies would grant every later test's services: they go with this test.
      for (const id of policies) requireOk(await server.mgmt.delete(`/service-policies/${id}`));
    }
  });

  test('#attribute policies on both sides', async () => {
    for (const api of APIS) {
      const identityAttr = unique('i');
      const serviceAttr = unique('s');
      await dialAndBind([`#${identityAttr}`], [`#${serviceAttr}`]);
      const user = await createCredentials(server, { roleAttributes: [identityAttr] });
      const { client } = await logIn(server, user.username, user.password);
      await serviceWrites(api, client, serviceAttr);
      const serviceId = await createService(api, unique('svc'), [serviceAttr]);
      await identityWrites(api, serviceId, identityAttr);
    }
  });

  test('@id identity roles: the service side moves it in and out of both', async () => {
    for (const api of APIS) {
      const serviceAttr = unique('s');
      const user = await createCredentials(server);
      await dialAndBind([`@${user.id}`], [`#${serviceAttr}`]);
      const { client } = await logIn(server, user.username, user.password);
      await serviceWrites(api, client, serviceAttr);
    }
  });

  test('@id service roles: the identity side moves it in and out of both', async () => {
    for (const api of APIS) {
      const identityAttr = unique('i');
      const serviceId = await createService(api, unique('svc'), []);
      await dialAndBind([`#${identityAttr}`], [`@${serviceId}`]);
      await identityWrites(api, serviceId, identityAttr);
    }
  });

  test('a policy delete takes one permission, a service delete both', async () => {
    const identityAttr = unique('i');
    const serviceAttr = unique('s');
    const [dial] = await dialAndBind([`#${identityAttr}`], [`#${serviceAttr}`]);
    const user = await createCredentials(server, { roleAttributes: [identityAttr] });
    const { client } = await logIn(server, user.username, user.password);
    const serviceId = await createService('rest', unique('svc'), [serviceAttr]);
    const other = await createService('rest', unique('svc'), [serviceAttr]);
    requireOk(await server.mgmt.delete(`/service-policies/${dial}`));
    assert.deepEqual(await permissions(client, serviceId), ['Bind']);
    requireOk(await server.mgmt.delete(`/services/${other}`));
    assert.deepEqual(await permissions(client, other), []);
  });
});
