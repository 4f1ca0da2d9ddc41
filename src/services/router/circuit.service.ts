import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../service-deps';
import { requireAdmin, type RequestCtx } from '../core/context';
import { NotFoundError } from '../core/errors';
import { newId } from '../../foundation/ids';
import { listRows, type ListQuery, type Page } from '../core/list/list-query';
import type { SymbolTable } from '../core/list/compile';
import { textArray } from '../core/sql';
import { logger } from '../core/logger';
import { presentedSession, type PresentedSession } from './edge-session-check';
import { publishCircuitFailed } from './circuit-events';
import { EdgeCtrlError, EdgeErrorCode, RetryHint, internalError } from './edge-ctrl-errors';
import type { HostingService } from './hosting.service';
import { terminatorCosts } from './terminator-costs';
import { changeEvent } from '../core/tx';
import { NOTIFY_CHANNEL } from '../core/events/entity-change';

/** The SDK header carrying a dialer's or host's public key (end-to-end encryption). */
export const PUBLIC_KEY_HEADER = 1003;
/** How long a router has to answer a Route (OpenZiti's default route timeout). */
const DEFAULT_ROUTE_TIMEOUT_MS = 10_000;
/** Attempts of one dial, each on another terminator when there is one (OpenZiti: createCircuitRetries). */
const ATTEMPTS = 3;
/** Route result error codes (ctrl_msg ErrorType*): the terminator is gone on its router. */
export const ROUTE_ERROR_INVALID_TERMINATOR = 1;

/** Precedence tiers: every required terminator before every default one, failed ones last. */
const PRECEDENCE_RANK: Record<string, number> = { required: 0, default: 1, failed: 2 };

export interface RouteForward {
  srcAddress: string;
  dstAddress: string;
  /** ctrl_pb DestType: Start 0, End 1, Link 2. */
  dstType: number;
}

/** A Route message (ctrl_pb.Route) for one router of a circuit's path. */
export interface RouteOrder {
  circuitId: string;
  attempt: number;
  egress?: { binding: string; address: string; destination: string; peerData: Record<string, Buffer> };
  forwards: RouteForward[];
  timeoutNs: bigint;
  tags: Record<string, string>;
}

/** What a router answered to a Route (RouteResult, 1022). */
export interface RouteStatus {
  routerId: string;
  circuitId: string;
  attempt: number;
  success: boolean;
  error: string;
  errorCode?: number;
  peerData: Record<string, Buffer>;
}

/** The routers connected to this instance, as the circuit service reaches them (the control plane). */
export interface RouterMessenger {
  isConnected(routerId: string): boolean;
  route(routerId: string, order: RouteOrder): Promise<void>;
  unroute(routerId: string, circuitId: string, now: boolean): void;
}

export interface DialRequest {
  sessionToken: string;
  apiSessionToken: string;
  terminatorInstanceId: string;
  peerData: Record<string, Buffer>;
}

export interface DialResult {
  circuitId: string;
  address: string;
  peerData: Record<string, Buffer>;
  tags: Record<string, string>;
}

interface Candidate {
  id: string;
  router_id: string;
  binding: string;
  address: string;
  identity: string;
  cost: number;
  precedence: string;
  host_id: string;
  peer_data: Record<string, string>;
  created_at: Date;
}

/** A circuit as the fabric API shows it. */
export interface CircuitView {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  tags: Record<string, unknown>;
  /** The session that dialed (OpenZiti's clientId). */
  clientId: string;
  /** The identity of that session. */
  identityId: string;
  /** `deleted`: the service is gone since the dial (its name is then empty). */
  service: { id: string; name: string; deleted: boolean };
  terminator: { id: string; name: string };
  path: { id: string; name: string }[];
  /** The controller instance that owns the circuit (routed it, or adopted it when its own stopped). */
  controllerId: string;
}

const CIRCUIT_FIELDS: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    id: { sql: 'e."id"', type: 'string' },
    createdAt: { sql: 'e."created_at"', type: 'datetime' },
    updatedAt: { sql: 'e."updated_at"', type: 'datetime' },
    clientId: { sql: 'e."client_id"', type: 'string' },
    service: { sql: 'e."service_id"', type: 'string' },
    terminator: { sql: 'e."terminator_id"', type: 'string' },
  },
};

class CircuitFailure extends Error {
  /** Already added to the terminator's failure cost. */
  counted = false;
}

/**
 * Circuits through the routers of this instance: a dial (CreateCircuitV2) picks a terminator of
 * the service by its strategy, routes it (Route to the router, its RouteResult awaited) and
 * records the circuit; a fault or the end of a router's connection removes it. A circuit row
 * names the instance that routed it; every instance reads them (fabric API, route-path).
 */
export class CircuitService {
  private messenger?: RouterMessenger;
  private readonly waiting = new Map<string, (status: RouteStatus) => void>();
  /** How long a router has to answer a Route. */
  routeTimeoutMs = DEFAULT_ROUTE_TIMEOUT_MS;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly hosting: HostingService,
  ) {}

  /** The control plane of this instance hands over how routers are reached. */
  attach(messenger: RouterMessenger): void {
    this.messenger = messenger;
  }

  /** CreateCircuitV2 from the router of the dialing SDK. */
  async dial(ingressRouterId: string, controllerId: string, req: DialRequest): Promise<DialResult> {
    const messenger = this.messenger;
    if (!messenger) throw internalError('this controller routes no circuits');
    const em = this.em();
    const session = await presentedSession(em, ingressRouterId, req.sessionToken, req.apiSessionToken, 'Dial');
    if (session.encryptionRequired && !req.peerData[PUBLIC_KEY_HEADER]) {
      throw new EdgeCtrlError('encryption required on service, initiator did not send public header', EdgeErrorCode.EncryptionDataMissing, RetryHint.StartOver);
    }
    const circuitId = randomUUID();
    try {
      return await this.routeDial(messenger, em, session, circuitId, ingressRouterId, controllerId, req);
    } catch (err) {
      // Every instance's subscribers hear of it (a failed dial commits nothing to announce).
      void publishCircuitFailed(em, { circuitId, serviceId: session.serviceId, clientId: session.id, identityId: session.identityId, routerId: ingressRouterId, controllerId, reason: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  }

  /** Routes a dial whose session holds: a terminator of the service, a Route and its RouteResult, the circuit recorded. */
  private async routeDial(messenger: RouterMessenger, em: EntityManager, session: PresentedSession, circuitId: string, ingressRouterId: string, controllerId: string, req: DialRequest): Promise<DialResult> {
    const tried = new Set<string>();
    let lastError = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const all = await em.execute<Candidate[]>(
        `select t."id", t."router_id", t."binding", t."address", t."identity", t."cost", t."precedence", t."host_id", t."peer_data", t."created_at"
          from "terminators" t where t."service_id" = ? and (? = '' or t."identity" = ?)`,
        [session.serviceId, req.terminatorInstanceId, req.terminatorInstanceId],
      );
      if (all.length === 0) {
        if (attempt > 0) break;
        throw internalError(req.terminatorInstanceId
          ? `service ${session.serviceId} has no terminators for instanceId ${req.terminatorInstanceId}`
          : `service ${session.serviceId} has no terminators`);
      }
      // One router per circuit until links exist: the terminator must be on the dialer's router.
      const reachable = all.filter((t) => !tried.has(t.id) && messenger.isConnected(t.router_id) && t.router_id === ingressRouterId);
      if (reachable.length === 0) {
        if (attempt > 0) break;
        const online = all.filter((t) => messenger.isConnected(t.router_id));
        throw internalError(online.length === 0
          ? `service ${session.serviceId} has no online terminators`
          : `no path from router ${ingressRouterId} to the routers of the terminators of service ${session.serviceId}`);
      }
      const terminator = selectTerminator(session.terminatorStrategy, reachable);
      tried.add(terminator.id);
      const tags = { serviceId: session.serviceId, clientId: session.identityId, hostId: terminator.host_id };
      const ingressId = newId();
      const egressId = newId();
      try {
        const status = await this.route(messenger, terminator.router_id, {
          circuitId,
          attempt,
          forwards: [
            { srcAddress: ingressId, dstAddress: egressId, dstType: 1 },
            { srcAddress: egressId, dstAddress: ingressId, dstType: 0 },
          ],
          egress: { binding: terminator.binding, address: egressId, destination: terminator.address, peerData: req.peerData },
          timeoutNs: BigInt(this.routeTimeoutMs) * 1_000_000n,
          tags,
        });
        if (!status.success) {
          terminatorCosts.dialFailed(terminator.id);
          if (status.errorCode === ROUTE_ERROR_INVALID_TERMINATOR && terminator.binding === 'edge') await this.hosting.removeInvalid(terminator.id);
          const failure = new CircuitFailure(`error creating route for [c/${circuitId}] on [r/${terminator.router_id}] (${status.error})`);
          failure.counted = true;
          throw failure;
        }
        const peerData: Record<string, Buffer> = {};
        for (const [k, v] of Object.entries(terminator.peer_data ?? {})) peerData[k] = Buffer.from(v, 'base64');
        Object.assign(peerData, status.peerData);
        const now = new Date();
        // Inserted and announced (the change feed's `circuits`) in one self-committing statement.
        await em.execute(
          `with "ins" as (insert into "circuits" ("id", "created_at", "updated_at", "tags", "client_id", "identity_id", "service_id", "terminator_id", "path", "ingress_id", "egress_id", "controller_id")
            values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::text[], ?, ?, ?) returning "id")
          select pg_notify(?, ?) from "ins"`,
          [circuitId, now, now, JSON.stringify(tags), session.id, session.identityId, session.serviceId, terminator.id, textArray([terminator.router_id]), ingressId, egressId, controllerId,
            NOTIFY_CHANNEL, JSON.stringify(changeEvent('created', 'circuits', circuitId))],
        );
        terminatorCosts.dialSucceeded(terminator.id);
        logger.info({ circuitId, serviceId: session.serviceId, terminatorId: terminator.id, attempt }, 'created circuit');
        return { circuitId, address: ingressId, peerData, tags };
      } catch (err) {
        if (!(err instanceof CircuitFailure)) throw err;
        if (!err.counted) terminatorCosts.dialFailed(terminator.id);
        lastError = err.message;
        logger.warn({ circuitId, attempt, err: err.message }, 'route attempt for circuit failed');
        messenger.unroute(terminator.router_id, circuitId, true);
      }
    }
    const failure = internalError(`exceeded maximum [${ATTEMPTS}] retries creating circuit [c/${circuitId}] (${lastError || 'no other terminator to try'})`);
    failure.circuitId = circuitId;
    throw failure;
  }

  /** A RouteResult from a router: the dial waiting for it goes on. */
  routeResult(status: RouteStatus): boolean {
    const waiter = this.waiting.get(`${status.circuitId}\n${status.routerId}\n${status.attempt}`);
    if (!waiter) return false;
    waiter(status);
    return true;
  }

  /** An admin ends a circuit (fabric API): unrouted on its routers (at once when `immediate`) and removed. */
  async end(ctx: RequestCtx, circuitId: string, immediate: boolean): Promise<void> {
    requireAdmin(ctx);
    if (!(await this.remove(circuitId, undefined, immediate))) throw new NotFoundError(undefined, circuitId);
  }

  /**
   * A circuit ended (a router's fault, the end of its SDK's connection): removed, and unrouted
   * on its routers but the one that reported it. A router connected to another instance learns
   * it from that instance's CircuitConfirmation check.
   */
  async remove(circuitId: string, reportedBy?: string, now = true): Promise<boolean> {
    const rows = await this.em().execute<{ path: string[]; terminator_id: string }[]>(
      'with "d" as (delete from "circuits" where "id" = ? returning "path", "terminator_id") select "path", "terminator_id", pg_notify(?, ?) from "d"',
      [circuitId, NOTIFY_CHANNEL, JSON.stringify(changeEvent('deleted', 'circuits', circuitId))]);
    if (!rows.length) return false;
    terminatorCosts.circuitEnded(rows[0]!.terminator_id);
    for (const routerId of rows[0]!.path) {
      if (routerId !== reportedBy && this.messenger?.isConnected(routerId)) this.messenger.unroute(routerId, circuitId, now);
    }
    logger.info({ circuitId }, 'circuit removed');
    return true;
  }

  /** Of some circuit ids a router carries, those no instance has (they ended, or their dial failed). */
  async unknown(circuitIds: string[]): Promise<string[]> {
    if (!circuitIds.length) return [];
    const known = await this.em().execute<{ id: string }[]>('select "id" from "circuits" where "id" = any(?::text[])', [textArray(circuitIds)]);
    const ids = new Set(known.map((r) => r.id));
    return circuitIds.filter((id) => !ids.has(id));
  }

  /** A router this instance routed circuits through has gone: its circuits are gone with it. */
  async routerGone(routerId: string, controllerId: string): Promise<void> {
    const rows = await this.em().execute<{ id: string; path: string[]; terminator_id: string }[]>(
      'delete from "circuits" where "controller_id" = ? and ? = any("path") returning "id", "path", "terminator_id"', [controllerId, routerId]);
    if (rows.length) {
      await this.em().execute('select pg_notify(?, e) from unnest(?::text[]) as e', [NOTIFY_CHANNEL, textArray(rows.map((r) => JSON.stringify(changeEvent('deleted', 'circuits', r.id))))]);
    }
    for (const row of rows) {
      terminatorCosts.circuitEnded(row.terminator_id);
      for (const other of row.path) if (other !== routerId && this.messenger?.isConnected(other)) this.messenger.unroute(other, row.id, true);
    }
  }

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<CircuitView>> {
    requireAdmin(ctx);
    const page = await listRows(ctx.em, { table: '"circuits"', symbols: CIRCUIT_FIELDS }, q);
    return { ...page, items: await this.describe(ctx.em, page.items) };
  }

  async get(ctx: RequestCtx, id: string): Promise<CircuitView> {
    requireAdmin(ctx);
    const rows = await ctx.em.execute<Record<string, unknown>[]>('select * from "circuits" where "id" = ?', [id]);
    const [view] = await this.describe(ctx.em, rows);
    if (!view) throw new NotFoundError(undefined, id);
    return view;
  }

  /** The routers (ids) of the path of a session's circuit (OpenZiti: the first circuit found); empty without one. */
  async pathOfSession(em: EntityManager, sessionId: string): Promise<string[]> {
    const [row] = await em.execute<{ path: string[] }[]>('select "path" from "circuits" where "client_id" = ? order by "created_at" limit 1', [sessionId]);
    return row?.path ?? [];
  }

  private async describe(em: EntityManager, rows: Record<string, unknown>[]): Promise<CircuitView[]> {
    if (!rows.length) return [];
    const routerIds = [...new Set(rows.flatMap((r) => r.path as string[]))];
    const serviceIds = [...new Set(rows.map((r) => r.service_id as string))];
    const [routers, services] = await Promise.all([
      em.execute<{ id: string; name: string }[]>('select "id", "name" from "routers" where "id" = any(?::text[])', [textArray(routerIds)]),
      em.execute<{ id: string; name: string }[]>('select "id", "name" from "services" where "id" = any(?::text[])', [textArray(serviceIds)]),
    ]);
    const routerName = new Map(routers.map((r) => [r.id, r.name]));
    const serviceName = new Map(services.map((s) => [s.id, s.name]));
    return rows.map((r) => ({
      id: r.id as string,
      createdAt: new Date(r.created_at as string),
      updatedAt: new Date(r.updated_at as string),
      tags: (r.tags as Record<string, unknown>) ?? {},
      clientId: r.client_id as string,
      identityId: r.identity_id as string,
      service: { id: r.service_id as string, name: serviceName.get(r.service_id as string) ?? '', deleted: !serviceName.has(r.service_id as string) },
      terminator: { id: r.terminator_id as string, name: r.terminator_id as string },
      path: (r.path as string[]).map((id) => ({ id, name: routerName.get(id) ?? '' })),
      controllerId: r.controller_id as string,
    }));
  }

  /** Sends the Route and waits for its RouteResult (a failure when none comes in time). */
  private async route(messenger: RouterMessenger, routerId: string, order: RouteOrder): Promise<RouteStatus> {
    const key = `${order.circuitId}\n${routerId}\n${order.attempt}`;
    return new Promise<RouteStatus>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new CircuitFailure(`timeout creating routes for [c/${order.circuitId}] on [r/${routerId}]`));
      }, this.routeTimeoutMs);
      timer.unref();
      this.waiting.set(key, (status) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve(status);
      });
      messenger.route(routerId, order).catch((err: unknown) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        reject(new CircuitFailure(`could not send the route to [r/${routerId}]: ${err instanceof Error ? err.message : String(err)}`));
      });
    });
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }
}

/** The cost a strategy compares: the precedence tier first, then the terminator's static and dynamic cost. */
function biasedCost(t: Candidate): number {
  return (PRECEDENCE_RANK[t.precedence] ?? 1) * 0x10000 * 2 + t.cost + terminatorCosts.of(t.id);
}

/**
 * Picks a terminator by the service's strategy. All of them honour precedence (only the best
 * tier is considered); smartrouting takes the cheapest (static plus dynamic cost), ha the
 * first (oldest) of the best tier, random any of the best tier, weighted any of the best tier
 * weighted towards low cost.
 */
export function selectTerminator(strategy: string, candidates: Candidate[]): Candidate {
  const sorted = [...candidates].sort((a, b) => biasedCost(a) - biasedCost(b) || +new Date(a.created_at) - +new Date(b.created_at));
  const bestRank = PRECEDENCE_RANK[sorted[0]!.precedence] ?? 1;
  const tier = sorted.filter((t) => (PRECEDENCE_RANK[t.precedence] ?? 1) === bestRank);
  switch (strategy) {
    case 'random':
      return tier[Math.floor(Math.random() * tier.length)]!;
    case 'weighted': {
      const costOf = (t: Candidate) => t.cost + terminatorCosts.of(t.id);
      const max = Math.max(...tier.map(costOf)) + 1;
      const weights = tier.map((t) => max - costOf(t));
      let pick = Math.random() * weights.reduce((a, b) => a + b, 0);
      for (let i = 0; i < tier.length; i++) {
        pick -= weights[i]!;
        if (pick <= 0) return tier[i]!;
      }
      return tier[tier.length - 1]!;
    }
    case 'ha':
      return [...tier].sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at))[0]!;
    default:
      return sorted[0]!;
  }
}
