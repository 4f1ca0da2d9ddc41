import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { createConfig, createConfigType, createService, createServicePolicy, createUser, listAll, unique, type User } from '../../support/fixtures';
import { requireOk, type RestClient, type RestResponse } from '../../support/rest-client';
import { requireData } from '../../support/gql-client';
import { pollUntil } from '../../support/poll';
import { CheckDataIntegrityDocument, DataIntegrityResultsDocument } from '../../graphql/generated';

/**
 * Data integrity check and fix over real HTTP: inconsistencies seeded with SQL are found
 * (fixed:false) by a check, repaired (fixed:true) by a fix, and a later check is clean. Every
 * REST answer is validated against the official spec when it is there (see RestClient).
 */
const server = useTestServer();
let api: RestClient;
let user: User;
server.setup(async () => {
  api = server.mgmt;
  user = await createUser(server, { roleAttributes: [unique('attr')] });
});

/** The database operations by their official operationIds. */
const OPERATIONS = {
  checkDataIntegrity: ['POST', '/database/check-data-integrity'],
  fixDataIntegrity: ['POST', '/database/fix-data-integrity'],
  dataIntegrityResults: ['GET', '/database/data-integrity-results'],
  createDatabaseSnapshot: ['POST', '/database/snapshot'],
} as const;
const call = (client: RestClient, op: keyof typeof OPERATIONS): Promise<RestResponse> => {
  const [method, path] = OPERATIONS[op];
  return client.request(method, path);
};

const sql = (text: string, params: unknown[] = []) => server.app.db.orm.em.fork().execute(text, params);

interface Results {
  inProgress: boolean;
  fixingErrors: boolean;
  tooManyErrors: boolean;
  startTime: string;
  endTime: string;
  error: string;
  results: { description: string; fixed: boolean }[];
}

/** Starts a run (202) and waits until the latest run is one that started after `since` and finished. */
async function run(op: 'checkDataIntegrity' | 'fixDataIntegrity'): Promise<Results> {
  const since = Date.now() - 1_000;
  assert.equal((await call(api, op)).status, 202);
  return pollUntil('the integrity run to finish', async () => {
    const r = requireOk(await call(api, 'dataIntegrityResults')) as Results;
    return !r.inProgress && Date.parse(r.startTime) >= since ? r : undefined;
  }, 120_000, 100); // a run past the recording cap takes tens of seconds on a busy machine
}

const about = (r: Results, ...parts: string[]) => r.results.filter((x) => parts.every((p) => x.description.includes(p)));

describe('data integrity check and fix', () => {
  test('before any run: a complete answer with nothing found', async () => {
    const r = requireOk(await call(api, 'dataIntegrityResults')) as Results;
    assert.deepEqual(r, { inProgress: false, fixingErrors: false, tooManyErrors: false, startTime: '0001-01-01T00:00:00.000Z', endTime: '0001-01-01T00:00:00.000Z', error: '', results: [] });
  });

  test('anonymous callers and non-admins are refused every database operation (401), and start nothing', async () => {
    for (const caller of [api.as(undefined), api.as('not-a-token'), api.as(user.client.token)]) {
      for (const op of Object.keys(OPERATIONS) as Array<keyof typeof OPERATIONS>) {
        const res = await call(caller, op);
        assert.equal(res.status, 401, `${op}: ${res.text}`);
        assert.equal(res.body.error.code, 'UNAUTHORIZED');
        assert.equal(res.body.data, undefined);
      }
    }
    const gqlRes = await server.gql(CheckDataIntegrityDocument, {}, user.client.token);
    // GraphQL names a session without the right FORBIDDEN (as every admin operation).
    assert.equal(gqlRes.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal((requireOk(await call(api, 'dataIntegrityResults')) as Results).startTime, '0001-01-01T00:00:00.000Z');
  });

  test('a clean network checks clean', async () => {
    const r = await run('checkDataIntegrity');
    assert.deepEqual(r.results, [], JSON.stringify(r.results));
    assert.equal(r.error, '');
    assert.equal(r.fixingErrors, false);
    assert.ok(Date.parse(r.endTime) >= Date.parse(r.startTime));
  });

  test('seeded inconsistencies: a check lists them unfixed, a fix repairs them, the next check is clean, the API works again', async () => {
    // A user who may dial a service through a policy; the service has a config.
    const attr = (await listAll(server.mgmt, `/identities?filter=${encodeURIComponent(`id = "${user.id}"`)}`))[0].roleAttributes[0] as string;
    const configId = await createConfig(server, await createConfigType(server), { a: 1 });
    const serviceId = await createService(server, { configs: [configId] });
    const policyId = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    // Not read before the damage: the user's first read comes from the database, not a cached page.
    const servicesOf = async () => (await listAll(user.client, '/services')).map((s: { id: string }) => s.id);

    // The damage.
    const ghostIdentity = `ghost-${randomUUID()}`;
    const ghostPolicy = `ghost-policy-${randomUUID()}`;
    const ghostConfig = `ghost-config-${randomUUID()}`;
    const typeless = requireOk(await server.mgmt.post('/identities', { name: unique('typeless'), type: 'User', isAdmin: false }), 201).id as string;
    const stamped = requireOk(await server.mgmt.post('/identities', { name: unique('stamped'), type: 'User', isAdmin: false }), 201).id as string;
    await sql(`delete from "policy_matches" where "policy_id" = ? and "entity_kind" = 'identity' and "entity_id" = ?`, [policyId, user.id]);
    await sql(`insert into "policy_matches" values (?, 'service-policy', 'identity', ?)`, [policyId, typeless]);
    await sql(`insert into "policy_matches" values (?, 'service-policy', 'identity', ?)`, [ghostPolicy, user.id]);
    await sql(`update "service_policies" set "identity_roles" = "identity_roles" || array[?] where "id" = ?`, [`@${ghostIdentity}`, policyId]);
    await sql(`update "services" set "configs" = "configs" || array[?] where "id" = ?`, [ghostConfig, serviceId]);
    await sql(`update "identities" set "type_id" = 'NoSuchType' where "id" = ?`, [typeless]);
    const orphanEnrollment = randomUUID();
    await sql(`insert into "enrollments" ("id", "created_at", "updated_at", "tags", "method", "token", "jwt", "expires_at") values (?, now(), now(), '{}', 'ott', ?, '', now() + interval '1 hour')`, [orphanEnrollment, randomUUID()]);
    const leftover = randomUUID();
    await sql(`insert into "enrollments" ("id", "created_at", "updated_at", "tags", "method", "token", "jwt", "identity_id", "username", "expires_at") values (?, now(), now(), '{}', 'updb', ?, '', ?, ?, now() - interval '1 hour')`, [leftover, randomUUID(), user.id, unique('gone')]);
    await sql(`insert into "identity_service_state" values (?, now() + interval '1 day') on conflict ("identity_id") do update set "services_changed_at" = excluded."services_changed_at"`, [stamped]);
    assert.ok(!(await servicesOf()).includes(serviceId), 'the missing match hides the service');

    const seeded = (r: Results) => [
      about(r, policyId, 'selects identity', user.id, 'missing'),
      about(r, policyId, 'does not select identity', typeless),
      about(r, ghostPolicy, 'does not exist'),
      about(r, policyId, `@${ghostIdentity}`),
      about(r, serviceId, ghostConfig),
      about(r, typeless, 'NoSuchType'),
      about(r, orphanEnrollment, 'exactly one identity'),
      about(r, leftover, 'expired', 'password authenticator'),
      about(r, 'service-updates stamp', stamped, 'future'),
    ];

    const check = await run('checkDataIntegrity');
    assert.equal(check.fixingErrors, false);
    assert.equal(check.tooManyErrors, false);
    for (const [i, found] of seeded(check).entries()) {
      assert.equal(found.length, 1, `seeded inconsistency #${i} is reported once: ${JSON.stringify(check.results, null, 1)}`);
      assert.equal(found[0].fixed, false);
    }
    assert.equal(check.results.length, seeded(check).length, JSON.stringify(check.results, null, 1));
    // A check changes nothing.
    assert.ok(!(await servicesOf()).includes(serviceId));

    // GraphQL reads the same persisted result.
    const viaGql = requireData(await server.gql(DataIntegrityResultsDocument, {})).dataIntegrityResults;
    assert.deepEqual(viaGql.results, check.results);
    assert.equal(new Date(viaGql.startTime).toISOString(), check.startTime);

    const fix = await run('fixDataIntegrity');
    assert.equal(fix.fixingErrors, true);
    assert.equal(fix.error, '');
    for (const [i, found] of seeded(fix).entries()) {
      assert.equal(found.length, 1, `seeded inconsistency #${i} is reported by the fix: ${JSON.stringify(fix.results, null, 1)}`);
      assert.equal(found[0].fixed, true, found[0].description);
    }

    const again = await run('checkDataIntegrity');
    assert.deepEqual(again.results, [], JSON.stringify(again.results, null, 1));

    // The API behaves as the data says again.
    assert.ok((await servicesOf()).includes(serviceId), 'the user sees the service again');
    const policy = requireOk(await server.mgmt.get(`/service-policies/${policyId}`));
    assert.deepEqual(policy.identityRoles, [`#${attr}`]);
    const service = requireOk(await server.mgmt.get(`/services/${serviceId}`));
    assert.deepEqual(service.configs, [configId]);
    assert.equal(requireOk(await server.mgmt.get(`/identities/${typeless}`)).typeId, 'Default');
    assert.equal((await server.mgmt.get(`/enrollments/${orphanEnrollment}`)).status, 404);
    const updates = requireOk(await (await createUserClientFor(stamped)).get('/current-api-session/service-updates'));
    assert.ok(Date.parse(updates.lastChangeAt) <= Date.now() + 1_000, `stamp moved back from the future: ${updates.lastChangeAt}`);
  });

  test('a tunneler-enabled edge router that lost its identity and system policy gets them back', async () => {
    const routerId = requireOk(await server.mgmt.post('/edge-routers', { name: unique('tunneler'), isTunnelerEnabled: true }), 201).id as string;
    await sql(`delete from "policy_matches" where "policy_id" = ? or "entity_id" = ?`, [routerId, routerId]);
    await sql(`delete from "edge_router_policies" where "id" = ?`, [routerId]);
    await sql(`delete from "identities" where "id" = ?`, [routerId]);
    const check = await run('checkDataIntegrity');
    assert.equal(check.results.length, 1, JSON.stringify(check.results));
    assert.equal(about(check, routerId, 'lacks its router identity and system edge router policy').length, 1, check.results[0].description);
    assert.equal(check.results[0].fixed, false);
    const fix = await run('fixDataIntegrity');
    assert.deepEqual(fix.results.map((r) => r.fixed), [true], JSON.stringify(fix.results));
    assert.deepEqual((await run('checkDataIntegrity')).results, []);
    assert.equal(requireOk(await server.mgmt.get(`/identities/${routerId}`)).typeId, 'Router');
    const policy = requireOk(await server.mgmt.get(`/edge-router-policies/${routerId}`));
    assert.equal(policy.isSystem, true);
    assert.deepEqual(policy.identityRoles, [`@${routerId}`]);
  });

  test('past the recording cap a check sets tooManyErrors, and a fix still repairs everything', async () => {
    await sql(`insert into "policy_matches" select 'bulk-' || g || '-' || ?, 'service-policy', 'identity', ? from generate_series(1, 1005) g`, [randomUUID(), user.id]);
    const check = await run('checkDataIntegrity');
    assert.equal(check.tooManyErrors, true);
    assert.equal(check.results.length, 1000);
    const fix = await run('fixDataIntegrity');
    assert.equal(fix.tooManyErrors, true);
    assert.ok(fix.results.every((x) => x.fixed));
    const [{ n }] = await sql(`select count(*)::int as n from "policy_matches" where "policy_id" like 'bulk-%'`);
    assert.equal(n, 0);
    const again = await run('checkDataIntegrity');
    assert.deepEqual(again.results, []);
    assert.equal(again.tooManyErrors, false);
  });

  test('a run abandoned by a crashed instance blocks nobody once its heartbeat is stale', async () => {
    const crashed = randomUUID();
    await sql(`insert into "integrity_runs" ("id", "fixing", "instance_id", "started_at", "heartbeat_at") values (?, false, 'crashed', now() + interval '1 second', now())`, [crashed]);
    const busy = await call(api, 'checkDataIntegrity');
    assert.equal(busy.status, 429, busy.text);
    assert.equal(busy.body.error.code, 'RATE_LIMITED');
    const live = requireOk(await call(api, 'dataIntegrityResults')) as Results;
    assert.equal(live.inProgress, true);
    assert.equal(live.endTime, '0001-01-01T00:00:00.000Z');

    await sql(`update "integrity_runs" set "started_at" = now() - interval '5 minutes', "heartbeat_at" = now() - interval '2 minutes' where "id" = ?`, [crashed]);
    const r = await run('checkDataIntegrity');
    assert.deepEqual(r.results, []);
    const [old] = await sql(`select "finished_at" is not null as finished, "error" from "integrity_runs" where "id" = ?`, [crashed]);
    assert.equal(old.finished, true);
    assert.match(old.error, /abandoned/);
  });
});

/** A logged-in client API client for an identity without credentials (gives it a password first). */
async function createUserClientFor(identityId: string) {
  const username = unique('user');
  const password = `pw-${unique('secret')}`;
  requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId, username, password }), 201);
  const client = server.anon('client');
  await client.login(username, password);
  return client;
}

describe('database area wiring', () => {
  test('the operations are in the management API only', async () => {
    const res = await server.anon('client').post('/database/check-data-integrity', {});
    assert.equal(res.status, 404);
  });
});
