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

/** Headers of the header-encoded messages (ctrl_msg): CreateCircuitV2 and RouteResult. */
export const MsgHeader = {
  /** CreateCircuitV2 request and response: the peer data (uint32 -> bytes map). */
  PeerData: 10,
  /** Request: the session token; response: the circuit id. */
  SessionTokenOrCircuitId: 11,
  /** Request: certificate fingerprints; response: the ingress address. */
  FingerprintsOrAddress: 12,
  /** Request: the terminator instance id; response: the circuit's tags. */
  TerminatorInstanceIdOrTags: 13,
  ApiSessionToken: 14,
  RouteResultAttempt: 1101,
  RouteResultSuccess: 1102,
  RouteResultError: 1103,
  RouteResultErrorCode: 1104,
  /** The edge error code of an edge `Error` reply (sdk edge_client_pb HeaderId ErrorCode). */
  EdgeErrorCode: 1014,
  /** The circuit a refused dial had allocated, in its edge `Error` reply (sdk edge_client_pb HeaderId CircuitId). */
  EdgeCircuitId: 1026,
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

export function uint32Value(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
}

export function readUint32(headers: Headers, key: number): number | undefined {
  const v = headers.get(key);
  return v?.length === 4 ? v.readUInt32LE(0) : undefined;
}

/**
 * The channel library's header encodings of lists and maps: a little-endian uint32 count, then
 * per entry length-prefixed (uint32 LE) strings or bytes; an empty one is no header at all.
 * Entries beyond 128 or longer than 8192 bytes are refused, as the channel library refuses them.
 */
const MAX_ENTRIES = 128;
const MAX_ENTRY_BYTES = 8192;

export function encodeStringSlice(values: string[]): Buffer {
  const parts: Buffer[] = [uint32Value(values.length)];
  for (const v of values) {
    const b = Buffer.from(v, 'utf8');
    parts.push(uint32Value(b.length), b);
  }
  return Buffer.concat(parts);
}

export function encodeU32ToBytesMap(map: Record<string, Buffer>): Buffer {
  const entries = Object.entries(map);
  const parts: Buffer[] = [uint32Value(entries.length)];
  for (const [k, v] of entries) parts.push(uint32Value(Number(k)), uint32Value(v.length), v);
  return Buffer.concat(parts);
}

export function encodeStringMap(map: Record<string, string>): Buffer {
  const entries = Object.entries(map);
  const parts: Buffer[] = [uint32Value(entries.length)];
  for (const [k, v] of entries) {
    const kb = Buffer.from(k, 'utf8');
    const vb = Buffer.from(v, 'utf8');
    parts.push(uint32Value(kb.length), kb, uint32Value(vb.length), vb);
  }
  return Buffer.concat(parts);
}

class Cursor {
  private at = 0;
  constructor(private readonly b: Buffer, private readonly what: string) {}
  u32(): number {
    if (this.at + 4 > this.b.length) throw new Error(`invalid ${this.what}: truncated`);
    const v = this.b.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  bytes(): Buffer {
    const n = this.u32();
    if (n > MAX_ENTRY_BYTES) throw new Error(`invalid ${this.what}: entries may have at most ${MAX_ENTRY_BYTES} bytes`);
    if (this.at + n > this.b.length) throw new Error(`invalid ${this.what}: entry longer than the remaining data`);
    const v = this.b.subarray(this.at, this.at + n);
    this.at += n;
    return Buffer.from(v);
  }
  count(): number {
    const n = this.u32();
    if (n > MAX_ENTRIES) throw new Error(`invalid ${this.what}: at most ${MAX_ENTRIES} entries`);
    return n;
  }
}

export function decodeStringSlice(b: Buffer | undefined): string[] {
  if (!b?.length) return [];
  const c = new Cursor(b, 'string slice');
  const out: string[] = [];
  for (let i = c.count(); i > 0; i--) out.push(c.bytes().toString('utf8'));
  return out;
}

export function decodeU32ToBytesMap(b: Buffer | undefined): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  if (!b?.length) return out;
  const c = new Cursor(b, 'uint32->bytes map');
  for (let i = c.count(); i > 0; i--) {
    const key = c.u32();
    out[String(key)] = c.bytes();
  }
  return out;
}

export function decodeStringMap(b: Buffer | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!b?.length) return out;
  const c = new Cursor(b, 'string->string map');
  for (let i = c.count(); i > 0; i--) {
    const key = c.bytes().toString('utf8');
    out[key] = c.bytes().toString('utf8');
  }
  return out;
}
