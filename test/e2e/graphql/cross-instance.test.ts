import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { unique } from '../../support/fixtures';
import { requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { CurrentIdentityDocument, IdentityChangedDocument, IdentityDocument, type IdentityChangedSubscription } from '../../graphql/generated';

/**
 * Two controller instances on ONE PostgreSQL database: a change committed through one is
 * announced (NOTIFY on commit, LISTEN on each instance) to subscribers of the other.
 * Needs a PostgreSQL server: DATABASE_URL's, else 127.0.0.1:5432. Without one the test is
 * skipped, except under CI=true, where it fails.
 */
const pair = twoInstancesOnOneDatabase('the cross-instance test');
const open: Subscription<IdentityChangedSubscription>[] = [];

after(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

/** An admin subscription on `on`, live once a write through `via` has reached it. */
async function liveWatch(on: TestServer, via: TestServer, probeId: string): Promise<Subscription<IdentityChangedSubscription>> {
  const sub = subscribe(on.url, IdentityChangedDocument, {}, on.mgmt.token);
  open.push(sub);
  let n = 0;
  await untilLive(
    sub,
    async () => requireOk(await via.mgmt.patch(`/identities/${probeId}`, { tags: { probe: String(++n) } })),
    (e) => e.identityChanged.entityId === probeId,
    15_000,
  );
  return sub;
}

describe('two controller instances on one PostgreSQL database', () => {
  test('both instances serve the same data and sessions', async (t) => {
    if (!pair.needsPostgres(t)) return;
    assert.notEqual(pair.a.url, pair.b.url);
    const id = requireOk(await pair.a.mgmt.post('/identities', { name: unique('shared'), type: 'User', isAdmin: false }), 201).id;
    const onB = requireData(await gql(pair.b.url, IdentityDocument, { id }, pair.b.mgmt.token)).identity;
    assert.equal(onB.id, id);
    // A session created on A is valid on B.
    const me = requireData(await gql(pair.b.url, CurrentIdentityDocument, {}, pair.a.mgmt.token)).currentIdentity;
    assert.equal(me.isDefaultAdmin, true);
  });

  test('a REST write on instance A reaches a subscriber on instance B', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const probeId = requireOk(await pair.a.mgmt.post('/identities', { name: unique('probe'), type: 'User', isAdmin: false }), 201).id;
    const sub = await liveWatch(pair.b, pair.a, probeId);

    const id = requireOk(await pair.a.mgmt.post('/identities', { name: unique('cross'), type: 'User', isAdmin: false }), 201).id;
    requireOk(await pair.a.mgmt.patch(`/identities/${id}`, { tags: { from: 'a' } }));
    requireOk(await pair.a.mgmt.delete(`/identities/${id}`));

    const events = (await sub.take(3, 10_000)).map((e) => e.identityChanged);
    assert.deepEqual(
      events.map((e) => [e.eventType, e.entityType, e.entityId]),
      [
        ['created', 'identities', id],
        ['updated', 'identities', id],
        ['deleted', 'identities', id],
      ],
    );
    assert.deepEqual(events[1].changedFields, ['tags']);
  });

  test('and the other way round: a write on B reaches a subscriber on A; a failed write on B reaches no one', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const probeId = requireOk(await pair.b.mgmt.post('/identities', { name: unique('probe'), type: 'User', isAdmin: false }), 201).id;
    const onA = await liveWatch(pair.a, pair.b, probeId);
    const onB = await liveWatch(pair.b, pair.b, probeId);
    await onA.collectFor(200); // onB's probes

    const name = unique('fromb');
    const id = requireOk(await pair.b.mgmt.post('/identities', { name, type: 'User', isAdmin: false }), 201).id;
    assert.equal((await pair.b.mgmt.post('/identities', { name, type: 'User', isAdmin: false })).status, 400);
    requireOk(await pair.b.mgmt.patch(`/identities/${probeId}`, { tags: { last: 'one' } }));

    for (const sub of [onA, onB]) {
      const events = (await sub.take(2, 10_000)).map((e) => [e.identityChanged.eventType, e.identityChanged.entityId]);
      assert.deepEqual(events, [['created', id], ['updated', probeId]], 'the duplicate create emitted nothing');
    }
  });
});
