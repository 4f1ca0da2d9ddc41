import type { RouterSession } from '../router-session';
import { Bodies, ContentType, FaultSubject } from '../wire/messages';
import { RouterRefusal } from '../../services/router/router-presence.service';

/**
 * Fabric (`ctrl_pb`) messages every router sends, translated into service calls: its interfaces,
 * its link listeners, the links it dialed and their state, the peers it is asked to trust, and
 * the link latencies of its metrics. Circuits' messages are in traffic-handlers.
 */
export function registerFabricHandlers(session: RouterSession): void {
  const { channel, services, router } = session;

  // Waits 5 s for the answer and logs a failure without one.
  channel.on(ContentType.UpdateRouterInterfaces, async (frame) => {
    const update = Bodies.RouterInterfacesUpdate.decode(frame.body);
    await services.routerPresence.interfaces(
      router.id,
      update.interfaces.map((i) => ({ name: i.name, hardwareAddress: i.hardwareAddress, mtu: Number(i.mtu), index: Number(i.index), flags: Number(i.flags), addresses: i.addresses })),
    );
    channel.replyResult(frame, true);
  });

  // The router asks where every controller is: the live instances' control addresses.
  channel.on(ContentType.RequestClusterMembers, () => session.sendCtrlAddresses());

  // The router rebuilt its link listeners (a config change): its peers are told where to dial now.
  channel.on(ContentType.UpdateLinkListeners, async (frame) => {
    const { listeners } = Bodies.Listeners.decode(frame.body);
    await session.updateLinkListeners(listeners);
  });

  // The links this router dialed (a full refresh when it connects: links it no longer names end).
  channel.on(ContentType.RouterLinks, (frame) => {
    const { links, fullRefresh } = Bodies.RouterLinks.decode(frame.body);
    services.routerLinks.reported(router.id, links.map((l) => ({
      id: l.id, destRouterId: l.destRouterId, linkProtocol: l.linkProtocol, dialAddress: l.dialAddress, iteration: l.iteration, connState: l.connState,
    })), fullRefresh);
  });

  // The connections under a link changed.
  channel.on(ContentType.LinkState, (frame) => {
    const update = Bodies.LinkStateUpdate.decode(frame.body);
    services.routerLinks.connState(update.linkId, update.linkIteration, update.connState);
  });

  // A router accepting a link asks whether the dialer is the router it claims to be: a Result.
  channel.on(ContentType.VerifyRouter, async (frame) => {
    const { routerId, fingerprints } = Bodies.VerifyRouter.decode(frame.body);
    try {
      await services.routerPresence.verifyRouter(routerId, fingerprints);
      if (!channel.isClosed) channel.replyResult(frame, true, 'router verified');
    } catch (err) {
      if (!(err instanceof RouterRefusal)) throw err;
      session.logger.warn({ peerRouterId: routerId, reason: err.message }, 'router verification failed');
      if (!channel.isClosed) channel.replyResult(frame, false, err.message);
    }
  });

  // Metrics: only the latencies of the router's links are read (they make up link costs).
  channel.on(ContentType.Metrics, (frame) => {
    const { histograms } = Bodies.MetricsMessage.decode(frame.body);
    services.routerLinks.latencies(router.id, histograms);
  });

  channel.on(ContentType.Alerts, () => undefined);
}

/** Link faults (Fault, subject LinkFault or LinkDuplicate): the link ends; the router at its other end is told. */
export function isLinkFault(subject: number): boolean {
  return subject === FaultSubject.LinkFault || subject === FaultSubject.LinkDuplicate;
}
