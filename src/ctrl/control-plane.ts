import type { Socket } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Services } from '../services';
import type { CtrlConfig } from '../config';
import { logger } from '../services/core/logger';
import { isResync, type EntityChangeEvent } from '../services/core/events/entity-change';
import { RouterRefusal } from '../services/router/router-presence.service';
import { liveCtrlAddresses } from '../services/cluster/controller.service';
import { Channel } from './channel';
import { Bodies, ContentType, FaultSubject } from './wire/messages';
import type { RouterMessenger } from '../services/router/messenger';
import { announceConnected, announceGone } from './peer-states';
import { FrameError, FrameReader, UNKNOWN_VERSION_REPLY, encodeFrame, type Frame } from './wire/frame';
import { CTRL_PROTOCOL_VERSION, HELLO_LIMITS, HelloError, helloAck, helloRefusal, newGroupSecret, parseHello, type RouterHello } from './hello';
import { RouterSession, newConnectionId } from './router-session';
import { fingerprint as sha1Fingerprint } from '../pki';
import type { CtrlConnection } from './listener';

/** A router whose connection is younger than this may not open a second one (OpenZiti's churn limit). */
const CHURN_LIMIT_MS = 60_000;
/** API sessions created or changed within this window are read and pushed together (login storms). */
const PUSH_BATCH_MS = 10;
/** Router fields whose change never affects whether a router may stay connected. */
const RUNTIME_FIELDS = new Set(['isOnline', 'hostname', 'supportedProtocols', 'syncStatus', 'versionInfo', 'listenerAddresses', 'interfaces']);

interface Group {
  secret: Buffer;
  channel: Channel;
}

/**
 * The control plane of this instance: accepts routers' control connections (from the API
 * port's ALPN dispatch or a port of its own), checks them, keeps one RouterSession per
 * connected router, and fans committed changes out to them. Every instance runs one; a router
 * connects to each, so a change committed on any instance reaches every router through the
 * instance that serves it.
 */
export class ControlPlane {
  private readonly sessions = new Map<string, RouterSession>();
  private readonly groups = new Map<string, Group>();
  private readonly handshakes: RateLimiterMemory;
  private unsubscribe?: () => void;
  private addressTimer?: NodeJS.Timeout;
  private lastAddresses = '';
  private stopping = false;
  private pendingAdds = new Set<string>();
  private pendingUpdates = new Set<string>();
  private pushTimer?: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly config: CtrlConfig,
    private readonly controllerId: string,
  ) {
    this.handshakes = new RateLimiterMemory({ points: Math.max(1, config.handshakesPerMinute), duration: 60 });
  }

  /** Routers connected to this instance now (tests, metrics, bench). */
  get connectedRouterIds(): string[] {
    return [...this.sessions.keys()];
  }

  async start(): Promise<void> {
    await this.services.routerPresence.startInstance(this.controllerId);
    const messenger: RouterMessenger = {
      isConnected: (routerId) => this.sessions.get(routerId)?.channel.isClosed === false,
      route: async (routerId, order) => {
        const session = this.sessions.get(routerId);
        if (!session || session.channel.isClosed) throw new Error('router not connected');
        await session.channel.send(ContentType.Route, Bodies.Route.encode({ ...order, timeout: String(order.timeoutNs) }));
      },
      unroute: (routerId, circuitId, now) => this.sessions.get(routerId)?.sendQuietly(ContentType.Unroute, Bodies.Unroute.encode({ circuitId, now })),
      linkFault: (routerId, linkId, iteration) =>
        this.sessions.get(routerId)?.sendQuietly(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.LinkFault, id: linkId, iteration })),
    };
    this.services.circuits.attach(messenger, this.controllerId);
    await this.services.routerLinks.attach(messenger, this.controllerId);
    // Circuits of instances that stopped or died: adopted, or removed with their routers.
    this.services.circuitCustody.start(this.controllerId, messenger);
    this.unsubscribe = this.services.deps.bus.onEntityChange((e) => this.onChange(e));
    // A router learns where every live instance listens, and again when that changes.
    this.addressTimer = setInterval(() => void this.pushAddressesIfChanged().catch(() => undefined), this.services.deps.config.cluster.heartbeatIntervalMs);
    this.addressTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    clearInterval(this.addressTimer);
    clearTimeout(this.pushTimer);
    await this.services.circuitCustody.stop();
    // Its circuits stay: their routers carry them on, and a live instance adopts them.
    for (const session of this.sessions.values()) session.close('controller stopping');
    await this.services.routerLinks.detach().catch((err: unknown) => logger.warn({ err }, 'could not remove this controller\'s links'));
    await this.services.routerPresence.stopInstance(this.controllerId);
  }

  /** A connection that negotiated `ziti-ctrl` (here, or on a worker that relays it): its first frame must be a hello. */
  accept(connection: CtrlConnection): void {
    const { socket, address } = connection;
    if (this.stopping) {
      socket.destroy();
      return;
    }
    socket.on('error', () => undefined);
    this.handshakes.consume(address).then(
      () => this.awaitHello(connection),
      () => {
        logger.warn({ address }, 'router control connection refused: too many handshakes from this address (CTRL_HANDSHAKES_PER_MINUTE)');
        socket.destroy();
      },
    );
  }

  private awaitHello(connection: CtrlConnection): void {
    const { socket, address } = connection;
    const reader = new FrameReader(HELLO_LIMITS);
    const timer = setTimeout(() => {
      logger.warn({ address }, 'router control connection closed: no hello in time');
      socket.destroy();
    }, this.config.handshakeTimeoutMs);
    timer.unref();
    const onData = (data: Buffer) => {
      let frames: Frame[];
      try {
        frames = reader.push(data);
      } catch (err) {
        clearTimeout(timer);
        socket.off('data', onData);
        if (err instanceof FrameError && err.unknownVersion) socket.write(UNKNOWN_VERSION_REPLY);
        logger.warn({ address, reason: (err as Error).message }, 'router control connection closed: not a channel hello');
        socket.end();
        setTimeout(() => socket.destroy(), 1_000).unref();
        return;
      }
      if (frames.length === 0) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.pause();
      // Routers send nothing more before the ack; anything else in this read is dropped.
      this.handshake(connection, reader, frames[0]!).catch((err: unknown) => {
        logger.error({ err, address }, 'router control handshake failed');
        socket.destroy();
      });
    };
    socket.on('data', onData);
    // A relayed connection arrives paused (its preamble was read first); a TLS one flows already.
    socket.resume();
    socket.once('close', () => clearTimeout(timer));
  }

  private async handshake(connection: CtrlConnection, reader: FrameReader, frame: Frame): Promise<void> {
    const { socket, address } = connection;
    let hello: RouterHello;
    try {
      hello = parseHello(frame);
    } catch (err) {
      return this.refuse(socket, address, undefined, err instanceof HelloError ? err.message : 'malformed hello');
    }
    const leafPem = connection.leafPem;
    if (!leafPem) return this.refuse(socket, address, hello.routerId, 'no client certificate');

    // A grouped (2.x) router's later underlay joins the channel its secret names.
    if (hello.grouped && hello.connectionId && !hello.isFirstGroupConnection) {
      const group = this.groups.get(hello.connectionId);
      if (!group || !hello.groupSecret || !group.secret.equals(hello.groupSecret) || group.channel.peerId !== hello.routerId || group.channel.isClosed) {
        return this.refuse(socket, address, hello.routerId, 'no channel for this underlay (unknown connection or wrong group secret)');
      }
      if (sha1Fingerprint(leafPem) !== this.sessions.get(hello.routerId)?.fingerprint) return this.refuse(socket, address, hello.routerId, 'the underlay presents another certificate than its channel');
      socket.write(encodeFrame(helloAck(hello, this.ackOptions(hello.connectionId, group.secret))));
      group.channel.addUnderlay(socket, hello.underlayType, reader);
      socket.resume();
      return;
    }

    let admitted;
    try {
      admitted = await this.services.routerPresence.admit(hello.routerId, leafPem, connection.intermediates);
    } catch (err) {
      if (err instanceof RouterRefusal) return this.refuse(socket, address, hello.routerId, err.message);
      throw err;
    }
    if (socket.destroyed || this.stopping) return;
    const existing = this.sessions.get(admitted.id);
    if (existing && !existing.channel.isClosed) {
      if (Date.now() - existing.connectedAt < CHURN_LIMIT_MS) return this.refuse(socket, address, admitted.id, 'router already connected (reconnects within a minute are refused)');
      existing.close('replaced by a new connection of the router');
    }

    // A 2.x router that lost every underlay keeps its channel and dials a new first underlay
    // naming `<old id>-<iteration>` and its old group secret: the ack must echo both, as
    // OpenZiti's listener does, or the router refuses it ("incorrect group secret") forever.
    const wireId = hello.grouped && hello.connectionId ? hello.connectionId : newConnectionId();
    if (hello.grouped && this.groups.has(wireId)) return this.refuse(socket, address, admitted.id, 'a channel with this connection id is open');
    const secret = hello.grouped ? (hello.groupSecret ?? newGroupSecret()) : undefined;
    // The connection's own key (presence rows): never one a router chose.
    const connectionId = newConnectionId();
    const channel = new Channel(admitted.id, { heartbeatIntervalMs: 10_000, heartbeatTimeoutMs: this.config.heartbeatTimeoutMs, requestTimeoutMs: 5_000 }, (err, f) =>
      logger.error({ err, routerId: admitted.id, contentType: f.contentType }, 'control message handling failed'),
    );
    socket.write(encodeFrame(helloAck(hello, this.ackOptions(wireId, secret))));
    channel.addUnderlay(socket, hello.underlayType, reader);
    if (secret) this.groups.set(wireId, { secret, channel });
    const session = new RouterSession(channel, admitted, hello, sha1Fingerprint(leafPem), this.services, this.controllerId, connectionId);
    this.sessions.set(admitted.id, session);
    channel.onClose((reason) => {
      if (this.groups.get(wireId)?.channel === channel) this.groups.delete(wireId);
      if (this.sessions.get(admitted.id) === session) this.sessions.delete(admitted.id);
      session.logger.info({ reason }, 'router disconnected');
      this.services.routerPresence.disconnected(session.key).catch((err: unknown) => session.logger.warn({ err }, 'could not record the router disconnect'));
      // The circuits this instance routed through it end with it (unless this instance is
      // stopping: then a live instance adopts them); its terminators stay (it re-creates them when
      // it is back). Circuits other instances routed are theirs to end. Then its links go, and the
      // circuits it only carried move to other paths.
      if (!this.stopping) {
        this.services.circuits.routerGone(admitted.id, this.controllerId)
          .catch((err: unknown) => session.logger.warn({ err }, 'could not remove the circuits of the router'))
          .finally(() => {
            if (!this.sessions.has(admitted.id) && !this.stopping) this.services.routerLinks.routerGone(admitted.id);
          });
      }
      // Its peers stop dialing it (a replacing connection announces it healthy again).
      if (!this.sessions.has(admitted.id) && !this.stopping) announceGone(admitted.id, [...this.sessions.values()], false);
    });
    session.onListenersChanged = () => {
      if (this.sessions.get(admitted.id) === session) announceConnected(session, [...this.sessions.values()]);
    };
    socket.resume();
    session.logger.info({ address, version: hello.versionInfo.version, grouped: hello.grouped, channelId: wireId }, 'router connected');
    try {
      await session.start();
      // Its peers learn where to dial it, and it where to dial them.
      if (this.sessions.get(admitted.id) === session && !channel.isClosed) announceConnected(session, [...this.sessions.values()]);
      const addresses = await liveCtrlAddresses(this.services.deps.orm.em.fork());
      if (addresses.length > 1) await session.sendCtrlAddresses(addresses);
    } catch (err) {
      if (!channel.isClosed) {
        session.logger.error({ err }, 'router start failed');
        channel.close('start failed');
      }
    }
  }

  private ackOptions(connectionId: string, groupSecret?: Buffer) {
    return {
      controllerId: this.controllerId,
      controllerVersion: { version: CTRL_PROTOCOL_VERSION, revision: 'ziti-controller-ts', buildDate: '', os: process.platform, arch: process.arch === 'x64' ? 'amd64' : process.arch },
      connectionId,
      groupSecret,
    };
  }

  private refuse(socket: Socket, address: string, routerId: string | undefined, reason: string): void {
    logger.warn({ address, routerId, reason }, 'router control connection refused');
    if (socket.destroyed) return;
    socket.end(encodeFrame(helloRefusal(reason)));
    setTimeout(() => socket.destroy(), 1_000).unref();
  }

  // ---- committed changes, fanned out to the routers of this instance ----

  private onChange(e: EntityChangeEvent): void {
    if (isResync(e)) {
      for (const s of this.sessions.values()) s.resync('controller change notifications were interrupted');
      return;
    }
    switch (e.entityType) {
      case 'api-sessions':
        if (e.eventType === 'deleted') for (const s of this.sessions.values()) s.apiSessionsRemoved([e.entityId]);
        else if (e.eventType === 'created' || e.changedFields?.includes('isMfaComplete')) this.queue(this.pendingAdds, e.entityId);
        break;
      case 'api-session-certificates':
        if (e.eventType === 'created') {
          void this.services.edgeSync.sessionOfCertificate(e.entityId).then((id) => id && this.queue(this.pendingUpdates, id), () => undefined);
        }
        break;
      case 'edge-routers':
      case 'routers':
      case 'transit-routers':
        this.recheckRouter(e);
        break;
      default:
    }
  }

  private queue(set: Set<string>, id: string): void {
    set.add(id);
    this.pushTimer ??= setTimeout(() => void this.push(), PUSH_BATCH_MS);
  }

  private async push(): Promise<void> {
    this.pushTimer = undefined;
    const adds = [...this.pendingAdds];
    const updates = [...this.pendingUpdates];
    this.pendingAdds.clear();
    this.pendingUpdates.clear();
    const edge = [...this.sessions.values()].filter((s) => s.edge);
    if (edge.length === 0) return;
    try {
      const [added, updated] = await Promise.all([this.services.edgeSync.sessions(adds), this.services.edgeSync.sessions(updates)]);
      for (const s of edge) {
        s.apiSessionsAdded(added);
        s.apiSessionsUpdated(updated);
      }
    } catch (err) {
      // The routers may now lack sessions: each gets the full state again.
      logger.error({ err }, 'could not read API sessions for edge routers; resyncing them');
      for (const s of edge) s.resync('a change could not be pushed');
    }
  }

  /** A router that was deleted, disabled or re-enrolled loses its connection at once. */
  private recheckRouter(e: EntityChangeEvent): void {
    const session = this.sessions.get(e.entityId);
    if (e.eventType === 'deleted') {
      session?.close('router deleted');
      // Its peers forget it (OpenZiti: PeerState Removed), whether or not it was connected here.
      announceGone(e.entityId, [...this.sessions.values()], true);
      return;
    }
    if (!session) return;
    if (e.changedFields && e.changedFields.every((f) => RUNTIME_FIELDS.has(f))) return;
    void this.services.routerPresence.stillAdmitted(session.router.id, session.fingerprint).then(
      (ok) => {
        if (!ok) session.close('router disabled, re-enrolled or its certificate changed');
      },
      (err: unknown) => session.logger.warn({ err }, 'could not re-check the router'),
    );
  }

  private async pushAddressesIfChanged(): Promise<void> {
    const addresses = await liveCtrlAddresses(this.services.deps.orm.em.fork());
    const key = addresses.join(',');
    if (key === this.lastAddresses) return;
    const first = this.lastAddresses === '';
    this.lastAddresses = key;
    if (first) return;
    for (const s of this.sessions.values()) void s.sendCtrlAddresses(addresses).catch(() => undefined);
  }
}
