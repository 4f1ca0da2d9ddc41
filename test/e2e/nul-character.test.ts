import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'graphql';
import { useTestServer } from '../support/server';
import { requireError, requireFieldError } from '../support/rest-client';
import { gqlRaw } from '../support/gql-client';
import { CreateIdentityDocument } from '../graphql/generated';
import { createWsClient, Subscription } from '../support/ws-client';
import { filter, unique } from '../support/fixtures';

/**
 * PostgreSQL cannot store the NUL character in text or jsonb. Requests carrying one, anywhere,
 * are refused at the edge with a 4xx naming the field, and change nothing.
 */

const server = useTestServer();

const identityCount = async () => (await server.mgmt.get('/identities?limit=1')).body.meta.pagination.totalCount as number;

describe('the NUL character in a request', () => {
  test('REST: in a body field, a nested tag or a tag name it is 400 COULD_NOT_VALIDATE naming the field; nothing is created', async () => {
    const before = await identityCount();
    requireFieldError(await server.mgmt.post('/identities', { name: `a\u0000b`, type: 'User', isAdmin: false }), 'name');
    requireFieldError(await server.mgmt.post('/identities', { name: unique('i'), type: 'User', isAdmin: false, tags: { k: 'x\u0000' } }), 'tags.k');
    requireFieldError(await server.mgmt.post('/identities', { name: unique('i'), type: 'User', isAdmin: false, tags: { 'k\u0000': 'x' } }), 'tags.k\u0000');
    requireFieldError(await server.mgmt.post('/identities', { name: unique('i'), type: 'User', isAdmin: false, roleAttributes: ['ok', 'b\u0000'] }), 'roleAttributes[1]');
    assert.equal(await identityCount(), before);
  });

  test('REST: in a query parameter it is 400 naming the parameter; in a path id it names nothing (404)', async () => {
    requireFieldError(await server.mgmt.get(`/identities?${filter('name = "a\u0000b"')}`), 'filter');
    requireError(await server.mgmt.get('/identities/ab%00cd'), 404, 'NOT_FOUND');
    requireError(await server.mgmt.delete('/identities/%00'), 404, 'NOT_FOUND');
    requireError(await server.mgmt.get('/identities/%E0%A4%A'), 404, 'NOT_FOUND');
  });

  test('GraphQL over HTTP: in a variable or a literal it is 400 COULD_NOT_VALIDATE naming the field (inside a write\'s input as REST names it)', async () => {
    const inVariable = await gqlRaw(server.url, 'query ($f: String) { identities(filter: $f) { items { id } } }', { f: 'name = "a\u0000"' }, server.admin);
    assert.equal(inVariable.status, 400);
    assert.equal(inVariable.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE');
    assert.deepEqual((inVariable.errors?.[0]?.extensions?.cause as { field?: string })?.field, 'filter');

    const inLiteral = await gqlRaw(server.url, 'mutation { createIdentity(input: { name: "x\\u0000", type: "User", isAdmin: false }) { id } }', {}, server.admin);
    assert.equal(inLiteral.status, 400);
    assert.equal(inLiteral.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE');
    assert.equal((inLiteral.errors?.[0]?.extensions?.cause as { field?: string })?.field, 'name');
    assert.equal(inLiteral.data ?? null, null, 'nothing ran');
  });

  test('GraphQL: other text no column stores (an unpaired surrogate) and years past 9999 are 400s too, not UNHANDLED', async () => {
    const surrogate = await gqlRaw(server.url, 'mutation ($a: JSONObject) { createIdentity(input: { name: "s", type: "User", isAdmin: false, appData: $a }) { id } }', { a: { k: '\udfff' } }, server.admin);
    assert.equal(surrogate.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE', JSON.stringify(surrogate.errors));
    assert.equal((surrogate.errors?.[0]?.extensions?.cause as { field?: string })?.field, 'appData.k');
    const identity = await server.gql(CreateIdentityDocument, { input: { name: unique('y'), type: 'User', isAdmin: false } });
    const id = identity.data!.createIdentity.id;
    const farFuture = await gqlRaw(server.url, 'mutation ($id: String!) { createEnrollment(input: { identityId: $id, method: "ott", expiresAt: "9999-12-31T23:59:59-23:59" }) { id } }', { id }, server.admin);
    assert.equal(farFuture.errors?.[0]?.extensions?.code, 'COULD_NOT_VALIDATE', JSON.stringify(farFuture.errors));
    assert.equal((farFuture.errors?.[0]?.extensions?.cause as { field?: string })?.field, 'expiresAt');
  });

  test('GraphQL over WebSocket: refused the same way', async () => {
    const client = createWsClient(server.url, server.admin);
    const op = new Subscription(client, parse('query ($f: String) { identities(filter: $f) { items { id } } }') as never, { f: 'a\u0000' });
    try {
      const [error] = await op.failure();
      assert.equal(error.extensions?.code, 'COULD_NOT_VALIDATE');
    } finally {
      await op.dispose();
    }
  });
});
