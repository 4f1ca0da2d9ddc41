// Circuits on several instances of one database. Routers connect to every instance; each
// instance routes the dials that reach it, with terminators created through any instance; every
// instance lists every circuit, knows it when a router asks (CircuitConfirmation) and ends it on a
// fault; a circuit outlives the restart of an instance that did not route it. (An instance that
// dies: circuits-dead-instance.test.ts.)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { Bodies, ContentType, FaultSubject } from '../../../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';
import { unique } from '../../support/fixtures';
import { subscribe, untilLive } from '../../support/ws-client';
import { FabricChangedDocument } from '../../graphql/generated';
import { bindThrough, circuitGone, dialSession, dialThrough, enrolledRouter, fabricOf, hostAndDialer, hostedService, ownerOf, routerOnline } from './ctrl-support';

const cluster = twoInstancesOnOneDatabase('a shared database for two controller instances');

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
      const terminatorId = await bindThrough(viaA, hosting, people.host);
      let n = 0;
      await untilLive(sub, async () => requireOk(await a.mgmt.patch(`/terminators/${terminatorId}`, { tags: { probe: String(++n) } })), (e) => e.fabricChanged.id === terminatorId);

      const session = await dialSession(people.dialer, hosting.serviceId);
      const circuitId = await dialThrough(viaB, session, people.dialer);
      assert.equal(viaA.ofType(ContentType.Route).length, 0, 'B routed it, over its own connection to the router');
      assert.equal(requireOk(await fabricOf(a).get(`/circuits/${circuitId}`)).terminator.id, terminatorId);
      assert.equal(requireOk(await fabricOf(b).get(`/circuits/${circuitId}`)).terminator.id, terminatorId);
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
      await circuitGone(a, circuitId);
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
      await bindThrough(viaB, hosting, people.host);
      const session = await dialSession(people.dialer, hosting.serviceId);
      const ofA = await dialThrough(viaA, session, people.dialer);
      const ofB = await dialThrough(viaB, session, people.dialer);
      assert.equal(await ownerOf(a, ofA), a.app.services.controllers.id);

      // B restarts: the router's connection to it ends, and it connects to the new B.
      const b = await cluster.restartB();
      viaB.close();
      assert.equal(viaA.isClosed, false);
      viaB = await pollUntil('router back on B', async () => RouterPeer.connect(ctrlTargetOf(b), router).catch(() => undefined), 20_000);
      await routerOnline(b, router.id, true);
      for (const server of [a, b]) requireOk(await fabricOf(server).get(`/circuits/${ofA}`));
      assert.equal(await ownerOf(b, ofA), a.app.services.controllers.id, 'still A\'s');
      assert.ok(!viaA.ofType(ContentType.Unroute).some((f) => Bodies.Unroute.decode(f.body).circuitId === ofA), 'A never unrouted it');
      // B stopped, but its circuit was not ended: the router still carries it (B, or A once B's stop is seen, owns it).
      requireOk(await fabricOf(a).get(`/circuits/${ofB}`));

      // The router asks the new B about its circuits: only the one nobody knows is unrouted.
      const unknown = unique('no-such-circuit');
      viaB.send(ContentType.CircuitConfirmation, Bodies.CircuitConfirmation.encode({ circuitIds: [ofA, ofB, unknown], idleTimes: {} }));
      await viaB.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === unknown);
      assert.deepEqual(viaB.ofType(ContentType.Unroute).map((f) => Bodies.Unroute.decode(f.body).circuitId), [unknown]);

      // A fault B hears ends A's circuit, on every instance.
      viaB.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.EgressFault, id: ofA, iteration: 0 }));
      await circuitGone(a, ofA);
      assert.equal((await fabricOf(b).get(`/circuits/${ofA}`)).status, 404);
      requireOk(await fabricOf(b).get(`/circuits/${ofB}`));
    } finally {
      viaA.close();
      viaB.close();
    }
  });
});
