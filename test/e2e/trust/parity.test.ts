import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { TObject } from '@sinclair/typebox';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { gql, gqlRaw, requireData } from '../../support/gql-client';
import { newCsr, newTestCa, signCsrWithCa } from '../../support/pki';
import { CaDetail, EnrollmentDetail } from '../../../src/rest/contract/trust.schemas';
import { ApiSessionDetail, AuthenticatorDetail } from '../../../src/rest/contract/identity.schemas';
import {
  CreateAuthenticatorDocument,
  CreateCaDocument,
  CreateEnrollmentDocument,
  LoginDocument,
  ParityApiSessionDocument,
  ParityAuthenticatorDocument,
  ParityCaDocument,
  ParityEnrollmentDocument,
} from '../../graphql/generated';

/**
 * REST and GraphQL show one entity the same way: for CAs, enrollments, authenticators and API
 * sessions, created through one API or the other, every field the REST detail shares with the
 * GraphQL type has the same value in both. The lists below are the shared fields; a field added
 * to both sides (or renamed on one) fails the first test until it is listed here.
 */
const SHARED = {
  Ca: ['id', 'createdAt', 'updatedAt', 'tags', 'name', 'certPem', 'fingerprint', 'isVerified', 'isAuthEnabled', 'isAutoCaEnrollmentEnabled', 'isOttCaEnrollmentEnabled', 'identityRoles', 'identityNameFormat', 'externalIdClaim', 'verificationToken'],
  Enrollment: ['id', 'createdAt', 'updatedAt', 'tags', 'method', 'token', 'jwt', 'expiresAt', 'identityId', 'caId', 'username'],
  Authenticator: ['id', 'createdAt', 'updatedAt', 'tags', 'method', 'identityId', 'username', 'fingerprint', 'certPem', 'isIssuedByNetwork'],
  ApiSession: ['id', 'createdAt', 'updatedAt', 'tags', 'identityId', 'authenticatorId', 'configTypes', 'ipAddress', 'isMfaRequired', 'isMfaComplete', 'isCertExtendable', 'lastActivityAt', 'authQueries'],
} as const;

/**
 * Fields both sides have under one name but in their own shape: REST's entity reference
 * `{id, name, _links}` and GraphQL's linked object. They are compared by id and name.
 */
const REFERENCES: Record<keyof typeof SHARED, readonly string[]> = { Ca: [], Enrollment: [], Authenticator: [], ApiSession: ['identity'] };

const REST_DETAIL: Record<keyof typeof SHARED, TObject> = { Ca: CaDetail, Enrollment: EnrollmentDetail, Authenticator: AuthenticatorDetail, ApiSession: ApiSessionDetail };

/** The shared fields of a REST detail and a GraphQL object, a field REST leaves out being GraphQL's null. */
function assertSame(kind: keyof typeof SHARED, rest: Record<string, unknown>, graphql: Record<string, unknown>): void {
  for (const field of SHARED[kind]) {
    assert.ok(field in graphql, `${kind}.${field} was not selected in GraphQL`);
    assert.deepEqual(graphql[field], rest[field] ?? null, `${kind}.${field}: REST ${JSON.stringify(rest[field])}, GraphQL ${JSON.stringify(graphql[field])}`);
  }
  for (const field of REFERENCES[kind]) {
    const [r, g] = [rest[field], graphql[field]] as ({ id: string; name: string } | undefined)[];
    assert.ok(r && g, `${kind}.${field} is missing on one side`);
    assert.deepEqual({ id: g.id, name: g.name }, { id: r.id, name: r.name }, `${kind}.${field}: the same entity`);
  }
}

const server = useTestServer();

describe('REST and GraphQL parity: CAs, enrollments, authenticators, API sessions', () => {
  const run = randomBytes(3).toString('hex');
  const inHour = () => new Date(Date.now() + 3_600_000).toISOString();

  async function newIdentity(name: string): Promise<string> {
    return requireOk(await server.mgmt.post('/identities', { name: `${name}-${run}`, type: 'User', isAdmin: false }), 201).id;
  }

  test('the shared-field lists are exactly the fields the REST details and the GraphQL types have in common', async () => {
    for (const kind of Object.keys(SHARED) as (keyof typeof SHARED)[]) {
      const type = requireData(await gqlRaw<{ __type: { fields: { name: string }[] } }>(server.url, `query($n: String!) { __type(name: $n) { fields { name } } }`, { n: kind }, server.admin)).__type;
      const graphqlFields = new Set(type.fields.map((f) => f.name));
      const common = Object.keys(REST_DETAIL[kind].properties).filter((f) => graphqlFields.has(f) && !REFERENCES[kind].includes(f)).sort();
      assert.deepEqual(common, [...SHARED[kind]].sort(), `${kind}: fields both APIs show`);
    }
  });

  test('CAs: created through GraphQL or REST, verified, read the same through both', async () => {
    const gqlCa = newTestCa(`parity gql ${run}`);
    const viaGraphql = requireData(await gql(server.url, CreateCaDocument, {
      input: {
        name: `parity-gql-${run}`, certPem: gqlCa.certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: true, isOttCaEnrollmentEnabled: false,
        identityRoles: ['parity', 'gql'], identityNameFormat: '[caName]-[commonName]', tags: { origin: 'graphql', n: null, b: true },
        externalIdClaim: { location: 'SAN_URI', matcher: 'SCHEME', matcherCriteria: 'spiffe', parser: 'SPLIT', parserCriteria: '/', index: 2 },
      },
    }, server.admin)).createCa.id;
    const restCa = newTestCa(`parity rest ${run}`);
    const viaRest = requireOk(await server.mgmt.post('/cas', {
      name: `parity-rest-${run}`, certPem: restCa.certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: [],
      tags: { origin: 'rest' },
    }), 201).id;

    for (const id of [viaGraphql, viaRest]) {
      assertSame('Ca', requireOk(await server.mgmt.get(`/cas/${id}`)), requireData(await gql(server.url, ParityCaDocument, { id }, server.admin)).ca);
    }
    // Verified: the token is gone from both.
    const token = requireData(await gql(server.url, ParityCaDocument, { id: viaRest }, server.admin)).ca.verificationToken!;
    const proof = signCsrWithCa(restCa, newCsr(token).csrPem);
    requireOk(await server.mgmt.post(`/cas/${viaRest}/verify`, undefined, { rawBody: proof, headers: { 'content-type': 'text/plain' } }));
    const verified = requireData(await gql(server.url, ParityCaDocument, { id: viaRest }, server.admin)).ca;
    assert.equal(verified.isVerified, true);
    assertSame('Ca', requireOk(await server.mgmt.get(`/cas/${viaRest}`)), verified);
  });

  test('enrollments: created through REST or GraphQL (ott, ottca, updb), read the same through both', async () => {
    const testCa = newTestCa(`parity enroll ${run}`);
    const caId = requireOk(await server.mgmt.post('/cas', {
      name: `parity-enroll-${run}`, certPem: testCa.certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: [],
    }), 201).id;
    const token = requireOk(await server.mgmt.get(`/cas/${caId}`)).verificationToken;
    requireOk(await server.mgmt.post(`/cas/${caId}/verify`, undefined, { rawBody: signCsrWithCa(testCa, newCsr(token).csrPem), headers: { 'content-type': 'text/plain' } }));

    const identityId = await newIdentity('parity-enrollee');
    const ids = [
      requireOk(await server.mgmt.post('/enrollments', { identityId, method: 'updb', username: `parity-${run}`, expiresAt: inHour() }), 201).id as string,
      requireData(await gql(server.url, CreateEnrollmentDocument, { input: { identityId, method: 'ott', expiresAt: inHour() } }, server.admin)).createEnrollment.id,
      requireData(await gql(server.url, CreateEnrollmentDocument, { input: { identityId, method: 'ottca', caId, expiresAt: inHour() } }, server.admin)).createEnrollment.id,
    ];
    for (const id of ids) {
      assertSame('Enrollment', requireOk(await server.mgmt.get(`/enrollments/${id}`)), requireData(await gql(server.url, ParityEnrollmentDocument, { id }, server.admin)).enrollment);
    }
  });

  test('authenticators: created through GraphQL or REST (updb, cert), read the same through both', async () => {
    const first = await newIdentity('parity-auth-gql');
    const second = await newIdentity('parity-auth-rest');
    const ids = [
      requireData(await gql(server.url, CreateAuthenticatorDocument, { input: { method: 'updb', identityId: first, username: `pg-${run}`, password: 'secret-pw', tags: { via: 'graphql' } } }, server.admin)).createAuthenticator.id,
      requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: second, username: `pr-${run}`, password: 'secret-pw' }), 201).id as string,
    ];
    const testCa = newTestCa(`parity cert ${run}`);
    const certPem = signCsrWithCa(testCa, newCsr(`parity-cert-${run}`).csrPem);
    ids.push(requireOk(await server.mgmt.post('/authenticators', { method: 'cert', identityId: second, certPem, tags: { via: 'rest' } }), 201).id);
    for (const id of ids) {
      assertSame('Authenticator', requireOk(await server.mgmt.get(`/authenticators/${id}`)), requireData(await gql(server.url, ParityAuthenticatorDocument, { id }, server.admin)).authenticator);
    }
  });

  test('API sessions: opened through REST or GraphQL, read the same through both', async () => {
    const identityId = await newIdentity('parity-session');
    const username = `ps-${run}`;
    requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username, password: 'secret-pw' }), 201);
    const viaRest = (await server.anon('client').login(username, 'secret-pw')).body.data.id as string;
    const viaGraphql = requireData(await gql(server.url, LoginDocument, { username, password: 'secret-pw', configTypes: ['all'] }, undefined)).login.session.id;
    for (const id of [viaRest, viaGraphql]) {
      assertSame('ApiSession', requireOk(await server.mgmt.get(`/api-sessions/${id}`)), requireData(await gql(server.url, ParityApiSessionDocument, { id }, server.admin)).apiSession);
    }
  });
});
