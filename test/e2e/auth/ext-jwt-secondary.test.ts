import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk, type RestResponse } from '../../support/rest-client';
import { create, createCredentials, eventually, logIn, unique } from '../../support/fixtures';
import { graphqlUrl } from '../../support/gql-client';
import { extJwtPolicyBody, parseChallenge, startTestIdp, uniqueIssuer, type TestIdp } from '../../support/jwks-server';
import { subscribe } from '../../support/ws-client';
import { ExtJwtWhoAmIDocument } from '../../graphql/generated';

/**
 * ext-jwt as a secondary factor: when an identity's auth policy requires an external JWT signer,
 * its API sessions start with an EXT-JWT auth query, and every request must carry a valid JWT of
 * that signer naming the identity (`Authorization: Bearer`, beside the `zt-session` token);
 * without it the request is 401 with OpenZiti's `openziti-secondary-ext-jwt` challenge.
 */

const server = useTestServer();
let idp: TestIdp;
let issuer: string;
let signerId: string;
let policyId: string;
server.setup(async () => {
  idp = await startTestIdp();
  issuer = uniqueIssuer('second');
  signerId = await create(server, 'external-jwt-signers', {
    name: unique('signer'), enabled: true, issuer, audience: 'ziti', jwksEndpoint: idp.jwksUrl,
    externalAuthUrl: 'https://idp.test/authorize', clientId: 'ziti-tunneler', scopes: ['openid', 'profile'],
  });
  policyId = await create(server, 'auth-policies', extJwtPolicyBody(unique('policy'), {}, signerId));
});
server.defer(() => idp.close());

const jwtFor = (identityId: string, claims: Record<string, unknown> = {}) => idp.sign({ iss: issuer, aud: 'ziti', sub: identityId, ...claims });

/** A password user whose auth policy requires the signer, logged in (its session still owes the JWT). */
async function secondaryUser() {
  const credentials = await createCredentials(server, { authPolicyId: policyId });
  const login = await server.anon('client').post('/authenticate?method=password', { username: credentials.username, password: credentials.password });
  const session = requireOk(login);
  return { ...credentials, session, token: session.token as string };
}

/** GET /current-identity with the session token and, optionally, a bearer JWT. */
function whoAmI(token: string, jwt?: string): Promise<RestResponse> {
  const headers: Record<string, string> = { 'zt-session': token };
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  return server.anon('client').get('/current-identity', { headers });
}

function challenge(res: RestResponse): { scheme: string; params: Record<string, string> } {
  assert.ok(res.headers.get('www-authenticate'), `a WWW-Authenticate header: ${res.status} ${res.text}`);
  return parseChallenge(res.headers.get('www-authenticate'));
}

function requireSecondaryRefusal(res: RestResponse, error: 'missing' | 'invalid' | 'expired'): void {
  requireError(res, 401, 'UNAUTHORIZED');
  const { scheme, params } = challenge(res);
  assert.equal(scheme, 'Bearer');
  assert.equal(params.realm, 'openziti-secondary-ext-jwt');
  assert.equal(params.error, error);
  assert.equal(params.id, signerId);
  assert.equal(params.issuer, issuer);
}

describe('a session that owes a secondary ext-jwt token', () => {
  test('starts with an EXT-JWT auth query naming the signer and where to get a token', async () => {
    const user = await secondaryUser();
    assert.deepEqual(user.session.authQueries, [
      { typeId: 'EXT-JWT', provider: 'url', id: signerId, httpUrl: 'https://idp.test/authorize', clientId: 'ziti-tunneler', scopes: ['openid', 'profile'] },
    ]);
  });

  test('is refused without the JWT (error missing) and served with it, request after request', async () => {
    const user = await secondaryUser();
    requireSecondaryRefusal(await whoAmI(user.token), 'missing');
    const jwt = await jwtFor(user.id);
    for (let i = 0; i < 3; i++) assert.equal(requireOk(await whoAmI(user.token, jwt)).id, user.id);
    requireSecondaryRefusal(await whoAmI(user.token), 'missing');
    const services = await server.anon('client').get('/services', { headers: { 'zt-session': user.token, authorization: `Bearer ${jwt}` } });
    requireOk(services);
  });

  test('an expired, foreign, wrongly signed or other-issuer token does not satisfy it', async () => {
    const user = await secondaryUser();
    const now = Math.floor(Date.now() / 1000);
    requireSecondaryRefusal(await whoAmI(user.token, await jwtFor(user.id, { exp: now - 30, iat: now - 600 })), 'expired');
    requireSecondaryRefusal(await whoAmI(user.token, await jwtFor(unique('someone-else'))), 'invalid');
    requireSecondaryRefusal(await whoAmI(user.token, await jwtFor(user.id, { aud: 'not-ziti' })), 'invalid');
    const stranger = await startTestIdp();
    try {
      requireSecondaryRefusal(await whoAmI(user.token, await stranger.sign({ iss: issuer, aud: 'ziti', sub: user.id }, { kid: idp.kid })), 'invalid');
      requireSecondaryRefusal(await whoAmI(user.token, await stranger.sign({ iss: uniqueIssuer('else'), aud: 'ziti', sub: user.id })), 'missing');
    } finally {
      await stranger.close();
    }
    requireSecondaryRefusal(await whoAmI(user.token, 'garbage'), 'missing');
  });

  test('applies on the management API and over GraphQL too', async () => {
    const credentials = await createCredentials(server, { authPolicyId: policyId, isAdmin: true });
    const { client } = await logIn(server, credentials.username, credentials.password, 'management');
    const jwt = await jwtFor(credentials.id);
    requireSecondaryRefusal(await client.get('/identities?limit=1'), 'missing');
    requireOk(await client.get('/identities?limit=1', { headers: { 'zt-session': client.token!, authorization: `Bearer ${jwt}` } }));

    const query = async (headers: Record<string, string>) => {
      const res = await fetch(graphqlUrl(server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ currentIdentity { id } }' }),
      });
      return (await res.json()) as { data?: { currentIdentity?: { id: string } } | null; errors?: { extensions?: { code?: string } }[] };
    };
    const without = await query({ 'zt-session': client.token! });
    assert.equal(without.errors?.[0]?.extensions?.code, 'UNAUTHORIZED');
    const withJwt = await query({ 'zt-session': client.token!, authorization: `Bearer ${jwt}` });
    assert.equal(withJwt.data?.currentIdentity?.id, credentials.id);
  });

  test('the JWT may share one Authorization header with the session token (Bearer <session>, Bearer <jwt>)', async () => {
    const user = await secondaryUser();
    const jwt = await jwtFor(user.id);
    for (const authorization of [`Bearer ${user.token}, Bearer ${jwt}`, `Bearer ${jwt}, Bearer ${user.token}`]) {
      const rest = await server.anon('client').get('/current-identity', { headers: { authorization } });
      assert.equal(requireOk(rest).id, user.id, authorization);
      const res = await fetch(graphqlUrl(server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query: '{ currentIdentity { id } }' }),
      });
      assert.equal(((await res.json()) as { data?: { currentIdentity?: { id: string } } }).data?.currentIdentity?.id, user.id);
    }
    requireSecondaryRefusal(await server.anon('client').get('/current-identity', { headers: { authorization: `Bearer ${user.token}` } }), 'missing');
  });

  test('over WebSocket, the JWT is read from connectionParams as from headers', async () => {
    const user = await secondaryUser();
    const jwt = await jwtFor(user.id);
    const params: Array<[Record<string, unknown>, string | undefined]> = [
      [{ 'zt-session': user.token, Authorization: `Bearer ${jwt}` }, user.id],
      [{ authorization: `Bearer ${user.token}, Bearer ${jwt}` }, user.id],
      [{ 'zt-session': user.token }, undefined],
    ];
    for (const [connectionParams, expected] of params) {
      const op = subscribe(server.url, ExtJwtWhoAmIDocument, {}, connectionParams);
      try {
        if (expected) {
          const [result] = await op.take(1);
          assert.equal(result.currentIdentity?.id, expected, JSON.stringify(connectionParams));
        } else {
          const errors = await op.failure();
          assert.equal(errors[0]?.extensions?.code, 'UNAUTHORIZED', JSON.stringify(errors));
        }
      } finally {
        await op.dispose();
      }
    }
  });

  test('an ext-jwt login with the required signer starts with no query, and every request still carries the JWT', async () => {
    const credentials = await createCredentials(server, { authPolicyId: policyId });
    const jwt = await jwtFor(credentials.id);
    const login = await server.anon('client').post('/authenticate?method=ext-jwt', undefined, { headers: { authorization: `Bearer ${jwt}` } });
    const session = requireOk(login);
    assert.deepEqual(session.authQueries, []);
    assert.equal(session.authenticatorId, signerId);
    requireSecondaryRefusal(await whoAmI(session.token), 'missing');
    assert.equal(requireOk(await whoAmI(session.token, jwt)).id, credentials.id);
  });

  test('ends when the auth policy no longer requires the signer', async () => {
    const policy = await create(server, 'auth-policies', extJwtPolicyBody(unique('policy'), {}, signerId));
    const credentials = await createCredentials(server, { authPolicyId: policy });
    const { client } = await logIn(server, credentials.username, credentials.password);
    requireSecondaryRefusal(await whoAmI(client.token!), 'missing');
    requireOk(await server.mgmt.patch(`/auth-policies/${policy}`, { secondary: { requireExtJwtSigner: null } }));
    await eventually(async () => (await whoAmI(client.token!)).status, (status) => status === 200);
    assert.equal(requireOk(await whoAmI(client.token!)).id, credentials.id);
  });
});
