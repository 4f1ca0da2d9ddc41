import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireNotFound, requireOk } from '../../support/rest-client';
import { errorCode, gqlRaw, requireData, type GqlResult } from '../../support/gql-client';
import { Fixtures, sorted, unique } from './fixtures';

let server: TestServer;
let f: Fixtures;
let admin: string;
before(async () => {
  server = await startTestServer();
  f = new Fixtures(server);
  admin = server.mgmt.token!;
});
after(async () => {
  await server?.close();
});

/** Runs a query as the admin, as another identity (its token) or anonymously (null). */
function q<R = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<GqlResult<R>> {
  return gqlRaw<R>(server.url, query, variables, token ?? undefined);
}

async function data<R = any>(query: string, variables: Record<string, unknown> = {}): Promise<R> {
  return requireData(await q<R>(query, variables));
}

const ids = (xs: { id: string }[]) => xs.map((x) => x.id).sort();

const ROUTER_FIELDS = `id name isEdge cost noTraversal disabled isTunnelerEnabled roleAttributes appData tags hostname isOnline isVerified
  fingerprint supportedProtocols syncStatus enrollmentToken enrollmentCreatedAt enrollmentExpiresAt createdAt updatedAt`;

describe('GraphQL: edge routers and routers', () => {
  test('an edge router reads the same as in REST', async () => {
    const id = await f.edgeRouter({ cost: 17, roleAttributes: ['g1'], appData: { a: 1 }, tags: { t: 'x' }, noTraversal: true });
    const rest = await f.get(`/edge-routers/${id}`);
    const { edgeRouter: g } = await data(`query($id: ID!) { edgeRouter(id: $id) { ${ROUTER_FIELDS} } }`, { id });
    for (const k of ['id', 'name', 'cost', 'noTraversal', 'disabled', 'isTunnelerEnabled', 'roleAttributes', 'appData', 'tags', 'hostname', 'isOnline', 'isVerified', 'supportedProtocols', 'syncStatus', 'enrollmentToken', 'enrollmentCreatedAt', 'enrollmentExpiresAt', 'createdAt', 'updatedAt']) {
      assert.deepEqual(g[k], rest[k], k);
    }
    assert.equal(g.isEdge, true);
    assert.equal(g.fingerprint, null);
  });

  test('lists take the filter language and role filters; routers include edge routers', async () => {
    const t = unique('gl');
    const a = await f.edgeRouter({ name: `${t}a`, roleAttributes: [t] });
    await f.edgeRouter({ name: `${t}b` });
    const transit = await f.create('transit-routers', { name: `${t}t` });
    const r = await data(`query($f: String, $rf: [String!]) {
      edgeRouters(filter: $f, roleFilter: $rf) { items { id } pagination { totalCount limit offset } filterableFields }
      routers(filter: $f) { items { id isEdge } pagination { totalCount } } }`, { f: `name contains "${t}"`, rf: [`#${t}`] });
    assert.deepEqual(ids(r.edgeRouters.items), [a]);
    assert.equal(r.edgeRouters.pagination.totalCount, 1);
    assert.ok(r.edgeRouters.filterableFields.includes('roleAttributes'));
    assert.equal(r.routers.pagination.totalCount, 3);
    assert.equal(r.routers.items.find((x: any) => x.id === transit).isEdge, false);
    const bad = await q(`{ edgeRouters(filter: "name ~ 1") { items { id } } }`);
    assert.equal(errorCode(bad), 'INVALID_FILTER');
  });

  test('mutations: create, patch, update, re-enroll, delete', async () => {
    const created = await data(`mutation($i: EdgeRouterInput!) { createEdgeRouter(input: $i) { id name cost roleAttributes enrollmentToken } }`, {
      i: { name: unique('ger'), cost: 3, roleAttributes: ['m'] },
    });
    const id = created.createEdgeRouter.id;
    assert.equal((await f.get(`/edge-routers/${id}`)).cost, 3);
    const patched = await data(`mutation($id: ID!) { patchEdgeRouter(id: $id, input: { cost: 8 }) { cost roleAttributes } }`, { id });
    assert.deepEqual(patched.patchEdgeRouter, { cost: 8, roleAttributes: ['m'] });
    const replaced = await data(`mutation($id: ID!, $n: String!) { updateEdgeRouter(id: $id, input: { name: $n }) { cost roleAttributes } }`, { id, n: unique('ger') });
    assert.deepEqual(replaced.updateEdgeRouter, { cost: 0, roleAttributes: [] });
    const reEnrolled = await data(`mutation($id: ID!) { reEnrollEdgeRouter(id: $id) { enrollmentToken isVerified } }`, { id });
    assert.notEqual(reEnrolled.reEnrollEdgeRouter.enrollmentToken, created.createEdgeRouter.enrollmentToken);
    assert.equal((await f.get(`/edge-routers/${id}`)).enrollmentToken, reEnrolled.reEnrollEdgeRouter.enrollmentToken);
    const bad = await q(`mutation { createEdgeRouter(input: { name: "x", cost: 70000 }) { id } }`);
    assert.equal(errorCode(bad), 'COULD_NOT_VALIDATE');
    assert.equal((bad.errors![0].extensions as any).cause.field, 'cost');
    assert.equal((await data(`mutation($id: ID!) { deleteEdgeRouter(id: $id) }`, { id })).deleteEdgeRouter, true);
    requireNotFound(await f.mgmt.get(`/edge-routers/${id}`));

    const transit = await data(`mutation($n: String!) { createRouter(input: { name: $n, cost: 2 }) { id isEdge cost } }`, { n: unique('gtr') });
    assert.equal(transit.createRouter.isEdge, false);
    assert.equal((await f.get(`/transit-routers/${transit.createRouter.id}`)).cost, 2);
  });

  test('nested lists of edge routers, batched per field', async () => {
    const t = unique('gn');
    const r1 = await f.edgeRouter({ roleAttributes: [t] });
    const r2 = await f.edgeRouter();
    const i1 = await f.identity();
    const s1 = await f.service();
    const erp = await f.edgeRouterPolicy({ identityRoles: [`@${i1}`], edgeRouterRoles: [`#${t}`] });
    const serp = await f.serviceEdgeRouterPolicy({ serviceRoles: [`@${s1}`], edgeRouterRoles: [`@${r1}`, `@${r2}`] });
    const r = await data(`query($f: String) { edgeRouters(filter: $f) { items { id
      edgeRouterPolicies { id } serviceEdgeRouterPolicies { id } identities { id } services { id } } } }`, { f: `id in ["${r1}", "${r2}"]` });
    const byId = new Map(r.edgeRouters.items.map((x: any) => [x.id, x]));
    const one: any = byId.get(r1);
    const two: any = byId.get(r2);
    assert.deepEqual(ids(one.edgeRouterPolicies), [erp]);
    assert.deepEqual(ids(one.serviceEdgeRouterPolicies), [serp]);
    assert.deepEqual(ids(one.identities), [i1]);
    assert.deepEqual(ids(one.services), [s1]);
    assert.deepEqual(two.edgeRouterPolicies, []);
    assert.deepEqual(two.identities, []);
    assert.deepEqual(ids(two.services), [s1]);
    assert.deepEqual(ids(two.serviceEdgeRouterPolicies), [serp]);
  });

  test('enrollment tokens and edge router lists are for admins', async () => {
    const user = await f.nonAdminUser();
    const token = user.client.token!;
    assert.equal(errorCode(await q(`{ edgeRouters { items { id } } }`, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(`{ routers { items { id } } }`, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(`mutation { createEdgeRouter(input: { name: "nope" }) { id } }`, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(`{ edgeRouters { items { id } } }`, {}, null)), 'UNAUTHORIZED');
    // Its own edge routers it may list, but not their enrollment tokens.
    const er = await f.edgeRouter();
    await f.edgeRouterPolicy({ identityRoles: [`@${user.id}`], edgeRouterRoles: [`@${er}`] });
    const own = requireData(await q(`{ myEdgeRouters { items { id } } }`, {}, token));
    assert.deepEqual(ids(own.myEdgeRouters.items), [er]);
    assert.equal(errorCode(await q(`{ myEdgeRouters { items { id enrollmentToken } } }`, {}, token)), 'FORBIDDEN');
  });
});

const SP_FIELDS = `id name type semantic tags identityRoles serviceRoles postureCheckRoles
  identityRolesDisplay { role name } serviceRolesDisplay { role name } postureCheckRolesDisplay { role name }
  identities { id } services { id } postureChecks { id } createdAt updatedAt`;
const ERP_FIELDS = `id name semantic isSystem tags identityRoles edgeRouterRoles identityRolesDisplay { role name } edgeRouterRolesDisplay { role name }
  identities { id } edgeRouters { id } createdAt updatedAt`;
const SERP_FIELDS = `id name semantic tags serviceRoles edgeRouterRoles serviceRolesDisplay { role name } edgeRouterRolesDisplay { role name }
  services { id } edgeRouters { id } createdAt updatedAt`;

/** What a policy reads as in REST, with its affected lists, in the GraphQL shape. */
async function restPolicy(segment: string, id: string, lists: Record<string, string>): Promise<Record<string, unknown>> {
  const d = await f.get(`/${segment}/${id}`);
  delete d._links;
  for (const [field, path] of Object.entries(lists)) d[field] = (await f.ids(`/${segment}/${id}/${path}`)).map((x) => ({ id: x }));
  return d;
}

function normalized(g: Record<string, any>, lists: string[]): Record<string, unknown> {
  const out = { ...g };
  for (const l of lists) out[l] = sorted(g[l].map((x: any) => x.id)).map((id) => ({ id }));
  return out;
}

describe('GraphQL: policies (REST parity)', () => {
  test('service, edge router and service edge router policies read the same as in REST, with roles display and affected lists', async () => {
    const t = unique('par');
    const i1 = await f.identity({ roleAttributes: [t] });
    const i2 = await f.identity();
    const s1 = await f.service({ roleAttributes: [t] });
    const pc = await f.postureCheck({ roleAttributes: [t] });
    const er = await f.edgeRouter({ roleAttributes: [t] });
    const sp = await f.servicePolicy({ type: 'Bind', semantic: 'AnyOf', identityRoles: [`#${t}`, `@${i2}`], serviceRoles: [`@${s1}`], postureCheckRoles: [`#${t}`], tags: { a: 'b' } });
    const erp = await f.edgeRouterPolicy({ identityRoles: [`@${i1}`], edgeRouterRoles: [`#${t}`] });
    const serp = await f.serviceEdgeRouterPolicy({ serviceRoles: [`#${t}`], edgeRouterRoles: [`@${er}`] });

    const g = await data(`query($sp: ID!, $erp: ID!, $serp: ID!) {
      servicePolicy(id: $sp) { ${SP_FIELDS} } edgeRouterPolicy(id: $erp) { ${ERP_FIELDS} } serviceEdgeRouterPolicy(id: $serp) { ${SERP_FIELDS} } }`, { sp, erp, serp });

    const spRest = await restPolicy('service-policies', sp, { identities: 'identities', services: 'services', postureChecks: 'posture-checks' });
    assert.deepEqual(normalized(g.servicePolicy, ['identities', 'services', 'postureChecks']), spRest);
    assert.deepEqual(ids(g.servicePolicy.identities), sorted([i1, i2]));
    assert.deepEqual(ids(g.servicePolicy.postureChecks), [pc]);

    const erpRest = await restPolicy('edge-router-policies', erp, { identities: 'identities', edgeRouters: 'edge-routers' });
    assert.deepEqual(normalized(g.edgeRouterPolicy, ['identities', 'edgeRouters']), erpRest);
    assert.deepEqual(ids(g.edgeRouterPolicy.edgeRouters), [er]);

    const serpRest = await restPolicy('service-edge-router-policies', serp, { services: 'services', edgeRouters: 'edge-routers' });
    assert.deepEqual(normalized(g.serviceEdgeRouterPolicy, ['services', 'edgeRouters']), serpRest);
    assert.deepEqual(g.serviceEdgeRouterPolicy.edgeRouterRolesDisplay, [{ role: `@${er}`, name: `@${(await f.get(`/edge-routers/${er}`)).name}` }]);
  });

  test('a page of policies resolves each one its own roles display and nested lists', async () => {
    const t = unique('many');
    const identities = [await f.identity(), await f.identity(), await f.identity()];
    const policies = [];
    for (let i = 0; i < 3; i++) policies.push(await f.servicePolicy({ name: `${t}p${i}`, identityRoles: identities.slice(0, i + 1).map((x) => `@${x}`) }));
    const r = await data(`query($f: String) { servicePolicies(filter: $f, sort: "name") { items { id identityRolesDisplay { name } identities { id } first: identities(limit: 1) { id } } pagination { totalCount } filterableFields } }`, {
      f: `name contains "${t}"`,
    });
    assert.equal(r.servicePolicies.pagination.totalCount, 3);
    assert.ok(r.servicePolicies.filterableFields.includes('identityRoles'));
    for (let i = 0; i < 3; i++) {
      const item = r.servicePolicies.items[i];
      assert.equal(item.id, policies[i]);
      assert.deepEqual(ids(item.identities), sorted(identities.slice(0, i + 1)));
      assert.equal(item.first.length, 1);
      const names = await Promise.all(identities.slice(0, i + 1).map(async (x) => `@${(await f.get(`/identities/${x}`)).name}`));
      assert.deepEqual(item.identityRolesDisplay.map((d: any) => d.name), names);
    }
  });

  test('policy mutations and their errors', async () => {
    const i1 = await f.identity();
    const created = await data(`mutation($i: ServicePolicyInput!) { createServicePolicy(input: $i) { id type identityRolesDisplay { role name } } }`, {
      i: { name: unique('gsp'), type: 'Dial', semantic: 'AllOf', identityRoles: [`@${i1}`] },
    });
    const id = created.createServicePolicy.id;
    assert.equal((await f.get(`/service-policies/${id}`)).type, 'Dial');
    const patched = await data(`mutation($id: ID!) { patchServicePolicy(id: $id, input: { type: "Bind" }) { type identityRoles } }`, { id });
    assert.deepEqual(patched.patchServicePolicy, { type: 'Bind', identityRoles: [`@${i1}`] });
    const bad = await q(`mutation($id: ID!) { patchServicePolicy(id: $id, input: { serviceRoles: ["@missing"] }) { id } }`, { id });
    assert.equal(errorCode(bad), 'COULD_NOT_VALIDATE');
    assert.equal((bad.errors![0].extensions as any).cause.field, 'serviceRoles');

    const erp = await data(`mutation($n: String!) { createEdgeRouterPolicy(input: { name: $n, semantic: "AnyOf", edgeRouterRoles: ["#all"] }) { id edgeRouterRolesDisplay { role name } } }`, { n: unique('gerp') });
    assert.deepEqual(erp.createEdgeRouterPolicy.edgeRouterRolesDisplay, [{ role: '#all', name: '#all' }]);
    assert.equal((await data(`mutation($id: ID!) { deleteEdgeRouterPolicy(id: $id) }`, { id: erp.createEdgeRouterPolicy.id })).deleteEdgeRouterPolicy, true);

    const tunneler = await f.edgeRouter({ isTunnelerEnabled: true });
    assert.equal(errorCode(await q(`mutation($id: ID!) { deleteEdgeRouterPolicy(id: $id) }`, { id: tunneler })), 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal(errorCode(await q(`{ servicePolicy(id: "missing") { id } }`)), 'NOT_FOUND');
    const user = await f.nonAdminUser();
    assert.equal(errorCode(await q(`{ servicePolicies { items { id } } }`, {}, user.client.token!)), 'FORBIDDEN');
  });
});

describe('GraphQL: posture checks', () => {
  test('create, read (REST parity), patch details and types', async () => {
    const created = await data(`mutation($i: PostureCheckInput!) { createPostureCheck(input: $i) { id typeId version details } }`, {
      i: { name: unique('gpc'), typeId: 'MAC', roleAttributes: ['gq'], details: { macAddresses: ['AA-BB-CC-DD-EE-FF'] } },
    });
    const id = created.createPostureCheck.id;
    assert.deepEqual(created.createPostureCheck.details, { macAddresses: ['aabbccddeeff'] });
    const rest = await f.get(`/posture-checks/${id}`);
    const { postureCheck: g } = await data(`query($id: ID!) { postureCheck(id: $id) { id name typeId version roleAttributes tags details createdAt updatedAt } }`, { id });
    for (const k of ['id', 'name', 'typeId', 'version', 'roleAttributes', 'tags', 'createdAt', 'updatedAt']) assert.deepEqual(g[k], rest[k], k);
    assert.deepEqual(g.details.macAddresses, rest.macAddresses);

    const patched = await data(`mutation($id: ID!) { patchPostureCheck(id: $id, input: { typeId: "MAC", details: { macAddresses: ["001122334455"] } }) { version roleAttributes details } }`, { id });
    assert.deepEqual(patched.patchPostureCheck, { version: 2, roleAttributes: ['gq'], details: { macAddresses: ['001122334455'] } });
    const bad = await q(`mutation($id: ID!) { patchPostureCheck(id: $id, input: { typeId: "MAC", details: { macAddresses: ["zz"] } }) { id } }`, { id });
    assert.equal((bad.errors![0].extensions as any).cause.field, 'macAddresses[0]');

    const types = await data(`{ postureCheckTypes(limit: -1) { items { id name operatingSystems { type versions } } pagination { totalCount } } postureCheckType(id: "PROCESS") { name } }`);
    assert.equal(types.postureCheckTypes.pagination.totalCount, 6);
    assert.equal(types.postureCheckType.name, (await f.get('/posture-check-types/PROCESS')).name);
    const attrs = await data(`{ postureCheckRoleAttributes(filter: "id = \\"gq\\"") { items } serviceRoleAttributes { pagination { totalCount } } edgeRouterRoleAttributes { items } }`);
    assert.deepEqual(attrs.postureCheckRoleAttributes.items, ['gq']);
    assert.equal(requireOk(await f.mgmt.get('/service-role-attributes')).length >= 0, true);
    assert.equal((await data(`mutation($id: ID!) { deletePostureCheck(id: $id) }`, { id })).deletePostureCheck, true);
    requireNotFound(await f.mgmt.get(`/posture-checks/${id}`));
  });
});
