import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../services';
import { ApiError } from '../../services/core/errors';
import { createdData } from '../envelope';
import { EVERYTHING, createOf, deleteOf, detailOf, listOf } from '../handlers';
import { presentEnrollment } from '../presenters/enrollment.presenter';
import { stringParam } from '../query-params';
import { header, type Handlers, type RestCall, type RestResult } from '../router';
import { acceptsType, hasContentType } from '../negotiation';

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

/** What a legacy /enroll body may carry, whatever its format (OpenZiti's generic enrollment document). */
interface LegacyEnrollBody {
  name?: string;
  clientCsr?: string;
  certCsr?: string;
  serverCertCsr?: string;
  username?: string;
  password?: string;
}

/**
 * `POST /enroll?method=&token=`: what SDKs and routers call. `method` (default ott) picks the
 * service that redeems the token. The answer is a JSON envelope, except for ott when the
 * client does not ask for JSON: then the raw PEM chain, as the first type /enroll produces.
 * The answer format is settled before the token is touched, so a 415 consumes nothing.
 */
async function legacyEnroll(services: Services, call: RestCall): Promise<RestResult> {
  const { ctx, query, req } = call;
  const method = stringParam(query.method) || 'ott';
  const token = stringParam(query.token) ?? '';
  if (!['ott', 'updb', 'erott', 'trott', 'ottca', 'ca'].includes(method)) {
    throw new ApiError('INVALID_ENROLL_METHOD', { cause: { field: 'method', reason: 'must be one of ott, ottca, ca, updb, erott, trott', value: method } });
  }
  const format = answerFormat(req, method === 'ott');
  const body = legacyBody(req, call.body);
  switch (method) {
    case 'ott': {
      const { chainPem } = await services.enrollments.enrollOtt(ctx, token, body.clientCsr);
      return format === 'pem' ? { raw: chainPem, contentType: 'application/x-pem-file' } : { data: { cert: chainPem } };
    }
    case 'updb':
      await services.enrollments.enrollUpdb(ctx, token, body);
      return { data: {} };
    case 'erott':
    case 'trott':
      return { data: await services.routerEnrollment.enroll(ctx, { token, serverCsr: body.serverCertCsr, clientCsr: body.certCsr }) };
    case 'ottca':
      await services.cas.enrollOttCa(ctx, token);
      return { data: {} };
    default:
      await services.cas.enrollCa(ctx, { requestedName: body.name });
      return { data: {} };
  }
}

/**
 * JSON when the Accept header names application/json (or, for answers that are always JSON,
 * allows it); PEM for ott when Accept allows it (no Accept header does). Else 415.
 */
function answerFormat(req: IncomingMessage, pemAllowed: boolean): 'pem' | 'json' {
  if (pemAllowed && !namesJson(header(req, 'accept'))) {
    if (acceptsType(req, 'application/x-pem-file')) return 'pem';
  }
  if (acceptsType(req, 'application/json')) return 'json';
  throw new ApiError('UNSUPPORTED_MEDIA');
}

/** Whether an Accept header explicitly lists application/json with a non-zero quality. */
function namesJson(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    return type === 'application/json' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/**
 * The body as a generic enrollment document: JSON as it is, anything else (PEM, text, PKCS#10
 * in base64, no content type) as the CSR: the client CSR of ott, the client certificate CSR of routers.
 */
function legacyBody(req: IncomingMessage, text: unknown): LegacyEnrollBody {
  const raw = typeof text === 'string' ? text : '';
  if (raw.trim() === '') return {};
  if (hasContentType(req, ['application/json', '+json'])) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (err) {
      throw new ApiError('COULD_NOT_PARSE_BODY', { cause: { message: (err as Error).message }, causeMessage: (err as Error).message });
    }
    const doc = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    const str = (key: keyof LegacyEnrollBody) => (typeof doc[key] === 'string' ? (doc[key] as string) : undefined);
    return { name: str('name'), clientCsr: str('clientCsr'), certCsr: str('certCsr'), serverCertCsr: str('serverCertCsr'), username: str('username'), password: str('password') };
  }
  const csr = asPemCsr(raw);
  return { clientCsr: csr, certCsr: csr };
}

/** A CSR as PEM: PEM as it is, base64 DER (application/pkcs10 without armor) wrapped in PEM armor. */
function asPemCsr(text: string): string {
  if (text.includes('-----BEGIN')) return text;
  const base64 = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) return text;
  return `-----BEGIN CERTIFICATE REQUEST-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}
