// Circuits on several instances of one database. Routers connect to every instance; each
// instance routes the dials that reach it, with terminators created through any instance; every
// instance lists every circuit, knows it when a router asks (CircuitConfirmation) and ends it on a
// fault; a circuit outlives the restart of an instance that did not route it; the circuits of an
// instance that dies are adopted by a live instance their routers are connected to, or removed
// when one of their routers is connected to none.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf, type PeerIdentity } from '../../support/router-peer';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject } from '../../../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';
import { freePort, startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { unique, type User } from '../../support/fixtures';
import { gql, requireData } from '../../support/gql-client';
import { subscribe, untilLive } from '../../support/ws-client';
import { CircuitDocument, FabricChangedDocument } from '../../graphql/generated';
import type { TestServer } from '../../support/server';
import { circuitIdOf, dialSession, enrolledRouter, hostAndDialer, hostedService, routerOnline } from './ctrl-support';

const cluster = twoInstancesOnOneDatabase('a shared database for two controller instances');
after(() => stopControllerProcesses());

const fabric = (server: TestServer) => server.mgmt.on('fabric');

/** The instance that owns a circuit, as GraphQL on `server` shows it. */
async function ownerOf(server: TestServer, circuitId: string): Promise<string> {
  return requireData(await gql(server.url, CircuitDocument, { id: circuitId }, server.mgmt.token)).circuit.controllerId;
}

async function gone(server: TestServer, circuitId: string): Promise<void> {
  await pollUntil(`circuit ${circuitId} gone on ${server.url}`, async () => ((await fabric(server).get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 30_000);
}

/** Creates a terminator through a router's connection to one instance. */
async function bind(peer: RouterPeer, hosting: { bindToken: string }, host: User): Promise<string> {
  const terminatorId = unique('term');
  const res = await peer.createTerminator({ address: terminatorId, sessionToken: hosting.bindToken, apiSessionToken: host.client.token! });
  assert.equal(res.result, CreateTerminatorResult.Success, res.msg);
  return terminatorId;
}

/** Dials through a router's connection to one instance (the peer answers its Route with success). */
async function dial(peer: RouterPeer, session: { token: string }, dialer: User): Promise<string> {
  peer.onRoute = () => ({ success: true });
  return circuitIdOf(await peer.createCircuit({ sessionToken: session.token, apiSessionToken: dialer.client.token! }));
}

describe('circuits on two instances', () => {
  it('a terminator bound through A serves a dial through B; both list the circuit, A\'s subscribers hear of it and of a failed dial, a fault to B ends it', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { a, b } = cluster;
    const router = await enrolledRouter(a);
    const viaA = await RouterPeer.connect(ctrlTargetOf(a), router);
    const viaB = await RouterPeer.connect(ctrlTargetOf(b), router);
    const sub = subscribe(a.url, FabricChangedDocument, {}, a.mgmt.token);
    try {
      await routerOnline(a, router.id, true);
      const people = await hostAndDialer(a, [router.id]);
      const hosting = await hostedService(a, [router.id], people);
      const terminatorId = await bind(viaA, hosting, people.host);
      let n = 0;
      await untilLive(sub, async () => requireOk(await a.mgmt.patch(`/terminators/${terminatorId}`, { tags: { probe: String(++n) } })), (e) => e.fabricChanged.id === terminatorId);

      const session = await dialSession(people.dialer, hosting.serviceId);
      const circuitId = await dial(viaB, session, people.dialer);
      assert.equal(viaA.ofType(ContentType.Route).length, 0, 'B routed it, over its own connection to the router');
      assert.equal(requireOk(await fabric(a).get(`/circuits/${circuitId}`)).terminator.id, terminatorId);
      assert.equal(requireOk(await fabric(b).get(`/circuits/${circuitId}`)).terminator.id, terminatorId);
      assert.equal(await ownerOf(a, circuitId), b.app.services.controllers.id);
      const created = (await sub.takeUntil((e) => e.fabricChanged.id === circuitId, 10_000)).event.fabricChanged;
      assert.equal(created.action, 'created');
      assert.equal(created.circuit?.terminator.id, terminatorId);

      // A dial through B that fails is announced on A too.
      viaB.onRoute = () => ({ success: false, error: 'host unreachable', errorCode: 4 });
      const refusal = await viaB.createCircuit({ sessionToken: session.token, apiSessionToken: people.dialer.client.token! });
      assert.equal(refusal.contentType, ContentType.Error);
      const failedId = readString(refusal.headers, MsgHeader.EdgeCircuitId)!;
      const failed = (await sub.takeUntil((e) => e.fabricChanged.id === failedId, 10_000)).event.fabricChanged;
      assert.equal(failed.action, 'failed');
      assert.equal(failed.failure?.controllerId, b.app.services.controllers.id);
      assert.equal(failed.failure?.routerId, router.id);

      viaB.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id: circuitId, iteration: 0 }));
      await gone(a, circuitId);
      assert.equal((await sub.takeUntil((e) => e.fabricChanged.id === circuitId, 10_000)).event.fabricChanged.action, 'deleted');
    } finally {
      await sub.dispose();
      viaA.close();
      viaB.close();
    }
  });

  it('a circuit A created outlives the restart of B: listed by both, known to B\'s confirmation check, ended by a fault B hears; B\'s own circuits are not ended by its stop', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { a } = cluster;
    const router = await enrolledRouter(a);
    const viaA = await RouterPeer.connect(ctrlTargetOf(a), router);
    let viaB = await RouterPeer.connect(ctrlTargetOf(cluster.b), router);
    try {
      await routerOnline(a, router.id, true);
      const people = await hostAndDialer(a, [router.id]);
      const hosting = await hostedService(a, [router.id], people);
      await bind(viaB, hosting, people.host);
      const session = await dialSession(people.dialer, hosting.serviceId);
      const ofA = await dial(viaA, session, people.dialer);
      const ofB = await dial(viaB, session, people.dialer);
      assert.equal(await ownerOf(a, ofA), a.app.services.controllers.id);

      // B restarts: the router's connection to it ends, and it connects to the new B.
      const b = await cluster.restartB();
      viaB.close();
      assert.equal(viaA.isClosed, false);
      viaB = await pollUntil('router back on B', async () => RouterPeer.connect(ctrlTargetOf(b), router).catch(() => undefined), 20_000);
      await routerOnline(b, router.id, true);
      for (const server of [a, b]) requireOk(await fabric(server).get(`/circuits/${ofA}`));
      assert.equal(await ownerOf(b, ofA), a.app.services.controllers.id, 'still A\'s');
      assert.ok(!viaA.ofType(ContentType.Unroute).some((f) => Bodies.Unroute.decode(f.body).circuitId === ofA), 'A never unrouted it');
      // B stopped, but its circuit was not ended: the router still carries it (B, or A once B's stop is seen, owns it).
      requireOk(await fabric(a).get(`/circuits/${ofB}`));

      // The router asks the new B about its circuits: only the one nobody knows is unrouted.
      const unknown = unique('no-such-circuit');
      viaB.send(ContentType.CircuitConfirmation, Bodies.CircuitConfirmation.encode({ circuitIds: [ofA, ofB, unknown], idleTimes: {} }));
      await viaB.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === unknown);
      assert.deepEqual(viaB.ofType(ContentType.Unroute).map((f) => Bodies.Unroute.decode(f.body).circuitId), [unknown]);

      // A fault B hears ends A's circuit, on every instance.
      viaB.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.EgressFault, id: ofA, iteration: 0 }));
      await gone(a, ofA);
      assert.equal((await fabric(b).get(`/circuits/${ofA}`)).status, 404);
      requireOk(await fabric(b).get(`/circuits/${ofB}`));
    } finally {
      viaA.close();
      viaB.close();
    }
  });

  it('the circuits of an instance that is killed are adopted by a live instance their routers are connected to (faults and admin deletes work), and removed when a router is connected to none', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { b } = cluster;
    const ctrlPort = await freePort();
    const dying = await startControllerProcess({ DATABASE_URL: cluster.databaseUrl, CTRL_PORT: String(ctrlPort), CONTROLLER_HEARTBEAT_SECONDS: '1', ADMIN_PASSWORD: 'unused-here-1' });
    await dying.waitReady(60_000);
    const toDying = { ...ctrlTargetOf(b), port: ctrlPort };
    // `shared` is connected to both instances, `lonely` only to the one that dies.
    const shared: PeerIdentity = await enrolledRouter(b);
    const lonely: PeerIdentity = await enrolledRouter(b);
    const sharedOnB = await RouterPeer.connect(ctrlTargetOf(b), shared);
    const sharedOnDying = await RouterPeer.connect(toDying, shared);
    const lonelyOnDying = await RouterPeer.connect(toDying, lonely);
    const sub = subscribe(b.url, FabricChangedDocument, {}, b.mgmt.token);
    try {
      await routerOnline(b, shared.id, true);
      await routerOnline(b, lonely.id, true);
      const people = await hostAndDialer(b, [shared.id, lonely.id]);
      const hosting = await hostedService(b, [shared.id, lonely.id], people);
      // Terminators through either instance serve the dials the dying one routes.
      const onShared = await bind(sharedOnB, hosting, people.host);
      await bind(lonelyOnDying, hosting, people.host);
      const session = await dialSession(people.dialer, hosting.serviceId);
      const faulted = await dial(sharedOnDying, session, people.dialer);
      const deleted = await dial(sharedOnDying, session, people.dialer);
      const stranded = await dial(lonelyOnDying, session, people.dialer);
      const dyingId = await ownerOf(b, faulted);
      assert.notEqual(dyingId, b.app.services.controllers.id);
      let n = 0;
      await untilLive(sub, async () => requireOk(await b.mgmt.patch(`/terminators/${onShared}`, { tags: { probe: String(++n) } })), (e) => e.fabricChanged.id === onShared);

      dying.signal('SIGKILL');
      await dying.waitExit(10_000);
      // Once its heartbeat lapses, B adopts what its router still carries and removes the rest.
      const bId = b.app.services.controllers.id!;
      for (const id of [faulted, deleted]) await pollUntil(`circuit ${id} adopted by B`, async () => ((await ownerOf(b, id)) === bId ? true : undefined), 30_000);
      await gone(b, stranded);
      const events = new Map<string, { action: string; changedFields?: readonly string[] | null }>();
      while (events.size < 3) {
        const { event } = await sub.takeUntil((e) => [faulted, deleted, stranded].includes(e.fabricChanged.id), 10_000);
        events.set(event.fabricChanged.id, event.fabricChanged);
      }
      for (const id of [faulted, deleted]) {
        assert.equal(events.get(id)?.action, 'updated');
        assert.deepEqual(events.get(id)?.changedFields, ['controllerId']);
      }
      assert.equal(events.get(stranded)?.action, 'deleted');

      // The adopted circuits still end: a fault from their router, an admin's delete (unrouted by B).
      sharedOnB.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id: faulted, iteration: 0 }));
      await gone(b, faulted);
      requireOk(await fabric(b).delete(`/circuits/${deleted}`, { body: { immediate: true } }));
      const unroute = await sharedOnB.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === deleted);
      assert.equal(Bodies.Unroute.decode(unroute.body).now, true);
      assert.equal((await fabric(b).get(`/circuits/${deleted}`)).status, 404);
    } finally {
      await sub.dispose();
      sharedOnB.close();
      sharedOnDying.close();
      lonelyOnDying.close();
    }
  });
});
