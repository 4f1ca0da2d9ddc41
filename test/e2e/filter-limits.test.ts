import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../support/server';
import { requireError, requireFieldError, requireOk, type RestResponse } from '../support/rest-client';
import { gqlRaw, requireData, type GqlResult } from '../support/gql-client';
import { IdentityIdsDocument, MyServicesDocument } from '../graphql/generated';
import { create, createIdentity, createService, createServicePolicy, createUser, filter, ids, unique, type User } from '../support/fixtures';

/**
 * Hostile filters (deep nesting, thousands of terms, huge lists) are refused by the filter parser
 * with 400 INVALID_FILTER naming the limit, on both APIs, and leave the server healthy. Filters at
 * the limits still answer correctly. A `;` is an ordinary character in filter values, role filters
 * and usernames.
 */

const server = useTestServer();
let user: User;
let serviceId: string;
server.setup(async () => {
  user = await createUser(server);
  serviceId = await createService(server);
  await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${serviceId}`]);
});

const TOO_DEEP = 'the filter nests deeper than 32 levels';
const TOO_MANY_TERMS = 'the filter has more than 256 terms';
const TOO_LONG = 'the filter is longer than 65536 characters';

const orTerms = (names: string[]) => names.map((n) => `name = "${n}"`).join(' or ');
const parens = (n: number, inner: string) => '('.repeat(n) + inner + ')'.repeat(n);

/** GraphQL identities with a filter, as the admin; the filter is sent as a string literal in the document. */
const gqlIdentities = (f: string) => gqlRaw<{ identities: { items: { id: string }[] } }>(server.url, `{ identities(filter: ${JSON.stringify(f)}, limit: -1) { items { id } } }`, {}, server.admin);

function requireFilterError(res: RestResponse, reason: string): void {
  const error = requireError(res, 400, 'INVALID_FILTER');
  assert.deepEqual([error.cause?.message, error.causeMessage], [reason, reason], res.text);
}

function requireGqlError(result: GqlResult<unknown>, code: string, reason?: string): void {
  assert.equal(result.errors?.[0]?.extensions?.code, code, JSON.stringify(result.errors));
  if (reason !== undefined) assert.equal((result.errors?.[0]?.extensions?.cause as { message?: string })?.message, reason);
  assert.equal(result.data ?? null, null, 'no list answered');
}

/** The server still answers: /version, a REST list on each API, and a GraphQL list. */
async function requireHealthy(): Promise<void> {
  const version = await fetch(`${server.url}/version`);
  assert.equal(version.status, 200);
  assert.equal(typeof ((await version.json()) as { data?: { version?: unknown } }).data?.version, 'string');
  assert.deepEqual(ids(requireOk(await user.client.get('/services'))), [serviceId]);
  assert.equal(requireOk(await server.mgmt.get('/identities?limit=1')).length, 1);
  assert.deepEqual(requireData(await gqlIdentities(`id = "${user.id}"`)).identities.items, [{ id: user.id }]);
}

describe('filter limits', () => {
  test('client API, non-admin: 200 nested `not` (804 characters) is 400 INVALID_FILTER; 32 still answer correctly', async () => {
    const hostile = 'not '.repeat(200) + 'true';
    assert.equal(hostile.length, 804);
    requireFilterError(await user.client.get(`/services?${filter(hostile)}`), TOO_DEEP);
    await requireHealthy();

    // At the limit: an even number of `not`s is true, an odd one false.
    assert.deepEqual(ids(requireOk(await user.client.get(`/services?${filter('not '.repeat(32) + 'true')}`))), [serviceId]);
    assert.deepEqual(requireOk(await user.client.get(`/services?${filter('not '.repeat(31) + 'true')}`)), []);
    requireFilterError(await user.client.get(`/services?${filter('not '.repeat(33) + 'true')}`), TOO_DEEP);
    await requireHealthy();
  });

  test('GraphQL: a 1,000-term `or` is INVALID_FILTER; 256 terms answer correctly', async () => {
    const name = unique('many');
    const id = await createIdentity(server, { name });
    const names = (n: number) => [...Array.from({ length: n - 1 }, (_, i) => `${name}x${i}`), name];

    requireGqlError(await gqlIdentities(orTerms(names(1000))), 'INVALID_FILTER', TOO_MANY_TERMS);
    await requireHealthy();

    assert.deepEqual(requireData(await gqlIdentities(orTerms(names(256)))).identities.items.map((i) => i.id), [id]);
    requireGqlError(await gqlIdentities(orTerms(names(257))), 'INVALID_FILTER', TOO_MANY_TERMS);
    // The same limit on the other list path a client polls.
    const mine = await server.gql(MyServicesDocument, { filter: orTerms(names(257)) }, user.client.token);
    requireGqlError(mine, 'INVALID_FILTER', TOO_MANY_TERMS);
    // And over REST, as an `and` chain.
    const and257 = Array.from({ length: 257 }, () => 'name != "x"').join(' and ');
    requireFilterError(await server.mgmt.get(`/identities?${filter(and257)}`), TOO_MANY_TERMS);
    await requireHealthy();
  });

  test('management API: thousands of nested parentheses are INVALID_FILTER (no stack overflow); 32 answer correctly', async () => {
    // Parentheses need no escaping in a query string: 3,000 levels fit in a request line.
    requireFilterError(await server.mgmt.get(`/identities?filter=${parens(3000, 'true')}`), TOO_DEEP);
    requireFilterError(await server.mgmt.get(`/identities?filter=${'('.repeat(6000)}`), TOO_DEEP);
    await requireHealthy();
    // Ten times deeper, through GraphQL (the request line could not carry it).
    requireGqlError(await gqlIdentities(parens(30_000, 'true')), 'INVALID_FILTER', TOO_DEEP);
    await requireHealthy();

    const atLimit = requireOk(await server.mgmt.get(`/identities?${filter(parens(32, `id = "${user.id}"`))}`));
    assert.deepEqual(ids(atLimit), [user.id]);
    requireFilterError(await server.mgmt.get(`/identities?${filter(parens(33, `id = "${user.id}"`))}`), TOO_DEEP);
    await requireHealthy();
  });

  test('length: a filter longer than 65,536 characters is INVALID_FILTER; the longest list of values answers', async () => {
    requireGqlError(await gqlIdentities(`name in ["${'x'.repeat(65_536)}"]`), 'INVALID_FILTER', TOO_LONG);
    // The most parameters a filter can make (about 32,000 one-character values) stay within PostgreSQL's limit.
    const longest = `name in [${'1,'.repeat(32_000)}1] or id = "${user.id}"`;
    assert.ok(longest.length <= 65_536);
    assert.deepEqual(requireData(await gqlIdentities(longest)).identities.items.map((i) => i.id), [user.id]);
    await requireHealthy();
  });

  test('roleFilter: at most 256 roles, on REST and GraphQL', async () => {
    const attr = unique('ra');
    const id = await createIdentity(server, { roleAttributes: [attr] });
    const roles = (n: number) => [...Array.from({ length: n - 1 }, (_, i) => `#${attr}x${i}`), `#${attr}`];
    const query = (n: number) => roles(n).map((r) => `roleFilter=${encodeURIComponent(r)}`).join('&');

    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?roleSemantic=AnyOf&${query(256)}`))), [id]);
    const rest = requireFieldError(await server.mgmt.get(`/identities?roleSemantic=AnyOf&${query(257)}`), 'roleFilter');
    assert.match(rest.cause.reason, /at most 256 roles/);

    const gql = (n: number) => server.gql(IdentityIdsDocument, { roleFilter: roles(n), roleSemantic: 'AnyOf' });
    assert.deepEqual(requireData(await gql(256)).identities.items.map((i) => i.id), [id]);
    requireGqlError(await gql(257), 'COULD_NOT_VALIDATE');
    await requireHealthy();
  });
});

describe('a ; in values', () => {
  test('a filter value with ; finds the entity named so (REST, escaped or not, and GraphQL)', async () => {
    const name = `${unique('semi')};${unique('colon')}`;
    const id = await createIdentity(server, { name });
    const [before, after] = name.split(';');
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?${filter(`name = "${name}"`)}`))), [id]);
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?filter=name%20%3D%20%22${before};${after}%22`))), [id]);
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?${filter(`name contains ";${after}"`)}`))), [id]);
    assert.deepEqual(requireData(await gqlIdentities(`name = "${name}"`)).identities.items.map((i) => i.id), [id]);
    // Neither the value nor the query string is cut at the ;.
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities?${filter(`name = "${before}"`)}`)), []);
    const column = 'name = "'.length + before.length + 2;
    requireFilterError(await server.mgmt.get(`/identities?filter=name%20%3D%20%22${before}%22;x`), `Unexpected symbol: ";" at line: 1 column: ${column}`);
  });

  test('a roleFilter #x;y selects the attribute x;y (management and client API, GraphQL)', async () => {
    const attr = `${unique('r')};${unique('y')}`;
    const [x, y] = attr.split(';');
    const identityId = await createIdentity(server, { roleAttributes: [attr] });
    await createIdentity(server, { roleAttributes: [x, y] });
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?roleFilter=${encodeURIComponent(`#${attr}`)}`))), [identityId]);
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities?roleFilter=%23${x};${y}`))), [identityId]);
    const gql = await server.gql(IdentityIdsDocument, { roleFilter: [`#${attr}`] });
    assert.deepEqual(requireData(gql).identities.items.map((i) => i.id), [identityId]);

    const svc = await createService(server, { roleAttributes: [attr] });
    await createServicePolicy(server, 'Dial', [`@${user.id}`], [`#${attr}`]);
    assert.deepEqual(ids(requireOk(await user.client.get(`/services?roleFilter=%23${x};${y}`))), [svc]);
    assert.deepEqual(requireOk(await user.client.get(`/services?roleFilter=%23${x}`)), []);
  });

  test('a user whose username (and password) contain ; is created with updb and logs in on the client API', async () => {
    const identityId = await createIdentity(server);
    const username = `${unique('u')};${unique('v')}`;
    const password = `pw;${unique('secret')};`;
    const authenticatorId = await create(server, 'authenticators', { method: 'updb', identityId, username, password });

    const login = await server.anon('client').post('/authenticate?method=password', { username, password });
    const token = requireOk(login).token;
    assert.equal(typeof token, 'string');
    assert.equal(requireOk(await server.anon('client').as(token).get('/current-identity')).id, identityId);
    // Only the whole username logs in.
    const prefix = await server.anon('client').post('/authenticate?method=password', { username: username.split(';')[0], password });
    requireError(prefix, 401, 'INVALID_AUTH');

    const found = requireOk(await server.mgmt.get(`/authenticators?${filter(`username = "${username}"`)}`));
    assert.deepEqual(ids(found), [authenticatorId]);
  });
});
