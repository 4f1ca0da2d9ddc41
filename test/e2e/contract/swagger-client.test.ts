import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { operationsFor } from '../../../src/rest/contract/operations';
import { describeWithOfficialSpec, specAvailable } from '../../support/official-spec';
import { startTestServer, type TestServer } from '../../support/server';
import { SwaggerApiClient, okData } from '../../support/swagger-client';

/**
 * The generic swagger-client, built from the official OpenZiti specs, calls our server by
 * operationId. Every response is validated against the official spec (see SwaggerApiClient).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeWithOfficialSpec('swagger-client driven by the official spec', () => {
  let server: TestServer;
  let mgmt: SwaggerApiClient;
  let client: SwaggerApiClient;
  const run = randomBytes(4).toString('hex');

  before(async () => {
    server = await startTestServer();
    mgmt = await SwaggerApiClient.official(server.url, 'management');
    client = await SwaggerApiClient.official(server.url, 'client');
  });
  after(async () => {
    await server?.close();
  });

  describe('authentication and the current session, on both APIs', () => {
    for (const api of ['client', 'management'] as const) {
      test(`${api}: authenticate, getCurrentAPISession, getCurrentIdentity`, async () => {
        const c = (api === 'client' ? client : mgmt).as(undefined);
        const auth = await c.login(server.adminUsername, server.adminPassword);
        assert.equal(auth.request.url.split('?')[1], 'method=password', 'method is sent in the query');
        assert.deepEqual(auth.request.body, JSON.stringify({ username: server.adminUsername, password: server.adminPassword }));
        const session = okData(auth);
        assert.match(session.token, UUID);
        assert.equal(auth.headers['zt-session'], session.token, 'zt-session response header');
        assert.equal(session.identity.name, 'Default Admin');
        assert.ok(Date.parse(session.expiresAt) > Date.now());

        const current = await c.call('getCurrentAPISession');
        assert.equal(current.request.headers['zt-session'], session.token, 'swagger-client sends the ztSession apiKey as the zt-session header');
        const currentData = okData(current);
        assert.equal(currentData.id, session.id);
        assert.equal(currentData.token, session.token);
        assert.equal(currentData.identityId, session.identityId);

        const identity = okData(await c.call('getCurrentIdentity'));
        assert.equal(identity.id, session.identityId);
        assert.equal(identity.name, 'Default Admin');
        assert.equal(identity.isAdmin, true);
        assert.equal(identity.isDefaultAdmin, true);
        assert.equal(identity.authenticators.updb.username, server.adminUsername);
      });

      test(`${api}: without a token getCurrentIdentity is 401 UNAUTHORIZED`, async () => {
        const res = await (api === 'client' ? client : mgmt).as(undefined).call('getCurrentIdentity');
        assert.equal(res.request.headers['zt-session'], undefined);
        assert.equal(res.status, 401, res.text);
        assert.equal(res.body.error.code, 'UNAUTHORIZED');
        assert.equal(res.body.data, undefined);
      });

      test(`${api}: wrong password is 401 INVALID_AUTH`, async () => {
        const res = await (api === 'client' ? client : mgmt).as(undefined).call('authenticate', { method: 'password', auth: { username: server.adminUsername, password: 'not-the-password' } });
        assert.equal(res.status, 401, res.text);
        assert.equal(res.body.error.code, 'INVALID_AUTH');
      });
    }
  });

  describe('informational operations', () => {
    for (const api of ['client', 'management'] as const) {
      const binding = api === 'client' ? 'edge-client' : 'edge-management';
      const basePath = api === 'client' ? '/edge/client/v1' : '/edge/management/v1';

      test(`${api}: listVersion`, async () => {
        const version = okData(await (api === 'client' ? client : mgmt).as(undefined).call('listVersion'));
        assert.match(version.version, /^v\d+\.\d+\.\d+/);
        assert.equal(typeof version.buildDate, 'string');
        assert.equal(version.runtimeVersion, process.version);
        assert.equal(version.apiVersions[binding].v1.path, basePath);
        // This server runs without TLS: its advertised API URLs say http, not https.
        assert.match(version.apiVersions[binding].v1.apiBaseUrls[0], new RegExp(`^http://[^/]+${basePath}$`));
      });

      test(`${api}: listSpecs`, async () => {
        const specs = okData(await (api === 'client' ? client : mgmt).as(undefined).call('listSpecs'));
        assert.deepEqual(specs.map((s: { id: string }) => s.id), [binding]);
        assert.equal(specs[0].name, binding);
      });

      test(`${api}: listEnumeratedCapabilities`, async () => {
        const caps = okData(await (api === 'client' ? client : mgmt).as(undefined).call('listEnumeratedCapabilities'));
        assert.ok(Array.isArray(caps) && caps.length > 0, 'some capabilities');
        for (const c of caps) assert.match(c, /^[A-Z][A-Z0-9_]+$/);
      });
    }
  });

  describe('management: identities, identity types, API sessions, summary', () => {
    const created: string[] = [];
    const name = (n: number) => `swc-${run}-${n}`;

    test('createIdentity, detailIdentity, patchIdentity, deleteIdentity', async () => {
      const c = mgmt.as(undefined);
      await c.login(server.adminUsername, server.adminPassword);
      const create = await c.call('createIdentity', { identity: { name: name(1), type: 'User', isAdmin: false, roleAttributes: ['swc-red'], tags: { team: 'contract' } } });
      const location = okData(create, 201);
      assert.match(location.id, /\S/);
      assert.match(location._links.self.href, new RegExp(`identities/${location.id}$`));
      created.push(location.id);

      const detail = okData(await c.call('detailIdentity', { id: location.id }));
      assert.equal(detail.id, location.id);
      assert.equal(detail.name, name(1));
      assert.equal(detail.typeId, 'User');
      assert.equal(detail.type.name, 'User');
      assert.equal(detail.isAdmin, false);
      assert.deepEqual(detail.roleAttributes, ['swc-red']);
      assert.deepEqual(detail.tags, { team: 'contract' });

      const patch = await c.call('patchIdentity', { id: location.id, identity: { roleAttributes: ['swc-blue', 'swc-green'] } });
      assert.deepEqual(JSON.parse(String(patch.request.body)), { roleAttributes: ['swc-blue', 'swc-green'] }, 'only the patched field is sent');
      okData(patch);
      const patched = okData(await c.call('detailIdentity', { id: location.id }));
      assert.deepEqual(patched.roleAttributes, ['swc-blue', 'swc-green']);
      assert.equal(patched.name, name(1), 'fields not in the patch are kept');
      assert.deepEqual(patched.tags, { team: 'contract' });

      okData(await c.call('deleteIdentity', { id: location.id }));
      const gone = await c.call('detailIdentity', { id: location.id });
      assert.equal(gone.status, 404, gone.text);
      assert.equal(gone.body.error.code, 'NOT_FOUND');
      created.pop();
    });

    test('createIdentity with a missing required field is 400 COULD_NOT_VALIDATE', async () => {
      const res = await mgmt.as(server.mgmt.token).call('createIdentity', { identity: { name: name(99), isAdmin: false } });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.error.code, 'COULD_NOT_VALIDATE');
    });

    test('listIdentities with filter and limit', async () => {
      const c = mgmt.as(server.mgmt.token);
      const ids = new Map<number, string>();
      for (const n of [2, 3, 4]) {
        ids.set(n, okData(await c.call('createIdentity', { identity: { name: name(n), type: 'Device', isAdmin: false } }), 201).id);
        created.push(ids.get(n)!);
      }
      const res = await c.call('listIdentities', { filter: `name contains "swc-${run}-" sort by name desc`, limit: 2 });
      assert.match(res.request.url, /[?&]limit=2(&|$)/);
      assert.match(res.request.url, /[?&]filter=name%20contains%20/);
      const data = okData(res);
      assert.deepEqual(data.map((i: { name: string }) => i.name), [name(4), name(3)]);
      assert.deepEqual(res.body.meta.pagination, { limit: 2, offset: 0, totalCount: 3 });

      const second = await c.call('listIdentities', { filter: `name contains "swc-${run}-" sort by name desc`, limit: 2, offset: 2 });
      assert.deepEqual(okData(second).map((i: { name: string }) => i.name), [name(2)]);
      assert.deepEqual(second.body.meta.pagination, { limit: 2, offset: 2, totalCount: 3 });

      const exact = okData(await c.call('listIdentities', { filter: `name = "${name(3)}"` }));
      assert.deepEqual(exact.map((i: { id: string }) => i.id), [ids.get(3)]);
      assert.equal(exact[0].typeId, 'Device');
    });

    test('listIdentities with an invalid filter is 400', async () => {
      const res = await mgmt.as(server.mgmt.token).call('listIdentities', { filter: 'name ===' });
      assert.equal(res.status, 400, res.text);
      assert.equal(typeof res.body.error.code, 'string');
    });

    test('listIdentityTypes', async () => {
      const res = await mgmt.as(server.mgmt.token).call('listIdentityTypes', { limit: 100 });
      const names = okData(res).map((t: { name: string }) => t.name).sort();
      assert.deepEqual(names, ['Default', 'Device', 'Router', 'Service', 'User']);
      assert.equal(res.body.meta.pagination.totalCount, 5);
    });

    test('listAPISessions includes the session of the caller', async () => {
      const c = mgmt.as(undefined);
      await c.login(server.adminUsername, server.adminPassword);
      const mine = okData(await c.call('getCurrentAPISession'));
      const res = await c.call('listAPISessions', { filter: `id = "${mine.id}"` });
      const sessions = okData(res);
      assert.equal(sessions.length, 1, res.text);
      assert.equal(sessions[0].id, mine.id);
      assert.equal(sessions[0].identityId, mine.identityId);
      assert.equal(sessions[0].identity.name, 'Default Admin');
      assert.equal(res.body.meta.pagination.totalCount, 1);
    });

    test('listSummary counts what exists', async () => {
      const c = mgmt.as(server.mgmt.token);
      const summary = okData(await c.call('listSummary'));
      const identities = await c.call('listIdentities', { limit: 1 });
      okData(identities);
      assert.equal(summary.identities, identities.body.meta.pagination.totalCount);
      assert.equal(summary.identityTypes, 5);
      for (const [k, v] of Object.entries(summary)) assert.ok(Number.isInteger(v) && (v as number) >= 0, `${k}: ${v}`);
      assert.ok(summary.apiSessions >= 1);
    });

    after(async () => {
      if (!server) return;
      for (const id of created) await mgmt.as(server.mgmt.token).call('deleteIdentity', { id }, { unchecked: true });
    });
  });
});

describe('swagger-client driven by the OpenAPI document we serve', () => {
  let server: TestServer;
  const clients = new Map<'client' | 'management', SwaggerApiClient>();

  before(async () => {
    server = await startTestServer();
    for (const api of ['client', 'management'] as const) {
      const res = await server.anon(api).get(`/specs/${api === 'client' ? 'edge-client' : 'edge-management'}/spec`);
      assert.equal(res.status, 200, res.text);
      clients.set(api, await SwaggerApiClient.fromDocument(server.url, api, JSON.parse(res.body.data), specAvailable()));
    }
  });
  after(async () => {
    await server?.close();
  });

  for (const api of ['client', 'management'] as const) {
    test(`${api}: swagger-client finds exactly our operations`, () => {
      const found = Object.values(clients.get(api)!.apis).flat().sort();
      assert.deepEqual(found, operationsFor(api).map((o) => o.operationId).sort());
    });

    test(`${api}: authenticate, getCurrentIdentity and listVersion by operationId`, async () => {
      const c = clients.get(api)!.as(undefined);
      const session = okData(await c.login(server.adminUsername, server.adminPassword));
      const identity = okData(await c.call('getCurrentIdentity'));
      assert.equal(identity.id, session.identityId);
      assert.equal(identity.name, 'Default Admin');
      assert.equal(okData(await c.call('listVersion')).apiVersions[api === 'client' ? 'edge-client' : 'edge-management'].v1.path, c.basePath);
    });
  }

  test('management: listIdentities with filter and limit', async () => {
    const c = clients.get('management')!.as(server.mgmt.token);
    const res = await c.call('listIdentities', { filter: 'isDefaultAdmin = true', limit: 1 });
    assert.deepEqual(okData(res).map((i: { name: string }) => i.name), ['Default Admin']);
    assert.deepEqual(res.body.meta.pagination, { limit: 1, offset: 0, totalCount: 1 });
  });
});
