import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, sharedEdgeRouter, unique, type User } from '../../support/fixtures';
import { totp, userWithMfa } from '../auth/mfa-support';
import { PostureResultChangedDocument, type PostureResultChangedSubscription } from '../../graphql/generated';

/**
 * postureResultChanged: the caller's services whose posture results flipped, from a posture
 * response, an edit of a check, or an MFA timeout running out (no write at all); nothing for a response that
 * changes no result, and nothing for changes that are not posture.
 */

const server = useTestServer();
const open: Subscription<PostureResultChangedSubscription>[] = [];
server.defer(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

/** A service `user` (role attribute `attr`) may Dial through a policy with one new posture check. */
async function guard(attr: string, check: Record<string, unknown>): Promise<{ serviceId: string; checkId: string }> {
  const serviceId = await createService(server);
  await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
  const checkId = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), ...check }), 201).id;
  await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${checkId}`] });
  return { serviceId, checkId };
}

/** The user's subscription, live once flipping a probe domain check has reached it. */
async function liveWatch(user: User, attr: string): Promise<Subscription<PostureResultChangedSubscription>> {
  const probe = await guard(attr, { typeId: 'DOMAIN', domains: ['probe.example.com'] });
  const sub = subscribe(server.url, PostureResultChangedDocument, {}, user.client.token);
  open.push(sub);
  let matching = false;
  await untilLive(
    sub,
    async () => {
      matching = !matching;
      requireOk(await user.client.post('/posture-response', { id: probe.checkId, typeId: 'DOMAIN', domain: matching ? 'probe.example.com' : 'elsewhere.example' }), 201);
    },
    (e) => e.postureResultChanged.services.some((s) => s.service.id === probe.serviceId),
    15_000,
  );
  return sub;
}

const servicesOf = (events: PostureResultChangedSubscription[]) => events.flatMap((e) => e.postureResultChanged.services.map((s) => s.service.id));
const passing = (event: PostureResultChangedSubscription) => (event.postureResultChanged.services[0].postureQueries as { isPassing: boolean }[])[0].isPassing;

describe('postureResultChanged', () => {
  test('fires when a response flips a result, with the result now; not for a response or a change that flips nothing', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const { serviceId, checkId } = await guard(attr, { typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] });
    const sub = await liveWatch(user, attr);

    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] }), 201);
    const [flipped] = await sub.take(1);
    assert.deepEqual(servicesOf([flipped]), [serviceId]);
    assert.equal(passing(flipped), true);

    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'MAC', macAddresses: ['AA-BB-CC-DD-EE-FF'] }), 201);
    requireOk(await server.mgmt.patch(`/services/${serviceId}`, { name: unique('renamed') }));
    assert.deepEqual(await sub.collectFor(400), [], 'neither the same result nor a rename is a posture change');

    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'MAC', macAddresses: ['11:22:33:44:55:66'] }), 201);
    const [failed] = await sub.take(1);
    assert.deepEqual(servicesOf([failed]), [serviceId]);
    assert.equal(passing(failed), false);
  });

  test('fires when an administrator edits a check so that the result flips', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const { serviceId, checkId } = await guard(attr, { typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] });
    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'MAC', macAddresses: ['11:22:33:44:55:66'] }), 201);
    const sub = await liveWatch(user, attr);
    const before = requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt;

    requireOk(await server.mgmt.patch(`/posture-checks/${checkId}`, { typeId: 'MAC', macAddresses: ['11:22:33:44:55:66'] }));
    const [flipped] = await sub.take(1);
    assert.deepEqual(servicesOf([flipped]), [serviceId]);
    assert.equal(passing(flipped), true);
    assert.ok(requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt > before, 'the service-updates stamp moved');
  });

  test('fires when an MFA timeout runs out, with no write', async () => {
    const attr = unique('a');
    const user = await userWithMfa(server, { roleAttributes: [attr] });
    const { serviceId } = await guard(attr, { typeId: 'MFA', timeoutSeconds: 2 });
    const sub = await liveWatch(user, attr);
    requireOk(await user.client.post('/authenticate/mfa', { code: totp(user.secret) }));
    // The code may or may not flip the result (the enrollment's code may still be within 2 s): drain it.
    await sub.collectFor(300);
    const [expired] = await sub.take(1);
    assert.deepEqual(servicesOf([expired]), [serviceId]);
    assert.equal(passing(expired), false);
  });
});
