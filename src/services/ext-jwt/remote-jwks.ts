import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { logger } from '../core/logger';

/** How a JWKS endpoint is asked. */
export interface JwksFetchLimits {
  /** The whole exchange: connecting, redirects, headers and body (OpenZiti's jwksFetch.timeout, 5 s). */
  timeoutMs: number;
  /** The largest body read; a key set is a few KiB. */
  maxBytes: number;
  /** A token with a key id the cached set lacks refetches it, at most this often (keys rotate). */
  cooldownMs: number;
  /** The set is refetched (in the background) once it is this old. */
  maxAgeMs: number;
}

/**
 * Fetches a JSON Web Key Set within `timeoutMs` in all and `maxBytes` of body: past either, the
 * request is aborted (its socket destroyed) and nothing more is buffered. A trickling or endless
 * endpoint costs one socket for the timeout, never a request's whole life or the heap.
 */
export async function fetchJwks(url: string, limits: Pick<JwksFetchLimits, 'timeoutMs' | 'maxBytes'>): Promise<JSONWebKeySet> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no complete answer within ${limits.timeoutMs} ms`)), limits.timeoutMs);
  try {
    const res = await fetch(url, { signal: abort.signal, redirect: 'follow', headers: { accept: 'application/json' } });
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > limits.maxBytes) throw new Error(`its body is larger than ${limits.maxBytes} bytes`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (!res.body) throw new Error('it has no body');
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > limits.maxBytes) throw new Error(`its body is larger than ${limits.maxBytes} bytes`);
      chunks.push(part.value);
    }
    const jwks = JSON.parse(Buffer.concat(chunks).toString('utf8')) as JSONWebKeySet;
    if (!jwks || !Array.isArray(jwks.keys)) throw new Error('its body is not a JSON Web Key Set');
    return jwks;
  } catch (err) {
    const why = ((abort.signal.aborted ? abort.signal.reason : err) as Error).message;
    abort.abort(); // whatever failed, the connection goes
    throw new JwksUnavailable(`the JWKS endpoint ${url} could not be read: ${why}`);
  } finally {
    clearTimeout(timer);
  }
}

/** The signer's keys could not be had (and none are cached): its tokens are refused as invalid meanwhile. */
export class JwksUnavailable extends errors.JOSEError {
  static override code = 'ERR_JWKS_UNAVAILABLE';
  override code = 'ERR_JWKS_UNAVAILABLE';
}

/**
 * The keys of one JWKS endpoint for jose's jwtVerify. Requests never wait for a refresh they do
 * not need: keys once fetched keep being served while a refresh is slow or failing (a stale set
 * is refreshed in the background). Only a token whose kid is not in the set (the provider
 * rotated), or the very first token, waits, for at most the fetch timeout, and concurrent ones
 * share the one fetch in flight. Fetches start at most once per cooldown, failed ones included.
 */
export class RemoteKeySet {
  private keys?: ReturnType<typeof createLocalJWKSet>;
  private fetchedAt = 0;
  private attemptedAt = 0;
  private lastError?: Error;
  private inFlight?: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly limits: JwksFetchLimits,
  ) {}

  readonly getKey: JWTVerifyGetKey = async (header, token) => {
    const keys = this.keys ?? (await this.firstKeys());
    if (Date.now() - this.fetchedAt >= this.limits.maxAgeMs && this.mayFetch()) this.refresh().catch(() => undefined);
    try {
      return await keys(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey) || !(this.inFlight || this.mayFetch())) throw err;
      await this.refresh().catch(() => {
        throw err;
      });
      return this.keys!(header, token);
    }
  };

  private async firstKeys(): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (!this.inFlight && !this.mayFetch() && this.lastError) throw this.lastError;
    await this.refresh();
    return this.keys!;
  }

  private mayFetch(): boolean {
    return Date.now() - this.attemptedAt >= this.limits.cooldownMs;
  }

  /** One fetch at a time; a failed one leaves the cached keys as they were. */
  private refresh(): Promise<void> {
    if (!this.inFlight) {
      this.attemptedAt = Date.now();
      const inFlight = fetchJwks(this.url, this.limits).then(
        (jwks) => {
          this.keys = createLocalJWKSet(jwks);
          this.fetchedAt = Date.now();
          this.lastError = undefined;
          this.inFlight = undefined;
        },
        (err: Error) => {
          // Once per run of failures: a failing endpoint is asked again at most once per cooldown.
          if (!this.lastError) logger.warn({ err: err.message, cachedKeys: !!this.keys }, 'a JWKS fetch failed; cached keys (if any) keep verifying');
          this.lastError = err;
          this.inFlight = undefined;
          throw err;
        },
      );
      this.inFlight = inFlight;
    }
    return this.inFlight;
  }
}
