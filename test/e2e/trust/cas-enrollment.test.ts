import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { requireError, requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import { create, createServicePolicy, filter, unique } from '../../support/fixtures';
import { newTestCa, opensslFingerprint } from '../../support/pki';
import { createCa, createVerifiedCa, issueServerOnly } from './cas-support';

type Cert = { certPem: string; keyPem: string };

/**
 * Enrollment by certificates of third-party CAs, over real TLS: ottca (a pre-created identity
 * redeems its token with a certificate of its CA) and auto enrollment (/enroll/ca creates the
 * identity), then login with those certificates, and what deleting the CA takes away.
 */
describe('enrollment by third-party CA certificates', () => {
  const server = useTestServer({ tls: true });

  /** The client API as an anonymous client presenting `cert` over TLS. */
  const presenting = (cert: Cert | undefined): RestClient => server.client.withCertificate(cert);

  /** An identity with an ottca enrollment for the CA; returns its id and enrollment token. */
  async function identityWithOttCa(caId: string): Promise<{ id: string; token: string }> {
    const id = await create(server, 'identities', { name: unique('ottca'), type: 'User', isAdmin: false, enrollment: { ottca: caId } });
    const ottca = requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.ottca;
    assert.equal(ottca?.caId, caId, 'the identity shows its ottca enrollment');
    return { id, token: ottca.token };
  }

  const authenticatorsOf = async (identityId: string) => requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`));

  /** Logs in with a certificate; returns the session token. */
  async function certLogin(cert: Cert): Promise<string> {
    const res = await presenting(cert).post('/authenticate?method=cert', {});
    return requireOk(res).token;
  }

  async function identityNamed(name: string) {
    const found = requireOk(await server.mgmt.get(`/identities?${filter(`name = "${name}"`)}`));
    assert.equal(found.length, 1, `one identity is named ${name}`);
    return found[0];
  }

  test('ottca: a pre-created identity enrolls with a certificate of its CA, then logs in with it', async () => {
    const partner = newTestCa('Ottca Partner');
    const caId = await createVerifiedCa(server, partner, { isOttCaEnrollmentEnabled: true, isAuthEnabled: true });
    const { id, token } = await identityWithOttCa(caId);
    const device = partner.issue('device-1');

    requireError(await presenting(device).post('/enroll/ottca', { token: randomUUID() }), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await presenting(undefined).post('/enroll/ottca', { token }), 400, 'CERT_FAILED_VALIDATION');
    requireError(await presenting(newTestCa('Stranger').issue('device-1')).post('/enroll/ottca', { token }), 400, 'CERT_FAILED_VALIDATION');
    assert.deepEqual(await authenticatorsOf(id), [], 'refused attempts add no authenticator');

    assert.deepEqual(requireOk(await presenting(device).post('/enroll/ottca', { token })), {});
    const [authenticator, ...more] = await authenticatorsOf(id);
    assert.equal(more.length, 0);
    assert.equal(authenticator.method, 'cert');
    assert.equal(authenticator.fingerprint, opensslFingerprint(device.certPem));
    assert.equal(authenticator.isIssuedByNetwork, false, 'the certificate comes from a third-party CA');
    assert.equal(opensslFingerprint(authenticator.certPem), authenticator.fingerprint);
    assert.equal(requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.ottca, undefined, 'the enrollment is used up');
    requireError(await presenting(device).post('/enroll/ottca', { token }), 400, 'INVALID_ENROLLMENT_TOKEN');

    const session = await certLogin(device);
    assert.equal(requireOk(await server.anon('client').as(session).get('/current-identity')).id, id);

    // The same certificate can not enroll a second identity.
    const second = await identityWithOttCa(caId);
    requireError(await presenting(device).post('/enroll/ottca', { token: second.token }), 409, 'CERT_IN_USE');
    requireOk(await presenting(partner.issue('device-2')).post('/enroll/ottca', { token: second.token }));
  });

  test('ottca: the CA must be verified and allow ottca enrollment', async () => {
    const partner = newTestCa('Ottca Switch');
    const caId = await createVerifiedCa(server, partner, { isOttCaEnrollmentEnabled: true });
    const { token } = await identityWithOttCa(caId);
    requireOk(await server.mgmt.patch(`/cas/${caId}`, { isOttCaEnrollmentEnabled: false }));
    requireError(await presenting(partner.issue('late')).post('/enroll/ottca', { token }), 400, 'ENROLLMENT_CA_NOT_VALID');
    requireOk(await server.mgmt.patch(`/cas/${caId}`, { isOttCaEnrollmentEnabled: true }));
    requireOk(await presenting(partner.issue('late')).post('/enroll/ottca', { token }));

    const unverified = newTestCa('Unverified Ottca');
    const unverifiedId = await createCa(server, unverified, { isOttCaEnrollmentEnabled: true, isAuthEnabled: true });
    const pending = await identityWithOttCa(unverifiedId);
    const refused = unverified.issue('hopeful');
    requireError(await presenting(refused).post('/enroll/ottca', { token: pending.token }), 400, 'ENROLLMENT_CA_NOT_VALID');
    assert.deepEqual(await authenticatorsOf(pending.id), []);
    requireError(await presenting(refused).post('/authenticate?method=cert', {}), 401, 'INVALID_AUTH');
  });

  test('auto enrollment: a certificate creates its identity, named and given roles by its CA', async () => {
    const auto = newTestCa('Auto CA');
    const certs = [auto.issue('sensor-7'), auto.issue('sensor-7')];
    const role = unique('autodevices');
    requireError(await presenting(certs[0]).post('/enroll/ca'), 400, 'ENROLLMENT_NO_VALID_CAS');

    // Certificates of an unverified CA are refused even though it allows auto enrollment.
    const unverified = newTestCa('Unverified Auto');
    await createCa(server, unverified, { isAutoCaEnrollmentEnabled: true });
    requireError(await presenting(unverified.issue('x')).post('/enroll/ca'), 400, 'ENROLLMENT_NO_VALID_CAS');

    const policy = await createServicePolicy(server, 'Dial', [`#${role}`], ['#all']);
    const caName = unique('AutoCA');
    const caId = await createVerifiedCa(server, auto, { name: caName, isAutoCaEnrollmentEnabled: true, isAuthEnabled: true, identityRoles: [role] });
    requireError(await presenting(unverified.issue('x')).post('/enroll/ca'), 400, 'CERT_FAILED_VALIDATION');
    requireError(await presenting(undefined).post('/enroll/ca'), 400, 'CERT_FAILED_VALIDATION');
    requireError(await presenting(issueServerOnly(auto, 'server-only')).post('/enroll/ca'), 400, 'CERT_FAILED_VALIDATION');

    assert.deepEqual(requireOk(await presenting(certs[0]).post('/enroll/ca')), {});
    const identity = await identityNamed(`${caName}-sensor-7`);
    assert.deepEqual(identity.roleAttributes, [role]);
    assert.equal(identity.isAdmin, false);
    assert.equal(identity.typeId, 'Device');
    const [authenticator] = await authenticatorsOf(identity.id);
    assert.equal(authenticator.fingerprint, opensslFingerprint(certs[0].certPem));
    assert.equal(authenticator.isIssuedByNetwork, false);
    const policies = requireOk(await server.mgmt.get(`/identities/${identity.id}/service-policies`));
    assert.ok(policies.some((p: { id: string }) => p.id === policy), "the CA's roles select the identity in policies at once");

    requireError(await presenting(certs[0]).post('/enroll/ca'), 409, 'CERT_IN_USE');
    // Another certificate with the same common name: the name gets a counter.
    requireOk(await presenting(certs[1]).post('/enroll/ca'));
    const twin = await identityNamed(`${caName}-sensor-7000001`);
    assert.notEqual(twin.id, identity.id);

    const session = await certLogin(certs[0]);
    assert.equal(requireOk(await server.anon('client').as(session).get('/current-identity')).id, identity.id);

    requireOk(await server.mgmt.patch(`/cas/${caId}`, { identityNameFormat: '[caId]/[commonName]/[identityId]/[requestedName]' }));
    requireOk(await presenting(auto.issue('camera')).post('/enroll/ca'));
    const [camera] = requireOk(await server.mgmt.get(`/identities?${filter(`name contains "/camera/"`)}`));
    assert.equal(camera.name, `${caId}/camera/${camera.id}/${camera.id}`, 'without a requested name, [requestedName] is the id');
  });

  test('auto enrollment with an externalIdClaim: the identity gets the external id instead of an authenticator', async () => {
    const ca = newTestCa('Claims CA');
    const claim = { location: 'COMMON_NAME', matcher: 'PREFIX', matcherCriteria: 'ext-', parser: 'SPLIT', parserCriteria: '-', index: 1 };
    const caName = unique('ClaimsCA');
    await createVerifiedCa(server, ca, { name: caName, isAutoCaEnrollmentEnabled: true, externalIdClaim: claim });
    const externalId = unique('ext');
    requireOk(await presenting(ca.issue(`ext-${externalId}`)).post('/enroll/ca'));
    const identity = await identityNamed(`${caName}-ext-${externalId}`);
    assert.equal(identity.externalId, externalId);
    assert.deepEqual(await authenticatorsOf(identity.id), []);
    requireError(await presenting(ca.issue(`ext-${externalId}`)).post('/enroll/ca'), 409, 'CERT_IN_USE');
    requireError(await presenting(ca.issue('no-claim')).post('/enroll/ca'), 400, 'MISSING_CERT_CLAIM');
  });

  test('deleting a CA removes its authenticators, enrollments and sessions: its certificates no longer log in', async () => {
    const ca = newTestCa('Retired CA');
    const caName = unique('RetiredCA');
    const caId = await createVerifiedCa(server, ca, { name: caName, isAutoCaEnrollmentEnabled: true, isOttCaEnrollmentEnabled: true, isAuthEnabled: true });
    const cert = ca.issue('laptop');
    requireOk(await presenting(cert).post('/enroll/ca'));
    const identity = await identityNamed(`${caName}-laptop`);
    const session = await certLogin(cert);
    const waiting = await identityWithOttCa(caId);

    requireOk(await server.mgmt.delete(`/cas/${caId}`));
    assert.deepEqual(await authenticatorsOf(identity.id), [], 'the cert authenticator went with the CA');
    assert.equal(requireOk(await server.mgmt.get(`/identities/${waiting.id}`)).enrollment.ottca, undefined, 'the ottca enrollment went with the CA');
    requireError(await presenting(cert).post('/authenticate?method=cert', {}), 401, 'INVALID_AUTH');
    requireUnauthorized(await server.anon('client').as(session).get('/current-identity'));
    requireError(await presenting(ca.issue('late')).post('/enroll/ottca', { token: waiting.token }), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.equal(requireOk(await server.mgmt.get(`/identities/${identity.id}`)).id, identity.id, 'the identity itself stays');
  });
});

