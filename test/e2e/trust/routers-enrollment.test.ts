import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireNotFound, requireOk } from '../../support/rest-client';
import { assertOpensslVerifies, newCsr, opensslFingerprint, opensslSubject } from '../../support/pki';
import { UUID, controllerRoot, createEnrolledRouter, jwtClaims, opensslSans, pemBlocks, postEnroll, routerCsrs, uniqueName } from './routers-support';

/** Router enrollment with the one-time token (POST /enroll/erott), edge and transit routers. */

const server = useTestServer({ tls: true });

async function createRouter(segment: 'edge-routers' | 'transit-routers'): Promise<{ id: string; token: string; detail: any }> {
  const id = requireOk(await server.mgmt.post(`/${segment}`, { name: uniqueName('router') }), 201).id as string;
  const detail = requireOk(await server.mgmt.get(`/${segment}/${id}`));
  return { id, token: detail.enrollmentToken, detail };
}

/** Asserts the router is still awaiting enrollment with this token (a failed attempt changed nothing). */
async function assertStillPending(segment: string, id: string, token: string): Promise<void> {
  const d = requireOk(await server.mgmt.get(`/${segment}/${id}`));
  assert.equal(d.isVerified, false);
  assert.equal(d.enrollmentToken, token, 'the enrollment is still outstanding');
  assert.ok(!d.fingerprint, 'no fingerprint yet');
}

describe('edge router enrollment', () => {
  test('the enrollment JWT of a new edge router names the router and carries its token', async () => {
    const { id, detail } = await createRouter('edge-routers');
    assert.match(detail.enrollmentToken, UUID);
    const claims = jwtClaims(detail.enrollmentJwt);
    assert.equal(claims.em, 'erott');
    assert.equal(claims.sub, id);
    assert.equal(claims.jti, detail.enrollmentToken);
    assert.match(claims.iss, /^https:\/\/\S+/);
    assert.equal(claims.exp, Math.floor(Date.parse(detail.enrollmentExpiresAt) / 1000), 'exp is the enrollment expiry');
  });

  test('enrolls with its token: a client and a server certificate, and the router is verified', async () => {
    const { id, token } = await createRouter('edge-routers');
    const csrs = routerCsrs(id);
    const certs = requireOk(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));

    const root = controllerRoot(server);
    assert.deepEqual(pemBlocks(certs.ca), pemBlocks((server.tls!.ca as string[]).join('')), 'ca is the controller CA bundle');
    assertOpensslVerifies(certs.cert, root, 'sslclient');
    assertOpensslVerifies(certs.serverCert, root, 'sslserver');
    const [clientLeaf] = pemBlocks(certs.cert);
    const [serverLeaf] = pemBlocks(certs.serverCert);
    assert.equal(opensslSubject(clientLeaf), `CN=${id}`);
    assert.equal(opensslSubject(serverLeaf), `CN=${id}`);
    assert.equal(opensslSans(serverLeaf), 'DNS:router.example, IP Address:10.0.0.1', 'the server certificate keeps the requested SANs');

    const d = requireOk(await server.mgmt.get(`/edge-routers/${id}`));
    assert.equal(d.isVerified, true);
    assert.equal(d.fingerprint, opensslFingerprint(clientLeaf));
    assert.equal(pemBlocks(d.certPem)[0], clientLeaf, 'certPem is the client certificate');
    for (const field of ['enrollmentToken', 'enrollmentJwt', 'enrollmentCreatedAt', 'enrollmentExpiresAt', 'unverifiedCertPem', 'unverifiedFingerprint']) {
      assert.equal(d[field], null, `${field} is null once enrolled`);
    }
    const r = requireOk(await server.mgmt.get(`/routers/${id}`));
    assert.equal(r.isVerified, true);
    assert.equal(r.fingerprint, d.fingerprint);
    assert.equal(r.enrollmentToken, null);
  });

  test('a token is used once', async () => {
    const { id, token } = await createRouter('edge-routers');
    const csrs = routerCsrs(id);
    requireOk(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));
    const fingerprint = requireOk(await server.mgmt.get(`/edge-routers/${id}`)).fingerprint;
    const again = routerCsrs(id);
    requireError(await postEnroll(server, { token, clientCsr: again.client.csrPem, serverCsr: again.server.csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.equal(requireOk(await server.mgmt.get(`/edge-routers/${id}`)).fingerprint, fingerprint, 'the second attempt changed nothing');
  });

  test('the client CSR must name the router; a refused attempt consumes nothing', async () => {
    const { id, token } = await createRouter('edge-routers');
    const wrong = routerCsrs('not-the-router-id');
    const error = requireError(await postEnroll(server, { token, clientCsr: wrong.client.csrPem, serverCsr: wrong.server.csrPem }), 400, 'EDGE_ROUTER_ENROLL_COMMON_NAME_INVALID');
    assert.equal(error.message, "The edge router CSR enrollment must have a common name that matches the edge router's id");
    await assertStillPending('edge-routers', id, token);

    const right = routerCsrs(id);
    requireOk(await postEnroll(server, { token, clientCsr: right.client.csrPem, serverCsr: right.server.csrPem }));
    assert.equal(requireOk(await server.mgmt.get(`/edge-routers/${id}`)).isVerified, true);
  });

  test('missing or unreadable CSRs are refused without consuming the token', async () => {
    const { id, token } = await createRouter('edge-routers');
    const csrs = routerCsrs(id);
    requireError(await postEnroll(server, { token, serverCsr: csrs.server.csrPem }), 400, 'MISSING_OR_INVALID_CSR');
    requireError(await postEnroll(server, { token, clientCsr: csrs.client.csrPem }), 400, 'MISSING_OR_INVALID_CSR');
    requireError(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: '' }), 400, 'MISSING_OR_INVALID_CSR');
    const garbled = csrs.server.csrPem.replace(/\n[A-Za-z0-9+/]{20}/, '\nAAAAAAAAAAAAAAAAAAAA');
    requireError(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: garbled }), 400, 'COULD_NOT_PROCESS_CSR');
    requireError(await postEnroll(server, { token, clientCsr: 'not a csr', serverCsr: csrs.server.csrPem }), 400, 'COULD_NOT_PROCESS_CSR');
    await assertStillPending('edge-routers', id, token);
    requireOk(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));
  });

  test('unknown and missing tokens are INVALID_ENROLLMENT_TOKEN', async () => {
    const csrs = routerCsrs('whoever');
    const body = { clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem };
    requireError(await postEnroll(server, { ...body, token: '00000000-0000-4000-8000-000000000000' }), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await postEnroll(server, body), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await postEnroll(server, { ...body, token: '' }), 400, 'INVALID_ENROLLMENT_TOKEN');
  });

  test('an expired token is ENROLLMENT_EXPIRED and stays unusable', async () => {
    const { id, token } = await createRouter('edge-routers');
    await server.app.db.orm.em.fork().execute(`update "enrollments" set "expires_at" = now() - interval '1 minute' where "token" = ?`, [token]);
    const csrs = routerCsrs(id);
    requireError(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }), 400, 'ENROLLMENT_EXPIRED');
    const d = requireOk(await server.mgmt.get(`/edge-routers/${id}`));
    assert.equal(d.isVerified, false);
    assert.ok(Date.parse(d.enrollmentExpiresAt) < Date.now(), 'the detail shows the enrollment expired');
  });

  test("an identity's enrollment token does not enroll a router", async () => {
    const identityId = requireOk(await server.mgmt.post('/identities', { name: uniqueName('id'), type: 'Device', isAdmin: false }), 201).id;
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const created = requireOk(await server.mgmt.post('/enrollments', { identityId, method: 'ott', expiresAt }), 201);
    const readEnrollment = async (id: string) => requireOk(await server.mgmt.get(`/enrollments/${id}`));
    const enrollment = await readEnrollment(created.id);
    assert.match(enrollment.token, UUID);
    const router = await createRouter('edge-routers');
    const csrs = routerCsrs(router.id);
    requireError(await postEnroll(server, { token: enrollment.token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.equal((await readEnrollment(enrollment.id)).token, enrollment.token, 'the identity enrollment is untouched');
  });

  test("a deleted router's enrollment goes with it", async () => {
    const { id, token } = await createRouter('edge-routers');
    requireOk(await server.mgmt.delete(`/edge-routers/${id}`));
    requireNotFound(await server.mgmt.get(`/edge-routers/${id}`));
    const csrs = routerCsrs(id);
    requireError(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');
    const left = await server.app.db.orm.em.fork().execute(`select count(*)::int as n from "enrollments" where "router_id" = ?`, [id]);
    assert.equal(left[0].n, 0);
  });
});

describe('transit router enrollment', () => {
  test('transit routers get an enrollment on create and enroll on /enroll/erott', async () => {
    const { id, token, detail } = await createRouter('transit-routers');
    assert.match(token, UUID);
    const claims = jwtClaims(detail.enrollmentJwt);
    assert.equal(claims.sub, id);
    assert.equal(claims.jti, token);
    assert.equal(requireOk(await server.mgmt.get(`/routers/${id}`)).enrollmentToken, token, '/routers shows the same enrollment');

    const csrs = routerCsrs(id);
    const certs = requireOk(await postEnroll(server, { token, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));
    const root = controllerRoot(server);
    assertOpensslVerifies(certs.cert, root, 'sslclient');
    assertOpensslVerifies(certs.serverCert, root, 'sslserver');
    assert.equal(opensslSans(pemBlocks(certs.serverCert)[0]), 'DNS:router.example, IP Address:10.0.0.1');

    for (const segment of ['transit-routers', 'routers']) {
      const d = requireOk(await server.mgmt.get(`/${segment}/${id}`));
      assert.equal(d.isVerified, true);
      assert.equal(d.fingerprint, opensslFingerprint(pemBlocks(certs.cert)[0]));
      for (const field of ['enrollmentToken', 'enrollmentJwt', 'enrollmentCreatedAt', 'enrollmentExpiresAt']) assert.equal(d[field], null, `${segment} ${field}`);
    }
    const reused = routerCsrs(id);
    requireError(await postEnroll(server, { token, clientCsr: reused.client.csrPem, serverCsr: reused.server.csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');
  });

  test('the transit router CSR must name the router too', async () => {
    const { id, token } = await createRouter('transit-routers');
    const csrs = routerCsrs(id);
    requireError(await postEnroll(server, { token, clientCsr: newCsr('someone-else').csrPem, serverCsr: csrs.server.csrPem }), 400, 'EDGE_ROUTER_ENROLL_COMMON_NAME_INVALID');
    await assertStillPending('transit-routers', id, token);
  });

  test('an enrolled transit router lists as verified', async () => {
    const { id } = await createEnrolledRouter(server, 'transit-routers');
    const page = requireOk(await server.mgmt.get(`/transit-routers?filter=${encodeURIComponent(`id = "${id}"`)}`));
    assert.equal(page.length, 1);
    assert.equal(page[0].isVerified, true);
    assert.equal(page[0].enrollmentJwt, null);
  });
});
