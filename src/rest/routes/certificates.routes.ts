import type { Services } from '../../services';
import { createdData } from '../envelope';
import { deleteOf, detailOf, listOf } from '../handlers';
import { presentIssuedSessionCertificate, presentSessionCertificate } from '../presenters/certificate.presenter';
import type { Handlers } from '../router';

/** Re-enrollment of authenticators, extension of certificates, and API session certificates. */
export function certificateHandlers(services: Services): Handlers {
  const { authenticators, certificates } = services;
  return {
    reEnrollAuthenticator: async ({ ctx, params, body }) => {
      const enrollment = await authenticators.reEnroll(ctx, params.id, body);
      return { status: 201, data: createdData('enrollments', enrollment.id) };
    },
    extendCurrentIdentityAuthenticator: async ({ ctx, params, body }) => ({ data: await certificates.extend(ctx, params.id, body.clientCertCsr) }),
    extendVerifyCurrentIdentityAuthenticator: async ({ ctx, params, body }) => {
      await certificates.extendVerify(ctx, params.id, body.clientCert);
      return { data: {} };
    },
    listCurrentApiSessionCertificates: listOf((ctx, q) => certificates.listSessionCertificates(ctx, q), presentSessionCertificate),
    createCurrentApiSessionCertificate: async ({ ctx, body }) => ({
      status: 201,
      data: presentIssuedSessionCertificate(await certificates.createSessionCertificate(ctx, body.csr)),
    }),
    detailCurrentApiSessionCertificate: detailOf((ctx, id) => certificates.getSessionCertificate(ctx, id), presentSessionCertificate),
    deleteCurrentApiSessionCertificate: deleteOf((ctx, id) => certificates.deleteSessionCertificate(ctx, id)),
  };
}
