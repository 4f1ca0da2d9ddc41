import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { errorCode, gql, requireData } from '../../support/gql-client';
import { newCsr, newTestCa, signCsrWithCa } from '../../support/pki';
import {
  CasDocument,
  CaJwtDocument,
  CreateCaDocument,
  CreateEnrollmentDocument,
  DeleteCaDocument,
  DeleteEnrollmentDocument,
  EnrollmentsDocument,
  PatchCaDocument,
  ReEnrollAuthenticatorDocument,
  RefreshEnrollmentDocument,
  VerifyCaDocument,
} from '../../graphql/generated';

/** CAs, enrollments and authenticators through GraphQL: the same services (and rules) as REST. */
describe('GraphQL: CAs, enrollments and authenticators', () => {
  let server: TestServer;
  let admin: string;
  const run = randomBytes(3).toString('hex');
  const inHour = () => new Date(Date.now() + 3_600_000).toISOString();

  before(async () => {
    server = await startTestServer();
    admin = server.mgmt.token!;
  });
  after(() => server.close());

  async function newIdentity(name: string): Promise<string> {
    return requireOk(await server.mgmt.post('/identities', { name: `${name}-${run}`, type: 'User', isAdmin: false }), 201).id;
  }

  test('a CA is created unverified, verified with a certificate carrying its token, patched and deleted', async () => {
    const testCa = newTestCa(`gql ca ${run}`);
    const created = requireData(await gql(server.url, CreateCaDocument, {
      input: { name: `gql-ca-${run}`, certPem: testCa.certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: ['from-gql'] },
    }, admin)).createCa;
    assert.equal(created.isVerified, false);
    assert.ok(created.verificationToken, 'an unverified CA shows its verification token');
    assert.deepEqual(created.identityRoles, ['from-gql']);

    // The REST view is the same entity.
    const rest = requireOk(await server.mgmt.get(`/cas/${created.id}`));
    assert.equal(rest.fingerprint, created.fingerprint);

    const wrong = signCsrWithCa(testCa, newCsr('not-the-token').csrPem);
    assert.equal(errorCode(await gql(server.url, VerifyCaDocument, { id: created.id, certPem: wrong }, admin)), 'INVALID_COMMON_NAME');
    const proof = signCsrWithCa(testCa, newCsr(created.verificationToken!).csrPem);
    const verified = requireData(await gql(server.url, VerifyCaDocument, { id: created.id, certPem: proof }, admin)).verifyCa;
    assert.equal(verified.isVerified, true);
    assert.equal(verified.verificationToken, null, 'the token is gone once verified');
    assert.equal(errorCode(await gql(server.url, VerifyCaDocument, { id: created.id, certPem: proof }, admin)), 'CA_ALREADY_VERIFIED');

    const patched = requireData(await gql(server.url, PatchCaDocument, { id: created.id, input: { isAuthEnabled: false } }, admin)).patchCa;
    assert.equal(patched.isAuthEnabled, false);
    assert.equal(patched.isOttCaEnrollmentEnabled, true, 'fields not given are kept');

    const jwt = requireData(await gql(server.url, CaJwtDocument, { id: created.id }, admin)).caJwt;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    assert.equal(claims.em, 'ca');

    const listed = requireData(await gql(server.url, CasDocument, { filter: `name = "gql-ca-${run}"` }, admin)).cas;
    assert.equal(listed.pagination.totalCount, 1);
    assert.equal(requireData(await gql(server.url, DeleteCaDocument, { id: created.id }, admin)).deleteCa, true);
    assert.equal((await server.mgmt.get(`/cas/${created.id}`)).status, 404);
  });

  test('enrollments are created, refreshed (new token) and deleted; a second of one method is refused', async () => {
    const identityId = await newIdentity('gql-enrollee');
    const created = requireData(await gql(server.url, CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } }, admin)).createEnrollment;
    assert.equal(created.identityId, identityId);
    assert.equal(created.method, 'ott');
    const claims = JSON.parse(Buffer.from(created.jwt.split('.')[1], 'base64url').toString());
    assert.equal(claims.jti, created.token);
    assert.equal(claims.sub, identityId);

    assert.equal(errorCode(await gql(server.url, CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } }, admin)), 'ENROLLMENT_EXISTS');

    const refreshed = requireData(await gql(server.url, RefreshEnrollmentDocument, { id: created.id, expiresAt: inHour() }, admin)).refreshEnrollment;
    assert.notEqual(refreshed.token, created.token, 'a refresh issues a new token');
    const listed = requireData(await gql(server.url, EnrollmentsDocument, { filter: `identity = "${identityId}"` }, admin)).enrollments;
    assert.deepEqual(listed.items.map((e) => e.token), [refreshed.token]);

    assert.equal(requireData(await gql(server.url, DeleteEnrollmentDocument, { id: created.id }, admin)).deleteEnrollment, true);
    assert.equal((await server.mgmt.get(`/enrollments/${created.id}`)).status, 404);
  });

  test('re-enrolling a updb authenticator replaces it with a updb enrollment for the same username', async () => {
    const identityId = await newIdentity('gql-reenroll');
    const username = `gql-user-${run}`;
    const authenticatorId = requireOk(await server.mgmt.post('/authenticators', { identityId, method: 'updb', username, password: 'secret-pw-1' }), 201).id;
    const enrollment = requireData(await gql(server.url, ReEnrollAuthenticatorDocument, { id: authenticatorId, expiresAt: inHour() }, admin)).reEnrollAuthenticator;
    assert.equal(enrollment.method, 'updb');
    assert.equal(enrollment.username, username);
    assert.equal((await server.mgmt.get(`/authenticators/${authenticatorId}`)).status, 404, 'the authenticator is gone');
  });

  test('non-admins may not see or manage CAs and enrollments', async () => {
    const identityId = await newIdentity('gql-plain');
    const username = `gql-plain-${run}`;
    requireOk(await server.mgmt.post('/authenticators', { identityId, method: 'updb', username, password: 'secret-pw-2' }), 201);
    const login = await server.anon('client').post('/authenticate?method=password', { username, password: 'secret-pw-2' });
    const token = requireOk(login).token as string;
    assert.equal(errorCode(await gql(server.url, CasDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await gql(server.url, EnrollmentsDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await gql(server.url, CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } }, token)), 'FORBIDDEN');
  });
});
