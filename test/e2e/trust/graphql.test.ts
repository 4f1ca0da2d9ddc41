import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
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
  const server = useTestServer();
  const run = randomBytes(3).toString('hex');
  const inHour = () => new Date(Date.now() + 3_600_000).toISOString();

  async function newIdentity(name: string): Promise<string> {
    return requireOk(await server.mgmt.post('/identities', { name: `${name}-${run}`, type: 'User', isAdmin: false }), 201).id;
  }

  test('a CA is created unverified, verified with a certificate carrying its token, patched and deleted', async () => {
    const testCa = newTestCa(`gql ca ${run}`);
    const created = requireData(await server.gql(CreateCaDocument, {
      input: { name: `gql-ca-${run}`, certPem: testCa.certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: ['from-gql'] },
    })).createCa;
    assert.equal(created.isVerified, false);
    assert.ok(created.verificationToken, 'an unverified CA shows its verification token');
    assert.deepEqual(created.identityRoles, ['from-gql']);

    // The REST view is the same entity.
    const rest = requireOk(await server.mgmt.get(`/cas/${created.id}`));
    assert.equal(rest.fingerprint, created.fingerprint);

    const wrong = signCsrWithCa(testCa, newCsr('not-the-token').csrPem);
    assert.equal(errorCode(await server.gql(VerifyCaDocument, { id: created.id, certPem: wrong })), 'INVALID_COMMON_NAME');
    const proof = signCsrWithCa(testCa, newCsr(created.verificationToken!).csrPem);
    const verified = requireData(await server.gql(VerifyCaDocument, { id: created.id, certPem: proof })).verifyCa;
    assert.equal(verified.isVerified, true);
    assert.equal(verified.verificationToken, null, 'the token is gone once verified');
    assert.equal(errorCode(await server.gql(VerifyCaDocument, { id: created.id, certPem: proof })), 'CA_ALREADY_VERIFIED');

    const patched = requireData(await server.gql(PatchCaDocument, { id: created.id, input: { isAuthEnabled: false } })).patchCa;
    assert.equal(patched.isAuthEnabled, false);
    assert.equal(patched.isOttCaEnrollmentEnabled, true, 'fields not given are kept');

    const jwt = requireData(await server.gql(CaJwtDocument, { id: created.id })).caJwt;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    assert.equal(claims.em, 'ca');

    const listed = requireData(await server.gql(CasDocument, { filter: `name = "gql-ca-${run}"` })).cas;
    assert.equal(listed.pagination.totalCount, 1);
    assert.equal(requireData(await server.gql(DeleteCaDocument, { id: created.id })).deleteCa, true);
    assert.equal((await server.mgmt.get(`/cas/${created.id}`)).status, 404);
  });

  test('enrollments are created, refreshed (new token) and deleted; a second of one method is refused', async () => {
    const identityId = await newIdentity('gql-enrollee');
    const created = requireData(await server.gql(CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } })).createEnrollment;
    assert.equal(created.identityId, identityId);
    assert.equal(created.method, 'ott');
    const claims = JSON.parse(Buffer.from(created.jwt.split('.')[1], 'base64url').toString());
    assert.equal(claims.jti, created.token);
    assert.equal(claims.sub, identityId);

    assert.equal(errorCode(await server.gql(CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } })), 'ENROLLMENT_EXISTS');

    const refreshed = requireData(await server.gql(RefreshEnrollmentDocument, { id: created.id, expiresAt: inHour() })).refreshEnrollment;
    assert.notEqual(refreshed.token, created.token, 'a refresh issues a new token');
    const listed = requireData(await server.gql(EnrollmentsDocument, { filter: `identity = "${identityId}"` })).enrollments;
    assert.deepEqual(listed.items.map((e) => e.token), [refreshed.token]);

    assert.equal(requireData(await server.gql(DeleteEnrollmentDocument, { id: created.id })).deleteEnrollment, true);
    assert.equal((await server.mgmt.get(`/enrollments/${created.id}`)).status, 404);
  });

  test('re-enrolling a updb authenticator replaces it with a updb enrollment for the same username', async () => {
    const identityId = await newIdentity('gql-reenroll');
    const username = `gql-user-${run}`;
    const authenticatorId = requireOk(await server.mgmt.post('/authenticators', { identityId, method: 'updb', username, password: 'secret-pw-1' }), 201).id;
    const enrollment = requireData(await server.gql(ReEnrollAuthenticatorDocument, { id: authenticatorId, expiresAt: inHour() })).reEnrollAuthenticator;
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
    assert.equal(errorCode(await server.gql(CasDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(EnrollmentsDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } }, token)), 'FORBIDDEN');
  });
});
