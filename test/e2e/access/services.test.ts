import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireNotFound, requireOk, type RestClient } from '../../support/rest-client';
import {
  createConfig, createConfigType, createService, createServicePolicy, createUser, filter, ids, listAll, logIn, sleep, sorted, unique,
} from '../../support/fixtures';

/**
 * The client API's GET /services: exactly the services that service policies grant the caller,
 * each with the permissions those policies give. Each test uses attributes of its own, so a
 * user sees only that test's services.
 */

const server = useTestServer();

/** Service id → permissions, of everything the client lists. */
async function access(client: RestClient): Promise<Record<string, string[]>> {
  const rows = await listAll(client, '/services');
  return Object.fromEntries(rows.map((s) => [s.id, sorted(s.permissions)]));
}

const mgmtPatch = async (path: string, body: Record<string, unknown>) => requireOk(await server.mgmt.patch(path, body));

describe('client GET /services', () => {
  test('lists only granted services: Dial, Bind or both per policy type', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const [x, y] = [unique('x'), unique('y')];
    const dialOnly = await createService(server, { roleAttributes: [x] });
    const bindOnly = await createService(server, { roleAttributes: [y] });
    const both = await createService(server);
    await createService(server, { roleAttributes: [unique('z')] }); // granted to no one
    await createServicePolicy(server, 'Dial', [`#${a}`], [`#${x}`]);
    await createServicePolicy(server, 'Bind', [`#${a}`], [`#${y}`]);
    await createServicePolicy(server, 'Dial', [`@${user.id}`], [`@${both}`]);
    await createServicePolicy(server, 'Bind', [`#${a}`], [`@${both}`]);
    // A second policy granting the same permission changes nothing.
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${dialOnly}`]);

    assert.deepEqual(await access(user.client), { [dialOnly]: ['Dial'], [bindOnly]: ['Bind'], [both]: ['Bind', 'Dial'] });
    const detail = requireOk(await user.client.get(`/services/${both}`));
    assert.equal(detail.id, both);
    assert.deepEqual(sorted(detail.permissions), ['Bind', 'Dial']);
    assert.equal(detail._links.self.href, `./services/${both}`);
    assert.deepEqual(detail.config, {});
    assert.deepEqual(detail.postureQueries, []);

    const stranger = await createUser(server, { roleAttributes: [unique('b')] });
    assert.deepEqual(await access(stranger.client), {}, 'no policy selects this identity');
  });

  test('AllOf needs every #attribute, AnyOf one; @id roles always match; #all selects every service', async () => {
    const [a, b, c] = [unique('a'), unique('b'), unique('c')];
    const user = await createUser(server, { roleAttributes: [a, b] });
    const [x, y] = [unique('x'), unique('y')];
    const sx = await createService(server, { roleAttributes: [x] });
    const sxy = await createService(server, { roleAttributes: [x, y] });
    const sy = await createService(server, { roleAttributes: [y] });
    const byId = await createService(server);

    await createServicePolicy(server, 'Dial', [`#${a}`, `#${c}`], [`#${x}`]); // AllOf: user lacks c
    assert.deepEqual(await access(user.client), {});
    await createServicePolicy(server, 'Dial', [`#${a}`, `#${c}`], [`#${x}`], { semantic: 'AnyOf' });
    assert.deepEqual(await access(user.client), { [sx]: ['Dial'], [sxy]: ['Dial'] });
    await createServicePolicy(server, 'Bind', [`#${a}`, `#${b}`], [`#${x}`, `#${y}`]); // AllOf on both sides
    assert.deepEqual(await access(user.client), { [sx]: ['Dial'], [sxy]: ['Bind', 'Dial'] });
    // AllOf with an attribute the user lacks, plus its @id: the @id matches on its own.
    await createServicePolicy(server, 'Bind', [`#${c}`, `@${user.id}`], [`@${byId}`]);
    assert.deepEqual(await access(user.client), { [sx]: ['Dial'], [sxy]: ['Bind', 'Dial'], [byId]: ['Bind'] });

    const all = await createUser(server, { roleAttributes: [unique('all')] });
    await createServicePolicy(server, 'Dial', [`@${all.id}`], ['#all']);
    const everything = ids(requireOk(await server.mgmt.get('/services?limit=-1')));
    assert.deepEqual(Object.keys(await access(all.client)).sort(), everything);
    assert.ok(everything.includes(sy));
    const later = await createService(server);
    assert.deepEqual((await access(all.client))[later], ['Dial'], '#all also selects services created afterwards');
  });

  test("changing a service's attributes or a policy's roles moves services in and out", async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const [x, y] = [unique('x'), unique('y')];
    const s1 = await createService(server, { roleAttributes: [x] });
    const s2 = await createService(server, { roleAttributes: [y] });
    const policy = await createServicePolicy(server, 'Dial', [`#${a}`], [`#${x}`]);
    assert.deepEqual(await access(user.client), { [s1]: ['Dial'] });

    await mgmtPatch(`/services/${s2}`, { roleAttributes: [x, y] });
    assert.deepEqual(await access(user.client), { [s1]: ['Dial'], [s2]: ['Dial'] });
    await mgmtPatch(`/services/${s1}`, { roleAttributes: [] });
    assert.deepEqual(await access(user.client), { [s2]: ['Dial'] });

    await mgmtPatch(`/service-policies/${policy}`, { serviceRoles: [`@${s1}`] });
    await sleep(100); // every event so far has landed: the next list is cached
    assert.deepEqual(await access(user.client), { [s1]: ['Dial'] });
    await mgmtPatch(`/service-policies/${policy}`, { type: 'Bind' });
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/services?policyType=bind`))), [s1]);
    assert.deepEqual(await access(user.client), { [s1]: ['Bind'] }, 'a type change reaches the client\'s (cached) list');
    await mgmtPatch(`/service-policies/${policy}`, { identityRoles: [`#${unique('nobody')}`] });
    assert.deepEqual(await access(user.client), {});
    requireNotFound(await user.client.get(`/services/${s1}`));
  });

  test('one policy granting an identity several services at once', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const [s1, s2, s3] = [await createService(server), await createService(server), await createService(server)];
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s1}`, `@${s2}`, `@${s3}`]);
    assert.deepEqual(await access(user.client), { [s1]: ['Dial'], [s2]: ['Dial'], [s3]: ['Dial'] });
  });

  test('the list shows the current service even when a change leaves access as it was', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const s = await createService(server, { maxIdleTimeMillis: 1000 });
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s}`]);
    const shown = async () => (await listAll(user.client, '/services'))[0];
    await sleep(100); // every event of the setup has landed: the next list is cached
    assert.deepEqual((await shown()).roleAttributes, []);
    const unused = unique('unused');
    requireOk(await server.mgmt.patch(`/services/${s}`, { roleAttributes: [unused] }));
    const now = requireOk(await server.mgmt.get(`/services/${s}`));
    const row = await shown();
    assert.deepEqual([row.roleAttributes, row.updatedAt], [[unused], now.updatedAt], 'a new attribute no policy uses');
    requireOk(await server.mgmt.patch(`/services/${s}`, { maxIdleTimeMillis: 2000 }));
    assert.equal((await shown()).maxIdleTimeMillis, 2000);
  });

  test('deleting a policy removes the access it gave, and only that', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const s = await createService(server);
    const dial = await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s}`]);
    const bind = await createServicePolicy(server, 'Bind', [`#${a}`], [`@${s}`]);
    assert.deepEqual(await access(user.client), { [s]: ['Bind', 'Dial'] });
    requireOk(await server.mgmt.delete(`/service-policies/${bind}`));
    assert.deepEqual(await access(user.client), { [s]: ['Dial'] });
    requireOk(await server.mgmt.delete(`/service-policies/${dial}`));
    assert.deepEqual(await access(user.client), {});
  });

  test("changing an identity's attributes moves services in and out", async () => {
    const [a, b] = [unique('a'), unique('b')];
    const user = await createUser(server, { roleAttributes: [a] });
    const sa = await createService(server);
    const sb = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${sa}`]);
    await createServicePolicy(server, 'Bind', [`#${b}`], [`@${sb}`]);
    assert.deepEqual(await access(user.client), { [sa]: ['Dial'] });
    await mgmtPatch(`/identities/${user.id}`, { roleAttributes: [a, b] });
    assert.deepEqual(await access(user.client), { [sa]: ['Dial'], [sb]: ['Bind'] });
    await mgmtPatch(`/identities/${user.id}`, { roleAttributes: [b] });
    assert.deepEqual(await access(user.client), { [sb]: ['Bind'] });
  });

  test('an identity created after the policy gets its access', async () => {
    const a = unique('a');
    const s = await createService(server);
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s}`]);
    const user = await createUser(server, { roleAttributes: [a] });
    assert.deepEqual(await access(user.client), { [s]: ['Dial'] });
  });

  test('admins see every service with both permissions, without any policy', async () => {
    const s = await createService(server, { roleAttributes: [unique('lonely')] });
    const rows = await listAll(server.client, '/services');
    assert.deepEqual(ids(rows), ids(requireOk(await server.mgmt.get('/services?limit=-1'))));
    assert.deepEqual(sorted(rows.find((r) => r.id === s).permissions), ['Bind', 'Dial']);
    assert.deepEqual(sorted(requireOk(await server.client.get(`/services/${s}`)).permissions), ['Bind', 'Dial']);
  });

  test('GET /services/{id}: 404 for a service without access and for an unknown id', async () => {
    const user = await createUser(server);
    const s = await createService(server);
    requireNotFound(await user.client.get(`/services/${s}`));
    requireNotFound(await user.client.get(`/services/${unique('nothing')}`));
    requireNotFound(await server.client.get(`/services/${unique('nothing')}`));
  });
});

describe('client GET /services: filters and paging', () => {
  test('filter, sort, limit/offset and roleFilter apply within the granted services; totalCount counts only those', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const tag = unique('t');
    const names = [unique('alpha'), unique('beta'), unique('gamma'), unique('delta')];
    const svcIds: Record<string, string> = {};
    for (const [i, name] of names.entries()) svcIds[name] = await createService(server, { name, roleAttributes: i % 2 ? [tag, 'odd'] : [tag] });
    const ungranted = unique('alpha');
    await createService(server, { name: ungranted, roleAttributes: [tag, 'odd'] });
    await createServicePolicy(server, 'Dial', [`#${a}`], names.map((n) => `@${svcIds[n]}`));

    const res = await user.client.get(`/services?${filter(`name != "${names[2]}"`)}&sort=name%20desc&limit=2&offset=1`);
    const page = requireOk(res);
    const granted = names.filter((n) => n !== names[2]).sort().reverse();
    assert.deepEqual(page.map((s: { name: string }) => s.name), granted.slice(1, 3));
    assert.deepEqual(res.body.meta.pagination, { limit: 2, offset: 1, totalCount: granted.length });
    assert.ok(res.body.meta.filterableFields.includes('name'));

    const exact = requireOk(await user.client.get(`/services?${filter(`name = "${names[2]}"`)}`));
    assert.deepEqual(ids(exact), [svcIds[names[2]]]);
    const odd = requireOk(await user.client.get(`/services?roleFilter=%23odd&limit=-1`));
    assert.deepEqual(ids(odd), sorted([svcIds[names[1]], svcIds[names[3]]]));
    const none = await user.client.get(`/services?${filter(`name = "${ungranted}"`)}`);
    assert.deepEqual(requireOk(none), []);
    assert.equal(none.body.meta.pagination.totalCount, 0);
  });
});

describe('client GET /services: configTypes', () => {
  test('returns the requested configs keyed by config type name; per-identity configs override the service\'s', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const other = await createUser(server, { roleAttributes: [a] });
    const [nameA, nameB] = [unique('cta'), unique('ctb')];
    const typeA = await createConfigType(server, { name: nameA });
    const typeB = await createConfigType(server, { name: nameB });
    const cfgA = await createConfig(server, typeA, { port: 80 });
    const cfgB = await createConfig(server, typeB, { host: 'b.example' });
    const mine = await createConfig(server, typeA, { port: 8080 });
    const s = await createService(server, { configs: [cfgA, cfgB] });
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s}`]);

    const configOf = async (client: RestClient, query: string) => {
      const rows = await listAll(client, `/services?${query}`);
      assert.equal(rows.length, 1);
      assert.deepEqual(rows[0].configs, [cfgA, cfgB]);
      return rows[0].config;
    };
    assert.deepEqual(await configOf(user.client, ''), {}, 'no configTypes: no configs');
    assert.deepEqual(await configOf(user.client, `configTypes=${nameA}`), { [nameA]: { port: 80 } });
    assert.deepEqual(await configOf(user.client, `configTypes=${typeB}`), { [nameB]: { host: 'b.example' } }, 'by id, keyed by name');
    assert.deepEqual(await configOf(user.client, `configTypes=${nameA}&configTypes=${nameB}`), { [nameA]: { port: 80 }, [nameB]: { host: 'b.example' } });
    assert.deepEqual(await configOf(user.client, `configTypes=${nameA},${nameB}`), { [nameA]: { port: 80 }, [nameB]: { host: 'b.example' } }, 'comma separated, as OpenZiti splits');
    assert.deepEqual(await configOf(user.client, 'configTypes=all'), { [nameA]: { port: 80 }, [nameB]: { host: 'b.example' } });
    assert.deepEqual(await configOf(user.client, `configTypes=${unique('unknown')}`), {});

    requireOk(await server.mgmt.post(`/identities/${user.id}/service-configs`, [{ serviceId: s, configId: mine }]));
    assert.deepEqual(await configOf(user.client, 'configTypes=all'), { [nameA]: { port: 8080 }, [nameB]: { host: 'b.example' } });
    assert.deepEqual(await configOf(other.client, 'configTypes=all'), { [nameA]: { port: 80 }, [nameB]: { host: 'b.example' } }, 'the override is the identity\'s own');

    // A change to the config shows at once (the list is cached per identity).
    requireOk(await server.mgmt.patch(`/configs/${cfgB}`, { data: { host: 'c.example' } }));
    assert.deepEqual(await configOf(user.client, `configTypes=${nameB}`), { [nameB]: { host: 'c.example' } });
    requireOk(await server.mgmt.delete(`/identities/${user.id}/service-configs`, { body: [{ serviceId: s, configId: mine }] }));
    assert.deepEqual(await configOf(user.client, `configTypes=${nameA}`), { [nameA]: { port: 80 } });
  });

  test('without configTypes in the query, those given at authentication apply', async () => {
    const a = unique('a');
    const user = await createUser(server, { roleAttributes: [a] });
    const name = unique('cta');
    const type = await createConfigType(server, { name });
    const cfg = await createConfig(server, type, { port: 443 });
    const cfgOther = await createConfig(server, await createConfigType(server), { port: 1 });
    const s = await createService(server, { configs: [cfg, cfgOther] });
    await createServicePolicy(server, 'Dial', [`#${a}`], [`@${s}`]);

    const client = server.anon('client');
    const res = await client.post('/authenticate?method=password', { username: user.username, password: user.password, configTypes: [name] });
    client.token = requireOk(res).token;
    const [row] = await listAll(client, '/services');
    assert.deepEqual(row.config, { [name]: { port: 443 } });
    assert.deepEqual(requireOk(await client.get(`/services/${s}`)).config, { [name]: { port: 443 } });
    // The query's configTypes replace the session's.
    assert.deepEqual((await listAll(client, `/services?configTypes=${unique('none')}`))[0].config, {});
    // Another session of the same identity without configTypes sees none.
    const plain = await logIn(server, user.username, user.password);
    assert.deepEqual((await listAll(plain.client, '/services'))[0].config, {});
  });
});
