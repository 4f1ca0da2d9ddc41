import { Type } from '@sinclair/typebox';
import { BaseEntity, DateTime, Links } from './schemas';

/** Wire shapes of certificates after enrollment: re-enrollment, extension, API session certificates. */

export const ReEnroll = Type.Object({ expiresAt: DateTime });

export const IdentityExtendEnrollmentRequest = Type.Object({ clientCertCsr: Type.String({ description: 'A PEM CSR; its key may be new' }) });
export const IdentityExtendValidateEnrollmentRequest = Type.Object({
  clientCert: Type.String({ description: 'The PEM client certificate the extension returned' }),
});
export const IdentityExtendCerts = Type.Object({
  ca: Type.String({ description: 'The CA bundle (PEM) the certificate chains to' }),
  clientCert: Type.String({ description: 'The new client certificate (PEM)' }),
});

export const CurrentApiSessionCertificateCreate = Type.Object({ csr: Type.String({ description: 'A PEM CSR' }) });
export const CurrentApiSessionCertificateCreateResponse = Type.Object({
  _links: Links,
  id: Type.String(),
  certificate: Type.String(),
  cas: Type.String(),
});
export const CurrentApiSessionCertificateDetail = Type.Object({
  ...BaseEntity,
  certificate: Type.String(),
  fingerprint: Type.String(),
  subject: Type.String(),
  validFrom: DateTime,
  validTo: DateTime,
});
