import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { unique } from '../../support/fixtures';
import { requireError, requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { DisableIdentityDocument, EnableIdentityDocument, IdentityChangedDocument, LoginDocument, PatchIdentityDocument, type IdentityChangedSubscription } from '../../graphql/generated';

type Change = IdentityChangedSubscription['identityChanged'];

const server = useTestServer();
/** An identity the tests only touch to prove a subscription is live (its events are dropped). */
let probeId: string;
let probeCount = 0;
/** Every subscription a test opened, closed in after() even when the test failed. */
const open: Subscription<IdentityChangedSubscription>[] = [];
server.defer(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});
server.setup(async () => {
  probeId = requireOk(await server.mgmt.post('/identities', { name: unique('probe'), type: 'User', isAdmin: false }), 201).id;
});

function watch(auth: string | Record<string, unknown> | undefined): Subscription<IdentityChangedSubscription> {
  const sub = subscribe(server.url, IdentityChangedDocument, {}, auth);
  open.push(sub);
  return sub;
}

async function touchProbe(): Promise<void> {
  probeCount += 1;
  requireOk(await server.mgmt.patch(`/identities/${probeId}`, { tags: { probe: String(probeCount) } }));
}

/** An admin subscription that is established on the server (its probe event arrived). */
async function liveAdminWatch(auth: string | Record<string, unknown> = server.admin): Promise<Subscription<IdentityChangedSubscription>> {
  const sub = watch(auth);
  await untilLive(sub, touchProbe, (e) => e.identityChanged.entityId === probeId);
  return sub;
}

async function nextChange(sub: Subscription<IdentityChangedSubscription>): Promise<Change> {
  const [event] = await sub.take(1, 5_000);
  return event.identityChanged;
}

function assertChange(change: Change, eventType: string, entityId: string): void {
  assert.equal(change.eventType, eventType, JSON.stringify(change));
  assert.equal(change.entityType, 'identities');
  assert.equal(change.entityId, entityId, JSON.stringify(change));
  assert.match(change.eventId, /^[0-9a-f-]{36}$/);
  assert.ok(Math.abs(Date.parse(change.timestamp) - Date.now()) < 60_000, `timestamp ${change.timestamp}`);
}

async function createUser(): Promise<{ id: string; token: string }> {
  const id = requireOk(await server.mgmt.post('/identities', { name: unique('user'), type: 'User', isAdmin: false }), 201).id;
  const username = unique('login');
  const password = `pw-${unique('secret')}`;
  requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: id, username, password }), 201);
  const token = requireData(await gql(server.url, LoginDocument, { username, password })).login.token;
  return { id, token };
}

describe('identityChanged for admins', () => {
  test('REST create, patch and delete arrive as created, updated and deleted, in order', async () => {
    const sub = await liveAdminWatch();
    const id = requireOk(await server.mgmt.post('/identities', { name: unique('evt'), type: 'User', isAdmin: false }), 201).id;
    requireOk(await server.mgmt.patch(`/identities/${id}`, { tags: { x: 'y' }, roleAttributes: ['r'] }));
    requireOk(await server.mgmt.delete(`/identities/${id}`));

    const [created, updated, deleted] = (await sub.take(3, 5_000)).map((e) => e.identityChanged);
    assertChange(created, 'created', id);
    assertChange(updated, 'updated', id);
    assert.deepEqual([...(updated.changedFields ?? [])].sort(), ['roleAttributes', 'tags']);
    assertChange(deleted, 'deleted', id);
    assert.equal(new Set([created.eventId, updated.eventId, deleted.eventId]).size, 3, 'every event has its own id');
    assert.deepEqual(await sub.collectFor(200), [], 'nothing more');
  });

  test('each committed change arrives exactly once (the LISTEN echo of a local commit is not re-delivered)', async () => {
    const sub = await liveAdminWatch();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(requireOk(await server.mgmt.post('/identities', { name: unique('once'), type: 'User', isAdmin: false }), 201).id);
    const events = [...(await sub.take(3, 5_000)), ...(await sub.collectFor(400))].map((e) => e.identityChanged);
    assert.deepEqual(
      events.map((e) => [e.eventType, e.entityId]),
      ids.map((id) => ['created', id]),
      'one event per commit, in commit order, none twice',
    );
    assert.equal(new Set(events.map((e) => e.eventId)).size, events.length, 'no eventId delivered twice');
  });

  test('GraphQL mutations emit too (patch, disable, enable)', async () => {
    const sub = await liveAdminWatch();
    const user = await createUser();
    assertChange(await nextChange(sub), 'created', user.id);
    requireData(await gql(server.url, PatchIdentityDocument, { id: user.id, input: { tags: { via: 'gql' } } }, server.admin));
    const patched = await nextChange(sub);
    assertChange(patched, 'updated', user.id);
    assert.deepEqual(patched.changedFields, ['tags']);
    requireData(await gql(server.url, DisableIdentityDocument, { id: user.id, durationMinutes: 5 }, server.admin));
    const disabled = await nextChange(sub);
    assertChange(disabled, 'updated', user.id);
    assert.ok(disabled.changedFields?.includes('disabled'), JSON.stringify(disabled));
    requireData(await gql(server.url, EnableIdentityDocument, { id: user.id }, server.admin));
    assertChange(await nextChange(sub), 'updated', user.id);
  });

  test('every subscriber gets every event; Authorization: Bearer in connectionParams works', async () => {
    const a = await liveAdminWatch();
    const b = await liveAdminWatch({ Authorization: `Bearer ${server.admin}` });
    await a.collectFor(100); // b's probes
    const id = requireOk(await server.mgmt.post('/identities', { name: unique('fan'), type: 'User', isAdmin: false }), 201).id;
    assertChange(await nextChange(a), 'created', id);
    assertChange(await nextChange(b), 'created', id);
  });

  test('only identity changes are delivered', async () => {
    const sub = await liveAdminWatch();
    const identityId = requireOk(await server.mgmt.post('/identities', { name: unique('auth'), type: 'User', isAdmin: false }), 201).id;
    assertChange(await nextChange(sub), 'created', identityId);
    // An authenticator write is an entity change of another type.
    requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username: unique('u'), password: 'pw-long-enough' }), 201);
    await touchProbe();
    const { event, skipped } = await sub.takeUntil((e) => e.identityChanged.entityId === probeId, 5_000);
    assert.deepEqual(skipped, [], 'no authenticator event');
    assert.equal(event.identityChanged.entityType, 'identities');
  });
});

describe('failed writes emit nothing', () => {
  test('a duplicate name (400) emits no event; the next successful write is the first event', async () => {
    const sub = await liveAdminWatch();
    const name = unique('dup');
    const first = requireOk(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false }), 201).id;
    assertChange(await nextChange(sub), 'created', first);

    requireError(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false }), 400, 'COULD_NOT_VALIDATE');
    requireError(await server.mgmt.patch(`/identities/${probeId}`, { name }), 400, 'COULD_NOT_VALIDATE');
    const gqlDup = await gql(server.url, PatchIdentityDocument, { id: probeId, input: { name, tags: { never: 'seen' } } }, server.admin);
    assert.equal(gqlDup.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE', JSON.stringify(gqlDup));
    assert.deepEqual(await sub.collectFor(400), [], 'no event for failed writes');

    const next = requireOk(await server.mgmt.post('/identities', { name: unique('after'), type: 'User', isAdmin: false }), 201).id;
    const [event] = await sub.take(1, 5_000);
    assertChange(event.identityChanged, 'created', next);
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${probeId}`)).tags, { probe: String(probeCount) }, 'the failed patch changed nothing');
  });

  test('refused deletes and updates of the default admin emit nothing', async () => {
    const sub = await liveAdminWatch();
    const me = requireOk(await server.mgmt.get('/current-identity'));
    requireError(await server.mgmt.delete(`/identities/${me.id}`), 400, 'ENTITY_CAN_NOT_BE_DELETED');
    requireError(await server.mgmt.patch(`/identities/${me.id}`, { isAdmin: false }), 400, 'COULD_NOT_VALIDATE');
    requireError(await server.mgmt.post(`/identities/${me.id}/disable`, { durationMinutes: 0 }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
    await touchProbe();
    const { event, skipped } = await sub.takeUntil((e) => e.identityChanged.entityId === probeId, 5_000);
    assert.deepEqual(skipped, [], 'the refused writes emitted nothing before the probe');
    assertChange(event.identityChanged, 'updated', probeId);
  });

  test('concurrent creates of one name: one commit, exactly one event', async () => {
    const sub = await liveAdminWatch();
    const name = unique('race');
    const results = await Promise.all(Array.from({ length: 4 }, () => server.mgmt.post('/identities', { name, type: 'User', isAdmin: false })));
    const createdIds = results.filter((r) => r.status === 201).map((r) => r.body.data.id as string);
    assert.equal(createdIds.length, 1, `exactly one create commits: ${results.map((r) => `${r.status} ${r.body?.error?.code ?? ''}`).join(', ')}`);
    for (const r of results.filter((x) => x.status !== 201)) assert.equal(r.status, 400, r.text);
    await touchProbe();
    const { event, skipped } = await sub.takeUntil((e) => e.identityChanged.entityId === probeId, 5_000);
    assert.deepEqual(skipped.map((e) => [e.identityChanged.eventType, e.identityChanged.entityId]), [['created', createdIds[0]]]);
    assertChange(event.identityChanged, 'updated', probeId);
  });
});

describe('who may subscribe', () => {
  test('anonymous and bad-token subscriptions are UNAUTHORIZED, non-admin ones FORBIDDEN, and get no events', async () => {
    const user = await createUser();
    const expected: Array<[ReturnType<typeof watch>, string]> = [
      [watch(undefined), 'UNAUTHORIZED'],
      [watch('00000000-0000-4000-8000-000000000000'), 'UNAUTHORIZED'],
      [watch(user.token), 'FORBIDDEN'],
      [watch({ Authorization: `Bearer ${user.token}` }), 'FORBIDDEN'],
    ];
    const refused = expected.map(([sub]) => sub);
    for (const [sub, code] of expected) {
      const errors = await sub.failure(5_000);
      assert.equal(errors[0]?.extensions?.code, code, JSON.stringify(errors));
    }
    // A write after the refusals reaches none of them.
    const live = await liveAdminWatch();
    requireOk(await server.mgmt.patch(`/identities/${user.id}`, { tags: { after: 'refusal' } }));
    assertChange(await nextChange(live), 'updated', user.id);
    for (const sub of refused) assert.deepEqual(sub.pending(), [], 'a refused subscription receives nothing');
  });

  test('a subscription ends when its session is revoked (identity disabled)', async () => {
    const id = requireOk(await server.mgmt.post('/identities', { name: unique('admin2'), type: 'User', isAdmin: true }), 201).id;
    const username = unique('admin2login');
    const password = `pw-${unique('secret')}`;
    requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: id, username, password }), 201);
    const token = requireData(await gql(server.url, LoginDocument, { username, password })).login.token;
    const sub = await liveAdminWatch(token);
    requireOk(await server.mgmt.post(`/identities/${id}/disable`, { durationMinutes: 0 }));
    await sub.collectFor(300); // the disable event itself may still be delivered
    requireOk(await server.mgmt.post('/identities', { name: unique('after'), type: 'User', isAdmin: false }), 201);
    assert.deepEqual(await sub.collectFor(500), [], 'no event after the session was revoked');
    assert.equal(sub.completed, true, 'the subscription was ended');
  });

  test('a disposed subscription stops receiving; others go on', async () => {
    const stays = await liveAdminWatch();
    const leaves = await liveAdminWatch();
    await stays.collectFor(100);
    await leaves.dispose();
    const id = requireOk(await server.mgmt.post('/identities', { name: unique('late'), type: 'User', isAdmin: false }), 201).id;
    assertChange(await nextChange(stays), 'created', id);
    assert.deepEqual(leaves.pending(), []);
  });
});
