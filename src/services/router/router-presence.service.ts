import { Router, type RouterInterfaceInfo, type RouterListener, type RouterVersionInfo } from '../../entities';
import { CONTROLLER_ONLINE_SQL } from '../../entities/controller.entity';
import { fingerprint as sha1Fingerprint } from '../../pki';
import type { ServiceDeps } from '../service-deps';
import { newRequestId, requireAdmin, requireIdentity, type RequestCtx } from '../core/context';
import { pushStream, revokes } from '../core/events/stream';
import { isResync } from '../core/events/entity-change';
import { inTransaction, type TxScope } from '../core/tx';
import { textArray } from '../core/sql';
import { logger } from '../core/logger';

/** A router's presence as GraphQL subscribers see it change. */
export interface RouterPresenceChange {
  routerId: string;
  name: string;
  isOnline: boolean;
  syncStatus: string;
  hostname: string;
  timestamp: string;
}

/** Why a router's control connection is refused (sent to the router and logged). */
export class RouterRefusal extends Error {}

/** What the controller checked about a connecting router. */
export interface AdmittedRouter {
  id: string;
  name: string;
  isEdge: boolean;
}

export interface ConnectionKey {
  routerId: string;
  controllerId: string;
  connectionId: string;
}

/** Fields of the router projection a connection change can move (in change events). */
const PRESENCE_FIELDS = ['isOnline', 'hostname', 'supportedProtocols', 'syncStatus', 'versionInfo', 'listenerAddresses'];

/**
 * The router row's projection of its live connections: the best connection (synced first, then
 * the newest) of any live instance gives hostname, protocols, version, sync status, listeners.
 */
const REFRESH_PROJECTION = `
  update "routers" r set
    "is_online" = c."router_id" is not null,
    "hostname" = coalesce(c."hostname", ''),
    "supported_protocols" = coalesce(c."supported_protocols", '{}'::jsonb),
    "version_info" = c."version_info",
    "sync_status" = coalesce(c."sync_status", 'SYNC_UNKNOWN'),
    "listeners" = coalesce(c."listeners", '[]'::jsonb),
    "connected_at" = c."connected_at"
  from unnest(?::text[]) as ids("id")
  left join lateral (
    select rc.* from "router_connections" rc
    where rc."router_id" = ids."id"
    order by (rc."sync_status" = 'SYNC_DONE') desc, rc."connected_at" desc
    limit 1
  ) c on true
  where r."id" = ids."id"
  returning r."id", r."is_edge"`;

/**
 * Routers connected to the controller instances sharing this database. Each instance records
 * the routers connected to it (`router_connections`); the router row carries a projection that
 * every API reads. Instances that stop remove their rows; rows of an instance that died are
 * removed by the others once its heartbeat lapses, so a router is online exactly while it is
 * connected to a live instance.
 */
export class RouterPresenceService {
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The checks of a connecting router (OpenZiti's): its verified certificate chains to the
   * controller CA, its fingerprint is the one the router enrolled with, the router exists, has
   * finished enrollment and is not disabled.
   */
  async admit(routerId: string, leafPem: string, intermediates: string[]): Promise<AdmittedRouter> {
    const chain = this.deps.pki.verifyIssued(leafPem, intermediates);
    if (!chain.ok) throw new RouterRefusal('the client certificate does not chain to the controller CA');
    const fingerprint = sha1Fingerprint(leafPem);
    const router = await this.deps.orm.em.fork().findOne(Router, { id: routerId });
    if (!router) throw new RouterRefusal(`no router with id ${routerId}`);
    if (!router.fingerprint) throw new RouterRefusal(`router ${routerId} has not finished enrollment`);
    if (router.fingerprint !== fingerprint) throw new RouterRefusal(`the certificate of router ${routerId} is not the one it enrolled with`);
    if (router.disabled) throw new RouterRefusal(`router ${routerId} is disabled`);
    return { id: router.id, name: router.name, isEdge: router.isEdge };
  }

  /** Whether a router may stay connected (re-checked on changes: disabled, re-enrolled, deleted). */
  async stillAdmitted(routerId: string, fingerprint: string): Promise<boolean> {
    const router = await this.deps.orm.em.fork().findOne(Router, { id: routerId });
    return !!router && !router.disabled && router.fingerprint === fingerprint;
  }

  /** Records a new connection (replacing an earlier one of the same router to this instance). */
  async connected(key: ConnectionKey, info: { versionInfo: RouterVersionInfo; listeners: RouterListener[]; syncStatus: string }): Promise<void> {
    await this.change(key.routerId, async (tx) => {
      await tx.em.execute(
        `insert into "router_connections" ("router_id", "controller_id", "connection_id", "connected_at", "version_info", "sync_status", "listeners")
          values (?, ?, ?, now(), ?::jsonb, ?, ?::jsonb)
          on conflict ("router_id", "controller_id") do update set "connection_id" = excluded."connection_id", "connected_at" = now(),
            "hostname" = '', "supported_protocols" = '{}', "version_info" = excluded."version_info", "sync_status" = excluded."sync_status", "listeners" = excluded."listeners"`,
        [key.routerId, key.controllerId, key.connectionId, JSON.stringify(info.versionInfo), info.syncStatus, JSON.stringify(info.listeners)],
      );
      // What the previous connection reported about connected identities is not this one's.
      await tx.em.execute(`delete from "identity_router_connections" where "router_id" = ? and "controller_id" = ?`, [key.routerId, key.controllerId]);
    });
  }

  /**
   * ConnectEvents: which identities' SDKs are connected to the router (a full state replaces
   * what this connection reported before). Identities no longer there are simply skipped.
   */
  async identityConnections(key: ConnectionKey, events: { identityId: string; isConnected: boolean }[], fullState: boolean): Promise<void> {
    const connected = events.filter((e) => e.isConnected).map((e) => e.identityId);
    const gone = events.filter((e) => !e.isConnected).map((e) => e.identityId);
    await this.deps.orm.em.fork().transactional(async (em) => {
      if (fullState) await em.execute(`delete from "identity_router_connections" where "router_id" = ? and "controller_id" = ?`, [key.routerId, key.controllerId]);
      else if (gone.length) await em.execute(`delete from "identity_router_connections" where "router_id" = ? and "controller_id" = ? and "identity_id" = any(?::text[])`, [key.routerId, key.controllerId, textArray(gone)]);
      if (connected.length) {
        await em.execute(
          `insert into "identity_router_connections" ("identity_id", "router_id", "controller_id", "connected_at")
            select i."id", ?, ?, now() from "identities" i where i."id" = any(?::text[])
              and exists (select 1 from "router_connections" rc where rc."router_id" = ? and rc."controller_id" = ? and rc."connection_id" = ?)
            on conflict do nothing`,
          [key.routerId, key.controllerId, textArray(connected), key.routerId, key.controllerId, key.connectionId],
        );
      }
    });
  }

  /** What an edge router's ClientHello reported: its hostname and edge listener addresses. */
  async edgeHello(key: ConnectionKey, hostname: string, supportedProtocols: Record<string, string>): Promise<void> {
    await this.change(key.routerId, (tx) =>
      tx.em.execute(`update "router_connections" set "hostname" = ?, "supported_protocols" = ?::jsonb where "router_id" = ? and "controller_id" = ? and "connection_id" = ?`, [
        hostname, JSON.stringify(supportedProtocols), key.routerId, key.controllerId, key.connectionId,
      ]),
    );
  }

  /** The link listeners a connected router announced anew (UpdateLinkListeners). */
  async linkListeners(key: ConnectionKey, listeners: RouterListener[]): Promise<void> {
    await this.change(key.routerId, (tx) =>
      tx.em.execute(`update "router_connections" set "listeners" = ?::jsonb where "router_id" = ? and "controller_id" = ? and "connection_id" = ?`, [
        JSON.stringify(listeners), key.routerId, key.controllerId, key.connectionId,
      ]),
    );
  }

  /**
   * VerifyRouter: a router accepting a link asks whether the dialing router is who it claims,
   * by the fingerprints of the certificate it presented (OpenZiti: one of them must be the
   * router's enrolled fingerprint). Throws RouterRefusal with the reason.
   */
  async verifyRouter(routerId: string, fingerprints: string[]): Promise<void> {
    const router = await this.deps.orm.em.fork().findOne(Router, { id: routerId });
    if (!router) throw new RouterRefusal(`no router with id ${routerId}`);
    if (!router.fingerprint) throw new RouterRefusal(`invalid router ${routerId}, not yet enrolled`);
    const enrolled = router.fingerprint.toLowerCase();
    if (!fingerprints.some((fp) => fp.toLowerCase() === enrolled)) throw new RouterRefusal(`could not verify fingerprint for router ${routerId}`);
  }

  async syncStatus(key: ConnectionKey, status: string): Promise<void> {
    await this.change(key.routerId, (tx) =>
      tx.em.execute(`update "router_connections" set "sync_status" = ? where "router_id" = ? and "controller_id" = ? and "connection_id" = ?`, [status, key.routerId, key.controllerId, key.connectionId]),
    );
  }

  async disconnected(key: ConnectionKey): Promise<void> {
    await this.change(key.routerId, (tx) =>
      tx.em.execute(`delete from "router_connections" where "router_id" = ? and "controller_id" = ? and "connection_id" = ?`, [key.routerId, key.controllerId, key.connectionId]),
    );
  }

  /** The router's network interfaces (UpdateRouterInterfaces). */
  async interfaces(routerId: string, interfaces: RouterInterfaceInfo[]): Promise<void> {
    await inTransaction(this.ctx(), async (tx) => {
      const rows = await tx.em.execute<{ is_edge: boolean }[]>(`update "routers" set "interfaces" = ?::jsonb where "id" = ? returning "is_edge"`, [JSON.stringify(interfaces), routerId]);
      if (rows[0]) tx.emit('updated', rows[0].is_edge ? 'edge-routers' : 'routers', routerId, ['interfaces']);
    });
  }

  /**
   * Forgets this instance's connections (at start: a crash left them; at stop: they end now),
   * and starts removing the connections of instances that died.
   */
  async startInstance(controllerId: string): Promise<void> {
    await this.removeWhere(`"controller_id" = ?`, [controllerId]);
    const every = this.deps.config.cluster.heartbeatIntervalMs;
    this.sweeper = setInterval(() => void this.sweepDeadInstances().catch((err: unknown) => logger.warn({ err }, 'could not sweep the router connections of stopped controllers')), every);
    this.sweeper.unref();
  }

  async stopInstance(controllerId: string): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.removeWhere(`"controller_id" = ?`, [controllerId]).catch((err: unknown) => logger.warn({ err }, 'could not remove this controller\'s router connections'));
  }

  /**
   * Routers going on- and offline (and what they report changing), from every instance: one
   * event per committed presence change, with the router's state as committed. Admins only;
   * ends with the subscriber's access.
   */
  watch(ctx: RequestCtx): AsyncIterableIterator<RouterPresenceChange> {
    requireAdmin(ctx);
    const actor = requireIdentity(ctx);
    return pushStream<RouterPresenceChange>((push, end) =>
      this.deps.bus.onEntityChange((e) => {
        if (revokes(actor, e)) end();
        if (isResync(e) || e.eventType !== 'updated' || !(e.entityType === 'edge-routers' || e.entityType === 'routers') || !e.changedFields?.includes('isOnline')) return;
        void this.deps.orm.em
          .fork()
          .findOne(Router, { id: e.entityId })
          .then(
            (r) => r && push({ routerId: r.id, name: r.name, isOnline: r.isOnline, syncStatus: r.isOnline ? r.syncStatus : 'SYNC_UNKNOWN', hostname: r.hostname, timestamp: e.timestamp }),
            (err: unknown) => logger.warn({ err, routerId: e.entityId }, 'could not read a router for its presence subscribers'),
          );
      }),
    );
  }

  /** Connections of instances whose heartbeat lapsed (or whose row is gone). */
  sweepDeadInstances(): Promise<void> {
    return this.removeWhere(`not exists (select 1 from "controllers" e where e."id" = rc."controller_id" and ${CONTROLLER_ONLINE_SQL})`, []);
  }

  private async removeWhere(condition: string, params: unknown[]): Promise<void> {
    await inTransaction(this.ctx(), async (tx) => {
      const gone = await tx.em.execute<{ router_id: string }[]>(`delete from "router_connections" rc where ${condition} returning rc."router_id"`, params);
      if (gone.length) await this.refresh(tx, [...new Set(gone.map((r) => r.router_id))]);
    });
  }

  private async change(routerId: string, write: (tx: TxScope) => Promise<unknown>): Promise<void> {
    await inTransaction(this.ctx(), async (tx) => {
      await write(tx);
      await this.refresh(tx, [routerId]);
    });
  }

  private async refresh(tx: TxScope, routerIds: string[]): Promise<void> {
    const rows = await tx.em.execute<{ id: string; is_edge: boolean }[]>(REFRESH_PROJECTION, [textArray(routerIds)]);
    for (const row of rows) tx.emit('updated', row.is_edge ? 'edge-routers' : 'routers', row.id, PRESENCE_FIELDS);
  }

  private ctx(): RequestCtx {
    return { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
  }
}
