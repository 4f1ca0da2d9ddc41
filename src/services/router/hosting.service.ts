import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, Service, Terminator } from '../../entities';
import type { ServiceDeps } from '../service-deps';
import { newRequestId, type RequestCtx } from '../core/context';
import { changeEvent, inTransaction, selfNotified } from '../core/tx';
import { preparedQuery } from '../core/sql';
import { NOTIFY_CHANNEL } from '../core/events/entity-change';
import { logger } from '../core/logger';
import { presentedSession } from './edge-session-check';
import { EdgeCtrlError, internalError, invalidCost, invalidPrecedence, invalidTerminator, nonRetriable } from './edge-ctrl-errors';

/** Inserts a new hosted terminator and announces it, in one statement; nothing when the id exists. */
const INSERT_HOSTED_TERMINATOR = `with "ins" as (
    insert into "terminators" ("id", "created_at", "updated_at", "tags", "service_id", "router_id", "binding", "address", "identity", "identity_secret", "cost", "precedence", "host_id", "peer_data")
    values (?, ?, ?, '{}'::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
    on conflict ("id") do nothing returning "id")
  select exists (select 1 from "ins") as "inserted", (select pg_notify(?, ?) from "ins") as "notified"`;

/** The binding of terminators edge routers create for hosting SDKs. */
export const EDGE_BINDING = 'edge';
/** Terminator precedences by their control-channel number (ctrl_pb / edge_ctrl_pb TerminatorPrecedence). */
export const PRECEDENCE_NAMES = ['default', 'required', 'failed'] as const;
const MAX_COST = 0xffff;

export interface HostRequest {
  /** The terminator id the router chose (OpenZiti: the terminator's id and its address). */
  address: string;
  sessionToken: string;
  apiSessionToken: string;
  peerData: Record<string, Buffer>;
  cost: number;
  precedence: number;
  instanceId: string;
  instanceSecret: Buffer;
}

export interface TerminatorUpdate {
  sessionToken: string;
  apiSessionToken: string;
  terminatorId: string;
  cost?: number;
  precedence?: number;
}

/**
 * Terminators edge routers create, update and remove for the SDKs that bind services through
 * them (the edge control messages CreateTerminatorV2, UpdateTerminator, RemoveTerminator). The
 * same Bind rules as `POST /sessions` hold: the session presented must still exist (it ends
 * with the policies, posture and API session granting it) and both the identity and the
 * service must be allowed on the router.
 */
export class HostingService {
  /** Terminators younger than this are not validated when their router connects. */
  validateAfterMs = 5_000;

  constructor(private readonly deps: ServiceDeps) {}

  /** Creates the terminator, or accepts it again (a router re-creates its terminators after a reconnect). */
  async createTerminator(routerId: string, req: HostRequest): Promise<{ id: string; created: boolean }> {
    if (!req.address) throw invalidTerminator('provided terminator id is blank');
    const em = this.em();
    const session = await presentedSession(em, routerId, req.sessionToken, req.apiSessionToken, 'Bind');
    if (req.cost > MAX_COST) throw invalidCost(`invalid cost ${req.cost}. cost must be between 0 and ${MAX_COST} inclusive`);
    const precedence = PRECEDENCE_NAMES[req.precedence] ?? 'default';
    const peerData = Object.fromEntries(Object.entries(req.peerData).map(([k, v]) => [k, v.toString('base64')]));
    // The usual case, a new id: inserted and announced in one self-committing statement (hosting
    // SDKs create terminators all day; a transaction of several round trips cost several times
    // more). An id that exists is a router re-creating its terminator after a reconnect: below.
    const ctx = this.ctx(em);
    const event = changeEvent('created', 'terminators', req.address);
    const announcement = selfNotified(ctx, [event]);
    const now = new Date();
    const [row] = await preparedQuery<{ inserted: boolean }>(em, 'hosted-terminator-insert', INSERT_HOSTED_TERMINATOR, [
      req.address, now, now, session.serviceId, routerId, EDGE_BINDING, req.address, req.instanceId,
      req.instanceSecret.length ? req.instanceSecret.toString('base64') : null, req.cost, precedence, session.identityId, JSON.stringify(peerData),
      NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (row?.inserted) {
      announcement.committed();
      logger.info({ routerId, terminatorId: req.address, serviceId: session.serviceId }, 'created terminator');
      return { id: req.address, created: true };
    }
    return inTransaction(ctx, async (tx) => {
      const existing = await tx.em.findOne(Terminator, { id: req.address });
      if (existing) {
        this.assertSameOwner(existing, session.serviceId, routerId, session.identityId);
        const changed: string[] = [];
        if (existing.precedence !== precedence) changed.push('precedence');
        if (existing.cost !== req.cost) changed.push('cost');
        existing.precedence = precedence;
        existing.cost = req.cost;
        if (changed.length) tx.emit('updated', 'terminators', existing.id, changed);
        return { id: existing.id, created: false };
      }
      const t = new Terminator();
      t.id = req.address;
      t.service = ref(tx.em.getReference(Service, session.serviceId));
      t.router = ref(tx.em.getReference(Router, routerId));
      t.binding = EDGE_BINDING;
      t.address = req.address;
      t.identity = req.instanceId;
      t.identitySecret = req.instanceSecret.length ? req.instanceSecret.toString('base64') : null;
      t.peerData = peerData;
      t.cost = req.cost;
      t.precedence = precedence;
      t.hostId = session.identityId;
      tx.em.persist(t);
      tx.emit('created', 'terminators', t.id);
      logger.info({ routerId, terminatorId: t.id, serviceId: session.serviceId }, 'created terminator');
      return { id: t.id, created: true };
    });
  }

  /** UpdateTerminator: cost and precedence of a terminator of this router, for its Bind session. */
  async updateTerminator(routerId: string, req: TerminatorUpdate): Promise<void> {
    const em = this.em();
    await presentedSession(em, routerId, req.sessionToken, req.apiSessionToken, 'Bind');
    if (req.cost !== undefined && req.cost > MAX_COST) throw invalidCost(`invalid cost ${req.cost}. cost must be between 0 and ${MAX_COST} inclusive`);
    if (req.precedence !== undefined && PRECEDENCE_NAMES[req.precedence] === undefined) throw invalidPrecedence(`invalid precedence: ${req.precedence}`);
    await inTransaction(this.ctx(em), async (tx) => {
      const t = await this.ownTerminator(tx.em, routerId, req.terminatorId);
      const changed: string[] = [];
      if (req.cost !== undefined) {
        t.cost = req.cost;
        changed.push('cost');
      }
      if (req.precedence !== undefined) {
        t.precedence = PRECEDENCE_NAMES[req.precedence]!;
        changed.push('precedence');
      }
      if (changed.length) tx.emit('updated', 'terminators', t.id, changed);
    });
  }

  /**
   * RemoveTerminator: the router asks only for terminators of its SDKs, whose session may be
   * gone already, so only the router and binding are checked (as OpenZiti does).
   */
  async removeTerminator(routerId: string, terminatorId: string): Promise<void> {
    const em = this.em();
    await inTransaction(this.ctx(em), async (tx) => {
      const t = await this.ownTerminator(tx.em, routerId, terminatorId);
      await tx.em.nativeDelete(Terminator, { id: t.id });
      tx.emit('deleted', 'terminators', t.id);
    });
  }

  /** A terminator the routing found invalid (its router said so): removed so no dial picks it again. */
  async removeInvalid(terminatorId: string): Promise<void> {
    await inTransaction(this.ctx(this.em()), async (tx) => {
      if (await tx.em.nativeDelete(Terminator, { id: terminatorId })) tx.emit('deleted', 'terminators', terminatorId);
    });
  }

  /**
   * The terminators of a router to validate with it after it connected: not those created in the
   * last `validateAfterMs` (as OpenZiti: the router may still be setting them up).
   */
  async toValidate(routerId: string): Promise<{ id: string; binding: string; address: string }[]> {
    return this.em().execute('select "id", "binding", "address" from "terminators" where "router_id" = ? and "created_at" <= ?', [routerId, new Date(Date.now() - this.validateAfterMs)]);
  }

  /**
   * Terminators a router removes in a batch (RemoveTerminatorsRequest, sent when a hosting SDK goes
   * away) or says it no longer has (ValidateTerminatorsV2Response): removed. Ids of other routers'
   * terminators or of none are skipped, as OpenZiti's controller does.
   */
  async removeUnknown(routerId: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await inTransaction(this.ctx(this.em()), async (tx) => {
      for (const id of ids) {
        if (await tx.em.nativeDelete(Terminator, { id, router: routerId })) tx.emit('deleted', 'terminators', id);
      }
    });
  }

  /** HealthEvent: the SDK's health check of a hosted service; the session must be a Bind session it holds. */
  async healthEvent(routerId: string, sessionToken: string, apiSessionToken: string, passed: boolean): Promise<void> {
    const session = await presentedSession(this.em(), routerId, sessionToken, apiSessionToken, 'Bind');
    logger.debug({ routerId, serviceId: session.serviceId, passed }, 'service health check');
  }

  private assertSameOwner(t: Terminator, serviceId: string, routerId: string, identityId: string): void {
    if (t.binding !== EDGE_BINDING) throw nonRetriable('selected id conflicts with terminator for different binding');
    if (t.service.id !== serviceId) throw nonRetriable('selected id conflicts with terminator for different service');
    if (t.router.id !== routerId) throw nonRetriable('selected id conflicts with terminator for different router');
    if (t.hostId !== identityId) throw nonRetriable('selected id conflicts with terminator for different identity');
  }

  private async ownTerminator(em: EntityManager, routerId: string, id: string): Promise<Terminator> {
    const t = await em.findOne(Terminator, { id });
    if (!t) throw invalidTerminator('invalid terminator: not found');
    if (t.router.id !== routerId) throw invalidTerminator(`request for terminator ${id} on router ${t.router.id} came from router ${routerId}`);
    if (t.binding !== EDGE_BINDING) throw invalidTerminator(`can't operate on terminator ${id} with wrong binding, expected binding ${EDGE_BINDING}, was ${t.binding}`);
    return t;
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }

  private ctx(em: EntityManager): RequestCtx {
    return { em, actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
  }
}

export function asEdgeCtrlError(err: unknown): EdgeCtrlError {
  return err instanceof EdgeCtrlError ? err : internalError(err instanceof Error ? err.message : String(err));
}
