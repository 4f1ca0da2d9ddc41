import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { errorCode, requireData } from '../../support/gql-client';
import { IdentityPolicyAdviceDocument } from './gql-documents';
import { requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import {
  createEdgeRouter, createEdgeRouterPolicy, createService, createServiceEdgeRouterPolicy, createServicePolicy, createUser, filter, ids, sorted,
  unique,
} from '../../support/fixtures';

/** The management API's views of what one identity may use: its services and policy advice. */

const server = useTestServer();

describe('GET /identities/{id}/services', () => {
  test('lists the services policies grant the identity, with its permissions; policyType narrows to dial or bind', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const [dial, bind, both] = [await createService(server), await createService(server), await createService(server)];
    await createService(server);
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${dial}`, `@${both}`]);
    await createServicePolicy(server, 'Bind', [`@${user.id}`], [`@${bind}`, `@${both}`]);

    const all = requireOk(await server.mgmt.get(`/identities/${user.id}/services`));
    assert.deepEqual(ids(all), sorted([dial, bind, both]));
    const perms = Object.fromEntries(all.map((s: { id: string; permissions: string[] }) => [s.id, sorted(s.permissions)]));
    assert.deepEqual(perms, { [dial]: ['Dial'], [bind]: ['Bind'], [both]: ['Bind', 'Dial'] });
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/services?policyType=dial`))), sorted([dial, both]));
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/services?policyType=bind`))), sorted([bind, both]));
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/services?policyType=bind&${filter(`id = "${both}"`)}`))), [both]);
    requireFieldError(await server.mgmt.get(`/identities/${user.id}/services?policyType=sideways`), 'policyType');

    const loner = await createUser(server);
    assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${loner.id}/services`)), []);
    requireNotFound(await server.mgmt.get(`/identities/${unique('nobody')}/services`));
    requireUnauthorized(await user.client.on('management').get(`/identities/${user.id}/services`));
  });
});

describe('GET /identities/{id}/edge-routers, /service-policies, /edge-router-policies', () => {
  test('list what selects the identity and the edge routers its edge router policies give it, unpaged', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const service = await createService(server);
    const sp1 = await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${service}`]);
    const sp2 = await createServicePolicy(server, 'Bind', [`@${user.id}`], []);
    await createServicePolicy(server, 'Dial', [`#${unique('other')}`], [`@${service}`]);
    const routers: string[] = [];
    for (let i = 0; i < 11; i++) routers.push(await createEdgeRouter(server));
    const erp1 = await createEdgeRouterPolicy(server, [`#${attr}`], routers.slice(0, 6).map((r) => `@${r}`));
    const erp2 = await createEdgeRouterPolicy(server, [`@${user.id}`], routers.slice(5).map((r) => `@${r}`));
    await createEdgeRouter(server);

    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/edge-routers`))), sorted(routers));
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/service-policies`))), sorted([sp1, sp2]));
    assert.deepEqual(ids(requireOk(await server.mgmt.get(`/identities/${user.id}/edge-router-policies`))), sorted([erp1, erp2]));

    const loner = await createUser(server);
    for (const view of ['edge-routers', 'service-policies', 'edge-router-policies']) {
      assert.deepEqual(requireOk(await server.mgmt.get(`/identities/${loner.id}/${view}`)), [], view);
      requireNotFound(await server.mgmt.get(`/identities/${unique('nobody')}/${view}`));
      requireUnauthorized(await user.client.on('management').get(`/identities/${user.id}/${view}`));
    }
  });
});

describe('GET /identities/{id}/policy-advice/{serviceId}', () => {
  test('says whether the identity may dial and bind, and which edge routers it shares with the service', async () => {
    const attr = unique('a');
    const user = await createUser(server, { roleAttributes: [attr] });
    const serviceName = unique('svc');
    const serviceId = await createService(server, { name: serviceName });
    const path = `/identities/${user.id}/policy-advice/${serviceId}`;

    let advice = requireOk(await server.mgmt.get(path));
    assert.equal(advice.identityId, user.id);
    assert.equal(advice.identity.id, user.id);
    assert.equal(advice.serviceId, serviceId);
    assert.equal(advice.service.name, serviceName);
    assert.deepEqual(
      [advice.isDialAllowed, advice.isBindAllowed, advice.identityRouterCount, advice.serviceRouterCount, advice.commonRouters],
      [false, false, 0, 0, []],
    );

    await createServicePolicy(server, 'Bind', [`#${attr}`], [`@${serviceId}`]);
    const sharedName = unique('er');
    const shared = await createEdgeRouter(server, { name: sharedName });
    const [identityOnly, serviceOnly] = [await createEdgeRouter(server), await createEdgeRouter(server)];
    await createEdgeRouterPolicy(server, [`#${attr}`], [`@${shared}`, `@${identityOnly}`]);
    await createServiceEdgeRouterPolicy(server, [`@${serviceId}`], [`@${shared}`, `@${serviceOnly}`]);

    advice = requireOk(await server.mgmt.get(path));
    assert.deepEqual([advice.isDialAllowed, advice.isBindAllowed, advice.identityRouterCount, advice.serviceRouterCount], [false, true, 2, 2]);
    assert.deepEqual(advice.commonRouters.map((r: { id: string; name: string; isOnline: boolean }) => [r.id, r.name, r.isOnline]), [[shared, sharedName, false]]);

    requireNotFound(await server.mgmt.get(`/identities/${user.id}/policy-advice/${unique('nothing')}`));
    requireNotFound(await server.mgmt.get(`/identities/${unique('nobody')}/policy-advice/${serviceId}`));
    requireUnauthorized(await user.client.on('management').get(path));

    // GraphQL's identityPolicyAdvice: the same advice from the same service call.
    const viaGraphql = requireData(await server.gql(IdentityPolicyAdviceDocument, { id: user.id, serviceId })).identityPolicyAdvice;
    assert.deepEqual(viaGraphql, {
      identityId: user.id,
      identity: { id: user.id, name: advice.identity.name },
      serviceId,
      service: { id: serviceId, name: serviceName },
      isDialAllowed: false,
      isBindAllowed: true,
      identityRouterCount: 2,
      serviceRouterCount: 2,
      commonRouters: [{ id: shared, name: sharedName, isOnline: false }],
    });
    assert.equal(errorCode(await server.gql(IdentityPolicyAdviceDocument, { id: user.id, serviceId: unique('nothing') })), 'NOT_FOUND');
    assert.equal(errorCode(await server.gql(IdentityPolicyAdviceDocument, { id: unique('nobody'), serviceId })), 'NOT_FOUND');
    assert.equal(errorCode(await server.gql(IdentityPolicyAdviceDocument, { id: user.id, serviceId }, user.client.token)), 'FORBIDDEN');
  });
});
