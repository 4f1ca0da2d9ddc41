import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { create, createCredentials, createService, createServicePolicy, logIn, sharedEdgeRouter, sleep, unique, type User } from '../../support/fixtures';
import { SessionEndsDeletePolicyDocument, SessionEndsPatchPolicyDocument, SubmitPostureResponsesDocument } from '../../graphql/generated';
import { totp, userWithMfa } from '../auth/mfa-support';
import { dial, granted, sessionPair, type Granted } from './session-ends-support';

/**
 * Sessions end, on every instance, in the transaction of the write that takes their access
 * away: a policy deleted or changed, a service's or identity's attributes, a posture check
 * that now fails (added, changed, or a posture response), an admin's right. Each end is
 * announced as a deleted session. The sweep is an hour away here, so every end seen is the
 * write's own (session-sweep.test.ts covers the sweep).
 */
const pair = sessionPair(3600);

/** A new OS posture check; returns its id. */
const osCheck = (operatingSystems: unknown[]) => create(pair.a, 'posture-checks', { name: unique('os'), typeId: 'OS', operatingSystems });

describe('a write that takes access away ends the sessions it granted', () => {
  test('deleting the only Dial policy ends the Dial session (REST on A); deleting the Bind policy ends the Bind one (GraphQL on B)', async () => {
    const { user, serviceId, policies } = await granted(pair.a);
    const dialId = await dial(user.client, serviceId, 'Dial');
    const bindId = await dial(user.client, serviceId, 'Bind');
    requireOk(await pair.a.mgmt.delete(`/service-policies/${policies.Dial}`));
    await pair.ended(dialId, user);
    await pair.held(bindId, user);
    assert.equal(requireData(await gql(pair.b.url, SessionEndsDeletePolicyDocument, { id: policies.Bind }, pair.b.mgmt.token)).deleteServicePolicy, true);
    await pair.ended(bindId, user);
  });

  test('a session another policy still grants stays', async () => {
    const { user, attr, serviceId, serviceAttr, policies } = await granted(pair.a);
    await createServicePolicy(pair.a, 'Dial', [`#${attr}`], [`#${serviceAttr}`]);
    const dialId = await dial(user.client, serviceId);
    requireOk(await pair.a.mgmt.delete(`/service-policies/${policies.Dial}`));
    await pair.held(dialId, user);
    assert.equal(await pair.announced(dialId, 300), false);
  });

  test("a policy's roles and type, a service's and an identity's attributes (PATCH and PUT, REST and GraphQL, on either instance)", async () => {
    type Write = (g: Granted) => Promise<unknown>;
    // The Dial policy's changes take Dial only; the service's and identity's take both types.
    const writes: Array<[string, Write, 'Dial' | 'both']> = [
      ['PATCH policy identityRoles', async (g) => requireOk(await pair.a.mgmt.patch(`/service-policies/${g.policies.Dial}`, { identityRoles: [] })), 'Dial'],
      ['PATCH policy type (Dial to Bind)', async (g) => requireOk(await pair.a.mgmt.patch(`/service-policies/${g.policies.Dial}`, { type: 'Bind' })), 'Dial'],
      ['GraphQL patchServicePolicy serviceRoles', async (g) => requireData(await gql(pair.b.url, SessionEndsPatchPolicyDocument, { id: g.policies.Dial, input: { serviceRoles: [] } }, pair.b.mgmt.token)), 'Dial'],
      ['PATCH service roleAttributes', async (g) => requireOk(await pair.a.mgmt.patch(`/services/${g.serviceId}`, { roleAttributes: [] })), 'both'],
      ['PUT service', async (g) => requireOk(await pair.b.mgmt.put(`/services/${g.serviceId}`, { name: requireOk(await pair.a.mgmt.get(`/services/${g.serviceId}`)).name, encryptionRequired: true, roleAttributes: [] })), 'both'],
      ['PATCH identity roleAttributes', async (g) => requireOk(await pair.a.mgmt.patch(`/identities/${g.user.id}`, { roleAttributes: [] })), 'both'],
      ['PUT identity', async (g) => requireOk(await pair.b.mgmt.put(`/identities/${g.user.id}`, { name: g.user.name, type: 'User', isAdmin: false, roleAttributes: [] })), 'both'],
    ];
    for (const [what, write, takes] of writes) {
      const g = await granted(pair.a);
      const dialId = await dial(g.user.client, g.serviceId, 'Dial');
      const bindId = await dial(g.user.client, g.serviceId, 'Bind');
      await write(g);
      await pair.ended(dialId, g.user).catch((err: Error) => assert.fail(`${what}: ${err.message}`));
      if (takes === 'both') await pair.ended(bindId, g.user).catch((err: Error) => assert.fail(`${what}: ${err.message}`));
      else await pair.held(bindId, g.user);
    }
  });

  test('a posture check that the session fails: added to the policy, or changed', async () => {
    // Added: the policy now asks for an OS the API session never reported.
    const added = await granted(pair.a);
    const dialId = await dial(added.user.client, added.serviceId);
    const check = await osCheck([{ type: 'Windows', versions: [] }]);
    requireOk(await pair.a.mgmt.patch(`/service-policies/${added.policies.Dial}`, { postureCheckRoles: [`@${check}`] }));
    await pair.ended(dialId, added.user);

    // Changed: Linux passed at dial time; the check now asks for Windows.
    const linux = await osCheck([{ type: 'Linux', versions: ['>=6.0.0'] }]);
    const changed = await granted(pair.a, { dialChecks: [linux] });
    requireOk(await changed.user.client.post('/posture-response', { id: linux, typeId: 'OS', type: 'Linux', version: '6.0.0' }), 201);
    const changedId = await dial(changed.user.client, changed.serviceId);
    requireOk(await pair.b.mgmt.patch(`/posture-checks/${linux}`, { typeId: 'OS', operatingSystems: [{ type: 'Windows', versions: [] }] }));
    await pair.ended(changedId, changed.user);
  });

  test('an admin that loses its admin right loses the sessions only that right gave', async () => {
    const credentials = await createCredentials(pair.a, { isAdmin: true });
    const { client, apiSessionId, apiSessionCreatedAt } = await logIn(pair.a, credentials.username, credentials.password);
    const admin: User = { ...credentials, client, apiSessionId, apiSessionCreatedAt };
    // No policy governs this service: an admin may use it.
    const serviceId = await createService(pair.a);
    await sharedEdgeRouter(pair.a, [`@${admin.id}`], [`@${serviceId}`]);
    const sessionId = await dial(admin.client, serviceId);
    requireOk(await pair.a.mgmt.patch(`/identities/${admin.id}`, { tags: { still: 'admin' } }));
    await pair.held(sessionId, admin);
    requireOk(await pair.a.mgmt.patch(`/identities/${admin.id}`, { isAdmin: false }));
    await pair.ended(sessionId, admin);
  });
});

describe('a posture response that fails a check ends the sessions it granted', () => {
  test('respond Linux 6.0.0, dial, respond Windows (GraphQL): the Dial session ends; the Bind session of a check-free policy stays', async () => {
    const check = await osCheck([{ type: 'Linux', versions: ['>=6.0.0'] }]);
    const { user, serviceId } = await granted(pair.a, { dialChecks: [check] });
    requireOk(await user.client.post('/posture-response', { id: check, typeId: 'OS', type: 'Linux', version: '6.0.0' }), 201);
    const dialId = await dial(user.client, serviceId, 'Dial');
    const bindId = await dial(user.client, serviceId, 'Bind');
    // A response that still passes changes nothing.
    requireOk(await user.client.post('/posture-response', { id: check, typeId: 'OS', type: 'Linux', version: '6.1.0' }), 201);
    await pair.held(dialId, user);
    requireData(await gql(pair.b.url, SubmitPostureResponsesDocument, { responses: [{ id: check, typeId: 'OS', type: 'Windows', version: '10.0.19041' }] }, user.client.token));
    await pair.ended(dialId, user);
    await pair.held(bindId, user);
  });

  test('MFA promptOnWake: a wake after the code ends the session', async () => {
    const check = await create(pair.a, 'posture-checks', { name: unique('mfa'), typeId: 'MFA', promptOnWake: true });
    const mfaUser = await userWithMfa(pair.a);
    const { user, serviceId } = await granted(pair.a, { dialChecks: [check], user: mfaUser });
    requireOk(await user.client.post('/authenticate/mfa', { code: totp(mfaUser.secret) }));
    const sessionId = await dial(user.client, serviceId);
    // An unlock does not matter to promptOnWake.
    await sleep(5);
    requireOk(await user.client.post('/posture-response', { id: check, typeId: 'ENDPOINT_STATE', unlocked: true }), 201);
    await pair.held(sessionId, user);
    requireOk(await user.client.post('/posture-response', { id: check, typeId: 'ENDPOINT_STATE', woken: true }), 201);
    await pair.ended(sessionId, user);
  });
});
