import { X509Certificate, type KeyObject } from 'node:crypto';
import type { JWTVerifyGetKey } from 'jose';
import { RemoteKeySet, type JwksFetchLimits } from './remote-jwks';

/** A JWKS larger than this is not read (a provider's set is a few KiB; OpenZiti reads any size, within its timeout). */
export const JWKS_MAX_BYTES = 1024 * 1024;
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
 * read once, and each JWKS endpoint has one remote key set (remote-jwks.ts: bounded fetches,
 * cached keys served while a refresh is slow or failing, refetched on an unknown kid at most
 * once per cooldown). A signer whose endpoint or certificate changes gets a new entry.
 */
export class SignerKeys {
  private readonly bySigner = new Map<string, { source: string; key: VerificationKey }>();
  private readonly limits: JwksFetchLimits;

  constructor(jwksFetchTimeoutMs: number) {
    this.limits = { timeoutMs: jwksFetchTimeoutMs, maxBytes: JWKS_MAX_BYTES, cooldownMs: JWKS_REFETCH_COOLDOWN_MS, maxAgeMs: JWKS_MAX_AGE_MS };
  }

  keyOf(signer: KeySource): VerificationKey {
    const source = signer.certPem ? `cert:${signer.certPem}` : `jwks:${signer.jwksEndpoint ?? ''}`;
    const known = this.bySigner.get(signer.id);
    if (known?.source === source) return known.key;
    const key = signer.certPem ? new X509Certificate(signer.certPem).publicKey : new RemoteKeySet(signer.jwksEndpoint ?? '', this.limits).getKey;
    this.bySigner.set(signer.id, { source, key });
    return key;
  }

  forget(signerId: string): void {
    this.bySigner.delete(signerId);
  }
}
