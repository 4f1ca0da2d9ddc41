import type { Socket } from 'node:net';
import { ContentType } from './wire/messages';
import { Header, boolValue, int32Value, readInt32, readUint64, uint64Value } from './wire/headers';
import { FrameError, FrameReader, encodeFrame, type Frame, type FrameLimits, type Headers } from './wire/frame';

export interface ChannelTiming {
  /** A heartbeat is sent after this long without one (OpenZiti: 10 s). */
  heartbeatIntervalMs: number;
  /** The channel closes when a heartbeat stays unanswered this long (OpenZiti: 30 s). */
  heartbeatTimeoutMs: number;
  /** How long a request waits for its reply. */
  requestTimeoutMs: number;
}

/** After the hello: larger bodies (a full data model, thousands of tokens in a heartbeat). */
export const MESSAGE_LIMITS: FrameLimits = { maxHeaderBytes: 64 * 1024, maxBodyBytes: 16 * 1024 * 1024 };
/** A peer that does not read: past this much queued output the channel is dropped, not buffered. */
const MAX_QUEUED_OUTPUT_BYTES = 64 * 1024 * 1024;

export type MessageHandler = (frame: Frame, channel: Channel) => void | Promise<void>;

export class ReplyTimeoutError extends Error {}
export class ChannelClosedError extends Error {}

interface Underlay {
  socket: Socket;
  type: string;
  reader: FrameReader;
}

/**
 * A control channel to one router: one or more TLS underlays (2.x routers open `ctrl.default`
 * and `ctrl.high`), sequence-numbered messages, request/reply with timeouts, heartbeats both
 * ways and pings. Content types without a handler are dropped, as OpenZiti's channel does.
 */
export class Channel {
  private readonly underlays: Underlay[] = [];
  private readonly handlers = new Map<number, MessageHandler>();
  private readonly waiting = new Map<number, { resolve(frame: Frame): void; reject(err: Error): void; timer: NodeJS.Timeout }>();
  private sequence = 0;
  private closed = false;
  private closeReason = '';
  private readonly closeListeners: ((reason: string) => void)[] = [];
  private heartbeatTimer?: NodeJS.Timeout;
  /** The heartbeat we sent that is not answered yet (ns), and when it was sent (ms). */
  private unanswered?: { value: bigint; sentAt: number };
  /** The wait for the current underlay's socket to drain, shared by every sender (see drained). */
  private drainWait?: { socket: Socket; wait: Promise<void> };

  constructor(
    readonly peerId: string,
    private readonly timing: ChannelTiming,
    private readonly onError: (err: unknown, frame: Frame) => void,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  get reason(): string {
    return this.closeReason;
  }

  get underlayTypes(): string[] {
    return this.underlays.map((u) => u.type);
  }

  /** Adds an underlay whose hello was accepted; `leftover` holds bytes read past the hello. */
  addUnderlay(socket: Socket, type: string, reader: FrameReader): void {
    if (this.closed) {
      socket.destroy();
      return;
    }
    reader.setLimits(MESSAGE_LIMITS);
    const underlay: Underlay = { socket, type, reader };
    this.underlays.push(underlay);
    socket.on('data', (data: Buffer) => {
      let frames: Frame[];
      try {
        frames = reader.push(data);
      } catch (err) {
        this.close(err instanceof FrameError ? `bad frame: ${err.message}` : String(err));
        return;
      }
      for (const frame of frames) this.receive(frame);
    });
    // The channel lives while any underlay does (OpenZiti's controller side): a 2.x router
    // redials a lost underlay into it.
    socket.on('close', () => {
      const i = this.underlays.indexOf(underlay);
      if (i >= 0) this.underlays.splice(i, 1);
      if (this.underlays.length === 0) this.close(`${type} connection closed by the router`);
    });
    socket.on('error', () => undefined); // 'close' follows
    if (!this.heartbeatTimer) this.startHeartbeats();
  }

  on(contentType: number, handler: MessageHandler): void {
    this.handlers.set(contentType, handler);
  }

  onClose(listener: (reason: string) => void): void {
    if (this.closed) listener(this.closeReason);
    else this.closeListeners.push(listener);
  }

  /** Sends a message; resolves once the socket took it (waits while the peer is slow to read). */
  async send(contentType: number, body: Buffer = Buffer.alloc(0), headers: Headers = new Map()): Promise<void> {
    this.write({ contentType, sequence: this.nextSequence(), headers, body });
    await this.drained();
  }

  /** Sends a request and waits for the message that replies to it. */
  request(contentType: number, body: Buffer, headers: Headers = new Map(), timeoutMs = this.timing.requestTimeoutMs): Promise<Frame> {
    const sequence = this.nextSequence();
    return new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(sequence);
        reject(new ReplyTimeoutError(`no reply to content type ${contentType} within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      this.waiting.set(sequence, { resolve, reject, timer });
      this.write({ contentType, sequence, headers, body });
    });
  }

  /** Answers `to`: ReplyFor names it, a reflected header comes back. */
  reply(to: Frame, contentType: number, body: Buffer = Buffer.alloc(0), headers: Headers = new Map()): void {
    headers.set(Header.ReplyFor, int32Value(to.sequence));
    const reflected = to.headers.get(Header.Reflected);
    if (reflected) headers.set(Header.Reflected, reflected);
    this.write({ contentType, sequence: this.nextSequence(), headers, body });
  }

  /** A `Result` reply (success, or failure with a message), as channel requests expect. */
  replyResult(to: Frame, success: boolean, message = ''): void {
    this.reply(to, ContentType.Result, Buffer.from(message), new Map([[Header.ResultSuccess, boolValue(success)]]));
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.closeReason = reason;
    clearInterval(this.heartbeatTimer);
    for (const { reject, timer } of this.waiting.values()) {
      clearTimeout(timer);
      reject(new ChannelClosedError(`channel closed: ${reason}`));
    }
    this.waiting.clear();
    for (const u of this.underlays) u.socket.destroy();
    for (const listener of this.closeListeners.splice(0)) listener(reason);
  }

  private nextSequence(): number {
    this.sequence = this.sequence >= 0x7fffffff ? 1 : this.sequence + 1;
    return this.sequence;
  }

  private write(frame: Frame): void {
    if (this.closed) throw new ChannelClosedError(`channel closed: ${this.closeReason}`);
    const underlay = this.underlays[0];
    if (!underlay) throw new ChannelClosedError('channel closed: no connection left');
    if (underlay.socket.writableLength > MAX_QUEUED_OUTPUT_BYTES) {
      this.close('the router does not read what it is sent');
      throw new ChannelClosedError('channel closed: the router does not read what it is sent');
    }
    underlay.socket.write(encodeFrame(frame));
  }

  /**
   * Resolves once the socket's buffer drained (or it closed). Every sender waiting on one socket
   * shares one wait: a listener each would pile up on a slow router's socket (Node warns past ten).
   */
  private drained(): Promise<void> {
    const socket = this.underlays[0]?.socket;
    if (!socket || !socket.writableNeedDrain || this.closed) return Promise.resolve();
    if (this.drainWait?.socket !== socket) {
      const wait = new Promise<void>((resolve) => {
        const done = () => {
          socket.off('drain', done);
          socket.off('close', done);
          if (this.drainWait?.socket === socket) this.drainWait = undefined;
          resolve();
        };
        socket.once('drain', done);
        socket.once('close', done);
      });
      this.drainWait = { socket, wait };
    }
    return this.drainWait.wait;
  }

  private receive(frame: Frame): void {
    const beat = readUint64(frame.headers, Header.Heartbeat);
    if (beat !== undefined) this.answerHeartbeat(beat);
    const answered = readUint64(frame.headers, Header.HeartbeatResponse);
    if (answered !== undefined && this.unanswered && answered === this.unanswered.value) this.unanswered = undefined;

    const replyFor = readInt32(frame.headers, Header.ReplyFor);
    if (replyFor !== undefined) {
      const waiter = this.waiting.get(replyFor);
      if (waiter) {
        this.waiting.delete(replyFor);
        clearTimeout(waiter.timer);
        waiter.resolve(frame);
        return;
      }
    }
    if (frame.contentType === ContentType.Heartbeat) return;
    if (frame.contentType === ContentType.Ping) {
      if (!this.closed) this.replyResult(frame, true);
      return;
    }
    const handler = this.handlers.get(frame.contentType);
    if (!handler) return;
    try {
      const done = handler(frame, this);
      if (done) done.catch((err: unknown) => this.onError(err, frame));
    } catch (err) {
      this.onError(err, frame);
    }
  }

  private answerHeartbeat(value: bigint): void {
    if (this.closed) return;
    this.write({ contentType: ContentType.Heartbeat, sequence: this.nextSequence(), headers: new Map([[Header.HeartbeatResponse, uint64Value(value)]]), body: Buffer.alloc(0) });
  }

  private startHeartbeats(): void {
    const every = Math.min(this.timing.heartbeatIntervalMs, this.timing.heartbeatTimeoutMs / 3);
    let lastSentAt = 0;
    // Ticks a few times per interval, so an unanswered heartbeat ends the channel close to the timeout, not up to an interval later.
    this.heartbeatTimer = setInterval(() => {
      if (this.closed) return;
      const now = Date.now();
      if (this.unanswered && now - this.unanswered.sentAt > this.timing.heartbeatTimeoutMs) {
        this.close('heartbeats unanswered');
        return;
      }
      if (this.unanswered || now - lastSentAt < every) return; // one outstanding at a time, as OpenZiti's heartbeater
      const value = process.hrtime.bigint();
      this.unanswered = { value, sentAt: now };
      lastSentAt = now;
      this.write({ contentType: ContentType.Heartbeat, sequence: this.nextSequence(), headers: new Map([[Header.Heartbeat, uint64Value(value)]]), body: Buffer.alloc(0) });
    }, Math.max(250, Math.floor(every / 5)));
    this.heartbeatTimer.unref();
  }
}
