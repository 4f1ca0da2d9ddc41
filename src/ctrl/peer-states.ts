import type { RouterSession } from './router-session';
import { Bodies, ContentType, PeerState, type PeerStateChangeBody } from './wire/messages';

/**
 * What routers are told of each other (PeerStateChanges, 1050), as OpenZiti's controller tells
 * them: a router dials links to the listeners of the peers it hears are healthy, stops dialing
 * an unhealthy one and forgets a removed one. Each instance tells the routers connected to it
 * about the others connected to it.
 */

/** A connected router as its peers see it: its version and link listeners. */
export function healthyPeer(session: RouterSession): PeerStateChangeBody {
  return { id: session.router.id, version: session.hello.versionInfo.version, state: PeerState.Healthy, listeners: session.linkListeners };
}

export const unhealthyPeer = (routerId: string): PeerStateChangeBody => ({ id: routerId, version: '', state: PeerState.Unhealthy, listeners: [] });
export const removedPeer = (routerId: string): PeerStateChangeBody => ({ id: routerId, version: '', state: PeerState.Removed, listeners: [] });

export function sendPeerStates(to: RouterSession, changes: PeerStateChangeBody[]): void {
  if (!changes.length || to.channel.isClosed) return;
  to.sendQuietly(ContentType.PeerStateChange, Bodies.PeerStateChanges.encode({ changes }));
}

/** A router connected (or its listeners changed): every other router hears of it, and it of all of them. */
export function announceConnected(session: RouterSession, others: RouterSession[]): void {
  const change = healthyPeer(session);
  const peers: PeerStateChangeBody[] = [];
  for (const other of others) {
    if (other === session || other.channel.isClosed) continue;
    sendPeerStates(other, [change]);
    peers.push(healthyPeer(other));
  }
  sendPeerStates(session, peers);
}

/** A router left (unhealthy) or was deleted (removed): every other router hears of it. */
export function announceGone(routerId: string, others: RouterSession[], removed: boolean): void {
  const change = removed ? removedPeer(routerId) : unhealthyPeer(routerId);
  for (const other of others) if (other.router.id !== routerId) sendPeerStates(other, [change]);
}
