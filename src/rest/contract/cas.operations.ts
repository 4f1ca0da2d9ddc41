import { CLIENT, MGMT, crud, ok } from './define';
import type { Operation } from './operations';
import * as C from './cas.schemas';
import { OttEnrollmentRequest } from './enrollment.operations';

/** Third-party CAs (management API) and enrollment by their certificates (client API). */
export const CA_OPERATIONS: Operation[] = [
  ...crud({ segment: 'cas', name: 'Ca', plural: 'Cas', tag: 'Certificate Authority', detail: C.CaDetail, create: C.CaCreate, update: C.CaUpdate, patch: C.CaPatch }),
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
    body: OttEnrollmentRequest, bodyName: 'ottEnrollmentRequest', bodyRequired: true, success: ok(), errors: [400, 409, 429, 503],
  },
  {
    operationId: 'enrollCa', method: 'post', path: '/enroll/ca', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Create an identity for a TLS client certificate issued by a verified CA that allows auto enrollment',
    success: ok(), errors: [400, 404, 409, 429, 503],
  },
];
