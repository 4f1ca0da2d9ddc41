import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk, type RestClient } from '../../support/rest-client';
import { gqlRaw, requireData } from '../../support/gql-client';
import {
  create, createConfig, createConfigType, createEdgeRouter, createEdgeRouterPolicy, createIdentity, createService,
  createServiceEdgeRouterPolicy, createServicePolicy, createUser, filter, ids, sorted, unique, type User,
} from '../../support/fixtures';

/**
 * Relations in the filter language, end to end: on a small network seeded over REST, every
 * set-expression filter (`anyOf(servicePolicies.name)`, `isEmpty(from … where …)`, `count(…)`,
 * dotted `type.name`) returns the rows the test knows it created, the same rows as the
 * equivalent explicit query (a plain field, or the related list of the entity), on the
 * management API, the client API and GraphQL. Each filter is scoped to this test's rows.
 */

const server = useTestServer();

const tag = unique('rel');
/** The network: names of everything, ids filled in by `before`. */
const n = {
  spDial: unique('sp-dial'), spBind: unique('sp-bind'), erp: unique('erp'), serp: unique('serp'),
  s1: unique('svc1'), s2: unique('svc2'), s3: unique('svc3'), er1: unique('er1'), er2: unique('er2'), cfg: '',
};
const id: Record<string, string> = {};
let user: User;

server.setup(async () => {
  // iA (a user, logged in, with an authenticator) dials s1; iB binds s1 and s2; iC is a Device in no policy.
  user = await createUser(server, { name: unique('iA'), roleAttributes: [`${tag}-a`] });
  id.iA = user.id;
  id.iB = await createIdentity(server, { name: unique('iB'), roleAttributes: [`${tag}-b`] });
  id.iC = await createIdentity(server, { name: unique('iC'), type: 'Device' });
  const configType = await createConfigType(server);
  id.cfg = await createConfig(server, configType, { port: 1 });
  n.cfg = requireOk(await server.mgmt.get(`/configs/${id.cfg}`)).name;
  id.s1 = await createService(server, { name: n.s1, roleAttributes: [`${tag}-s1`] });
  id.s2 = await createService(server, { name: n.s2, encryptionRequired: false });
  id.s3 = await createService(server, { name: n.s3, configs: [id.cfg] });
  id.spDial = await createServicePolicy(server, 'Dial', [`#${tag}-a`], [`#${tag}-s1`], { name: n.spDial });
  id.spBind = await createServicePolicy(server, 'Bind', [`@${id.iB}`], [`@${id.s1}`, `@${id.s2}`], { name: n.spBind });
  id.er1 = await createEdgeRouter(server, { name: n.er1, roleAttributes: [`${tag}-r`] });
  id.er2 = await createEdgeRouter(server, { name: n.er2 });
  id.erp = await createEdgeRouterPolicy(server, [`#${tag}-a`], [`#${tag}-r`], { name: n.erp });
  id.serp = await createServiceEdgeRouterPolicy(server, [`@${id.s1}`], [`@${id.er1}`], { name: n.serp });
  id.t1 = await create(server, 'terminators', { service: id.s1, router: id.er1, binding: 'edge', address: 'tcp:a:1' });
  id.t2 = await create(server, 'terminators', { service: id.s2, router: id.er2, binding: 'edge', address: 'tcp:b:1' });
});

const idList = (...keys: string[]) => `[${keys.map((k) => JSON.stringify(id[k])).join(', ')}]`;

/** Ids a list answers for `f`, restricted to this test's rows of that list. */
async function rows(client: RestClient, path: string, scope: string[], f: string): Promise<string[]> {
  return ids(requireOk(await client.get(`${path}?limit=-1&${filter(`id in ${idList(...scope)} and (${f})`)}`)));
}

/** Each [filter, expected row keys] on one list; the expected ids are what the test created. */
async function check(path: string, scope: string[], cases: [string, string[]][]): Promise<void> {
  for (const [f, expected] of cases) {
    assert.deepEqual(await rows(server.mgmt, path, scope, f), sorted(expected.map((k) => id[k])), `${path}: ${f}`);
  }
}

/** The ids of a related list (`/service-policies/{id}/identities`), restricted to the scope. */
async function related(path: string, scope: string[]): Promise<string[]> {
  return ids(requireOk(await server.mgmt.get(`${path}?limit=-1&${filter(`id in ${idList(...scope)}`)}`)));
}

describe('set expressions and relation fields', () => {
  test('identities: their policies, authenticators and type', async () => {
    const scope = ['iA', 'iB', 'iC'];
    await check('/identities', scope, [
      [`anyOf(servicePolicies) = "${id.spDial}"`, ['iA']],
      [`anyOf(servicePolicies.name) = "${n.spBind}"`, ['iB']],
      [`anyOf(servicePolicies.name) in ["${n.spBind}", "${n.spDial}"]`, ['iA', 'iB']],
      ['isEmpty(from servicePolicies where type = "Dial")', ['iB', 'iC']],
      [`not isEmpty(from servicePolicies where anyOf(services) = "${id.s1}" and type = "Dial")`, ['iA']],
      ['isEmpty(servicePolicies)', ['iC']],
      ['count(servicePolicies) > 0', ['iA', 'iB']],
      ['allOf(servicePolicies.type) = "Bind"', ['iB', 'iC']],
      [`not isEmpty(from edgeRouterPolicies where anyOf(edgeRouters) = "${id.er1}")`, ['iA']],
      [`not isEmpty(from edgeRouterPolicies where not isEmpty(from edgeRouters where name = "${n.er1}"))`, ['iA']],
      ['not isEmpty(from edgeRouterPolicies where not isEmpty(from edgeRouters where isOnline = true))', []],
      ['anyOf(authenticators.method) = "updb"', ['iA']],
      ['not isEmpty(apiSessions)', ['iA']],
      ['isEmpty(enrollments)', ['iA', 'iB', 'iC']],
      ['type.name = "Device"', ['iC']],
      ['type.name != "Device"', ['iA', 'iB']],
    ]);
    // The same rows as the explicit queries: the plain field, and the policy's own identity list.
    assert.deepEqual(await rows(server.mgmt, '/identities', scope, 'type.name = "Device"'), await rows(server.mgmt, '/identities', scope, 'type = "Device"'));
    assert.deepEqual(
      await rows(server.mgmt, '/identities', scope, `anyOf(servicePolicies.name) = "${n.spDial}"`),
      await related(`/service-policies/${id.spDial}/identities`, scope),
    );
  });

  test('services: their policies, configs and terminators', async () => {
    const scope = ['s1', 's2', 's3'];
    await check('/services', scope, [
      [`anyOf(servicePolicies.name) = "${n.spDial}"`, ['s1']],
      [`not isEmpty(from servicePolicies where anyOf(identities) = "${id.iB}")`, ['s1', 's2']],
      ['count(servicePolicies) = 2', ['s1']],
      ['isEmpty(servicePolicies)', ['s3']],
      [`anyOf(serviceEdgeRouterPolicies) = "${id.serp}"`, ['s1']],
      [`anyOf(configs.name) = "${n.cfg}"`, ['s3']],
      [`anyOf(configs) = "${id.cfg}"`, ['s3']],
      [`anyOf(terminators.router.name) = "${n.er2}"`, ['s2']],
      [`not isEmpty(from terminators where router = "${id.er1}")`, ['s1']],
      ['count(terminators) = 1', ['s1', 's2']],
    ]);
    assert.deepEqual(
      await rows(server.mgmt, '/services', scope, `anyOf(servicePolicies) = "${id.spBind}"`),
      await related(`/service-policies/${id.spBind}/services`, scope),
    );
  });

  test('edge routers: their policies', async () => {
    const scope = ['er1', 'er2'];
    await check('/edge-routers', scope, [
      ['not isEmpty(edgeRouterPolicies)', ['er1']],
      [`anyOf(serviceEdgeRouterPolicies.name) = "${n.serp}"`, ['er1']],
      [`isEmpty(from edgeRouterPolicies where anyOf(identities) = "${id.iA}")`, ['er2']],
    ]);
    assert.deepEqual(
      await rows(server.mgmt, '/edge-routers', scope, `anyOf(edgeRouterPolicies) = "${id.erp}"`),
      await related(`/edge-router-policies/${id.erp}/edge-routers`, scope),
    );
  });

  test('policies: the identities, services and edge routers they select', async () => {
    await check('/service-policies', ['spDial', 'spBind'], [
      [`anyOf(identities) = "${id.iB}"`, ['spBind']],
      [`anyOf(services) = "${id.s2}"`, ['spBind']],
      [`not isEmpty(from services where name = "${n.s1}")`, ['spDial', 'spBind']],
      [`allOf(identities.name) = "${requireOk(await server.mgmt.get(`/identities/${id.iA}`)).name}"`, ['spDial']],
      ['count(services) = 2', ['spBind']],
      ['isEmpty(postureChecks)', ['spDial', 'spBind']],
    ]);
    await check('/edge-router-policies', ['erp'], [
      [`anyOf(edgeRouters.name) = "${n.er1}"`, ['erp']],
      [`anyOf(identities) = "${id.iA}" and isEmpty(from edgeRouters where name = "${n.er2}")`, ['erp']],
      ['isEmpty(edgeRouters)', []],
    ]);
    await check('/service-edge-router-policies', ['serp'], [
      [`anyOf(services) = "${id.s1}" and anyOf(edgeRouters) = "${id.er1}"`, ['serp']],
      [`anyOf(edgeRouters) = "${id.er2}"`, []],
    ]);
  });

  test('terminators: fields of their service and router', async () => {
    await check('/terminators', ['t1', 't2'], [
      ['service.encryptionRequired = false', ['t2']],
      [`service.name = "${n.s1}"`, ['t1']],
      [`router.name = "${n.er2}"`, ['t2']],
      ['router.isOnline = false and service.maxIdleTimeMillis = 0', ['t1', 't2']],
    ]);
  });

  test('authenticators and API sessions: fields of their identity and CA', async () => {
    const authenticators = async (f: string) => ids(requireOk(await server.mgmt.get(`/authenticators?limit=-1&${filter(`id = "${user.authenticatorId}" and ${f}`)}`)));
    assert.deepEqual(await authenticators(`identity.name = "${user.name}"`), [user.authenticatorId]);
    assert.deepEqual(await authenticators('identity.type.name = "User" and ca.name = null'), [user.authenticatorId]);
    assert.deepEqual(await authenticators('identity.type.name = "Device"'), []);
    const apiSessions = async (f: string) => ids(requireOk(await server.mgmt.get(`/api-sessions?limit=-1&${filter(`id = "${user.apiSessionId}" and ${f}`)}`)));
    assert.deepEqual(await apiSessions(`identity.name = "${user.name}"`), [user.apiSessionId]);
    assert.deepEqual(await apiSessions('identity.isAdmin = true'), []);
  });

  test('the client API lists a user\'s services with set expressions over what the user can read', async () => {
    const own = async (f: string) => ids(requireOk(await user.client.get(`/services?limit=-1&${filter(f)}`)));
    assert.deepEqual(await own(`not isEmpty(from terminators where router = "${id.er1}")`), [id.s1]);
    assert.deepEqual(await own(`isEmpty(from terminators where router = "${id.er1}")`), (await own('true')).filter((s) => s !== id.s1));
    assert.deepEqual(await own('count(terminators) > 0'), [id.s1]);
    // Policies (and, through them, other identities) are admin data: a client can not probe them by filter.
    for (const f of [`anyOf(servicePolicies.name) = "${n.spDial}"`, 'isEmpty(from servicePolicies where type = "Bind")', `anyOf(terminators.service.servicePolicies.name) = "${n.spDial}"`]) {
      requireError(await user.client.get(`/services?${filter(f)}`), 400, 'INVALID_FILTER');
    }
    // The same filter is an admin's to use.
    assert.ok(ids(requireOk(await server.mgmt.get(`/services?limit=-1&${filter(`anyOf(servicePolicies.name) = "${n.spDial}"`)}`))).includes(id.s1));
  });

  test('GraphQL lists take the same filters', async () => {
    const f = `id in ${idList('iA', 'iB', 'iC')} and anyOf(servicePolicies.name) = "${n.spBind}" and type.name = "User"`;
    const result = await gqlRaw<{ identities: { items: { id: string }[] } }>(
      server.url, `{ identities(filter: ${JSON.stringify(f)}, limit: -1) { items { id } } }`, {}, server.admin,
    );
    assert.deepEqual(requireData(result).identities.items.map((i) => i.id), [id.iB]);
    const bad = await gqlRaw(server.url, `{ identities(filter: ${JSON.stringify('isEmpty(from nope where name = "x")')}) { items { id } } }`, {}, server.admin);
    assert.equal(bad.errors?.[0]?.extensions?.code, 'INVALID_FILTER', JSON.stringify(bad.errors));
  });

  test('meta.filterableFields lists the relations', async () => {
    const meta = async (path: string) => (await server.mgmt.get(`${path}?limit=1`)).body.meta.filterableFields as string[];
    const identity = await meta('/identities');
    for (const name of ['servicePolicies', 'edgeRouterPolicies', 'authenticators', 'enrollments', 'apiSessions']) assert.ok(identity.includes(name), name);
    assert.deepEqual(identity, [...identity].sort());
    for (const name of ['servicePolicies', 'serviceEdgeRouterPolicies', 'configs', 'terminators']) assert.ok((await meta('/services')).includes(name), name);
    for (const name of ['edgeRouterPolicies', 'serviceEdgeRouterPolicies']) assert.ok((await meta('/edge-routers')).includes(name), name);
    for (const name of ['identities', 'services', 'postureChecks']) assert.ok((await meta('/service-policies')).includes(name), name);
    for (const name of ['identities', 'edgeRouters']) assert.ok((await meta('/edge-router-policies')).includes(name), name);
    for (const name of ['services', 'edgeRouters']) assert.ok((await meta('/service-edge-router-policies')).includes(name), name);
  });

  test('an unknown relation or a bad field inside one is 400 INVALID_FILTER saying so', async () => {
    const refused = async (path: string, f: string, reason: string) => {
      const error = requireError(await server.mgmt.get(`${path}?${filter(f)}`), 400, 'INVALID_FILTER');
      assert.equal(error.cause?.message, reason, f);
    };
    await refused('/identities', 'isEmpty(from nope where name = "x")',
      'Unknown relation "nope"; the relations are apiSessions, authenticators, edgeRouterPolicies, enrollments, servicePolicies');
    await refused('/identities', 'anyOf(servicePolicies.nme) = "x"', 'Unknown field "nme" of servicePolicies');
    await refused('/services', 'not isEmpty(from servicePolicies where nme = "x")', 'Unknown field "nme" of servicePolicies');
    await refused('/identities', 'type.nme = "x"', 'Unknown field "nme" of type');
    await refused('/identities', 'servicePolicies.name = "x"', 'Field "servicePolicies.name" is a set of related entities and can only be used with anyOf or allOf');
    await refused('/service-policies', 'anyOf(identities.createdAt) = "x"', 'Field "identities.createdAt" is a datetime and can not be compared with a string');
  });
});
