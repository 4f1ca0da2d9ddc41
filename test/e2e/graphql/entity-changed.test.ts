import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { createConfig, createConfigType, createUser, unique } from '../../support/fixtures';
import { requireOk } from '../../support/rest-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { EntityChangedDocument, type EntityChangedSubscription, type EntityKind } from '../../graphql/generated';

/**
 * `entityChanged`: committed changes of every resource kind, filtered by kinds, delivered to an
 * admin subscribed on ANOTHER controller instance (NOTIFY on commit, LISTEN on each instance).
 */
const pair = twoInstancesOnOneDatabase('the entityChanged test');
const open: Subscription<EntityChangedSubscription>[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

type Change = EntityChangedSubscription['entityChanged'];

/** An admin subscription on instance B, live once a change of a probe config made on A has reached it. */
async function liveOnB(kinds: EntityKind[] | null): Promise<{ sub: Subscription<EntityChangedSubscription>; probeId: string }> {
  const typeId = await createConfigType(pair.a);
  const probeId = await createConfig(pair.a, typeId, { probe: 0 });
  const sub = subscribe(pair.b.url, EntityChangedDocument, { kinds }, pair.b.mgmt.token);
  open.push(sub);
  let n = 0;
  await untilLive(
    sub,
    async () => requireOk(await pair.a.mgmt.patch(`/configs/${probeId}`, { data: { probe: ++n } })),
    (e) => e.entityChanged.id === probeId,
    15_000,
  );
  return { sub, probeId };
}

/** The next `n` changes that are not about the probe. */
async function next(sub: Subscription<EntityChangedSubscription>, n: number, probeId: string): Promise<Change[]> {
  const got: Change[] = [];
  while (got.length < n) {
    const [event] = await sub.take(1, 10_000);
    if (event.entityChanged.id !== probeId) got.push(event.entityChanged);
  }
  return got;
}

describe('entityChanged across instances', () => {
  test('a config, a policy and an edge router created, updated and deleted on A reach a subscriber on B, only of the kinds asked', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const { sub, probeId } = await liveOnB(['CONFIGS', 'SERVICE_POLICIES', 'EDGE_ROUTERS']);
    const { a } = pair;

    // Not of the kinds asked: never delivered (it would come first).
    requireOk(await a.mgmt.post('/identities', { name: unique('ignored'), type: 'User', isAdmin: false }), 201);
    const typeId = await createConfigType(a);
    const configId = await createConfig(a, typeId, { v: 1 });
    requireOk(await a.mgmt.patch(`/configs/${configId}`, { data: { v: 2 } }));
    requireOk(await a.mgmt.delete(`/configs/${configId}`));
    const policyId = requireOk(await a.mgmt.post('/service-policies', { name: unique('sp'), type: 'Dial', semantic: 'AllOf', identityRoles: [], serviceRoles: [] }), 201).id;
    requireOk(await a.mgmt.patch(`/service-policies/${policyId}`, { tags: { v: '2' } }));
    requireOk(await a.mgmt.delete(`/service-policies/${policyId}`));
    const routerId = requireOk(await a.mgmt.post('/edge-routers', { name: unique('er') }), 201).id;
    requireOk(await a.mgmt.patch(`/edge-routers/${routerId}`, { tags: { v: '2' } }));
    requireOk(await a.mgmt.delete(`/edge-routers/${routerId}`));

    const changes = await next(sub, 9, probeId);
    assert.deepEqual(
      changes.map((c) => [c.kind, c.id, c.action]),
      [
        ['CONFIGS', configId, 'created'], ['CONFIGS', configId, 'updated'], ['CONFIGS', configId, 'deleted'],
        ['SERVICE_POLICIES', policyId, 'created'], ['SERVICE_POLICIES', policyId, 'updated'], ['SERVICE_POLICIES', policyId, 'deleted'],
        ['EDGE_ROUTERS', routerId, 'created'], ['EDGE_ROUTERS', routerId, 'updated'], ['EDGE_ROUTERS', routerId, 'deleted'],
      ],
    );
    assert.deepEqual(changes[1].changedFields, ['data']);
    assert.deepEqual(changes[4].changedFields, ['tags']);
    // Nothing else of those kinds (nor any identity) came after.
    assert.deepEqual((await sub.collectFor(300)).filter((e) => e.entityChanged.id !== probeId), []);
  });

  test('without kinds, every kind is delivered (an identity change included)', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const { sub, probeId } = await liveOnB(null);
    const id = requireOk(await pair.a.mgmt.post('/identities', { name: unique('all'), type: 'User', isAdmin: false }), 201).id;
    const [change] = await next(sub, 1, probeId);
    assert.deepEqual([change.kind, change.id, change.action], ['IDENTITIES', id, 'created']);
  });

  test('a non-admin subscriber is refused as for the other admin subscriptions, and receives nothing', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const user = await createUser(pair.b, {}, 'client');
    const sub = subscribe(pair.b.url, EntityChangedDocument, { kinds: null }, user.client.token);
    open.push(sub);
    const errors = await sub.failure(5_000);
    assert.equal(errors[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(errors));
    requireOk(await pair.a.mgmt.post('/identities', { name: unique('after'), type: 'User', isAdmin: false }), 201);
    assert.deepEqual(await sub.collectFor(300), []);
  });
});
