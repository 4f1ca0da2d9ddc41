import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { errorCode, requireData } from '../../support/gql-client';
import { DeleteSessionDocument, SessionRoutePathDocument } from './gql-documents';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import {
  createEdgeRouter, createEdgeRouterPolicy, createService, createServiceEdgeRouterPolicy, createServicePolicy, createUser, filter, ids,
  listAll, sharedEdgeRouter, unique, type User,
} from '../../support/fixtures';

/** POST/GET/DELETE /sessions (client API) and the management API's session views. */

const server = useTestServer();

/** A user who may Dial (and, with `bind`, Bind) a new service through one new shared edge router. */
async function dialable(opts: { bind?: boolean } = {}): Promise<{ user: User; serviceId: string; routerId: string; routerName: string; attr: string }> {
  const attr = unique('a');
  const user = await createUser(server, { roleAttributes: [attr] });
  const serviceId = await createService(server);
  await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
  if (opts.bind) await createServicePolicy(server, 'Bind', [`#${attr}`], [`@${serviceId}`]);
  const routerName = unique('er');
  const routerId = await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`], { name: routerName, cost: 7 });
  return { user, serviceId, routerId, routerName, attr };
}

const createSession = (user: User, serviceId: string, type?: 'Dial' | 'Bind') => user.client.post('/sessions', type ? { serviceId, type } : { serviceId });

describe('client POST /sessions', () => {
  test('creates a Dial session (the default type) with the shared edge routers and their urls', async () => {
    const { user, serviceId, routerName } = await dialable();
    const s = requireOk(await createSession(user, serviceId), 201);
    assert.equal(s.type, 'Dial');
    assert.equal(s.serviceId, serviceId);
    assert.equal(s.service.id, serviceId);
    assert.equal(s.identityId, user.id);
    assert.equal(s.apiSessionId, user.apiSessionId);
    assert.equal(s.apiSession.id, user.apiSessionId);
    assert.equal(typeof s.token, 'string');
    assert.ok(s.token.length > 0);
    assert.equal(s._links.self.href, `./sessions/${s.id}`);
    assert.deepEqual(s.edgeRouters.map((r: { name: string }) => r.name), [routerName]);
    const [er] = s.edgeRouters;
    assert.equal(er.cost, 7);
    assert.equal(er.isOnline, false);
    assert.deepEqual(er.urls, er.supportedProtocols, 'urls (deprecated) repeats supportedProtocols');
  });

  test('a repeated create returns the same session; Dial and Bind are separate sessions; another API session gets its own', async () => {
    const { user, serviceId } = await dialable({ bind: true });
    const first = requireOk(await createSession(user, serviceId, 'Dial'), 201);
    const again = requireOk(await createSession(user, serviceId, 'Dial'), 201);
    assert.equal(again.id, first.id);
    assert.equal(again.token, first.token);
    const bind = requireOk(await createSession(user, serviceId, 'Bind'), 201);
    assert.equal(bind.type, 'Bind');
    assert.notEqual(bind.id, first.id);
    assert.notEqual(bind.token, first.token);

    const client = server.anon('client');
    await client.login(user.username, user.password);
    const other = requireOk(await client.post('/sessions', { serviceId }), 201);
    assert.notEqual(other.id, first.id);
    assert.deepEqual(ids(await listAll(user.client, '/sessions')), ids([first, bind, other]));
  });

  test('concurrent creates of one session all succeed with that one session', async () => {
    const { user, serviceId } = await dialable();
    const results = await Promise.all(Array.from({ length: 12 }, () => createSession(user, serviceId)));
    const sessions = results.map((r) => requireOk(r, 201));
    assert.equal(new Set(sessions.map((s) => s.id)).size, 1, 'every request got the same session');
    const listed = requireOk(await user.client.get(`/sessions?filter=${encodeURIComponent(`serviceId = "${serviceId}"`)}`));
    assert.equal(listed.length, 1, 'one session exists');
  });

  test('creates arriving together are answered each on its own: grants, refusals, routers and duplicates', async () => {
    const granted = await Promise.all(Array.from({ length: 6 }, () => dialable()));
    const ungranted = await createUser(server);
    const routerless = await createUser(server, { roleAttributes: [unique('a')] });
    const routerlessService = await createService(server);
    await createServicePolicy(server, 'Dial', [`@${routerless.id}`], [`@${routerlessService}`]);

    const results = await Promise.all([
      ...granted.flatMap(({ user, serviceId }) => [createSession(user, serviceId), createSession(user, serviceId)]),
      createSession(ungranted, granted[0].serviceId),
      createSession(routerless, routerlessService),
    ]);
    granted.forEach(({ user, serviceId, routerName }, i) => {
      const [first, second] = [requireOk(results[2 * i], 201), requireOk(results[2 * i + 1], 201)];
      assert.equal(first.id, second.id, 'two creates of one session in one batch give that session');
      assert.equal(first.identityId, user.id);
      assert.equal(first.serviceId, serviceId);
      assert.equal(first.apiSessionId, user.apiSessionId);
      assert.deepEqual(first.edgeRouters.map((r: { name: string }) => r.name), [routerName], 'each session lists its own routers');
    });
    requireNotFound(results[12]);
    requireError(results[13], 400, 'NO_EDGE_ROUTERS_AVAILABLE');
    const created = new Set(results.slice(0, 12).map((r) => requireOk(r, 201).id));
    assert.equal(created.size, granted.length);
    for (const { user } of granted) assert.equal((await listAll(user.client, '/sessions')).length, 1, 'one session per identity');
    assert.deepEqual(await listAll(routerless.client, '/sessions'), [], 'a refused create created nothing');
  });

  test('edge routers: online first, then cheapest, then by name, at most 25, and every change shows at once', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const routerAttr = unique('r');
    const prefix = unique('er');
    // 27 routers: costs 26..0 so that cost order is the reverse of creation (and of name) order.
    const routers: string[] = [];
    for (let i = 0; i < 27; i++) routers.push(await createEdgeRouter(server, { name: `${prefix}-${String(i).padStart(2, '0')}`, cost: 26 - i, roleAttributes: [routerAttr] }));
    await createEdgeRouterPolicy(server, [`#${attr}`], [`#${routerAttr}`]);
    const servicePolicy = await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`#${routerAttr}`]);
    const routerNames = async () => requireOk(await createSession(user, serviceId), 201).edgeRouters.map((r: { name: string }) => r.name);
    const expected = Array.from({ length: 25 }, (_, k) => `${prefix}-${String(26 - k).padStart(2, '0')}`);
    assert.deepEqual(await routerNames(), expected, 'the 25 cheapest');

    // Equal costs order by name.
    requireOk(await server.mgmt.patch(`/edge-routers/${routers[0]}`, { cost: 0 }));
    assert.deepEqual((await routerNames()).slice(0, 2), [`${prefix}-00`, `${prefix}-26`], 'a router change shows in the next answer');
    // A router leaving the service's policy, and one deleted, are gone at once.
    requireOk(await server.mgmt.patch(`/edge-routers/${routers[26]}`, { roleAttributes: [] }));
    requireOk(await server.mgmt.delete(`/edge-routers/${routers[25]}`));
    const names = await routerNames();
    assert.equal(names[0], `${prefix}-00`);
    assert.ok(!names.includes(`${prefix}-26`) && !names.includes(`${prefix}-25`));
    assert.equal(names.length, 25);
    // The service's policy now names one router only.
    requireOk(await server.mgmt.patch(`/service-edge-router-policies/${servicePolicy}`, { edgeRouterRoles: [`@${routers[3]}`] }));
    assert.deepEqual(await routerNames(), [`${prefix}-03`]);
    requireOk(await server.mgmt.delete(`/service-edge-router-policies/${servicePolicy}`));
    requireError(await createSession(user, serviceId), 400, 'NO_EDGE_ROUTERS_AVAILABLE');
  });

  test('refused without the grant: NOT_FOUND without any, COULD_NOT_VALIDATE (serviceId) with only the other type', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
    requireNotFound(await createSession(user, serviceId, 'Dial'));
    requireNotFound(await createSession(user, unique('nothing'), 'Dial'));

    await createServicePolicy(server, 'Bind', [`#${attr}`], [`@${serviceId}`]);
    const err = requireFieldError(await createSession(user, serviceId, 'Dial'), 'serviceId');
    assert.equal(err.cause.value, serviceId);
    requireFieldError(await createSession(user, serviceId), 'serviceId');
    requireOk(await createSession(user, serviceId, 'Bind'), 201);
    assert.deepEqual((await listAll(user.client, '/sessions')).map((s) => s.type), ['Bind'], 'refused requests created nothing');
  });

  test('refused with NO_EDGE_ROUTERS_AVAILABLE unless an edge router serves both the identity and the service', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    requireError(await createSession(user, serviceId), 400, 'NO_EDGE_ROUTERS_AVAILABLE');
    const name = unique('er');
    const [forIdentity, forService] = [await createEdgeRouter(server, { name }), await createEdgeRouter(server)];
    await createEdgeRouterPolicy(server, [`@${user.id}`], [`@${forIdentity}`]);
    await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${forService}`]);
    requireError(await createSession(user, serviceId), 400, 'NO_EDGE_ROUTERS_AVAILABLE');
    // A policy linking the service to the identity's router makes it shared.
    await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${forIdentity}`]);
    const s = requireOk(await createSession(user, serviceId), 201);
    assert.deepEqual(s.edgeRouters.map((r: { name: string }) => r.name), [name]);
  });

  test('posture checks: a policy whose checks fail grants no session (409 INVALID_POSTURE); one without checks does', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
    const check = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), typeId: 'DOMAIN', domains: ['corp.example.com'] }), 201).id;
    const guarded = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${check}`] });

    const [listed] = await listAll(user.client, '/services');
    assert.equal(listed.id, serviceId);
    assert.deepEqual(listed.permissions, ['Dial']);
    assert.deepEqual(listed.postureQueries.map((p: any) => [p.policyId, p.policyType, p.isPassing, p.postureQueries.map((q: any) => [q.id, q.queryType, q.isPassing])]), [
      [guarded, 'Dial', false, [[check, 'DOMAIN', false]]],
    ]);
    requireError(await createSession(user, serviceId), 409, 'INVALID_POSTURE');

    await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${serviceId}`]);
    requireOk(await createSession(user, serviceId), 201);
  });

  test('validates the body: serviceId is required, type is Dial or Bind', async () => {
    const { user, serviceId } = await dialable();
    requireFieldError(await user.client.post('/sessions', { type: 'Dial' }), 'serviceId');
    requireFieldError(await user.client.post('/sessions', { serviceId, type: 'Invalid' }), 'type');
    assert.equal((await user.client.post('/sessions', { serviceId, type: 'Sideways' })).status, 400);
    requireUnauthorized(await server.anon('client').post('/sessions', { serviceId }));
  });

  test('admins may create sessions for any service (still through a shared edge router)', async () => {
    const serviceId = await createService(server);
    const admin = server.client;
    requireError(await admin.post('/sessions', { serviceId, type: 'Bind' }), 400, 'NO_EDGE_ROUTERS_AVAILABLE');
    const adminId = requireOk(await server.client.get('/current-identity')).id;
    await sharedEdgeRouter(server, [`@${adminId}`], [`@${serviceId}`]);
    const s = requireOk(await admin.post('/sessions', { serviceId, type: 'Bind' }), 201);
    assert.equal(s.identityId, adminId);
    requireNotFound(await admin.post('/sessions', { serviceId: unique('nothing') }));
  });
});

describe('client GET/DELETE /sessions', () => {
  test("an identity sees and ends only its own sessions; another identity's session is NOT_FOUND", async () => {
    const a = await dialable();
    const b = await dialable();
    const sa = requireOk(await createSession(a.user, a.serviceId), 201);
    const sb = requireOk(await createSession(b.user, b.serviceId), 201);
    assert.deepEqual(ids(await listAll(a.user.client, '/sessions')), [sa.id]);
    const detail = requireOk(await a.user.client.get(`/sessions/${sa.id}`));
    assert.equal(detail.id, sa.id);
    assert.equal(detail.token, sa.token);
    assert.deepEqual(detail.edgeRouters.map((r: { name: string }) => r.name), [a.routerName]);
    requireNotFound(await a.user.client.get(`/sessions/${sb.id}`));
    requireNotFound(await a.user.client.delete(`/sessions/${sb.id}`));
    assert.deepEqual(ids(await listAll(b.user.client, '/sessions')), [sb.id], 'the refused delete ended nothing');

    const filtered = requireOk(await a.user.client.get(`/sessions?${filter(`serviceId = "${a.serviceId}"`)}`));
    assert.deepEqual(ids(filtered), [sa.id]);
    requireOk(await a.user.client.delete(`/sessions/${sa.id}`));
    assert.deepEqual(await listAll(a.user.client, '/sessions'), []);
    requireNotFound(await a.user.client.get(`/sessions/${sa.id}`));
    requireNotFound(await a.user.client.delete(`/sessions/${sa.id}`));
  });

  test('sessions end with their API session: after logout they are gone', async () => {
    const { user, serviceId } = await dialable();
    const s = requireOk(await createSession(user, serviceId), 201);
    requireOk(await server.mgmt.get(`/sessions/${s.id}`));
    requireOk(await user.client.delete('/current-api-session'));
    requireNotFound(await server.mgmt.get(`/sessions/${s.id}`));
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions?${filter(`identityId = "${user.id}"`)}`)), []);
  });

  test('sessions end when the service is deleted', async () => {
    const { user, serviceId } = await dialable();
    const s = requireOk(await createSession(user, serviceId), 201);
    requireOk(await server.mgmt.delete(`/services/${serviceId}`));
    requireNotFound(await user.client.get(`/sessions/${s.id}`));
  });
});

describe('management /sessions', () => {
  test('lists every session with its granting policies; gets, ends; route-path', async () => {
    const a = await dialable();
    const b = await dialable();
    const sa = requireOk(await createSession(a.user, a.serviceId), 201);
    const sb = requireOk(await createSession(b.user, b.serviceId), 201);
    const listed = requireOk(await server.mgmt.get(`/sessions?${filter(`identityId = "${a.user.id}" or identityId = "${b.user.id}"`)}`));
    assert.deepEqual(ids(listed), ids([sa, sb]));

    const detail = requireOk(await server.mgmt.get(`/sessions/${sa.id}`));
    assert.equal(detail.identityId, a.user.id);
    assert.equal(detail.serviceId, a.serviceId);
    const policies = requireOk(await server.mgmt.get(`/services/${a.serviceId}/service-policies`));
    assert.deepEqual(ids(detail.servicePolicies), ids(policies.filter((p: { type: string }) => p.type === 'Dial')));

    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${sa.id}/route-path`)), { routePath: [] });
    requireNotFound(await server.mgmt.get(`/sessions/${unique('nothing')}/route-path`));

    requireOk(await server.mgmt.delete(`/sessions/${sa.id}`));
    requireNotFound(await server.mgmt.get(`/sessions/${sa.id}`));
    assert.deepEqual(await listAll(a.user.client, '/sessions'), [], 'ended for its identity too');
    requireNotFound(await server.mgmt.delete(`/sessions/${sa.id}`));
    requireOk(await server.mgmt.get(`/sessions/${sb.id}`));
  });

  test('non-admins are refused', async () => {
    const { user, serviceId } = await dialable();
    const s = requireOk(await createSession(user, serviceId), 201);
    const mgmt = user.client.on('management');
    requireUnauthorized(await mgmt.get('/sessions'));
    requireUnauthorized(await mgmt.get(`/sessions/${s.id}`));
    requireUnauthorized(await mgmt.delete(`/sessions/${s.id}`));
    requireUnauthorized(await mgmt.get(`/sessions/${s.id}/route-path`));
  });

  test('GraphQL deleteSession and sessionRoutePath: as DELETE /sessions/{id} and GET /sessions/{id}/route-path, for admins only', async () => {
    const a = await dialable();
    const b = await dialable();
    const sa = requireOk(await createSession(a.user, a.serviceId), 201);
    const sb = requireOk(await createSession(b.user, b.serviceId), 201);

    assert.deepEqual(requireData(await server.gql(SessionRoutePathDocument, { id: sa.id })).sessionRoutePath, []);
    assert.equal(errorCode(await server.gql(SessionRoutePathDocument, { id: unique('nothing') })), 'NOT_FOUND');

    // A non-admin may neither read the route of nor end another identity's session, nor its own this way.
    assert.equal(errorCode(await server.gql(SessionRoutePathDocument, { id: sa.id }, a.user.client.token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(DeleteSessionDocument, { id: sb.id }, a.user.client.token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(DeleteSessionDocument, { id: sa.id }, a.user.client.token)), 'FORBIDDEN');
    requireOk(await server.mgmt.get(`/sessions/${sa.id}`));
    requireOk(await server.mgmt.get(`/sessions/${sb.id}`));

    assert.equal(requireData(await server.gql(DeleteSessionDocument, { id: sa.id })).deleteSession, true);
    requireNotFound(await server.mgmt.get(`/sessions/${sa.id}`));
    assert.deepEqual(await listAll(a.user.client, '/sessions'), [], 'ended for its identity too');
    assert.equal(errorCode(await server.gql(DeleteSessionDocument, { id: sa.id })), 'NOT_FOUND');
    assert.equal(errorCode(await server.gql(SessionRoutePathDocument, { id: sa.id })), 'NOT_FOUND');
    requireOk(await server.mgmt.get(`/sessions/${sb.id}`), 200);
  });

  test('on the client API an admin sees every session, as OpenZiti', async () => {
    const { user, serviceId } = await dialable();
    const s = requireOk(await createSession(user, serviceId), 201);
    assert.equal(requireOk(await server.client.get(`/sessions/${s.id}`)).id, s.id);
    assert.deepEqual(ids(requireOk(await server.client.get(`/sessions?${filter(`identityId = "${user.id}"`)}`))), [s.id]);
  });
});
