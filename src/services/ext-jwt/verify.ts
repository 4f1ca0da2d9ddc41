import { decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { identityClaim } from './claims';
import type { SignerKeys } from './keys';

/** What verifying a token needs of its signer (a row of external_jwt_signers). */
export interface SignerView {
  id: string;
  name: string;
  enabled: boolean;
  issuer: string;
  audience?: string | null;
  certPem?: string | null;
  jwksEndpoint?: string | null;
  claimsProperty: string;
  useExternalId: boolean;
  externalAuthUrl?: string | null;
  clientId?: string | null;
  scopes: string[];
}

/** A token that verified: its signer, the identity claim (an identity id or externalId) and its expiry. */
export interface VerifiedExtJwt {
  signer: SignerView;
  claim: string;
  /** `exp`, in ms since the epoch. */
  expiresAt: number;
}

/**
 * Why a token was refused: `expired` or `invalid` (the `error` of a WWW-Authenticate challenge).
 * The reason is for the debug log only; callers answer every refusal alike.
 */
export class ExtJwtRefusal extends Error {
  constructor(
    readonly kind: 'invalid' | 'expired',
    readonly reason: string,
    readonly signerId?: string,
  ) {
    super(reason);
    this.name = 'ExtJwtRefusal';
  }
}

/** Signatures with a public key only: a shared-secret (HS*) token could be forged by anyone knowing the "key". */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * Verifies an external JWT: its signer is the one whose issuer is the token's `iss` (issuers are
 * unique among signers), which must be enabled; the signature must verify with the signer's
 * certificate key or the JWKS key the token's `kid` names; `exp` must be present and not past,
 * `nbf` (if any) reached, `iss` the signer's issuer and `aud` contain the signer's audience (when
 * it has one); and the signer's claimsProperty must name a non-empty string claim.
 */
export async function verifyExtJwt(token: string, signerByIssuer: (issuer: string) => Promise<SignerView | undefined>, keys: SignerKeys): Promise<VerifiedExtJwt> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw new ExtJwtRefusal('invalid', 'not a JWT');
  }
  if (typeof unverified.iss !== 'string' || unverified.iss === '') throw new ExtJwtRefusal('invalid', 'the token has no issuer');
  const signer = await signerByIssuer(unverified.iss);
  if (!signer) throw new ExtJwtRefusal('invalid', 'no external JWT signer has the token issuer');
  if (!signer.enabled) throw new ExtJwtRefusal('invalid', 'the external JWT signer is disabled', signer.id);
  const options: JWTVerifyOptions = { issuer: signer.issuer, algorithms: ALGORITHMS, requiredClaims: ['exp'] };
  if (signer.audience) options.audience = signer.audience;
  let payload: JWTPayload;
  try {
    const key = keys.keyOf(signer);
    payload = (typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options)).payload;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new ExtJwtRefusal('expired', 'the token has expired', signer.id);
    const code = (err as { code?: unknown }).code;
    throw new ExtJwtRefusal('invalid', `the token did not verify (${typeof code === 'string' ? code : (err as Error).message})`, signer.id);
  }
  const claim = identityClaim(payload, signer.claimsProperty);
  if (claim === undefined) throw new ExtJwtRefusal('invalid', `the token has no string claim ${signer.claimsProperty}`, signer.id);
  return { signer, claim, expiresAt: (payload.exp as number) * 1000 };
}
