import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { create, createConfig, createEdgeRouter, filter, unique } from '../../support/fixtures';
import { requireData } from '../../support/gql-client';
import { newCsr } from '../../support/pki';
import { createOttIdentity } from '../trust/enrollment-fixtures';
import { ExtJwtCreateSignerDocument } from '../../graphql/generated';

/**
 * What OpenZiti's own clients send, exactly as they send it, and what they expect back (issue
 * 26): its admin console (ZAC) and `ziti` CLI bodies, Go clients' untagged struct fields, the
 * answers the CLI prints, filters through references, the OpenAPI document of a plain-HTTP
 * controller and the raw PEM CSR older SDKs post.
 */

const server = useTestServer();
const JWKS = 'https://idp.example.com/.well-known/jwks.json';

describe('external JWT signers from ZAC and the CLI: blank optional texts are null, as OpenZiti stores them', () => {
  test("ZAC's JWKS signer (every form field sent, the empty ones as \"\", no KID field)", async () => {
    // ZAC's JwtSigner model with the JWKS form filled in: name, issuer and the endpoint.
    const body = {
      name: unique('zac-signer'), audience: '', issuer: unique('https://zac.example.com/'), clientId: '', claimsProperty: '', enabled: true,
      useExternalId: false, externalAuthUrl: '', kid: '', scopes: [], jwksEndpoint: JWKS, tags: {},
    };
    const id = await create(server, 'external-jwt-signers', body);
    const signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.jwksEndpoint, JWKS);
    assert.equal(signer.kid, '', 'no kid (shown empty)');
    assert.equal(signer.externalAuthUrl, '', 'no external auth URL (shown empty)');
    assert.equal(signer.audience, '', 'no audience (shown empty): not checked');
    assert.equal(signer.claimsProperty, 'sub', 'a blank claims property is the default');
    assert.equal(signer.clientId, '');
    // Saved again from ZAC's edit form: PUT with the same blanks.
    requireOk(await server.mgmt.put(`/external-jwt-signers/${id}`, { ...body, name: `${body.name}-renamed` }));
    assert.equal(requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`)).name, `${body.name}-renamed`);
    // Two such signers do not clash on an empty kid (kids are unique).
    await create(server, 'external-jwt-signers', { ...body, name: unique('zac-signer'), issuer: unique('https://zac.example.com/') });
  });

  test('the CLI\'s `ziti edge create ext-jwt-signer -u <jwks>` (externalAuthUrl "" unless -y)', async () => {
    const id = await create(server, 'external-jwt-signers', {
      name: unique('cli-signer'), issuer: unique('https://cli.example.com/'), audience: 'ziti', claimsProperty: 'sub', enabled: true,
      externalAuthUrl: '', jwksEndpoint: JWKS, tags: {}, targetToken: 'ACCESS', useExternalId: false,
    });
    assert.equal(requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`)).externalAuthUrl, '');
    // A blank given to a PATCH clears the field the same way.
    requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { externalAuthUrl: 'https://cli.example.com/auth' }));
    assert.equal(requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`)).externalAuthUrl, 'https://cli.example.com/auth');
    requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { externalAuthUrl: '  ' }));
    assert.equal(requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`)).externalAuthUrl, '');
  });

  test('GraphQL reads the blanks the same way (one gate)', async () => {
    const input = { name: unique('gql-signer'), enabled: true, issuer: unique('https://gql.example.com/'), audience: '', jwksEndpoint: JWKS, kid: '', externalAuthUrl: '' };
    const created = requireData(await server.gql(ExtJwtCreateSignerDocument, { input })).createExternalJwtSigner;
    const rest = requireOk(await server.mgmt.get(`/external-jwt-signers/${created.id}`));
    assert.equal(rest.kid, '');
    assert.equal(rest.externalAuthUrl, '');
  });
});

describe('auth policies from the CLI', () => {
  test('`ziti edge update auth-policy` sends null for every rule it leaves alone (allowedSigners among them): they stay as they are', async () => {
    const signerId = await create(server, 'external-jwt-signers', { name: unique('ap-signer'), enabled: true, issuer: unique('https://ap.example.com/'), audience: null, jwksEndpoint: JWKS });
    const id = await create(server, 'auth-policies', {
      name: unique('cli-ap'),
      primary: {
        cert: { allowed: true, allowExpiredCerts: false },
        extJwt: { allowed: true, allowedSigners: [signerId] },
        updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
      },
      secondary: { requireTotp: false, requireExtJwtSigner: null },
    });
    // The issue's body, as the CLI's nil slice serializes.
    requireOk(await server.mgmt.patch(`/auth-policies/${id}`, { primary: { extJwt: { allowedSigners: null } } }));
    assert.deepEqual(requireOk(await server.mgmt.get(`/auth-policies/${id}`)).primary.extJwt, { allowed: true, allowedSigners: [signerId] });
    // `ziti edge update auth-policy <id> --primary-updb-max-attempts 3`: every group present, the unchanged rules null or left out.
    requireOk(await server.mgmt.patch(`/auth-policies/${id}`, { primary: { cert: {}, extJwt: { allowedSigners: null }, updb: { maxAttempts: 3 } }, secondary: {} }));
    const patched = requireOk(await server.mgmt.get(`/auth-policies/${id}`));
    assert.equal(patched.primary.updb.maxAttempts, 3);
    assert.deepEqual(patched.primary.extJwt.allowedSigners, [signerId]);
    assert.deepEqual(patched.primary.cert, { allowed: true, allowExpiredCerts: false });
  });
});

describe('request body keys are read as Go reads them: regardless of case where no key matches exactly', () => {
  test('the CLI\'s OS posture check: `{"Type": "Linux", "Versions": [...]}` (a Go struct without JSON tags)', async () => {
    const name = unique('cli-os');
    // `ziti edge create posture-check os <name> -o linux:5.4:>=6.0`
    const res = await server.mgmt.post('/posture-checks', { name, roleAttributes: [], typeId: 'OS', operatingSystems: [{ Type: 'Linux', Versions: ['5.4', '>=6.0'] }], tags: {} });
    const id = requireOk(res, 201).id;
    assert.deepEqual(requireOk(await server.mgmt.get(`/posture-checks/${id}`)).operatingSystems, [{ type: 'Linux', versions: ['5.4', '>=6.0'] }]);
  });

  test('top-level and nested keys of any body; an exact key wins; keys of maps stay as written', async () => {
    const name = unique('Cased');
    const id = requireOk(await server.mgmt.post('/identities', { Name: name, TYPE: 'User', isadmin: false, Tags: { MixedCase: 'kept' }, AppData: { Key: 1 } }), 201).id;
    const identity = requireOk(await server.mgmt.get(`/identities/${id}`));
    assert.equal(identity.name, name);
    assert.equal(identity.isAdmin, false);
    assert.deepEqual(identity.tags, { MixedCase: 'kept' });
    assert.deepEqual(identity.appData, { Key: 1 });
    // PATCH: the field it names is the field changed.
    requireOk(await server.mgmt.patch(`/identities/${id}`, { DefaultHostingCost: 12 }));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${id}`)).defaultHostingCost, 12);
    requireOk(await server.mgmt.patch(`/identities/${id}`, { defaultHostingCost: 13, DefaultHostingCost: 14 }));
    assert.equal(requireOk(await server.mgmt.get(`/identities/${id}`)).defaultHostingCost, 13, 'the exact key wins');
    // Bodies the router checks itself (not a resource's write) are read the same way.
    const login = await server.anon('client').post('/authenticate?method=password', { Username: server.adminUsername, Password: server.adminPassword });
    assert.equal(login.status, 200, login.text);
  });
});

describe('updb enrollment answers the username, as OpenZiti (the CLI prints it)', () => {
  const updbToken = async () => {
    const username = unique('updb-user');
    const id = await create(server, 'identities', { name: unique('updb'), type: 'User', isAdmin: false, enrollment: { updb: username } });
    return { username, token: requireOk(await server.mgmt.get(`/identities/${id}`)).enrollment.updb.token as string };
  };

  test('POST /enroll/updb', async () => {
    const { username, token } = await updbToken();
    const res = await server.anon('client').post(`/enroll/updb?token=${token}`, { password: 'a-good-password' });
    assert.deepEqual(requireOk(res), { username });
  });

  test('POST /enroll?method=updb', async () => {
    const { username, token } = await updbToken();
    // The official spec can not describe the legacy /enroll's answers (its 200 is a PEM string): not checked against it.
    const res = await server.anon('client').post(`/enroll?method=updb&token=${token}`, { password: 'a-good-password' }, { unchecked: true });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { username });
    requireOk(await server.anon('client').post('/authenticate?method=password', { username, password: 'a-good-password' }));
  });
});

describe('filters read through every reference, under each name OpenZiti gives it', () => {
  test('GET /configs?filter=type.name="host.v1"', async () => {
    const [hostV1] = requireOk(await server.mgmt.get(`/config-types?${filter('name = "host.v1"')}`));
    const id = await createConfig(server, hostV1.id, { protocol: 'tcp', address: 'localhost', port: 8080 });
    const found = requireOk(await server.mgmt.get(`/configs?${filter('type.name = "host.v1"')}&limit=-1`)) as { id: string; configTypeId: string }[];
    assert.ok(found.some((c) => c.id === id), 'the host.v1 config is found');
    assert.ok(found.every((c) => c.configTypeId === hostV1.id), 'only host.v1 configs');
    assert.ok(requireOk(await server.mgmt.get(`/configs?${filter(`configType.name = "host.v1" and id = "${id}"`)}`)).length === 1);
  });

  test('an edge router\'s enrollment through edgeRouter.name', async () => {
    const name = unique('er-enroll');
    const routerId = await createEdgeRouter(server, { name });
    const found = requireOk(await server.mgmt.get(`/enrollments?${filter(`edgeRouter.name = "${name}"`)}`)) as { edgeRouterId: string }[];
    assert.equal(found.length, 1);
    assert.equal(found[0].edgeRouterId, routerId);
  });
});

test('a plain-HTTP controller serves its OpenAPI documents with schemes ["http"]', async () => {
  for (const [api, id] of [['client', 'edge-client'], ['management', 'edge-management']] as const) {
    const res = await server.anon(api).get(`/specs/${id}/spec`);
    const doc = JSON.parse(requireOk(res));
    assert.deepEqual(doc.schemes, ['http'], `${api} API`);
  }
});

describe('POST /enroll/ott with the raw PEM CSR (application/x-pem-file), as older clients send it', () => {
  test('the token in the query, the CSR as the body: the certificate chain', async () => {
    const identity = await createOttIdentity(server);
    const res = await server.anon('client').post(`/enroll/ott?token=${identity.token}`, undefined, {
      rawBody: newCsr().csrPem,
      headers: { 'content-type': 'application/x-pem-file' },
    });
    assert.match(requireOk(res).cert, /-----BEGIN CERTIFICATE-----/);
    requireError(await server.anon('client').post(`/enroll/ott?token=${identity.token}`, undefined, { rawBody: newCsr().csrPem, headers: { 'content-type': 'application/x-pem-file' } }), 400, 'INVALID_ENROLLMENT_TOKEN');
  });

  test('JSON stays what it was; a PEM body that is no CSR is a CSR error, not a JSON parser\'s', async () => {
    const identity = await createOttIdentity(server);
    requireError(await server.anon('client').post(`/enroll/ott?token=${identity.token}`, undefined, { rawBody: 'not a csr', headers: { 'content-type': 'application/x-pem-file' } }), 400, 'COULD_NOT_PROCESS_CSR');
    assert.match(requireOk(await server.anon('client').post('/enroll/ott', { token: identity.token, clientCsr: newCsr().csrPem })).cert, /BEGIN CERTIFICATE/);
  });
});
