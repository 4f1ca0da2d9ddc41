import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { Client as PgClient, type ClientConfig } from 'pg';
import { ENTITY_CHANGE_TOPIC, NOTIFY_CHANNEL, type EntityChangeEvent } from './entity-change';
import { BUS_MESSAGE_CHANNEL, BUS_MESSAGE_TOPIC, type BusMessage } from './bus-message';
import { logger } from '../logger';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** A LISTEN connection that answers no ping within this time is taken for lost (half-open TCP). */
const PING_EVERY_MS = 5_000;
const PING_TIMEOUT_MS = 5_000;

/**
 * The controller's event bus. Nothing dispatches to it directly: services NOTIFY inside
 * their transaction (delivered by PostgreSQL only on commit), and the bus re-dispatches every
 * notification it hears on its LISTEN connection. So rolled-back changes emit nothing, and every
 * controller instance on the same database sees every committed change.
 *
 * The LISTEN connection reconnects by itself, with backoff. While it is down this instance may
 * miss changes: `connected` is false (caches must not answer), and once it is back a `resync`
 * event tells every cache to drop everything and every subscriber to re-read.
 */
export class EventBus extends EventTarget {
  private connection?: ClientConfig;
  private client?: PgClient;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  /** Ids of events this instance already dispatched at commit, so their NOTIFY echo is skipped. */
  private readonly dispatched = new Set<string>();

  constructor() {
    super();
    // Every cache and every open subscription listens; their number is bounded elsewhere
    // (subscription caps), so Node's leak warning at 10 listeners would only be noise.
    setMaxListeners(0, this);
  }

  /** True while notifications flow: only then may caches fed by them answer. */
  get connected(): boolean {
    return !!this.client;
  }

  /** Listens on a dedicated PostgreSQL connection (outside the ORM pool); fails if it can not connect now. */
  async listen(connection: ClientConfig): Promise<void> {
    this.connection = connection;
    await this.connect();
  }

  /** A round trip on the LISTEN connection: is the database there and are notifications flowing? */
  async ping(timeoutMs = 2_000): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        client.query('select 1').then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Marks events this instance is about to commit (call before NOTIFY): their echo from LISTEN,
   * which may arrive before or after the commit returns, is skipped, because
   * dispatchCommitted delivers them.
   */
  expectCommitted(events: EntityChangeEvent[]): void {
    for (const event of events) {
      this.dispatched.add(event.eventId);
      if (this.dispatched.size > 10_000) this.dispatched.delete(this.dispatched.values().next().value as string);
    }
  }

  /**
   * Marks a family of events this instance is about to commit whose ids are `<family>.<n>`, made
   * by the committing statement itself (service-access events of identities only it knows).
   */
  expectFamily(family: string): void {
    this.expectCommitted([{ eventId: family } as EntityChangeEvent]);
  }

  /**
   * Dispatches events of a transaction this instance just committed, before its response is
   * sent: the writer reads its own writes through every cache. Other instances get them by NOTIFY.
   */
  dispatchCommitted(events: EntityChangeEvent[]): void {
    for (const event of events) this.dispatch(event);
  }

  onEntityChange(listener: (event: EntityChangeEvent) => void): () => void {
    const handler = (e: Event) => listener((e as CustomEvent<EntityChangeEvent>).detail);
    this.addEventListener(ENTITY_CHANGE_TOPIC, handler);
    return () => this.removeEventListener(ENTITY_CHANGE_TOPIC, handler);
  }

  /** Cluster-wide messages that are not entity changes (e.g. integrity run progress), see bus-message.ts. */
  onMessage(listener: (message: BusMessage) => void): () => void {
    const handler = (e: Event) => listener((e as CustomEvent<BusMessage>).detail);
    this.addEventListener(BUS_MESSAGE_TOPIC, handler);
    return () => this.removeEventListener(BUS_MESSAGE_TOPIC, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new PgClient({ ...this.connection, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on('notification', (msg) => (msg.channel === BUS_MESSAGE_CHANNEL ? this.receiveMessage(msg.payload) : this.receive(msg.payload)));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_MESSAGE_CHANNEL}`);
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      void this.ping(PING_TIMEOUT_MS).then((ok) => {
        if (!ok && this.client === client) this.lost(client, new Error('the LISTEN connection did not answer a ping'));
      });
    }, PING_EVERY_MS);
    this.pingTimer.unref();
  }

  private lost(client: PgClient, err?: Error): void {
    if (client !== this.client) return; // an old connection, or one that never took over
    this.client = undefined;
    clearInterval(this.pingTimer);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    logger.warn({ err: err?.message }, 'change notifications interrupted (LISTEN connection lost); reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = this.retryMs * (0.5 + Math.random() / 2);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.closed || !this.client) return;
          logger.info('change notifications restored; caches dropped and subscribers resynchronised');
          this.dispatch({ eventId: randomUUID(), eventType: 'resync', entityType: '*', entityId: '*', timestamp: new Date().toISOString(), origin: 'local' });
        },
        () => {
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  private dispatch(event: EntityChangeEvent): void {
    this.dispatchEvent(new CustomEvent(ENTITY_CHANGE_TOPIC, { detail: event }));
  }

  /** Messages are dispatched only as LISTEN delivers them, on every instance alike (the sender included). */
  private receiveMessage(payload: string | undefined): void {
    if (!payload) return;
    try {
      this.dispatchEvent(new CustomEvent(BUS_MESSAGE_TOPIC, { detail: JSON.parse(payload) as BusMessage }));
    } catch {
      logger.warn('ignoring malformed bus message');
    }
  }

  private receive(payload: string | undefined): void {
    if (!payload) return;
    let event: EntityChangeEvent;
    try {
      event = JSON.parse(payload) as EntityChangeEvent;
    } catch {
      logger.warn('ignoring malformed event notification');
      return;
    }
    if (this.dispatched.has(event.eventId) || event.eventType === 'resync') return;
    const dot = typeof event.eventId === 'string' ? event.eventId.lastIndexOf('.') : -1;
    if (dot > 0 && this.dispatched.has(event.eventId.slice(0, dot))) return;
    this.dispatch(event);
  }
}
