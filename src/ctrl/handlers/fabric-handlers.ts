import type { RouterSession } from '../router-session';
import { Bodies, ContentType } from '../wire/messages';

/**
 * Fabric (`ctrl_pb`) messages every router sends, translated into service calls. Links are the
 * next step of the control plane; their messages are accepted and dropped here so a router's
 * logs stay clean. Circuits' messages are in traffic-handlers.
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

  for (const ignored of [ContentType.RouterLinks, ContentType.PeerStateChange, ContentType.LinkState, ContentType.Alerts, ContentType.Metrics]) {
    channel.on(ignored, () => undefined);
  }
}
