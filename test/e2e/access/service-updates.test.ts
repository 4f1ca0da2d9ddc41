import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk, requireUnauthorized } from '../../support/rest-client';
import {
  createConfig, createConfigType, createEdgeRouter, createEdgeRouterPolicy, createService, createServiceEdgeRouterPolicy, createServicePolicy,
  createUser, logIn, sleep, unique, type User,
} from '../../support/fixtures';

/**
 * GET /current-api-session/service-updates: `lastChangeAt` is the API session's creation until
 * something changes what the identity sees of its services, and moves exactly then.
 */

const server = useTestServer();

async function lastChangeAt(user: { client: User['client'] }): Promise<string> {
  return requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt;
}

/**
 * Tracks one user's lastChangeAt: `moved(what)` runs a write and asserts the value moved
 * forward, `unchanged(what)` that it did not. Sleeps first so a change gets a later timestamp.
 */
function tracker(user: User) {
  let last = user.apiSessionCreatedAt;
  const step = async (what: string, write: () => Promise<unknown>, expectMove: boolean) => {
    await sleep(20);
    const before = Date.now();
    await write();
    const now = await lastChangeAt(user);
    if (expectMove) {
      assert.ok(now > last, `${what}: lastChangeAt should move past ${last}, is ${now}`);
      assert.ok(Date.parse(now) >= before - 5, `${what}: the change time (${now}) is the write's`);
    } else {
      assert.equal(now, last, `${what}: lastChangeAt should stay`);
    }
    last = now;
  };
  return {
    moved: (what: string, write: () => Promise<unknown>) => step(what, write, true),
    unchanged: (what: string, write: () => Promise<unknown>) => step(what, write, false),
  };
}

const ok = async (p: Promise<{ status: number; text: string }>) => {
  const res = await p;
  assert.ok(res.status === 200 || res.status === 201, `${res.status}: ${res.text}`);
  return res;
};

describe('GET /current-api-session/service-updates', () => {
  test('is the API session\'s creation at first; a new session starts from its own creation', async () => {
    const user = await createUser(server, { roleAttributes: [unique('a')] });
    assert.equal(await lastChangeAt(user), user.apiSessionCreatedAt);
    await sleep(20);
    const again = await logIn(server, user.username, user.password);
    assert.equal(await lastChangeAt(again), again.apiSessionCreatedAt);
    assert.ok(again.apiSessionCreatedAt > user.apiSessionCreatedAt);
    requireUnauthorized(await server.anon('client').get('/current-api-session/service-updates'));
  });

  test('moves for policies granting and removing a service, service and config changes, own config overrides', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const other = await createUser(server, { roleAttributes: [unique('b')] });
    const typeId = await createConfigType(server);
    const config = await createConfig(server, typeId, { port: 1 });
    const own = await createConfig(server, typeId, { port: 2 });
    const serviceId = await createService(server, { configs: [config] });
    const t = tracker(user);
    let policy = '';

    await t.moved('a policy granting a service', async () => (policy = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`])));
    await t.moved('a second permission (Bind)', () => createServicePolicy(server, 'Bind', [`@${user.id}`], [`@${serviceId}`]));
    await t.moved('the service renamed', () => ok(server.mgmt.patch(`/services/${serviceId}`, { name: unique('renamed') })));
    await t.moved('its config changed', () => ok(server.mgmt.patch(`/configs/${config}`, { data: { port: 3 } })));
    await t.moved('its own service config override', () => ok(server.mgmt.post(`/identities/${user.id}/service-configs`, [{ serviceId, configId: own }])));
    await t.moved('the override removed', () => ok(server.mgmt.delete(`/identities/${user.id}/service-configs`)));
    await t.unchanged("another identity's override", () => ok(server.mgmt.post(`/identities/${other.id}/service-configs`, [{ serviceId, configId: own }])));
    await t.moved('the Dial policy deleted', () => ok(server.mgmt.delete(`/service-policies/${policy}`)));
    await t.moved('the service deleted', () => ok(server.mgmt.delete(`/services/${serviceId}`)));
  });

  test('moves when a policy change or a service attribute change adds or removes one of its services', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const x = unique('x');
    const s1 = await createService(server, { roleAttributes: [x] });
    const s2 = await createService(server);
    const policy = await createServicePolicy(server, 'Dial', [`#${attr}`], [`#${x}`]);
    const t = tracker(user);
    await t.moved('a service gains the attribute', () => ok(server.mgmt.patch(`/services/${s2}`, { roleAttributes: [x] })));
    await t.moved('a service loses it', () => ok(server.mgmt.patch(`/services/${s1}`, { roleAttributes: [] })));
    await t.moved('the policy re-targeted', () => ok(server.mgmt.patch(`/service-policies/${policy}`, { serviceRoles: [`@${s1}`] })));
    await t.moved('the policy re-targeted back', () => ok(server.mgmt.patch(`/service-policies/${policy}`, { serviceRoles: [`#${x}`] })));
    await t.moved('a new service the policy selects', () => createService(server, { roleAttributes: [x] }));
    const check = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), typeId: 'DOMAIN', domains: ['corp.example.com'] }), 201).id;
    await t.moved('a posture check added to the policy', () => ok(server.mgmt.patch(`/service-policies/${policy}`, { postureCheckRoles: [`@${check}`] })));
    await t.moved('the posture check changed', () => ok(server.mgmt.patch(`/posture-checks/${check}`, { typeId: 'DOMAIN', domains: ['other.example.com'] })));
    await t.moved('the policy switched to Bind', () => ok(server.mgmt.patch(`/service-policies/${policy}`, { type: 'Bind' })));
  });

  test('does not move for changes that leave its services as they were', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const other = await createUser(server, { roleAttributes: [unique('b')] });
    const mine = await createService(server);
    const policy = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${mine}`]);
    await sleep(20);
    const fresh = await logIn(server, user.username, user.password); // starts after the setup
    const t = tracker({ ...user, ...fresh });

    const unrelated = await createService(server);
    await t.unchanged('an unrelated service created', () => createService(server));
    await t.unchanged('an unrelated service renamed', () => ok(server.mgmt.patch(`/services/${unrelated}`, { name: unique('other') })));
    await t.unchanged("another identity's attributes", () => ok(server.mgmt.patch(`/identities/${other.id}`, { roleAttributes: [unique('c')] })));
    await t.unchanged('a policy for another identity', () => createServicePolicy(server, 'Dial', [`@${other.id}`], [`@${mine}`]));
    await t.unchanged('a second policy granting the same access', () => createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${mine}`]));
    await t.unchanged("the policy's name and tags", () => ok(server.mgmt.patch(`/service-policies/${policy}`, { name: unique('renamed'), tags: { k: 'v' } })));
    await t.unchanged('the policy re-targeted to the same service by id', () => ok(server.mgmt.patch(`/service-policies/${policy}`, { identityRoles: [`@${user.id}`] })));
    const er = await createEdgeRouter(server);
    await t.unchanged('an edge router policy', () => createEdgeRouterPolicy(server, [`@${user.id}`], [`@${er}`]));
    await t.unchanged('a service edge router policy', () => createServiceEdgeRouterPolicy(server, [`@${mine}`], [`@${er}`]));
    await t.unchanged('an edge router attribute change', () => ok(server.mgmt.patch(`/edge-routers/${er}`, { roleAttributes: [unique('r')] })));
    await t.unchanged("its own identity's tags", () => ok(server.mgmt.patch(`/identities/${user.id}`, { tags: { k: 'v' } })));
  });

  test("moves when the identity's own attributes add or remove a service", async () => {
    const [a, b] = [unique('a'), unique('b')];
    const user = await createUser(server, { roleAttributes: [a] });
    const s = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${b}`], [`@${s}`]);
    const t = tracker(user);
    await t.moved('gains the attribute', () => ok(server.mgmt.patch(`/identities/${user.id}`, { roleAttributes: [a, b] })));
    await t.unchanged('an attribute no policy uses', () => ok(server.mgmt.patch(`/identities/${user.id}`, { roleAttributes: [a, b, unique('c')] })));
    await t.moved('loses it', () => ok(server.mgmt.patch(`/identities/${user.id}`, { roleAttributes: [a] })));
  });
});
