import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { createIdentity, createService, createServicePolicy, createUser, ids, listAll, sleep, unique, type User } from '../../support/fixtures';

/**
 * The policy engine stamps exactly the identities whose access changes, computed from the change
 * itself: identities entering or leaving a policy, and a policy's or a service's changed
 * services, each checked against the grants the identity keeps through other policies.
 */

const server = useTestServer();

const lastChangeAt = async (user: User) => requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt as string;
const patch = async (segment: string, id: string, body: Record<string, unknown>) => requireOk(await server.mgmt.patch(`/${segment}/${id}`, body));

/** Runs a write and tells, for each user, whether its service-updates moved. */
async function moves(users: User[], write: () => Promise<unknown>): Promise<boolean[]> {
  const before = await Promise.all(users.map(lastChangeAt));
  await sleep(15);
  await write();
  const after = await Promise.all(users.map(lastChangeAt));
  return after.map((a, i) => a !== before[i]);
}

describe('service-updates moves exactly for identities whose access changed', () => {
  test('entering a policy: unchanged when another policy of the same type already grants its services', async () => {
    const [a, x] = [unique('a'), unique('x')];
    const s = await createService(server);
    const covered = await createUser(server, { roleAttributes: [a] });
    const otherType = await createUser(server, { roleAttributes: [unique('b')] });
    const uncovered = await createUser(server, { roleAttributes: [unique('c')] });
    await createServicePolicy(server, 'Dial', [`@${covered.id}`], [`@${s}`]);
    await createServicePolicy(server, 'Bind', [`@${otherType.id}`], [`@${s}`]);
    const policy = await createServicePolicy(server, 'Dial', [`#${x}`], [`@${s}`]);
    assert.deepEqual(
      await moves([covered, otherType, uncovered], () => patch('service-policies', policy, { identityRoles: [`#${x}`, `@${covered.id}`, `@${otherType.id}`, `@${uncovered.id}`] })),
      [false, true, true],
    );
  });

  test('leaving a policy: unchanged only while another policy of the same type grants every service it loses', async () => {
    const [s1, s2] = [await createService(server), await createService(server)];
    const both = await createUser(server);
    const one = await createUser(server);
    await createServicePolicy(server, 'Dial', [`@${both.id}`], [`@${s1}`, `@${s2}`]);
    await createServicePolicy(server, 'Dial', [`@${one.id}`], [`@${s1}`]);
    const policy = await createServicePolicy(server, 'Dial', [`@${both.id}`, `@${one.id}`], [`@${s1}`, `@${s2}`]);
    assert.deepEqual(await moves([both, one], () => patch('service-policies', policy, { identityRoles: [] })), [false, true]);
    const listed = ids(await listAll(one.client, '/services'));
    assert.deepEqual(listed, [s1], 'the identity that lost s2 no longer lists it');
  });

  test("a policy's services change: its members move unless they keep each changed service through another policy", async () => {
    const [s1, s2] = [await createService(server), await createService(server)];
    const keeps = await createUser(server);
    const gains = await createUser(server);
    await createServicePolicy(server, 'Dial', [`@${keeps.id}`], [`@${s2}`]);
    const policy = await createServicePolicy(server, 'Dial', [`@${keeps.id}`, `@${gains.id}`], [`@${s1}`]);
    assert.deepEqual(await moves([keeps, gains], () => patch('service-policies', policy, { serviceRoles: [`@${s1}`, `@${s2}`] })), [false, true]);
    assert.deepEqual(await moves([keeps, gains], () => patch('service-policies', policy, { serviceRoles: [`@${s1}`] })), [false, true]);
    assert.deepEqual(ids(await listAll(gains.client, '/services')), [s1]);
  });

  test("a service's attributes: everyone who sees it moves (they are part of what clients see), and only who lost it stops listing it", async () => {
    const x = unique('x');
    const kept = await createUser(server);
    const fresh = await createUser(server);
    const bystander = await createUser(server);
    const s = await createService(server);
    await createServicePolicy(server, 'Dial', [`@${kept.id}`], [`@${s}`]);
    await createServicePolicy(server, 'Dial', [`@${kept.id}`, `@${fresh.id}`], [`#${x}`]);
    assert.deepEqual(await moves([kept, fresh, bystander], () => patch('services', s, { roleAttributes: [x] })), [true, true, false]);
    assert.deepEqual(ids(await listAll(fresh.client, '/services')), [s]);
    assert.deepEqual(await moves([kept, fresh, bystander], () => patch('services', s, { roleAttributes: [] })), [true, true, false]);
    assert.deepEqual(ids(await listAll(kept.client, '/services')), [s], 'still granted by the policy naming it');
    assert.deepEqual(ids(await listAll(fresh.client, '/services')), []);
  });

  test('a Dial/Bind switch moves exactly the identities whose permission changes', async () => {
    const s = await createService(server);
    const alsoBinds = await createUser(server);
    const onlyDials = await createUser(server);
    await createServicePolicy(server, 'Bind', [`@${alsoBinds.id}`], [`@${s}`]);
    await createServicePolicy(server, 'Dial', [`@${alsoBinds.id}`], [`@${s}`]);
    const policy = await createServicePolicy(server, 'Dial', [`@${alsoBinds.id}`, `@${onlyDials.id}`], [`@${s}`]);
    assert.deepEqual(await moves([alsoBinds, onlyDials], () => patch('service-policies', policy, { type: 'Bind' })), [false, true]);
  });

  test('a policy moving hundreds of identities: each moved one is stamped and its cached list evicted, others are not', async () => {
    const [x, y] = [unique('x'), unique('y')];
    const s = await createService(server);
    // More identities than one change event names (400): the user is in a later one.
    for (let i = 0; i < 450; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => createIdentity(server, { roleAttributes: [x] })));
    }
    const user = await createUser(server, { roleAttributes: [x] });
    const leaving = await createUser(server, { roleAttributes: [y] });
    const bystander = await createUser(server, { roleAttributes: [unique('z')] });
    const policy = await createServicePolicy(server, 'Dial', [`#${y}`], [`@${s}`]);
    assert.deepEqual(ids(await listAll(user.client, '/services')), [], 'cached: nothing yet');
    assert.deepEqual(ids(await listAll(leaving.client, '/services')), [s], 'cached: the service');
    assert.deepEqual(await moves([user, leaving, bystander], () => patch('service-policies', policy, { identityRoles: [`#${x}`] })), [true, true, false]);
    assert.deepEqual(ids(await listAll(user.client, '/services')), [s], 'the cached page was evicted');
    assert.deepEqual(ids(await listAll(leaving.client, '/services')), []);
    const members = await server.mgmt.get(`/service-policies/${policy}/identities?limit=1`);
    assert.equal((members.body as { meta: { pagination: { totalCount: number } } }).meta.pagination.totalCount, 451);
  });
});
