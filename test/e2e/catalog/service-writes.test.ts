import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireFieldError, requireNotFound, requireOk } from '../../support/rest-client';
import {
  createConfig, createConfigType, createEdgeRouter, createEdgeRouterPolicy, createService, createServiceEdgeRouterPolicy, createServicePolicy, createUser, sleep, unique, type User,
} from '../../support/fixtures';
import { gqlRaw, requireData } from '../../support/gql-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { EntityChangedDocument, type EntityChangedSubscription } from '../../graphql/generated';

/**
 * Service PATCH and DELETE, which the controller makes as one self-committing statement in the
 * usual case (service.service.ts): each guarantee of the transactional path must hold there too
 * (policy matching, the stamps moving service-updates, the change events, the cascades, the
 * answers to refused input).
 */
const server = useTestServer();
const open: Subscription<EntityChangedSubscription>[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

const lastChangeAt = async (user: User): Promise<string> => requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt;
const clientServiceIds = async (user: User): Promise<string[]> => requireOk(await user.client.get('/services?limit=500')).map((s: { id: string }) => s.id);

/** An admin entityChanged subscription on the server, live once a probe service's rename has reached it. */
async function liveChanges(): Promise<{ sub: Subscription<EntityChangedSubscription>; probe: string }> {
  const probe = await createService(server);
  const sub = subscribe(server.url, EntityChangedDocument, { kinds: ['SERVICES', 'SESSIONS'] }, server.mgmt.token);
  open.push(sub);
  await untilLive(sub, async () => requireOk(await server.mgmt.patch(`/services/${probe}`, { name: unique('probe') })), (e) => e.entityChanged.id === probe, 15_000);
  return { sub, probe };
}

/** The next change events about anything but the probe, until one about `lastId` arrives. */
async function changesUntil(sub: Subscription<EntityChangedSubscription>, probe: string, lastId: string): Promise<EntityChangedSubscription['entityChanged'][]> {
  const got: EntityChangedSubscription['entityChanged'][] = [];
  for (;;) {
    const [event] = await sub.take(1, 10_000);
    if (event.entityChanged.id === probe) continue;
    got.push(event.entityChanged);
    if (event.entityChanged.id === lastId) return got;
  }
}

describe('PATCH /services/{id}', () => {
  test('role attributes taking a service into a policy grant it: client list, service-updates and policy lists follow', async () => {
    const [ia, sa] = [unique('ia'), unique('sa')];
    const user = await createUser(server, { roleAttributes: [ia] });
    const serviceId = await createService(server, { roleAttributes: [unique('other')] });
    const policy = await createServicePolicy(server, 'Dial', [`#${ia}`], [`#${sa}`]);
    const serp = await createServiceEdgeRouterPolicy(server, [`#${sa}`], ['#all']);
    assert.ok(!(await clientServiceIds(user)).includes(serviceId));
    const before = await lastChangeAt(user);
    await sleep(20);

    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { roleAttributes: [sa] }));
    assert.ok((await lastChangeAt(user)) > before, 'the user gained a service: lastChangeAt moves');
    assert.ok((await clientServiceIds(user)).includes(serviceId));
    const inPolicy = requireOk(await server.mgmt.get(`/service-policies/${policy}/services`)).map((s: { id: string }) => s.id);
    assert.deepEqual(inPolicy, [serviceId]);
    const inSerp = requireOk(await server.mgmt.get(`/service-edge-router-policies/${serp}/services`)).map((s: { id: string }) => s.id);
    assert.deepEqual(inSerp, [serviceId]);

    // And out again.
    const mid = await lastChangeAt(user);
    await sleep(20);
    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { roleAttributes: [] }));
    assert.ok((await lastChangeAt(user)) > mid, 'the user lost the service: lastChangeAt moves');
    assert.ok(!(await clientServiceIds(user)).includes(serviceId));
    assert.deepEqual(requireOk(await server.mgmt.get(`/service-policies/${policy}/services`)), []);
  });

  test('what identities see of a granted service moves their service-updates; equal values and unseen services do not', async () => {
    const ia = unique('ia');
    const user = await createUser(server, { roleAttributes: [ia] });
    const other = await createUser(server, { roleAttributes: [unique('ib')] });
    const serviceId = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${ia}`], [`@${serviceId}`]);
    await sleep(20);
    let last = await lastChangeAt(user);
    const otherLast = await lastChangeAt(other);
    const step = async (what: string, body: Record<string, unknown>, moves: boolean) => {
      await sleep(20);
      requireOk(await server.mgmt.patch(`/services/${serviceId}`, body));
      const now = await lastChangeAt(user);
      if (moves) assert.ok(now > last, `${what}: lastChangeAt should move past ${last}, is ${now}`);
      else assert.equal(now, last, `${what}: lastChangeAt should stay`);
      last = now;
    };
    await step('tags', { tags: { k: 'v1' } }, true);
    await step('the same tags', { tags: { k: 'v1' } }, false);
    await step('an attribute no policy uses', { roleAttributes: [unique('x')] }, true);
    await step('name and strategy', { name: unique('renamed'), terminatorStrategy: 'random' }, true);
    await step('max idle time', { maxIdleTimeMillis: 9_007_199_254_740_991 }, true);
    await step('encryptionRequired repeated', { encryptionRequired: true }, false);
    assert.equal(await lastChangeAt(other), otherLast, 'an identity not granted the service is not stamped');

    const svc = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    assert.deepEqual([svc.tags, svc.terminatorStrategy, svc.maxIdleTimeMillis, svc.encryptionRequired], [{ k: 'v1' }, 'random', 9_007_199_254_740_991, true]);
    const seen = requireOk(await user.client.get(`/services/${serviceId}`));
    assert.equal(seen.name, svc.name);
  });

  test('the change event names the fields patched, after the row is written', async () => {
    const { sub, probe } = await liveChanges();
    const serviceId = await createService(server);
    await changesUntil(sub, probe, serviceId);
    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { tags: { a: 'b' }, roleAttributes: ['r1'] }));
    const [change] = await changesUntil(sub, probe, serviceId);
    assert.deepEqual([change.kind, change.action, [...(change.changedFields ?? [])].sort()], ['SERVICES', 'updated', ['roleAttributes', 'tags']]);
  });

  test('GraphQL patchService answers the service as written', async () => {
    const serviceId = await createService(server, { tags: { k: 'v' } });
    const before = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    await sleep(5);
    const name = unique('gql');
    const res = requireData(await gqlRaw<{ patchService: Record<string, unknown> }>(server.url, `mutation ($id: ID!, $input: ServicePatchInput!) {
      patchService(id: $id, input: $input) { id name roleAttributes configs terminatorStrategy encryptionRequired maxIdleTimeMillis tags createdAt updatedAt }
    }`, { id: serviceId, input: { name, roleAttributes: ['g1', 'g2'], terminatorStrategy: 'weighted', maxIdleTimeMillis: 86_400_000_000 } }, server.mgmt.token));
    const patched = res.patchService;
    assert.deepEqual(
      { ...patched, createdAt: undefined, updatedAt: undefined },
      { id: serviceId, name, roleAttributes: ['g1', 'g2'], configs: [], terminatorStrategy: 'weighted', encryptionRequired: true, maxIdleTimeMillis: 86_400_000_000, tags: { k: 'v' }, createdAt: undefined, updatedAt: undefined },
    );
    assert.equal(Date.parse(patched.createdAt as string), Date.parse(before.createdAt));
    assert.ok(Date.parse(patched.updatedAt as string) > Date.parse(before.updatedAt), 'updatedAt moves');
    const got = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    assert.deepEqual([got.name, got.roleAttributes, got.terminatorStrategy, got.maxIdleTimeMillis, Date.parse(got.updatedAt)], [name, ['g1', 'g2'], 'weighted', 86_400_000_000, Date.parse(patched.updatedAt as string)]);
  });

  test('every field at once, with and without encryptionRequired', async () => {
    const serviceId = await createService(server);
    const all = { roleAttributes: ['x'], terminatorStrategy: 'sticky', maxIdleTimeMillis: 5, tags: { a: '1' } };
    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { ...all, name: unique('all'), encryptionRequired: true }));
    const name = unique('all');
    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { ...all, name, maxIdleTimeMillis: 6 }));
    const got = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    assert.deepEqual([got.name, got.roleAttributes, got.terminatorStrategy, got.maxIdleTimeMillis, got.tags], [name, ['x'], 'sticky', 6, { a: '1' }]);
  });

  test('refused patches answer as before and change nothing', async () => {
    const taken = unique('taken');
    await createService(server, { name: taken });
    const name = unique('svc');
    const serviceId = await createService(server, { name, tags: { k: 'v' } });
    const before = requireOk(await server.mgmt.get(`/services/${serviceId}`));

    const dup = requireFieldError(await server.mgmt.patch(`/services/${serviceId}`, { name: taken, tags: { k: 'changed' } }), 'name');
    assert.equal(dup.message, 'The supplied request contains an invalid document or no valid accept content were available, see cause');
    assert.equal(dup.cause.reason, 'name must be unique');
    assert.equal(dup.cause.value, taken);
    // The same envelope as a PUT's, which is always transactional.
    const put = requireFieldError(await server.mgmt.put(`/services/${serviceId}`, { name: taken, encryptionRequired: true }), 'name');
    assert.deepEqual({ ...dup, requestId: undefined }, { ...put, requestId: undefined });

    requireFieldError(await server.mgmt.patch(`/services/${serviceId}`, { encryptionRequired: false, tags: { k: 'changed' } }), 'encryptionRequired');
    requireFieldError(await server.mgmt.patch(`/services/${serviceId}`, { terminatorStrategy: 'nope', tags: { k: 'changed' } }), 'terminatorStrategy');
    requireFieldError(await server.mgmt.patch(`/services/${serviceId}`, { name: '', tags: { k: 'changed' } }), 'name');
    requireNotFound(await server.mgmt.patch(`/services/${unique('missing')}`, { tags: { k: 'v' } }));

    const after = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    assert.deepEqual(after, before);
  });
});

describe('DELETE /services/{id}', () => {
  test('takes its terminators, sessions, identity service configs, matches and @id roles; stamps and announces', async () => {
    const ia = unique('ia');
    const user = await createUser(server, { roleAttributes: [ia] });
    const typeId = await createConfigType(server);
    const config = await createConfig(server, typeId, { port: 1 });
    const own = await createConfig(server, typeId, { port: 2 });
    const serviceId = await createService(server, { configs: [config] });
    const keep = await createService(server);
    const policy = await createServicePolicy(server, 'Dial', [`#${ia}`], [`@${serviceId}`, `@${keep}`]);
    const routerId = await createEdgeRouter(server);
    await createEdgeRouterPolicy(server, [`#${ia}`], [`@${routerId}`]);
    const serp = await createServiceEdgeRouterPolicy(server, [`@${serviceId}`, `@${keep}`], [`@${routerId}`]);
    const terminator = requireOk(await server.mgmt.post('/terminators', { service: serviceId, router: routerId, binding: 'edge', address: 'tcp:localhost:1' }), 201).id;
    requireOk(await server.mgmt.post(`/identities/${user.id}/service-configs`, [{ serviceId, configId: own }]));
    const session = requireOk(await user.client.post('/sessions', { serviceId, type: 'Dial' }), 201).id;
    const kept = requireOk(await user.client.post('/sessions', { serviceId: keep, type: 'Dial' }), 201).id;
    const { sub, probe } = await liveChanges();
    await sleep(20);
    const before = await lastChangeAt(user);

    requireOk(await server.mgmt.delete(`/services/${serviceId}`));

    requireNotFound(await server.mgmt.get(`/services/${serviceId}`));
    requireNotFound(await server.mgmt.get(`/terminators/${terminator}`));
    requireNotFound(await server.mgmt.get(`/sessions/${session}`));
    requireOk(await server.mgmt.get(`/sessions/${kept}`));
    requireOk(await server.mgmt.get(`/configs/${config}`)); // configs are shared: they stay
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${user.id}/service-configs`)), []);
    assert.deepEqual(requireOk(await server.mgmt.get(`/service-policies/${policy}`)).serviceRoles, [`@${keep}`]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/service-edge-router-policies/${serp}`)).serviceRoles, [`@${keep}`]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/service-policies/${policy}/services`)).map((s: { id: string }) => s.id), [keep]);
    assert.ok((await lastChangeAt(user)) > before, 'the user lost a service: lastChangeAt moves');
    assert.deepEqual(await clientServiceIds(user), [keep]);

    // The session it ended, then the service, as the transactional path announces them.
    const changes = await changesUntil(sub, probe, serviceId);
    assert.deepEqual(changes.map((c) => [c.kind, c.action, c.id]), [['SESSIONS', 'deleted', session], ['SERVICES', 'deleted', serviceId]]);

    requireNotFound(await server.mgmt.delete(`/services/${serviceId}`));
  });

  test('a service no policy selects: its terminators and identity service configs go with it, it is announced, other services and policies stay', async () => {
    const user = await createUser(server);
    const typeId = await createConfigType(server);
    const own = await createConfig(server, typeId, { port: 3 });
    const serviceId = await createService(server);
    const other = await createService(server);
    const policy = await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${other}`]);
    const routerId = await createEdgeRouter(server);
    const terminator = requireOk(await server.mgmt.post('/terminators', { service: serviceId, router: routerId, binding: 'edge', address: 'tcp:localhost:2' }), 201).id;
    const otherTerminator = requireOk(await server.mgmt.post('/terminators', { service: other, router: routerId, binding: 'edge', address: 'tcp:localhost:3' }), 201).id;
    requireOk(await server.mgmt.post(`/identities/${user.id}/service-configs`, [{ serviceId, configId: own }, { serviceId: other, configId: own }]));
    const { sub, probe } = await liveChanges();

    requireOk(await server.mgmt.delete(`/services/${serviceId}`));

    requireNotFound(await server.mgmt.get(`/services/${serviceId}`));
    requireNotFound(await server.mgmt.get(`/terminators/${terminator}`));
    requireOk(await server.mgmt.get(`/terminators/${otherTerminator}`));
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${user.id}/service-configs`)).map((c: { serviceId: string }) => c.serviceId), [other]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/service-policies/${policy}`)).serviceRoles, [`@${other}`]);
    assert.deepEqual(await clientServiceIds(user), [other]);
    const changes = await changesUntil(sub, probe, serviceId);
    assert.deepEqual(changes.map((c) => [c.kind, c.action, c.id]), [['SERVICES', 'deleted', serviceId]]);
    requireNotFound(await server.mgmt.delete(`/services/${serviceId}`));
  });

  test('an unknown service is 404', async () => {
    requireNotFound(await server.mgmt.delete(`/services/${unique('missing')}`));
  });
});
