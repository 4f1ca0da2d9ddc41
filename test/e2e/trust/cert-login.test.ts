import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { controllerRoot, create, createService, createServicePolicy, listAll, sharedEdgeRouter, unique } from '../../support/fixtures';
import { assertOpensslVerifies, newCsr, newTestCa, openssl, opensslFingerprint, signCsrWithCa, tempFile } from '../../support/pki';
import { createVerifiedCa } from './cas-support';
import { certLogin, createOttIdentity, enrollOtt, leafOf, type EnrolledCert } from './enrollment-fixtures';

/** Enrollment with a one-time token, then login with the issued certificate (POST /authenticate?method=cert), over real TLS. */

const server = useTestServer({ tls: true });

const rootCa = () => controllerRoot(server);
const refusedLogin = async (cert: { certPem: string; keyPem: string } | undefined) =>
  requireError(await server.anon('client').withCertificate(cert).post('/authenticate?method=cert', {}), 401, 'INVALID_AUTH');

/** A third-party CA registered with the controller and verified (proof of possession of its key). */
async function verifiedCa(flags: { isAuthEnabled: boolean; isOttCaEnrollmentEnabled?: boolean }) {
  const ca = newTestCa(unique('Partner CA'));
  const id = await createVerifiedCa(server, ca, { name: ca.name, ...flags });
  return { ca, id };
}

describe('ott enrollment, then certificate login', () => {
  test('the full path: JWT, enrollment, login with the certificate, services and a session', async () => {
    const attr = unique('devices');
    const identity = await createOttIdentity(server, { roleAttributes: [attr] });

    // The JWT names this controller, the identity and the token, and is signed by a published key.
    const jwks = (await server.anon('client').get('/enroll/jwks')).body;
    const { payload, protectedHeader } = await jwtVerify(identity.jwt, createLocalJWKSet(jwks));
    assert.equal(payload.iss, `https://localhost:${new URL(server.url).port}`);
    assert.equal(payload.sub, identity.id);
    assert.equal(payload.jti, identity.token);
    assert.equal(payload.em, 'ott');
    assert.ok(jwks.keys.some((k: { kid: string }) => k.kid === decodeProtectedHeader(identity.jwt).kid));
    assert.equal(protectedHeader.typ, 'JWT');

    const cert = await enrollOtt(server, identity.token);
    assertOpensslVerifies(cert.certPem, rootCa(), 'sslclient');
    const leaf = leafOf(cert.certPem);
    const text = openssl('x509', '-noout', '-text', '-in', tempFile(leaf));
    assert.match(text, /TLS Web Client Authentication/, 'the certificate is for client authentication');
    assert.doesNotMatch(text, /TLS Web Server Authentication/);
    assert.match(text, new RegExp(`Subject: CN ?= ?${identity.id}\\b`), 'the common name is the identity id');
    assert.match(text, new RegExp(`URI:spiffe://[0-9a-f]{40}/identity/${identity.id}\\b`), 'the SAN is the SPIFFE ID of the identity');

    const { client, session } = await certLogin(server, cert);
    const me = requireOk(await client.get('/current-identity'));
    assert.equal(me.id, identity.id);
    assert.equal(me.name, identity.name);
    assert.equal(me.authenticators.cert.fingerprint, opensslFingerprint(leaf));
    assert.deepEqual(me.enrollment, {}, 'the ott enrollment is used up');
    assert.equal(session.identityId, identity.id);
    assert.equal(session.authenticatorId, me.authenticators.cert.id);
    assert.equal(session.isCertExtendable, true, 'a controller-issued certificate may be extended');
    const current = requireOk(await client.get('/current-api-session'));
    assert.equal(current.id, session.id);

    // Access comes from policies, as for any identity.
    assert.deepEqual(await listAll(client, '/services'), []);
    const serviceId = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    const routerId = await sharedEdgeRouter(server, [`@${identity.id}`], [`@${serviceId}`]);
    const services = await listAll(client, '/services');
    assert.deepEqual(services.map((s) => [s.id, s.permissions]), [[serviceId, ['Dial']]]);
    const s = requireOk(await client.post('/sessions', { serviceId }), 201);
    assert.equal(s.identityId, identity.id);
    assert.equal(s.apiSessionId, session.id);
    assert.deepEqual(s.edgeRouters.map((r: { name: string }) => r.name), [requireOk(await server.mgmt.get(`/edge-routers/${routerId}`)).name]);
  });

  test('the management API accepts certificate login too; admins are admins there', async () => {
    const identity = await createOttIdentity(server, { isAdmin: true });
    const cert = await enrollOtt(server, identity.token);
    const { client } = await certLogin(server, cert, 'management');
    const me = requireOk(await client.get('/current-identity'));
    assert.equal(me.id, identity.id);
    assert.equal(me.isAdmin, true);
    requireOk(await client.get('/enrollments'));
  });
});

describe('certificate login refusals: always 401 INVALID_AUTH', () => {
  let enrolled: EnrolledCert;
  let identityId: string;
  before(async () => {
    const identity = await createOttIdentity(server);
    identityId = identity.id;
    enrolled = await enrollOtt(server, identity.token);
    await certLogin(server, enrolled);
  });

  test('without a client certificate', async () => {
    const err = await refusedLogin(undefined);
    assert.equal(err.message, 'The authentication request failed');
  });

  test('a certificate from a CA the controller does not know', async () => {
    await refusedLogin(newTestCa('Stranger CA').issue('someone'));
  });

  test('a controller-signed certificate no authenticator has', async () => {
    // Enroll, then let the admin delete the cert authenticator: the certificate is still valid, but opens nothing.
    const identity = await createOttIdentity(server);
    const cert = await enrollOtt(server, identity.token);
    await certLogin(server, cert);
    const [authenticator] = requireOk(await server.mgmt.get(`/identities/${identity.id}/authenticators`));
    requireOk(await server.mgmt.delete(`/authenticators/${authenticator.id}`));
    await refusedLogin(cert);
  });

  test('the identity is disabled', async () => {
    requireOk(await server.mgmt.post(`/identities/${identityId}/disable`, { durationMinutes: 0 }));
    await refusedLogin(enrolled);
    requireOk(await server.mgmt.post(`/identities/${identityId}/enable`, {}));
    await certLogin(server, enrolled);
  });

  test('an unknown method is refused as such; ext-jwt is not served', async () => {
    requireError(await server.anon('client').withCertificate(enrolled).post('/authenticate?method=magic', {}, { unchecked: true }), 400, 'INVALID_AUTH_METHOD');
    requireError(await server.anon('client').withCertificate(enrolled).post('/authenticate?method=ext-jwt', {}), 401, 'INVALID_AUTH');
  });
});

describe('certificate login through a third-party CA', () => {
  /** An identity with a cert authenticator for a certificate issued by `ca` (created by the admin). */
  async function partnerIdentity(ca: ReturnType<typeof newTestCa>, opts: { days?: number; authPolicyId?: string } = {}) {
    const id = await create(server, 'identities', { name: unique('partner'), type: 'User', isAdmin: false, authPolicyId: opts.authPolicyId });
    const { keyPem, csrPem } = newCsr('partner-device');
    const certPem = signCsrWithCa(ca, csrPem, { days: opts.days });
    await create(server, 'authenticators', { method: 'cert', identityId: id, certPem });
    return { id, cert: { certPem, keyPem } };
  }

  test('accepted while the CA is verified and auth-enabled, refused once auth is disabled on it', async () => {
    const { ca, id: caId } = await verifiedCa({ isAuthEnabled: true });
    const partner = await partnerIdentity(ca);
    const { client } = await certLogin(server, partner.cert);
    assert.equal(requireOk(await client.get('/current-identity')).id, partner.id);

    requireOk(await server.mgmt.patch(`/cas/${caId}`, { isAuthEnabled: false }));
    await refusedLogin(partner.cert);
  });

  test('refused when the CA is registered without auth enabled, or not registered at all', async () => {
    const { ca } = await verifiedCa({ isAuthEnabled: false });
    await refusedLogin((await partnerIdentity(ca)).cert);
    await refusedLogin((await partnerIdentity(newTestCa('Unregistered CA'))).cert);
  });

  test('ottca through the legacy /enroll: the certificate becomes the authenticator, tied to its CA', async () => {
    const { ca, id: caId } = await verifiedCa({ isAuthEnabled: true, isOttCaEnrollmentEnabled: true });
    const identityId = await create(server, 'identities', { name: unique('ottca'), type: 'Device', isAdmin: false, enrollment: { ottca: caId } });
    const { token } = requireOk(await server.mgmt.get(`/identities/${identityId}`)).enrollment.ottca;
    const cert = ca.issue('ottca-device');
    const res = await server.anon('client').withCertificate(cert).post(`/enroll?method=ottca&token=${token}`, undefined, { unchecked: true });
    assert.deepEqual(requireOk(res), {});
    const { client } = await certLogin(server, cert);
    assert.equal(requireOk(await client.get('/current-identity')).id, identityId);
    requireOk(await server.mgmt.patch(`/cas/${caId}`, { isAuthEnabled: false }));
    await refusedLogin(cert);
  });

  test('an expired certificate of a trusted CA: accepted under the default auth policy (as OpenZiti), refused where the policy forbids expired certificates', async () => {
    const { ca } = await verifiedCa({ isAuthEnabled: true });
    const expired = await partnerIdentity(ca, { days: -1 });
    const { client } = await certLogin(server, expired.cert);
    assert.equal(requireOk(await client.get('/current-identity')).id, expired.id);

    const strict = await create(server, 'auth-policies', {
      name: unique('no-expired-certs'),
      primary: {
        cert: { allowed: true, allowExpiredCerts: false },
        extJwt: { allowed: true, allowedSigners: [] },
        updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
      },
      secondary: { requireTotp: false },
    });
    await refusedLogin((await partnerIdentity(ca, { days: -1, authPolicyId: strict })).cert);
    const valid = await partnerIdentity(ca, { authPolicyId: strict });
    assert.equal(requireOk(await (await certLogin(server, valid.cert)).client.get('/current-identity')).id, valid.id);
    requireOk(await server.mgmt.patch(`/auth-policies/${strict}`, { primary: { cert: { allowed: false } } }));
    await refusedLogin(valid.cert);
  });
});
