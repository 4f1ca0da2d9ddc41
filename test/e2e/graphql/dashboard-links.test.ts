import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { useTestServer } from '../../support/server';
import { directStatements } from '../../../src/services/core/sql';
import {
  createConfig, createConfigType, createEdgeRouter, createEdgeRouterPolicy, createIdentity, createService, createServiceEdgeRouterPolicy,
  createServicePolicy, createUser, listAll, unique,
} from '../../support/fixtures';
import { requireOk } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import {
  AdminSessionsDocument, ApiSessionsWithIdentityDocument, ConfigLinksDocument, IdentityDashboardDocument, IdentityLinksDocument, MyIdentityLinksDocument,
  ServiceDashboardDocument, ServiceIdentitiesOfTypeDocument, ServiceLinksDocument, IdentityServicesOfTypeDocument,
} from '../../graphql/generated';

const server = useTestServer();

const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name) || 0);
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * One identity with services granted through two service policies (Dial on s1 and s2, Bind on
 * s2 and s3), edge routers through an edge router policy, services reachable through a
 * service edge router policy, and a config used by two of the services.
 */
async function world() {
  const tag = unique('dash').replace(/[^a-z0-9]/gi, '');
  const identityId = await createIdentity(server, { roleAttributes: [tag] });
  const other = await createIdentity(server, { roleAttributes: [tag] });
  const configTypeId = await createConfigType(server);
  const configId = await createConfig(server, configTypeId, { a: 1 });
  const services = [
    await createService(server, { name: unique(`${tag}-s1`), roleAttributes: [`${tag}-dial`], configs: [configId] }),
    await createService(server, { name: unique(`${tag}-s2`), roleAttributes: [`${tag}-dial`, `${tag}-bind`], configs: [configId] }),
    await createService(server, { name: unique(`${tag}-s3`), roleAttributes: [`${tag}-bind`] }),
  ];
  await createService(server, { name: unique(`${tag}-none`) });
  const dial = await createServicePolicy(server, 'Dial', [`#${tag}`], [`#${tag}-dial`]);
  const bind = await createServicePolicy(server, 'Bind', [`@${identityId}`], [`#${tag}-bind`]);
  const routers = [await createEdgeRouter(server, { roleAttributes: [tag] }), await createEdgeRouter(server, { roleAttributes: [tag] })];
  const erp = await createEdgeRouterPolicy(server, [`#${tag}`], [`#${tag}`]);
  const serp = await createServiceEdgeRouterPolicy(server, [`#${tag}-dial`], [`@${routers[0]}`]);
  return { tag, identityId, other, configId, services, dial, bind, routers, erp, serp };
}

describe('links of identities, services and configs', () => {
  test('an identity\'s links are the rows of the REST operations, with their totals and permissions', async () => {
    const w = await world();
    const res = requireData(await server.gql(IdentityLinksDocument, { id: w.identityId, limit: -1, sort: 'name asc' })).identity;

    const restServices = byName(await listAll(server.mgmt, `/identities/${w.identityId}/services`));
    assert.deepEqual(res.services!.items.map((g) => g.service.id), idsOf(restServices));
    assert.deepEqual(res.services!.items.map((g) => g.service.id), w.services, 'the three granted services, by name');
    assert.equal(res.services!.pagination.totalCount, 3);
    const perms = Object.fromEntries(restServices.map((s) => [s.id, [...s.permissions].sort()]));
    for (const g of res.services!.items) assert.deepEqual([...g.permissions].sort(), perms[g.service.id], `permissions of ${g.service.name}`);
    assert.deepEqual(res.services!.items.map((g) => g.permissions), [['Dial'], ['Bind', 'Dial'], ['Bind']]);

    for (const [field, path] of [['servicePolicies', 'service-policies'], ['edgeRouterPolicies', 'edge-router-policies'], ['edgeRouters', 'edge-routers']] as const) {
      const rest = byName(await listAll(server.mgmt, `/identities/${w.identityId}/${path}`));
      assert.deepEqual(idsOf(res[field]!.items), idsOf(rest), field);
      assert.equal(res[field]!.pagination.totalCount, rest.length, `${field} total`);
    }
    assert.deepEqual([...idsOf(res.servicePolicies!.items)].sort(), [w.dial, w.bind].sort());
    assert.ok(idsOf(res.edgeRouters!.items).includes(w.routers[0]) && idsOf(res.edgeRouters!.items).includes(w.routers[1]));
  });

  test('pages: limit, offset, sort, filter and a page past the end keep the total', async () => {
    const w = await world();
    const page = requireData(await server.gql(IdentityLinksDocument, { id: w.identityId, limit: 2, offset: 1, sort: 'name asc' })).identity.services!;
    assert.deepEqual(page.items.map((g) => g.service.id), w.services.slice(1, 3));
    assert.deepEqual(page.pagination, { limit: 2, offset: 1, totalCount: 3 });

    const desc = requireData(await server.gql(IdentityLinksDocument, { id: w.identityId, limit: 1, sort: 'name desc' })).identity.services!;
    assert.deepEqual(desc.items.map((g) => g.service.id), [w.services[2]]);

    const past = requireData(await server.gql(IdentityLinksDocument, { id: w.identityId, limit: 5, offset: 10 })).identity;
    assert.deepEqual(past.services!.items, []);
    assert.equal(past.services!.pagination.totalCount, 3);

    const s2 = requireOk(await server.mgmt.get(`/services/${w.services[1]}`)).name as string;
    const filtered = requireData(await server.gql(IdentityLinksDocument, { id: w.identityId, filter: `name = "${s2}"` })).identity;
    assert.deepEqual(filtered.services!.items.map((g) => g.service.id), [w.services[1]]);
    assert.equal(filtered.services!.pagination.totalCount, 1);
    assert.equal(filtered.servicePolicies!.pagination.totalCount, 0, 'the filter applies to each link');

    const bad = await server.gql(IdentityLinksDocument, { id: w.identityId, filter: 'name =' });
    assert.equal(errorCode(bad), 'INVALID_FILTER');
  });

  test('a service\'s and a config\'s links are the rows of the REST operations', async () => {
    const w = await world();
    const svc = requireData(await server.gql(ServiceLinksDocument, { id: w.services[1], limit: -1 })).service;
    const fields = [
      ['servicePolicies', 'service-policies'], ['serviceEdgeRouterPolicies', 'service-edge-router-policies'], ['identities', 'identities'],
      ['edgeRouters', 'edge-routers'], ['configList', 'configs'],
    ] as const;
    for (const [field, path] of fields) {
      const rest = await listAll(server.mgmt, `/services/${w.services[1]}/${path}`);
      assert.deepEqual([...idsOf(svc[field]!.items)].sort(), idsOf(rest).sort(), field);
      assert.equal(svc[field]!.pagination.totalCount, rest.length, `${field} total`);
    }
    assert.deepEqual([...idsOf(svc.identities!.items)].sort(), [w.identityId, w.other].sort());
    assert.deepEqual([...idsOf(svc.servicePolicies!.items)].sort(), [w.dial, w.bind].sort());
    assert.deepEqual(idsOf(svc.edgeRouters!.items), [w.routers[0]]);
    assert.deepEqual(idsOf(svc.serviceEdgeRouterPolicies!.items), [w.serp]);
    assert.deepEqual(svc.configList!.items.map((c) => [c.id, c.configType?.id]), [[w.configId, requireOk(await server.mgmt.get(`/configs/${w.configId}`)).configTypeId]]);

    const cfg = requireData(await server.gql(ConfigLinksDocument, { id: w.configId, limit: 1, offset: 0 })).config;
    const rest = await listAll(server.mgmt, `/configs/${w.configId}/services`);
    assert.deepEqual([...rest.map((s) => s.id)].sort(), w.services.slice(0, 2).sort());
    assert.equal(cfg.services!.pagination.totalCount, 2);
    assert.equal(cfg.services!.items.length, 1);
    assert.ok(w.services.slice(0, 2).includes(cfg.services!.items[0].id));
  });
});

/**
 * The reads the in-process server runs while `run` runs: the ORM's (knex's query event) and those
 * sent past it, as their texts. Writes are left out: a dashboard writes nothing, and the
 * instance's own timers (heartbeat, sweeps) write on their schedule whatever a test does.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const knex = (server.app.services.deps.orm.em.getConnection() as unknown as { getKnex(): Knex }).getKnex();
  const texts: string[] = [];
  const fromKnex = (q: { sql?: string }) => texts.push(q.sql ?? '');
  const direct = (m: unknown) => texts.push((m as { text?: string }).text ?? '');
  knex.on('query', fromKnex);
  directStatements.subscribe(direct);
  try {
    await run();
  } finally {
    knex.off('query', fromKnex);
    directStatements.unsubscribe(direct);
  }
  return texts.filter((t) => /^\s*(select|with)\b/i.test(t) && !/\b(insert|update|delete)\b/i.test(t));
}

/** The fewest statements of five runs (a timer's read may fall in any one), with their texts. */
async function fewestStatements(run: () => Promise<unknown>): Promise<string[]> {
  let fewest: string[] | undefined;
  for (let i = 0; i < 5; i++) {
    const texts = await statementsOf(run);
    if (!fewest || texts.length < fewest.length) fewest = texts;
  }
  return fewest!;
}

/** Says which statements the larger dashboard ran that the smaller did not. */
function extraStatements(many: string[], few: string[]): string {
  const shape = (t: string) => t.replace(/\s+/g, ' ').replace(/\([^()]*\)/g, '(…)').replace(/\d+/g, 'N').slice(0, 160);
  const left = few.map(shape);
  return many.map(shape).filter((t) => {
    const i = left.indexOf(t);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  }).join(' | ');
}

describe('links by policy type', () => {
  test('policyType keeps the grants of one type, as the REST parameter does; anything but dial or bind is refused as REST refuses it', async () => {
    const w = await world();
    for (const policyType of ['bind', 'Dial']) {
      const mine = requireData(await server.gql(IdentityServicesOfTypeDocument, { id: w.identityId, policyType })).identity.services!;
      const rest = await listAll(server.mgmt, `/identities/${w.identityId}/services?policyType=${policyType}`);
      assert.deepEqual(mine.items.map((g) => g.service.id).sort(), idsOf(rest).sort(), policyType);
      assert.equal(mine.pagination.totalCount, rest.length);
      const users = requireData(await server.gql(ServiceIdentitiesOfTypeDocument, { id: w.services[2], policyType })).service.identities!;
      const restUsers = await listAll(server.mgmt, `/services/${w.services[2]}/identities?policyType=${policyType}`);
      assert.deepEqual(idsOf(users.items).sort(), idsOf(restUsers).sort(), policyType);
    }
    const bind = requireData(await server.gql(IdentityServicesOfTypeDocument, { id: w.identityId, policyType: 'bind' })).identity.services!;
    assert.deepEqual(bind.items.map((g) => [g.service.id, g.permissions]).sort(), [[w.services[1], ['Bind']], [w.services[2], ['Bind']]].sort());
    const dialers = requireData(await server.gql(ServiceIdentitiesOfTypeDocument, { id: w.services[2], policyType: 'dial' })).service.identities!;
    assert.equal(dialers.pagination.totalCount, 0, 's3 is only bound');

    const rest = await server.mgmt.get(`/identities/${w.identityId}/services?policyType=sideways`);
    assert.equal(rest.status, 400);
    const bad = await server.gql(IdentityServicesOfTypeDocument, { id: w.identityId, policyType: 'sideways' });
    assert.equal(errorCode(bad), rest.body.error.code);
  });
});

describe('a dashboard costs a bounded number of statements', () => {
  test('3 identities or 30, with four nested lists each: the same number of statements', async (t) => {
    const w = await world();
    const prefix = unique('many');
    for (let i = 0; i < 30; i++) await createIdentity(server, { name: `${prefix}-${String(i).padStart(2, '0')}`, roleAttributes: [w.tag] });
    const filter = `name contains "${prefix}"`;
    const dashboard = async (limit: number) => {
      const res = requireData(await server.gql(IdentityDashboardDocument, { filter, limit, linkLimit: 2 })).identities;
      assert.equal(res.items.length, limit);
      for (const identity of res.items) {
        assert.equal(identity.services!.pagination.totalCount, 2, 'Dial on s1 and s2 through the tag');
        assert.equal(identity.services!.items.length, 2);
        assert.equal(identity.servicePolicies!.pagination.totalCount, 1);
        assert.ok(identity.edgeRouters!.pagination.totalCount >= 2);
        assert.ok(identity.edgeRouters!.items.length <= 2, 'at most the page per parent');
      }
    };
    const few = await fewestStatements(() => dashboard(3));
    const many = await fewestStatements(() => dashboard(30));
    t.diagnostic(`statements: ${few.length} for 3 identities, ${many.length} for 30`);
    assert.ok(few.length > 0, 'statements are counted');
    assert.ok(many.length <= few.length, `30 parents ran ${many.length} statements, 3 parents ${few.length}; besides: ${extraStatements(many, few)}`);
    assert.ok(few.length <= 12, `a handful of statements: ${few.length}`);
  });

  test('services with nested lists of nested lists: the same number of statements for 3 and 20', async (t) => {
    const w = await world();
    const prefix = unique('msvc');
    for (let i = 0; i < 20; i++) await createService(server, { name: `${prefix}-${String(i).padStart(2, '0')}`, roleAttributes: [`${w.tag}-dial`], configs: [w.configId] });
    const filter = `name contains "${prefix}"`;
    const dashboard = async (limit: number) => {
      const res = requireData(await server.gql(ServiceDashboardDocument, { filter, limit, linkLimit: 3 })).services;
      assert.equal(res.items.length, limit);
      for (const s of res.items) {
        assert.equal(s.identities!.pagination.totalCount, 2);
        assert.equal(s.configList!.pagination.totalCount, 1);
        for (const i of s.identities!.items) assert.ok(i.edgeRouters!.pagination.totalCount >= 2);
      }
    };
    const few = await fewestStatements(() => dashboard(3));
    const many = await fewestStatements(() => dashboard(20));
    t.diagnostic(`statements: ${few.length} for 3 services, ${many.length} for 20`);
    assert.ok(few.length > 0, 'statements are counted');
    assert.ok(many.length <= few.length, `20 parents ran ${many.length} statements, 3 parents ${few.length}; besides: ${extraStatements(many, few)}`);
  });

  test('a hostile nesting is priced by the page sizes it asks for and refused', async () => {
    const res = await server.gql(ServiceDashboardDocument, { limit: 500, linkLimit: 500 });
    assert.equal(errorCode(res), 'QUERY_TOO_COMPLEX');
  });
});

describe('who sees links and sessions', () => {
  test('a non-admin is refused the links of its own identity, as REST refuses it those lists, and gets the rest of its answer', async () => {
    const user = await createUser(server, {}, 'management');
    for (const path of ['services', 'service-policies']) assert.equal((await user.client.get(`/identities/${user.id}/${path}`)).status, 401, path);
    const res = await server.gql(MyIdentityLinksDocument, {}, user.client.token);
    assert.equal(res.data?.currentIdentity.id, user.id);
    assert.equal(res.data?.currentIdentity.servicePolicies, null);
    assert.equal(res.data?.currentIdentity.services, null);
    assert.equal(errorCode(res), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(AdminSessionsDocument, {}, user.client.token)), 'FORBIDDEN');
  });

  test('admin sessions: the rows of GET /sessions, with their identity, service and API session', async () => {
    const w = await world();
    const user = await createUser(server, { roleAttributes: [w.tag] }, 'client');
    const sessionId = requireOk(await user.client.post('/sessions', { serviceId: w.services[0], type: 'Dial' }), 201).id as string;
    const filter = `identityId = "${user.id}"`;
    const res = requireData(await server.gql(AdminSessionsDocument, { filter })).sessions;
    const rest = await listAll(server.mgmt, `/sessions?filter=${encodeURIComponent(filter)}`);
    assert.deepEqual(idsOf(res.items), idsOf(rest));
    assert.equal(res.pagination.totalCount, 1);
    const [s] = res.items;
    assert.equal(s.id, sessionId);
    assert.equal(s.type, 'Dial');
    assert.equal(s.identity?.id, user.id);
    assert.equal(s.service?.id, w.services[0]);
    assert.equal(s.apiSession?.id, user.apiSessionId);
    assert.equal(s.apiSession?.identity?.id, user.id);
    assert.deepEqual(s.servicePolicyIds, [w.dial]);

    const api = requireData(await server.gql(ApiSessionsWithIdentityDocument, { filter: `id = "${user.apiSessionId}"` })).apiSessions;
    assert.deepEqual(api.items.map((a) => [a.id, a.identity?.id]), [[user.apiSessionId, user.id]]);
  });
});
