/**
 * Channel wire format V2, the framing every OpenZiti router speaks on its control channel.
 * All integers little-endian:
 *
 *   magic 03 06 09 0c | content type i32 | sequence i32 | headers length i32 | body length i32
 *   headers: { key i32, length i32, value[length] }*  | body
 */

export const MAGIC_V2 = Buffer.from([0x03, 0x06, 0x09, 0x0c]);
/** A peer speaking another version gets this magic, then the versions we know (2, 1, 2): it backs off. */
export const UNKNOWN_VERSION_REPLY = Buffer.concat([Buffer.from([0x03, 0x06, 0x09, 0x0a]), le32(2), le32(1), le32(2)]);
const PREFIX_BYTES = 20;

export type Headers = Map<number, Buffer>;

export interface Frame {
  contentType: number;
  sequence: number;
  headers: Headers;
  body: Buffer;
}

export interface FrameLimits {
  maxHeaderBytes: number;
  maxBodyBytes: number;
}

/** Why a byte stream is not a channel: the peer is closed with this reason. */
export class FrameError extends Error {
  constructor(
    message: string,
    /** The peer spoke another channel version (it gets UNKNOWN_VERSION_REPLY before the close). */
    readonly unknownVersion = false,
  ) {
    super(message);
  }
}

function le32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
}

export function encodeFrame(frame: Frame): Buffer {
  let headerBytes = 0;
  for (const value of frame.headers.values()) headerBytes += 8 + value.length;
  const out = Buffer.allocUnsafe(PREFIX_BYTES + headerBytes + frame.body.length);
  MAGIC_V2.copy(out, 0);
  out.writeInt32LE(frame.contentType, 4);
  out.writeInt32LE(frame.sequence, 8);
  out.writeInt32LE(headerBytes, 12);
  out.writeInt32LE(frame.body.length, 16);
  let at = PREFIX_BYTES;
  for (const [key, value] of frame.headers) {
    out.writeInt32LE(key, at);
    out.writeInt32LE(value.length, at + 4);
    value.copy(out, at + 8);
    at += 8 + value.length;
  }
  frame.body.copy(out, at);
  return out;
}

/**
 * Cuts a byte stream into frames. Lengths are checked against the limits before anything is
 * buffered, so a peer announcing a huge frame is refused after 20 bytes, not after it sent them.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private limits: FrameLimits) {}

  /** Limits change once the hello is done (a hello is small; later messages may be larger). */
  setLimits(limits: FrameLimits): void {
    this.limits = limits;
  }

  /** Adds bytes and returns every complete frame; throws FrameError on a malformed stream. */
  push(data: Buffer): Frame[] {
    this.chunks.push(data);
    this.buffered += data.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.buffered < PREFIX_BYTES) break;
      const head = this.peek(PREFIX_BYTES);
      if (!head.subarray(0, 4).equals(MAGIC_V2)) throw new FrameError('not a channel V2 frame (unknown magic)', true);
      const headerBytes = head.readInt32LE(12);
      const bodyBytes = head.readInt32LE(16);
      if (headerBytes < 0 || headerBytes > this.limits.maxHeaderBytes) throw new FrameError(`headers of ${headerBytes} bytes exceed ${this.limits.maxHeaderBytes}`);
      if (bodyBytes < 0 || bodyBytes > this.limits.maxBodyBytes) throw new FrameError(`a body of ${bodyBytes} bytes exceeds ${this.limits.maxBodyBytes}`);
      const total = PREFIX_BYTES + headerBytes + bodyBytes;
      if (this.buffered < total) break;
      const raw = this.take(total);
      frames.push({
        contentType: raw.readInt32LE(4),
        sequence: raw.readInt32LE(8),
        headers: parseHeaders(raw.subarray(PREFIX_BYTES, PREFIX_BYTES + headerBytes)),
        body: raw.subarray(PREFIX_BYTES + headerBytes),
      });
    }
    return frames;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, n);
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = Buffer.from(all.subarray(0, n));
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}

function parseHeaders(raw: Buffer): Headers {
  const headers: Headers = new Map();
  let at = 0;
  while (at < raw.length) {
    if (raw.length - at < 8) throw new FrameError('a header is cut short');
    const key = raw.readInt32LE(at);
    const length = raw.readInt32LE(at + 4);
    if (length < 0 || at + 8 + length > raw.length) throw new FrameError(`header ${key} runs past the headers`);
    headers.set(key, raw.subarray(at + 8, at + 8 + length));
    at += 8 + length;
  }
  return headers;
}
