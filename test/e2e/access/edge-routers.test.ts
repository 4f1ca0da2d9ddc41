import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import {
  create, createEdgeRouter, createEdgeRouterPolicy, createService, createServiceEdgeRouterPolicy, createServicePolicy, createUser, ids, listAll,
  names, sorted, unique,
} from '../../support/fixtures';

/** Edge routers an identity may use (for a service, and in general) and a service's terminators, on the client API. */

const server = useTestServer();

/**
 * A user who may dial a service; edge routers: `both` (ERP and SERP), `identityOnly` (ERP),
 * `serviceOnly` (SERP), `neither`.
 */
async function topology() {
  const attr = unique('a');
  const user = await createUser(server, { roleAttributes: [attr] });
  const serviceId = await createService(server);
  await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
  const [erAttr, svcErAttr] = [unique('ri'), unique('rs')];
  const router = async (roleAttributes: string[]) => {
    const name = unique('er');
    return { id: await createEdgeRouter(server, { name, roleAttributes }), name };
  };
  const both = await router([erAttr, svcErAttr]);
  const identityOnly = await router([erAttr]);
  const serviceOnly = await router([svcErAttr]);
  const neither = await router([]);
  await createEdgeRouterPolicy(server, [`#${attr}`], [`#${erAttr}`]);
  await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`#${svcErAttr}`]);
  return { user, serviceId, both, identityOnly, serviceOnly, neither };
}

describe('client GET /services/{id}/edge-routers', () => {
  test('lists the edge routers reachable by both the identity (ERP) and the service (SERP)', async () => {
    const t = await topology();
    const res = await t.user.client.get(`/services/${t.serviceId}/edge-routers`);
    const data = requireOk(res);
    assert.deepEqual(sorted(names(data.edgeRouters)), [t.both.name]);
    const [er] = data.edgeRouters;
    assert.equal(er.isOnline, false);
    assert.equal(typeof er.hostname, 'string');
    assert.deepEqual(er.supportedProtocols, {});

    // A second shared router, through an AnyOf policy on the identity side.
    const late = unique('er');
    const lateId = await createEdgeRouter(server, { name: late });
    await createEdgeRouterPolicy(server, [`@${t.user.id}`, `#${unique('none')}`], [`@${lateId}`], { semantic: 'AnyOf' });
    await createServiceEdgeRouterPolicy(server, ['#all'], [`@${lateId}`]);
    assert.deepEqual(sorted(names(requireOk(await t.user.client.get(`/services/${t.serviceId}/edge-routers`)).edgeRouters)), sorted([t.both.name, late]));
  });

  test('NOT_FOUND for a service the identity may not use, or an unknown one', async () => {
    const t = await topology();
    const other = await createService(server);
    await createServiceEdgeRouterPolicy(server, [`@${other}`], [`@${t.both.id}`]);
    requireNotFound(await t.user.client.get(`/services/${other}/edge-routers`));
    requireNotFound(await t.user.client.get(`/services/${unique('nothing')}/edge-routers`));
  });

  test('with a session-token header: that session identity\'s routers, no API session needed; a bogus token is 401', async () => {
    const t = await topology();
    const session = requireOk(await t.user.client.post('/sessions', { serviceId: t.serviceId }), 201);
    const anon = server.anon('client');
    const viaToken = requireOk(await anon.get(`/services/${t.serviceId}/edge-routers`, { headers: { 'session-token': session.token } }));
    assert.deepEqual(sorted(names(viaToken.edgeRouters)), [t.both.name]);

    requireUnauthorized(await anon.get(`/services/${t.serviceId}/edge-routers`, { headers: { 'session-token': unique('bogus') } }));
    requireUnauthorized(await anon.get(`/services/${t.serviceId}/edge-routers`));
    // A valid token does not open another service.
    const other = await createService(server);
    requireUnauthorized(await anon.get(`/services/${other}/edge-routers`, { headers: { 'session-token': session.token } }));
    // Ended with its session.
    requireOk(await t.user.client.delete(`/sessions/${session.id}`));
    requireUnauthorized(await anon.get(`/services/${t.serviceId}/edge-routers`, { headers: { 'session-token': session.token } }));
  });
});

describe('client GET /current-identity/edge-routers', () => {
  test('every edge router an edge router policy gives the caller, unpaged; not transit routers', async () => {
    const t = await topology();
    const rows = requireOk(await t.user.client.get('/current-identity/edge-routers'));
    assert.deepEqual(sorted(names(rows)), sorted([t.both.name, t.identityOnly.name]));
    assert.equal(rows.find((r: { name: string }) => r.name === t.both.name).id, t.both.id);

    const attr = unique('many');
    const many: string[] = [];
    for (let i = 0; i < 11; i++) many.push((await createEdgeRouter(server, { roleAttributes: [attr] })) as string);
    await createEdgeRouterPolicy(server, [`@${t.user.id}`], [`#${attr}`]);
    await create(server, 'routers', { name: unique('transit') });
    const all = requireOk(await t.user.client.get('/current-identity/edge-routers'));
    assert.equal(all.length, 13, 'more than a default page');
    assert.deepEqual(ids(all), sorted([t.both.id, t.identityOnly.id, ...many]));

    const loner = await createUser(server);
    assert.deepEqual(requireOk(await loner.client.get('/current-identity/edge-routers')), []);
  });
});

describe('client GET /services/{id}/terminators', () => {
  test("lists a usable service's terminators; NOT_FOUND without access", async () => {
    const t = await topology();
    const term = requireOk(await server.mgmt.post('/terminators', { service: t.serviceId, router: t.both.id, binding: 'edge', address: 'tcp:localhost:80' }), 201).id;
    const other = await createService(server);
    await create(server, 'terminators', { service: other, router: t.both.id, binding: 'edge', address: 'tcp:localhost:81' });

    const rows = await listAll(t.user.client, `/services/${t.serviceId}/terminators`);
    assert.deepEqual(ids(rows), [term]);
    assert.equal(rows[0].serviceId, t.serviceId);
    assert.equal(rows[0].routerId, t.both.id);
    requireNotFound(await t.user.client.get(`/services/${other}/terminators`));
    assert.equal((await listAll(server.client, `/services/${other}/terminators`)).length, 1, 'admins see any service\'s terminators');
  });
});
