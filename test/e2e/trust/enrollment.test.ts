import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { controllerRoot, create, createIdentity, createUser, filter, sleep, unique } from '../../support/fixtures';
import { assertOpensslVerifies, newCsr, newTestCa } from '../../support/pki';
import { createOttIdentity, enrollOtt } from './enrollment-fixtures';

/** Enrollments: management (admins), identity create with enrollments, and redeeming tokens at /enroll*. */

const server = useTestServer({ tls: true });

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const rootCa = () => controllerRoot(server);
const newIdentity = (body: Record<string, unknown> = {}) => createIdentity(server, body);
const createEnrollment = (body: Record<string, unknown>) => server.mgmt.post('/enrollments', { expiresAt: inMinutes(30), ...body });
const authenticatorsOf = async (identityId: string) => requireOk(await server.mgmt.get(`/identities/${identityId}/authenticators`)) as any[];
const enrollmentsOf = async (identityId: string) => requireOk(await server.mgmt.get(`/identities/${identityId}/enrollments`)) as any[];
const enrollOttWith = (token: string) => server.anon('client').post('/enroll/ott', { token, clientCsr: newCsr().csrPem });
const enrollUpdbWith = (token: string, password = 'a-good-password') => server.anon('client').post(`/enroll/updb?token=${token}`, { password });

/** Claims of an enrollment JWT, after checking its signature against the published keys. */
async function jwtClaims(jwt: string) {
  const jwks = (await server.anon('client').get('/enroll/jwks')).body;
  return (await jwtVerify(jwt, createLocalJWKSet(jwks))).payload;
}

describe('management of enrollments', () => {
  test('create, detail, lists and the identity detail agree; the JWT carries the token', async () => {
    const identityId = await newIdentity();
    const expiresAt = inMinutes(42);
    const { id } = requireOk(await createEnrollment({ identityId, method: 'ott', expiresAt }), 201);
    const e = requireOk(await server.mgmt.get(`/enrollments/${id}`));
    assert.equal(e.method, 'ott');
    assert.equal(e.identityId, identityId);
    assert.equal(e.identity.id, identityId);
    assert.equal(e.identity.entity, 'identities');
    assert.equal(e.caId, null);
    assert.equal(e.expiresAt, expiresAt);
    assert.equal(e._links.self.href, `./enrollments/${id}`);
    assert.equal(e.edgeRouterId, undefined);
    const claims = await jwtClaims(e.jwt);
    assert.equal(claims.jti, e.token);
    assert.equal(claims.sub, identityId);
    assert.equal(claims.em, 'ott');
    assert.equal(claims.exp, Math.floor(Date.parse(expiresAt) / 1000));

    assert.deepEqual((await enrollmentsOf(identityId)).map((x) => x.id), [id]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/enrollments?${filter(`identityId = "${identityId}"`)}`)).map((x: any) => x.id), [id]);
    const detail = requireOk(await server.mgmt.get(`/identities/${identityId}`));
    assert.deepEqual(detail.enrollment, { ott: { id, token: e.token, jwt: e.jwt, expiresAt } });
    const listed = requireOk(await server.mgmt.get(`/identities?${filter(`id = "${identityId}"`)}`));
    assert.deepEqual(listed[0].enrollment, detail.enrollment, 'identity lists show enrollments too');
  });

  test('one outstanding enrollment per method: 409 ENROLLMENT_EXISTS; other methods are independent', async () => {
    const identityId = await newIdentity();
    requireOk(await createEnrollment({ identityId, method: 'ott' }), 201);
    requireError(await createEnrollment({ identityId, method: 'ott' }), 409, 'ENROLLMENT_EXISTS');
    const username = unique('user');
    requireOk(await createEnrollment({ identityId, method: 'updb', username }), 201);
    requireError(await createEnrollment({ identityId, method: 'updb', username: unique('user') }), 409, 'ENROLLMENT_EXISTS');
    assert.deepEqual((await enrollmentsOf(identityId)).map((x) => x.method).sort(), ['ott', 'updb']);
    const detail = requireOk(await server.mgmt.get(`/identities/${identityId}`));
    assert.equal(detail.enrollment.updb.username, username);
  });

  test('updb usernames: required, and not taken by an authenticator or another outstanding enrollment', async () => {
    const [a, b] = [await newIdentity(), await newIdentity()];
    requireFieldError(await createEnrollment({ identityId: a, method: 'updb' }), 'username');
    // The default admin's updb authenticator has this username.
    requireFieldError(await createEnrollment({ identityId: a, method: 'updb', username: server.adminUsername }), 'username');
    const username = unique('user');
    requireOk(await createEnrollment({ identityId: a, method: 'updb', username }), 201);
    const err = requireFieldError(await createEnrollment({ identityId: b, method: 'updb', username }), 'username');
    assert.equal(err.cause.value, username);
    assert.deepEqual(await enrollmentsOf(b), [], 'the refused enrollment was not created');
  });

  test('ottca needs an existing CA (400 INVALID_FIELD, cause caId); with one, the detail names the CA', async () => {
    const identityId = await newIdentity();
    const err = requireError(await createEnrollment({ identityId, method: 'ottca', caId: 'no-such-ca' }), 400, 'INVALID_FIELD');
    assert.equal(err.cause.field, 'caId');
    const ca = newTestCa(unique('Enrollment CA'));
    const caId = await create(server, 'cas', { name: ca.name, certPem: ca.certPem, identityRoles: [], isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true });
    const { id } = requireOk(await createEnrollment({ identityId, method: 'ottca', caId }), 201);
    assert.equal(requireOk(await server.mgmt.get(`/enrollments/${id}`)).caId, caId);
    const { ottca } = requireOk(await server.mgmt.get(`/identities/${identityId}`)).enrollment;
    assert.equal(ottca.id, id);
    assert.equal(ottca.caId, caId);
    assert.equal(ottca.ca.name, ca.name);
    assert.equal((await jwtClaims(ottca.jwt)).em, 'ottca');
  });

  test('refused: an unknown identity (400 INVALID_FIELD naming identityId, as OpenZiti), an expiry in the past, a method identities do not enroll with', async () => {
    const err = requireError(await createEnrollment({ identityId: 'nobody', method: 'ott' }), 400, 'INVALID_FIELD');
    assert.deepEqual(err.cause, { field: 'identityId', reason: 'identity not found', value: 'nobody' });
    const identityId = await newIdentity();
    requireFieldError(await createEnrollment({ identityId, method: 'ott', expiresAt: inMinutes(-1) }), 'expiresAt');
    requireFieldError(await createEnrollment({ identityId, method: 'erott' }), 'method');
    assert.deepEqual(await enrollmentsOf(identityId), []);
  });

  test('refresh: a new token and JWT with the new expiry; the old token no longer works', async () => {
    const identity = await createOttIdentity(server);
    const [{ id }] = await enrollmentsOf(identity.id);
    const expiresAt = inMinutes(90);
    assert.equal(requireOk(await server.mgmt.post(`/enrollments/${id}/refresh`, { expiresAt })).id, id);
    const e = requireOk(await server.mgmt.get(`/enrollments/${id}`));
    assert.notEqual(e.token, identity.token);
    assert.notEqual(e.jwt, identity.jwt);
    assert.equal(e.expiresAt, expiresAt);
    assert.equal((await jwtClaims(e.jwt)).jti, e.token);
    requireError(await enrollOttWith(identity.token), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireOk(await enrollOttWith(e.token));
    requireNotFound(await server.mgmt.post('/enrollments/nothing/refresh', { expiresAt }));
  });

  test('delete: the token no longer works', async () => {
    const identity = await createOttIdentity(server);
    const [{ id }] = await enrollmentsOf(identity.id);
    requireOk(await server.mgmt.delete(`/enrollments/${id}`));
    requireNotFound(await server.mgmt.get(`/enrollments/${id}`));
    requireError(await enrollOttWith(identity.token), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${identity.id}`)).enrollment, {});
  });

  test('router enrollments are listed as edge or transit router enrollments', async () => {
    const edgeName = unique('er');
    const edgeId = await create(server, 'edge-routers', { name: edgeName });
    const transitName = unique('tr');
    const transitId = await create(server, 'transit-routers', { name: transitName });
    const [edge] = requireOk(await server.mgmt.get(`/enrollments?${filter(`edgeRouterId = "${edgeId}"`)}`));
    assert.equal(edge.method, 'erott');
    assert.equal(edge.edgeRouter.name, edgeName);
    assert.equal(edge.transitRouterId, undefined);
    assert.equal(edge.identityId, undefined);
    assert.equal(edge.token, requireOk(await server.mgmt.get(`/edge-routers/${edgeId}`)).enrollmentToken);
    const [transit] = requireOk(await server.mgmt.get(`/enrollments?${filter(`transitRouterId = "${transitId}"`)}`));
    assert.equal(transit.transitRouter.name, transitName);
    assert.equal(transit.edgeRouterId, undefined);
    assert.deepEqual(requireOk(await server.mgmt.get(`/enrollments?${filter(`edgeRouterId = "${transitId}"`)}`)), []);
  });

  test('admins only: tokens are credentials', async () => {
    const user = await createUser(server);
    const mgmt = user.client.on('management');
    requireUnauthorized(await mgmt.get('/enrollments'));
    requireUnauthorized(await mgmt.post('/enrollments', { identityId: user.id, method: 'ott', expiresAt: inMinutes(5) }));
    requireUnauthorized(await server.anon().get('/enrollments'));
    // An identity does not see its own outstanding enrollment tokens either.
    requireOk(await createEnrollment({ identityId: user.id, method: 'ott' }), 201);
    assert.deepEqual(requireOk(await user.client.get('/current-identity')).enrollment, {});
  });
});

describe('identity create with enrollments', () => {
  test('ott, updb and ottca enrollments are issued with the identity', async () => {
    const username = unique('user');
    const id = await newIdentity({ enrollment: { ott: true, updb: username } });
    const { enrollment } = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.deepEqual(Object.keys(enrollment).sort(), ['ott', 'updb']);
    assert.equal(enrollment.updb.username, username);
    assert.equal((await jwtClaims(enrollment.updb.jwt)).em, 'updb');
    assert.equal((await jwtClaims(enrollment.ott.jwt)).sub, id);
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${await newIdentity({ enrollment: { ott: false } })}`)).enrollment, {});
  });

  test('a refused enrollment refuses the identity: nothing is created', async () => {
    const name = unique('idn');
    const err = requireError(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false, enrollment: { ottca: 'no-such-ca' } }), 400, 'INVALID_FIELD');
    assert.equal(err.cause.field, 'enrollment.ottca');
    requireFieldError(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false, enrollment: { updb: 'ab' } }), 'enrollment.updb');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities?${filter(`name = "${name}"`)}`)), []);
  });
});

describe('redeeming tokens', () => {
  test('updb: sets the password of the enrollment username; then password login works', async () => {
    const username = unique('user');
    const id = await newIdentity({ enrollment: { updb: username } });
    const { token } = requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.updb;
    assert.deepEqual(requireOk(await enrollUpdbWith(token, 'my-new-password')), { username }, 'the username, as OpenZiti answers');
    const client = server.anon('client');
    const session = requireOk(await client.login(username, 'my-new-password'));
    assert.equal(session.identityId, id);
    const [authenticator] = await authenticatorsOf(id);
    assert.equal(authenticator.method, 'updb');
    assert.equal(authenticator.username, username);
    requireError(await enrollUpdbWith(token), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment, {});
  });

  test('updb: the password is validated and nothing is used up by a refusal', async () => {
    const id = await newIdentity({ enrollment: { updb: unique('user') } });
    const { token } = requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.updb;
    requireFieldError(await enrollUpdbWith(token, 'abc'), 'password');
    requireFieldError(await server.anon('client').post(`/enroll/updb?token=${token}`, {}), 'password');
    requireFieldError(await server.anon('client').post('/enroll/updb', { password: 'a-good-password' }), 'token');
    assert.deepEqual(await authenticatorsOf(id), []);
    requireOk(await enrollUpdbWith(token));
  });

  test('ott: a second redemption of a token is refused and creates nothing', async () => {
    const identity = await createOttIdentity(server);
    const cert = await enrollOtt(server, identity.token);
    assertOpensslVerifies(cert.certPem, rootCa(), 'sslclient');
    requireError(await enrollOttWith(identity.token), 400, 'INVALID_ENROLLMENT_TOKEN');
    const authenticators = await authenticatorsOf(identity.id);
    assert.deepEqual(authenticators.map((a) => [a.method, a.isIssuedByNetwork]), [['cert', true]]);
  });

  test('ott: an identity already enrolled with a certificate is refused (409) and keeps its certificate', async () => {
    const identity = await createOttIdentity(server);
    await enrollOtt(server, identity.token);
    const before = await authenticatorsOf(identity.id);
    const { id } = requireOk(await createEnrollment({ identityId: identity.id, method: 'ott' }), 201);
    const { token } = requireOk(await server.mgmt.get(`/enrollments/${id}`));
    requireError(await enrollOttWith(token), 409, 'ENROLLMENT_IDENTITY_ALREADY_ENROLLED');
    assert.deepEqual(await authenticatorsOf(identity.id), before);
    assert.equal((await enrollmentsOf(identity.id)).length, 1, 'the enrollment is still there');
  });

  test('a token of another method is INVALID_ENROLLMENT_TOKEN, as an unknown one; nothing is created', async () => {
    const id = await newIdentity({ enrollment: { ott: true, updb: unique('user') } });
    const { ott, updb } = requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment;
    requireError(await enrollOttWith(updb.token), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await enrollUpdbWith(ott.token), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await enrollOttWith('00000000-0000-4000-8000-000000000000'), 400, 'INVALID_ENROLLMENT_TOKEN');
    requireError(await server.anon('client').post('/enroll/ott', { clientCsr: newCsr().csrPem }), 400, 'INVALID_ENROLLMENT_TOKEN');
    assert.deepEqual(await authenticatorsOf(id), []);
    assert.equal((await enrollmentsOf(id)).length, 2);
  });

  test('ott: a missing or unreadable CSR is refused and the token stays usable', async () => {
    const identity = await createOttIdentity(server);
    requireError(await server.anon('client').post('/enroll/ott', { token: identity.token }), 400, 'MISSING_OR_INVALID_CSR');
    requireError(await server.anon('client').post('/enroll/ott', { token: identity.token, clientCsr: 'not a csr' }), 400, 'COULD_NOT_PROCESS_CSR');
    assert.deepEqual(await authenticatorsOf(identity.id), []);
    requireOk(await enrollOttWith(identity.token));
  });

  test('an expired token is ENROLLMENT_EXPIRED and creates nothing', async () => {
    const identityId = await newIdentity();
    const soon = () => new Date(Date.now() + 1200).toISOString();
    const ott = requireOk(await createEnrollment({ identityId, method: 'ott', expiresAt: soon() }), 201);
    const updb = requireOk(await createEnrollment({ identityId, method: 'updb', username: unique('user'), expiresAt: soon() }), 201);
    const [ottToken, updbToken] = await Promise.all([ott, updb].map(async (e) => requireOk(await server.mgmt.get(`/enrollments/${e.id}`)).token));
    await sleep(1400);
    requireError(await enrollOttWith(ottToken), 400, 'ENROLLMENT_EXPIRED');
    requireError(await enrollUpdbWith(updbToken), 400, 'ENROLLMENT_EXPIRED');
    assert.deepEqual(await authenticatorsOf(identityId), []);
    // An expired enrollment no longer blocks a new one of its method: it is replaced.
    requireOk(await createEnrollment({ identityId, method: 'ott' }), 201);
    assert.deepEqual((await enrollmentsOf(identityId)).map((e) => e.method).sort(), ['ott', 'updb']);
  });
});

describe('legacy POST /enroll', () => {
  const enroll = (query: string, rawBody: string, headers: Record<string, string>, unchecked = false) =>
    server.anon('client').post(`/enroll?${query}`, undefined, { rawBody, headers, unchecked });

  test('ott with a PEM CSR answers the PEM chain unless JSON is asked for', async () => {
    const identity = await createOttIdentity(server);
    const res = await enroll(`method=ott&token=${identity.token}`, newCsr().csrPem, { 'content-type': 'application/x-pem-file', accept: '*/*' });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^application\/x-pem-file/);
    assert.match(res.text, /^-----BEGIN CERTIFICATE-----/);
    assertOpensslVerifies(res.text, rootCa(), 'sslclient');
    assert.equal((await authenticatorsOf(identity.id)).length, 1);

    const other = await createOttIdentity(server);
    const json = await enroll(`token=${other.token}`, newCsr().csrPem, { 'content-type': 'text/plain', accept: 'application/json' }, true);
    assert.equal(json.status, 200, json.text);
    assertOpensslVerifies(json.body.data.cert, rootCa(), 'sslclient');
  });

  test('ott with a JSON body {clientCsr}', async () => {
    const identity = await createOttIdentity(server);
    const res = await enroll(`method=ott&token=${identity.token}`, JSON.stringify({ clientCsr: newCsr().csrPem }), { 'content-type': 'application/json', accept: 'application/json' }, true);
    assert.equal(res.status, 200, res.text);
    assertOpensslVerifies(res.body.data.cert, rootCa(), 'sslclient');
  });

  test('an Accept that allows neither PEM nor JSON is 415 UNSUPPORTED_MEDIA, before the token is used', async () => {
    const identity = await createOttIdentity(server);
    requireError(await enroll(`method=ott&token=${identity.token}`, newCsr().csrPem, { 'content-type': 'application/x-pem-file', accept: 'text/html' }), 415, 'UNSUPPORTED_MEDIA');
    assert.deepEqual(await authenticatorsOf(identity.id), []);
    requireOk(await enrollOttWith(identity.token));
  });

  test('erott with a JSON body {serverCertCsr, certCsr} goes to router enrollment', async () => {
    const routerId = await create(server, 'edge-routers', { name: unique('er') });
    const { enrollmentToken } = requireOk(await server.mgmt.get(`/edge-routers/${routerId}`));
    const body = JSON.stringify({ serverCertCsr: newCsr('router.example.com').csrPem, certCsr: newCsr(routerId).csrPem });
    const res = await enroll(`method=erott&token=${enrollmentToken}`, body, { 'content-type': 'application/json' }, true);
    assert.equal(res.status, 200, res.text);
    assertOpensslVerifies(res.body.data.cert, rootCa(), 'sslclient');
    assertOpensslVerifies(res.body.data.serverCert, rootCa(), 'sslserver');
    assert.equal(requireOk(await server.mgmt.get(`/edge-routers/${routerId}`)).isVerified, true);
  });

  test('updb with a JSON body; an unknown method is INVALID_ENROLL_METHOD', async () => {
    const username = unique('user');
    const id = await newIdentity({ enrollment: { updb: username } });
    const { token } = requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.updb;
    requireError(await enroll(`method=magic&token=${token}`, '{}', { 'content-type': 'application/json' }), 400, 'INVALID_ENROLL_METHOD');
    const res = await enroll(`method=updb&token=${token}`, JSON.stringify({ password: 'legacy-password' }), { 'content-type': 'application/json' }, true);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { username });
    await server.anon('client').login(username, 'legacy-password');
  });
});
