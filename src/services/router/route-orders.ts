import type { RouteForward, RouteOrder } from './messenger';
import type { RoutePath } from './router-link.service';

/** The attempt number of a Route that moves an established circuit to a new path (OpenZiti's SmartRerouteAttempt). */
export const REROUTE_ATTEMPT = 99969996;

/** ctrl_pb DestType of a forward. */
const START = 0;
const END = 1;
const LINK = 2;

export interface RouteEnds {
  circuitId: string;
  attempt: number;
  /** The dialer's side address on the first router, and the terminator's side on the last. */
  ingressId: string;
  egressId: string;
  /** The terminator the last router dials; none when a circuit only moves to a new path. */
  egress?: { binding: string; destination: string; peerData: Record<string, Buffer> };
  timeoutNs: bigint;
  tags: Record<string, string>;
}

/**
 * The Route of each router of a path, in path order, as OpenZiti builds them: a router keys its
 * forward table by source address, and a link's id is the address of its end on both routers.
 * One router: dialer side to terminator side and back. Several: the first forwards the dialer's
 * side to the first link, each transit router one link to the next, the last the final link to
 * the terminator's side (and it alone dials the terminator).
 */
export function routeOrders(path: RoutePath, ends: RouteEnds): RouteOrder[] {
  const order = (forwards: RouteForward[], egress?: boolean): RouteOrder => ({
    circuitId: ends.circuitId,
    attempt: ends.attempt,
    forwards,
    ...(egress && ends.egress ? { egress: { binding: ends.egress.binding, address: ends.egressId, destination: ends.egress.destination, peerData: ends.egress.peerData } } : {}),
    timeoutNs: ends.timeoutNs,
    tags: ends.tags,
  });
  const { links } = path;
  if (links.length === 0) {
    return [order([
      { srcAddress: ends.ingressId, dstAddress: ends.egressId, dstType: END },
      { srcAddress: ends.egressId, dstAddress: ends.ingressId, dstType: START },
    ], true)];
  }
  const orders = [order([
    { srcAddress: ends.ingressId, dstAddress: links[0]!, dstType: LINK },
    { srcAddress: links[0]!, dstAddress: ends.ingressId, dstType: START },
  ])];
  for (let i = 0; i + 1 < links.length; i++) {
    orders.push(order([
      { srcAddress: links[i]!, dstAddress: links[i + 1]!, dstType: LINK },
      { srcAddress: links[i + 1]!, dstAddress: links[i]!, dstType: LINK },
    ]));
  }
  const last = links[links.length - 1]!;
  orders.push(order([
    { srcAddress: ends.egressId, dstAddress: last, dstType: LINK },
    { srcAddress: last, dstAddress: ends.egressId, dstType: END },
  ], true));
  return orders;
}
