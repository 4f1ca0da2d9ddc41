import { randomUUID } from 'node:crypto';
import type { RouterSession } from './router-session';
import type { EdgeSyncService, SyncedApiSession } from '../services/router/edge-sync.service';
import { Bodies, ContentType, DataStateAction, PublicKeyFormat, PublicKeyUsage, type ClientHello } from './wire/messages';
import { Header, boolValue, stringValue } from './wire/headers';
import { CTRL_PROTOCOL_VERSION } from './hello';

/** API sessions per ApiSessionAdded message of a full state (OpenZiti's chunk). */
const SESSIONS_PER_MESSAGE = 100;
/** API sessions read per query of a full state. */
const SESSIONS_PER_QUERY = 2_000;
/** OpenZiti's only sync strategy, named in header 1013 of every full-state message. */
const SYNC_STRATEGY = 'instant';

/**
 * The edge half of a router's connection (OpenZiti's "instant" sync strategy): the edge hello
 * pair, the full state of API sessions after it (and again when the router asks or the
 * controller may have missed changes), then each change as it commits on any instance. 2.x
 * routers also subscribe to the router data model; they are sent the keys tokens are checked with.
 */
export class EdgeSync {
  private helloDone = false;
  private syncing?: Promise<void>;
  private syncAgain = false;
  /** Sessions removed while a full state is being sent: removed again after it (a page read earlier may list them). */
  private removedDuringSync?: Set<string>;
  private readonly timelineId = randomUUID();

  constructor(
    private readonly session: RouterSession,
    private readonly sync: EdgeSyncService,
  ) {}

  async sendServerHello(): Promise<void> {
    const body = Bodies.ServerHello.encode({ version: CTRL_PROTOCOL_VERSION, data: { instant: 'true', routerModel: 'true' }, byteData: {} });
    await this.session.channel.send(ContentType.ServerHello, body, new Map([[Header.RouterDataModel, boolValue(true)]]));
  }

  /** The router's ClientHello: its hostname and edge listeners, then the full state. */
  async clientHello(hello: ClientHello): Promise<void> {
    await this.session.services.routerPresence.edgeHello(this.session.key, hello.hostname, supportedProtocolsOf(hello));
    this.helloDone = true;
    this.fullSync('edge hello');
  }

  /** Sends every live API session (serialised: a request during one runs once it is done). */
  fullSync(reason: string): void {
    if (!this.helloDone || this.session.channel.isClosed) return;
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = this.runFullSync(reason).finally(() => {
      this.syncing = undefined;
      if (this.syncAgain && !this.session.channel.isClosed) {
        this.syncAgain = false;
        this.fullSync('changes may have been missed during the last sync');
      }
    });
  }

  added(sessions: SyncedApiSession[]): void {
    if (sessions.length === 0) return;
    const state = { id: randomUUID(), isLast: true, sequence: 0 };
    this.session.sendQuietly(ContentType.ApiSessionAdded, Bodies.ApiSessionAdded.encode({ isFullState: false, apiSessions: sessions.map(message) }), syncHeaders(state));
  }

  updated(sessions: SyncedApiSession[]): void {
    if (sessions.length === 0) return;
    this.session.sendQuietly(ContentType.ApiSessionUpdated, Bodies.ApiSessionUpdated.encode({ apiSessions: sessions.map(message) }), new Map([[Header.SyncStrategyType, stringValue(SYNC_STRATEGY)]]));
  }

  removed(ids: string[]): void {
    if (ids.length === 0) return;
    for (const id of ids) this.removedDuringSync?.add(id);
    this.session.sendQuietly(ContentType.ApiSessionRemoved, Bodies.ApiSessionRemoved.encode({ tokens: ids.map((id) => this.sync.tokenOf(id)), ids }));
  }

  /** SubscribeToDataModelRequest (2.x): the data model's full state, the keys routers check tokens and certificates with. */
  async subscribeToDataModel(subscriptionId: string): Promise<void> {
    const keys = await this.sync.publicKeys();
    const body = Bodies.DataState.encode({
      events: keys.map((k) => ({
        action: DataStateAction.Create,
        isSynthetic: false,
        publicKey: { data: k.der, kid: k.kid, usages: [PublicKeyUsage.JWTValidation, PublicKeyUsage.ClientX509CertValidation], format: PublicKeyFormat.X509CertDer },
      })),
      endIndex: '1',
      timelineId: this.timelineId,
    });
    const headers = new Map<number, Buffer>();
    if (subscriptionId) headers.set(Header.RouterDataModelSubscriptionId, stringValue(subscriptionId));
    await this.session.channel.send(ContentType.DataState, body, headers);
  }

  private async runFullSync(reason: string): Promise<void> {
    const { channel, services, key, logger } = this.session;
    const started = Date.now();
    this.removedDuringSync = new Set();
    await services.routerPresence.syncStatus(key, 'SYNC_IN_PROGRESS');
    const state = { id: randomUUID(), isLast: false, sequence: 0 };
    let after = '';
    let count = 0;
    let pending: SyncedApiSession[] = [];
    let lastSent = false;
    try {
      for (;;) {
        const page = await this.sync.page(after, SESSIONS_PER_QUERY);
        const last = page.length < SESSIONS_PER_QUERY;
        pending.push(...page);
        after = page.at(-1)?.id ?? after;
        while (pending.length >= SESSIONS_PER_MESSAGE || (last && pending.length > 0)) {
          const chunk = pending.slice(0, SESSIONS_PER_MESSAGE);
          pending = pending.slice(SESSIONS_PER_MESSAGE);
          state.isLast = last && pending.length === 0;
          await channel.send(ContentType.ApiSessionAdded, Bodies.ApiSessionAdded.encode({ isFullState: true, apiSessions: chunk.map(message) }), syncHeaders(state));
          state.sequence += 1;
          count += chunk.length;
          lastSent = state.isLast;
        }
        if (last) break;
      }
      // No session, or a count that filled its last page exactly: the router still needs the message that ends the state.
      if (!lastSent) {
        state.isLast = true;
        await channel.send(ContentType.ApiSessionAdded, Bodies.ApiSessionAdded.encode({ isFullState: true, apiSessions: [] }), syncHeaders(state));
      }
      const removed = [...this.removedDuringSync];
      this.removedDuringSync = undefined;
      this.removed(removed);
      await services.routerPresence.syncStatus(key, 'SYNC_DONE');
      logger.info({ reason, apiSessions: count, ms: Date.now() - started }, 'edge router synchronized');
    } catch (err) {
      this.removedDuringSync = undefined;
      if (channel.isClosed) return;
      logger.error({ err, reason }, 'edge router sync failed');
      await services.routerPresence.syncStatus(key, 'SYNC_ERROR').catch(() => undefined);
    }
  }
}

function message(s: SyncedApiSession) {
  return { token: s.token, certFingerprints: s.certFingerprints, id: s.id, identityId: s.identityId };
}

function syncHeaders(state: { id: string; isLast: boolean; sequence: number }): Map<number, Buffer> {
  return new Map([
    [Header.SyncStrategyType, stringValue(SYNC_STRATEGY)],
    [Header.SyncStrategyState, stringValue(JSON.stringify(state))],
  ]);
}

/**
 * `supportedProtocols` from a ClientHello, as OpenZiti computes it: each edge listener's
 * advertised address (`protocol://hostname:port`); older routers send protocols and ports.
 */
export function supportedProtocolsOf(hello: ClientHello): Record<string, string> {
  const protocols: Record<string, string> = {};
  if (hello.listeners.length > 0) {
    for (const { advertise } of hello.listeners) {
      if (advertise?.protocol) protocols[advertise.protocol] = `${advertise.protocol}://${advertise.hostname}:${advertise.port}`;
    }
  } else if (hello.hostname) {
    hello.protocols.forEach((protocol, i) => {
      const port = hello.protocolPorts[i];
      if (port !== undefined) protocols[protocol] = `${protocol}://${hello.hostname}:${port}`;
    });
  }
  return protocols;
}
