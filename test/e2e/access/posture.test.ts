import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk, requireUnauthorized } from '../../support/rest-client';
import { createService, createServicePolicy, createUser, listAll, sharedEdgeRouter, unique, type User } from '../../support/fixtures';

/** Posture responses (POST /posture-response, /posture-response-bulk) and sessions granted by posture checks. */

const server = useTestServer();

interface Guarded {
  user: User;
  serviceId: string;
  checkId: string;
  checkName: string;
  policyId: string;
}

/** A user who may Dial a new service only through a policy with one new posture check. */
async function guarded(check: Record<string, unknown>): Promise<Guarded> {
  const attr = unique('a');
  const user = await createUser(server, { roleAttributes: [attr] });
  const serviceId = await createService(server);
  await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
  const checkName = unique('pc');
  const checkId = requireOk(await server.mgmt.post('/posture-checks', { name: checkName, ...check }), 201).id;
  const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${checkId}`] });
  return { user, serviceId, checkId, checkName, policyId };
}

const dial = (g: Guarded) => g.user.client.post('/sessions', { serviceId: g.serviceId, type: 'Dial' });

/** Refused with 409 INVALID_POSTURE naming the failing check of the policy, as OpenZiti's cause lists it. */
async function requireRefused(g: Guarded): Promise<void> {
  const error = requireError(await dial(g), 409, 'INVALID_POSTURE');
  assert.deepEqual(error.cause.data, { [g.policyId]: [{ postureCheckId: g.checkId, postureCheckName: g.checkName, postureCheckType: error.cause.data[g.policyId][0].postureCheckType }] });
}

const respond = async (g: Guarded, body: Record<string, unknown>) =>
  assert.deepEqual(requireOk(await g.user.client.post('/posture-response', { id: g.checkId, ...body }), 201), { services: [] });

/** The service's posture query as the user's service list shows it: [policy passes, query passes]. */
async function queryState(g: Guarded): Promise<[boolean, boolean]> {
  const service = (await listAll(g.user.client, '/services')).find((s) => s.id === g.serviceId);
  const [policy] = service.postureQueries;
  assert.equal(policy.policyId, g.policyId);
  return [policy.isPassing, policy.postureQueries[0].isPassing];
}

describe('posture checks: refused before a matching response, granted after', () => {
  test('OS with a version range', async () => {
    const g = await guarded({ typeId: 'OS', operatingSystems: [{ type: 'Windows', versions: ['>=10.0.19041 <11'] }] });
    await requireRefused(g);
    assert.deepEqual(await queryState(g), [false, false]);
    await respond(g, { typeId: 'OS', type: 'Windows', version: '10.0.17763', build: '1' });
    await requireRefused(g);
    await respond(g, { typeId: 'OS', type: 'Linux', version: '10.0.19045' });
    await requireRefused(g);
    await respond(g, { typeId: 'OS', type: 'Windows', version: '10.0.19045' });
    assert.deepEqual(await queryState(g), [true, true]);
    const session = requireOk(await dial(g), 201);
    assert.equal(session.serviceId, g.serviceId);
  });

  test('MAC address', async () => {
    const g = await guarded({ typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] });
    await requireRefused(g);
    await respond(g, { typeId: 'MAC', macAddresses: ['11:22:33:44:55:66'] });
    await requireRefused(g);
    await respond(g, { typeId: 'MAC', macAddresses: ['11:22:33:44:55:66', 'AA-BB-CC-DD-EE-FF'] });
    requireOk(await dial(g), 201);
  });

  test('Windows domain (case-insensitive)', async () => {
    const g = await guarded({ typeId: 'DOMAIN', domains: ['corp.example.com'] });
    await requireRefused(g);
    await respond(g, { typeId: 'DOMAIN', domain: 'other.example.com' });
    await requireRefused(g);
    await respond(g, { typeId: 'DOMAIN', domain: 'CORP.example.com' });
    requireOk(await dial(g), 201);
  });

  test('process with a hash and a signer', async () => {
    const g = await guarded({ typeId: 'PROCESS', process: { osType: 'Linux', path: '/usr/bin/av', hashes: ['ab12'], signerFingerprint: 'cd34' } });
    await requireRefused(g);
    await respond(g, { typeId: 'PROCESS', path: '/usr/bin/av', isRunning: true, hash: 'ffff', signerFingerprints: ['cd34'] });
    await requireRefused(g);
    await respond(g, { typeId: 'PROCESS', path: '/usr/bin/av', isRunning: false, hash: 'AB12', signerFingerprints: ['cd34'] });
    await requireRefused(g);
    await respond(g, { typeId: 'PROCESS', path: '/usr/bin/av', isRunning: true, hash: 'AB12', signerFingerprints: ['CD:34'] });
    requireOk(await dial(g), 201);
  });

  test('multi-process: AllOf needs every process', async () => {
    const processes = [{ osType: 'Linux', path: '/a' }, { osType: 'Linux', path: '/b', hashes: ['beef'] }];
    const g = await guarded({ typeId: 'PROCESS_MULTI', semantic: 'AllOf', processes });
    await requireRefused(g);
    await respond(g, { typeId: 'PROCESS_MULTI', path: '/a', isRunning: true });
    await requireRefused(g);
    await respond(g, { typeId: 'PROCESS_MULTI', path: '/b', isRunning: true, hash: 'beef' });
    requireOk(await dial(g), 201);
  });

  test('a policy without checks still grants; any passing policy grants', async () => {
    const g = await guarded({ typeId: 'DOMAIN', domains: ['corp.example.com'] });
    await requireRefused(g);
    await createServicePolicy(server, 'Dial', [`@${g.user.id}`], [`@${g.serviceId}`]);
    requireOk(await dial(g), 201);
  });
});

describe('POST /posture-response-bulk', () => {
  test('stores every response of the array; a policy with several checks needs them all', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
    const checkAttr = unique('pc');
    const domain = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), typeId: 'DOMAIN', domains: ['d.example'], roleAttributes: [checkAttr] }), 201).id;
    const mac = requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), typeId: 'MAC', macAddresses: ['010203040506'], roleAttributes: [checkAttr] }), 201).id;
    const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`#${checkAttr}`] });

    const refused = requireError(await user.client.post('/sessions', { serviceId }), 409, 'INVALID_POSTURE');
    assert.deepEqual(refused.cause.data[policyId].map((c: any) => c.postureCheckId).sort(), [domain, mac].sort());

    assert.deepEqual(requireOk(await user.client.post('/posture-response-bulk', [{ id: domain, typeId: 'DOMAIN', domain: 'd.example' }])), { services: [] });
    const half = requireError(await user.client.post('/sessions', { serviceId }), 409, 'INVALID_POSTURE');
    assert.deepEqual(half.cause.data[policyId].map((c: any) => c.postureCheckId), [mac]);

    requireOk(await user.client.post('/posture-response-bulk', [
      { id: domain, typeId: 'DOMAIN', domain: 'd.example' },
      { id: mac, typeId: 'MAC', macAddresses: ['01:02:03:04:05:06'] },
      { id: 'endpoint', typeId: 'ENDPOINT_STATE', woken: true },
    ]));
    requireOk(await user.client.post('/sessions', { serviceId }), 201);
  });

  test('a bad response is a 400 naming its field and index, and changes nothing', async () => {
    const g = await guarded({ typeId: 'DOMAIN', domains: ['corp.example.com'] });
    requireFieldError(await g.user.client.post('/posture-response-bulk', [
      { id: g.checkId, typeId: 'DOMAIN', domain: 'corp.example.com' },
      { id: g.checkId, typeId: 'MAC', macAddresses: 'nope' },
    ]), '[1].macAddresses');
    await requireRefused(g);
    requireFieldError(await g.user.client.post('/posture-response-bulk', [{ id: g.checkId, typeId: 'SOMETHING' }]), '[0].typeId');
    requireFieldError(await g.user.client.post('/posture-response-bulk', { id: g.checkId }), '(root)');
  });
});

describe('POST /posture-response', () => {
  test('validates each type, naming the field', async () => {
    const g = await guarded({ typeId: 'OS', operatingSystems: [{ type: 'Linux', versions: [] }] });
    const post = (body: Record<string, unknown>) => g.user.client.post('/posture-response', { id: g.checkId, ...body });
    requireFieldError(await post({ typeId: 'OS', version: '1' }), 'type');
    requireFieldError(await post({ typeId: 'OS', type: 'Linux' }), 'version');
    requireFieldError(await post({ typeId: 'MAC', macAddresses: [1] }), 'macAddresses[0]');
    requireFieldError(await post({ typeId: 'DOMAIN' }), 'domain');
    requireFieldError(await post({ typeId: 'PROCESS', isRunning: true }), 'path');
    requireFieldError(await post({ typeId: 'ENDPOINT_STATE', unlocked: 'yes' }), 'unlocked');
    requireFieldError(await post({ typeId: 'NOPE' }), 'typeId');
    requireFieldError(await g.user.client.post('/posture-response', { typeId: 'OS', type: 'Linux', version: '1' }), 'id');
    await requireRefused(g);
    requireUnauthorized(await server.anon('client').post('/posture-response', { id: g.checkId, typeId: 'DOMAIN', domain: 'x' }));
  });

  test('posture data belongs to the API session: another session of the identity has none, and logout deletes it', async () => {
    const g = await guarded({ typeId: 'DOMAIN', domains: ['corp.example.com'] });
    await respond(g, { typeId: 'DOMAIN', domain: 'corp.example.com' });
    requireOk(await dial(g), 201);
    const rows = () => server.app.db.orm.em.fork().execute('select "kind" from "posture_data" where "api_session_id" = ?', [g.user.apiSessionId]);
    assert.deepEqual((await rows()).map((r: any) => r.kind), ['DOMAIN']);

    const other = await server.anon('client');
    requireOk(await other.login(g.user.username, g.user.password));
    requireError(await other.post('/sessions', { serviceId: g.serviceId }), 409, 'INVALID_POSTURE');

    requireOk(await g.user.client.delete('/current-api-session'));
    assert.deepEqual(await rows(), []);
  });
});
