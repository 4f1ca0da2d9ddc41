import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { ids } from '../../support/fixtures';
import { Catalog, filter, unique } from './fixtures';

const server = useTestServer();
const cat = new Catalog(server);

async function edgeRouter(name = unique('er')): Promise<string> {
  return requireOk(await server.mgmt.post('/edge-routers', { name }), 201).id;
}

async function terminator(body: Record<string, unknown>): Promise<string> {
  return requireOk(await server.mgmt.post('/terminators', { binding: 'edge', address: 'tcp:localhost:8080', ...body }), 201).id;
}

describe('POST /terminators', () => {
  test('creates a terminator of a service on a router; the identity secret is never shown', async () => {
    const serviceName = unique('svc');
    const serviceId = await cat.service({ name: serviceName });
    const routerName = unique('er');
    const routerId = await edgeRouter(routerName);
    const id = await terminator({
      service: serviceId, router: routerId, binding: 'transport', address: 'tls:10.0.0.1:443', identity: 'host-1',
      identitySecret: Buffer.from('s3cret').toString('base64'), cost: 300, precedence: 'required', tags: { zone: 'a' },
    });
    const d = await cat.get(`/terminators/${id}`);
    assert.equal(d.id, id);
    assert.equal(d.serviceId, serviceId);
    assert.deepEqual({ id: d.service.id, name: d.service.name, entity: d.service.entity }, { id: serviceId, name: serviceName, entity: 'services' });
    assert.equal(d.routerId, routerId);
    assert.equal(d.router.name, routerName);
    assert.equal(d.binding, 'transport');
    assert.equal(d.address, 'tls:10.0.0.1:443');
    assert.equal(d.identity, 'host-1');
    assert.equal(d.cost, 300);
    assert.equal(d.dynamicCost, 0, 'no dial has added to it (dynamic cost, below)');
    assert.equal(d.precedence, 'required');
    assert.deepEqual(d.tags, { zone: 'a' });
    assert.equal(d._links.self.href, `./terminators/${id}`);
    const listed = await cat.list(`/terminators?${filter(`id = "${id}"`)}`);
    for (const shown of [d, listed.data[0]]) {
      assert.ok(!('identitySecret' in shown), 'identitySecret is write-only');
      assert.ok(!JSON.stringify(shown).includes(Buffer.from('s3cret').toString('base64')));
    }
  });

  test('optional fields get their defaults; any router (edge or transit) can host', async () => {
    const serviceId = await cat.service();
    const transit = requireOk(await server.mgmt.post('/routers', { name: unique('tr') }), 201).id;
    const d = await cat.get(`/terminators/${await terminator({ service: serviceId, router: transit })}`);
    assert.equal(d.routerId, transit);
    assert.equal(d.cost, 0);
    assert.equal(d.precedence, 'default');
    assert.equal(d.identity, '');
    assert.deepEqual(d.tags, {});
  });

  test('dynamicCost is what dials added, as OpenZiti: 0 here, whatever the static cost and precedence', async () => {
    // OpenZiti reports the routing strategy's per-terminator cost from dial outcomes; precedence and
    // the static cost only bias the choice among terminators. No circuit is dialed here.
    const serviceId = await cat.service();
    const routerId = await edgeRouter();
    for (const precedence of ['required', 'default', 'failed']) {
      const id = await terminator({ service: serviceId, router: routerId, cost: 1234, precedence });
      const d = await cat.get(`/terminators/${id}`);
      assert.deepEqual({ cost: d.cost, precedence: d.precedence, dynamicCost: d.dynamicCost }, { cost: 1234, precedence, dynamicCost: 0 });
      requireOk(await server.mgmt.patch(`/terminators/${id}`, { cost: 7 }));
      const listed = (await cat.list(`/terminators?${filter(`id = "${id}"`)}`)).data[0];
      assert.deepEqual({ cost: listed.cost, dynamicCost: listed.dynamicCost }, { cost: 7, dynamicCost: 0 }, `${precedence}: a new static cost leaves it`);
    }
  });

  test('the service and router must exist; cost and precedence are checked', async () => {
    const serviceId = await cat.service();
    const routerId = await edgeRouter();
    const post = (body: Record<string, unknown>) => server.mgmt.post('/terminators', { service: serviceId, router: routerId, binding: 'edge', address: 'a', ...body });
    requireFieldError(await post({ service: unique('nosvc') }), 'service');
    requireFieldError(await post({ router: unique('norouter') }), 'router');
    requireFieldError(await post({ cost: 65536 }), 'cost');
    requireFieldError(await post({ cost: -1 }), 'cost');
    requireFieldError(await post({ precedence: 'urgent' }), 'precedence');
    requireFieldError(await post({ binding: undefined }), 'binding');
    requireFieldError(await post({ address: '' }), 'address');
    assert.equal((await cat.list(`/terminators?${filter(`service = "${serviceId}"`)}`)).meta.pagination.totalCount, 0, 'nothing was created');
  });
});

describe('PUT and PATCH /terminators/{id}', () => {
  test('PATCH changes the given fields, PUT replaces them all', async () => {
    const serviceId = await cat.service();
    const [r1, r2] = [await edgeRouter(), await edgeRouter()];
    const id = await terminator({ service: serviceId, router: r1, cost: 10, precedence: 'failed', tags: { a: 'b' } });
    requireOk(await server.mgmt.patch(`/terminators/${id}`, { precedence: 'required' }));
    let d = await cat.get(`/terminators/${id}`);
    assert.equal(d.precedence, 'required');
    assert.equal(d.cost, 10);
    assert.deepEqual(d.tags, { a: 'b' });
    const other = await cat.service();
    requireOk(await server.mgmt.put(`/terminators/${id}`, { service: other, router: r2, binding: 'udp', address: 'udp:x:53' }));
    d = await cat.get(`/terminators/${id}`);
    assert.deepEqual([d.serviceId, d.routerId, d.binding, d.address, d.cost, d.precedence], [other, r2, 'udp', 'udp:x:53', 0, 'default']);
    assert.deepEqual(d.tags, {});
    requireFieldError(await server.mgmt.patch(`/terminators/${id}`, { router: unique('gone') }), 'router');
    requireFieldError(await server.mgmt.put(`/terminators/${id}`, { service: other, router: r2, binding: 'udp' }), 'address');
    assert.equal((await cat.get(`/terminators/${id}`)).routerId, r2);
  });

  test('unknown terminators are NOT_FOUND', async () => {
    const missing = unique('missing');
    requireNotFound(await server.mgmt.get(`/terminators/${missing}`));
    requireNotFound(await server.mgmt.patch(`/terminators/${missing}`, { cost: 1 }));
    requireNotFound(await server.mgmt.delete(`/terminators/${missing}`));
  });
});

describe('terminator lists', () => {
  test('filter on service, its name, router, binding and cost; page', async () => {
    const serviceName = unique('listed');
    const serviceId = await cat.service({ name: serviceName });
    const routerId = await edgeRouter();
    const cheap = await terminator({ service: serviceId, router: routerId, cost: 1 });
    const dear = await terminator({ service: serviceId, router: routerId, cost: 900, binding: 'udp' });
    const elsewhere = await terminator({ service: await cat.service(), router: routerId });
    const match = async (f: string) => ids((await cat.list(`/terminators?${filter(f)}`)).data);
    assert.deepEqual(await match(`service = "${serviceId}"`), [cheap, dear].sort());
    assert.deepEqual(await match(`service.name = "${serviceName}"`), [cheap, dear].sort());
    assert.deepEqual(await match(`service = "${serviceId}" and cost > 100`), [dear]);
    assert.deepEqual(await match(`router = "${routerId}" and binding = "udp"`), [dear]);
    assert.deepEqual(await match(`router = "${routerId}"`), [cheap, dear, elsewhere].sort());
    const page = await cat.list(`/terminators?${filter(`router = "${routerId}" sort by cost desc`)}&limit=1`);
    assert.deepEqual(page.meta.pagination, { limit: 1, offset: 0, totalCount: 3 });
    assert.equal(page.data[0].id, dear);
  });

  test('GET /services/{id}/terminators lists those of one service', async () => {
    const serviceId = await cat.service();
    const routerId = await edgeRouter();
    const mine = [await terminator({ service: serviceId, router: routerId }), await terminator({ service: serviceId, router: routerId })];
    await terminator({ service: await cat.service(), router: routerId });
    const { data, meta } = await cat.list(`/services/${serviceId}/terminators`);
    assert.deepEqual(ids(data), [...mine].sort());
    assert.equal(meta.pagination.totalCount, 2);
    for (const t of data) assert.equal(t.serviceId, serviceId);
  });
});

describe('DELETE', () => {
  test('deletes a terminator', async () => {
    const id = await terminator({ service: await cat.service(), router: await edgeRouter() });
    requireOk(await server.mgmt.delete(`/terminators/${id}`));
    requireNotFound(await server.mgmt.get(`/terminators/${id}`));
  });

  test('deleting a service removes its terminators', async () => {
    const serviceId = await cat.service();
    const routerId = await edgeRouter();
    const id = await terminator({ service: serviceId, router: routerId });
    const other = await terminator({ service: await cat.service(), router: routerId });
    requireOk(await server.mgmt.delete(`/services/${serviceId}`));
    requireNotFound(await server.mgmt.get(`/terminators/${id}`));
    assert.equal((await cat.get(`/terminators/${other}`)).id, other, 'other services keep theirs');
    assert.equal((await cat.list(`/terminators?${filter(`service = "${serviceId}"`)}`)).meta.pagination.totalCount, 0);
  });
});

describe('admin only', () => {
  test('non-admins and anonymous callers are UNAUTHORIZED', async () => {
    const serviceId = await cat.service();
    const routerId = await edgeRouter();
    const id = await terminator({ service: serviceId, router: routerId });
    const user = await cat.nonAdmin();
    for (const client of [user, server.anon('management')]) {
      requireUnauthorized(await client.get('/terminators'));
      requireUnauthorized(await client.get(`/terminators/${id}`));
      requireUnauthorized(await client.post('/terminators', { service: serviceId, router: routerId, binding: 'b', address: 'a' }));
      requireUnauthorized(await client.patch(`/terminators/${id}`, { cost: 5 }));
      requireUnauthorized(await client.delete(`/terminators/${id}`));
      requireUnauthorized(await client.get(`/services/${serviceId}/terminators`));
    }
    assert.equal((await cat.get(`/terminators/${id}`)).cost, 0, 'nothing changed');
    requireError(await server.mgmt.get(`/terminators?${filter('identitySecret = "x"')}`), 400, 'INVALID_FILTER');
  });
});
