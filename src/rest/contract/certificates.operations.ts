import type { Operation } from './operations';
import { BOTH, CLIENT, MGMT, created, list, ok } from './define';
import * as C from './certificates.schemas';

const SESSION_CERT_ERRORS = [400, 401, 404, 429, 503];

/** Certificates of enrolled identities: re-enrollment, extension, and API session certificates. */
export const CERTIFICATE_OPERATIONS: Operation[] = [
  {
    operationId: 'reEnrollAuthenticator', method: 'post', path: '/authenticators/{id}/re-enroll', apis: MGMT, auth: 'session', tag: 'Authenticator',
    summary: 'Replace an authenticator by an enrollment of its kind (updb, ott or ottca); the authenticator and its API sessions end',
    body: C.ReEnroll, bodyName: 'reEnroll', bodyRequired: true, success: created, errors: [400, 401, 404, 429, 503],
  },
  {
    operationId: 'extendCurrentIdentityAuthenticator', method: 'post', path: '/current-identity/authenticators/{id}/extend', apis: BOTH, auth: 'session', tag: 'Current API Session',
    summary: 'Issue a new client certificate for a network-issued cert authenticator, presenting the current one over TLS',
    body: C.IdentityExtendEnrollmentRequest, bodyName: 'extend', bodyRequired: true, success: ok(C.IdentityExtendCerts), errors: [400, 401, 404, 409],
  },
  {
    operationId: 'extendVerifyCurrentIdentityAuthenticator', method: 'post', path: '/current-identity/authenticators/{id}/extend-verify', apis: BOTH, auth: 'session', tag: 'Current API Session',
    summary: 'Confirm receipt of the extended client certificate, which then replaces the current one',
    body: C.IdentityExtendValidateEnrollmentRequest, bodyName: 'extend', bodyRequired: true, success: ok(), errors: [400, 401, 404, 409],
  },
  {
    operationId: 'listCurrentApiSessionCertificates', method: 'get', path: '/current-api-session/certificates', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'The ephemeral certificates of the current API session', list: true, success: list(C.CurrentApiSessionCertificateDetail), errors: [400, 401, 429, 503],
  },
  {
    operationId: 'createCurrentApiSessionCertificate', method: 'post', path: '/current-api-session/certificates', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'Issue a short-lived client certificate for a CSR, bound to the current API session',
    body: C.CurrentApiSessionCertificateCreate, bodyName: 'sessionCertificate', bodyRequired: true,
    success: { status: 201, data: C.CurrentApiSessionCertificateCreateResponse }, errors: [400, 401, 429, 503],
  },
  {
    operationId: 'detailCurrentApiSessionCertificate', method: 'get', path: '/current-api-session/certificates/{id}', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'One ephemeral certificate of the current API session', success: ok(C.CurrentApiSessionCertificateDetail), errors: SESSION_CERT_ERRORS,
  },
  {
    operationId: 'deleteCurrentApiSessionCertificate', method: 'delete', path: '/current-api-session/certificates/{id}', apis: CLIENT, auth: 'session', tag: 'Current API Session',
    summary: 'Delete an ephemeral certificate of the current API session', success: ok(), errors: SESSION_CERT_ERRORS,
  },
];
