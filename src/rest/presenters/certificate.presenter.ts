import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/trust.schemas';
import type { ApiSessionCertificate } from '../../entities';
import type { IssuedSessionCertificate } from '../../services/certificate.service';
import { baseFields, selfLink } from '../envelope';

const SESSION_CERTIFICATES = 'current-api-session/certificates';

export function presentSessionCertificate(c: ApiSessionCertificate): Static<typeof C.CurrentApiSessionCertificateDetail> {
  return {
    ...baseFields(SESSION_CERTIFICATES, c),
    certificate: c.certPem,
    fingerprint: c.fingerprint,
    subject: c.subject,
    validFrom: c.validFrom.toISOString(),
    validTo: c.validTo.toISOString(),
  };
}

/** The create response: where the certificate lives, the certificate, and the CAs it chains to. */
export function presentIssuedSessionCertificate({ certificate, cas }: IssuedSessionCertificate): Static<typeof C.CurrentApiSessionCertificateCreateResponse> {
  return { id: certificate.id, _links: selfLink(SESSION_CERTIFICATES, certificate.id), certificate: certificate.certPem, cas };
}
