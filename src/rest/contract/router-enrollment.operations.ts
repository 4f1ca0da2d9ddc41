import { Type } from '@sinclair/typebox';
import { CLIENT, ok } from './define';
import type { Operation } from './operations';

/** Router enrollment (one-time token) and router certificate extension: public client API operations. */

const Pem = (description: string) => Type.String({ description });

/** erOttEnrollmentRequest: every field is optional on the wire; the service reports what is missing. */
export const ErOttEnrollmentRequest = Type.Object({
  token: Type.Optional(Type.String({ description: 'The enrollment token (jti of the router enrollment JWT)' })),
  serverCsr: Type.Optional(Pem('PEM CSR of the router server certificate; its SANs are kept')),
  clientCsr: Type.Optional(Pem('PEM CSR of the router client certificate; CN must be the router id')),
});

export const RouterExtendEnrollmentRequest = Type.Object({
  certCsr: Pem('PEM CSR of the new client certificate (a new key may be used)'),
  serverCertCsr: Pem('PEM CSR of the new server certificate'),
});

/** enrollmentCerts */
export const EnrollmentCerts = Type.Object({
  ca: Type.Optional(Pem('The CA bundle to trust')),
  cert: Type.Optional(Pem('The client certificate chain')),
  serverCert: Type.Optional(Pem('The server certificate chain')),
});

export const ROUTER_ENROLLMENT_OPERATIONS: Operation[] = [
  {
    operationId: 'enrollErOtt', method: 'post', path: '/enroll/erott', apis: CLIENT, auth: 'none', tag: 'Enroll',
    summary: 'Enroll an edge or transit router with its one-time token: client and server certificates for its CSRs',
    body: ErOttEnrollmentRequest, bodyName: 'erOttEnrollmentRequest', bodyRequired: true,
    success: ok(EnrollmentCerts), errors: [400, 429, 503],
  },
  {
    operationId: 'extendRouterEnrollment', method: 'post', path: '/enroll/extend/router', apis: CLIENT, auth: 'none', tag: 'Extend Enrollment',
    summary: 'New certificates for a router presenting its current client certificate over TLS; the old one stops working',
    body: RouterExtendEnrollmentRequest, bodyName: 'routerExtendEnrollmentRequest', bodyRequired: true,
    success: ok(EnrollmentCerts), errors: [400, 401, 429],
  },
];
