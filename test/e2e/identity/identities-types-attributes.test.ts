import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireNotFound, requireOk } from '../../support/rest-client';
import { identityFixtures, filter, unique } from './identities-support';

/** Identity types, identity role attributes and the summary counts. */

const server = useTestServer();
const { createIdentity, createUser } = identityFixtures(server);

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
