import { Client as PgClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { ENTITY_CHANGE_TOPIC, NOTIFY_CHANNEL, type EntityChangeEvent } from './entity-change';
import { logger } from '../logger';

/**
 * The controller's event bus. Nothing dispatches to it directly: services NOTIFY inside
 * their transaction (delivered by PostgreSQL only on commit), and the bus re-dispatches every
 * notification it hears on its LISTEN connection. So rolled-back changes emit nothing, and every
 * controller instance on the same database sees every committed change.
 */
export class EventBus extends EventTarget {
  private stopListening?: () => Promise<void>;
  /** Ids of events this instance already dispatched at commit, so their NOTIFY echo is skipped. */
  private readonly dispatched = new Set<string>();

  /** Listens on a dedicated PostgreSQL connection (outside the ORM pool). */
  async listenPostgres(url: string): Promise<void> {
    const client = new PgClient({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => this.receive(msg.payload));
    client.on('error', (err) => logger.error({ err }, 'event bus LISTEN connection failed'));
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    this.stopListening = async () => {
      await client.end().catch(() => undefined);
    };
  }

  /** Listens on the embedded database; one process, so this is in-process delivery after commit. */
  async listenPglite(pglite: PGlite): Promise<void> {
    const unlisten = await pglite.listen(NOTIFY_CHANNEL, (payload) => this.receive(payload));
    this.stopListening = async () => {
      await unlisten().catch(() => undefined);
    };
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
   * Dispatches events of a transaction this instance just committed, before its response is
   * sent: the writer reads its own writes through every cache. Other instances get them by NOTIFY.
   */
  dispatchCommitted(events: EntityChangeEvent[]): void {
    for (const event of events) this.dispatchEvent(new CustomEvent(ENTITY_CHANGE_TOPIC, { detail: event }));
  }

  onEntityChange(listener: (event: EntityChangeEvent) => void): () => void {
    const handler = (e: Event) => listener((e as CustomEvent<EntityChangeEvent>).detail);
    this.addEventListener(ENTITY_CHANGE_TOPIC, handler);
    return () => this.removeEventListener(ENTITY_CHANGE_TOPIC, handler);
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
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
    if (this.dispatched.has(event.eventId)) return;
    this.dispatchEvent(new CustomEvent(ENTITY_CHANGE_TOPIC, { detail: event }));
  }
}
