import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/trust.schemas';
import type { ApiSessionCertificate } from '../../entities';
import type { IssuedSessionCertificate } from '../../services/certificate.service';
import { selfLink } from '../envelope';

const SESSION_CERTIFICATES = 'current-api-session/certificates';

export function presentSessionCertificate(c: ApiSessionCertificate): Static<typeof C.CurrentApiSessionCertificateDetail> {
  return {
    id: c.id,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    tags: c.tags,
    _links: selfLink(SESSION_CERTIFICATES, c.id),
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
