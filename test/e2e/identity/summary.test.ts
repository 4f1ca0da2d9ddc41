import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk, requireUnauthorized } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import { newTestCa } from '../../support/pki';
import {
  createConfig,
  createConfigType,
  createEdgeRouter,
  createEdgeRouterPolicy,
  createIdentity,
  createService,
  createServiceEdgeRouterPolicy,
  createServicePolicy,
  createUser,
  create,
  unique,
} from '../../support/fixtures';
import { SummaryCountsDocument, SummaryUntypedDocument } from '../../graphql/generated';

/** `GET /summary` and GraphQL's summaryCounts: one count per kind of entity, as OpenZiti's summary. */

const server = useTestServer();

/** OpenZiti's summary keys this controller has entities for (its store names; `.edge` for subtypes). */
const OPENZITI_KEYS = [
  'apiSessionCertificates', 'apiSessions', 'authPolicies', 'authenticators', 'cas', 'configTypes', 'configs', 'controllers',
  'edgeRouterPolicies', 'enrollments', 'externalJwtSigners', 'identities', 'identityTypes', 'mfas',
  'postureCheckTypes', 'postureChecks', 'routers', 'routers.edge', 'serviceEdgeRouterPolicies', 'servicePolicies',
  'services', 'services.edge', 'sessions', 'terminators',
];

const summary = async (): Promise<Record<string, number>> => requireOk(await server.mgmt.get('/summary'));

describe('GET /summary', () => {
  test('counts every kind of entity OpenZiti counts, and the built-ins of a new database', async () => {
    const counts = await summary();
    for (const key of [...OPENZITI_KEYS, 'edgeRouters']) assert.ok(Number.isInteger(counts[key]) && counts[key] >= 0, `${key}: ${counts[key]}`);
    assert.equal(counts.configTypes, 5, 'OpenZiti\'s five built-in config types');
    assert.equal(counts.postureCheckTypes, requireOk(await server.mgmt.get('/posture-check-types?limit=-1')).length);
    assert.equal(counts.identityTypes, 5);
    assert.equal(counts.authPolicies, 1, 'the default auth policy');
    assert.equal(counts['routers.edge'], counts.edgeRouters);
    assert.equal(counts['services.edge'], counts.services);
    const controllers = await server.mgmt.get('/controllers');
    assert.equal(counts.controllers, requireOk(controllers).length, 'the controller instances registered on this database');
  });

  test('counts move as entities of each kind are created', async () => {
    const before = await summary();

    const configTypeId = await createConfigType(server);
    await createConfig(server, configTypeId, { any: 'thing' });
    const serviceId = await createService(server);
    const routerId = await createEdgeRouter(server);
    await createEdgeRouterPolicy(server, ['#nobody'], [`@${routerId}`]);
    await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${routerId}`]);
    await createServicePolicy(server, 'Dial', ['#nobody'], [`@${serviceId}`]);
    await create(server, 'posture-checks', { name: unique('pc'), typeId: 'MFA' });
    const identityId = await createIdentity(server);
    const enrollmentsBefore = (await summary()).enrollments;
    await create(server, 'enrollments', { identityId, method: 'ott', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    assert.equal((await summary()).enrollments, enrollmentsBefore + 1);
    const ca = newTestCa('Summary CA');
    await create(server, 'cas', { name: unique('ca'), certPem: ca.certPem, isAuthEnabled: false, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: false, identityRoles: [] });
    const user = await createUser(server);
    requireOk(await user.client.post('/current-identity/mfa'), 201);

    const after = await summary();
    const moved = (key: string) => after[key] - before[key];
    assert.equal(moved('configTypes'), 1);
    assert.equal(moved('configs'), 1);
    assert.equal(moved('services'), 1);
    assert.equal(moved('services.edge'), 1);
    assert.equal(moved('routers'), 1);
    assert.equal(moved('routers.edge'), 1);
    assert.equal(moved('edgeRouters'), 1);
    assert.equal(moved('edgeRouterPolicies'), 1);
    assert.equal(moved('serviceEdgeRouterPolicies'), 1);
    assert.equal(moved('servicePolicies'), 1);
    assert.equal(moved('postureChecks'), 1);
    assert.equal(moved('identities'), 2, 'the enrolling identity and the user');
    assert.equal(moved('cas'), 1);
    assert.equal(moved('mfas'), 1);
    assert.equal(moved('authenticators'), 1);
    assert.equal(moved('apiSessions'), 1);
    assert.equal(moved('postureCheckTypes'), 0, 'a fixed set');
    assert.equal(moved('identityTypes'), 0, 'a fixed set');
  });

  test('is for admins only', async () => {
    const user = await createUser(server, {}, 'management');
    requireUnauthorized(await user.client.get('/summary'));
  });
});

describe('GraphQL summaryCounts', () => {
  test('is typed, has every count of GET /summary, and moves with it', async () => {
    const typed = requireData(await server.gql(SummaryCountsDocument, {})).summaryCounts;
    const rest = await summary();
    for (const [key, value] of Object.entries(typed)) {
      assert.equal(typeof value, 'number', key);
      assert.equal(value, rest[key], `${key} as in GET /summary`);
    }
    // Every REST key has its typed field, OpenZiti's dotted ones under their GraphQL names.
    const covered = new Set([...Object.keys(typed), 'routers.edge', 'services.edge']);
    assert.deepEqual(Object.keys(rest).filter((k) => !covered.has(k)), []);

    await createService(server);
    const moved = requireData(await server.gql(SummaryCountsDocument, {})).summaryCounts;
    assert.equal(moved.services, typed.services + 1);
  });

  test('the untyped summary stays, equal to GET /summary', async () => {
    const { summary: untyped } = requireData(await server.gql(SummaryUntypedDocument, {}));
    assert.deepEqual(untyped, await summary());
  });

  test('is for admins only', async () => {
    const user = await createUser(server, {}, 'management');
    assert.equal(errorCode(await server.gql(SummaryCountsDocument, {}, user.client.token!)), 'FORBIDDEN');
  });
});
