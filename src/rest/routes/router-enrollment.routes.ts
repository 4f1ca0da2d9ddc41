import type { Services } from '../../services';
import type { Handlers } from '../router';

/** /enroll/erott and /enroll/extend/router: thin translations to the router enrollment service. */
export function routerEnrollmentHandlers(services: Services): Handlers {
  const { routerEnrollment } = services;
  return {
    enrollErOtt: async ({ ctx, body }) => ({
      data: await routerEnrollment.enroll(ctx, { token: body.token, serverCsr: body.serverCsr, clientCsr: body.clientCsr }),
    }),
    extendRouterEnrollment: async ({ ctx, body }) => ({
      data: await routerEnrollment.extend(ctx, { certCsr: body.certCsr, serverCertCsr: body.serverCertCsr }),
    }),
  };
}
