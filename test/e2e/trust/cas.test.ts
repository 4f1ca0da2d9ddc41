import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeProtectedHeader, importX509, jwtVerify } from 'jose';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk, requireUnauthorized } from '../../support/rest-client';
import { createUser, filter, unique } from '../../support/fixtures';
import { newCsr, newTestCa, opensslFingerprint, signCsrWithCa, type TestCa } from '../../support/pki';
import { createCa, postVerification, verificationToken } from './cas-support';

/** Management of third-party CAs: CRUD, verification by proof of possession, and the CA JWT. */
describe('certificate authorities', () => {
  const server = useTestServer({ tls: true });
  let partner: TestCa;
  before(() => {
    partner = newTestCa('Partner CA');
  });

  test('a created CA is unverified, shows its verification token, and lists with filters and sort', async () => {
    const name = unique('partner');
    const id = await createCa(server, partner, { name, isAuthEnabled: true, isOttCaEnrollmentEnabled: true, identityRoles: ['field', 'sensors'], tags: { team: 'ops' } });
    const ca = requireOk(await server.mgmt.get(`/cas/${id}`));
    assert.equal(ca.id, id);
    assert.equal(ca.name, name);
    assert.equal(ca.fingerprint, opensslFingerprint(partner.certPem), 'fingerprint: SHA-1 of the CA certificate');
    assert.match(ca.certPem, /^-----BEGIN CERTIFICATE-----/);
    assert.equal(opensslFingerprint(ca.certPem), ca.fingerprint, 'certPem is the certificate given');
    assert.equal(ca.isVerified, false);
    assert.equal(ca.isAuthEnabled, true);
    assert.equal(ca.isOttCaEnrollmentEnabled, true);
    assert.equal(ca.isAutoCaEnrollmentEnabled, false);
    assert.deepEqual(ca.identityRoles, ['field', 'sensors']);
    assert.equal(ca.identityNameFormat, '[caName]-[commonName]', "OpenZiti's default name format");
    assert.deepEqual(ca.tags, { team: 'ops' });
    assert.equal(ca.externalIdClaim, undefined);
    assert.equal(ca._links.self.href, `./cas/${id}`);
    await verificationToken(server, id);

    const other = await createCa(server, newTestCa('Other CA'), { name: unique('other') });
    const byName = await server.mgmt.get(`/cas?${filter(`name = "${name}"`)}`);
    assert.deepEqual(requireOk(byName).map((c: { id: string }) => c.id), [id]);
    assert.ok(byName.body.meta.filterableFields.includes('fingerprint'));
    const byFingerprint = requireOk(await server.mgmt.get(`/cas?${filter(`fingerprint = "${ca.fingerprint}"`)}`));
    assert.deepEqual(byFingerprint.map((c: { id: string }) => c.id), [id]);
    const withRole = requireOk(await server.mgmt.get(`/cas?${filter('anyOf(identityRoles) = "sensors"')}`));
    assert.deepEqual(withRole.map((c: { id: string }) => c.id), [id]);
    const sorted = requireOk(await server.mgmt.get(`/cas?${filter(`isVerified = false and id in ["${id}", "${other}"]`)}&sort=name desc`));
    assert.deepEqual(sorted.map((c: { name: string }) => c.name), [name, requireOk(await server.mgmt.get(`/cas/${other}`)).name].sort().reverse());
  });

  test('create refuses non-CA, unparseable and reused certificates, and invalid fields', async () => {
    const ca = newTestCa('Strict CA');
    const leaf = ca.issue('not-a-ca');
    requireError(await server.mgmt.post('/cas', caBody(leaf.certPem)), 400, 'CERTIFICATE_IS_NOT_CA');
    requireFieldError(await server.mgmt.post('/cas', caBody('no certificate here')), 'certPem');
    requireFieldError(await server.mgmt.post('/cas', caBody('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')), 'certPem');

    const id = await createCa(server, ca);
    const reused = requireFieldError(await server.mgmt.post('/cas', caBody(ca.certPem)), 'certPem');
    assert.match(reused.cause.reason, new RegExp(`already used as CA ${id}`));
    const name = requireOk(await server.mgmt.get(`/cas/${id}`)).name;
    requireFieldError(await server.mgmt.post('/cas', { ...caBody(newTestCa('Twin').certPem), name }), 'name');

    const fresh = newTestCa('Fresh CA').certPem;
    requireFieldError(await server.mgmt.post('/cas', { ...caBody(fresh), identityRoles: ['#all'] }), 'identityRoles');
    const { isAuthEnabled: _omitted, ...withoutFlag } = caBody(fresh);
    requireFieldError(await server.mgmt.post('/cas', withoutFlag), 'isAuthEnabled');
    const claim = { location: 'SAN_URI', matcher: 'PREFIX', matcherCriteria: 'spiffe://', parser: 'NONE', parserCriteria: null, index: 0 };
    requireFieldError(await server.mgmt.post('/cas', { ...caBody(fresh), externalIdClaim: claim }), 'externalIdClaim.matcher');
    requireFieldError(await server.mgmt.post('/cas', { ...caBody(fresh), externalIdClaim: { ...claim, matcher: 'SCHEME', matcherCriteria: null } }), 'externalIdClaim.matcherCriteria');
    requireFieldError(await server.mgmt.post('/cas', { ...caBody(fresh), externalIdClaim: { ...claim, matcher: 'ALL', parser: 'SPLIT' } }), 'externalIdClaim.parserCriteria');
    // None of the refused requests left a CA behind.
    assert.deepEqual(requireOk(await server.mgmt.get(`/cas?${filter(`fingerprint = "${opensslFingerprint(fresh)}"`)}`)), []);
  });

  test('update and patch change settings but never the certificate, fingerprint or verification state', async () => {
    const ca = newTestCa('Mutable CA');
    const id = await createCa(server, ca);
    const before = requireOk(await server.mgmt.get(`/cas/${id}`));
    const claim = { location: 'SAN_URI', matcher: 'SCHEME', matcherCriteria: 'spiffe', parser: 'NONE', parserCriteria: null, index: 0 };
    const name = unique('renamed');
    requireOk(await server.mgmt.put(`/cas/${id}`, {
      name, isAuthEnabled: true, isAutoCaEnrollmentEnabled: true, isOttCaEnrollmentEnabled: false, identityRoles: ['a'], identityNameFormat: '[caId].[commonName]',
      externalIdClaim: claim, tags: { k: 'v' },
      // Not part of caUpdate: ignored.
      certPem: newTestCa('Intruder').certPem, fingerprint: 'ffff', isVerified: true, verificationToken: 'chosen',
    }));
    const put = requireOk(await server.mgmt.get(`/cas/${id}`));
    assert.equal(put.name, name);
    assert.equal(put.isAuthEnabled, true);
    assert.equal(put.isAutoCaEnrollmentEnabled, true);
    assert.deepEqual(put.identityRoles, ['a']);
    assert.equal(put.identityNameFormat, '[caId].[commonName]');
    assert.deepEqual(put.externalIdClaim, { ...claim, parserCriteria: '' });
    assert.deepEqual(put.tags, { k: 'v' });
    assert.equal(put.certPem, before.certPem);
    assert.equal(put.fingerprint, before.fingerprint);
    assert.equal(put.isVerified, false);
    assert.equal(put.verificationToken, before.verificationToken);

    requireOk(await server.mgmt.patch(`/cas/${id}`, { isAuthEnabled: false, externalIdClaim: { parser: 'SPLIT', parserCriteria: '/' } }));
    const patched = requireOk(await server.mgmt.get(`/cas/${id}`));
    assert.equal(patched.isAuthEnabled, false);
    assert.equal(patched.name, name, 'absent fields keep their values');
    assert.deepEqual(patched.identityRoles, ['a']);
    assert.deepEqual(patched.externalIdClaim, { ...claim, parser: 'SPLIT', parserCriteria: '/' }, 'a partial claim is merged');
    requireFieldError(await server.mgmt.patch(`/cas/${id}`, { externalIdClaim: { matcher: 'SUFFIX' } }), 'externalIdClaim.matcher');

    requireOk(await server.mgmt.patch(`/cas/${id}`, { externalIdClaim: null }));
    assert.equal(requireOk(await server.mgmt.get(`/cas/${id}`)).externalIdClaim, undefined);
    requireError(await server.mgmt.patch('/cas/unknown-ca', { isAuthEnabled: true }), 404, 'NOT_FOUND');
  });

  test('verification: a certificate the CA signed for the token verifies it, once', async () => {
    const owner = newTestCa('Verified CA');
    const id = await createCa(server, owner);
    const token = await verificationToken(server, id);

    requireError(await postVerification(server.mgmt, 'unknown-ca', signCsrWithCa(owner, newCsr(token).csrPem)), 404, 'NOT_FOUND');
    requireError(await postVerification(server.mgmt, id, ''), 400, 'COULD_NOT_PARSE_BODY');
    requireError(await postVerification(server.mgmt, id, 'just text'), 400, 'COULD_NOT_PARSE_BODY');
    requireError(await postVerification(server.mgmt, id, newCsr(token).csrPem), 400, 'EXPECTED_PEM_CERTIFICATE');
    requireError(await postVerification(server.mgmt, id, signCsrWithCa(owner, newCsr('wrong-name').csrPem)), 400, 'INVALID_COMMON_NAME');
    requireError(await postVerification(server.mgmt, id, signCsrWithCa(newTestCa('Impostor CA'), newCsr(token).csrPem)), 400, 'CERTIFICATE_FAILED_VALIDATION');
    assert.equal(requireOk(await server.mgmt.get(`/cas/${id}`)).isVerified, false, 'failed attempts change nothing');
    const stranger = (await createUser(server)).client.on('management');
    requireUnauthorized(await postVerification(stranger, id, signCsrWithCa(owner, newCsr(token).csrPem)));

    const ok = await postVerification(server.mgmt, id, signCsrWithCa(owner, newCsr(token).csrPem));
    assert.deepEqual(requireOk(ok), {});
    const verified = requireOk(await server.mgmt.get(`/cas/${id}`));
    assert.equal(verified.isVerified, true);
    assert.equal(verified.verificationToken, undefined, 'the token is gone once used');
    requireError(await postVerification(server.mgmt, id, signCsrWithCa(owner, newCsr(token).csrPem)), 409, 'CA_ALREADY_VERIFIED');
    const listed = requireOk(await server.mgmt.get(`/cas?${filter(`isVerified = true and id = "${id}"`)}`));
    assert.equal(listed.length, 1);
  });

  test('the CA JWT is raw application/jwt text signed with the controller server key', async () => {
    const id = await createCa(server, newTestCa('JWT CA'));
    const res = await server.mgmt.get(`/cas/${id}/jwt`);
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^application\/jwt/);
    const jwt = res.text.trim();
    assert.match(jwt, /^[\w-]+\.[\w-]+\.[\w-]+$/, 'a compact JWS, no envelope');
    const serverCert = server.app.services.pki.tls().cert.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)![0];
    const { alg } = decodeProtectedHeader(jwt);
    const { payload } = await jwtVerify(jwt, await importX509(serverCert, alg!));
    assert.equal(payload.em, 'ca');
    assert.equal(payload.iss, `${server.app.services.pki.issuerUrl()}/`);
    assert.equal(payload.sub, id);
    assert.equal(payload.jti, id);
    assert.ok(payload.aud, 'has an audience');
    await assert.rejects(jwtVerify(jwt, await importX509(newTestCa('Not the server').certPem, 'ES256')), 'another key does not verify it');

    requireError(await server.mgmt.get('/cas/unknown-ca/jwt'), 404, 'NOT_FOUND');
    requireUnauthorized(await server.anon('management').get(`/cas/${id}/jwt`));
  });

  test('only admins manage CAs', async () => {
    const id = await createCa(server, newTestCa('Guarded CA'));
    const user = (await createUser(server)).client.on('management');
    requireUnauthorized(await user.get('/cas'));
    requireUnauthorized(await user.get(`/cas/${id}`));
    requireUnauthorized(await user.post('/cas', caBody(newTestCa('Sneaky CA').certPem)));
    requireUnauthorized(await user.patch(`/cas/${id}`, { isAuthEnabled: true }));
    requireUnauthorized(await user.delete(`/cas/${id}`));
    requireUnauthorized(await server.anon('management').get('/cas'));
    assert.equal(requireOk(await server.mgmt.get(`/cas/${id}`)).isAuthEnabled, false);
  });

  test('delete removes the CA', async () => {
    const id = await createCa(server, newTestCa('Doomed CA'));
    assert.deepEqual(requireOk(await server.mgmt.delete(`/cas/${id}`)), {});
    requireError(await server.mgmt.get(`/cas/${id}`), 404, 'NOT_FOUND');
    requireError(await server.mgmt.delete(`/cas/${id}`), 404, 'NOT_FOUND');
  });
});

function caBody(certPem: string): Record<string, unknown> {
  return { name: unique('ca'), certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: false, identityRoles: [] };
}
