// Enrollment JWTs (Z:controller/model/enrollment_model.go) and the key set that publishes
// their signing keys (`GET /enroll/jwks`).
//
// They are signed with the key of the API's TLS server certificate: SDKs check the token
// against the certificate they fetch from the issuer URL. The header `kid` is that
// certificate's fingerprint.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JWK } from 'jose';
import type { CertAndKey } from './ca';
import { certificatesIn, fingerprint } from './inspect';
import { requireScheme, type SignatureScheme } from './keys';

export const ENROLLMENT_METHODS = ['ott', 'ottca', 'updb', 'erott'] as const;
export type EnrollmentMethod = (typeof ENROLLMENT_METHODS)[number];

export interface EnrollmentJwtClaims {
  /** `iss`: https:// + the API address. */
  issuer: string;
  /** `sub`: the identity or router id. */
  subject: string;
  /** `jti`: the enrollment token. */
  jti: string;
  /** `em` */
  method: EnrollmentMethod;
  /** `exp` (whole seconds) */
  expiresAt: Date;
  /** `ctrls`: controller addresses; omitted when not given. */
  controllers?: string[];
}

/** Signs an enrollment JWT with `key` (ES256/ES384/ES512 or RS256, from the key type). */
export async function signEnrollmentJwt(claims: EnrollmentJwtClaims, key: CertAndKey): Promise<string> {
  if (!URL.canParse(claims.issuer) || new URL(claims.issuer).protocol !== 'https:') {
    throw new TypeError(`the issuer must be an https URL, got ${claims.issuer}`);
  }
  const cert = new X509Certificate(key.certPem);
  const privateKey = createPrivateKey(key.keyPem);
  if (!cert.checkPrivateKey(privateKey)) throw new Error('the signing key does not match its certificate');
  return new SignJWT({ em: claims.method, ...(claims.controllers ? { ctrls: claims.controllers } : {}) })
    .setProtectedHeader({ alg: requireScheme(privateKey).jwsAlg, typ: 'JWT', kid: fingerprint(cert.raw) })
    .setIssuer(claims.issuer)
    .setSubject(claims.subject)
    .setJti(claims.jti)
    .setAudience([''])
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(privateKey);
}

export interface VerifyEnrollmentJwtOptions {
  /** Checks `iss` too. */
  issuer?: string;
  /** The time to check `exp` at (default now). */
  at?: Date;
}

/**
 * Verifies an enrollment JWT against the certificates that may have signed it (chosen by
 * `kid`) and returns its claims. Throws jose's errors (JOSEError subclasses) when the
 * token is malformed, signed by another key, expired or missing a claim.
 */
export async function verifyEnrollmentJwt(
  token: string,
  certPems: string[],
  opts: VerifyEnrollmentJwtOptions = {},
): Promise<EnrollmentJwtClaims> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwksFor(certPems)), {
    issuer: opts.issuer,
    currentDate: opts.at,
    requiredClaims: ['iss', 'sub', 'jti', 'exp'],
  });
  const method = ENROLLMENT_METHODS.find((m) => m === payload.em);
  if (!method) throw new errors.JWTClaimValidationFailed('unknown enrollment method', payload, 'em', 'check_failed');
  const controllers = payload.ctrls;
  if (controllers !== undefined && !(Array.isArray(controllers) && controllers.every((c) => typeof c === 'string'))) {
    throw new errors.JWTClaimValidationFailed('ctrls must be a list of strings', payload, 'ctrls', 'invalid');
  }
  return {
    issuer: payload.iss!,
    subject: payload.sub!,
    jti: payload.jti!,
    method,
    expiresAt: new Date(payload.exp! * 1000),
    ...(controllers ? { controllers } : {}),
  };
}

export interface EnrollmentJwk extends JWK {
  kid: string;
  alg: SignatureScheme['jwsAlg'];
  use: 'sig';
  /** The certificate, base64 DER. */
  x5c: string[];
}

/** The `GET /enroll/jwks` body for these certificates (each may be a bundle). */
export function jwksFor(certPems: string[]): { keys: EnrollmentJwk[] } {
  return {
    keys: certificatesIn(certPems).map((cert) => ({
      // Node always sets kty (and crv/x/y or n/e); its type just doesn't say so.
      ...(cert.publicKey.export({ format: 'jwk' }) as JWK),
      kid: fingerprint(cert.raw),
      alg: requireScheme(cert.publicKey).jwsAlg,
      use: 'sig' as const,
      x5c: [cert.raw.toString('base64')],
    })),
  };
}
