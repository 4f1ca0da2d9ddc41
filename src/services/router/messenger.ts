/**
 * How the router services reach the routers connected to this instance. The control plane
 * attaches one; the services never see a channel.
 */

export interface RouteForward {
  srcAddress: string;
  dstAddress: string;
  /** ctrl_pb DestType: Start 0, End 1, Link 2. */
  dstType: number;
}

/** A Route message (ctrl_pb.Route) for one router of a circuit's path. */
export interface RouteOrder {
  circuitId: string;
  attempt: number;
  egress?: { binding: string; address: string; destination: string; peerData: Record<string, Buffer> };
  forwards: RouteForward[];
  timeoutNs: bigint;
  tags: Record<string, string>;
}

export interface RouterMessenger {
  isConnected(routerId: string): boolean;
  route(routerId: string, order: RouteOrder): Promise<void>;
  unroute(routerId: string, circuitId: string, now: boolean): void;
  /** Tells a router that a link of it is gone (Fault, subject LinkFault): it closes its end. */
  linkFault(routerId: string, linkId: string, iteration: number): void;
}
