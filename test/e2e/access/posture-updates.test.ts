import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { errorCode, gql, requireData } from '../../support/gql-client';
import type { Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, sharedEdgeRouter, sleep, unique, type User } from '../../support/fixtures';
import { totp, userWithMfa } from '../auth/mfa-support';
import { liveServiceWatch } from './service-watch';
import type { ServiceListChangedEvent } from './gql-documents';
import { SubmitPostureResponsesDocument } from '../../graphql/generated';

/** Posture results that change move the service-updates stamp and fire the service list subscription. */

const server = useTestServer();
const open: Subscription<ServiceListChangedEvent>[] = [];
server.defer(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

/** A service `user` (with role attribute `attr`) may Dial through a policy with one new posture check. */
async function guard(user: User, attr: string, check: Record<string, unknown>): Promise<{ serviceId: string; checkId: string }> {
  const serviceId = await createService(server);
  await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
  const checkId = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), ...check }), 201).id;
  await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${checkId}`] });
  return { serviceId, checkId };
}

const stamp = async (user: User) => requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt as string;
const changedIds = (events: ServiceListChangedEvent[]) => events.flatMap((e) => e.serviceListChanged.changed.map((c) => c.service.id));

describe('posture changes move service-updates and the service list subscription', () => {
  test('a response that flips a result moves both; one that changes nothing moves neither', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const { serviceId, checkId } = await guard(user, attr, { typeId: 'DOMAIN', domains: ['corp.example.com'] });
    const sub = await liveServiceWatch(server, server, user, attr, open);
    const before = await stamp(user);

    await sleep(5);
    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'DOMAIN', domain: 'corp.example.com' }), 201);
    const [flipped] = await sub.take(1);
    assert.deepEqual(changedIds([flipped]), [serviceId]);
    const after = await stamp(user);
    assert.ok(after > before, `${after} after ${before}`);

    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'DOMAIN', domain: 'CORP.example.com' }), 201);
    assert.deepEqual(await sub.collectFor(300), [], 'the result did not change');
    assert.equal(await stamp(user), after);

    requireOk(await user.client.post('/posture-response', { id: checkId, typeId: 'DOMAIN', domain: 'elsewhere.example.com' }), 201);
    assert.deepEqual(changedIds(await sub.take(1)), [serviceId]);
  });

  test('an MFA timeout running out moves both, with no write; a fresh code moves them again', async () => {
    const attr = unique('a');
    const user = await userWithMfa(server, { roleAttributes: [attr] });
    const { serviceId } = await guard(user, attr, { typeId: 'MFA', timeoutSeconds: 2 });
    const sub = await liveServiceWatch(server, server, user, attr, open);

    requireOk(await user.client.post('/authenticate/mfa', { code: totp(user.secret) }));
    const passed = await stamp(user);
    // The code may or may not flip the result (the enrollment's code may still be within 2 s): drain what it announced.
    await sub.collectFor(300);

    const [expired] = await sub.take(1);
    assert.deepEqual(changedIds([expired]), [serviceId]);
    const ranOut = await stamp(user);
    assert.ok(ranOut > passed, `${ranOut} after ${passed}`);
    assert.ok(Date.parse(ranOut) - Date.parse(passed) >= 1500, `${ranOut} is the timeout after ${passed}`);

    requireOk(await user.client.post('/authenticate/mfa', { code: totp(user.secret) }));
    assert.deepEqual(changedIds(await sub.take(1)), [serviceId]);
    assert.ok((await stamp(user)) > ranOut);
  });
});

describe('GraphQL submitPostureResponses', () => {
  test('stores responses as POST /posture-response-bulk does, and refuses a bad one naming its field', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const { serviceId, checkId } = await guard(user, attr, { typeId: 'MAC', macAddresses: ['0a0b0c0d0e0f'] });
    requireError(await user.client.post('/sessions', { serviceId }), 409, 'INVALID_POSTURE');

    const bad = await gql(server.url, SubmitPostureResponsesDocument, { responses: [{ id: checkId, typeId: 'MAC', macAddresses: 'x' }] }, user.client.token);
    assert.equal(errorCode(bad), 'COULD_NOT_VALIDATE');
    assert.match(JSON.stringify(bad.errors), /\[0\]\.macAddresses/);
    requireError(await user.client.post('/sessions', { serviceId }), 409, 'INVALID_POSTURE');

    const ok = requireData(await gql(server.url, SubmitPostureResponsesDocument, { responses: [{ id: checkId, typeId: 'MAC', macAddresses: ['0A:0B:0C:0D:0E:0F'] }] }, user.client.token));
    assert.deepEqual(ok.submitPostureResponses, { services: [] });
    requireOk(await user.client.post('/sessions', { serviceId }), 201);
  });
});
