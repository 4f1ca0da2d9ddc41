import { ApiError } from '../core/errors';

/**
 * The legacy `POST /enroll?method=`: one endpoint for every enrollment method, with a body that
 * is either OpenZiti's generic enrollment document (JSON) or a bare CSR. What the request means
 * is settled here; the HTTP layer only says what arrived and what the client accepts.
 */

export const LEGACY_ENROLL_METHODS = ['ott', 'updb', 'erott', 'trott', 'ottca', 'ca'] as const;
export type LegacyEnrollMethod = (typeof LEGACY_ENROLL_METHODS)[number];

/** The answer formats a client accepts, as its Accept header says. */
export interface LegacyEnrollAccepts {
  /** application/json is acceptable. */
  json: boolean;
  /** application/x-pem-file is acceptable (no Accept header: anything is). */
  pem: boolean;
  /** application/json is named explicitly (with a non-zero quality). */
  namesJson: boolean;
}

/** The body as HTTP delivered it: a parsed JSON document, other text (PEM, base64 DER), or none. */
export type LegacyEnrollBody = { json: unknown } | { text: string } | null;

export interface LegacyEnrollRequest {
  /** The enrollment token ('' when none is given: the flows report it as invalid). */
  token: string;
  accepts: LegacyEnrollAccepts;
  /** Reads the body; called once the method and answer format are settled, so their errors come first. */
  body: () => LegacyEnrollBody;
}

/** The raw PEM chain (ott without JSON), or the document of the JSON envelope. */
export type LegacyEnrollAnswer = { pem: string } | { data: unknown };

/** What a legacy /enroll body may carry, whatever its format (OpenZiti's generic enrollment document). */
export interface LegacyEnrollDocument {
  name?: string;
  clientCsr?: string;
  certCsr?: string;
  serverCertCsr?: string;
  username?: string;
  password?: string;
}

/** The method of a request: ott when none is named; INVALID_ENROLL_METHOD for an unknown one. */
export function legacyEnrollMethod(method: string | undefined): LegacyEnrollMethod {
  const chosen = method || 'ott';
  if (!(LEGACY_ENROLL_METHODS as readonly string[]).includes(chosen)) {
    throw new ApiError('INVALID_ENROLL_METHOD', { cause: { field: 'method', reason: 'must be one of ott, ottca, ca, updb, erott, trott', value: chosen } });
  }
  return chosen as LegacyEnrollMethod;
}

/**
 * JSON when the client names application/json (or, for answers that are always JSON, allows it);
 * PEM for ott when the client allows it (no Accept header does). Else UNSUPPORTED_MEDIA.
 */
export function legacyAnswerFormat(accepts: LegacyEnrollAccepts, pemAllowed: boolean): 'pem' | 'json' {
  if (pemAllowed && !accepts.namesJson && accepts.pem) return 'pem';
  if (accepts.json) return 'json';
  throw new ApiError('UNSUPPORTED_MEDIA');
}

/**
 * The body as a generic enrollment document: a JSON document's string fields, anything else
 * (PEM, text, PKCS#10 in base64) as the CSR: the client CSR of ott, the client certificate CSR of routers.
 */
export function readLegacyEnrollBody(body: LegacyEnrollBody): LegacyEnrollDocument {
  if (!body) return {};
  if ('json' in body) {
    const doc = body.json && typeof body.json === 'object' && !Array.isArray(body.json) ? (body.json as Record<string, unknown>) : {};
    const str = (key: keyof LegacyEnrollDocument) => (typeof doc[key] === 'string' ? (doc[key] as string) : undefined);
    return { name: str('name'), clientCsr: str('clientCsr'), certCsr: str('certCsr'), serverCertCsr: str('serverCertCsr'), username: str('username'), password: str('password') };
  }
  const csr = asPemCsr(body.text);
  return { clientCsr: csr, certCsr: csr };
}

/** A CSR as PEM: PEM as it is, base64 DER (application/pkcs10 without armor) wrapped in PEM armor. */
function asPemCsr(text: string): string {
  if (text.includes('-----BEGIN')) return text;
  const base64 = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) return text;
  return `-----BEGIN CERTIFICATE REQUEST-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}
