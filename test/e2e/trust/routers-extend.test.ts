import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk, requireUnauthorized, type RestResponse } from '../../support/rest-client';
import { assertOpensslVerifies, newCsr, newTestCa, opensslFingerprint, opensslSubject } from '../../support/pki';
import { UUID, controllerRoot, createEnrolledRouter, opensslSans, pemBlocks, postEnroll, routerCsrs } from './routers-support';

/**
 * Extension of a router's certificates with its current client certificate over TLS
 * (POST /enroll/extend/router), and re-enrollment of edge routers through management.
 */

const server = useTestServer({ tls: true });

/** POST /enroll/extend/router presenting `cert` over TLS (no API session). */
function extend(cert: { certPem: string; keyPem: string } | undefined, body: Record<string, unknown>): Promise<RestResponse> {
  return server.client.withCertificate(cert).post('/enroll/extend/router', body);
}

/** New keys and CSRs for an extension; the router may roll its keys. */
function extendBody(routerId: string) {
  const csrs = routerCsrs(routerId);
  return { csrs, body: { certCsr: csrs.client.csrPem, serverCertCsr: csrs.server.csrPem } };
}

describe('router certificate extension', () => {
  test('an enrolled edge router extends with its client certificate; the old one stops working at once', async () => {
    const router = await createEnrolledRouter(server, 'edge-routers');
    const { csrs, body } = extendBody(router.id);
    const certs = requireOk(await extend(router.client, body));

    const root = controllerRoot(server);
    assertOpensslVerifies(certs.cert, root, 'sslclient');
    assertOpensslVerifies(certs.serverCert, root, 'sslserver');
    const [clientLeaf] = pemBlocks(certs.cert);
    assert.equal(opensslSubject(clientLeaf), `CN=${router.id}`);
    assert.equal(opensslSans(pemBlocks(certs.serverCert)[0]), 'DNS:router.example, IP Address:10.0.0.1');
    assert.notEqual(opensslFingerprint(clientLeaf), opensslFingerprint(pemBlocks(router.client.certPem)[0]));

    const d = requireOk(await server.mgmt.get(`/edge-routers/${router.id}`));
    assert.equal(d.isVerified, true);
    assert.equal(d.fingerprint, opensslFingerprint(clientLeaf), 'the new client certificate is in force');
    assert.equal(pemBlocks(d.certPem)[0], clientLeaf);
    assert.equal(d.unverifiedCertPem, null);
    assert.equal(d.unverifiedFingerprint, null);

    requireUnauthorized(await extend(router.client, extendBody(router.id).body));
    const renewed = { certPem: certs.cert, keyPem: csrs.client.keyPem };
    requireOk(await extend(renewed, extendBody(router.id).body));
  });

  test('a transit router extends the same way', async () => {
    const router = await createEnrolledRouter(server, 'transit-routers');
    const certs = requireOk(await extend(router.client, extendBody(router.id).body));
    const d = requireOk(await server.mgmt.get(`/transit-routers/${router.id}`));
    assert.equal(d.fingerprint, opensslFingerprint(pemBlocks(certs.cert)[0]));
    requireUnauthorized(await extend(router.client, extendBody(router.id).body));
  });

  test('without a router certificate of this controller the request is refused', async () => {
    const router = await createEnrolledRouter(server, 'edge-routers');
    const { body } = extendBody(router.id);
    requireUnauthorized(await extend(undefined, body));
    // A certificate of another CA carrying the router's name proves nothing.
    requireUnauthorized(await extend(newTestCa('Impostor CA').issue(router.id), body));
    // The router's certificate presented with another key fails at the TLS layer or here.
    const otherKey = newCsr(router.id).keyPem;
    const refused = await extend({ certPem: router.client.certPem, keyPem: otherKey }, body).catch(() => undefined);
    if (refused) requireUnauthorized(refused);
    assert.equal(requireOk(await server.mgmt.get(`/edge-routers/${router.id}`)).fingerprint, opensslFingerprint(pemBlocks(router.client.certPem)[0]), 'nothing changed');
  });

  test('both CSRs are required', async () => {
    const router = await createEnrolledRouter(server, 'edge-routers');
    const { body } = extendBody(router.id);
    requireFieldError(await extend(router.client, { serverCertCsr: body.serverCertCsr }), 'certCsr');
    requireFieldError(await extend(router.client, { certCsr: body.certCsr }), 'serverCertCsr');
    requireError(await extend(router.client, { certCsr: 'garbage', serverCertCsr: body.serverCertCsr }), 400, 'COULD_NOT_PROCESS_CSR');
    requireOk(await extend(router.client, body), 200);
  });
});

describe('edge router re-enrollment', () => {
  test('re-enroll forgets the certificate and replaces the outstanding token; the router enrolls again', async () => {
    const router = await createEnrolledRouter(server, 'edge-routers');
    requireOk(await server.mgmt.post(`/edge-routers/${router.id}/re-enroll`));
    const first = requireOk(await server.mgmt.get(`/edge-routers/${router.id}`));
    assert.equal(first.isVerified, false);
    assert.equal(first.fingerprint, undefined);
    assert.equal(first.certPem, null);
    assert.match(first.enrollmentToken, UUID);

    requireUnauthorized(await extend(router.client, extendBody(router.id).body));

    requireOk(await server.mgmt.post(`/edge-routers/${router.id}/re-enroll`));
    const second = requireOk(await server.mgmt.get(`/edge-routers/${router.id}`));
    assert.notEqual(second.enrollmentToken, first.enrollmentToken);
    const stale = routerCsrs(router.id);
    requireError(await postEnroll(server, { token: first.enrollmentToken, clientCsr: stale.client.csrPem, serverCsr: stale.server.csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');

    const csrs = routerCsrs(router.id);
    const certs = requireOk(await postEnroll(server, { token: second.enrollmentToken, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));
    const d = requireOk(await server.mgmt.get(`/edge-routers/${router.id}`));
    assert.equal(d.isVerified, true);
    assert.equal(d.fingerprint, opensslFingerprint(pemBlocks(certs.cert)[0]));
    assert.equal(d.enrollmentToken, null);
    requireOk(await extend({ certPem: certs.cert, keyPem: csrs.client.keyPem }, extendBody(router.id).body));
  });
});
