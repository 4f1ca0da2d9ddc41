import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { Agent, fetch as tlsFetch } from 'undici';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { useTestServer } from '../../support/server';
import { BASE_PATHS, requireFieldError, requireOk } from '../../support/rest-client';
import { openssl, opensslFingerprint, tempFile } from '../../support/pki';

/** The public endpoints clients bootstrap trust in the network with: EST CA certs, enrollment keys, the challenge, network JWTs. */

const server = useTestServer({ tls: true });
let agent: Agent;
server.defer(async () => {
  await agent?.close();
});
server.setup(async () => {
  agent = new Agent({ connect: { ca: server.tls!.ca } });
});

const caBundle = () => server.tls!.ca as string[];
const fingerprints = (pems: string[]) => pems.map(opensslFingerprint).sort();
/** The published key set (typed loosely: it feeds both jose and node:crypto). */
const jwks = async () => (await server.anon('client').get('/enroll/jwks')).body;

describe('GET /.well-known/est/cacerts', () => {
  // The RestClient sends /.well-known/ paths to the server root; the API-prefixed ones are fetched directly.
  const paths = ['/.well-known/est/cacerts', `${BASE_PATHS.client}/.well-known/est/cacerts`, `${BASE_PATHS.management}/.well-known/est/cacerts`];

  for (const path of paths) {
    test(`${path}: the CA bundle as a base64 certs-only PKCS#7, no authentication, no envelope`, async () => {
      const res = await tlsFetch(`${server.url}${path}`, { dispatcher: agent });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^application\/pkcs7-mime\b/);
      assert.equal(res.headers.get('content-transfer-encoding'), 'base64');
      const body = await res.text();
      const lines = body.split('\n');
      assert.ok(lines.every((l) => l.length > 0 && l.length <= 64 && /^[A-Za-z0-9+/=]+$/.test(l)), 'base64 in lines of at most 64 characters');
      assert.ok(lines.slice(0, -1).every((l) => l.length === 64), 'every line but the last is full');
      const printed = openssl('pkcs7', '-inform', 'DER', '-print_certs', '-in', tempFile(Buffer.from(body, 'base64'), 'cacerts.p7'));
      const certs = printed.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/g) ?? [];
      assert.deepEqual(fingerprints(certs), fingerprints(caBundle()));
    });
  }
});

describe('enrollment keys and the challenge', () => {
  test('GET /enroll/jwks: the server key, unenveloped', async () => {
    const res = await server.anon('client').get('/enroll/jwks');
    assert.equal(res.status, 200);
    assert.equal(res.body.data, undefined, 'no envelope');
    const { keys } = res.body;
    assert.ok(keys.length >= 1);
    for (const key of keys) {
      assert.match(key.kid, /^[0-9a-f]{40}$/);
      assert.equal(key.use, 'sig');
      assert.equal(key.d, undefined, 'no private key material');
    }
  });

  test('POST /enroll/challenge signs the nonce with the key named; the signature verifies with the published key', async () => {
    const [key] = (await jwks()).keys;
    const nonce = randomUUID();
    const res = await server.anon('client').post('/enroll/challenge', { keyId: key.kid, nonce });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data, undefined, 'no envelope');
    const { algorithm, caPool, kid, signature } = res.body;
    assert.equal(kid, key.kid);
    assert.equal(algorithm, key.alg);
    const hash = `sha${algorithm.slice(2)}`; // ES256 → sha256, RS256 → sha256
    const publicKey = createPublicKey({ key, format: 'jwk' });
    assert.ok(verify(hash, Buffer.from(nonce), publicKey, Buffer.from(signature, 'base64')), 'the signature is over the nonce');
    assert.ok(!verify(hash, Buffer.from(randomUUID()), publicKey, Buffer.from(signature, 'base64')), 'and over nothing else');
    assert.deepEqual(fingerprints(caPool.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g)), fingerprints(caBundle()));
  });

  test('POST /enroll/challenge refuses an unknown key id or a nonce that is not a UUID', async () => {
    const [key] = (await jwks()).keys;
    requireFieldError(await server.anon('client').post('/enroll/challenge', { keyId: 'f'.repeat(40), nonce: randomUUID() }), 'keyId');
    requireFieldError(await server.anon('client').post('/enroll/challenge', { keyId: key.kid, nonce: 'not-a-uuid' }), 'nonce');
    requireFieldError(await server.anon('client').post('/enroll/challenge', { nonce: randomUUID() }), 'keyId');
  });
});

describe('GET /network-jwts', () => {
  for (const api of ['client', 'management'] as const) {
    test(`${api} API: one "default" JWT naming this network, signed by the enrollment key`, async () => {
      const [entry, ...rest] = requireOk(await server.anon(api).get('/network-jwts'));
      assert.deepEqual(rest, []);
      assert.equal(entry.name, 'default');
      const { payload } = await jwtVerify(entry.token, createLocalJWKSet(await jwks()));
      const issuer = `https://localhost:${new URL(server.url).port}/`;
      assert.equal(payload.iss, issuer);
      assert.equal(payload.sub, issuer);
      assert.equal(payload.em, 'network');
      assert.deepEqual(payload.aud, ['openziti-enroller']);
      assert.equal(typeof payload.jti, 'string');
      const again = requireOk(await server.anon(api).get('/network-jwts'));
      assert.equal(again[0].token, entry.token, 'the same token for the life of the process');
    });
  }
});
