import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import type { Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, listAll, sharedEdgeRouter, sleep, unique } from '../../support/fixtures';
import type { ServiceListChangedEvent } from './gql-documents';
import { liveServiceWatch, summary } from './service-watch';

/**
 * Two controller instances on ONE PostgreSQL database: a write through one changes what the
 * other answers at once (its caches are dropped by the committed event) and reaches the
 * other's serviceListChanged subscribers. Needs PostgreSQL (DATABASE_URL's server, else
 * 127.0.0.1:5432): skipped without it, except under CI=true, where it fails.
 */
const pair = twoInstancesOnOneDatabase('the cross-instance access test');
const open: Subscription<ServiceListChangedEvent>[] = [];

after(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

describe('access across two controller instances on one PostgreSQL database', () => {
  test('a write through A reaches a serviceListChanged subscriber on B, and only the affected identity', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const attr = unique('a');
    const user = await createUser(pair.a, { roleAttributes: [attr] });
    const bystanderAttr = unique('b');
    const bystander = await createUser(pair.a, { roleAttributes: [bystanderAttr] });
    const sub = await liveServiceWatch(pair.b, pair.a, user, attr, open);
    const quiet = await liveServiceWatch(pair.b, pair.a, bystander, bystanderAttr, open);

    const name = unique('svc');
    const serviceId = await createService(pair.a, { name });
    const policy = await createServicePolicy(pair.a, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    assert.deepEqual(summary((await sub.take(1, 10_000))[0]), { added: [[serviceId, name, ['Dial']]], removed: [], changed: [] });
    requireOk(await pair.a.mgmt.delete(`/service-policies/${policy}`));
    assert.deepEqual(summary((await sub.take(1, 10_000))[0]), { added: [], removed: [serviceId], changed: [] });
    assert.deepEqual(await quiet.collectFor(300), [], 'nothing for an identity whose services did not change');
  });

  test('sessions created on B list edge routers as A left them, with no wait for events', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const attr = unique('a');
    const user = await createUser(pair.a, { roleAttributes: [attr] });
    const onB = pair.b.anon('client').as(user.client.token);
    const serviceId = await createService(pair.a);
    await createServicePolicy(pair.a, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const first = unique('er');
    const firstRouter = await sharedEdgeRouter(pair.a, [`#${attr}`], [`@${serviceId}`], { name: first, cost: 10 });
    const routerNames = async () => requireOk(await onB.post('/sessions', { serviceId }), 201).edgeRouters.map((r: { name: string }) => r.name);
    assert.deepEqual(await routerNames(), [first]);

    // Each answer comes right after A's write returned: B checks its copy against the
    // database's version in the create statement itself.
    const second = unique('er');
    await sharedEdgeRouter(pair.a, [`#${attr}`], [`@${serviceId}`], { name: second, cost: 5 });
    assert.deepEqual(await routerNames(), [second, first]);
    requireOk(await pair.a.mgmt.patch(`/edge-routers/${firstRouter}`, { cost: 1 }));
    assert.deepEqual(await routerNames(), [first, second]);
    requireOk(await pair.a.mgmt.delete(`/edge-routers/${firstRouter}`));
    assert.deepEqual(await routerNames(), [second]);
  });

  test("B's cached service list and service-updates follow writes made through A", async (t) => {
    if (!pair.needsPostgres(t)) return;
    const attr = unique('a');
    const user = await createUser(pair.a, { roleAttributes: [attr] });
    const onB = pair.b.anon('client').as(user.client.token);
    const serviceId = await createService(pair.a);
    assert.deepEqual(await listAll(onB, '/services'), []);
    const updatesBefore = requireOk(await onB.get('/current-api-session/service-updates')).lastChangeAt;

    await sleep(20);
    const policy = await createServicePolicy(pair.a, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const deadline = Date.now() + 5_000;
    let listed: { id: string }[] = [];
    while (Date.now() < deadline && listed.length === 0) {
      listed = await listAll(onB, '/services');
      if (!listed.length) await sleep(50);
    }
    assert.deepEqual(listed.map((s) => s.id), [serviceId], "B's cache was dropped by A's committed change");
    assert.ok(requireOk(await onB.get('/current-api-session/service-updates')).lastChangeAt > updatesBefore);

    requireOk(await pair.a.mgmt.delete(`/service-policies/${policy}`));
    const until = Date.now() + 5_000;
    while (Date.now() < until && listed.length) {
      listed = await listAll(onB, '/services');
      if (listed.length) await sleep(50);
    }
    assert.deepEqual(listed, []);
  });
});
