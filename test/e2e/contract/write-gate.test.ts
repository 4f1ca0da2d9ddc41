import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk, type RestResponse } from '../../support/rest-client';
import { graphqlUrl } from '../../support/gql-client';
import { create, createIdentity, createService, createUser, unique } from '../../support/fixtures';
import { incompressible } from '../../support/fuzz/values';
import { Prng } from '../../support/fuzz/prng';

/**
 * One gate for every write (services/core/write-gate.ts): REST and GraphQL refuse the same input
 * with the same answer, since both pass the same write schema in the service. Each case is sent
 * once as a REST body and once as the input of the matching GraphQL mutation; both must answer
 * 400 COULD_NOT_VALIDATE with the same message and the same cause (field and reason). Among them:
 * the inputs the REST fuzzer's table of nasty inputs (fuzz.test.ts) refuses naming a field, that
 * GraphQL's own types let through to the service (a number beyond a 53-bit integer, say, GraphQL's
 * SafeInt refuses itself, as graphql-js answers every value its types can not hold).
 */

const server = useTestServer();
let serviceId: string;
let identityId: string;
let enrollmentId: string;
let authenticatorId: string;
let configTypeId: string;
let edgeRouterId: string;

server.setup(async () => {
  serviceId = await createService(server);
  identityId = await createIdentity(server);
  const enrolling = await createIdentity(server, { enrollment: { ott: true } });
  enrollmentId = requireOk(await server.mgmt.get(`/identities/${enrolling}`)).enrollment.ott.id;
  authenticatorId = (await createUser(server)).authenticatorId;
  configTypeId = await create(server, 'config-types', { name: unique('gate-ct') });
  edgeRouterId = await create(server, 'edge-routers', { name: unique('gate-er') });
});

/** What an API answered: the HTTP status (GraphQL: extensions.httpStatus), code, message and cause. */
interface Refusal {
  status: number;
  code: unknown;
  message: unknown;
  cause: { field?: string; reason?: string } | undefined;
}

function restRefusal(res: RestResponse): Refusal {
  const error = res.body?.error;
  return { status: res.status, code: error?.code, message: error?.message, cause: error?.cause };
}

/** Sends a GraphQL request whose JSON body is `body` as written (numbers beyond a double stay in the text). */
async function gqlText(body: string): Promise<Refusal> {
  const res = await fetch(graphqlUrl(server.url), { method: 'POST', headers: { 'content-type': 'application/json', 'zt-session': server.admin }, body });
  const answer = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  const error = answer.errors?.[0];
  assert.ok(error, `GraphQL refused nothing: ${JSON.stringify(answer)}`);
  return { status: Number(error.extensions?.httpStatus), code: error.extensions?.code, message: error.message, cause: error.extensions?.cause as Refusal['cause'] };
}

const gql = (query: string, variables: Record<string, unknown>) => gqlText(JSON.stringify({ query, variables }));

interface Case {
  name: string;
  rest: () => Promise<RestResponse>;
  graphql: () => Promise<Refusal>;
  /** The field both name. */
  field: string;
  /** The reason both give, when the case is about its wording. */
  reason?: string | RegExp;
}

const M = {
  createIdentity: 'mutation ($input: IdentityCreateInput!) { createIdentity(input: $input) { id } }',
  patchIdentity: 'mutation ($id: ID!, $input: IdentityPatchInput!) { patchIdentity(id: $id, input: $input) { id } }',
  createService: 'mutation ($input: ServiceCreateInput!) { createService(input: $input) { id } }',
  patchService: 'mutation ($id: ID!, $input: ServicePatchInput!) { patchService(id: $id, input: $input) { id } }',
  createEdgeRouter: 'mutation ($input: EdgeRouterInput!) { createEdgeRouter(input: $input) { id } }',
  createEnrollment: 'mutation ($input: EnrollmentCreateInput!) { createEnrollment(input: $input) { id } }',
  refreshEnrollment: 'mutation ($id: ID!, $expiresAt: DateTimeISO!) { refreshEnrollment(id: $id, expiresAt: $expiresAt) { id } }',
  reEnrollAuthenticator: 'mutation ($id: ID!, $expiresAt: DateTimeISO!) { reEnrollAuthenticator(id: $id, expiresAt: $expiresAt) { id } }',
  createConfigType: 'mutation ($input: ConfigTypeInput!) { createConfigType(input: $input) { id } }',
  patchConfigType: 'mutation ($id: ID!, $input: ConfigTypePatchInput!) { patchConfigType(id: $id, input: $input) { id } }',
  createEdgeRouterPolicy: 'mutation ($input: EdgeRouterPolicyInput!) { createEdgeRouterPolicy(input: $input) { id } }',
  createServicePolicy: 'mutation ($input: ServicePolicyInput!) { createServicePolicy(input: $input) { id } }',
  createTerminator: 'mutation ($input: TerminatorCreateInput!) { createTerminator(input: $input) { id } }',
  createExternalJwtSigner: 'mutation ($input: ExternalJwtSignerInput!) { createExternalJwtSigner(input: $input) { id } }',
  createAuthPolicy: 'mutation ($input: AuthPolicyInput!) { createAuthPolicy(input: $input) { id } }',
  createPostureCheck: 'mutation ($input: PostureCheckInput!) { createPostureCheck(input: $input) { id } }',
};

const json = { 'content-type': 'application/json' };
const identity = (extra: Record<string, unknown>) => ({ name: unique('gate-i'), type: 'User', isAdmin: false, ...extra });
const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const YEAR_10000 = '9999-12-31T23:59:59-23:59';
const updbRules = { allowed: true, minPasswordLength: 3, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 };
const authPolicy = () => ({
  name: unique('gate-ap'),
  primary: { cert: { allowed: true, allowExpiredCerts: false }, extJwt: { allowed: false, allowedSigners: [] }, updb: updbRules },
  secondary: { requireTotp: false, requireExtJwtSigner: null },
});

const CASES: Case[] = [
  // ---- the issue's reproductions: GraphQL answered 500 UNHANDLED, and stored tags REST refuses ----
  {
    name: 'an identity with defaultHostingPrecedence "bogus" (its allowed values named once)',
    rest: () => server.mgmt.post('/identities', identity({ defaultHostingPrecedence: 'bogus' })),
    graphql: () => gql(M.createIdentity, { input: identity({ defaultHostingPrecedence: 'bogus' }) }),
    field: 'defaultHostingPrecedence',
    reason: 'defaultHostingPrecedence must be one of "default", "required", "failed" or null',
  },
  {
    name: 'an identity with a tag whose value is an object',
    rest: () => server.mgmt.post('/identities', identity({ tags: { a: { nested: 1 } } })),
    graphql: () => gql(M.createIdentity, { input: identity({ tags: { a: { nested: 1 } } }) }),
    field: 'tags.a',
    reason: 'tags.a must be a string, a boolean or null',
  },
  {
    name: 'a service with a tag whose value is an object',
    rest: () => server.mgmt.post('/services', { name: unique('gate-s'), encryptionRequired: true, tags: { a: { nested: 1 } } }),
    graphql: () => gql(M.createService, { input: { name: unique('gate-s'), encryptionRequired: true, tags: { a: { nested: 1 } } } }),
    field: 'tags.a',
    reason: 'tags.a must be a string, a boolean or null',
  },
  {
    name: 'a service patch with a tag whose value is an array',
    rest: () => server.mgmt.patch(`/services/${serviceId}`, { tags: { a: [1] } }),
    graphql: () => gql(M.patchService, { id: serviceId, input: { tags: { a: [1] } } }),
    field: 'tags.a',
  },
  // ---- enumerations: the values taken, once ----
  {
    name: 'a terminator with precedence "bogus"',
    rest: () => server.mgmt.post('/terminators', { service: serviceId, router: edgeRouterId, binding: 'edge', address: 'tcp:a:1', precedence: 'bogus' }),
    graphql: () => gql(M.createTerminator, { input: { service: serviceId, router: edgeRouterId, binding: 'edge', address: 'tcp:a:1', precedence: 'bogus' } }),
    field: 'precedence',
    reason: 'precedence must be one of "default", "required" or "failed"',
  },
  {
    name: 'a service policy with semantic "Most" and type "Host"',
    rest: () => server.mgmt.post('/service-policies', { name: unique('gate-sp'), type: 'Host', semantic: 'Most' }),
    graphql: () => gql(M.createServicePolicy, { input: { name: unique('gate-sp'), type: 'Host', semantic: 'Most' } }),
    field: 'semantic',
    reason: 'semantic must be one of "AllOf" or "AnyOf"',
  },
  {
    name: 'an external JWT signer with targetToken "REFRESH"',
    rest: () => server.mgmt.post('/external-jwt-signers', { name: unique('gate-x'), enabled: true, issuer: unique('iss'), audience: null, jwksEndpoint: 'https://idp.test/jwks', targetToken: 'REFRESH' }),
    graphql: () => gql(M.createExternalJwtSigner, { input: { name: unique('gate-x'), enabled: true, issuer: unique('iss'), audience: null, jwksEndpoint: 'https://idp.test/jwks', targetToken: 'REFRESH' } }),
    field: 'targetToken',
    reason: 'targetToken must be one of "ACCESS", "ID" or null',
  },
  {
    name: 'an OS posture check naming an unknown operating system',
    rest: () => server.mgmt.post('/posture-checks', { name: unique('gate-pc'), typeId: 'OS', operatingSystems: [{ type: 'Plan9', versions: [] }] }),
    graphql: () => gql(M.createPostureCheck, { input: { name: unique('gate-pc'), typeId: 'OS', details: { operatingSystems: [{ type: 'Plan9', versions: [] }] } } }),
    field: 'operatingSystems[0].type',
    reason: /^operatingSystems\[0\]\.type must be one of "Windows", .* or "macOS"$/,
  },
  // ---- ranges and lengths ----
  {
    name: 'an auth policy with a minimum password length below 5',
    rest: () => server.mgmt.post('/auth-policies', authPolicy()),
    graphql: () => gql(M.createAuthPolicy, { input: authPolicy() }),
    field: 'primary.updb.minPasswordLength',
  },
  {
    name: 'an identity name of 256 characters',
    rest: () => server.mgmt.post('/identities', identity({ name: 'n'.repeat(256) })),
    graphql: () => gql(M.createIdentity, { input: identity({ name: 'n'.repeat(256) }) }),
    field: 'name',
  },
  {
    name: 'an identity left without isAdmin (a REST PUT without it, a GraphQL patch to null)',
    rest: () => server.mgmt.put(`/identities/${identityId}`, { name: unique('gate-i'), type: 'User' }),
    graphql: () => gql('mutation ($id: ID!) { patchIdentity(id: $id, input: { isAdmin: null }) { id } }', { id: identityId }),
    field: 'isAdmin',
  },
  // ---- the REST fuzzer's table (fuzz.test.ts), where GraphQL's types let the value through ----
  {
    name: '100,000 nested arrays as a field',
    rest: () => server.mgmt.post('/identities', undefined, { rawBody: `{"name":"n","type":"User","isAdmin":false,"appData":{"x":${deepArrays(100_000)}}}`, headers: json }),
    graphql: () => gqlText(`{"query":${JSON.stringify(M.createIdentity)},"variables":{"input":{"name":"n","type":"User","isAdmin":false,"appData":{"x":${deepArrays(100_000)}}}}}`),
    field: `appData.x${'[0]'.repeat(98)}`,
  },
  {
    name: '10,000 nested objects as a date',
    rest: () => server.mgmt.post('/enrollments', undefined, { rawBody: `{"identityId":"x","method":"ott","expiresAt":${deepObjects(10_000)}}`, headers: json }),
    graphql: () => gqlText(`{"query":${JSON.stringify(M.createEnrollment)},"variables":{"input":{"identityId":"x","method":"ott","expiresAt":${deepObjects(10_000)}}}}`),
    field: `expiresAt${'.a'.repeat(99)}`,
  },
  {
    name: 'unpaired surrogates in appData',
    rest: () => server.mgmt.post('/edge-routers', undefined, { rawBody: '{"name":"gate-surrogate","appData":{"k":["\\udfff\\ud800"]}}', headers: json }),
    graphql: () => gqlText(`{"query":${JSON.stringify(M.createEdgeRouter)},"variables":{"input":{"name":"gate-surrogate","appData":{"k":["\\udfff\\ud800"]}}}}`),
    field: 'appData.k[0]',
  },
  {
    name: 'an unpaired surrogate in a tag name',
    rest: () => server.mgmt.patch(`/services/${serviceId}`, undefined, { rawBody: '{"tags":{"\\ud800":"x"}}', headers: json }),
    graphql: () => gqlText(`{"query":${JSON.stringify(M.patchService)},"variables":{"id":"${serviceId}","input":{"tags":{"\\ud800":"x"}}}}`),
    field: 'tags.\ud800',
  },
  {
    name: 'a number beyond a double',
    rest: () => server.mgmt.post('/identities', undefined, { rawBody: '{"name":"gate-infinity","type":"User","isAdmin":false,"appData":{"n":1e400}}', headers: json }),
    graphql: () => gqlText(`{"query":${JSON.stringify(M.createIdentity)},"variables":{"input":{"name":"gate-infinity","type":"User","isAdmin":false,"appData":{"n":1e400}}}}`),
    field: 'appData.n',
  },
  {
    name: 'expiresAt in year 10000 UTC (create enrollment)',
    rest: () => server.mgmt.post('/enrollments', { identityId, method: 'updb', username: unique('gate-u'), expiresAt: YEAR_10000 }),
    graphql: () => gql(M.createEnrollment, { input: { identityId, method: 'updb', username: unique('gate-u'), expiresAt: YEAR_10000 } }),
    field: 'expiresAt',
  },
  {
    name: 'expiresAt in year 10000 UTC (refresh enrollment)',
    rest: () => server.mgmt.post(`/enrollments/${enrollmentId}/refresh`, { expiresAt: YEAR_10000 }),
    graphql: () => gql(M.refreshEnrollment, { id: enrollmentId, expiresAt: YEAR_10000 }),
    field: 'expiresAt',
  },
  {
    name: 'expiresAt in year 10000 UTC (re-enroll authenticator)',
    rest: () => server.mgmt.post(`/authenticators/${authenticatorId}/re-enroll`, { expiresAt: YEAR_10000 }),
    graphql: () => gql(M.reEnrollAuthenticator, { id: authenticatorId, expiresAt: YEAR_10000 }),
    field: 'expiresAt',
  },
  {
    name: 'an $async config type schema',
    rest: () => server.mgmt.post('/config-types', { name: 'gate-async', schema: { $async: true, type: 'object', required: ['zzz'] } }),
    graphql: () => gql(M.createConfigType, { input: { name: 'gate-async', schema: { $async: true, type: 'object', required: ['zzz'] } } }),
    field: 'schema',
  },
  {
    name: 'an $async schema on a config type',
    rest: () => server.mgmt.patch(`/config-types/${configTypeId}`, { schema: { $async: true, required: ['zzz'] } }),
    graphql: () => gql(M.patchConfigType, { id: configTypeId, input: { schema: { $async: true, required: ['zzz'] } } }),
    field: 'schema',
  },
  {
    name: 'an externalId of 3,000 random characters',
    rest: () => server.mgmt.patch(`/identities/${identityId}`, { externalId: incompressible(new Prng('externalId'), 3000) }),
    graphql: () => gql(M.patchIdentity, { id: identityId, input: { externalId: incompressible(new Prng('externalId'), 3000) } }),
    field: 'externalId',
  },
  {
    name: 'a role attribute of 3,000 random characters',
    rest: () => server.mgmt.post('/services', { name: 'gate-long-attribute', encryptionRequired: true, roleAttributes: [incompressible(new Prng('attribute'), 3000)] }),
    graphql: () => gql(M.createService, { input: { name: 'gate-long-attribute', encryptionRequired: true, roleAttributes: [incompressible(new Prng('attribute'), 3000)] } }),
    field: 'roleAttributes',
  },
  {
    name: 'a policy role of 3,000 random characters',
    rest: () => server.mgmt.post('/edge-router-policies', { name: 'gate-long-role', semantic: 'AnyOf', identityRoles: [`#${incompressible(new Prng('role'), 3000)}`] }),
    graphql: () => gql(M.createEdgeRouterPolicy, { input: { name: 'gate-long-role', semantic: 'AnyOf', identityRoles: [`#${incompressible(new Prng('role'), 3000)}`] } }),
    field: 'identityRoles',
  },
];

describe('REST and GraphQL refuse the same writes the same way', () => {
  for (const c of CASES) {
    test(c.name, async () => {
      const rest = restRefusal(await c.rest());
      const graphql = await c.graphql();
      assert.equal(rest.status, 400, `REST: ${JSON.stringify(rest)}`);
      assert.equal(rest.code, 'COULD_NOT_VALIDATE', `REST: ${JSON.stringify(rest)}`);
      assert.equal(rest.cause?.field, c.field, `REST: ${JSON.stringify(rest)}`);
      assert.deepEqual(
        { status: graphql.status, code: graphql.code, message: graphql.message, field: graphql.cause?.field, reason: graphql.cause?.reason },
        { status: rest.status, code: rest.code, message: rest.message, field: rest.cause?.field, reason: rest.cause?.reason },
        'GraphQL answers as REST',
      );
      if (typeof c.reason === 'string') assert.equal(rest.cause?.reason, c.reason);
      else if (c.reason) assert.match(rest.cause?.reason ?? '', c.reason);
    });
  }
});

test('nothing refused above was written', async () => {
  for (const name of ['gate-surrogate', 'gate-infinity', 'gate-async', 'gate-long-attribute', 'gate-long-role', 'n']) {
    for (const segment of ['identities', 'services', 'edge-routers', 'config-types', 'edge-router-policies']) {
      const found = requireOk(await server.mgmt.get(`/${segment}?filter=${encodeURIComponent(`name = "${name}"`)}`));
      assert.deepEqual(found, [], `${segment} named ${name}`);
    }
  }
  const service = requireOk(await server.mgmt.get(`/services/${serviceId}`));
  assert.deepEqual(service.tags, {}, 'the service kept its tags');
});
