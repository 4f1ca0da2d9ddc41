import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import { createCredentials, createIdentity, filter, logIn, unique } from '../../support/fixtures';
import {
  AuthPoliciesDocument, AuthPolicyDocument, CreateAuthPolicyDocument, DeleteAuthPolicyDocument, IdentityAuthPolicyDocument, PatchAuthPolicyDocument,
  UpdateAuthPolicyDocument,
  type AuthPolicyInput,
} from '../../graphql/generated';

/**
 * Auth policies through GraphQL, read back through both APIs: every field the two share has the
 * same value (REST/GraphQL parity), and the service's rules hold for GraphQL input too.
 */

const server = useTestServer();

function input(overrides: { maxAttempts?: number; minPasswordLength?: number } = {}): AuthPolicyInput {
  return {
    name: unique('gql-policy'),
    tags: { via: 'graphql' },
    primary: {
      cert: { allowed: false, allowExpiredCerts: false },
      extJwt: { allowed: true, allowedSigners: [] },
      updb: {
        allowed: true, minPasswordLength: overrides.minPasswordLength ?? 8, requireSpecialChar: true, requireNumberChar: false, requireMixedCase: true,
        maxAttempts: overrides.maxAttempts ?? 3, lockoutDurationMinutes: 15,
      },
    },
    secondary: { requireTotp: true, requireExtJwtSigner: null },
  };
}

/** The REST detail reduced to what GraphQL shows (GraphQL has no _links). */
async function restView(id: string) {
  const { _links: _ignored, ...rest } = requireOk(await server.mgmt.get(`/auth-policies/${id}`));
  return rest;
}

describe('auth policies in GraphQL', () => {
  test('created through GraphQL, the same through both APIs, in detail and list views', async () => {
    const created = requireData(await server.gql(CreateAuthPolicyDocument, { input: input() })).createAuthPolicy;
    const viaGraphql = requireData(await server.gql(AuthPolicyDocument, { id: created.id })).authPolicy;
    assert.deepEqual(viaGraphql, created);
    assert.deepEqual(await restView(created.id), viaGraphql);
    const page = requireData(await server.gql(AuthPoliciesDocument, { filter: `name = "${created.name}"` })).authPolicies;
    assert.deepEqual(page.items, [viaGraphql]);
    assert.ok(page.filterableFields.includes('name'));
    const restList = requireOk(await server.mgmt.get(`/auth-policies?${filter(`name = "${created.name}"`)}`));
    assert.deepEqual(restList.map(({ _links, ...p }: Record<string, unknown>) => p), page.items);
  });

  test('a patch changes only the rules it gives; an update replaces everything', async () => {
    const { id } = requireData(await server.gql(CreateAuthPolicyDocument, { input: input() })).createAuthPolicy;
    const patched = requireData(await server.gql(PatchAuthPolicyDocument, { id, input: { primary: { updb: { maxAttempts: 7 } }, secondary: { requireTotp: false } } })).patchAuthPolicy;
    assert.equal(patched.primary.updb.maxAttempts, 7);
    assert.equal(patched.primary.updb.minPasswordLength, 8);
    assert.equal(patched.primary.cert.allowed, false);
    assert.equal(patched.secondary.requireTotp, false);
    assert.deepEqual(patched.tags, { via: 'graphql' });
    assert.deepEqual(await restView(id), patched);

    const replacement = { ...input({ maxAttempts: 0 }), tags: null };
    const updated = requireData(await server.gql(UpdateAuthPolicyDocument, { id, input: replacement })).updateAuthPolicy;
    assert.equal(updated.primary.updb.maxAttempts, 0);
    assert.deepEqual(updated.tags, {});
    assert.deepEqual(await restView(id), updated);

    assert.equal(requireData(await server.gql(DeleteAuthPolicyDocument, { id })).deleteAuthPolicy, true);
    assert.equal(errorCode(await server.gql(AuthPolicyDocument, { id })), 'NOT_FOUND');
  });

  test('an identity links to its auth policy', async () => {
    const { id: policyId, name } = requireData(await server.gql(CreateAuthPolicyDocument, { input: input() })).createAuthPolicy;
    const identityId = await createIdentity(server, { authPolicyId: policyId });
    const identity = requireData(await server.gql(IdentityAuthPolicyDocument, { id: identityId })).identity;
    assert.deepEqual(identity, { authPolicyId: policyId, authPolicy: { id: policyId, name } });
    const byDefault = requireData(await server.gql(IdentityAuthPolicyDocument, { id: await createIdentity(server) })).identity;
    assert.deepEqual(byDefault.authPolicy, { id: 'default', name: 'Default' });
  });

  test('GraphQL input obeys the same rules as REST bodies', async () => {
    const tooShort = await server.gql(CreateAuthPolicyDocument, { input: input({ minPasswordLength: 4 }) });
    assert.equal(errorCode(tooShort), 'COULD_NOT_VALIDATE');
    const negative = await server.gql(CreateAuthPolicyDocument, { input: input({ maxAttempts: -2 }) });
    assert.equal(errorCode(negative), 'COULD_NOT_VALIDATE');
    assert.equal(errorCode(await server.gql(DeleteAuthPolicyDocument, { id: 'default' })), 'ENTITY_CAN_NOT_BE_DELETED');
  });

  test('non-admins are refused', async () => {
    const user = await createCredentials(server);
    const { client } = await logIn(server, user.username, user.password);
    const token = client.token;
    assert.ok(token);
    assert.equal(errorCode(await server.gql(AuthPoliciesDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(CreateAuthPolicyDocument, { input: input() }, token)), 'FORBIDDEN');
  });
});
