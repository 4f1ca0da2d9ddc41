import { X509Certificate, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/** A JWKS endpoint is asked at most this long. */
export const JWKS_TIMEOUT_MS = 5_000;
/** A token with a key id the cached JWKS lacks refetches it, at most this often per signer (keys rotate). */
export const JWKS_REFETCH_COOLDOWN_MS = 1_000;
/** A JWKS is refetched at the latest after this long, even when every key id is known. */
const JWKS_MAX_AGE_MS = 10 * 60_000;

/** Where a signer's verification keys come from: its certificate, or its JWKS endpoint. */
export interface KeySource {
  id: string;
  certPem?: string | null;
  jwksEndpoint?: string | null;
}

/** What jose verifies a token with: a fixed key, or a key picked from the JWKS by the token's header. */
export type VerificationKey = KeyObject | JWTVerifyGetKey;

/**
 * The verification keys of every signer, kept across requests: a certificate's public key is
 * read once, and each JWKS endpoint has one remote key set (jose's: cached, refetched on an
 * unknown kid at most once per cooldown, fetched with a timeout). A signer whose endpoint or
 * certificate changes gets a new entry.
 */
export class SignerKeys {
  private readonly bySigner = new Map<string, { source: string; key: VerificationKey }>();

  keyOf(signer: KeySource): VerificationKey {
    const source = signer.certPem ? `cert:${signer.certPem}` : `jwks:${signer.jwksEndpoint ?? ''}`;
    const known = this.bySigner.get(signer.id);
    if (known?.source === source) return known.key;
    const key = signer.certPem ? new X509Certificate(signer.certPem).publicKey : remoteKeySet(signer.jwksEndpoint ?? '');
    this.bySigner.set(signer.id, { source, key });
    return key;
  }

  forget(signerId: string): void {
    this.bySigner.delete(signerId);
  }
}

function remoteKeySet(endpoint: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(endpoint), {
    timeoutDuration: JWKS_TIMEOUT_MS,
    cooldownDuration: JWKS_REFETCH_COOLDOWN_MS,
    cacheMaxAge: JWKS_MAX_AGE_MS,
  });
}
