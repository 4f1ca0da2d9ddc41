import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Static } from '@sinclair/typebox';
import type { EnrollmentCreateInput } from '../../services/enrollment.schema';
import type { CaCreateInput, CaPatch } from '../../services/ca.schema';
import * as T from '../contract/trust.schemas';
import type { Services } from '../../services';
import { ApiError } from '../../services/core/errors';
import type { LegacyEnrollBody } from '../../services/enrollment/legacy-enroll';
import { createdData } from '../envelope';
import { EVERYTHING, createOf, deleteOf, detailOf, listOf, patchOf, updateOf, withBody } from '../handlers';
import { acceptsType, hasContentType } from '../negotiation';
import { presentCa } from '../presenters/ca.presenter';
import { presentIssuedSessionCertificate, presentSessionCertificate } from '../presenters/certificate.presenter';
import { presentEnrollment } from '../presenters/enrollment.presenter';
import { stringParam } from '../query-params';
import { header, type Handlers, type RestCall, type RestResult } from '../router';

/** The trust area: enrollments and their redemption, trust bootstrap, third-party CAs, certificates after enrollment. */
export function trustHandlers(services: Services): Handlers {
  return { ...enrollmentHandlers(services), ...routerEnrollmentHandlers(services), ...caHandlers(services), ...certificateHandlers(services) };
}

/** Enrollments (management), the /enroll flows (client API) and the public trust bootstrap endpoints. */
function enrollmentHandlers(services: Services): Handlers {
  const { enrollments, pki } = services;
  return {
    listEnrollments: listOf((ctx, q) => enrollments.list(ctx, q), presentEnrollment),
    detailEnrollment: detailOf((ctx, id) => enrollments.get(ctx, id), presentEnrollment),
    createEnrollment: createOf('enrollments', (ctx, body: EnrollmentCreateInput) => enrollments.create(ctx, body)),
    deleteEnrollment: deleteOf((ctx, id) => enrollments.delete(ctx, id)),
    refreshEnrollment: withBody(T.EnrollmentRefresh, async ({ ctx, params, body }) => {
      const enrollment = await enrollments.refresh(ctx, params.id, body);
      return { data: createdData('enrollments', enrollment.id) };
    }),
    getIdentityEnrollments: listOf((ctx, _q, call) => enrollments.listForIdentity(ctx, call.params.id, EVERYTHING), presentEnrollment),

    enroll: (call) => legacyEnroll(services, call),
    enrollOtt: async ({ ctx, body, query }) => {
      // Older clients post the PEM CSR itself (application/x-pem-file), the token in the query (alsoTextBody).
      const { token, clientCsr } = typeof body === 'string' ? { token: stringParam(query.token), clientCsr: body } : (body as Static<typeof T.OttEnrollmentRequest>);
      return { data: { cert: (await enrollments.enrollOtt(ctx, token, clientCsr)).chainPem } };
    },
    enrollUpdb: withBody(T.UpdbCredentials, async ({ ctx, query, body }) => ({ data: await enrollments.enrollUpdb(ctx, stringParam(query.token), body) })),

    getEnrollmentJwks: async () => ({ raw: JSON.stringify(pki.jwks()), contentType: 'application/json' }),
    enrollmentChallenge: withBody(T.NonceChallenge, async ({ ctx, body }) => ({ raw: JSON.stringify(enrollments.challenge(ctx, body.keyId, body.nonce)), contentType: 'application/json' })),
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
function caHandlers(services: Services): Handlers {
  const { cas } = services;
  return {
    listCas: listOf((ctx, q) => cas.list(ctx, q), presentCa),
    detailCa: detailOf((ctx, id) => cas.get(ctx, id), presentCa),
    createCa: createOf('cas', (ctx, body: CaCreateInput) => cas.create(ctx, body)),
    updateCa: updateOf((ctx, id, body: CaPatch, fields) => cas.update(ctx, id, body, fields)),
    patchCa: patchOf((ctx, id, body: CaPatch, fields) => cas.update(ctx, id, body, fields)),
    deleteCa: deleteOf((ctx, id) => cas.delete(ctx, id)),
    verifyCa: async (call) => {
      await cas.verify(call.ctx, call.params.id, pemOf(call));
      return { data: {} };
    },
    getCaJwt: async ({ ctx, params }) => ({ raw: await cas.jwt(ctx, params.id), contentType: 'application/jwt' }),
    enrollOttCa: withBody(T.OttEnrollmentRequest, async ({ ctx, body }) => {
      await cas.enrollOttCa(ctx, body.token);
      return { data: {} };
    }),
    enrollCa: async ({ ctx }) => {
      await cas.enrollCa(ctx);
      return { data: {} };
    },
  };
}

/** Re-enrollment of authenticators, extension of certificates, and API session certificates. */
function certificateHandlers(services: Services): Handlers {
  const { authenticators, certificates } = services;
  return {
    reEnrollAuthenticator: withBody(T.ReEnroll, async ({ ctx, params, body }) => {
      const enrollment = await authenticators.reEnroll(ctx, params.id, body);
      return { status: 201, data: createdData('enrollments', enrollment.id) };
    }),
    extendCurrentIdentityAuthenticator: withBody(T.IdentityExtendEnrollmentRequest, async ({ ctx, params, body }) => ({ data: await certificates.extend(ctx, params.id, body.clientCertCsr) })),
    extendVerifyCurrentIdentityAuthenticator: withBody(T.IdentityExtendValidateEnrollmentRequest, async ({ ctx, params, body }) => {
      await certificates.extendVerify(ctx, params.id, body.clientCert);
      return { data: {} };
    }),
    listCurrentApiSessionCertificates: listOf((ctx, q) => certificates.listSessionCertificates(ctx, q), presentSessionCertificate),
    createCurrentApiSessionCertificate: withBody(T.CurrentApiSessionCertificateCreate, async ({ ctx, body }) => ({
      status: 201,
      data: presentIssuedSessionCertificate(await certificates.createSessionCertificate(ctx, body.csr)),
    })),
    detailCurrentApiSessionCertificate: detailOf((ctx, id) => certificates.getSessionCertificate(ctx, id), presentSessionCertificate),
    deleteCurrentApiSessionCertificate: deleteOf((ctx, id) => certificates.deleteSessionCertificate(ctx, id)),
  };
}

/** /enroll/erott and /enroll/extend/router: thin translations to the router enrollment service. */
function routerEnrollmentHandlers(services: Services): Handlers {
  const { routerEnrollment } = services;
  return {
    enrollErOtt: withBody(T.ErOttEnrollmentRequest, async ({ ctx, body }) => ({
      data: await routerEnrollment.enroll(ctx, { token: body.token, serverCsr: body.serverCsr, clientCsr: body.clientCsr }),
    })),
    extendRouterEnrollment: withBody(T.RouterExtendEnrollmentRequest, async ({ ctx, body }) => ({
      data: await routerEnrollment.extend(ctx, { certCsr: body.certCsr, serverCertCsr: body.serverCertCsr }),
    })),
  };
}
