import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../service-deps';
import { requireAdmin, type RequestCtx } from '../core/context';
import { NotFoundError } from '../core/errors';
import { newId } from '../../foundation/ids';
import { listRows, type ListQuery, type Page } from '../core/list/list-query';
import type { SymbolTable } from '../core/list/compile';
import { preparedQuery, textArray } from '../core/sql';
import { logger } from '../core/logger';
import { presentedSession, type PresentedSession } from './edge-session-check';
import { publishCircuitFailed } from './circuit-events';
import { EdgeCtrlError, EdgeErrorCode, RetryHint, internalError } from './edge-ctrl-errors';
import type { HostingService } from './hosting.service';
import { terminatorCosts } from './terminator-costs';
import { changeEvent } from '../core/tx';
import { NOTIFY_CHANNEL } from '../core/events/entity-change';
import type { RouteOrder, RouterMessenger } from './messenger';
import type { RoutePath, RouterLinkService } from './router-link.service';
import { REROUTE_ATTEMPT, routeOrders } from './route-orders';

export type { RouteForward, RouteOrder, RouterMessenger } from './messenger';

/** The SDK header carrying a dialer's or host's public key (end-to-end encryption). */
export const PUBLIC_KEY_HEADER = 1003;
/** How long a router has to answer a Route (OpenZiti's default route timeout). */
const DEFAULT_ROUTE_TIMEOUT_MS = 10_000;
/** Attempts of one dial, each on another terminator when there is one (OpenZiti: createCircuitRetries). */
const ATTEMPTS = 3;
/** Route result error codes (ctrl_msg ErrorType*): the terminator is gone on its router. */
export const ROUTE_ERROR_INVALID_TERMINATOR = 1;

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
  /** The cost of the path from the dialer's router to the terminator's. */
  pathCost?: number;
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
  /** The links between the routers of the path, in order. */
  links: string[];
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

/** The routers of one attempt that answered, and the first failure (a router's refusal or no answer in time). */
interface AttemptOutcome {
  statuses: (RouteStatus | undefined)[];
  failure?: { routerId: string; message: string; timedOut: boolean; status?: RouteStatus };
}

/** A circuit row as rerouting reads it. */
interface CircuitRow {
  id: string;
  path: string[];
  links: string[];
  ingress_id: string;
  egress_id: string;
  tags: Record<string, string>;
}

/**
 * Circuits through the routers of this instance: a dial (CreateCircuitV2) picks a terminator of
 * the service by its strategy and the cheapest path to its router over the routers' links,
 * routes it (a Route to every router of the path, every RouteResult awaited) and records the
 * circuit; a fault or the end of a router's connection removes it, and a link lost under it
 * moves it to another path. A circuit row names the instance that routed it; every instance
 * reads them (fabric API, route-path).
 */
export class CircuitService {
  private messenger?: RouterMessenger;
  private controllerId?: string;
  private readonly waiting = new Map<string, (status: RouteStatus) => void>();
  /** Circuits being dialed now. */
  private readonly dialing = new Set<string>();
  /** Circuits being moved to a new path now (one move at a time per circuit). */
  private readonly rerouting = new Set<string>();
  /** How long a router has to answer a Route. */
  routeTimeoutMs = DEFAULT_ROUTE_TIMEOUT_MS;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly hosting: HostingService,
    private readonly links: RouterLinkService,
  ) {
    links.onLinksLost((linkIds) => {
      this.linksLost(linkIds).catch((err: unknown) => logger.error({ err, linkIds }, 'could not reroute the circuits of lost links'));
    });
  }

  /** The control plane of this instance hands over how routers are reached. */
  attach(messenger: RouterMessenger, controllerId: string): void {
    this.messenger = messenger;
    this.controllerId = controllerId;
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
    this.dialing.add(circuitId);
    try {
      return await this.routeDial(messenger, ingressRouterId, controllerId, session, circuitId, req);
    } catch (err) {
      // Every instance's subscribers hear of it (a failed dial commits nothing to announce).
      void publishCircuitFailed(em, { circuitId, serviceId: session.serviceId, clientId: session.id, identityId: session.identityId, routerId: ingressRouterId, controllerId, reason: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      this.dialing.delete(circuitId);
    }
  }

  /** Routes a dial whose session holds: a terminator and a path to it, a Route to every router of the path and their RouteResults, the circuit recorded. */
  private async routeDial(messenger: RouterMessenger, ingressRouterId: string, controllerId: string, session: PresentedSession, circuitId: string, req: DialRequest): Promise<DialResult> {
    const em = this.em();
    const tried = new Set<string>();
    // Routers sent a Route of a failed attempt: unrouted at the end unless the circuit goes through them.
    const cleanups = new Set<string>();
    let lastError = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const all = await preparedQuery<Candidate>(em, 'circuit-terminators',
        `select t."id", t."router_id", t."binding", t."address", t."identity", t."cost", t."precedence", t."host_id", t."peer_data", t."created_at"
          from "terminators" t where t."service_id" = ? and (?::text = '' or t."identity" = ?)`,
        [session.serviceId, req.terminatorInstanceId, req.terminatorInstanceId],
      );
      if (all.length === 0) {
        if (attempt > 0) break;
        throw internalError(req.terminatorInstanceId
          ? `service ${session.serviceId} has no terminators for instanceId ${req.terminatorInstanceId}`
          : `service ${session.serviceId} has no terminators`);
      }
      const online = all.filter((t) => !tried.has(t.id) && messenger.isConnected(t.router_id));
      const paths = online.length ? await this.links.paths(ingressRouterId, online.map((t) => t.router_id)) : new Map<string, RoutePath>();
      const reachable = online.filter((t) => paths.has(t.router_id)).map((t) => ({ ...t, pathCost: paths.get(t.router_id)!.cost }));
      if (reachable.length === 0) {
        if (attempt > 0) break;
        throw internalError(online.length === 0
          ? `service ${session.serviceId} has no online terminators`
          : `no path from router ${ingressRouterId} to the routers of the terminators of service ${session.serviceId}`);
      }
      const terminator = selectTerminator(session.terminatorStrategy, reachable);
      tried.add(terminator.id);
      const path = paths.get(terminator.router_id)!;
      const tags = { serviceId: session.serviceId, clientId: session.identityId, hostId: terminator.host_id };
      const ingressId = newId();
      const egressId = newId();
      const orders = routeOrders(path, {
        circuitId, attempt, ingressId, egressId, tags, timeoutNs: BigInt(this.routeTimeoutMs) * 1_000_000n,
        egress: { binding: terminator.binding, destination: terminator.address, peerData: req.peerData },
      });
      const outcome = await this.routeAll(messenger, path.nodes, orders);
      if (outcome.failure) {
        const { failure } = outcome;
        for (const routerId of path.nodes) cleanups.add(routerId);
        // The terminator failed when its router refused it or a router kept the dial waiting (as OpenZiti counts it).
        if (failure.timedOut || failure.routerId === terminator.router_id) terminatorCosts.dialFailed(terminator.id);
        if (failure.routerId === terminator.router_id && failure.status?.errorCode === ROUTE_ERROR_INVALID_TERMINATOR && terminator.binding === 'edge') {
          await this.hosting.removeInvalid(terminator.id);
        }
        lastError = failure.message;
        logger.warn({ circuitId, attempt, err: failure.message }, 'route attempt for circuit failed');
        continue;
      }
      for (const routerId of cleanups) if (!path.nodes.includes(routerId)) messenger.unroute(routerId, circuitId, true);
      const peerData: Record<string, Buffer> = {};
      for (const [k, v] of Object.entries(terminator.peer_data ?? {})) peerData[k] = Buffer.from(v, 'base64');
      Object.assign(peerData, outcome.statuses[path.nodes.length - 1]?.peerData ?? {});
      const now = new Date();
      // Inserted and announced (the change feed's `circuits`) in one self-committing statement.
      await preparedQuery(em, 'circuit-insert',
        `with "ins" as (insert into "circuits" ("id", "created_at", "updated_at", "tags", "client_id", "identity_id", "service_id", "terminator_id", "path", "links", "ingress_id", "egress_id", "controller_id")
          values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::text[], ?::text[], ?, ?, ?) returning "id")
        select pg_notify(?, ?) from "ins"`,
        [circuitId, now, now, JSON.stringify(tags), session.id, session.identityId, session.serviceId, terminator.id, textArray(path.nodes), textArray(path.links), ingressId, egressId, controllerId,
          NOTIFY_CHANNEL, JSON.stringify(changeEvent('created', 'circuits', circuitId))],
      );
      terminatorCosts.dialSucceeded(terminator.id);
      logger.info({ circuitId, serviceId: session.serviceId, terminatorId: terminator.id, path: path.nodes, attempt }, 'created circuit');
      return { circuitId, address: ingressId, peerData, tags };
    }
    for (const routerId of cleanups) messenger.unroute(routerId, circuitId, true);
    const failure = internalError(`exceeded maximum [${ATTEMPTS}] retries creating circuit [c/${circuitId}] (${lastError || 'no other terminator to try'})`);
    failure.circuitId = circuitId;
    throw failure;
  }

  /**
   * A RouteResult from a router: the dial or move waiting for it goes on. Answers whether the
   * circuit is being routed (a late answer to an earlier attempt of a dial still under way is
   * not one to undo); a move's answer always counts as routed (OpenZiti never unroutes those).
   */
  routeResult(status: RouteStatus): boolean {
    const waiter = this.waiting.get(`${status.circuitId}\n${status.routerId}\n${status.attempt}`);
    waiter?.(status);
    return !!waiter || status.attempt === REROUTE_ATTEMPT || this.dialing.has(status.circuitId) || this.rerouting.has(status.circuitId);
  }

  /** An admin ends a circuit (fabric API): unrouted on its routers (at once when `immediate`) and removed. */
  async end(ctx: RequestCtx, circuitId: string, immediate: boolean): Promise<void> {
    requireAdmin(ctx);
    if (!(await this.remove(circuitId, undefined, immediate))) throw new NotFoundError(undefined, circuitId);
  }

  /**
   * A circuit ended (a router's fault, the end of its SDK's connection, an admin): removed, and
   * unrouted on its routers but `reportedBy` (at once unless `now` is false). A router connected
   * to another instance learns it from that instance's CircuitConfirmation check.
   */
  async remove(circuitId: string, reportedBy?: string, now = true): Promise<boolean> {
    return this.removeFrom(circuitId, undefined, reportedBy, now);
  }

  /** Removes a circuit and unroutes it on its path's routers (or on `routers`), but the one that reported its end. */
  private async removeFrom(circuitId: string, routers?: string[], reportedBy?: string, now = true): Promise<boolean> {
    const rows = await preparedQuery<{ path: string[]; terminator_id: string }>(this.em(), 'circuit-delete',
      'with "d" as (delete from "circuits" where "id" = ? returning "path", "terminator_id") select "path", "terminator_id", pg_notify(?, ?) from "d"',
      [circuitId, NOTIFY_CHANNEL, JSON.stringify(changeEvent('deleted', 'circuits', circuitId))]);
    if (!rows.length) return false;
    terminatorCosts.circuitEnded(rows[0]!.terminator_id);
    for (const routerId of routers ?? rows[0]!.path) {
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

  /**
   * A router this instance routed circuits through has gone: the circuits it began or ended go
   * with it. Those it only carried move to another path when its links are announced lost.
   */
  async routerGone(routerId: string, controllerId: string): Promise<void> {
    const rows = await this.em().execute<{ id: string; path: string[]; terminator_id: string }[]>(
      `delete from "circuits" where "controller_id" = ? and ("path"[1] = ? or "path"[array_length("path", 1)] = ?) returning "id", "path", "terminator_id"`,
      [controllerId, routerId, routerId]);
    if (rows.length) {
      await this.em().execute('select pg_notify(?, e) from unnest(?::text[]) as e', [NOTIFY_CHANNEL, textArray(rows.map((r) => JSON.stringify(changeEvent('deleted', 'circuits', r.id))))]);
    }
    for (const row of rows) {
      terminatorCosts.circuitEnded(row.terminator_id);
      for (const other of row.path) if (other !== routerId && this.messenger?.isConnected(other)) this.messenger.unroute(other, row.id, true);
    }
  }

  /**
   * Links lost (a fault, a router gone): each circuit of this instance over one of them moves to
   * the cheapest path left between its first and last router, or ends when there is none or a
   * router refuses the move (OpenZiti's reroute of a link's circuits).
   */
  async linksLost(linkIds: string[]): Promise<void> {
    if (!this.controllerId || !linkIds.length) return;
    const rows = await this.em().execute<CircuitRow[]>(
      'select "id", "path", "links", "ingress_id", "egress_id", "tags" from "circuits" where "controller_id" = ? and "links" && ?::text[]',
      [this.controllerId, textArray(linkIds)]);
    for (const row of rows) await this.reroute(row);
  }

  /**
   * A router could not forward a circuit's traffic (ForwardFault): a circuit of this instance is
   * routed again (twice at most, as OpenZiti), else removed; one no instance has is unrouted
   * there unless the router did not know whose it was.
   */
  async forwardFault(routerId: string, circuitId: string, unknownOwner: boolean): Promise<void> {
    const [row] = await this.em().execute<(CircuitRow & { controller_id: string })[]>(
      'select "id", "path", "links", "ingress_id", "egress_id", "tags", "controller_id" from "circuits" where "id" = ?', [circuitId]);
    if (!row) {
      if (!unknownOwner) this.messenger?.unroute(routerId, circuitId, true);
      return;
    }
    if (row.controller_id !== this.controllerId) {
      await this.remove(circuitId, routerId);
      return;
    }
    for (let tries = 0; tries < 2; tries++) if (await this.reroute(row, false)) return;
    await this.remove(circuitId);
  }

  /**
   * Moves a circuit to the cheapest path between its ends: every router of the new path gets
   * its Route (no egress: the terminator stays dialed) and all must answer; routers left behind
   * are unrouted and the row follows. Without a path, or when a router refuses, the circuit
   * ends (when `removeOnFailure`). Answers whether it moved.
   */
  private async reroute(row: CircuitRow, removeOnFailure = true): Promise<boolean> {
    const messenger = this.messenger;
    if (!messenger || this.rerouting.has(row.id)) return true;
    this.rerouting.add(row.id);
    try {
      const src = row.path[0]!;
      const dst = row.path[row.path.length - 1]!;
      const path = (await this.links.paths(src, [dst])).get(dst);
      if (!path) {
        logger.warn({ circuitId: row.id, from: src, to: dst }, 'no path left for circuit');
        if (removeOnFailure) await this.remove(row.id);
        return false;
      }
      const orders = routeOrders(path, {
        circuitId: row.id, attempt: REROUTE_ATTEMPT, ingressId: row.ingress_id, egressId: row.egress_id, tags: row.tags ?? {},
        timeoutNs: BigInt(this.routeTimeoutMs) * 1_000_000n,
      });
      const outcome = await this.routeAll(messenger, path.nodes, orders);
      if (outcome.failure) {
        logger.warn({ circuitId: row.id, err: outcome.failure.message }, 'rerouting circuit failed');
        if (removeOnFailure) await this.removeFrom(row.id, [...new Set([...row.path, ...path.nodes])]);
        return false;
      }
      const updated = await this.em().execute<{ id: string }[]>(
        `with "u" as (update "circuits" set "path" = ?::text[], "links" = ?::text[], "updated_at" = now() where "id" = ? returning "id")
          select "id", pg_notify(?, ?) from "u"`,
        [textArray(path.nodes), textArray(path.links), row.id, NOTIFY_CHANNEL, JSON.stringify(changeEvent('updated', 'circuits', row.id, ['path']))]);
      if (!updated.length) {
        // It ended while it moved: the routers of the new path let it go too.
        for (const routerId of path.nodes) if (messenger.isConnected(routerId)) messenger.unroute(routerId, row.id, true);
        return true;
      }
      for (const routerId of row.path) if (!path.nodes.includes(routerId) && messenger.isConnected(routerId)) messenger.unroute(routerId, row.id, true);
      logger.info({ circuitId: row.id, path: path.nodes, links: path.links }, 'rerouted circuit');
      return true;
    } finally {
      this.rerouting.delete(row.id);
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
      links: (r.links as string[] | null) ?? [],
    }));
  }

  /**
   * Sends every router of a path its Route at once and waits for all their RouteResults. The
   * failure told is the first refusal in path order, else the first router that did not answer.
   */
  private async routeAll(messenger: RouterMessenger, nodes: string[], orders: RouteOrder[]): Promise<AttemptOutcome> {
    const results = await Promise.all(nodes.map((routerId, i) => this.route(messenger, routerId, orders[i]!)));
    const statuses = results.map((r) => ('status' in r ? r.status : undefined));
    const refused = results.findIndex((r) => 'status' in r && !r.status.success);
    if (refused >= 0) {
      const status = statuses[refused]!;
      return { statuses, failure: { routerId: nodes[refused]!, message: `error creating route for [c/${status.circuitId}] on [r/${nodes[refused]}] (${status.error})`, timedOut: false, status } };
    }
    const silent = results.findIndex((r) => !('status' in r));
    if (silent >= 0) {
      const r = results[silent] as { message: string; timedOut: boolean };
      return { statuses, failure: { routerId: nodes[silent]!, message: r.message, timedOut: r.timedOut } };
    }
    return { statuses };
  }

  /** Sends one Route and waits for its RouteResult (none in time, or a send that failed, is told as such). */
  private route(messenger: RouterMessenger, routerId: string, order: RouteOrder): Promise<{ status: RouteStatus } | { message: string; timedOut: boolean }> {
    const key = `${order.circuitId}\n${routerId}\n${order.attempt}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        resolve({ message: `timeout creating routes for [c/${order.circuitId}] on [r/${routerId}]`, timedOut: true });
      }, this.routeTimeoutMs);
      timer.unref();
      this.waiting.set(key, (status) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve({ status });
      });
      messenger.route(routerId, order).catch((err: unknown) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve({ message: `could not send the route to [r/${routerId}]: ${err instanceof Error ? err.message : String(err)}`, timedOut: false });
      });
    });
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }
}

/** Where each precedence's costs begin (OpenZiti: tiers a quarter of the uint32 range wide, so no cost crosses into the next). */
const TIER = Math.floor(0xffffffff / 4);
const PRECEDENCE_BASE: Record<string, number> = { required: 0, default: TIER, failed: TIER * 2 };

/** A terminator's cost without its precedence: static, dynamic, and the cost of the path to its router. */
function routeCost(t: Candidate): number {
  return t.cost + terminatorCosts.of(t.id) + (t.pathCost ?? 0);
}

/** The cost a strategy compares: the route cost within its precedence's tier (capped at the tier's end). */
function biasedCost(t: Candidate): number {
  const base = PRECEDENCE_BASE[t.precedence] ?? TIER;
  return base + Math.min(routeCost(t), TIER - 1);
}

/**
 * Picks a terminator by the service's strategy. All of them honour precedence (only the best
 * tier is considered); smartrouting takes the cheapest (static, dynamic and path cost), ha the
 * first (oldest) of the best tier, random any of the best tier, weighted any of the best tier
 * weighted towards low cost.
 */
export function selectTerminator<T extends Candidate>(strategy: string, candidates: T[]): T {
  const sorted = [...candidates].sort((a, b) => biasedCost(a) - biasedCost(b) || +new Date(a.created_at) - +new Date(b.created_at));
  const bestBase = PRECEDENCE_BASE[sorted[0]!.precedence] ?? TIER;
  const tier = sorted.filter((t) => (PRECEDENCE_BASE[t.precedence] ?? TIER) === bestBase);
  switch (strategy) {
    case 'random':
      return tier[Math.floor(Math.random() * tier.length)]!;
    case 'weighted': {
      const max = Math.max(...tier.map(routeCost)) + 1;
      const weights = tier.map((t) => max - routeCost(t));
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
