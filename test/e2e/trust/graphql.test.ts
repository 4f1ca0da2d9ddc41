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
  IdentityEnrollmentsDocument,
  PatchCaDocument,
  ReEnrollAuthenticatorDocument,
  RefreshEnrollmentDocument,
  UpdateCaDocument,
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

  test('updateCa replaces every field as PUT /cas/{id} does: fields left out take their defaults, the certificate stays', async () => {
    const testCa = newTestCa(`gql put ca ${run}`);
    const created = requireData(await server.gql(CreateCaDocument, {
      input: {
        name: `gql-put-ca-${run}`, certPem: testCa.certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: true, isOttCaEnrollmentEnabled: true, identityRoles: ['a'],
        identityNameFormat: '[caName]-[commonName]', externalIdClaim: { location: 'COMMON_NAME', matcher: 'ALL', matcherCriteria: '', parser: 'NONE', parserCriteria: '', index: 0 },
        tags: { team: 'x' },
      },
    })).createCa;
    const input = { name: `gql-put-ca2-${run}`, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: ['b', 'c'], identityNameFormat: '[commonName]' };
    const replaced = requireData(await server.gql(UpdateCaDocument, { id: created.id, input })).updateCa;
    assert.deepEqual(
      { name: replaced.name, isAuthEnabled: replaced.isAuthEnabled, isAutoCaEnrollmentEnabled: replaced.isAutoCaEnrollmentEnabled, isOttCaEnrollmentEnabled: replaced.isOttCaEnrollmentEnabled, identityRoles: replaced.identityRoles, identityNameFormat: replaced.identityNameFormat },
      input,
    );
    assert.equal(replaced.externalIdClaim, null, 'a claim left out is removed, as by PUT');
    assert.deepEqual(replaced.tags, {}, 'tags left out are emptied, as by PUT');
    assert.equal(replaced.certPem, created.certPem, 'the certificate never changes');

    // REST's PUT of the same body leaves the same CA: one service, one rule.
    requireOk(await server.mgmt.put(`/cas/${created.id}`, { ...input, name: `gql-put-ca3-${run}` }));
    const rest = requireOk(await server.mgmt.get(`/cas/${created.id}`));
    assert.deepEqual([rest.name, rest.identityRoles, rest.externalIdClaim ?? null, rest.tags], [`gql-put-ca3-${run}`, ['b', 'c'], null, {}]);

    // A name taken is refused by the service, on both APIs alike.
    const other = requireOk(await server.mgmt.post('/cas', { name: `gql-put-other-${run}`, certPem: newTestCa(`gql other ${run}`).certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: false, identityRoles: [] }), 201).id;
    assert.equal(errorCode(await server.gql(UpdateCaDocument, { id: other, input: { ...input, name: `gql-put-ca3-${run}` } })), 'COULD_NOT_VALIDATE');
    assert.equal((await server.mgmt.put(`/cas/${other}`, { ...input, name: `gql-put-ca3-${run}` })).body.error.code, 'COULD_NOT_VALIDATE');
    assert.equal(errorCode(await server.gql(UpdateCaDocument, { id: 'no-such-ca', input })), 'NOT_FOUND');
  });

  test('identityEnrollments lists what GET /identities/{id}/enrollments lists', async () => {
    const identityId = await newIdentity('gql-enrollments');
    requireOk(await server.mgmt.post('/enrollments', { identityId, method: 'ott', expiresAt: inHour() }), 201);
    requireOk(await server.mgmt.post('/enrollments', { identityId, method: 'updb', username: `gql-enr-${run}`, expiresAt: inHour() }), 201);
    const viaGraphql = requireData(await server.gql(IdentityEnrollmentsDocument, { id: identityId })).identityEnrollments;
    const viaRest = requireOk(await server.mgmt.get(`/identities/${identityId}/enrollments`)) as { id: string; method: string; token: string }[];
    assert.equal(viaGraphql.length, 2);
    const key = (e: { id: string; method: string; token: string }) => `${e.method} ${e.id} ${e.token}`;
    assert.deepEqual(viaGraphql.map(key).sort(), viaRest.map(key).sort());
    assert.ok(viaGraphql.every((e) => e.identityId === identityId));
    assert.deepEqual(requireData(await server.gql(IdentityEnrollmentsDocument, { id: await newIdentity('gql-none') })).identityEnrollments, []);
    assert.equal(errorCode(await server.gql(IdentityEnrollmentsDocument, { id: 'no-such-identity' })), 'NOT_FOUND');
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
    assert.equal(errorCode(await server.gql(IdentityEnrollmentsDocument, { id: identityId }, token)), 'FORBIDDEN');
    const ca = requireOk(await server.mgmt.post('/cas', { name: `gql-forbidden-ca-${run}`, certPem: newTestCa(`gql forbidden ${run}`).certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: false, identityRoles: [] }), 201).id;
    const input = { name: `gql-taken-over-${run}`, isAuthEnabled: true, isAutoCaEnrollmentEnabled: true, isOttCaEnrollmentEnabled: true, identityRoles: [], identityNameFormat: '[commonName]' };
    assert.equal(errorCode(await server.gql(UpdateCaDocument, { id: ca, input }, token)), 'FORBIDDEN');
    assert.equal(requireOk(await server.mgmt.get(`/cas/${ca}`)).isAuthEnabled, false, 'nothing changed');
  });
});
