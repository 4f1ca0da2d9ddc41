import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey } from 'node:crypto';
import { useTestServer, startTestServer } from '../../support/server';
import { requireError, requireOk, type RestClient } from '../../support/rest-client';
import { create, createIdentity, sleep, unique } from '../../support/fixtures';
import { newTestCa } from '../../support/pki';
import { gql, requireData } from '../../support/gql-client';
import { extJwtPolicyBody, parseChallenge, startTestIdp, uniqueIssuer, type TestIdp } from '../../support/jwks-server';
import { ExtJwtLoginDocument, ExtJwtWhoAmIDocument } from '../../graphql/generated';

/**
 * `POST /authenticate?method=ext-jwt`: a bearer JWT of an external signer logs its identity in.
 * Tokens are signed by a test identity provider whose JWKS this test serves on 127.0.0.1 (and
 * rotates), or by the key of a signer's certificate. Every refusal is 401 INVALID_AUTH.
 */

const server = useTestServer();
let idp: TestIdp;
let issuer: string;
let signerId: string;
server.setup(async () => {
  idp = await startTestIdp();
  issuer = uniqueIssuer('login');
  signerId = await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer, audience: 'ziti-controller', jwksEndpoint: idp.jwksUrl });
});
server.defer(() => idp.close());

/** Logs in with `Authorization: Bearer <jwt>` on a fresh anonymous client. */
function extJwtLogin(jwt: string, api: 'client' | 'management' = 'client', body?: Record<string, unknown>) {
  return server.anon(api).post('/authenticate?method=ext-jwt', body, { headers: { authorization: `Bearer ${jwt}` } });
}

/** A token the test signer accepts for `sub`, with claims overridden. */
const tokenFor = (sub: string, claims: Record<string, unknown> = {}) => idp.sign({ iss: issuer, aud: 'ziti-controller', sub, ...claims });

async function requireLoggedIn(res: Awaited<ReturnType<typeof extJwtLogin>>, identityId: string, api: 'client' | 'management' = 'client'): Promise<RestClient> {
  const session = requireOk(res);
  assert.equal(session.identityId, identityId);
  assert.equal(res.headers.get('zt-session'), session.token);
  const client = server.anon(api).as(session.token);
  assert.equal(requireOk(await client.get('/current-identity')).id, identityId);
  return client;
}

describe('ext-jwt login against a JWKS endpoint', () => {
  test('a valid token logs its identity in; the session records the signer as its authenticator', async () => {
    const identityId = await createIdentity(server);
    const res = await extJwtLogin(await tokenFor(identityId), 'client', { configTypes: ['all'] });
    await requireLoggedIn(res, identityId);
    assert.equal(res.body.data.authenticatorId, signerId);
    assert.deepEqual(res.body.data.configTypes, ['all']);
    assert.deepEqual(res.body.data.authQueries, []);
    await requireLoggedIn(await extJwtLogin(await tokenFor(identityId), 'management'), identityId, 'management');
  });

  test('after a key rotation, a token with the new kid is accepted: the JWKS is fetched again', async () => {
    const identityId = await createIdentity(server);
    await requireLoggedIn(await extJwtLogin(await tokenFor(identityId)), identityId);
    const fetchesBefore = idp.fetches;
    const oldKid = idp.kid;
    await idp.rotate();
    assert.notEqual(idp.kid, oldKid);
    // An unknown kid refetches the JWKS at most once a second per signer.
    await sleep(1100);
    await requireLoggedIn(await extJwtLogin(await tokenFor(identityId)), identityId);
    assert.ok(idp.fetches > fetchesBefore, `the JWKS was fetched again (${fetchesBefore} → ${idp.fetches})`);
  });

  test('refusals: wrong audience or issuer, expired, not yet valid, bad signature, unknown kid, malformed, none', async () => {
    const identityId = await createIdentity(server);
    const now = Math.floor(Date.now() / 1000);
    const otherIdp = await startTestIdp();
    try {
      const refused = {
        'wrong audience': await tokenFor(identityId, { aud: 'someone-else' }),
        'no audience': await tokenFor(identityId, { aud: undefined }),
        'wrong issuer': await idp.sign({ iss: uniqueIssuer('unknown'), aud: 'ziti-controller', sub: identityId }),
        expired: await tokenFor(identityId, { exp: now - 60, iat: now - 3600 }),
        'not yet valid': await tokenFor(identityId, { nbf: now + 600 }),
        'bad signature (another key under the same kid)': await otherIdp.sign({ iss: issuer, aud: 'ziti-controller', sub: identityId }, { kid: idp.kid }),
        'unknown kid': await otherIdp.sign({ iss: issuer, aud: 'ziti-controller', sub: identityId }),
        'no exp': await idp.sign({ iss: issuer, aud: 'ziti-controller', sub: identityId, exp: undefined }),
        'unknown identity': await tokenFor(unique('nobody')),
        'not a JWT': 'not-a-jwt',
      };
      for (const [why, jwt] of Object.entries(refused)) {
        const res = await extJwtLogin(jwt);
        assert.equal(res.status, 401, `${why}: ${res.text}`);
        requireError(res, 401, 'INVALID_AUTH');
        assert.equal(res.headers.get('zt-session'), null, `${why}: no session`);
      }
      requireError(await server.anon('client').post('/authenticate?method=ext-jwt'), 401, 'INVALID_AUTH');
      const basic = await server.anon('client').post('/authenticate?method=ext-jwt', undefined, { headers: { authorization: 'Basic dXNlcjpwdw==' } });
      requireError(basic, 401, 'INVALID_AUTH');
    } finally {
      await otherIdp.close();
    }
  });

  test('a disabled signer refuses its tokens until enabled again; a disabled identity is refused', async () => {
    const idp2 = await startTestIdp();
    try {
      const iss = uniqueIssuer('toggle');
      const id = await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: false, issuer: iss, audience: 'a', jwksEndpoint: idp2.jwksUrl });
      const identityId = await createIdentity(server);
      const jwt = await idp2.sign({ iss, aud: 'a', sub: identityId });
      requireError(await extJwtLogin(jwt), 401, 'INVALID_AUTH');
      requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { enabled: true }));
      await requireLoggedIn(await extJwtLogin(jwt), identityId);
      requireOk(await server.mgmt.post(`/identities/${identityId}/disable`, { durationMinutes: 0 }));
      requireError(await extJwtLogin(jwt), 401, 'INVALID_AUTH');
    } finally {
      await idp2.close();
    }
  });
});

describe('ext-jwt: which claim names the identity', () => {
  test('useExternalId: the claim is matched to identity.externalId, not to the id', async () => {
    const idp2 = await startTestIdp();
    try {
      const iss = uniqueIssuer('extid');
      await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer: iss, audience: 'a', jwksEndpoint: idp2.jwksUrl, useExternalId: true });
      const externalId = `${unique('user')}@example.com`;
      const identityId = await createIdentity(server, { externalId });
      await requireLoggedIn(await extJwtLogin(await idp2.sign({ iss, aud: 'a', sub: externalId })), identityId);
      requireError(await extJwtLogin(await idp2.sign({ iss, aud: 'a', sub: identityId })), 401, 'INVALID_AUTH');
    } finally {
      await idp2.close();
    }
  });

  test('claimsProperty: another top-level claim, or a JSON pointer into nested claims', async () => {
    const idp2 = await startTestIdp();
    try {
      const iss = uniqueIssuer('claims');
      const id = await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer: iss, audience: 'a', jwksEndpoint: idp2.jwksUrl, claimsProperty: 'email' });
      const identityId = await createIdentity(server);
      await requireLoggedIn(await extJwtLogin(await idp2.sign({ iss, aud: 'a', sub: 'ignored', email: identityId })), identityId);
      requireError(await extJwtLogin(await idp2.sign({ iss, aud: 'a', sub: identityId })), 401, 'INVALID_AUTH');
      requireError(await extJwtLogin(await idp2.sign({ iss, aud: 'a', email: 42 })), 401, 'INVALID_AUTH');

      requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { claimsProperty: '/ziti/identity~1id' }));
      await requireLoggedIn(await extJwtLogin(await idp2.sign({ iss, aud: 'a', ziti: { 'identity/id': identityId } })), identityId);
      requireError(await extJwtLogin(await idp2.sign({ iss, aud: 'a', ziti: { identity: identityId } })), 401, 'INVALID_AUTH');
    } finally {
      await idp2.close();
    }
  });
});

describe('ext-jwt with a certificate signer', () => {
  test('tokens signed with the key of the signer certificate log in; others are refused', async () => {
    const ca = newTestCa(unique('JWT signer'));
    const iss = uniqueIssuer('certsigner');
    await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer: iss, audience: 'ziti', certPem: ca.certPem, kid: unique('kid') });
    const key = createPrivateKey(ca.keyPem);
    const identityId = await createIdentity(server);
    await requireLoggedIn(await extJwtLogin(await idp.sign({ iss, aud: 'ziti', sub: identityId }, { key, alg: 'ES256', kid: 'any' })), identityId);
    const stranger = createPrivateKey(newTestCa(unique('Other')).keyPem);
    requireError(await extJwtLogin(await idp.sign({ iss, aud: 'ziti', sub: identityId }, { key: stranger, alg: 'ES256' })), 401, 'INVALID_AUTH');
  });
});

describe('ext-jwt and auth policies', () => {
  test('the identity auth policy must allow ext-jwt, and list the signer when it lists any', async () => {
    const identityId = await createIdentity(server);
    const jwt = await tokenFor(identityId);
    const policy = await create(server, 'auth-policies', extJwtPolicyBody(unique('policy'), { allowed: false }));
    requireOk(await server.mgmt.patch(`/identities/${identityId}`, { authPolicyId: policy }));
    requireError(await extJwtLogin(jwt), 401, 'INVALID_AUTH');
    const otherSigner = await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer: uniqueIssuer('other'), audience: 'x', jwksEndpoint: idp.jwksUrl });
    requireOk(await server.mgmt.patch(`/auth-policies/${policy}`, { primary: { extJwt: { allowed: true, allowedSigners: [otherSigner] } } }));
    requireError(await extJwtLogin(jwt), 401, 'INVALID_AUTH');
    requireOk(await server.mgmt.patch(`/auth-policies/${policy}`, { primary: { extJwt: { allowedSigners: [otherSigner, signerId] } } }));
    await requireLoggedIn(await extJwtLogin(jwt), identityId);
  });
});

describe('ext-jwt login in GraphQL', () => {
  test('loginWithExtJwt returns a session whose token works; a bad token is INVALID_AUTH', async () => {
    const identityId = await createIdentity(server);
    const login = requireData(await server.gql(ExtJwtLoginDocument, { token: await tokenFor(identityId), configTypes: ['all'] }, null)).loginWithExtJwt;
    assert.equal(login.session.identityId, identityId);
    assert.equal(login.session.authenticatorId, signerId);
    assert.deepEqual(login.session.configTypes, ['all']);
    assert.ok(login.expirationSeconds > 0);
    assert.equal(requireData(await server.gql(ExtJwtWhoAmIDocument, {}, login.token)).currentIdentity.id, identityId);
    const refused = await server.gql(ExtJwtLoginDocument, { token: await tokenFor(identityId, { aud: 'nope' }) }, null);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'INVALID_AUTH');
    assert.equal(refused.data, null);
  });
});

describe('ext-jwt logins count against the login limiter', () => {
  test('past the per-address budget they are RATE_LIMITED, over REST and GraphQL alike', async () => {
    // Its own server: a small budget (the two admin logins of the start count too).
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '4' } });
    try {
      const anon = limited.anon('client');
      const jwt = 'not-a-jwt';
      requireError(await anon.post('/authenticate?method=ext-jwt', undefined, { headers: { authorization: `Bearer ${jwt}` } }), 401, 'INVALID_AUTH');
      requireError(await anon.post('/authenticate?method=ext-jwt', undefined, { headers: { authorization: `Bearer ${jwt}` } }), 401, 'INVALID_AUTH');
      const res = await anon.post('/authenticate?method=ext-jwt', undefined, { headers: { authorization: `Bearer ${jwt}` } });
      requireError(res, 429, 'RATE_LIMITED');
      assert.ok(Number(res.headers.get('retry-after')) >= 1);
      const viaGraphql = await gql(limited.url, ExtJwtLoginDocument, { token: jwt });
      assert.equal(viaGraphql.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('the zt-session challenge', () => {
  test('a missing or unknown session token is answered with the zt-session realm', async () => {
    const missing = await server.anon('client').get('/current-identity');
    requireError(missing, 401, 'UNAUTHORIZED');
    const { scheme, params } = parseChallenge(missing.headers.get('www-authenticate'));
    assert.deepEqual([scheme, params.realm, params.error], ['zt-session', 'zt-session', 'missing']);
    const invalid = await server.anon('client').as('00000000-0000-4000-8000-000000000000').get('/current-identity');
    requireError(invalid, 401, 'UNAUTHORIZED');
    assert.equal(parseChallenge(invalid.headers.get('www-authenticate')).params.error, 'invalid');
  });
});
