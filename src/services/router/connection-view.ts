import type { Router, RouterInterfaceInfo, RouterVersionInfo } from '../../entities';

/**
 * What a router's connection shows, read the same way by the fabric REST API and GraphQL. The
 * router row holds a projection of its connections (router-presence.service.ts): listeners and
 * version are those of a live connection, interfaces are the last the router reported.
 */

export interface ListenerAddress {
  address: string;
  protocol: string;
}

/** A network interface with its flags spelled out. */
export interface InterfaceView {
  name: string;
  hardwareAddress: string;
  mtu: number;
  index: number;
  isUp: boolean;
  isRunning: boolean;
  isLoopback: boolean;
  isBroadcast: boolean;
  isMulticast: boolean;
  addresses: string[];
}

/** The flag bits of an interface as a router reports them (Go's net.Flags). */
const FLAG_UP = 1 << 0;
const FLAG_BROADCAST = 1 << 1;
const FLAG_LOOPBACK = 1 << 2;
const FLAG_MULTICAST = 1 << 4;
const FLAG_RUNNING = 1 << 5;

/** The link listeners the connected router advertised; none while it is offline. */
export function listenerAddressesOf(r: Router): ListenerAddress[] {
  return r.isOnline ? r.listeners.map((l) => ({ address: l.address, protocol: l.protocol })) : [];
}

/** The version the connected router reported; null while it is offline. */
export function versionInfoOf(r: Router): RouterVersionInfo | null {
  return r.isOnline && r.versionInfo ? r.versionInfo : null;
}

export function interfaceView(i: RouterInterfaceInfo): InterfaceView {
  const set = (bit: number) => (i.flags & bit) !== 0;
  return {
    name: i.name,
    hardwareAddress: i.hardwareAddress,
    mtu: i.mtu,
    index: i.index,
    isUp: set(FLAG_UP),
    isRunning: set(FLAG_RUNNING),
    isLoopback: set(FLAG_LOOPBACK),
    isBroadcast: set(FLAG_BROADCAST),
    isMulticast: set(FLAG_MULTICAST),
    addresses: i.addresses,
  };
}

export function interfacesOf(r: Router): InterfaceView[] {
  return r.interfaces.map(interfaceView);
}
