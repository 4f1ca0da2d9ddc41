import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { errorCode, gql, requireData } from '../../support/gql-client';
import { subscribe, type Subscription } from '../../support/ws-client';
import {
  createConfig, createConfigType, createService, createServicePolicy, createUser, listAll, sharedEdgeRouter, sorted, unique,
} from '../../support/fixtures';
import {
  CreateSessionDocument, DeleteMySessionDocument, MyEdgeRoutersDocument, MyServiceDocument, MyServicesDocument, MySessionsDocument,
  ServiceListChangedDocument, ServiceUpdatesDocument, type ServiceListChangedEvent,
} from './gql-documents';
import { liveServiceWatch, summary } from './service-watch';

/** GraphQL's view of the caller's access: the same answers as REST, and a live stream of service list changes. */

const server = useTestServer();
const open: Subscription<ServiceListChangedEvent>[] = [];
server.defer(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

describe('subscription serviceListChanged', () => {
  test('announces services added, changed and removed by REST writes, and nothing for unrelated writes', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const other = await createUser(server, { roleAttributes: [unique('b')] });
    const s1 = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${s1}`]);
    const sub = await liveServiceWatch(server, server, user, attr, open);

    const s2Name = unique('svc');
    const s2 = await createService(server, { name: s2Name });
    assert.deepEqual(await sub.collectFor(300), [], 'a service no policy grants it');
    const grant = await createServicePolicy(server, 'Bind', [`@${user.id}`], [`@${s2}`]);
    const [added] = await sub.take(1);
    assert.deepEqual(summary(added), { added: [[s2, s2Name, ['Bind']]], removed: [], changed: [] });

    await createServicePolicy(server, 'Bind', [`#${attr}`], [`@${s1}`]);
    const [both] = await sub.take(1);
    assert.deepEqual(summary(both).changed.map((c) => [c[0], c[2]]), [[s1, ['Bind', 'Dial']]]);

    const renamed = unique('renamed');
    requireOk(await server.mgmt.patch(`/services/${s2}`, { name: renamed }));
    const [rename] = await sub.take(1);
    assert.deepEqual(summary(rename), { added: [], removed: [], changed: [[s2, renamed, ['Bind']]] });

    const typeId = await createConfigType(server, { name: unique('ct') });
    const config = await createConfig(server, typeId, { port: 1 });
    requireOk(await server.mgmt.patch(`/services/${s1}`, { configs: [config] }));
    const [configured] = await sub.take(1);
    assert.deepEqual(summary(configured).changed.map((c) => c[0]), [s1]);
    assert.deepEqual(Object.values(configured.serviceListChanged.changed[0].config), [{ port: 1 }], 'configs of every type');

    // Writes that leave this identity's services as they were.
    requireOk(await server.mgmt.patch(`/identities/${other.id}`, { roleAttributes: [attr] }));
    requireOk(await server.mgmt.patch(`/identities/${other.id}`, { roleAttributes: [] }));
    await createService(server);
    await createServicePolicy(server, 'Dial', [`@${other.id}`], [`@${s2}`]);
    await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${s1}`]); // a second grant of the same access
    assert.deepEqual(await sub.collectFor(500), [], 'unrelated writes announce nothing');

    requireOk(await server.mgmt.delete(`/service-policies/${grant}`));
    const [removed] = await sub.take(1);
    assert.deepEqual(summary(removed), { added: [], removed: [s2], changed: [] });
  });

  test('a subscription without an identity is refused with UNAUTHORIZED', async () => {
    const sub = subscribe(server.url, ServiceListChangedDocument, {}, undefined);
    open.push(sub);
    const errors = await sub.failure();
    assert.equal(errors[0].extensions?.code, 'UNAUTHORIZED');
  });
});

describe('GraphQL parity with REST', () => {
  test('myServices and myService answer as GET /services', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const ctName = unique('ct');
    const config = await createConfig(server, await createConfigType(server, { name: ctName }), { host: 'h' });
    const [s1, s2, s3] = [await createService(server, { configs: [config] }), await createService(server), await createService(server)];
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${s1}`, `@${s2}`]);
    await createServicePolicy(server, 'Bind', [`#${attr}`], [`@${s2}`]);

    const rest = await listAll(user.client, `/services?configTypes=${ctName}`);
    const view = (rows: { id: string; name: string; permissions: string[]; config: unknown }[]) =>
      rows.map((r) => [r.id, r.name, sorted(r.permissions), r.config]).sort();
    const mine = requireData(await gql(server.url, MyServicesDocument, { configTypes: [ctName], limit: -1 }, user.client.token)).myServices;
    assert.deepEqual(view(mine.items.map((i) => ({ ...i.service, permissions: i.permissions, config: i.config }))), view(rest));
    assert.equal(mine.pagination.totalCount, 2);
    assert.deepEqual(view(rest).map((r) => r[0]), sorted([s1, s2]));

    const one = requireData(await gql(server.url, MyServiceDocument, { id: s1, configTypes: [ctName] }, user.client.token)).myService;
    assert.deepEqual(one.config, { [ctName]: { host: 'h' } });
    assert.deepEqual(one.permissions, ['Dial']);
    assert.equal(errorCode(await gql(server.url, MyServiceDocument, { id: s3 }, user.client.token)), 'NOT_FOUND');

    const updates = requireData(await gql(server.url, ServiceUpdatesDocument, {}, user.client.token)).serviceUpdates;
    assert.equal(updates, requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt);
  });

  test('createSession, mySessions and deleteMySession act as the REST session operations', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    const lonely = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const routerName = unique('er');
    const routerId = await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`], { name: routerName });

    const viaRest = requireOk(await user.client.post('/sessions', { serviceId }), 201);
    const viaGql = requireData(await gql(server.url, CreateSessionDocument, { serviceId }, user.client.token)).createSession;
    assert.equal(viaGql.id, viaRest.id, 'the same API session, service and type: the same session');
    assert.equal(viaGql.token, viaRest.token);
    assert.equal(viaGql.apiSessionId, user.apiSessionId);
    assert.deepEqual(viaGql.edgeRouters, [{ id: routerId, name: routerName }]);

    assert.equal(errorCode(await gql(server.url, CreateSessionDocument, { serviceId, type: 'Bind' }, user.client.token)), 'COULD_NOT_VALIDATE');
    assert.equal(errorCode(await gql(server.url, CreateSessionDocument, { serviceId: lonely }, user.client.token)), 'NOT_FOUND');

    const listed = requireData(await gql(server.url, MySessionsDocument, {}, user.client.token)).mySessions;
    assert.deepEqual(listed.items.map((s) => s.id), [viaRest.id]);
    const edgeRouters = requireData(await gql(server.url, MyEdgeRoutersDocument, {}, user.client.token)).myEdgeRouters.items;
    assert.deepEqual(edgeRouters, [{ id: routerId, name: routerName }]);

    assert.equal(requireData(await gql(server.url, DeleteMySessionDocument, { id: viaRest.id }, user.client.token)).deleteMySession, true);
    assert.deepEqual(await listAll(user.client, '/sessions'), []);
    assert.equal(errorCode(await gql(server.url, DeleteMySessionDocument, { id: viaRest.id }, user.client.token)), 'NOT_FOUND');
  });
});
