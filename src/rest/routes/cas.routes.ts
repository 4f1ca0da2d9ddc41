import type { Services } from '../../services';
import { presentCa } from '../presenters/ca.presenter';
import { createOf, deleteOf, detailOf, listOf, patchOf, updateOf } from '../handlers';
import type { Handlers, RestCall } from '../router';
import { hasContentType } from '../negotiation';

/**
 * The PEM of a verification request: the body as sent (text/plain, as OpenZiti documents it), or
 * the string a JSON body encodes, for clients that send JSON everywhere.
 */
function pemOf(call: RestCall): string {
  const text = typeof call.body === 'string' ? call.body : '';
  if (hasContentType(call.req, ['application/json']) && text.trim().startsWith('"')) {
    try {
      const decoded: unknown = JSON.parse(text);
      if (typeof decoded === 'string') return decoded;
    } catch {
      // Not a JSON string after all: the service reports what it makes of the text.
    }
  }
  return text;
}

/** Third-party CAs and enrollment by their certificates. */
export function caHandlers(services: Services): Handlers {
  const { cas } = services;
  return {
    listCas: listOf((ctx, q) => cas.list(ctx, q), presentCa),
    detailCa: detailOf((ctx, id) => cas.get(ctx, id), presentCa),
    createCa: createOf('cas', (ctx, body) => cas.create(ctx, body)),
    updateCa: updateOf((ctx, id, body, fields) => cas.update(ctx, id, body, fields)),
    patchCa: patchOf((ctx, id, body, fields) => cas.update(ctx, id, body, fields)),
    deleteCa: deleteOf((ctx, id) => cas.delete(ctx, id)),
    verifyCa: async (call) => {
      await cas.verify(call.ctx, call.params.id, pemOf(call));
      return { data: {} };
    },
    getCaJwt: async ({ ctx, params }) => ({ raw: await cas.jwt(ctx, params.id), contentType: 'application/jwt' }),
    enrollOttCa: async ({ ctx, body }) => {
      await cas.enrollOttCa(ctx, body.token);
      return { data: {} };
    },
    enrollCa: async ({ ctx }) => {
      await cas.enrollCa(ctx);
      return { data: {} };
    },
  };
}
