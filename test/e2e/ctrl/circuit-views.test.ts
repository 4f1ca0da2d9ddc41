// Circuits as operators see them: the fabric API's circuits (OpenZiti's shape), GraphQL's
// circuits and circuit (the same list path: filter, paging, filterable fields), and the
// fabricChanged subscription a dashboard follows (terminators created, updated, deleted; circuits
// created, failed, ended), for admins only and until their access ends.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk, requireUnauthorized } from '../../support/rest-client';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject } from '../../../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';
import { createUser, unique, type User } from '../../support/fixtures';
import { errorCode, gql, requireData } from '../../support/gql-client';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { CircuitDocument, CircuitsDocument, FabricChangedDocument, type FabricChangedSubscription } from '../../graphql/generated';
import { circuitIdOf, dialSession, enrolledRouter, hostAndDialer, hostedService, routerOnline } from './ctrl-support';

type FabricEvent = FabricChangedSubscription['fabricChanged'];

describe('circuits as views, and the events of circuits and terminators', () => {
  let server: TestServer;
  let peer: RouterPeer;
  let routerId: string;
  let people: { host: User; dialer: User };
  const fabric = () => server.mgmt.on('fabric');

  before(async () => {
    server = await startTestServer();
    const identity = await enrolledRouter(server);
    routerId = identity.id;
    peer = await RouterPeer.connect(ctrlTargetOf(server), identity);
    await routerOnline(server, routerId, true);
    people = await hostAndDialer(server, [routerId]);
  });
  after(() => {
    peer?.close();
    return server?.close();
  });

  /** A hosted service with one terminator on the router. */
  async function withTerminator() {
    const hosting = await hostedService(server, [routerId], people);
    const terminatorId = unique('term');
    const created = await peer.createTerminator({ address: terminatorId, sessionToken: hosting.bindToken, apiSessionToken: people.host.client.token!, cost: 3 });
    assert.equal(created.result, CreateTerminatorResult.Success, created.msg);
    return { ...hosting, terminatorId };
  }

  it('GraphQL lists and reads circuits as the fabric API does (filter, paging, filterable fields); REST has OpenZiti\'s links and names', async () => {
    const { serviceId, terminatorId } = await withTerminator();
    const dial = await dialSession(people.dialer, serviceId);
    peer.onRoute = () => ({ success: true });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(circuitIdOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: people.dialer.client.token! })));
    const filter = `service = "${serviceId}"`;

    const rest = await fabric().get(`/circuits?filter=${encodeURIComponent(filter)}`);
    assert.equal(rest.status, 200, rest.text);
    assert.deepEqual(new Set(rest.body.data.map((c: { id: string }) => c.id)), new Set(ids));
    const page = requireData(await gql(server.url, CircuitsDocument, { filter: `${filter} sort by createdAt`, limit: 2, offset: 1 }, server.mgmt.token)).circuits;
    assert.equal(page.pagination.totalCount, 3);
    assert.equal(page.pagination.limit, 2);
    assert.equal(page.pagination.offset, 1);
    assert.equal(page.items.length, 2);
    assert.deepEqual([...page.filterableFields].sort(), [...rest.body.meta.filterableFields].sort());

    for (const id of ids) {
      const r = requireOk(await fabric().get(`/circuits/${id}`));
      const g = requireData(await gql(server.url, CircuitDocument, { id }, server.mgmt.token)).circuit;
      assert.equal(g.id, r.id);
      assert.equal(g.clientId, dial.id);
      assert.equal(r.clientId, dial.id);
      assert.equal(g.identityId, people.dialer.id);
      assert.equal(new Date(g.createdAt).getTime(), new Date(r.createdAt).getTime());
      assert.deepEqual(g.tags, r.tags);
      assert.deepEqual(g.service, { id: serviceId, name: r.service.name });
      assert.deepEqual(g.terminator, { id: terminatorId, name: terminatorId });
      assert.deepEqual(g.path, r.path.nodes.map((n: { id: string; name: string }) => ({ id: n.id, name: n.name })));
      assert.deepEqual(g.path.map((n) => n.id), [routerId]);
      assert.ok(g.path[0]!.name, 'the router is named');
      assert.equal(g.controllerId, server.app.services.controllers.id, 'the instance that routed it owns it');
      // OpenZiti's circuit links: itself, its terminator and its service.
      assert.equal(r._links.self.href, `./circuits/${id}`);
      assert.equal(r._links.terminators.href, `./circuits/${id}/terminators`);
      assert.equal(r._links.services.href, `./circuits/${id}/services`);
      assert.equal(r.service._links.self.href, `./services/${serviceId}`);
    }
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${dial.id}/route-path`)).routePath, [routerId]);

    // Not for others than admins, on either API.
    const user = await createUser(server);
    requireUnauthorized(await user.client.on('fabric').get('/circuits'));
    assert.equal(errorCode(await gql(server.url, CircuitsDocument, {}, user.client.token)), 'FORBIDDEN');
    assert.equal(errorCode(await gql(server.url, CircuitDocument, { id: ids[0]! }, user.client.token)), 'FORBIDDEN');
    assert.equal(errorCode(await gql(server.url, CircuitDocument, { id: unique('none') }, server.mgmt.token)), 'NOT_FOUND');

    // A circuit outlives its service's deletion until its router ends it: OpenZiti names the service <deleted>.
    requireOk(await server.mgmt.delete(`/services/${serviceId}`));
    assert.equal(requireOk(await fabric().get(`/circuits/${ids[0]}`)).service.name, '<deleted>');
    assert.equal(requireData(await gql(server.url, CircuitDocument, { id: ids[0]! }, server.mgmt.token)).circuit.service.name, '');
    for (const id of ids) peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id, iteration: 0 }));
  });

  it('fabricChanged: terminators created, updated and deleted, circuits created, failed and ended, with what they are', async () => {
    const { serviceId, terminatorId, bindToken } = await withTerminator();
    const all = subscribe(server.url, FabricChangedDocument, {}, server.mgmt.token);
    const terminatorsOnly = subscribe(server.url, FabricChangedDocument, { kinds: ['TERMINATORS'] }, server.mgmt.token);
    try {
      let n = 0;
      const probe = async () => requireOk(await server.mgmt.patch(`/terminators/${terminatorId}`, { tags: { probe: String(++n) } }));
      const isProbe = (e: { fabricChanged: FabricEvent }) => e.fabricChanged.id === terminatorId && e.fabricChanged.action === 'updated';
      await untilLive(all, probe, isProbe);
      await untilLive(terminatorsOnly, probe, isProbe);

      // A terminator created through the control channel, then its cost updated by its router.
      const second = unique('term');
      assert.equal((await peer.createTerminator({ address: second, sessionToken: bindToken, apiSessionToken: people.host.client.token!, cost: 4 })).result, CreateTerminatorResult.Success);
      const created = await next(all, (e) => e.id === second && e.action === 'created');
      assert.equal(created.kind, 'TERMINATORS');
      assert.equal(created.terminator?.cost, 4);
      assert.equal(created.terminator?.routerId, routerId);
      assert.equal(created.terminator?.serviceId, serviceId);
      assert.equal(created.circuit, null);
      const update = await peer.request(ContentType.UpdateTerminatorRequest, Bodies.UpdateTerminatorRequest.encode({
        sessionToken: bindToken, apiSessionToken: people.host.client.token!, fingerprints: [], terminatorId: second, cost: 9, precedence: 0, updatePrecedence: false, updateCost: true,
      }));
      assert.equal(update.contentType, ContentType.UpdateTerminatorResponse, update.body.toString());
      const updated = await next(all, (e) => e.id === second && e.action === 'updated');
      assert.deepEqual(updated.changedFields, ['cost']);
      assert.equal(updated.terminator?.cost, 9, 'the terminator as it is now');

      // A circuit created: the event carries it.
      const dial = await dialSession(people.dialer, serviceId);
      peer.onRoute = () => ({ success: true });
      const circuitId = circuitIdOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: people.dialer.client.token! }));
      const opened = await next(all, (e) => e.id === circuitId);
      assert.equal(opened.kind, 'CIRCUITS');
      assert.equal(opened.action, 'created');
      assert.equal(opened.circuit?.clientId, dial.id);
      assert.equal(opened.circuit?.service.id, serviceId);
      assert.deepEqual(opened.circuit?.path.map((p) => p.id), [routerId]);
      assert.equal(opened.terminator, null);

      // A dial every route attempt of which is refused: announced as failed, with why.
      peer.onRoute = () => ({ success: false, error: 'connection refused', errorCode: 4 });
      const refusal = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: people.dialer.client.token! });
      assert.equal(refusal.contentType, ContentType.Error);
      const failedId = readString(refusal.headers, MsgHeader.EdgeCircuitId)!;
      const failed = await next(all, (e) => e.id === failedId);
      assert.equal(failed.kind, 'CIRCUITS');
      assert.equal(failed.action, 'failed');
      assert.equal(failed.circuit, null);
      assert.deepEqual({ ...failed.failure, reason: undefined }, {
        serviceId, clientId: dial.id, identityId: people.dialer.id, routerId, controllerId: server.app.services.controllers.id, reason: undefined,
      });
      assert.match(failed.failure!.reason, /exceeded maximum \[3\] retries .*connection refused/);
      // A refused session is no circuit failure: the router is told, nobody else.
      const bogus = await peer.createCircuit({ sessionToken: bindToken, apiSessionToken: people.host.client.token! });
      assert.equal(bogus.contentType, ContentType.Error);

      // The circuit ends (its router reports the fault), then the terminators go.
      peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.EgressFault, id: circuitId, iteration: 0 }));
      const ended = await next(all, (e) => e.id === circuitId && e.action === 'deleted');
      assert.equal(ended.circuit, null);
      const removed = await peer.request(ContentType.RemoveTerminatorsRequest, Bodies.RemoveTerminatorsRequest.encode({ terminatorIds: [second, terminatorId] }));
      assert.equal(removed.contentType, ContentType.Result);
      const { event: gone, skipped } = await all.takeUntil((e) => e.fabricChanged.id === terminatorId && e.fabricChanged.action === 'deleted', 10_000);
      assert.equal(gone.fabricChanged.terminator, null);
      assert.ok(skipped.some((e) => e.fabricChanged.id === second && e.fabricChanged.action === 'deleted'));
      assert.ok(!skipped.some((e) => e.fabricChanged.action === 'failed'), 'the refused session announced nothing');

      // The terminators-only subscriber saw the same terminator events and no circuit's.
      const { skipped: seen } = await terminatorsOnly.takeUntil((e) => e.fabricChanged.id === terminatorId && e.fabricChanged.action === 'deleted', 10_000);
      assert.ok(seen.length > 0);
      assert.ok(seen.every((e) => e.fabricChanged.kind === 'TERMINATORS'), JSON.stringify(seen));
      assert.deepEqual(seen.filter((e) => e.fabricChanged.id === second).map((e) => e.fabricChanged.action), ['created', 'updated', 'deleted']);
    } finally {
      await all.dispose();
      await terminatorsOnly.dispose();
    }
  });

  it('fabricChanged is for admins, and ends with the subscriber\'s admin rights', async () => {
    const user = await createUser(server);
    const refused = subscribe(server.url, FabricChangedDocument, {}, user.client.token);
    assert.equal((await refused.failure())[0]?.extensions?.code, 'FORBIDDEN');
    await refused.dispose();

    const admin = await createUser(server, { isAdmin: true });
    const { terminatorId } = await withTerminator();
    const sub = subscribe(server.url, FabricChangedDocument, {}, admin.client.token);
    try {
      let n = 0;
      await untilLive(sub, async () => requireOk(await server.mgmt.patch(`/terminators/${terminatorId}`, { tags: { probe: String(++n) } })), (e) => e.fabricChanged.id === terminatorId);
      requireOk(await server.mgmt.patch(`/identities/${admin.id}`, { isAdmin: false }));
      await sub.collectFor(300); // events already on their way may land
      requireOk(await server.mgmt.patch(`/terminators/${terminatorId}`, { tags: { after: 'revoked' } }));
      assert.deepEqual(await sub.collectFor(500), [], 'no event once the rights are gone');
      assert.equal(sub.completed, true, 'the subscription was ended');
    } finally {
      await sub.dispose();
    }
  });
});

/** The next event of a subscription that matches (earlier ones are dropped). */
async function next(sub: Subscription<FabricChangedSubscription>, match: (e: FabricEvent) => boolean): Promise<FabricEvent> {
  return (await sub.takeUntil((e) => match(e.fabricChanged), 10_000)).event.fabricChanged;
}
