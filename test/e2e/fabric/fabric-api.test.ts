// The fabric management API (/fabric/v1), as OpenZiti serves it to `ziti fabric list …` and its
// admin console: routers with their connection, services, terminators, and links and circuits
// (empty until routers route traffic); the edge APIs' envelope, filters and paging; admins only.
// The fields OpenZiti's fabric spec requires are asserted here; every response is also validated
// against that spec when it is at hand (OPENZITI_FABRIC_SPEC, see test/support/official-spec.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { RestClient, requireError, requireNotFound, requireOk, requireUnauthorized, type RestResponse } from '../../support/rest-client';
import { createService, createUser, unique } from '../../support/fixtures';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf, type PeerIdentity } from '../../support/router-peer';
import { createEnrolledRouter } from '../trust/routers-support';
import { Bodies, ContentType } from '../../../src/ctrl/wire/messages';
import { RouterConnectionDocument } from '../../graphql/generated';

const server = useTestServer();
const fabric = () => server.mgmt.on('fabric');

type Json = Record<string, any>;
const DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The fields every fabric entity has (OpenZiti's baseEntity). */
function assertBaseEntity(e: Json, segment: string): void {
  assert.equal(typeof e.id, 'string');
  assert.match(e.createdAt, DATE);
  assert.match(e.updatedAt, DATE);
  assert.ok(e.tags && typeof e.tags === 'object', 'tags is an object');
  assert.equal(e._links?.self?.href, `./${segment}/${e.id}`);
}

function assertEntityRef(ref: Json, entity: string, id: string, name: string): void {
  assert.deepEqual({ entity: ref.entity, id: ref.id, name: ref.name }, { entity, id, name });
  assert.equal(ref._links?.self?.href, `./${entity}/${id}`);
}

/** routerDetail of the fabric spec: required name, fingerprint, connected, cost, noTraversal, disabled. */
function assertRouter(r: Json): void {
  assertBaseEntity(r, 'routers');
  assert.equal(typeof r.name, 'string');
  assert.equal(typeof r.fingerprint, 'string');
  assert.equal(typeof r.connected, 'boolean');
  assert.ok(Number.isInteger(r.cost) && r.cost >= 0 && r.cost <= 65535, `cost ${r.cost}`);
  assert.equal(typeof r.noTraversal, 'boolean');
  assert.equal(typeof r.disabled, 'boolean');
  assert.ok(Array.isArray(r.listenerAddresses));
  for (const l of r.listenerAddresses) assert.deepEqual(Object.keys(l).sort(), ['address', 'protocol']);
  assert.ok(Array.isArray(r.interfaces));
  assert.ok(r.ctrlChanListeners && typeof r.ctrlChanListeners === 'object' && !Array.isArray(r.ctrlChanListeners));
  if (r.versionInfo !== undefined) for (const k of ['version', 'revision', 'buildDate', 'os', 'arch']) assert.equal(typeof r.versionInfo[k], 'string');
}

/** serviceDetail of the fabric spec: required name, terminatorStrategy, maxIdleTimeMillis. */
function assertService(s: Json): void {
  assertBaseEntity(s, 'services');
  assert.equal(typeof s.name, 'string');
  assert.equal(typeof s.terminatorStrategy, 'string');
  assert.ok(Number.isInteger(s.maxIdleTimeMillis));
}

/** terminatorDetail of the fabric spec: every field is required. */
function assertTerminator(t: Json): void {
  assertBaseEntity(t, 'terminators');
  for (const k of ['serviceId', 'routerId', 'binding', 'address', 'instanceId', 'hostId']) assert.equal(typeof t[k], 'string', k);
  assert.equal(t.service.id, t.serviceId);
  assert.equal(t.router.id, t.routerId);
  for (const k of ['cost', 'dynamicCost']) assert.ok(Number.isInteger(t[k]) && t[k] >= 0 && t[k] <= 65535, k);
  assert.ok(['default', 'required', 'failed'].includes(t.precedence));
}

/** A list envelope: data, and meta with pagination and the filterable fields. */
function requireList(res: RestResponse): { data: Json[]; meta: Json } {
  const data = requireOk(res);
  assert.ok(Array.isArray(data), 'data is a list');
  const meta = res.body.meta;
  assert.equal(meta.apiVersion, '0.0.1');
  for (const k of ['limit', 'offset', 'totalCount']) assert.ok(Number.isInteger(meta.pagination?.[k]), `meta.pagination.${k}`);
  assert.ok(Array.isArray(meta.filterableFields));
  return { data, meta };
}

/** A plain request to the server, path as given (no normalisation of `//`). */
async function raw(path: string, token?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { 'zt-session': token } : {} });
  return { status: res.status, body: (await res.json()) as Json };
}

async function enrolledRouter(segment: 'edge-routers' | 'transit-routers'): Promise<PeerIdentity> {
  const r = await createEnrolledRouter(server.server, segment);
  return { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem };
}

const routerOf = async (id: string) => requireOk(await fabric().get(`/routers/${id}`));

describe('/fabric/v1: routers, services and terminators', () => {
  let serviceId: string;
  let serviceName: string;
  let routerId: string;
  let routerName: string;
  let terminatorId: string;

  server.setup(async () => {
    serviceName = unique('fabric-svc');
    serviceId = await createService(server, { name: serviceName, terminatorStrategy: 'weighted', maxIdleTimeMillis: 5000 });
    routerName = unique('fabric-router');
    routerId = requireOk(await server.mgmt.post('/transit-routers', { name: routerName, cost: 7, noTraversal: true }), 201).id;
    terminatorId = requireOk(await server.mgmt.post('/terminators', { service: serviceId, router: routerId, binding: 'transport', address: 'tcp:10.0.0.9:443', identity: 'instance-1', cost: 12, precedence: 'required' }), 201).id;
  });

  it('is listed in /version as the fabric binding', async () => {
    for (const path of ['/version', '/edge/management/v1/version', '/edge/client/v1/version']) {
      const res = await raw(path);
      assert.equal(res.status, 200);
      const fabricApi = res.body.data.apiVersions.fabric;
      assert.equal(fabricApi?.v1?.path, '/fabric/v1', `${path}: apiVersions.fabric`);
      assert.equal(fabricApi.v1.apiBaseUrls.length, 1);
      assert.match(fabricApi.v1.apiBaseUrls[0], /^http:\/\/[^/]+\/fabric\/v1$/);
    }
  });

  it('lists and shows routers with every field of the fabric spec', async () => {
    const { data, meta } = requireList(await fabric().get('/routers?limit=100'));
    for (const r of data) assertRouter(r);
    const mine = data.find((r) => r.id === routerId);
    assert.ok(mine, 'the transit router is listed');
    assert.equal(mine.name, routerName);
    assert.equal(mine.cost, 7);
    assert.equal(mine.noTraversal, true);
    assert.equal(mine.disabled, false);
    assert.equal(mine.connected, false);
    assert.equal(mine.fingerprint, '', 'not enrolled yet');
    assert.deepEqual(mine.listenerAddresses, []);
    assert.equal(mine.versionInfo, undefined, 'only a connected router has a version');
    assert.deepEqual(mine.interfaces, []);
    assert.deepEqual(mine.ctrlChanListeners, {});
    assert.equal(mine._links.terminators?.href, `./routers/${routerId}/terminators`);
    assert.equal(meta.pagination.totalCount, data.length);
    for (const f of ['id', 'name', 'fingerprint', 'cost', 'noTraversal', 'disabled', 'connected', 'createdAt']) assert.ok(meta.filterableFields.includes(f), `filterable ${f}`);
    const detail = await routerOf(routerId);
    assertRouter(detail);
    assert.deepEqual(detail, mine);
    assert.equal(requireOk(await fabric().get(`/routers/${routerId}`)).id, routerId);
    requireNotFound(await fabric().get('/routers/no-such-router'));
  });

  it('lists and shows services with their fabric fields only', async () => {
    const { data } = requireList(await fabric().get(`/services?filter=${encodeURIComponent(`name = "${serviceName}"`)}`));
    assert.equal(data.length, 1);
    const s = data[0];
    assertService(s);
    assert.deepEqual(
      { id: s.id, name: s.name, terminatorStrategy: s.terminatorStrategy, maxIdleTimeMillis: s.maxIdleTimeMillis },
      { id: serviceId, name: serviceName, terminatorStrategy: 'weighted', maxIdleTimeMillis: 5000 },
    );
    for (const edgeOnly of ['roleAttributes', 'configs', 'permissions', 'postureQueries', 'encryptionRequired']) assert.equal(s[edgeOnly], undefined, `${edgeOnly} is an edge field`);
    assert.deepEqual(requireOk(await fabric().get(`/services/${serviceId}`)), s);
    requireNotFound(await fabric().get('/services/no-such-service'));
  });

  it('lists terminators (all, of a service, of a router) with instanceId and hostId', async () => {
    const all = requireList(await fabric().get('/terminators'));
    const t = all.data.find((x) => x.id === terminatorId);
    assert.ok(t, 'the terminator is listed');
    for (const x of all.data) assertTerminator(x);
    assertEntityRef(t.service, 'services', serviceId, serviceName);
    assertEntityRef(t.router, 'routers', routerId, routerName);
    assert.deepEqual(
      { binding: t.binding, address: t.address, instanceId: t.instanceId, hostId: t.hostId, cost: t.cost, precedence: t.precedence, dynamicCost: t.dynamicCost },
      { binding: 'transport', address: 'tcp:10.0.0.9:443', instanceId: 'instance-1', hostId: '', cost: 12, precedence: 'required', dynamicCost: 0 },
    );
    assert.equal(t.identity, undefined, 'the fabric calls it instanceId');
    assert.deepEqual(requireOk(await fabric().get(`/terminators/${terminatorId}`)), t);
    for (const path of [`/services/${serviceId}/terminators`, `/routers/${routerId}/terminators`]) {
      const { data, meta } = requireList(await fabric().get(path));
      assert.deepEqual(data.map((x) => x.id), [terminatorId], path);
      assert.equal(meta.pagination.totalCount, 1);
    }
    // Filters use the fabric's names.
    const byInstance = requireList(await fabric().get(`/terminators?filter=${encodeURIComponent('instanceId = "instance-1" and router.name = "' + routerName + '"')}`));
    assert.deepEqual(byInstance.data.map((x) => x.id), [terminatorId]);
    requireNotFound(await fabric().get('/routers/no-such-router/terminators'));
    requireNotFound(await fabric().get('/services/no-such-service/terminators'));
    requireNotFound(await fabric().get('/terminators/no-such-terminator'));
  });

  it('filters and pages as the edge APIs do', async () => {
    const names = [unique('page-a'), unique('page-b'), unique('page-c')];
    for (const name of names) requireOk(await server.mgmt.post('/transit-routers', { name, cost: 3 }), 201);
    const filter = encodeURIComponent(`name contains "page-" and cost = 3 and connected = false`);
    const first = requireList(await fabric().get(`/routers?filter=${filter}&limit=2&offset=0`));
    assert.deepEqual(first.meta.pagination, { limit: 2, offset: 0, totalCount: 3 });
    assert.equal(first.data.length, 2);
    const second = requireList(await fabric().get(`/routers?filter=${filter}&limit=2&offset=2`));
    assert.deepEqual(second.meta.pagination, { limit: 2, offset: 2, totalCount: 3 });
    assert.equal(second.data.length, 1);
    assert.deepEqual([...first.data, ...second.data].map((r) => r.name).sort(), [...names].sort());
    // Sorting, limit and skip inside the filter, as ZitiQL allows.
    const sorted = requireList(await fabric().get(`/routers?filter=${encodeURIComponent(`name contains "page-" and cost = 3 sort by name desc skip 1 limit 1`)}`));
    assert.deepEqual(sorted.data.map((r) => r.name), [[...names].sort().reverse()[1]]);
    assert.deepEqual(sorted.meta.pagination, { limit: 1, offset: 1, totalCount: 3 });
    // Mistakes are 400s, as on the edge APIs.
    requireError(await fabric().get(`/routers?filter=${encodeURIComponent('name = ')}`), 400, 'INVALID_FILTER');
    requireError(await fabric().get(`/routers?filter=${encodeURIComponent('roleAttributes = "x"')}`), 400, 'INVALID_FILTER');
    requireError(await fabric().get('/routers?limit=ten'), 400, 'INVALID_PAGINATION');
    requireError(await fabric().get('/services?offset=-1'), 400, 'INVALID_PAGINATION');
  });

  it('accepts paths with `//`, as the admin console sends them', async () => {
    const list = await raw('/fabric/v1//routers?limit=1000', server.admin);
    assert.equal(list.status, 200);
    assert.equal(list.body.meta.pagination.limit, 500, 'the largest page, as for any list');
    assert.ok(list.body.data.some((r: Json) => r.id === routerId));
    for (const r of list.body.data) assertRouter(r);
    for (const [path, id] of [[`/fabric/v1//routers/${routerId}`, routerId], [`/fabric/v1//services//${serviceId}`, serviceId], [`/fabric/v1//terminators/${terminatorId}`, terminatorId]]) {
      const res = await raw(path, server.admin);
      assert.equal(res.status, 200, path);
      assert.equal(res.body.data.id, id, path);
    }
    for (const path of ['/fabric/v1//links?limit=1000', '/fabric/v1//circuits?limit=1000', '/fabric/v1//services?limit=1000', '/fabric/v1//terminators?limit=1000']) {
      const res = await raw(path, server.admin);
      assert.equal(res.status, 200, path);
      assert.ok(Array.isArray(res.body.data), path);
    }
  });

  it('refuses anyone but an admin, as the management API does', async () => {
    const user = await createUser(server, {}, 'management');
    const asUser = new RestClient(server.url, 'fabric').as(user.client.token);
    const anonymous = new RestClient(server.url, 'fabric');
    for (const path of ['/routers', `/routers/${routerId}`, '/services', '/terminators', '/links', '/circuits', `/routers/${routerId}/terminators`]) {
      requireUnauthorized(await asUser.get(path));
      requireUnauthorized(await anonymous.get(path));
    }
    // The same answer the management API gives them.
    requireUnauthorized(await user.client.get('/routers'));
    requireUnauthorized(await server.anon('management').get('/routers'));
    // A bearer token is an API session as well as zt-session.
    const bearer = await fetch(`${server.url}/fabric/v1/routers`, { headers: { authorization: `Bearer ${server.admin}` } });
    assert.equal(bearer.status, 200);
    assert.ok(Array.isArray(((await bearer.json()) as Json).data));
    const asUserBearer = await fetch(`${server.url}/fabric/v1/routers`, { headers: { authorization: `Bearer ${user.client.token}` } });
    assert.equal(asUserBearer.status, 401);
    assert.equal(((await asUserBearer.json()) as Json).error.code, 'UNAUTHORIZED');
  });
});

describe('/fabric/v1: links and circuits (none until routers route traffic)', () => {
  for (const segment of ['links', 'circuits']) {
    it(`${segment}: a valid empty list, its query checked; no id names one`, async () => {
      const { data, meta } = requireList(await fabric().get(`/${segment}`));
      assert.deepEqual(data, []);
      assert.deepEqual(meta.pagination, { limit: 10, offset: 0, totalCount: 0 });
      const paged = requireList(await fabric().get(`/${segment}?limit=25&offset=5&filter=${encodeURIComponent('id = "x"')}`));
      assert.deepEqual(paged.meta.pagination, { limit: 25, offset: 5, totalCount: 0 });
      assert.ok(paged.meta.filterableFields.includes('id'));
      requireError(await fabric().get(`/${segment}?filter=${encodeURIComponent('noSuchField = 1')}`), 400, 'INVALID_FILTER');
      requireError(await fabric().get(`/${segment}?filter=${encodeURIComponent('id = ')}`), 400, 'INVALID_FILTER');
      requireNotFound(await fabric().get(`/${segment}/some-id`));
    });
  }

  it('unknown fabric paths and methods answer with the error envelope', async () => {
    requireNotFound(await fabric().get('/no-such-resource', { unchecked: true }));
    requireError(await fabric().post('/links', {}, { unchecked: true }), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('/fabric/v1: a router connected over the control channel', () => {
  it('shows connected with its listeners, version and interfaces, then not connected once it closes', async () => {
    const id = await enrolledRouter('edge-routers');
    const before = await routerOf(id.id);
    assert.equal(before.connected, false);
    assert.notEqual(before.fingerprint, '', 'enrolled');
    const peer = await RouterPeer.connect(ctrlTargetOf(server.server), id, { generation: '2.x' });
    let connected: Json;
    try {
      connected = await pollUntil('connected in /fabric/v1', async () => {
        const r = await routerOf(id.id);
        return r.connected ? r : undefined;
      }, 10_000);
      assertRouter(connected);
      assert.deepEqual(connected.listenerAddresses, [{ address: 'tls:127.0.0.1:23323', protocol: 'tls' }]);
      assert.equal(connected.versionInfo?.version, 'v2.0.3');
      assert.equal(connected.versionInfo?.os, 'linux');
      // Interfaces the router reports are shown with their flags spelled out (Go net.Flags bits).
      const reply = await peer.request(ContentType.UpdateRouterInterfaces, Bodies.RouterInterfacesUpdate.encode({
        interfaces: [
          { name: 'eth0', hardwareAddress: 'aa:bb:cc:dd:ee:ff', mtu: '1500', index: '2', flags: '51', addresses: ['10.0.0.5/24'] },
          { name: 'lo', hardwareAddress: '', mtu: '65536', index: '1', flags: '37', addresses: ['127.0.0.1/8', '::1/128'] },
        ],
      }));
      assert.equal(reply.contentType, ContentType.Result);
      const withInterfaces = await pollUntil('interfaces in /fabric/v1', async () => {
        const r = await routerOf(id.id);
        return r.interfaces.length === 2 ? r : undefined;
      }, 10_000);
      assertRouter(withInterfaces);
      const byName = Object.fromEntries(withInterfaces.interfaces.map((i: Json) => [i.name, i]));
      assert.deepEqual(byName.eth0, { name: 'eth0', hardwareAddress: 'aa:bb:cc:dd:ee:ff', mtu: 1500, index: 2, isUp: true, isRunning: true, isLoopback: false, isBroadcast: true, isMulticast: true, addresses: ['10.0.0.5/24'] });
      assert.deepEqual(byName.lo, { name: 'lo', hardwareAddress: '', mtu: 65536, index: 1, isUp: true, isRunning: true, isLoopback: true, isBroadcast: false, isMulticast: false, addresses: ['127.0.0.1/8', '::1/128'] });
      // The list shows the same, and a filter finds it by its connection.
      const online = requireList(await fabric().get(`/routers?filter=${encodeURIComponent(`connected = true and id = "${id.id}"`)}`));
      assert.deepEqual(online.data, [withInterfaces]);
      // GraphQL shows the same connection (once the edge sync finished: the router may still be syncing).
      const gql = await pollUntil('synced in GraphQL', async () => {
        const r = await server.gql(RouterConnectionDocument, { id: id.id });
        return r.data?.router.syncStatus === 'SYNC_DONE' || r.errors ? r : undefined;
      }, 10_000);
      assert.equal(gql.errors, undefined);
      const g = gql.data!.router;
      assert.equal(g.isOnline, true);
      assert.equal(g.syncStatus, 'SYNC_DONE');
      assert.deepEqual(g.versionInfo, withInterfaces.versionInfo);
      assert.deepEqual(g.listenerAddresses, withInterfaces.listenerAddresses);
      assert.deepEqual(g.interfaces, withInterfaces.interfaces);
    } finally {
      peer.close();
    }
    const gone = await pollUntil('not connected in /fabric/v1', async () => {
      const r = await routerOf(id.id);
      return r.connected ? undefined : r;
    }, 10_000);
    assertRouter(gone);
    assert.deepEqual(gone.listenerAddresses, []);
    assert.equal(gone.versionInfo, undefined);
    assert.equal(gone.interfaces.length, 2, 'the last interfaces reported are kept, as OpenZiti keeps them');
    const offline = requireList(await fabric().get(`/routers?filter=${encodeURIComponent(`connected = true and id = "${id.id}"`)}`));
    assert.deepEqual(offline.data, []);
    const g = (await server.gql(RouterConnectionDocument, { id: id.id })).data!.router;
    assert.deepEqual({ isOnline: g.isOnline, syncStatus: g.syncStatus, versionInfo: g.versionInfo, listenerAddresses: g.listenerAddresses }, { isOnline: false, syncStatus: 'SYNC_UNKNOWN', versionInfo: null, listenerAddresses: [] });
  });
});
