import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk, requireUnauthorized } from '../../support/rest-client';
import { create, createUser, filter, unique } from '../../support/fixtures';
import { newTestCa, opensslFingerprint } from '../../support/pki';
import { requireData } from '../../support/gql-client';
import { extJwtPolicyBody, startTestIdp, uniqueIssuer, type TestIdp } from '../../support/jwks-server';
import {
  ExtJwtCreateSignerDocument, ExtJwtDeleteSignerDocument, ExtJwtPatchSignerDocument, ExtJwtSignerDocument, ExtJwtSignersDocument, ExtJwtUpdateSignerDocument,
} from '../../graphql/generated';

/**
 * External JWT signers over REST and GraphQL: CRUD with OpenZiti's fields, the one-key-source
 * rule, uniqueness, the certificate's fingerprint and validity, the client API's public list,
 * deletion refused while an auth policy references a signer, and REST/GraphQL parity.
 */

const server = useTestServer();
let idp: TestIdp;
server.setup(async () => {
  idp = await startTestIdp();
});
server.defer(() => idp.close());

const jwksSigner = (extra: Record<string, unknown> = {}): Record<string, any> => ({ name: unique('signer'), enabled: true, issuer: uniqueIssuer('crud'), audience: 'ziti', jwksEndpoint: idp.jwksUrl, ...extra });
const signerCert = () => newTestCa(unique('Signer CA'));

describe('external JWT signers: create and read', () => {
  test('a JWKS signer: defaults, and what it lacks shown as the official schema requires', async () => {
    const body = jwksSigner({ externalAuthUrl: 'https://idp.test/authorize', clientId: 'ziti-client', scopes: ['openid', 'email'], tags: { team: 'a' } });
    const id = await create(server, 'external-jwt-signers', body);
    const signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.id, id);
    assert.equal(signer.name, body.name);
    assert.equal(signer.enabled, true);
    assert.equal(signer.issuer, body.issuer);
    assert.equal(signer.audience, 'ziti');
    assert.equal(signer.jwksEndpoint, idp.jwksUrl);
    assert.equal(signer.certPem, null);
    assert.equal(signer.fingerprint, '');
    assert.equal(signer.commonName, '');
    assert.equal(signer.kid, '');
    assert.equal(signer.claimsProperty, 'sub', 'claimsProperty defaults to sub');
    assert.equal(signer.useExternalId, false);
    assert.equal(signer.externalAuthUrl, 'https://idp.test/authorize');
    assert.equal(signer.clientId, 'ziti-client');
    assert.deepEqual(signer.scopes, ['openid', 'email']);
    assert.equal(signer.targetToken, 'ACCESS');
    assert.deepEqual(signer.tags, { team: 'a' });
    assert.equal(signer._links.self.href, `./external-jwt-signers/${id}`);
  });

  test('a certificate signer: fingerprint, common name and validity come from the certificate', async () => {
    const ca = signerCert();
    const id = await create(server, 'external-jwt-signers', { name: unique('signer'), enabled: true, issuer: uniqueIssuer('cert'), audience: null, certPem: ca.certPem, kid: unique('kid') });
    const signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.fingerprint, opensslFingerprint(ca.certPem));
    assert.equal(signer.commonName, ca.name);
    assert.equal(signer.jwksEndpoint, null);
    assert.equal(signer.certPem.trim(), ca.certPem.trim());
    assert.equal(signer.audience, '', 'no audience: shown empty');
    assert.ok(Date.parse(signer.notBefore) <= Date.now() && Date.parse(signer.notAfter) > Date.now(), `validity ${signer.notBefore}..${signer.notAfter}`);
  });

  test('lists filter by OpenZiti fields and name them', async () => {
    const body = jwksSigner();
    const id = await create(server, 'external-jwt-signers', body);
    const res = await server.mgmt.get(`/external-jwt-signers?${filter(`issuer = "${body.issuer}"`)}`);
    assert.deepEqual(requireOk(res).map((s: { id: string }) => s.id), [id]);
    for (const field of ['name', 'issuer', 'kid', 'fingerprint', 'enabled', 'claimsProperty', 'useExternalId', 'audience', 'commonName', 'notAfter']) {
      assert.ok(res.body.meta.filterableFields.includes(field), `filterable: ${field}`);
    }
    assert.ok(!res.body.meta.filterableFields.includes('clientId'), 'clientId is not a filter field in OpenZiti');
    const disabled = await create(server, 'external-jwt-signers', jwksSigner({ enabled: false }));
    const enabledOnly = requireOk(await server.mgmt.get(`/external-jwt-signers?${filter(`enabled = false and id = "${disabled}"`)}`));
    assert.equal(enabledOnly.length, 1);
  });

  test('non-admins and anonymous callers are refused on the management API', async () => {
    const user = await createUser(server, {}, 'management');
    requireUnauthorized(await user.client.get('/external-jwt-signers'));
    requireUnauthorized(await user.client.post('/external-jwt-signers', jwksSigner()));
    requireUnauthorized(await server.anon('management').get('/external-jwt-signers'));
  });
});

describe('external JWT signers: validation', () => {
  test('exactly one of jwksEndpoint and certPem', async () => {
    const neither = { name: unique('signer'), enabled: true, issuer: uniqueIssuer('v'), audience: 'a' };
    assert.match(requireFieldError(await server.mgmt.post('/external-jwt-signers', neither), 'certPem').cause.reason, /jwksEndpoint or certPem is required/);
    const both = { ...neither, jwksEndpoint: idp.jwksUrl, certPem: signerCert().certPem };
    assert.match(requireFieldError(await server.mgmt.post('/external-jwt-signers', both), 'jwksEndpoint').cause.reason, /only one of/);
    const blank = { ...neither, jwksEndpoint: null, certPem: '' };
    requireFieldError(await server.mgmt.post('/external-jwt-signers', blank), 'certPem');
  });

  test('required fields, certificate and URL checks', async () => {
    requireFieldError(await server.mgmt.post('/external-jwt-signers', { enabled: true, issuer: uniqueIssuer('v'), audience: 'a', jwksEndpoint: idp.jwksUrl }), 'name');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', { name: unique('s'), enabled: true, audience: 'a', jwksEndpoint: idp.jwksUrl }), 'issuer');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', { name: unique('s'), issuer: uniqueIssuer('v'), audience: 'a', jwksEndpoint: idp.jwksUrl }), 'enabled');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ jwksEndpoint: null, certPem: 'not a certificate' })), 'certPem');
    const garbled = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n';
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ jwksEndpoint: null, certPem: garbled })), 'certPem');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ jwksEndpoint: 'ftp://idp.test/jwks' })), 'jwksEndpoint');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ targetToken: 'REFRESH' })), 'targetToken');
  });

  test('name, issuer, kid and certificate are unique among signers', async () => {
    const first = jwksSigner({ kid: unique('kid') });
    await create(server, 'external-jwt-signers', first);
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ name: first.name })), 'name');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ issuer: first.issuer })), 'issuer');
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ kid: first.kid })), 'kid');
    const ca = signerCert();
    await create(server, 'external-jwt-signers', jwksSigner({ jwksEndpoint: null, certPem: ca.certPem }));
    requireFieldError(await server.mgmt.post('/external-jwt-signers', jwksSigner({ jwksEndpoint: null, certPem: ca.certPem })), 'certPem');
  });
});

describe('external JWT signers: update and delete', () => {
  test('PUT replaces every field (left-out optional fields return to their defaults)', async () => {
    const id = await create(server, 'external-jwt-signers', jwksSigner({ claimsProperty: 'email', useExternalId: true, clientId: 'c', scopes: ['x'] }));
    const replacement = jwksSigner({ enabled: false, audience: 'other' });
    requireOk(await server.mgmt.put(`/external-jwt-signers/${id}`, replacement));
    const signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.name, replacement.name);
    assert.equal(signer.issuer, replacement.issuer);
    assert.equal(signer.enabled, false);
    assert.equal(signer.audience, 'other');
    assert.equal(signer.claimsProperty, 'sub');
    assert.equal(signer.useExternalId, false);
    assert.equal(signer.clientId, '');
    assert.deepEqual(signer.scopes, []);
  });

  test('PATCH changes only the fields given; switching key source takes both fields', async () => {
    const body = jwksSigner({ clientId: 'keep-me' });
    const id = await create(server, 'external-jwt-signers', body);
    requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { enabled: false, claimsProperty: '/user/id' }));
    let signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.enabled, false);
    assert.equal(signer.claimsProperty, '/user/id');
    assert.equal(signer.clientId, 'keep-me');
    assert.equal(signer.name, body.name);
    const ca = signerCert();
    requireFieldError(await server.mgmt.patch(`/external-jwt-signers/${id}`, { certPem: ca.certPem }), 'jwksEndpoint');
    requireOk(await server.mgmt.patch(`/external-jwt-signers/${id}`, { certPem: ca.certPem, jwksEndpoint: null }));
    signer = requireOk(await server.mgmt.get(`/external-jwt-signers/${id}`));
    assert.equal(signer.fingerprint, opensslFingerprint(ca.certPem));
    assert.equal(signer.jwksEndpoint, null);
    requireFieldError(await server.mgmt.patch(`/external-jwt-signers/${id}`, { name: null }), 'name');
  });

  test('unknown ids are NOT_FOUND', async () => {
    requireError(await server.mgmt.get('/external-jwt-signers/nope'), 404, 'NOT_FOUND');
    requireError(await server.mgmt.patch('/external-jwt-signers/nope', { enabled: true }), 404, 'NOT_FOUND');
    requireError(await server.mgmt.delete('/external-jwt-signers/nope'), 404, 'NOT_FOUND');
  });

  test('a signer an auth policy allows or requires can not be deleted until the policy lets go', async () => {
    const allowed = await create(server, 'external-jwt-signers', jwksSigner());
    const required = await create(server, 'external-jwt-signers', jwksSigner());
    const policy = await create(server, 'auth-policies', extJwtPolicyBody(unique('policy'), { allowedSigners: [allowed] }, required));
    requireError(await server.mgmt.delete(`/external-jwt-signers/${allowed}`), 409, 'CAN_NOT_DELETE_REFERENCED_ENTITY');
    requireError(await server.mgmt.delete(`/external-jwt-signers/${required}`), 409, 'CAN_NOT_DELETE_REFERENCED_ENTITY');
    requireOk(await server.mgmt.get(`/external-jwt-signers/${allowed}`));
    requireOk(await server.mgmt.delete(`/auth-policies/${policy}`));
    requireOk(await server.mgmt.delete(`/external-jwt-signers/${allowed}`));
    requireOk(await server.mgmt.delete(`/external-jwt-signers/${required}`));
    requireError(await server.mgmt.get(`/external-jwt-signers/${allowed}`), 404, 'NOT_FOUND');
  });

  test('the summary counts signers', async () => {
    const before = requireOk(await server.mgmt.get('/summary')).externalJwtSigners;
    assert.equal(typeof before, 'number');
    await create(server, 'external-jwt-signers', jwksSigner());
    assert.equal(requireOk(await server.mgmt.get('/summary')).externalJwtSigners, before + 1);
  });
});

describe('the client API list of signers', () => {
  test('is public, shows enabled signers only, and only their public fields', async () => {
    const body = jwksSigner({ externalAuthUrl: 'https://idp.test/login', clientId: 'pub-client', scopes: ['openid'], targetToken: 'ID' });
    const id = await create(server, 'external-jwt-signers', body);
    const hidden = await create(server, 'external-jwt-signers', jwksSigner({ enabled: false }));
    const anon = server.anon('client');
    const listed = requireOk(await anon.get('/external-jwt-signers?limit=-1'));
    const mine = listed.find((s: { id: string }) => s.id === id);
    assert.ok(mine, 'the enabled signer is listed');
    assert.ok(!listed.some((s: { id: string }) => s.id === hidden), 'a disabled signer is not listed');
    assert.deepEqual(
      { name: mine.name, externalAuthUrl: mine.externalAuthUrl, clientId: mine.clientId, scopes: mine.scopes, targetToken: mine.targetToken, audience: mine.audience },
      { name: body.name, externalAuthUrl: 'https://idp.test/login', clientId: 'pub-client', scopes: ['openid'], targetToken: 'ID', audience: 'ziti' },
    );
    for (const secret of ['issuer', 'certPem', 'jwksEndpoint', 'claimsProperty', 'useExternalId', 'kid', 'enabled']) assert.ok(!(secret in mine), `${secret} is not shown to clients`);
    const filtered = requireOk(await anon.get(`/external-jwt-signers?${filter(`name = "${body.name}"`)}`));
    assert.deepEqual(filtered.map((s: { id: string }) => s.id), [id]);
  });
});

describe('external JWT signers in GraphQL', () => {
  test('create, read, patch, replace and delete, with the same values REST shows', async () => {
    const ca = signerCert();
    const input = {
      name: unique('gqlsigner'), enabled: true, issuer: uniqueIssuer('gql'), audience: 'ziti', certPem: ca.certPem, kid: unique('kid'),
      claimsProperty: 'email', externalAuthUrl: 'https://idp.test/a', clientId: 'cid', scopes: ['openid'], targetToken: 'ID' as const, tags: { via: 'gql' },
    };
    const created = requireData(await server.gql(ExtJwtCreateSignerDocument, { input })).createExternalJwtSigner;
    const rest = requireOk(await server.mgmt.get(`/external-jwt-signers/${created.id}`));
    const shared = ['id', 'name', 'enabled', 'issuer', 'audience', 'certPem', 'jwksEndpoint', 'fingerprint', 'commonName', 'kid', 'claimsProperty', 'useExternalId',
      'externalAuthUrl', 'clientId', 'scopes', 'targetToken', 'tags', 'createdAt', 'updatedAt', 'notBefore', 'notAfter'] as const;
    const read = requireData(await server.gql(ExtJwtSignerDocument, { id: created.id })).externalJwtSigner;
    for (const field of shared) {
      const gqlValue = read[field];
      const restValue = rest[field];
      if (field.endsWith('At') || field.startsWith('not')) assert.equal(Date.parse(String(gqlValue)), Date.parse(restValue), field);
      else assert.deepEqual(gqlValue, restValue, field);
    }
    const listed = requireData(await server.gql(ExtJwtSignersDocument, { filter: `id = "${created.id}"` })).externalJwtSigners;
    assert.deepEqual(listed.items.map((s) => s.id), [created.id]);
    assert.ok(listed.filterableFields.includes('issuer'));

    const patched = requireData(await server.gql(ExtJwtPatchSignerDocument, { id: created.id, input: { enabled: false } })).patchExternalJwtSigner;
    assert.equal(patched.enabled, false);
    assert.equal(patched.claimsProperty, 'email', 'a patch keeps the fields it does not give');
    assert.equal(requireOk(await server.mgmt.get(`/external-jwt-signers/${created.id}`)).enabled, false);

    const replaced = requireData(
      await server.gql(ExtJwtUpdateSignerDocument, { id: created.id, input: { name: input.name, enabled: true, issuer: input.issuer, audience: null, jwksEndpoint: idp.jwksUrl } }),
    ).updateExternalJwtSigner;
    assert.equal(replaced.certPem, null);
    assert.equal(replaced.fingerprint, null, 'GraphQL shows what a JWKS signer lacks as null');
    assert.equal(replaced.claimsProperty, 'sub');

    const bad = await server.gql(ExtJwtPatchSignerDocument, { id: created.id, input: { certPem: ca.certPem } });
    assert.equal(bad.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE');

    assert.equal(requireData(await server.gql(ExtJwtDeleteSignerDocument, { id: created.id })).deleteExternalJwtSigner, true);
    requireError(await server.mgmt.get(`/external-jwt-signers/${created.id}`), 404, 'NOT_FOUND');
  });

  test('non-admins are refused', async () => {
    const user = await createUser(server);
    const res = await server.gql(ExtJwtSignersDocument, {}, user.client.token);
    assert.ok(res.errors?.length, 'refused');
    assert.equal(res.data, null);
  });
});
