import type { Headers } from './frame';

/**
 * Header ids of the channel and of the messages the controller handles, named as OpenZiti
 * names them. Numbers 10-12 mean different things to the two router generations: 2.x routers
 * are grouped (GroupSecret, IsFirstGroupConnection) and moved listeners, metadata and
 * capabilities to 1000-1003; 1.x routers still send those at 10-12.
 */
export const Header = {
  ConnectionId: 0,
  ReplyFor: 1,
  ResultSuccess: 2,
  HelloVersion: 4,
  Heartbeat: 5,
  HeartbeatResponse: 6,
  Type: 7,
  Id: 8,
  IsGrouped: 9,
  /** 2.x only. */
  GroupSecret: 10,
  /** 2.x only. */
  IsFirstGroupConnection: 11,
  /** 1.x only (2.x: Listeners). */
  LegacyListeners: 10,
  /** 1.x only (2.x: RouterMetadata). */
  LegacyRouterMetadata: 11,
  /** 1.x routers read the controller's capabilities here; 2.x controllers send both. */
  LegacyCapabilities: 12,
  /** Copied from a request to its reply. */
  Reflected: 128,
  Listeners: 1000,
  RouterMetadata: 1001,
  Capabilities: 1002,
  CtrlChanListeners: 1003,
  SyncStrategyType: 1013,
  SyncStrategyState: 1014,
  TerminatorId: 1022,
  CheckPassed: 1023,
  RouterDataModel: 1024,
  RouterDataModelIndex: 1025,
  RouterDataModelSubscriptionId: 1026,
} as const;

export const boolValue = (value: boolean): Buffer => Buffer.from([value ? 1 : 0]);
export const stringValue = (value: string): Buffer => Buffer.from(value, 'utf8');

export function int32Value(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(value);
  return b;
}

export function uint64Value(value: bigint): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(value);
  return b;
}

export const readBool = (headers: Headers, key: number): boolean | undefined => {
  const v = headers.get(key);
  return v === undefined || v.length !== 1 ? undefined : v[0] === 1;
};

export const readString = (headers: Headers, key: number): string | undefined => headers.get(key)?.toString('utf8');

export function readInt32(headers: Headers, key: number): number | undefined {
  const v = headers.get(key);
  return v?.length === 4 ? v.readInt32LE(0) : undefined;
}

export function readUint64(headers: Headers, key: number): bigint | undefined {
  const v = headers.get(key);
  return v?.length === 8 ? v.readBigUInt64LE(0) : undefined;
}

/**
 * A capability mask as channels carry it: the bytes of a big-endian big integer whose bit N
 * says capability N is supported.
 */
export function capabilityMask(bits: readonly number[]): Buffer {
  let mask = 0n;
  for (const bit of bits) mask |= 1n << BigInt(bit);
  const hex = mask.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}
