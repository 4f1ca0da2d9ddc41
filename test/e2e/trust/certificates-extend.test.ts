import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { assertOpensslVerifies, csrForKey, newCsr, newTestCa, opensslFingerprint, type TestCa } from '../../support/pki';
import {
  certLogin,
  commonNameOf,
  controllerRoot,
  createUser,
  holding,
  networkCert,
  registerCert,
  thirdPartyCert,
  type KeyAndCert,
  type User,
} from './certificates-support';

const server = useTestServer({ tls: true });
let otherCa: TestCa;
server.setup(async () => {
  otherCa = newTestCa('Other CA');
});

interface CertUser extends User {
  cert: KeyAndCert;
  certId: string;
}

/** A user logged in with its password that also holds a network-issued certificate authenticator. */
async function certUser(sans?: { uris: string[] }): Promise<CertUser> {
  const user = await createUser(server);
  const cert = networkCert(server, user.id, sans);
  return { ...user, cert, certId: await registerCert(server, user.id, cert.certPem) };
}

const extendPath = (id: string) => `/current-identity/authenticators/${id}/extend`;
const verifyPath = (id: string) => `/current-identity/authenticators/${id}/extend-verify`;

/** Extends u's certificate authenticator, presenting `presented` (default: its certificate; null: none) over TLS. */
function extend(u: CertUser, csrPem: string, presented: KeyAndCert | null = u.cert) {
  return holding(server, presented ?? undefined, u.token).post(extendPath(u.certId), { clientCertCsr: csrPem });
}

const fingerprintOf = async (u: CertUser) => requireOk(await server.client.as(u.token).get(`/current-identity/authenticators/${u.certId}`)).fingerprint;

describe('POST /current-identity/authenticators/{id}/extend', () => {
  test('with the same key: a new certificate for the identity, chaining to the controller root, not yet in force', async () => {
    const spiffe = 'spiffe://test.example/identity/extend';
    const u = await certUser({ uris: [spiffe] });
    const data = requireOk(await extend(u, csrForKey(u.cert.keyPem, 'whatever-the-client-asks')));
    assert.equal(data.ca, server.app.services.pki.caBundle().join(''));
    assertOpensslVerifies(data.clientCert + data.ca, controllerRoot(server), 'sslclient');

    const issued = new X509Certificate(data.clientCert);
    assert.equal(commonNameOf(data.clientCert), u.id, 'the common name stays the identity id');
    assert.match(issued.subjectAltName ?? '', new RegExp(`URI:${spiffe}`), 'the SANs of the current certificate are kept');
    assert.notEqual(opensslFingerprint(data.clientCert), opensslFingerprint(u.cert.certPem));
    assert.ok(issued.checkPrivateKey(createPrivateKey(u.cert.keyPem)), 'the certificate is for the same key');

    // Until verified, the authenticator keeps its certificate: the old one logs in, the new one does not.
    assert.equal(await fingerprintOf(u), opensslFingerprint(u.cert.certPem));
    requireOk(await certLogin(server, u.cert));
    requireError(await certLogin(server, { certPem: data.clientCert, keyPem: u.cert.keyPem }), 401, 'INVALID_AUTH');
    // A pending certificate is already taken.
    const other = await createUser(server);
    requireError(await server.mgmt.post('/authenticators', { method: 'cert', identityId: other.id, certPem: data.clientCert }), 409, 'CERT_IN_USE');
  });

  test('with a new key, on the management API too', async () => {
    const u = await certUser();
    const next = newCsr(u.id);
    const data = requireOk(await server.mgmt.withCertificate(u.cert).as(u.token).post(extendPath(u.certId), { clientCertCsr: next.csrPem }));
    assertOpensslVerifies(data.clientCert + data.ca, controllerRoot(server), 'sslclient');
    assert.ok(new X509Certificate(data.clientCert).checkPrivateKey(createPrivateKey(next.keyPem)), 'the certificate is for the new key');
  });

  test('another identity\'s authenticator is 404, even presenting its certificate', async () => {
    const [u, other] = [await certUser(), await certUser()];
    requireNotFound(await holding(server, other.cert, u.token).post(extendPath(other.certId), { clientCertCsr: newCsr(u.id).csrPem }));
    requireNotFound(await holding(server, u.cert, u.token).post(extendPath('doesNotExist'), { clientCertCsr: newCsr(u.id).csrPem }));
  });

  test('a updb authenticator, or a certificate from another CA, is 409 CAN_NOT_UPDATE_AUTHENTICATOR', async () => {
    const u = await certUser();
    requireError(await holding(server, u.cert, u.token).post(extendPath(u.updbId), { clientCertCsr: newCsr(u.id).csrPem }), 409, 'CAN_NOT_UPDATE_AUTHENTICATOR');

    const partner = await createUser(server);
    const foreign = thirdPartyCert(otherCa, partner.id);
    const foreignId = await registerCert(server, partner.id, foreign.certPem);
    const res = await holding(server, foreign, partner.token).post(extendPath(foreignId), { clientCertCsr: newCsr(partner.id).csrPem });
    requireError(res, 409, 'CAN_NOT_UPDATE_AUTHENTICATOR');
  });

  test('without the authenticator\'s certificate over TLS it is 401', async () => {
    const [u, other] = [await certUser(), await certUser()];
    const csr = newCsr(u.id).csrPem;
    requireUnauthorized(await extend(u, csr, null));
    requireUnauthorized(await extend(u, csr, other.cert));
    const lookalike = networkCert(server, u.id);
    requireUnauthorized(await extend(u, csr, lookalike));
    const pending = await server.client.as(u.token).post(verifyPath(u.certId), { clientCert: lookalike.certPem });
    requireError(pending, 409, 'CAN_NOT_UPDATE_AUTHENTICATOR');
  });

  test('a bad CSR is 400 COULD_NOT_PROCESS_CSR; a missing one 400 COULD_NOT_VALIDATE', async () => {
    const u = await certUser();
    requireError(await extend(u, '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----\n'), 400, 'COULD_NOT_PROCESS_CSR');
    requireError(await extend(u, 'not a csr'), 400, 'COULD_NOT_PROCESS_CSR');
    requireFieldError(await holding(server, u.cert, u.token).post(extendPath(u.certId), {}), 'clientCertCsr');
    requireError(await server.client.as(u.token).post(verifyPath(u.certId), { clientCert: u.cert.certPem }), 409, 'CAN_NOT_UPDATE_AUTHENTICATOR');
  });
});

describe('POST /current-identity/authenticators/{id}/extend-verify', () => {
  test('only the exact pending certificate verifies; then it replaces the old one', async () => {
    const u = await certUser();
    const next = newCsr(u.id);
    const { clientCert } = requireOk(await extend(u, next.csrPem));
    const fresh = { certPem: clientCert, keyPem: next.keyPem };
    const me = server.client.as(u.token);

    requireError(await me.post(verifyPath(u.certId), { clientCert: u.cert.certPem }), 400, 'INVALID_CLIENT_CERT');
    requireError(await me.post(verifyPath(u.certId), { clientCert: clientCert + u.cert.certPem }), 400, 'INVALID_CLIENT_CERT');
    requireError(await me.post(verifyPath(u.certId), { clientCert: 'garbage' }), 400, 'INVALID_CLIENT_CERT');
    assert.equal(await fingerprintOf(u), opensslFingerprint(u.cert.certPem), 'refused verifications change nothing');

    requireOk(await me.post(verifyPath(u.certId), { clientCert }));
    assert.equal(await fingerprintOf(u), opensslFingerprint(clientCert));
    const d = requireOk(await server.mgmt.get(`/authenticators/${u.certId}`));
    assert.equal(d.certPem.trim(), clientCert.trim());
    assert.equal(d.isIssuedByNetwork, true);

    // Logins: the old certificate no longer opens anything; the new one does.
    requireError(await certLogin(server, u.cert), 401, 'INVALID_AUTH');
    const session = requireOk(await certLogin(server, fresh));
    assert.equal(session.identityId, u.id);
    assert.equal(session.authenticatorId, u.certId);
    assert.equal(session.isCertExtendable, true);

    // Verified once: nothing is pending any more.
    requireError(await me.post(verifyPath(u.certId), { clientCert }), 409, 'CAN_NOT_UPDATE_AUTHENTICATOR');
    // The new certificate joined the session that verified it.
    const certs = requireOk(await me.get('/current-api-session/certificates'));
    assert.deepEqual(certs.map((c: any) => c.fingerprint), [opensslFingerprint(clientCert)]);
  });

  test('the extended certificate can itself be extended', async () => {
    const u = await certUser();
    const second = newCsr(u.id);
    const { clientCert } = requireOk(await extend(u, second.csrPem));
    requireOk(await server.client.as(u.token).post(verifyPath(u.certId), { clientCert }));
    const third = requireOk(await extend(u, newCsr(u.id).csrPem, { certPem: clientCert, keyPem: second.keyPem }));
    assertOpensslVerifies(third.clientCert + third.ca, controllerRoot(server), 'sslclient');
    requireUnauthorized(await extend(u, newCsr(u.id).csrPem, u.cert));
  });
});

describe('isCertExtendable', () => {
  test('true for a session opened by a network-issued certificate, false for a password login', async () => {
    const u = await certUser();
    assert.equal(requireOk(await server.client.as(u.token).get('/current-api-session')).isCertExtendable, false);
    const certSession = requireOk(await certLogin(server, u.cert));
    assert.equal(requireOk(await server.client.as(certSession.token).get('/current-api-session')).isCertExtendable, true);
  });
});
