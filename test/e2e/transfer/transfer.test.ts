import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { create, createUser, listAll, logIn, unique } from '../../support/fixtures';
import { newTestCa } from '../../support/pki';
import { requireError, requireOk, requireUnauthorized } from '../../support/rest-client';

/**
 * Configuration export and import over REST: a network built in one controller, exported,
 * imported into a second controller on an empty database, exported again. Everything by name.
 */

const source = useTestServer();
const target = useTestServer();

const EXPORT = '/database/export';
const IMPORT = '/database/import';

interface Network {
  names: Record<string, string>;
  ids: Record<string, string>;
}
let net: Network;

source.setup(async () => {
  const n: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const k of ['signer', 'authPolicy', 'configType', 'config', 'service', 'hidden', 'check', 'router', 'transit', 'ca', 'staff', 'outsider', 'dial', 'bind', 'erp', 'serp']) n[k] = unique(`tr-${k}`);
  ids.signer = await create(source, 'external-jwt-signers', {
    name: n.signer, enabled: true, issuer: unique('https://issuer.example/'), audience: 'ziti', jwksEndpoint: 'https://idp.example.com/jwks.json', useExternalId: true,
  });
  ids.authPolicy = await create(source, 'auth-policies', {
    name: n.authPolicy,
    primary: {
      cert: { allowed: true, allowExpiredCerts: false },
      extJwt: { allowed: true, allowedSigners: [ids.signer] },
      updb: { allowed: true, minPasswordLength: 8, requireSpecialChar: false, requireNumberChar: true, requireMixedCase: false, maxAttempts: 5, lockoutDurationMinutes: 10 },
    },
    secondary: { requireTotp: false, requireExtJwtSigner: null },
  });
  ids.configType = await create(source, 'config-types', {
    name: n.configType, schema: { type: 'object', required: ['port'], properties: { port: { type: 'integer' }, host: { type: 'string' } } },
  });
  ids.config = await create(source, 'configs', { name: n.config, configTypeId: ids.configType, data: { port: 443, host: 'web.internal' }, tags: { env: 'prod' } });
  ids.service = await create(source, 'services', { name: n.service, encryptionRequired: true, roleAttributes: ['web'], configs: [ids.config], terminatorStrategy: 'weighted' });
  ids.hidden = await create(source, 'services', { name: n.hidden, encryptionRequired: false, roleAttributes: ['secret'] });
  ids.check = await create(source, 'posture-checks', { name: n.check, typeId: 'DOMAIN', domains: ['corp.example'], roleAttributes: ['domain'] });
  ids.router = await create(source, 'edge-routers', { name: n.router, roleAttributes: ['edge'], cost: 7, isTunnelerEnabled: true, appData: { zone: 'a' } });
  ids.transit = await create(source, 'transit-routers', { name: n.transit, cost: 3 });
  ids.ca = await create(source, 'cas', {
    name: n.ca, certPem: newTestCa(n.ca).certPem, isAuthEnabled: true, isAutoCaEnrollmentEnabled: false, isOttCaEnrollmentEnabled: true, identityRoles: ['from-ca'],
  });
  ids.staff = await create(source, 'identities', {
    name: n.staff, type: 'User', isAdmin: false, roleAttributes: ['staff'], authPolicyId: ids.authPolicy, externalId: unique('ext'),
    defaultHostingCost: 4, defaultHostingPrecedence: 'required', serviceHostingCosts: { [ids.service]: 9 }, serviceHostingPrecedences: { [ids.service]: 'failed' },
    appData: { team: 'blue' }, tags: { owner: 'ops' },
  });
  requireOk(await source.mgmt.post(`/identities/${ids.staff}/service-configs`, [{ serviceId: ids.service, configId: ids.config }]));
  // An identity with a password: its authenticator is a secret, and must not travel.
  ids.outsider = (await createUser(source.server, { name: n.outsider, roleAttributes: ['guest'] })).id;
  ids.dial = await create(source, 'service-policies', { name: n.dial, type: 'Dial', semantic: 'AnyOf', identityRoles: ['#staff', `@${ids.outsider}`], serviceRoles: [`@${ids.service}`] });
  ids.bind = await create(source, 'service-policies', { name: n.bind, type: 'Bind', semantic: 'AllOf', identityRoles: ['#staff'], serviceRoles: ['#web'], postureCheckRoles: [`@${ids.check}`] });
  ids.erp = await create(source, 'edge-router-policies', { name: n.erp, semantic: 'AllOf', identityRoles: ['#all'], edgeRouterRoles: ['#edge'] });
  ids.serp = await create(source, 'service-edge-router-policies', { name: n.serp, semantic: 'AllOf', serviceRoles: ['#all'], edgeRouterRoles: [`@${ids.router}`] });
  net = { names: n, ids };
});

const exportOf = async (server: typeof source) => requireOk(await server.mgmt.get(EXPORT));
const named = (items: { name: string }[], name: string) => items.find((i) => i.name === name) as any;
const counts = async (server: typeof source) => requireOk(await server.mgmt.get('/summary'));
const empty = { created: [], updated: [], unchanged: [] };

describe('export', () => {
  test('is one sorted, portable document: names instead of ids, no dates, no secrets', async () => {
    const doc = await exportOf(source);
    assert.equal(typeof doc.format, 'string');
    assert.equal(doc.version, 1);
    const text = JSON.stringify(doc);
    for (const [what, id] of Object.entries(net.ids)) assert.ok(!text.includes(id), `the id of ${what} is not in the document`);
    for (const secret of ['password', 'passwordHash', 'token', 'jwt', 'fingerprint', 'createdAt', 'updatedAt', source.adminPassword]) {
      assert.ok(!text.includes(secret), `"${secret}" is not in the document`);
    }
    for (const [kind, items] of Object.entries(doc)) {
      if (!Array.isArray(items)) continue;
      const names = items.map((i: { name: string }) => i.name);
      assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), `${kind} are sorted by name`);
    }
    const n = net.names;
    assert.deepEqual(named(doc.servicePolicies, n.dial).identityRoles, ['#staff', `@${n.outsider}`]);
    assert.deepEqual(named(doc.servicePolicies, n.bind).postureCheckRoles, [`@${n.check}`]);
    assert.deepEqual(named(doc.serviceEdgeRouterPolicies, n.serp).edgeRouterRoles, [`@${n.router}`]);
    assert.deepEqual(named(doc.services, n.service).configs, [n.config]);
    assert.equal(named(doc.configs, n.config).configType, n.configType);
    const staff = named(doc.identities, n.staff);
    assert.equal(staff.authPolicy, n.authPolicy);
    assert.deepEqual(staff.serviceHostingCosts, { [n.service]: 9 });
    assert.deepEqual(staff.serviceConfigs, [{ service: n.service, config: n.config }]);
    assert.deepEqual(named(doc.authPolicies, n.authPolicy).primary.extJwt.allowedSigners, [n.signer]);
    // The controller's own: the default admin, a tunneler router's identity and system policy.
    assert.equal(doc.identities.some((i: any) => i.name === n.router || i.name === 'Default Admin'), false);
    assert.equal(doc.edgeRouterPolicies.length, 1);
    assert.equal(named(doc.authPolicies, 'Default').isDefault, true);
    assert.equal(named(doc.routers, n.transit).isEdge, false);
  });

  test('is refused to non-admins and anonymous callers', async () => {
    const user = await createUser(source.server, {}, 'management');
    requireUnauthorized(await user.client.get(EXPORT));
    requireUnauthorized(await source.anon().get(EXPORT));
    requireUnauthorized(await user.client.post(IMPORT, await exportOf(source)));
  });
});

describe('import into an empty controller', () => {
  test('creates everything, and the target exports the same document', async () => {
    const doc = await exportOf(source);
    const report = requireOk(await target.mgmt.post(IMPORT, doc));
    const n = net.names;
    assert.deepEqual(report.services.created, [n.service, n.hidden].sort());
    assert.ok(report.identities.created.includes(n.staff));
    assert.deepEqual(report.authPolicies.unchanged, ['Default']);
    assert.deepEqual(report.servicePolicies, { ...empty, created: [n.bind, n.dial].sort() });
    assert.deepEqual(await exportOf(target), doc);
  });

  test('again: everything unchanged, nothing written', async () => {
    const doc = await exportOf(source);
    const before = await listAll(target.mgmt, '/services');
    const report = requireOk(await target.mgmt.post(IMPORT, doc));
    for (const [kind, r] of Object.entries(report) as [string, any][]) {
      assert.deepEqual(r.created, [], `${kind}: nothing created`);
      assert.deepEqual(r.updated, [], `${kind}: nothing updated`);
      assert.equal(r.unchanged.length, doc[kind].length, `${kind}: all unchanged`);
    }
    assert.deepEqual(await listAll(target.mgmt, '/services'), before, 'not even updatedAt moved');
  });

  test("export's answer, envelope and all, is imported as it came (curl export > file; curl import -d @file)", async () => {
    const exported = await source.mgmt.get(EXPORT);
    assert.equal(exported.status, 200);
    assert.deepEqual(Object.keys(exported.body).sort(), ['data', 'meta'], 'export answers in the usual envelope');
    const piped = await target.mgmt.post(IMPORT, undefined, { rawBody: exported.text, headers: { 'content-type': 'application/json' } });
    const report = requireOk(piped);
    for (const [kind, r] of Object.entries(report) as [string, any][]) {
      assert.deepEqual({ created: r.created, updated: r.updated }, { created: [], updated: [] }, `${kind}: the target already has it all`);
      assert.equal(r.unchanged.length, exported.body.data[kind].length, `${kind}: every item read`);
    }
    // An enveloped document is checked as the bare one: the field is named by the document's path.
    const broken = structuredClone(exported.body);
    delete named(broken.data.routers, net.names.router).cost;
    assert.match(requireError(await target.mgmt.post(IMPORT, broken), 400, 'COULD_NOT_VALIDATE').cause.field, /^routers\[\d+\]\.cost$/);
    // Only an envelope is unwrapped: a document with a stray `data` field is refused as such.
    const stray = requireError(await target.mgmt.post(IMPORT, { ...exported.body.data, data: {} }), 400, 'COULD_NOT_VALIDATE');
    assert.equal(stray.cause.field, '(root)', JSON.stringify(stray));
  });

  test('the imported network works: policies were evaluated for an identity enrolled afterwards', async () => {
    const n = net.names;
    const [staff] = await listAll(target.mgmt, `/identities?filter=${encodeURIComponent(`name = "${n.staff}"`)}`);
    assert.ok(staff, 'the identity was imported');
    assert.equal(staff.authPolicy.name, n.authPolicy);
    const username = unique('imported');
    const password = 'Imported-pw-123';
    await create(target, 'authenticators', { method: 'updb', identityId: staff.id, username, password });
    const { client } = await logIn(target.server, username, password);
    const services = await listAll(client, '/services?configTypes=all');
    assert.deepEqual(services.map((s: any) => s.name), [n.service]);
    assert.deepEqual(services[0].permissions.sort(), ['Bind', 'Dial']);
    // Its own override of the service's config, and the config's data, came along.
    assert.equal(services[0].config[n.configType].port, 443);
    const routers = await listAll(client, '/current-identity/edge-routers');
    assert.deepEqual(routers.map((r: any) => r.name), [n.router]);
  });

  test('a changed item is reported updated, and written', async () => {
    const doc = await exportOf(source);
    named(doc.services, net.names.hidden).roleAttributes = ['secret', 'changed'];
    named(doc.configs, net.names.config).data = { port: 8443 };
    const report = requireOk(await target.mgmt.post(IMPORT, doc));
    assert.deepEqual(report.services.updated, [net.names.hidden]);
    assert.deepEqual(report.configs.updated, [net.names.config]);
    assert.equal(report.services.unchanged.length, doc.services.length - 1);
    assert.deepEqual(await exportOf(target), doc);
  });

  test('?enroll=ott gives the identities it creates a one-time-token enrollment', async () => {
    const doc = await exportOf(target);
    const name = unique('tr-enrolled');
    doc.identities.push({ ...named(doc.identities, net.names.staff), name, externalId: null, serviceConfigs: [] });
    const report = requireOk(await target.mgmt.post(`${IMPORT}?enroll=ott`, doc));
    assert.deepEqual(report.identities.created, [name]);
    const [identity] = await listAll(target.mgmt, `/identities?filter=${encodeURIComponent(`name = "${name}"`)}`);
    assert.ok(identity.enrollment?.ott?.jwt, 'an ott enrollment was issued');
    requireError(await target.mgmt.post(`${IMPORT}?enroll=updb`, doc), 400, 'COULD_NOT_VALIDATE');
  });
});

describe('an invalid document changes nothing', () => {
  async function refused(change: (doc: any) => void, field: RegExp): Promise<void> {
    const doc = await exportOf(target);
    change(doc);
    const before = { counts: await counts(target), doc: await exportOf(target) };
    const err = requireError(await target.mgmt.post(IMPORT, doc), 400, 'COULD_NOT_VALIDATE');
    assert.match(err.cause.field, field);
    assert.deepEqual(await counts(target), before.counts);
    assert.deepEqual(await exportOf(target), before.doc);
  }

  test('config data its type refuses', async () => {
    await refused((doc) => {
      doc.configTypes.push({ name: unique('tr-new-type'), schema: {}, tags: {} }); // valid, created before the bad config
      named(doc.configs, net.names.config).data = { port: 'not a number' };
    }, /^configs\[\d+\]\.data\.port$/);
  });

  test('a policy role naming an entity that does not exist', async () => {
    await refused((doc) => {
      doc.services.push({ ...named(doc.services, net.names.hidden), name: unique('tr-new-svc') });
      named(doc.servicePolicies, net.names.dial).identityRoles = ['@no-such-identity'];
    }, /^servicePolicies\[\d+\]\.identityRoles$/);
  });

  test('a name given twice', async () => {
    await refused((doc) => {
      doc.identities.push({ ...doc.identities[0] });
    }, /^identities\[\d+\]\.name$/);
  });

  test('an item of the wrong shape (the contract checks the body: its path names the item)', async () => {
    await refused((doc) => {
      delete named(doc.routers, net.names.router).cost;
    }, /^routers\[\d+\]\.cost$/);
  });

  test('a service changing what is fixed at create', async () => {
    await refused((doc) => {
      const svc = named(doc.services, net.names.service);
      svc.encryptionRequired = !svc.encryptionRequired;
    }, /^services\[\d+\]\.encryptionRequired$/);
  });
});

describe('a large document', () => {
  test('may exceed the 1 MiB of other bodies, up to 32 MiB', async () => {
    const doc = await exportOf(target);
    const name = unique('tr-big-type');
    doc.configTypes.push({ name, schema: { description: 'x'.repeat(2 * 1024 * 1024) }, tags: {} });
    const report = requireOk(await target.mgmt.post(IMPORT, doc));
    assert.deepEqual(report.configTypes.created, [name]);
    const tooBig = `{"format":"${'x'.repeat(33 * 1024 * 1024)}"}`;
    requireError(await target.mgmt.post(IMPORT, undefined, { rawBody: tooBig, headers: { 'content-type': 'application/json' } }), 413, 'REQUEST_ENTITY_TOO_LARGE');
  });

  test('is imported in batches, all of it, with its policies evaluated', async () => {
    const doc = await exportOf(target);
    const prefix = unique('tr-bulk');
    const template = named(doc.identities, net.names.staff);
    // More than one batch (200) of identities, each selected by a policy through its attribute.
    const bulk = Array.from({ length: 250 }, (_, i) => ({
      ...template, name: `${prefix}-${String(i).padStart(3, '0')}`, externalId: null, serviceConfigs: [], roleAttributes: [prefix], serviceHostingCosts: {}, serviceHostingPrecedences: {},
    }));
    doc.identities.push(...bulk);
    doc.servicePolicies.push({ ...named(doc.servicePolicies, net.names.dial), name: `${prefix}-dial`, identityRoles: [`#${prefix}`] });
    const report = requireOk(await target.mgmt.post(IMPORT, doc));
    assert.equal(report.identities.created.length, 250);
    assert.deepEqual(report.servicePolicies.created, [`${prefix}-dial`]);
    const selected = requireOk(await target.mgmt.get(`/services?${`filter=${encodeURIComponent(`name = "${net.names.service}"`)}`}`));
    const identities = await listAll(target.mgmt, `/services/${selected[0].id}/identities`);
    assert.equal(identities.filter((i: any) => i.name.startsWith(prefix)).length, 250, 'the policy selects every imported identity');
  });
});
