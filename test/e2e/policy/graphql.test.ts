import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireNotFound, requireOk } from '../../support/rest-client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { errorCode, requireData, type GqlResult } from '../../support/gql-client';
import {
  PolicyCreateEdgeRouterDocument,
  PolicyCreateEdgeRouterPolicyDocument,
  PolicyCreatePostureCheckDocument,
  PolicyCreateRouterDocument,
  PolicyCreateServicePolicyDocument,
  PolicyDeleteEdgeRouterDocument,
  PolicyDeleteEdgeRouterPolicyDocument,
  PolicyDeletePostureCheckDocument,
  PolicyDetailsDocument,
  PolicyEdgeRouterDocument,
  PolicyEdgeRouterIdsDocument,
  PolicyEdgeRouterRelationsDocument,
  PolicyMyEdgeRouterIdsDocument,
  PolicyMyEdgeRouterTokensDocument,
  PolicyPatchEdgeRouterDocument,
  PolicyPatchPostureCheckDocument,
  PolicyPatchServicePolicyDocument,
  PolicyPostureCheckDocument,
  PolicyPostureCheckTypesDocument,
  PolicyReEnrollEdgeRouterDocument,
  PolicyRoleAttributesDocument,
  PolicyRouterIdsDocument,
  PolicyRouterListsDocument,
  PolicyServicePolicyIdDocument,
  PolicyServicePolicyIdsDocument,
  PolicyServicePolicyPageDocument,
  PolicyUpdateEdgeRouterDocument,
} from '../../graphql/generated';
import { ids } from '../../support/fixtures';
import { Fixtures, sorted, unique } from './fixtures';

const server = useTestServer();
const f = new Fixtures(server);

/** Runs a query as the admin, as another identity (its token) or anonymously (null). */
function q<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V, token?: string | null): Promise<GqlResult<R>> {
  return server.gql(document, variables, token);
}

async function data<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  return requireData(await q(document, variables));
}

describe('GraphQL: edge routers and routers', () => {
  test('an edge router reads the same as in REST', async () => {
    const id = await f.edgeRouter({ cost: 17, roleAttributes: ['g1'], appData: { a: 1 }, tags: { t: 'x' }, noTraversal: true });
    const rest = await f.get(`/edge-routers/${id}`);
    const { edgeRouter: g } = await data(PolicyEdgeRouterDocument, { id });
    for (const k of ['id', 'name', 'cost', 'noTraversal', 'disabled', 'isTunnelerEnabled', 'roleAttributes', 'appData', 'tags', 'hostname', 'isOnline', 'isVerified', 'supportedProtocols', 'syncStatus', 'enrollmentToken', 'enrollmentCreatedAt', 'enrollmentExpiresAt', 'createdAt', 'updatedAt']) {
      assert.deepEqual((g as Record<string, unknown>)[k], rest[k], k);
    }
    assert.equal(g.isEdge, true);
    assert.equal(g.fingerprint, null);
  });

  test('lists take the filter language and role filters; routers include edge routers', async () => {
    const t = unique('gl');
    const a = await f.edgeRouter({ name: `${t}a`, roleAttributes: [t] });
    await f.edgeRouter({ name: `${t}b` });
    const transit = await f.create('transit-routers', { name: `${t}t` });
    const r = await data(PolicyRouterListsDocument, { filter: `name contains "${t}"`, roleFilter: [`#${t}`] });
    assert.deepEqual(ids(r.edgeRouters.items), [a]);
    assert.equal(r.edgeRouters.pagination.totalCount, 1);
    assert.ok(r.edgeRouters.filterableFields.includes('roleAttributes'));
    assert.equal(r.routers.pagination.totalCount, 3);
    assert.equal(r.routers.items.find((x) => x.id === transit)!.isEdge, false);
    const bad = await q(PolicyEdgeRouterIdsDocument, { filter: 'name ~ 1' });
    assert.equal(errorCode(bad), 'INVALID_FILTER');
  });

  test('mutations: create, patch, update, re-enroll, delete', async () => {
    const created = await data(PolicyCreateEdgeRouterDocument, {
      input: { name: unique('ger'), cost: 3, roleAttributes: ['m'] },
    });
    const id = created.createEdgeRouter.id;
    assert.equal((await f.get(`/edge-routers/${id}`)).cost, 3);
    const patched = await data(PolicyPatchEdgeRouterDocument, { id, input: { cost: 8 } });
    assert.deepEqual(patched.patchEdgeRouter, { cost: 8, roleAttributes: ['m'] });
    const replaced = await data(PolicyUpdateEdgeRouterDocument, { id, input: { name: unique('ger') } });
    assert.deepEqual(replaced.updateEdgeRouter, { cost: 0, roleAttributes: [] });
    const reEnrolled = await data(PolicyReEnrollEdgeRouterDocument, { id });
    assert.notEqual(reEnrolled.reEnrollEdgeRouter.enrollmentToken, created.createEdgeRouter.enrollmentToken);
    assert.equal((await f.get(`/edge-routers/${id}`)).enrollmentToken, reEnrolled.reEnrollEdgeRouter.enrollmentToken);
    const bad = await q(PolicyCreateEdgeRouterDocument, { input: { name: 'x', cost: 70000 } });
    assert.equal(errorCode(bad), 'COULD_NOT_VALIDATE');
    assert.equal((bad.errors![0].extensions as any).cause.field, 'cost');
    assert.equal((await data(PolicyDeleteEdgeRouterDocument, { id })).deleteEdgeRouter, true);
    requireNotFound(await f.mgmt.get(`/edge-routers/${id}`));

    const transit = await data(PolicyCreateRouterDocument, { input: { name: unique('gtr'), cost: 2 } });
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
    const r = await data(PolicyEdgeRouterRelationsDocument, { filter: `id in ["${r1}", "${r2}"]` });
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
    assert.equal(errorCode(await q(PolicyEdgeRouterIdsDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(PolicyRouterIdsDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(PolicyCreateEdgeRouterDocument, { input: { name: 'nope' } }, token)), 'FORBIDDEN');
    assert.equal(errorCode(await q(PolicyEdgeRouterIdsDocument, {}, null)), 'UNAUTHORIZED');
    // Its own edge routers it may list, but not their enrollment tokens.
    const er = await f.edgeRouter();
    await f.edgeRouterPolicy({ identityRoles: [`@${user.id}`], edgeRouterRoles: [`@${er}`] });
    const own = requireData(await q(PolicyMyEdgeRouterIdsDocument, {}, token));
    assert.deepEqual(ids(own.myEdgeRouters.items), [er]);
    assert.equal(errorCode(await q(PolicyMyEdgeRouterTokensDocument, {}, token)), 'FORBIDDEN');
  });
});

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

    const g = await data(PolicyDetailsDocument, { sp, erp, serp });

    const spRest = await restPolicy('service-policies', sp, { identities: 'identities', services: 'services', postureChecks: 'posture-checks' });
    assert.deepEqual(normalized(g.servicePolicy, ['identities', 'services', 'postureChecks']), spRest);
    assert.deepEqual(ids(g.servicePolicy.identities!), sorted([i1, i2]));
    assert.deepEqual(ids(g.servicePolicy.postureChecks!), [pc]);

    const erpRest = await restPolicy('edge-router-policies', erp, { identities: 'identities', edgeRouters: 'edge-routers' });
    assert.deepEqual(normalized(g.edgeRouterPolicy, ['identities', 'edgeRouters']), erpRest);
    assert.deepEqual(ids(g.edgeRouterPolicy.edgeRouters!), [er]);

    const serpRest = await restPolicy('service-edge-router-policies', serp, { services: 'services', edgeRouters: 'edge-routers' });
    assert.deepEqual(normalized(g.serviceEdgeRouterPolicy, ['services', 'edgeRouters']), serpRest);
    assert.deepEqual(g.serviceEdgeRouterPolicy.edgeRouterRolesDisplay, [{ role: `@${er}`, name: `@${(await f.get(`/edge-routers/${er}`)).name}` }]);
  });

  test('a page of policies resolves each one its own roles display and nested lists', async () => {
    const t = unique('many');
    const identities = [await f.identity(), await f.identity(), await f.identity()];
    const policies = [];
    for (let i = 0; i < 3; i++) policies.push(await f.servicePolicy({ name: `${t}p${i}`, identityRoles: identities.slice(0, i + 1).map((x) => `@${x}`) }));
    const r = await data(PolicyServicePolicyPageDocument, {
      filter: `name contains "${t}"`,
    });
    assert.equal(r.servicePolicies.pagination.totalCount, 3);
    assert.ok(r.servicePolicies.filterableFields.includes('identityRoles'));
    for (let i = 0; i < 3; i++) {
      const item = r.servicePolicies.items[i];
      assert.equal(item.id, policies[i]);
      assert.deepEqual(ids(item.identities!), sorted(identities.slice(0, i + 1)));
      assert.equal(item.first!.length, 1);
      const names = await Promise.all(identities.slice(0, i + 1).map(async (x) => `@${(await f.get(`/identities/${x}`)).name}`));
      assert.deepEqual(item.identityRolesDisplay!.map((d: any) => d.name), names);
    }
  });

  test('policy mutations and their errors', async () => {
    const i1 = await f.identity();
    const created = await data(PolicyCreateServicePolicyDocument, {
      input: { name: unique('gsp'), type: 'Dial', semantic: 'AllOf', identityRoles: [`@${i1}`] },
    });
    const id = created.createServicePolicy.id;
    assert.equal((await f.get(`/service-policies/${id}`)).type, 'Dial');
    const patched = await data(PolicyPatchServicePolicyDocument, { id, input: { type: 'Bind' } });
    assert.deepEqual(patched.patchServicePolicy, { type: 'Bind', identityRoles: [`@${i1}`] });
    const bad = await q(PolicyPatchServicePolicyDocument, { id, input: { serviceRoles: ['@missing'] } });
    assert.equal(errorCode(bad), 'COULD_NOT_VALIDATE');
    assert.equal((bad.errors![0].extensions as any).cause.field, 'serviceRoles');

    const erp = await data(PolicyCreateEdgeRouterPolicyDocument, { input: { name: unique('gerp'), semantic: 'AnyOf', edgeRouterRoles: ['#all'] } });
    assert.deepEqual(erp.createEdgeRouterPolicy.edgeRouterRolesDisplay, [{ role: '#all', name: '#all' }]);
    assert.equal((await data(PolicyDeleteEdgeRouterPolicyDocument, { id: erp.createEdgeRouterPolicy.id })).deleteEdgeRouterPolicy, true);

    const tunneler = await f.edgeRouter({ isTunnelerEnabled: true });
    assert.equal(errorCode(await q(PolicyDeleteEdgeRouterPolicyDocument, { id: tunneler })), 'ENTITY_CAN_NOT_BE_DELETED');
    assert.equal(errorCode(await q(PolicyServicePolicyIdDocument, { id: 'missing' })), 'NOT_FOUND');
    const user = await f.nonAdminUser();
    assert.equal(errorCode(await q(PolicyServicePolicyIdsDocument, {}, user.client.token!)), 'FORBIDDEN');
  });
});

describe('GraphQL: posture checks', () => {
  test('create, read (REST parity), patch details and types', async () => {
    const created = await data(PolicyCreatePostureCheckDocument, {
      input: { name: unique('gpc'), typeId: 'MAC', roleAttributes: ['gq'], details: { macAddresses: ['AA-BB-CC-DD-EE-FF'] } },
    });
    const id = created.createPostureCheck.id;
    assert.deepEqual(created.createPostureCheck.details, { macAddresses: ['aabbccddeeff'] });
    const rest = await f.get(`/posture-checks/${id}`);
    const { postureCheck: g } = await data(PolicyPostureCheckDocument, { id });
    for (const k of ['id', 'name', 'typeId', 'version', 'roleAttributes', 'tags', 'createdAt', 'updatedAt']) assert.deepEqual((g as Record<string, unknown>)[k], rest[k], k);
    assert.deepEqual(g.details.macAddresses, rest.macAddresses);

    const patched = await data(PolicyPatchPostureCheckDocument, { id, input: { typeId: 'MAC', details: { macAddresses: ['001122334455'] } } });
    assert.deepEqual(patched.patchPostureCheck, { version: 2, roleAttributes: ['gq'], details: { macAddresses: ['001122334455'] } });
    const bad = await q(PolicyPatchPostureCheckDocument, { id, input: { typeId: 'MAC', details: { macAddresses: ['zz'] } } });
    assert.equal((bad.errors![0].extensions as any).cause.field, 'macAddresses[0]');

    const types = await data(PolicyPostureCheckTypesDocument, {});
    assert.equal(types.postureCheckTypes.pagination.totalCount, 6);
    assert.equal(types.postureCheckType.name, (await f.get('/posture-check-types/PROCESS')).name);
    const attrs = await data(PolicyRoleAttributesDocument, { filter: 'id = "gq"' });
    assert.deepEqual(attrs.postureCheckRoleAttributes.items, ['gq']);
    assert.equal(requireOk(await f.mgmt.get('/service-role-attributes')).length >= 0, true);
    assert.equal((await data(PolicyDeletePostureCheckDocument, { id })).deletePostureCheck, true);
    requireNotFound(await f.mgmt.get(`/posture-checks/${id}`));
  });
});
