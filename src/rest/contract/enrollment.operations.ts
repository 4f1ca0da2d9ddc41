import { Type } from '@sinclair/typebox';
import { BOTH, CLIENT, MGMT, created, list, ok } from './define';
import type { Operation } from './operations';
import { EnrollmentCerts } from './router-enrollment.operations';
import * as S from './schemas';

/**
 * Identity enrollment: management of enrollments (admins), the public /enroll flows that
 * redeem one-time tokens, and the public endpoints clients bootstrap trust in the network with.
 */

/** ottEnrollmentRequest: both fields optional on the wire; the service reports what is missing. */
export const OttEnrollmentRequest = Type.Object({
  token: Type.Optional(Type.String({ description: 'The enrollment token (jti of the enrollment JWT)' })),
  clientCsr: Type.Optional(Type.String({ description: 'PEM CSR of the client certificate' })),
});

export const UpdbCredentials = Type.Object({
  password: Type.Optional(S.Password),
  username: Type.Optional(S.Username),
});

export const NonceChallenge = Type.Object({
  keyId: Type.String({ description: 'The kid of an enrollment signing key (from /enroll/jwks or an enrollment JWT)' }),
  nonce: Type.String({ format: 'uuid' }),
});

export const NetworkJwt = Type.Object({ name: Type.String(), token: Type.String() });

const JSON_RAW = { raw: { contentType: 'application/json' } };

/** Content types of the legacy /enroll body: a PEM (or base64 DER) CSR, or a JSON document. */
export const LEGACY_ENROLL_CONTENT_TYPES = ['application/pkcs10', 'application/json', 'application/x-pem-file', 'text/plain'];

export const ENROLLMENT_OPERATIONS: Operation[] = [
  // ---- management ----
  { operationId: 'listEnrollments', method: 'get', path: '/enrollments', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'List outstanding enrollments of identities and routers', list: true, success: list(S.EnrollmentDetail), errors: [400, 401, 429, 503] },
  {
    operationId: 'createEnrollment', method: 'post', path: '/enrollments', apis: MGMT, auth: 'session', tag: 'Enrollment',
    summary: 'Create an enrollment (ott, ottca or updb) for an identity; one outstanding per method',
    body: S.EnrollmentCreate, bodyName: 'enrollment', bodyRequired: true, success: created, errors: [400, 401, 404, 409, 429, 503],
  },
  { operationId: 'detailEnrollment', method: 'get', path: '/enrollments/{id}', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'Retrieve an enrollment', success: ok(S.EnrollmentDetail), errors: [401, 404, 429, 503] },
  { operationId: 'deleteEnrollment', method: 'delete', path: '/enrollments/{id}', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'Delete an enrollment: its token no longer works', success: ok(), errors: [400, 401, 404, 429, 503] },
  {
    operationId: 'refreshEnrollment', method: 'post', path: '/enrollments/{id}/refresh', apis: MGMT, auth: 'session', tag: 'Enrollment',
    summary: 'Give an enrollment a new token, JWT and expiry; the old token no longer works',
    body: S.EnrollmentRefresh, bodyName: 'refresh', bodyRequired: true, success: ok(S.CreateLocation), errors: [400, 401, 404, 429, 503],
  },
  { operationId: 'getIdentityEnrollments', method: 'get', path: '/identities/{id}/enrollments', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'The outstanding enrollments of an identity', success: list(S.EnrollmentDetail), errors: [401, 404, 429, 503] },

  // ---- redemption (the token is the credential) ----
  {
    operationId: 'enroll', method: 'post', path: '/enroll', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Legacy enrollment for every method: a PEM CSR or a JSON body; ott answers PEM unless JSON is accepted',
    query: {
      token: { schema: Type.String({ format: 'uuid' }), description: 'The enrollment token (jti of the enrollment JWT)' },
      method: { schema: Type.String(), description: 'ott (default), ottca, ca, updb, erott or trott' },
    },
    textBody: { contentTypes: LEGACY_ENROLL_CONTENT_TYPES },
    success: { status: 200, raw: { contentType: 'application/x-pem-file' } },
    errors: [400, 404, 409, 415, 429, 503],
  },
  {
    operationId: 'enrollOtt', method: 'post', path: '/enroll/ott', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Enroll an identity with its one-time token: a client certificate for its CSR',
    body: OttEnrollmentRequest, bodyName: 'ottEnrollmentRequest', bodyRequired: true, success: ok(EnrollmentCerts), errors: [400, 404, 409, 429, 503],
  },
  {
    operationId: 'enrollUpdb', method: 'post', path: '/enroll/updb', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Enroll an identity with its one-time token: set the password of its username',
    query: { token: { schema: Type.String({ format: 'uuid' }), required: true, description: 'The enrollment token (jti of the enrollment JWT)' } },
    body: UpdbCredentials, bodyName: 'updbCredentials', bodyRequired: true, success: ok(), errors: [400, 404, 409, 429, 503],
  },

  // ---- trust bootstrap ----
  { operationId: 'getEnrollmentJwks', method: 'get', path: '/enroll/jwks', apis: CLIENT, auth: 'none', tag: 'Enroll', summary: 'The keys enrollment JWTs are signed with (JWKS, no envelope)', success: { status: 200, ...JSON_RAW }, errors: [] },
  {
    operationId: 'enrollmentChallenge', method: 'post', path: '/enroll/challenge', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Sign a nonce with an enrollment signing key, proving this is the network that issued a JWT (no envelope)',
    body: NonceChallenge, bodyName: 'nonce', bodyRequired: true, success: { status: 200, ...JSON_RAW }, errors: [400, 429],
  },
  { operationId: 'listNetworkJWTs', method: 'get', path: '/network-jwts', apis: BOTH, auth: 'none', tag: 'Enrollment', summary: 'JWTs for bootstrapping trust in this network', success: list(NetworkJwt), errors: [400, 429] },
  {
    operationId: 'listWellKnownCas', method: 'get', path: '/.well-known/est/cacerts', apis: BOTH, auth: 'none', tag: 'Well Known',
    summary: 'The CA bundle of the network as a base64 certs-only PKCS#7 (EST, RFC 7030)', success: { status: 200, raw: { contentType: 'application/pkcs7-mime' } }, errors: [],
  },
];
