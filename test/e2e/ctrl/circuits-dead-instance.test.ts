// The circuits of an instance that dies (its process killed) are adopted by a live instance to
// which their routers are connected, so that their routers' faults and admins' deletes still end
// them; a circuit with a router connected to no live instance is removed.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf, type PeerIdentity } from '../../support/router-peer';
import { Bodies, ContentType, FaultSubject } from '../../../src/ctrl/wire/messages';
import { freePort, startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { subscribe, untilLive } from '../../support/ws-client';
import { FabricChangedDocument } from '../../graphql/generated';
import { bindThrough, circuitGone, dialSession, dialThrough, enrolledRouter, fabricOf, hostAndDialer, hostedService, ownerOf, routerOnline } from './ctrl-support';

const cluster = twoInstancesOnOneDatabase('a shared database for controller instances');
after(() => stopControllerProcesses());

describe('an instance that dies', () => {
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
      const onShared = await bindThrough(sharedOnB, hosting, people.host);
      await bindThrough(lonelyOnDying, hosting, people.host);
      const session = await dialSession(people.dialer, hosting.serviceId);
      const faulted = await dialThrough(sharedOnDying, session, people.dialer);
      const deleted = await dialThrough(sharedOnDying, session, people.dialer);
      const stranded = await dialThrough(lonelyOnDying, session, people.dialer);
      const dyingId = await ownerOf(b, faulted);
      assert.notEqual(dyingId, b.app.services.controllers.id);
      let n = 0;
      await untilLive(sub, async () => requireOk(await b.mgmt.patch(`/terminators/${onShared}`, { tags: { probe: String(++n) } })), (e) => e.fabricChanged.id === onShared);

      dying.signal('SIGKILL');
      await dying.waitExit(10_000);
      // Once its heartbeat lapses, B adopts what its router still carries and removes the rest.
      const bId = b.app.services.controllers.id!;
      for (const id of [faulted, deleted]) await pollUntil(`circuit ${id} adopted by B`, async () => ((await ownerOf(b, id)) === bId ? true : undefined), 30_000);
      await circuitGone(b, stranded);
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
      await circuitGone(b, faulted);
      requireOk(await fabricOf(b).delete(`/circuits/${deleted}`, { body: { immediate: true } }));
      const unroute = await sharedOnB.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === deleted);
      assert.equal(Bodies.Unroute.decode(unroute.body).now, true);
      assert.equal((await fabricOf(b).get(`/circuits/${deleted}`)).status, 404);
    } finally {
      await sub.dispose();
      sharedOnB.close();
      sharedOnDying.close();
      lonelyOnDying.close();
    }
  });
});
