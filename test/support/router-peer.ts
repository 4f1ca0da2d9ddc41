// A router's side of the control channel, written for the tests: it dials like a real OpenZiti
// router (TLS with ALPN ziti-ctrl and its enrollment certificate), says hello as a 2.x router
// (grouped, ctrl.default then ctrl.high) or a 1.x router (ungrouped, the older header numbers),
// answers heartbeats, and records every message it is sent.
import tls from 'node:tls';
import { randomBytes } from 'node:crypto';
import { FrameReader, encodeFrame, type Frame, type Headers } from '../../src/ctrl/wire/frame';
import {
  Header, MsgHeader, boolValue, encodeStringSlice, encodeU32ToBytesMap, readBool, readInt32, readString, readUint64, stringValue, uint32Value, uint64Value, int32Value,
} from '../../src/ctrl/wire/headers';

/** How the peer answers a Route (as the router's xgress would after dialing the terminator). */
export interface RouteAnswer {
  success: boolean;
  error?: string;
  errorCode?: number;
  /** Peer data the hosting side returns (header id -> value). */
  peerData?: Record<number, Buffer>;
  /** Do not answer at all (a router that never replies). */
  silent?: boolean;
}
import { Bodies, ContentType, FaultSubject, type CtrlListener, type LinkConnState, type PeerStateChangeBody, type RouteBody } from '../../src/ctrl/wire/messages';

export type Generation = '2.x' | '1.x';

export interface CtrlTarget {
  host: string;
  port: number;
  /** The controller CA bundle (what the router got at enrollment). */
  ca: string | string[];
}

export interface PeerIdentity {
  id: string;
  certPem: string;
  keyPem: string;
}

export interface HelloOptions {
  generation?: Generation;
  version?: string;
  /** Leave out the version header (a broken peer). */
  noVersion?: boolean;
  /** Open the second (ctrl.high) underlay of a 2.x router (default true). */
  secondUnderlay?: boolean;
  /** Answer the controller's heartbeats (default true). */
  answerHeartbeats?: boolean;
  /** The edge listener announced in the ClientHello (edge routers). */
  edgeHostname?: string;
  edgePort?: number;
  /** Send the ClientHello when the ServerHello arrives (default true). */
  clientHello?: boolean;
  /**
   * Dial as a 2.x router that lost every underlay of its channel: the first hello names
   * `connectionId` (OpenZiti: `<channel id>-<iteration>`) and the channel's group secret, and
   * the ack must echo that secret (a real router refuses it otherwise).
   */
  rejoin?: { connectionId: string; secret: Buffer };
  /** The link listeners announced in the hello (default: one tls listener on 127.0.0.1:23323, group default). */
  linkListeners?: CtrlListener[];
}

export class HelloRefused extends Error {}

const LIMITS = { maxHeaderBytes: 1 << 20, maxBodyBytes: 64 << 20 };

/** Opens a TLS connection the way a router does. */
export function dialCtrl(target: CtrlTarget, identity: { certPem: string; keyPem: string } | undefined, alpn = ['ziti-ctrl']): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: target.host,
      port: target.port,
      ca: target.ca,
      cert: identity?.certPem,
      key: identity?.keyPem,
      ALPNProtocols: alpn,
      servername: /^[\d.]+$/.test(target.host) ? undefined : target.host,
      checkServerIdentity: () => undefined,
    });
    socket.once('secureConnect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Reads frames off a socket; `next` waits for the next one. */
class FrameQueue {
  private readonly reader = new FrameReader(LIMITS);
  private readonly frames: Frame[] = [];
  private waiter?: () => void;
  closed = false;

  constructor(socket: tls.TLSSocket) {
    socket.on('data', (d: Buffer) => {
      for (const f of this.reader.push(d)) this.frames.push(f);
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
  }

  async next(timeoutMs = 5_000): Promise<Frame | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0 && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        // Cleared when a frame comes first: a pending timer would keep the test process alive.
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.frames.shift();
  }
}

function helloFrame(routerId: string, o: HelloOptions, underlay: { type: string; first: boolean; connectionId?: string; secret?: Buffer }): Frame {
  const generation = o.generation ?? '2.x';
  const version = o.version ?? (generation === '2.x' ? 'v2.0.3|testpeer|2026-01-01 00:00:00|linux|amd64' : 'v1.6.20|testpeer|2026-01-01 00:00:00|linux|amd64');
  const headers: Headers = new Map();
  if (!o.noVersion) headers.set(Header.HelloVersion, stringValue(version));
  const listeners = Bodies.Listeners.encode({ listeners: o.linkListeners ?? [{ address: 'tls:127.0.0.1:23323', protocol: 'tls', costTags: [], groups: ['default'], localBinding: 'lo' }] });
  if (generation === '2.x') {
    headers.set(Header.Listeners, listeners);
    headers.set(Header.Capabilities, Buffer.from([0x02]));
    headers.set(Header.IsGrouped, boolValue(true));
    headers.set(Header.Type, stringValue(underlay.type));
    if (underlay.first) headers.set(Header.IsFirstGroupConnection, boolValue(true));
    if (underlay.connectionId) headers.set(Header.ConnectionId, stringValue(underlay.connectionId));
    if (underlay.secret) headers.set(Header.GroupSecret, underlay.secret);
  } else {
    headers.set(Header.LegacyListeners, listeners);
    headers.set(Header.LegacyRouterMetadata, Bodies.RouterMetadata.encode({ capabilities: [1] }));
  }
  return { contentType: ContentType.Hello, sequence: -1, headers, body: Buffer.from(routerId) };
}

/** A connected test router. */
export class RouterPeer {
  /** Every message the controller sent, in order (heartbeats excepted). */
  readonly received: Frame[] = [];
  readonly ack: Frame;
  private readonly listeners: ((f: Frame) => void)[] = [];
  private sequence = 0;
  private closedFlag = false;
  private readonly closeWaiters: (() => void)[] = [];
  heartbeatsAnswered = 0;
  /** Values the controller echoed to this peer's heartbeats. */
  readonly heartbeatResponses: bigint[] = [];
  /** Answers every Route the controller sends (default: success); tests replace it. */
  onRoute: (route: RouteBody) => RouteAnswer = () => ({ success: true });

  private constructor(
    readonly routerId: string,
    readonly sockets: tls.TLSSocket[],
    ack: Frame,
    private readonly opts: HelloOptions,
  ) {
    this.ack = ack;
  }

  /** Dials, says hello and waits for the ack; throws HelloRefused with the controller's reason. */
  static async connect(target: CtrlTarget, identity: PeerIdentity, opts: HelloOptions = {}): Promise<RouterPeer> {
    const generation = opts.generation ?? '2.x';
    const socket = await dialCtrl(target, identity);
    const queue = new FrameQueue(socket);
    socket.write(encodeFrame(helloFrame(identity.id, opts, { type: 'ctrl.default', first: true, ...opts.rejoin })));
    const ack = await queue.next(10_000);
    if (!ack) {
      socket.destroy();
      throw new HelloRefused('connection closed without an ack');
    }
    if (readBool(ack.headers, Header.ResultSuccess) !== true) {
      socket.destroy();
      throw new HelloRefused(ack.body.toString());
    }
    if (opts.rejoin && !opts.rejoin.secret.equals(ack.headers.get(Header.GroupSecret) ?? Buffer.alloc(0))) {
      socket.destroy();
      throw new HelloRefused(`new underlay for '${opts.rejoin.connectionId}' not accepted: incorrect group secret`);
    }
    const peer = new RouterPeer(identity.id, [socket], ack, opts);
    peer.attach(socket, queue);
    if (generation === '2.x' && opts.secondUnderlay !== false) await peer.addUnderlay(target, identity, 'ctrl.high');
    return peer;
  }

  /** The channel's connection id: the one the first hello named, else the ack's (as OpenZiti's dialer keeps it). */
  get connectionId(): string | undefined {
    return this.opts.rejoin?.connectionId ?? readString(this.ack.headers, Header.ConnectionId);
  }

  get groupSecret(): Buffer | undefined {
    return this.opts.rejoin?.secret ?? this.ack.headers.get(Header.GroupSecret);
  }

  /** Dials one more underlay into this (2.x) channel, as a router replaces a lost one. */
  async addUnderlay(target: CtrlTarget, identity: PeerIdentity, type: string): Promise<void> {
    const socket = await dialCtrl(target, identity);
    const queue = new FrameQueue(socket);
    socket.write(encodeFrame(helloFrame(identity.id, this.opts, { type, first: false, connectionId: this.connectionId, secret: this.groupSecret })));
    const ack = await queue.next(10_000);
    if (!ack || readBool(ack.headers, Header.ResultSuccess) !== true) {
      socket.destroy();
      throw new HelloRefused(`${type} underlay refused: ${ack?.body.toString() ?? 'closed'}`);
    }
    this.sockets.push(socket);
    this.attach(socket, queue);
  }

  private attach(socket: tls.TLSSocket, queue: FrameQueue): void {
    void (async () => {
      for (;;) {
        const frame = await queue.next(3_600_000);
        if (!frame) break;
        this.onFrame(frame);
      }
      // The channel lives while any of its underlays does.
      if (this.sockets.every((s) => s === socket || s.destroyed)) this.markClosed();
    })();
    socket.on('error', () => undefined);
  }

  private onFrame(frame: Frame): void {
    const beat = readUint64(frame.headers, Header.Heartbeat);
    if (beat !== undefined && this.opts.answerHeartbeats !== false) {
      this.heartbeatsAnswered += 1;
      this.send(ContentType.Heartbeat, Buffer.alloc(0), new Map([[Header.HeartbeatResponse, uint64Value(beat)]]));
    }
    const echoed = readUint64(frame.headers, Header.HeartbeatResponse);
    if (echoed !== undefined) this.heartbeatResponses.push(echoed);
    if (frame.contentType === ContentType.Heartbeat) return;
    if (frame.contentType === ContentType.ServerHello && this.opts.clientHello !== false) this.sendClientHello();
    if (frame.contentType === ContentType.Route) this.answerRoute(Bodies.Route.decode(frame.body));
    this.received.push(frame);
    for (const l of this.listeners) l(frame);
  }

  sendClientHello(): void {
    const hostname = this.opts.edgeHostname ?? 'router.example';
    const port = this.opts.edgePort ?? 3022;
    const body = Bodies.ClientHello.encode({
      version: 'v2.0.3',
      hostname,
      protocols: ['tls'],
      data: {},
      protocolPorts: [String(port)],
      listeners: [{ address: { value: `tls:0.0.0.0:${port}`, protocol: 'tls', hostname: '0.0.0.0', port }, advertise: { value: `tls:${hostname}:${port}`, protocol: 'tls', hostname, port } }],
    });
    this.send(ContentType.ClientHello, body, new Map([[Header.RouterDataModel, boolValue(true)]]));
  }

  /** RouteResult (1022) as a router sends it: the circuit id as body, the attempt and outcome in headers. */
  private answerRoute(route: RouteBody): void {
    const answer = this.onRoute(route);
    if (answer.silent) return;
    const headers: Headers = new Map([[MsgHeader.RouteResultAttempt, uint32Value(route.attempt)]]);
    if (answer.success) headers.set(MsgHeader.RouteResultSuccess, boolValue(true));
    else {
      headers.set(MsgHeader.RouteResultError, stringValue(answer.error ?? 'failed'));
      if (answer.errorCode !== undefined) headers.set(MsgHeader.RouteResultErrorCode, Buffer.from([answer.errorCode]));
    }
    for (const [k, v] of Object.entries(answer.peerData ?? {})) headers.set(Number(k), v);
    this.send(ContentType.RouteResult, Buffer.from(route.circuitId), headers);
  }

  /** CreateTerminatorV2 for a hosting SDK; answers the decoded response. */
  async createTerminator(req: Partial<Parameters<typeof Bodies.CreateTerminatorV2Request.encode>[0]> & { address: string; sessionToken: string }) {
    const body = Bodies.CreateTerminatorV2Request.encode({
      fingerprints: [], peerData: {}, cost: 0, precedence: 0, instanceId: '', instanceSecret: Buffer.alloc(0), apiSessionToken: '', ...req,
    });
    const reply = await this.request(ContentType.CreateTerminatorV2Request, body);
    return Bodies.CreateTerminatorV2Response.decode(reply.body);
  }

  /** CreateCircuitV2 (header-encoded) for a dialing SDK; answers the reply frame (20219, or 20002 Error). */
  createCircuit(req: { sessionToken: string; apiSessionToken?: string; terminatorInstanceId?: string; peerData?: Record<number, Buffer> }): Promise<Frame> {
    const headers: Headers = new Map([[MsgHeader.SessionTokenOrCircuitId, stringValue(req.sessionToken)]]);
    if (req.apiSessionToken) headers.set(MsgHeader.ApiSessionToken, stringValue(req.apiSessionToken));
    headers.set(MsgHeader.FingerprintsOrAddress, encodeStringSlice(['fp']));
    if (req.terminatorInstanceId) headers.set(MsgHeader.TerminatorInstanceIdOrTags, stringValue(req.terminatorInstanceId));
    const peerData = Object.fromEntries(Object.entries(req.peerData ?? {}).map(([k, v]) => [k, v]));
    if (Object.keys(peerData).length) headers.set(MsgHeader.PeerData, encodeU32ToBytesMap(peerData));
    return this.request(ContentType.CreateCircuitV2Request, Buffer.alloc(0), 15_000, headers);
  }

  send(contentType: number, body: Buffer, headers: Headers = new Map()): number {
    this.sequence += 1;
    const socket = this.sockets.find((s) => !s.destroyed);
    if (socket) socket.write(encodeFrame({ contentType, sequence: this.sequence, headers, body }));
    return this.sequence;
  }

  /** Sends a request and waits for the message replying to it. */
  async request(contentType: number, body: Buffer, timeoutMs = 5_000, headers: Headers = new Map()): Promise<Frame> {
    const sequence = this.send(contentType, body, headers);
    return this.waitFor((f) => readInt32(f.headers, Header.ReplyFor) === sequence, timeoutMs, `a reply to content type ${contentType}`);
  }

  /** The first message (already received or to come) that matches. */
  waitFor(match: (f: Frame) => boolean, timeoutMs = 10_000, what = 'a message'): Promise<Frame> {
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.splice(this.listeners.indexOf(listener), 1);
        reject(new Error(`router peer ${this.routerId}: no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (f: Frame) => {
        if (!match(f)) return;
        clearTimeout(timer);
        this.listeners.splice(this.listeners.indexOf(listener), 1);
        resolve(f);
      };
      this.listeners.push(listener);
    });
  }

  // ---- links, as a router's link registry reports them ----

  /** RouterLinks (1035): links this router dialed; `fullRefresh` as a router sends them when it connects. */
  reportLinks(links: { id: string; destRouterId: string; iteration?: number; protocol?: string; dialAddress?: string; connState?: LinkConnState }[], fullRefresh = false): void {
    this.send(ContentType.RouterLinks, Bodies.RouterLinks.encode({
      fullRefresh,
      links: links.map((l) => ({
        id: l.id, destRouterId: l.destRouterId, linkProtocol: l.protocol ?? 'tls', linkCostTags: [], dialAddress: l.dialAddress ?? 'tls:127.0.0.1:23323', iteration: l.iteration ?? 1, connState: l.connState,
      })),
    }));
  }

  /** Fault (1004) with subject LinkFault (or LinkDuplicate): the link closed on this router. */
  reportLinkFault(linkId: string, iteration = 1, duplicate = false): void {
    this.send(ContentType.Fault, Bodies.Fault.encode({ subject: duplicate ? FaultSubject.LinkDuplicate : FaultSubject.LinkFault, id: linkId, iteration }));
  }

  /** LinkState (1053): the connections under a link changed. */
  reportLinkState(linkId: string, linkIteration: number, connState: LinkConnState): void {
    this.send(ContentType.LinkState, Bodies.LinkStateUpdate.encode({ linkId, linkIteration, connState }));
  }

  /** UpdateLinkListeners (1056): the router rebuilt its link listeners. */
  updateLinkListeners(listeners: CtrlListener[]): void {
    this.send(ContentType.UpdateLinkListeners, Bodies.Listeners.encode({ listeners }));
  }

  /** Metrics (1007) carrying link latency histograms (mean, ns), keyed as a router names them. */
  reportMetrics(histograms: Record<string, number>): void {
    this.send(ContentType.Metrics, Bodies.MetricsMessage.encode({
      sourceId: this.routerId, histograms: Object.fromEntries(Object.entries(histograms).map(([k, mean]) => [k, { count: '10', mean }])),
    }));
  }

  /** VerifyRouter (1036), as the listening side of a new link asks it: answers success and message. */
  async verifyRouter(routerId: string, fingerprints: string[]): Promise<{ success: boolean; message: string }> {
    const reply = await this.request(ContentType.VerifyRouter, Bodies.VerifyRouter.encode({ routerId, fingerprints }));
    if (reply.contentType !== ContentType.Result) throw new Error(`VerifyRouter answered with content type ${reply.contentType}`);
    return { success: readBool(reply.headers, Header.ResultSuccess) === true, message: reply.body.toString() };
  }

  /** Every peer state change this router was told, in order. */
  peerStates(): PeerStateChangeBody[] {
    return this.ofType(ContentType.PeerStateChange).flatMap((f) => Bodies.PeerStateChanges.decode(f.body).changes);
  }

  /** The last state told of one peer (undefined: never told). */
  peerState(routerId: string): PeerStateChangeBody | undefined {
    return this.peerStates().filter((c) => c.id === routerId).at(-1);
  }

  /** The Routes this router was sent for a circuit, in order. */
  routesFor(circuitId: string): RouteBody[] {
    return this.ofType(ContentType.Route).map((f) => Bodies.Route.decode(f.body)).filter((r) => r.circuitId === circuitId);
  }

  /** Whether this router was told to unroute a circuit. */
  unrouted(circuitId: string): boolean {
    return this.ofType(ContentType.Unroute).some((f) => Bodies.Unroute.decode(f.body).circuitId === circuitId);
  }

  ofType(contentType: number): Frame[] {
    return this.received.filter((f) => f.contentType === contentType);
  }

  /** API session ids the controller says this router may accept now (adds minus removals, in order). */
  apiSessionIds(): Set<string> {
    const ids = new Set<string>();
    for (const f of this.received) {
      if (f.contentType === ContentType.ApiSessionAdded) for (const s of Bodies.ApiSessionAdded.decode(f.body).apiSessions) ids.add(s.id);
      if (f.contentType === ContentType.ApiSessionRemoved) for (const id of Bodies.ApiSessionRemoved.decode(f.body).ids) ids.delete(id);
    }
    return ids;
  }

  get isClosed(): boolean {
    return this.closedFlag;
  }

  private markClosed(): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    for (const w of this.closeWaiters.splice(0)) w();
  }

  /** Resolves when the controller closed the channel (rejects after the timeout). */
  closed(timeoutMs = 10_000): Promise<void> {
    if (this.closedFlag) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`router peer ${this.routerId}: still connected after ${timeoutMs} ms`)), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    for (const s of this.sockets) s.destroy();
    this.markClosed();
  }
}

export const randomSecret = (): Buffer => randomBytes(16);
export { int32Value };

/** Where a test server takes routers: its advertised control address, dialed on loopback. */
export function ctrlTargetOf(server: { app: { ctrlAddress?: string; services: { pki: { caBundle(): string[] } } } }): CtrlTarget {
  const address = server.app.ctrlAddress;
  if (!address) throw new Error('the server runs no control plane');
  const port = Number(address.slice(address.lastIndexOf(':') + 1));
  return { host: '127.0.0.1', port, ca: server.app.services.pki.caBundle() };
}
