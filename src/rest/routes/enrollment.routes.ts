import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../services';
import { ApiError } from '../../services/core/errors';
import { createdData } from '../envelope';
import { EVERYTHING, createOf, deleteOf, detailOf, listOf } from '../handlers';
import { presentEnrollment } from '../presenters/enrollment.presenter';
import { stringParam } from '../query-params';
import { header, type Handlers, type RestCall, type RestResult } from '../router';
import { acceptsType, hasContentType } from '../negotiation';
import type { LegacyEnrollBody } from '../../services/enrollment/legacy-enroll';

/** Enrollments (management), the /enroll flows (client API) and the public trust bootstrap endpoints. */
export function enrollmentHandlers(services: Services): Handlers {
  const { enrollments, pki } = services;
  return {
    listEnrollments: listOf((ctx, q) => enrollments.list(ctx, q), presentEnrollment),
    detailEnrollment: detailOf((ctx, id) => enrollments.get(ctx, id), presentEnrollment),
    createEnrollment: createOf('enrollments', (ctx, body) => enrollments.create(ctx, body)),
    deleteEnrollment: deleteOf((ctx, id) => enrollments.delete(ctx, id)),
    refreshEnrollment: async ({ ctx, params, body }) => {
      const enrollment = await enrollments.refresh(ctx, params.id, body.expiresAt);
      return { data: createdData('enrollments', enrollment.id) };
    },
    getIdentityEnrollments: listOf((ctx, _q, call) => enrollments.listForIdentity(ctx, call.params.id, EVERYTHING), presentEnrollment),

    enroll: (call) => legacyEnroll(services, call),
    enrollOtt: async ({ ctx, body }) => ({ data: { cert: (await enrollments.enrollOtt(ctx, body.token, body.clientCsr)).chainPem } }),
    enrollUpdb: async ({ ctx, query, body }) => {
      await enrollments.enrollUpdb(ctx, stringParam(query.token), body);
      return { data: {} };
    },

    getEnrollmentJwks: async () => ({ raw: JSON.stringify(pki.jwks()), contentType: 'application/json' }),
    enrollmentChallenge: async ({ ctx, body }) => ({ raw: JSON.stringify(enrollments.challenge(ctx, body.keyId, body.nonce)), contentType: 'application/json' }),
    listNetworkJWTs: async ({ ctx }) => ({ data: await enrollments.networkJwts(ctx) }),
    listWellKnownCas: async ({ res }) => estCaCerts(services, res),
  };
}

/**
 * `GET /.well-known/est/cacerts` (both APIs and the server root): the network's CA bundle as
 * EST serves it (RFC 7030 4.1.3), a base64 certs-only PKCS#7 in 64-character lines, no envelope.
 */
export function estCaCerts(services: Services, res: ServerResponse): Extract<RestResult, { raw: string }> {
  res.setHeader('Content-Transfer-Encoding', 'base64');
  return { raw: services.pki.estCaCerts(), contentType: 'application/pkcs7-mime' };
}

/**
 * `POST /enroll?method=&token=`: HTTP in, one service call, HTTP out. The client's Accept header
 * becomes the formats it accepts; the body is parsed by its content type when the service reads it.
 */
async function legacyEnroll(services: Services, call: RestCall): Promise<RestResult> {
  const { ctx, query, req } = call;
  const answer = await services.enrollments.redeem(ctx, stringParam(query.method), {
    token: stringParam(query.token) ?? '',
    accepts: { json: acceptsType(req, 'application/json'), pem: acceptsType(req, 'application/x-pem-file'), namesJson: namesJson(header(req, 'accept')) },
    body: () => legacyBody(req, call.body),
  });
  return 'pem' in answer ? { raw: answer.pem, contentType: 'application/x-pem-file' } : { data: answer.data };
}

/** Whether an Accept header explicitly lists application/json with a non-zero quality. */
function namesJson(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    return type === 'application/json' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** The body by its content type: a JSON document, other text as it is (the service reads a CSR in it), or none. */
function legacyBody(req: IncomingMessage, text: unknown): LegacyEnrollBody {
  const raw = typeof text === 'string' ? text : '';
  if (raw.trim() === '') return null;
  if (!hasContentType(req, ['application/json', '+json'])) return { text: raw };
  try {
    return { json: JSON.parse(raw) as unknown };
  } catch (err) {
    throw new ApiError('COULD_NOT_PARSE_BODY', { cause: { message: (err as Error).message }, causeMessage: (err as Error).message });
  }
}
