import { randomUUID } from 'node:crypto';
import type { Channel } from './channel';
import type { RouterHello } from './hello';
import type { Services } from '../services';
import type { ConnectionKey } from '../services/router/router-presence.service';
import type { SyncedApiSession } from '../services/router/edge-sync.service';
import { logger } from '../services/core/logger';
import { Bodies, ContentType, type CtrlListener } from './wire/messages';
import { liveCtrlAddresses } from '../services/cluster/controller.service';
import { registerFabricHandlers } from './handlers/fabric-handlers';
import { registerEdgeHandlers } from './handlers/edge-handlers';
import { registerTrafficHandlers, validateTerminators } from './handlers/traffic-handlers';
import { EdgeSync } from './edge-sync';

/**
 * One router connected to this instance: its channel, what it said in its hello, and (for edge
 * routers) the API-session sync. Message handlers translate into service calls; this object
 * only holds the connection's state.
 */
export class RouterSession {
  readonly connectedAt = Date.now();
  readonly key: ConnectionKey;
  readonly edge?: EdgeSync;
  /** The link listeners the router announced (hello, then UpdateLinkListeners): what its peers dial. */
  linkListeners: CtrlListener[];
  /** Set by the control plane: the router's link listeners changed (its peers hear of it). */
  onListenersChanged?: () => void;
  private readonly log;

  constructor(
    readonly channel: Channel,
    readonly router: { id: string; name: string; isEdge: boolean },
    readonly hello: RouterHello,
    readonly fingerprint: string,
    readonly services: Services,
    controllerId: string,
    connectionId: string,
  ) {
    this.key = { routerId: router.id, controllerId, connectionId };
    this.linkListeners = hello.listeners;
    this.log = logger.child({ routerId: router.id, routerName: router.name, connectionId });
    if (router.isEdge) this.edge = new EdgeSync(this, services.edgeSync);
    registerFabricHandlers(this);
    if (this.edge) registerEdgeHandlers(this, this.edge);
    registerTrafficHandlers(this);
  }

  get logger() {
    return this.log;
  }

  /** Records the connection, then (edge routers) starts the edge hello. */
  async start(): Promise<void> {
    await this.services.routerPresence.connected(this.key, {
      versionInfo: this.hello.versionInfo,
      listeners: this.hello.listeners.map(({ address, protocol, costTags, groups }) => ({ address, protocol, costTags, groups })),
      syncStatus: this.router.isEdge ? 'SYNC_HELLO' : 'SYNC_DONE',
    });
    if (this.edge) await this.edge.sendServerHello();
    validateTerminators(this).catch((err: unknown) => this.log.warn({ err }, 'could not validate the terminators of the router'));
  }

  /** UpdateLinkListeners: the router rebuilt its link listeners; recorded, and its peers told. */
  async updateLinkListeners(listeners: CtrlListener[]): Promise<void> {
    this.linkListeners = listeners;
    this.onListenersChanged?.();
    await this.services.routerPresence.linkListeners(this.key, listeners.map(({ address, protocol, costTags, groups }) => ({ address, protocol, costTags, groups })));
  }

  /** The sessions of this router's edge sync, for the control plane's fan-out. */
  apiSessionsAdded(sessions: SyncedApiSession[]): void {
    this.edge?.added(sessions);
  }

  apiSessionsRemoved(ids: string[]): void {
    this.edge?.removed(ids);
  }

  apiSessionsUpdated(sessions: SyncedApiSession[]): void {
    this.edge?.updated(sessions);
  }

  /** Everything may have been missed (the database notifications were interrupted): a full state again. */
  resync(reason: string): void {
    this.edge?.fullSync(reason);
  }

  /** UpdateCtrlAddresses: where every live instance listens, so the router connects to each. */
  async sendCtrlAddresses(addresses?: string[]): Promise<void> {
    const list = addresses ?? (await liveCtrlAddresses(this.services.deps.orm.em.fork()));
    if (list.length === 0 || this.channel.isClosed) return;
    await this.channel.send(ContentType.UpdateCtrlAddresses, Bodies.UpdateCtrlAddresses.encode({ addresses: list, index: String(Date.now()), isLeader: true }));
  }

  close(reason: string): void {
    this.channel.close(reason);
  }

  /** Fire-and-forget send whose failure only ends this router's channel. */
  sendQuietly(contentType: number, body: Buffer, headers?: Map<number, Buffer>): void {
    this.channel.send(contentType, body, headers).catch((err: unknown) => {
      if (!this.channel.isClosed) this.log.warn({ err, contentType }, 'control channel send failed');
    });
  }
}

export const newConnectionId = (): string => randomUUID();
