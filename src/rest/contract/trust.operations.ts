import { Type } from '@sinclair/typebox';
import { BOTH, CLIENT, MGMT, created, crud, list, ok } from './define';
import type { Operation } from './operations';
import { CreateLocation } from './schemas';
import * as T from './trust.schemas';

/**
 * The trust area: enrollments of identities and routers (management, and the public /enroll
 * flows that redeem their one-time tokens), the public endpoints clients bootstrap trust with,
 * third-party CAs, and certificates after enrollment (re-enrollment, extension, API session
 * certificates).
 */

const JSON_RAW = { raw: { contentType: 'application/json' } };

/** Content types of a PEM (or base64 DER) CSR as enrollment clients send it. */
const PEM_CONTENT_TYPES = ['application/pkcs10', 'application/x-pem-file', 'text/plain'];
/** Content types of the legacy /enroll body: a PEM (or base64 DER) CSR, or a JSON document. */
export const LEGACY_ENROLL_CONTENT_TYPES = ['application/pkcs10', 'application/json', 'application/x-pem-file', 'text/plain'];

const SESSION_CERT_ERRORS = [400, 401, 404, 429, 503];

export const TRUST_OPERATIONS: Operation[] = [
  // ---- management ----
  { operationId: 'listEnrollments', method: 'get', path: '/enrollments', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'List outstanding enrollments of identities and routers', list: true, success: list(T.EnrollmentDetail), errors: [400, 401, 429, 503] },
  {
    operationId: 'createEnrollment', method: 'post', path: '/enrollments', apis: MGMT, auth: 'session', tag: 'Enrollment',
    summary: 'Create an enrollment (ott, ottca or updb) for an identity; one outstanding per method',
    body: T.EnrollmentCreate, bodyName: 'enrollment', bodyRequired: true, success: created, errors: [400, 401, 404, 409, 429, 503],
  },
  { operationId: 'detailEnrollment', method: 'get', path: '/enrollments/{id}', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'Retrieve an enrollment', success: ok(T.EnrollmentDetail), errors: [401, 404, 429, 503] },
  { operationId: 'deleteEnrollment', method: 'delete', path: '/enrollments/{id}', apis: MGMT, auth: 'session', tag: 'Enrollment', summary: 'Delete an enrollment: its token no longer works', success: ok(), errors: [400, 401, 404, 429, 503] },
  {
    operationId: 'refreshEnrollment', method: 'post', path: '/enrollments/{id}/refresh', apis: MGMT, auth: 'session', tag: 'Enrollment',
    summary: 'Give an enrollment a new token, JWT and expiry; the old token no longer works',
    body: T.EnrollmentRefresh, bodyName: 'refresh', bodyRequired: true, success: ok(CreateLocation), errors: [400, 401, 404, 429, 503],
  },
  { operationId: 'getIdentityEnrollments', method: 'get', path: '/identities/{id}/enrollments', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'The outstanding enrollments of an identity', success: list(T.EnrollmentDetail), errors: [401, 404, 429, 503] },

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
    // Older clients post the PEM CSR itself with the token as a `token` query parameter, which the official spec does not document.
    summary: 'Enroll an identity with its one-time token: a client certificate for its CSR (a JSON document, or as older clients send it, the PEM CSR)',
    body: T.OttEnrollmentRequest, bodyName: 'ottEnrollmentRequest', bodyRequired: true, alsoTextBody: { contentTypes: PEM_CONTENT_TYPES },
    success: ok(T.EnrollmentCerts), errors: [400, 404, 409, 429, 503],
  },
  {
    operationId: 'enrollUpdb', method: 'post', path: '/enroll/updb', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Enroll an identity with its one-time token: set the password of its username',
    query: { token: { schema: Type.String({ format: 'uuid' }), required: true, description: 'The enrollment token (jti of the enrollment JWT)' } },
    body: T.UpdbCredentials, bodyName: 'updbCredentials', bodyRequired: true, success: ok(T.EnrollmentUpdbResult), errors: [400, 404, 409, 429, 503],
  },

  // ---- trust bootstrap ----
  { operationId: 'getEnrollmentJwks', method: 'get', path: '/enroll/jwks', apis: CLIENT, auth: 'none', tag: 'Enroll', summary: 'The keys enrollment JWTs are signed with (JWKS, no envelope)', success: { status: 200, ...JSON_RAW }, errors: [] },
  {
    operationId: 'enrollmentChallenge', method: 'post', path: '/enroll/challenge', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Sign a nonce with an enrollment signing key, proving this is the network that issued a JWT (no envelope)',
    body: T.NonceChallenge, bodyName: 'nonce', bodyRequired: true, success: { status: 200, ...JSON_RAW }, errors: [400, 429],
  },
  { operationId: 'listNetworkJWTs', method: 'get', path: '/network-jwts', apis: BOTH, auth: 'none', tag: 'Enrollment', summary: 'JWTs for bootstrapping trust in this network', success: list(T.NetworkJwt), errors: [400, 429] },
  {
    operationId: 'listWellKnownCas', method: 'get', path: '/.well-known/est/cacerts', apis: BOTH, auth: 'none', tag: 'Well Known',
    summary: 'The CA bundle of the network as a base64 certs-only PKCS#7 (EST, RFC 7030)', success: { status: 200, raw: { contentType: 'application/pkcs7-mime' } }, errors: [],
  },

  // ---- router enrollment ----
  {
    operationId: 'enrollErOtt', method: 'post', path: '/enroll/erott', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Enroll an edge or transit router with its one-time token: client and server certificates for its CSRs',
    body: T.ErOttEnrollmentRequest, bodyName: 'erOttEnrollmentRequest', bodyRequired: true,
    success: ok(T.EnrollmentCerts), errors: [400, 429, 503],
  },
  {
    operationId: 'extendRouterEnrollment', method: 'post', path: '/enroll/extend/router', apis: CLIENT, auth: 'none', tag: 'Extend Enrollment',
    summary: 'New certificates for a router presenting its current client certificate over TLS; the old one stops working',
    body: T.RouterExtendEnrollmentRequest, bodyName: 'routerExtendEnrollmentRequest', bodyRequired: true,
    success: ok(T.EnrollmentCerts), errors: [400, 401, 429],
  },

  // ---- third-party CAs ----
  ...crud({ segment: 'cas', name: 'Ca', plural: 'Cas', tag: 'Certificate Authority', detail: T.CaDetail, create: T.CaCreate, update: T.CaUpdate, patch: T.CaPatch }),
  {
    operationId: 'verifyCa', method: 'post', path: '/cas/{id}/verify', apis: MGMT, auth: 'session', tag: 'Certificate Authority',
    summary: "Verify a CA with a PEM certificate it signed whose common name is the CA's verificationToken",
    textBody: { contentTypes: ['text/plain'] }, bodyName: 'certificate', bodyRequired: true, success: ok(), errors: [400, 401, 404, 409, 429, 503],
  },
  {
    operationId: 'getCaJwt', method: 'get', path: '/cas/{id}/jwt', apis: MGMT, auth: 'session', tag: 'Certificate Authority',
    summary: 'The enrollment JWT of a CA (raw JWT text)', success: { status: 200, raw: { contentType: 'application/jwt' } }, errors: [401, 404, 429, 503],
  },
  {
    operationId: 'enrollOttCa', method: 'post', path: '/enroll/ottca', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: "Redeem an ottca enrollment with a TLS client certificate issued by the enrollment's CA",
    body: T.OttEnrollmentRequest, bodyName: 'ottEnrollmentRequest', bodyRequired: true, success: ok(), errors: [400, 409, 429, 503],
  },
  {
    operationId: 'enrollCa', method: 'post', path: '/enroll/ca', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Create an identity for a TLS client certificate issued by a verified CA that allows auto enrollment',
    success: ok(), errors: [400, 404, 409, 429, 503],
  },

  // ---- certificates after enrollment ----
  {
    operationId: 'reEnrollAuthenticator', method: 'post', path: '/authenticators/{id}/re-enroll', apis: MGMT, auth: 'session', tag: 'Authenticator',
    summary: 'Replace an authenticator by an enrollment of its kind (updb, ott or ottca); the authenticator and its API sessions end',
    body: T.ReEnroll, bodyName: 'reEnroll', bodyRequired: true, success: created, errors: [400, 401, 404, 429, 503],
  },
  {
    operationId: 'extendCurrentIdentityAuthenticator', method: 'post', path: '/current-identity/authenticators/{id}/extend', apis: BOTH, auth: 'session', tag: 'Current API Session',
    summary: 'Issue a new client certificate for a network-issued cert authenticator, presenting the current one over TLS',
    body: T.IdentityExtendEnrollmentRequest, bodyName: 'extend', bodyRequired: true, success: ok(T.IdentityExtendCerts), errors: [400, 401, 404, 409],
  },
  {
    operationId: 'extendVerifyCurrentIdentityAuthenticator', method: 'post', path: '/current-identity/authenticators/{id}/extend-verify', apis: BOTH, auth: 'session', tag: 'Current API Session',
    summary: 'Confirm receipt of the extended client certificate, which then replaces the current one',
    body: T.IdentityExtendValidateEnrollmentRequest, bodyName: 'extend', bodyRequired: true, success: ok(), errors: [400, 401, 404, 409],
  },
  {
    operationId: 'listCurrentApiSessionCertificates', method: 'get', path: '/current-api-session/certificates', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'The ephemeral certificates of the current API session', list: true, success: list(T.CurrentApiSessionCertificateDetail), errors: [400, 401, 429, 503],
  },
  {
    operationId: 'createCurrentApiSessionCertificate', method: 'post', path: '/current-api-session/certificates', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'Issue a short-lived client certificate for a CSR, bound to the current API session',
    body: T.CurrentApiSessionCertificateCreate, bodyName: 'sessionCertificate', bodyRequired: true,
    success: { status: 201, data: T.CurrentApiSessionCertificateCreateResponse }, errors: [400, 401, 429, 503],
  },
  {
    operationId: 'detailCurrentApiSessionCertificate', method: 'get', path: '/current-api-session/certificates/{id}', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'One ephemeral certificate of the current API session', success: ok(T.CurrentApiSessionCertificateDetail), errors: SESSION_CERT_ERRORS,
  },
  {
    operationId: 'deleteCurrentApiSessionCertificate', method: 'delete', path: '/current-api-session/certificates/{id}', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'Delete an ephemeral certificate of the current API session', success: ok(), errors: SESSION_CERT_ERRORS,
  },
];
