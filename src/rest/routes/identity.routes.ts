import type { Services } from '../../services';
import type { Patch } from '../../services/core/write-schema';
import type { IdentityCreateInput, IdentityInput } from '../../services/identity.schema';
import type { AuthenticatorCreateInput, AuthenticatorUpdateInput } from '../../services/authenticator.schema';
import * as I from '../contract/identity.schemas';
import { presentApiSession, presentCurrentApiSession } from '../presenters/api-session.presenter';
import { presentAuthenticator } from '../presenters/authenticator.presenter';
import { presentIdentity, presentIdentityType } from '../presenters/identity.presenter';
import { createOf, deleteOf, detailOf, listOf, patchOf, updateOf, withBody } from '../handlers';
import type { Handlers } from '../router';

/** The identity area: authentication and the caller's own session and identity, then their management. */
export function identityHandlers(services: Services): Handlers {
  return { ...currentSessionHandlers(services), ...identityManagementHandlers(services) };
}

/** Authentication and everything under /current-*: the caller acting on itself. */
function currentSessionHandlers(services: Services): Handlers {
  const { auth, identities, authenticators } = services;
  const ownAuthenticator = (a: Parameters<typeof presentAuthenticator>[0]) => presentAuthenticator(a, 'current-identity/authenticators');
  return {
    authenticate: withBody(I.AuthenticateBody, async ({ ctx, query, body, res }) => {
      const { session, token, extJwtAuthQueries } = await auth.authenticate(ctx, typeof query.method === 'string' ? query.method : undefined, body);
      res.setHeader('zt-session', token);
      return { data: presentCurrentApiSession(session, token, auth.expiresAt(session), extJwtAuthQueries) };
    }),
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
    updateCurrentIdentityAuthenticator: updateOf((ctx, id, body: AuthenticatorUpdateInput, fields) => authenticators.updateOwn(ctx, id, body, fields)),
    patchCurrentIdentityAuthenticator: patchOf((ctx, id, body: AuthenticatorUpdateInput, fields) => authenticators.updateOwn(ctx, id, body, fields)),
  };
}

/** Management of identities, their types and authenticators, and API sessions. */
function identityManagementHandlers(services: Services): Handlers {
  const { identities, authenticators, apiSessions, summary } = services;
  return {
    listIdentities: listOf((ctx, q) => identities.list(ctx, q), presentIdentity),
    detailIdentity: detailOf((ctx, id) => identities.get(ctx, id), presentIdentity),
    createIdentity: createOf('identities', (ctx, body: IdentityCreateInput) => identities.create(ctx, body)),
    updateIdentity: updateOf((ctx, id, body: Patch<IdentityInput>, fields) => identities.update(ctx, id, body, fields, false)),
    patchIdentity: patchOf((ctx, id, body: Patch<IdentityInput>, fields) => identities.update(ctx, id, body, fields, false)),
    deleteIdentity: deleteOf((ctx, id) => identities.delete(ctx, id)),
    getIdentityAuthenticators: listOf((ctx, q, call) => authenticators.listForIdentity(ctx, call.params.id, q), (a) => presentAuthenticator(a)),
    disableIdentity: withBody(I.DisableParams, async ({ ctx, params, body }) => {
      await identities.disable(ctx, params.id, body.durationMinutes);
      return { data: {} };
    }),
    updateIdentityTracing: withBody(I.TraceSpec, async ({ ctx, params, body }) => {
      const trace = await identities.trace(ctx, params.id, body);
      return { data: { enabled: trace.enabled, traceId: trace.traceId, ...(trace.until ? { until: trace.until.toISOString() } : {}) } };
    }),
    enableIdentity: async ({ ctx, params }) => {
      await identities.enable(ctx, params.id);
      return { data: {} };
    },
    listIdentityRoleAttributes: listOf((ctx, q) => identities.listRoleAttributes(ctx, q), (a) => a),
    listIdentityTypes: listOf((ctx, q) => identities.listTypes(ctx, q), presentIdentityType),
    detailIdentityType: detailOf((ctx, id) => identities.getType(ctx, id), presentIdentityType),

    listAuthenticators: listOf((ctx, q) => authenticators.list(ctx, q), (a) => presentAuthenticator(a)),
    detailAuthenticator: detailOf((ctx, id) => authenticators.get(ctx, id), (a) => presentAuthenticator(a)),
    createAuthenticator: createOf('authenticators', (ctx, body: AuthenticatorCreateInput) => authenticators.create(ctx, body)),
    updateAuthenticator: updateOf((ctx, id, body: AuthenticatorUpdateInput, fields) => authenticators.update(ctx, id, body, fields)),
    patchAuthenticator: patchOf((ctx, id, body: AuthenticatorUpdateInput, fields) => authenticators.update(ctx, id, body, fields)),
    deleteAuthenticator: deleteOf((ctx, id) => authenticators.delete(ctx, id)),

    listAPISessions: listOf((ctx, q) => apiSessions.list(ctx, q), (s) => presentApiSession(s)),
    detailAPISessions: detailOf((ctx, id) => apiSessions.get(ctx, id), (s) => presentApiSession(s)),
    deleteAPISessions: deleteOf((ctx, id) => apiSessions.delete(ctx, id)),
    listSummary: async ({ ctx }) => ({ data: await summary.counts(ctx) }),
  };
}
