import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { createService, createServicePolicy, createUser, listAll, sharedEdgeRouter, sleep, unique } from '../../support/fixtures';
import { partialLogin, totp, userWithMfa } from '../auth/mfa-support';

/** MFA posture checks: the API session's TOTP code, its timeout, and prompts on wake / unlock. */

const server = useTestServer();

/** A user with verified MFA who may Dial a new service through a policy with one MFA check. */
async function mfaGuarded(details: Record<string, unknown>) {
  const attr = unique('a');
  const user = await userWithMfa(server, { roleAttributes: [attr] });
  const serviceId = await createService(server);
  await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
  const checkId = requireOk(await server.mgmt.post('/posture-checks', { name: unique('mfa'), typeId: 'MFA', ...details }), 201).id;
  const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${checkId}`] });
  return { user, serviceId, checkId, policyId };
}

describe('MFA posture checks', () => {
  test('a 2-second timeout: granted after a code, refused once it ran out, granted again after a fresh code', async () => {
    const { user, serviceId, checkId, policyId } = await mfaGuarded({ timeoutSeconds: 2 });
    requireOk(await user.client.post('/authenticate/mfa', { code: totp(user.secret) }));
    requireOk(await user.client.post('/sessions', { serviceId }), 201);
    const [service] = (await listAll(user.client, '/services')).filter((s) => s.id === serviceId);
    const [query] = service.postureQueries[0].postureQueries;
    assert.equal(query.queryType, 'MFA');
    assert.equal(query.isPassing, true);
    assert.equal(query.timeout, 2);
    assert.ok(query.timeoutRemaining > 0 && query.timeoutRemaining <= 2, `timeoutRemaining ${query.timeoutRemaining}`);

    await sleep(2100);
    const refused = requireError(await user.client.post('/sessions', { serviceId, type: 'Dial' }), 409, 'INVALID_POSTURE');
    assert.deepEqual(refused.cause.data[policyId].map((c: any) => [c.postureCheckId, c.postureCheckType]), [[checkId, 'MFA']]);
    const [late] = (await listAll(user.client, '/services')).filter((s) => s.id === serviceId);
    assert.deepEqual([late.postureQueries[0].isPassing, late.postureQueries[0].postureQueries[0].timeoutRemaining], [false, 0]);

    requireOk(await user.client.post('/authenticate/mfa', { code: totp(user.secret) }));
    requireOk(await user.client.post('/sessions', { serviceId }), 201);
  });

  test('without a timeout a session that gave its code at login passes; one without MFA does not', async () => {
    const { user, serviceId } = await mfaGuarded({ timeoutSeconds: -1 });
    const { client } = await partialLogin(server, user);
    requireOk(await client.post('/authenticate/mfa', { code: totp(user.secret) }));
    requireOk(await client.post('/sessions', { serviceId }), 201);

    // An identity without MFA never passes.
    const attr = unique('a');
    const plain = await createUser(server, { roleAttributes: [attr] });
    await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
    const check = requireOk(await server.mgmt.post('/posture-checks', { name: unique('mfa'), typeId: 'MFA' }), 201).id;
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${check}`] });
    requireError(await plain.client.post('/sessions', { serviceId }), 409, 'INVALID_POSTURE');
  });

  test('promptOnWake: a wake after the code asks for a fresh one; promptOnUnlock likewise', async () => {
    const wake = await mfaGuarded({ promptOnWake: true });
    requireOk(await wake.user.client.post('/authenticate/mfa', { code: totp(wake.user.secret) }));
    requireOk(await wake.user.client.post('/sessions', { serviceId: wake.serviceId }), 201);
    // An unlock does not matter to promptOnWake.
    requireOk(await wake.user.client.post('/posture-response', { id: wake.checkId, typeId: 'ENDPOINT_STATE', unlocked: true }), 201);
    requireOk(await wake.user.client.post('/sessions', { serviceId: wake.serviceId, type: 'Dial' }), 201);
    await sleep(5);
    requireOk(await wake.user.client.post('/posture-response', { id: wake.checkId, typeId: 'ENDPOINT_STATE', woken: true }), 201);
    requireError(await wake.user.client.post('/sessions', { serviceId: wake.serviceId }), 409, 'INVALID_POSTURE');
    await sleep(5);
    requireOk(await wake.user.client.post('/authenticate/mfa', { code: totp(wake.user.secret) }));
    requireOk(await wake.user.client.post('/sessions', { serviceId: wake.serviceId }), 201);

    const unlock = await mfaGuarded({ promptOnUnlock: true });
    requireOk(await unlock.user.client.post('/authenticate/mfa', { code: totp(unlock.user.secret) }));
    await sleep(5);
    requireOk(await unlock.user.client.post('/posture-response-bulk', [{ id: unlock.checkId, typeId: 'ENDPOINT_STATE', unlocked: true }]));
    requireError(await unlock.user.client.post('/sessions', { serviceId: unlock.serviceId }), 409, 'INVALID_POSTURE');
  });
});
