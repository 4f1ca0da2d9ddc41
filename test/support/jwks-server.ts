import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';

/**
 * What the JWKS endpoint answers: the keys; or a JSON body trickled a byte every 100 ms that
 * never ends; or a body of OVERSIZED_BYTES (no content-length, sent as fast as it is read).
 */
export type JwksMode = 'keys' | 'trickle' | 'oversized';

/** The body of the oversized mode: far above any key set (and above the controller's cap). */
export const OVERSIZED_BYTES = 64 * 1024 * 1024;

/**
 * An identity provider for ext-jwt tests: a JWKS endpoint on 127.0.0.1 serving keys made with
 * jose, and the signing of tokens with them. `rotate` replaces the served key by a new one (new
 * kid), as a provider rotating its keys does; `fetches` counts the controller's JWKS requests.
 */
export interface TestIdp {
  /** What the endpoint answers from now on (default: the keys). */
  mode: JwksMode;
  /** Responses the client dropped before they were complete (a trickle or an oversized body cut off). */
  readonly dropped: number;
  /** Bytes of body written to every response so far. */
  readonly bytesSent: number;
  /** The JWKS URL (for a signer's jwksEndpoint). */
  jwksUrl: string;
  /** The kid of the key tokens are signed with now. */
  readonly kid: string;
  /** How many times the JWKS was fetched. */
  readonly fetches: number;
  /** A token signed with the current key: `exp` one hour ahead unless the claims say otherwise. */
  sign(claims: JWTPayload, opts?: { kid?: string; key?: KeyObject; alg?: string }): Promise<string>;
  /** A new key with a new kid; the JWKS serves only the new one from now on (or both, with `keepOld`). */
  rotate(opts?: { keepOld?: boolean }): Promise<void>;
  close(): Promise<void>;
}

const ALG = 'RS256';

interface Key {
  kid: string;
  privateKey: KeyObject;
  jwk: JWK;
}

async function newKey(): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = `kid-${randomBytes(6).toString('hex')}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  return { kid, privateKey: privateKey as KeyObject, jwk };
}

export async function startTestIdp(): Promise<TestIdp> {
  let current = await newKey();
  let served: Key[] = [current];
  let fetches = 0;
  let mode: JwksMode = 'keys';
  let dropped = 0;
  let bytesSent = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/jwks') {
      res.writeHead(404).end();
      return;
    }
    fetches += 1;
    const send = (chunk: string | Buffer) => {
      bytesSent += Buffer.byteLength(chunk);
      return res.write(chunk);
    };
    res.on('close', () => {
      if (!res.writableFinished) dropped += 1;
    });
    if (mode === 'trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      send('{"keys":[');
      const timer = setInterval(() => send(' '), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (mode === 'oversized') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, ' ');
      let left = OVERSIZED_BYTES;
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          if (!send(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end(']}');
      };
      send('{"keys":[');
      pump();
      return;
    }
    const body = JSON.stringify({ keys: served.map((k) => k.jwk) });
    bytesSent += Buffer.byteLength(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    get mode() {
      return mode;
    },
    set mode(next: JwksMode) {
      mode = next;
    },
    get dropped() {
      return dropped;
    },
    get bytesSent() {
      return bytesSent;
    },
    get kid() {
      return current.kid;
    },
    get fetches() {
      return fetches;
    },
    async sign(claims, opts = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ exp: now + 3600, ...claims })
        .setProtectedHeader({ alg: opts.alg ?? ALG, kid: opts.kid ?? current.kid, typ: 'JWT' })
        .setIssuedAt(now)
        .sign(opts.key ?? current.privateKey);
    },
    async rotate(opts = {}) {
      const next = await newKey();
      served = opts.keepOld ? [...served, next] : [next];
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // trickling responses never end by themselves
      }),
  };
}

/** A unique issuer URL (letters and digits only in the unique part). */
export function uniqueIssuer(tag: string): string {
  return `https://${tag}-${randomBytes(5).toString('hex')}.idp.test`;
}

/** The body of an auth policy that allows every primary method, with the given ext-jwt rules. */
export function extJwtPolicyBody(name: string, extJwt: { allowed?: boolean; allowedSigners?: string[] } = {}, requireExtJwtSigner: string | null = null) {
  return {
    name,
    primary: {
      cert: { allowed: true, allowExpiredCerts: true },
      extJwt: { allowed: extJwt.allowed ?? true, allowedSigners: extJwt.allowedSigners ?? [] },
      updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
    },
    secondary: { requireTotp: false, requireExtJwtSigner },
  };
}

/** A `WWW-Authenticate` challenge: its scheme and its key="value" parameters. */
export function parseChallenge(header: string | null): { scheme: string; params: Record<string, string> } {
  const [, scheme = '', rest = ''] = /^(\S+)\s+(.*)$/.exec(header ?? '') ?? [];
  const params = Object.fromEntries([...rest.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
  return { scheme, params };
}
