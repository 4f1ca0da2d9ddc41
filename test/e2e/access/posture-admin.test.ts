import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { createIdentity, createService, createServicePolicy, createUser, logIn, sharedEdgeRouter, unique } from '../../support/fixtures';
import { errorCode, requireData } from '../../support/gql-client';
import { IdentityFailedServiceRequestsDocument, IdentityPostureDataDocument } from '../../graphql/generated';

/**
 * The administrator's view of why access failed: GET /identities/{id}/posture-data (what the
 * identity's API sessions reported) and /failed-service-requests (session requests refused for
 * posture, newest first, with each policy's failing checks).
 */

const server = useTestServer();

/** A user who may Dial a new service only through one policy with a MAC and a DOMAIN check. */
async function guarded() {
  const attr = unique('a');
  const user = await createUser(server, { roleAttributes: [attr] });
  const serviceName = unique('svc');
  const serviceId = await createService(server, { name: serviceName });
  await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
  const macName = unique('mac');
  const macId = requireOk(await server.mgmt.post('/posture-checks', { name: macName, typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] }), 201).id;
  const domainName = unique('domain');
  const domainId = requireOk(await server.mgmt.post('/posture-checks', { name: domainName, typeId: 'DOMAIN', domains: ['corp.example.com'] }), 201).id;
  const policyName = unique('sp');
  const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { name: policyName, postureCheckRoles: [`@${macId}`, `@${domainId}`] });
  return { user, serviceId, serviceName, macId, macName, domainId, domainName, policyId, policyName };
}

describe('GET /identities/{id}/failed-service-requests', () => {
  test('lists each refusal for posture, newest first, with the failing checks of each policy', async () => {
    const g = await guarded();
    requireError(await g.user.client.post('/sessions', { serviceId: g.serviceId, type: 'Dial' }), 409, 'INVALID_POSTURE');
    requireOk(await g.user.client.post('/posture-response', { id: g.macId, typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] }), 201);
    requireError(await g.user.client.post('/sessions', { serviceId: g.serviceId, type: 'Dial' }), 409, 'INVALID_POSTURE');

    const failures = requireOk(await server.mgmt.get(`/identities/${g.user.id}/failed-service-requests`));
    assert.equal(failures.length, 2);
    const [newest, oldest] = failures;
    for (const f of failures) {
      assert.equal(f.apiSessionId, g.user.apiSessionId);
      assert.equal(f.serviceId, g.serviceId);
      assert.equal(f.serviceName, g.serviceName);
      assert.equal(f.sessionType, 'Dial');
    }
    assert.ok(Date.parse(newest.when) >= Date.parse(oldest.when));
    const checksOf = (f: { policyFailures: { policyId: string; policyName: string; checks: { postureCheckId: string }[] }[] }) => {
      assert.equal(f.policyFailures.length, 1);
      assert.equal(f.policyFailures[0].policyId, g.policyId);
      assert.equal(f.policyFailures[0].policyName, g.policyName);
      return f.policyFailures[0].checks.map((c) => c.postureCheckId).sort();
    };
    assert.deepEqual(checksOf(oldest), [g.macId, g.domainId].sort(), 'first refusal: both checks failed');
    assert.deepEqual(checksOf(newest), [g.domainId], 'after the MAC response only the domain check failed');
    // Each failing check says what it expected and what the caller had, in its type's shape (postureCheckFailure<Type>).
    const check = (f: { policyFailures: { checks: { postureCheckId: string }[] }[] }, id: string) => f.policyFailures[0].checks.find((c) => c.postureCheckId === id);
    assert.deepEqual(check(oldest, g.macId), {
      postureCheckId: g.macId, postureCheckName: g.macName, postureCheckType: 'MAC', actualValue: [], expectedValue: ['aabbccddeeff'],
    });
    assert.deepEqual(check(newest, g.domainId), {
      postureCheckId: g.domainId, postureCheckName: g.domainName, postureCheckType: 'DOMAIN', actualValue: '', expectedValue: ['corp.example.com'],
    });

    // GraphQL shows the same list.
    const viaGraphql = requireData(await server.gql(IdentityFailedServiceRequestsDocument, { id: g.user.id })).identityFailedServiceRequests;
    assert.deepEqual(viaGraphql, failures);

    requireOk(await g.user.client.post('/posture-response', { id: g.domainId, typeId: 'DOMAIN', domain: 'corp.example.com' }), 201);
    requireOk(await g.user.client.post('/sessions', { serviceId: g.serviceId, type: 'Dial' }), 201);
    assert.equal(requireOk(await server.mgmt.get(`/identities/${g.user.id}/failed-service-requests`)).length, 2, 'a granted request is not a failure');
  });

  test('OS, PROCESS, PROCESS_MULTI and MFA failures carry their actual and expected values (and MFA its criteria, PROCESS_MULTI its semantic)', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceId = await createService(server);
    await sharedEdgeRouter(server, [`#${attr}`], [`@${serviceId}`]);
    const check = async (body: Record<string, unknown>) => requireOk(await server.mgmt.post('/posture-checks', { name: unique('pc'), ...body }), 201).id as string;
    const os = await check({ typeId: 'OS', operatingSystems: [{ type: 'Linux', versions: ['>=6.0'] }] });
    const processId = await check({ typeId: 'PROCESS', process: { osType: 'Linux', path: '/usr/bin/agent' } });
    const multi = await check({ typeId: 'PROCESS_MULTI', semantic: 'AnyOf', processes: [{ osType: 'Linux', path: '/usr/bin/a' }] });
    const mfa = await check({ typeId: 'MFA', timeoutSeconds: 300, promptOnWake: true });
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${os}`, `@${processId}`, `@${multi}`, `@${mfa}`] });
    requireOk(await user.client.post('/posture-response', { id: os, typeId: 'OS', type: 'Linux', version: '5.15.0' }), 201);
    requireError(await user.client.post('/sessions', { serviceId, type: 'Dial' }), 409, 'INVALID_POSTURE');

    const [failure] = requireOk(await server.mgmt.get(`/identities/${user.id}/failed-service-requests`));
    const byId = new Map(failure.policyFailures[0].checks.map((c: { postureCheckId: string }) => [c.postureCheckId, c]));
    const failed = (id: string) => byId.get(id) as Record<string, unknown>;
    assert.deepEqual(failed(os).actualValue, { type: 'Linux', version: '5.15.0' });
    assert.deepEqual(failed(os).expectedValue, [{ type: 'Linux', versions: ['>=6.0'] }]);
    assert.deepEqual(failed(processId).actualValue, { isRunning: false, hash: '', signerFingerprints: [], osType: 'Linux', path: '/usr/bin/agent' });
    assert.deepEqual(failed(processId).expectedValue, { osType: 'Linux', path: '/usr/bin/agent', hashes: [] });
    assert.equal(failed(multi).semantic, 'AnyOf');
    assert.equal((failed(multi).actualValue as unknown[]).length, 1);
    assert.deepEqual(failed(mfa).actualValue, { passedMfa: false, passedOnWake: false, passedOnUnlock: false, timedOut: true });
    assert.deepEqual(failed(mfa).expectedValue, { passedMfa: true, passedOnWake: true, passedOnUnlock: false, timedOut: false });
    const criteria = failed(mfa).criteria as Record<string, unknown>;
    assert.equal(criteria.timeoutSeconds, 300);
    assert.equal(criteria.passedMfaAt, '0001-01-01T00:00:00.000Z', 'no MFA passed: Go\'s zero time, as OpenZiti');
  });

  test('an identity without refusals has none; unknown identities are 404; non-admins are refused', async () => {
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${await createIdentity(server)}/failed-service-requests`)), []);
    requireError(await server.mgmt.get('/identities/no-such-identity/failed-service-requests'), 404, 'NOT_FOUND');
    const user = await createUser(server, {}, 'management');
    requireError(await user.client.get(`/identities/${user.id}/failed-service-requests`), 401, 'UNAUTHORIZED');
    requireError(await user.client.get(`/identities/${user.id}/posture-data`), 401, 'UNAUTHORIZED');
  });
});

describe('management service views', () => {
  test('show the caller\'s own posture queries on a service, as OpenZiti does, evaluated for its API session', async () => {
    const attr = unique('admins');
    const admin = await createUser(server, { isAdmin: true, roleAttributes: [attr] }, 'management');
    const serviceId = await createService(server);
    const checkId = requireOk(await server.mgmt.post('/posture-checks', { name: unique('mac'), typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] }), 201).id;
    const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`], { postureCheckRoles: [`@${checkId}`] });

    const before = requireOk(await admin.client.get(`/services/${serviceId}`)).postureQueries;
    assert.equal(before.length, 1);
    assert.equal(before[0].policyId, policyId);
    assert.equal(before[0].isPassing, false);
    assert.deepEqual(before[0].postureQueries.map((q: { id: string; isPassing: boolean }) => [q.id, q.isPassing]), [[checkId, false]]);
    // Another admin, not in the policy, sees none.
    assert.deepEqual(requireOk(await server.mgmt.get(`/services/${serviceId}`)).postureQueries, []);

    requireOk(await admin.client.on('client').post('/posture-response', { id: checkId, typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] }), 201);
    const after = requireOk(await admin.client.get(`/services/${serviceId}`)).postureQueries;
    assert.equal(after[0].isPassing, true);
    const listed = requireOk(await admin.client.get(`/services?filter=${encodeURIComponent(`id = "${serviceId}"`)}`));
    assert.deepEqual(listed[0].postureQueries, after);
  });
});

describe('GET /identities/{id}/posture-data', () => {
  test('shows the newest responses of every API session, and each session\'s state, until the session ends', async () => {
    const g = await guarded();
    const processCheckId = requireOk(await server.mgmt.post('/posture-checks', { name: unique('agent'), typeId: 'PROCESS', process: { osType: 'Linux', path: '/usr/bin/agent' } }), 201).id;
    const empty = requireOk(await server.mgmt.get(`/identities/${g.user.id}/posture-data`));
    assert.deepEqual(empty.mac.addresses, []);
    assert.equal(empty.domain.domain, '');
    assert.deepEqual(Object.keys(empty.apiSessionPostureData), [g.user.apiSessionId]);
    assert.equal(empty.apiSessionPostureData[g.user.apiSessionId].mfa.passedMfa, false);

    requireOk(await g.user.client.post('/posture-response-bulk', [
      { id: g.macId, typeId: 'MAC', macAddresses: ['aa:bb:cc:dd:ee:ff'] },
      { id: g.domainId, typeId: 'DOMAIN', domain: 'corp.example.com' },
      { id: processCheckId, typeId: 'PROCESS', path: '/usr/bin/agent', isRunning: true, hash: 'ab12', signerFingerprints: ['f1'] },
      { id: 'some-os-check', typeId: 'OS', type: 'Linux', version: '6.1.0', build: '42' },
      { id: 'state', typeId: 'ENDPOINT_STATE', woken: true },
    ]));
    // A second API session of the same identity reports another domain later: the newest wins.
    const second = await logIn(server, g.user.username, g.user.password);
    requireOk(await second.client.post('/posture-response', { id: g.domainId, typeId: 'DOMAIN', domain: 'lab.example.com' }), 201);

    const data = requireOk(await server.mgmt.get(`/identities/${g.user.id}/posture-data`));
    assert.deepEqual(data.mac.addresses, ['aa:bb:cc:dd:ee:ff']);
    assert.equal(data.mac.postureCheckId, g.macId);
    assert.equal(data.domain.domain, 'lab.example.com');
    assert.deepEqual({ type: data.os.type, version: data.os.version, build: data.os.build }, { type: 'Linux', version: '6.1.0', build: '42' });
    assert.equal(data.processes.length, 1);
    assert.deepEqual(
      { isRunning: data.processes[0].isRunning, binaryHash: data.processes[0].binaryHash, signerFingerprints: data.processes[0].signerFingerprints },
      { isRunning: true, binaryHash: 'ab12', signerFingerprints: ['f1'] },
    );
    assert.deepEqual(Object.keys(data.apiSessionPostureData).sort(), [g.user.apiSessionId, second.apiSessionId].sort());
    const first = data.apiSessionPostureData[g.user.apiSessionId];
    assert.ok(Date.parse(first.endpointState.wokenAt) > Date.now() - 60_000);
    assert.equal(data.apiSessionPostureData[second.apiSessionId].endpointState, undefined);

    const viaGraphql = requireData(await server.gql(IdentityPostureDataDocument, { id: g.user.id })).identityPostureData;
    assert.deepEqual(viaGraphql.mac, { postureCheckId: g.macId, data: viaGraphql.mac?.data });
    assert.deepEqual(viaGraphql.mac?.data.addresses, ['aa:bb:cc:dd:ee:ff']);
    assert.equal(viaGraphql.domain?.data.domain, 'lab.example.com');
    assert.deepEqual(viaGraphql.sessions.map((x) => x.apiSessionId).sort(), Object.keys(data.apiSessionPostureData).sort());
    assert.equal(errorCode(await server.gql(IdentityPostureDataDocument, { id: g.user.id }, g.user.client.token)), 'FORBIDDEN');

    // Posture data belongs to the API session: logging out takes it away.
    requireOk(await second.client.delete('/current-api-session'));
    const after = requireOk(await server.mgmt.get(`/identities/${g.user.id}/posture-data`));
    assert.equal(after.domain.domain, 'corp.example.com');
    assert.deepEqual(Object.keys(after.apiSessionPostureData), [g.user.apiSessionId]);
    requireError(await server.mgmt.get('/identities/no-such-identity/posture-data'), 404, 'NOT_FOUND');
  });
});

describe('posture data of an API session is bounded', () => {
  /** The posture rows an API session holds, by kind. */
  async function rowsOf(apiSessionId: string): Promise<Record<string, number>> {
    const rows = await server.app.db.orm.em.fork().execute<{ kind: string; n: string }[]>(
      'select "kind", count(*) as "n" from "posture_data" where "api_session_id" = ? group by "kind"',
      [apiSessionId],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  }

  test('process responses are kept only for the processes of process checks: the latest one per path, however many paths a client sends', async () => {
    const user = await createUser(server);
    const single = requireOk(await server.mgmt.post('/posture-checks', { name: unique('av'), typeId: 'PROCESS', process: { osType: 'Windows', path: 'C:\\AV\\av.exe' } }), 201).id;
    const multi = requireOk(await server.mgmt.post('/posture-checks', {
      name: unique('tools'), typeId: 'PROCESS_MULTI', semantic: 'AllOf',
      processes: [{ osType: 'Linux', path: '/usr/bin/a' }, { osType: 'Linux', path: '/usr/bin/b' }],
    }), 201).id;
    // A client making up paths (and check ids), in bulks of 200: nothing it makes up is stored.
    for (let round = 0; round < 5; round++) {
      requireOk(await user.client.post('/posture-response-bulk', Array.from({ length: 200 }, (_, i) => ({
        id: i % 3 === 0 ? single : i % 3 === 1 ? multi : `made-up-${round}-${i}`, typeId: i % 2 ? 'PROCESS' : 'PROCESS_MULTI', path: `/tmp/p-${round}-${i}`, isRunning: true,
      }))));
    }
    assert.deepEqual(await rowsOf(user.apiSessionId), {}, 'no row for a path no check asks for');
    // What the checks ask for is kept, one row per path (Windows paths without case), the latest winning.
    requireOk(await user.client.post('/posture-response-bulk', [
      { id: single, typeId: 'PROCESS', path: 'c:\\av\\AV.EXE', isRunning: false },
      { id: multi, typeId: 'PROCESS_MULTI', path: '/usr/bin/a', isRunning: true },
      { id: multi, typeId: 'PROCESS_MULTI', path: '/usr/bin/b', isRunning: true },
      { id: multi, typeId: 'PROCESS_MULTI', path: '/usr/bin/c', isRunning: true },
      { id: single, typeId: 'PROCESS', path: '/usr/bin/z', isRunning: true },
    ]));
    requireOk(await user.client.post('/posture-response', { id: single, typeId: 'PROCESS', path: 'C:\\AV\\av.exe', isRunning: true, hash: 'ab' }), 201);
    assert.deepEqual(await rowsOf(user.apiSessionId), { PROCESS: 3 }, 'av.exe (in whatever spelling), /usr/bin/a and /usr/bin/b');
    const data = requireOk(await server.mgmt.get(`/identities/${user.id}/posture-data`));
    const av = data.processes.filter((p: { postureCheckId: string }) => p.postureCheckId === single);
    assert.equal(av.length, 1, JSON.stringify(data.processes));
    assert.deepEqual([av[0].isRunning, av[0].binaryHash], [true, 'ab'], 'the latest response');
  });

  test('a response\'s strings and lists are bounded: 400, nothing stored', async () => {
    const user = await createUser(server);
    const check = requireOk(await server.mgmt.post('/posture-checks', { name: unique('long'), typeId: 'PROCESS', process: { osType: 'Linux', path: '/usr/bin/x' } }), 201).id;
    requireError(await user.client.post('/posture-response', { id: check, typeId: 'PROCESS', path: `/${'p'.repeat(5000)}`, isRunning: true }), 400, 'COULD_NOT_VALIDATE');
    requireError(await user.client.post('/posture-response', { id: check, typeId: 'MAC', macAddresses: Array.from({ length: 300 }, (_, i) => `aa:bb:cc:dd:${(i >> 8).toString(16)}:${(i & 255).toString(16)}`) }), 400, 'COULD_NOT_VALIDATE');
    assert.deepEqual(await rowsOf(user.apiSessionId), {});
  });
});
