import type { Services } from '../../services';
import { presentCurrentApiSession } from '../presenters/api-session.presenter';
import { presentAuthenticator } from '../presenters/authenticator.presenter';
import { presentIdentity } from '../presenters/identity.presenter';
import { detailOf, listOf, patchOf, updateOf } from '../handlers';
import type { Handlers } from '../router';

/** Authentication and everything under /current-*: the caller acting on itself. */
export function sessionHandlers(services: Services): Handlers {
  const { auth, identities, authenticators } = services;
  const ownAuthenticator = (a: Parameters<typeof presentAuthenticator>[0]) => presentAuthenticator(a, 'current-identity/authenticators');
  return {
    authenticate: async ({ ctx, query, body, res }) => {
      const { session, token } = await auth.authenticate(ctx, typeof query.method === 'string' ? query.method : undefined, body);
      res.setHeader('zt-session', token);
      return { data: presentCurrentApiSession(session, token, auth.expiresAt(session)) };
    },
    getCurrentAPISession: async ({ ctx }) => {
      const session = await auth.currentSession(ctx);
      return { data: presentCurrentApiSession(session, ctx.token ?? '', auth.expiresAt(session)) };
    },
    deleteCurrentApiSession: async ({ ctx }) => {
      await auth.logout(ctx);
      return { data: {} };
    },
    getCurrentIdentity: async ({ ctx }) => ({ data: presentIdentity(await identities.current(ctx)) }),
    listCurrentIdentityAuthenticators: listOf((ctx, q) => authenticators.listOwn(ctx, q), ownAuthenticator),
    detailCurrentIdentityAuthenticator: detailOf((ctx, id) => authenticators.getOwn(ctx, id), ownAuthenticator),
    updateCurrentIdentityAuthenticator: updateOf((ctx, id, body, fields) => authenticators.updateOwn(ctx, id, body, fields)),
    patchCurrentIdentityAuthenticator: patchOf((ctx, id, body, fields) => authenticators.updateOwn(ctx, id, body, fields)),
  };
}
