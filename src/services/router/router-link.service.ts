import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../service-deps';
import { requireAdmin, type RequestCtx } from '../core/context';
import { NotFoundError } from '../core/errors';
import { listRows, type ListQuery, type Page } from '../core/list/list-query';
import type { SymbolTable } from '../core/list/compile';
import { textArray } from '../core/sql';
import { logger } from '../core/logger';
import type { RouterMessenger } from './messenger';
import { CONTROLLER_ONLINE_SQL } from '../../entities/controller.entity';

/** A new link's latency on each side until its routers' metrics report one (OpenZiti's default, 65 s). */
const INITIAL_LATENCY_NS = 65_000_000_000;
/** The least a router adds to the cost of a path through it (OpenZiti's minRouterCost). */
const MIN_ROUTER_COST = 10;
/** A path's cost as a terminator's cost includes it is capped (as OpenZiti caps it). */
const MAX_PATH_COST = 1 << 20;
/** The distance of a router not reached (and the cost of a hop through a no-traversal router). */
const UNREACHABLE = 0x7fffffff;

/** A link as a router reports it (ctrl_pb RouterLinks.RouterLink). */
export interface ReportedLink {
  id: string;
  destRouterId: string;
  linkProtocol: string;
  dialAddress: string;
  iteration: number;
  connState?: ConnState;
}

/** The connections under a link (ctrl_pb LinkConnState): newer state iterations replace older ones. */
export interface ConnState {
  stateIteration: number;
  conns: { type: string; localAddr: string; remoteAddr: string }[];
}

interface Link {
  id: string;
  src: string;
  dst: string;
  protocol: string;
  dialAddress: string;
  iteration: number;
  staticCost: number;
  /** Nanoseconds, as the routers' link latency histograms measure it. */
  srcLatency: number;
  dstLatency: number;
  state: 'Connected' | 'Failed';
  down: boolean;
  connState?: ConnState;
}

/** A link as the fabric API and GraphQL show it. */
export interface LinkView {
  id: string;
  protocol: string;
  dialAddress: string;
  sourceRouter: { id: string; name: string };
  destRouter: { id: string; name: string };
  state: string;
  down: boolean;
  staticCost: number;
  sourceLatency: number;
  destLatency: number;
  cost: number;
  iteration: number;
  connections: { type: string; source: string; dest: string }[];
}

/** A link as LINK_TABLE reads it (bigint columns come back as text). */
interface LinkRow {
  id: string;
  protocol: string;
  dialAddress: string;
  sourceRouter: string;
  destRouter: string;
  cost: string | number;
  staticCost: string | number;
  sourceLatency: string | number;
  destLatency: string | number;
  state: string;
  iteration: string | number;
  down: boolean;
  connections: { type: string; source: string; dest: string }[] | null;
}

/** The routers a circuit passes, in order, and the links between them. */
export interface RoutePath {
  nodes: string[];
  links: string[];
  /** What the path adds to a terminator's cost. */
  cost: number;
}

/** OpenZiti's filter fields of a link (columns of LINK_TABLE). */
const LINK_FIELDS: SymbolTable = {
  idSql: 'e."id"',
  fields: Object.fromEntries(([
    ['id', 'string'], ['protocol', 'string'], ['dialAddress', 'string'], ['sourceRouter', 'string'], ['destRouter', 'string'], ['cost', 'number'],
    ['staticCost', 'number'], ['sourceLatency', 'number'], ['destLatency', 'number'], ['state', 'string'], ['iteration', 'number'],
  ] as const).map(([name, type]) => [name, { sql: `e."${name}"`, type }])),
};
/**
 * The links of the live instances, one row per link (the instance that heard of it last): what
 * every instance and worker lists, whichever holds the routers' connections.
 */
const LINK_TABLE = `(select distinct on (l."id") l."id", l."protocol", l."dial_address" as "dialAddress", l."source_router_id" as "sourceRouter",
    l."dest_router_id" as "destRouter", l."cost", l."static_cost" as "staticCost", l."source_latency" as "sourceLatency", l."dest_latency" as "destLatency",
    l."state", l."iteration", l."down", l."connections"
  from "router_links" l
  where exists (select 1 from "controllers" e where e."id" = l."controller_id" and ${CONTROLLER_ONLINE_SQL})
  order by l."id", l."updated_at" desc)`;

const costOf = (l: Link): number => l.staticCost + Math.trunc(l.srcLatency / 1_000_000) + Math.trunc(l.dstLatency / 1_000_000);
const usable = (l: Link): boolean => l.state === 'Connected' && !l.down;

/**
 * The links between routers, as the routers report them (links are router-managed: a router
 * dials the listeners of the peers it is told of and reports the links it made). Each instance
 * with a control plane keeps a registry in memory: every router connects to every such instance
 * and tells each of its links and their faults, so they hold the same links. Paths for circuits
 * are the cheapest over usable links between routers connected to this instance (OpenZiti's
 * costs: a link's static cost plus its latency on both sides in ms, and each router's cost, at
 * least 10); a link lost while usable is announced to the circuit service, which reroutes what
 * used it. The registry is written through to `router_links` (this instance's rows), which is
 * what every instance and worker lists: a worker without routers shows the same links.
 */
export class RouterLinkService {
  private readonly links = new Map<string, Link>();
  private messenger?: RouterMessenger;
  private controllerId?: string;
  private readonly lostListeners: ((linkIds: string[]) => void)[] = [];
  /** Links changed since the last write of this instance's rows, and the write under way. */
  private readonly unwritten = new Set<string>();
  private writing?: Promise<void>;

  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The control plane of this instance hands over how routers are reached; what this instance
   * wrote before (a crash) goes, with the rows of instances no longer alive.
   */
  async attach(messenger: RouterMessenger, controllerId: string): Promise<void> {
    this.messenger = messenger;
    this.controllerId = controllerId;
    await this.em().execute(
      `delete from "router_links" l where l."controller_id" = ? or not exists (select 1 from "controllers" e where e."id" = l."controller_id" and ${CONTROLLER_ONLINE_SQL})`,
      [controllerId]);
  }

  /** The control plane stops: its routers (and so its links) are gone with it. */
  async detach(): Promise<void> {
    const controllerId = this.controllerId;
    this.messenger = undefined;
    this.controllerId = undefined;
    this.links.clear();
    this.unwritten.clear();
    await this.writing;
    if (controllerId) await this.em().execute('delete from "router_links" where "controller_id" = ?', [controllerId]);
  }

  /** Called with the ids of links lost while usable (their circuits need another path). */
  onLinksLost(listener: (linkIds: string[]) => void): void {
    this.lostListeners.push(listener);
  }

  /**
   * RouterLinks from a router: the links it dialed. A known link is kept unless this is a newer
   * iteration of it; a full refresh (sent when the router connects) also ends the links of this
   * router it no longer names.
   */
  reported(routerId: string, reported: ReportedLink[], fullRefresh: boolean): void {
    if (!this.messenger?.isConnected(routerId)) return;
    if (fullRefresh) {
      const named = new Set(reported.map((l) => l.id));
      for (const link of [...this.links.values()]) {
        if (link.src === routerId && !named.has(link.id)) {
          this.faulted(link);
          logger.info({ linkId: link.id, routerId }, 'removed link not present in full reported set');
        }
      }
    }
    for (const r of reported) {
      if (!r.id || !r.destRouterId || r.destRouterId === routerId) continue;
      const known = this.links.get(r.id);
      if (known && known.iteration >= r.iteration) continue;
      this.links.set(r.id, {
        id: r.id, src: routerId, dst: r.destRouterId, protocol: r.linkProtocol, dialAddress: r.dialAddress, iteration: r.iteration,
        staticCost: 1, srcLatency: INITIAL_LATENCY_NS, dstLatency: INITIAL_LATENCY_NS, state: 'Connected', down: false, connState: r.connState,
      });
      logger.info({ linkId: r.id, routerId, destRouterId: r.destRouterId, iteration: r.iteration }, known ? 'link replaced by a newer iteration' : 'router reported link added');
      this.changed(r.id);
    }
  }

  /** LinkState: the connections under a link changed (only for the current iteration, newer states only). */
  connState(linkId: string, iteration: number, state: ConnState | undefined): void {
    const link = this.links.get(linkId);
    if (!link || !state || link.iteration !== iteration) return;
    if (!link.connState || state.stateIteration > link.connState.stateIteration) {
      link.connState = state;
      this.changed(linkId);
    }
  }

  /**
   * A router reports a link failed (or a duplicate it closed): the link goes, and the router at
   * its other end is told, so it closes its side too. A fault of an older iteration than the
   * link known is ignored.
   */
  fault(reporterId: string, linkId: string, iteration: number): void {
    const link = this.links.get(linkId);
    if (!link) {
      logger.info({ linkId, routerId: reporterId }, 'link fault for unknown link');
      return;
    }
    if (iteration !== 0 && link.iteration !== 0 && iteration < link.iteration) {
      logger.info({ linkId, routerId: reporterId, iteration, linkIteration: link.iteration }, 'link fault of an older iteration ignored');
      return;
    }
    const wasUsable = usable(link);
    this.faulted(link);
    const other = link.src === reporterId ? link.dst : link.src;
    if (wasUsable && this.messenger?.isConnected(other)) this.messenger.linkFault(other, linkId, iteration);
    logger.info({ linkId, routerId: reporterId }, 'link fault');
  }

  /**
   * A router left this instance: the links it dialed go; those dialed to it stay (the router
   * that holds them reports their end) but carry nothing while it is away. Circuits over any of
   * them need another path.
   */
  routerGone(routerId: string): void {
    const lost: string[] = [];
    for (const link of [...this.links.values()]) {
      if (link.src !== routerId && link.dst !== routerId) continue;
      if (link.src === routerId) {
        this.links.delete(link.id);
        this.changed(link.id);
      }
      if (usable(link)) lost.push(link.id);
    }
    this.announceLost(lost);
  }

  /**
   * Metrics from a router: the mean latency (plus queue time) of each of its links, in ns, on
   * its side of the link, as OpenZiti's link costs follow them.
   */
  latencies(routerId: string, histograms: Record<string, { mean: number }>): void {
    for (const link of this.links.values()) {
      if (link.src !== routerId && link.dst !== routerId) continue;
      const latency = histograms[`link.${link.id}.latency`];
      if (!latency || !Number.isFinite(latency.mean)) continue;
      const queue = histograms[`link.${link.id}.queue_time`];
      const ns = Math.max(0, Math.trunc(latency.mean + (queue && Number.isFinite(queue.mean) ? queue.mean : 0)));
      if (link.src === routerId) link.srcLatency = ns;
      else link.dstLatency = ns;
      this.changed(link.id);
    }
  }

  /** Whether a link is known and usable (a path over it may be routed). */
  isUsable(linkId: string): boolean {
    const link = this.links.get(linkId);
    return !!link && usable(link);
  }

  /**
   * The cheapest paths from `src` to each of `destinations` (OpenZiti's shortest path: a hop
   * costs its cheapest usable link plus the cost of the router it reaches, at least 10; a
   * no-traversal router is only ever an end). Destinations without a path are left out.
   */
  async paths(src: string, destinations: string[]): Promise<Map<string, RoutePath>> {
    const out = new Map<string, RoutePath>();
    const others = [...new Set(destinations)].filter((d) => d !== src);
    if (destinations.includes(src)) out.set(src, { nodes: [src], links: [], cost: 0 });
    if (!others.length || !this.messenger?.isConnected(src)) return out;
    const graph = this.graph();
    if (!graph.has(src)) return out;
    const routers = await this.routerCosts([...graph.keys()]);
    for (const dst of others) {
      const path = shortestPath(src, dst, graph, routers);
      if (path) out.set(dst, path);
    }
    return out;
  }

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<LinkView>> {
    requireAdmin(ctx);
    const page = await listRows(ctx.em, { table: LINK_TABLE, symbols: LINK_FIELDS }, q);
    return { ...page, items: await this.describe(ctx.em, page.items as unknown as LinkRow[]) };
  }

  async get(ctx: RequestCtx, id: string): Promise<LinkView> {
    requireAdmin(ctx);
    const rows = await ctx.em.execute<LinkRow[]>(`select * from ${LINK_TABLE} e where e."id" = ?`, [id]);
    const [view] = await this.describe(ctx.em, rows);
    if (!view) throw new NotFoundError(undefined, id);
    return view;
  }

  /** Rows of this instance follow its registry: written in order, the latest state of what changed. */
  private changed(linkId: string): void {
    if (!this.controllerId) return;
    this.unwritten.add(linkId);
    this.writing ??= this.writeRows().finally(() => {
      this.writing = undefined;
    });
  }

  private async writeRows(): Promise<void> {
    while (this.unwritten.size && this.controllerId) {
      // Let a burst of changes (a full refresh, a metrics message) go out as one write.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const controllerId = this.controllerId;
      const ids = [...this.unwritten];
      this.unwritten.clear();
      const present = ids.map((id) => this.links.get(id)).filter((l): l is Link => !!l);
      const rows = present.map((l) => ({
        id: l.id, source_router_id: l.src, dest_router_id: l.dst, protocol: l.protocol, dial_address: l.dialAddress, iteration: l.iteration,
        static_cost: l.staticCost, source_latency: l.srcLatency, dest_latency: l.dstLatency, cost: costOf(l), state: l.state, down: l.down,
        connections: (l.connState?.conns ?? []).map((c) => ({ type: c.type, source: c.localAddr, dest: c.remoteAddr })),
      }));
      try {
        await this.em().transactional(async (em) => {
          await em.execute('delete from "router_links" where "controller_id" = ? and "id" = any(?::text[])', [controllerId, textArray(ids.filter((id) => !this.links.has(id)))]);
          if (!rows.length) return;
          await em.execute(
            `insert into "router_links" ("id", "controller_id", "source_router_id", "dest_router_id", "protocol", "dial_address", "iteration", "static_cost",
                "source_latency", "dest_latency", "cost", "state", "down", "connections", "updated_at")
              select r."id", ?, r."source_router_id", r."dest_router_id", r."protocol", r."dial_address", r."iteration", r."static_cost",
                r."source_latency", r."dest_latency", r."cost", r."state", r."down", r."connections", now()
              from jsonb_to_recordset(?::jsonb) as r("id" text, "source_router_id" text, "dest_router_id" text, "protocol" text, "dial_address" text, "iteration" bigint,
                "static_cost" bigint, "source_latency" bigint, "dest_latency" bigint, "cost" bigint, "state" text, "down" boolean, "connections" jsonb)
            on conflict ("id", "controller_id") do update set "source_router_id" = excluded."source_router_id", "dest_router_id" = excluded."dest_router_id",
              "protocol" = excluded."protocol", "dial_address" = excluded."dial_address", "iteration" = excluded."iteration", "static_cost" = excluded."static_cost",
              "source_latency" = excluded."source_latency", "dest_latency" = excluded."dest_latency", "cost" = excluded."cost", "state" = excluded."state",
              "down" = excluded."down", "connections" = excluded."connections", "updated_at" = now()`,
            [controllerId, JSON.stringify(rows)]);
        });
      } catch (err) {
        // The registry stays right (routing reads it); the rows catch up with the next change.
        logger.warn({ err }, 'could not record the links of this instance');
        for (const id of ids) this.unwritten.add(id);
        return;
      }
    }
  }

  private faulted(link: Link): void {
    const wasUsable = usable(link);
    link.state = 'Failed';
    if (this.links.get(link.id) === link) {
      this.links.delete(link.id);
      this.changed(link.id);
    }
    if (wasUsable) this.announceLost([link.id]);
  }

  private announceLost(linkIds: string[]): void {
    if (!linkIds.length) return;
    for (const listener of this.lostListeners) listener(linkIds);
  }

  /** For each router, its neighbours over usable links between connected routers, by the cheapest link. */
  private graph(): Map<string, Map<string, Link>> {
    const graph = new Map<string, Map<string, Link>>();
    const connected = (id: string) => this.messenger?.isConnected(id) === true;
    const add = (a: string, b: string, link: Link) => {
      let neighbours = graph.get(a);
      if (!neighbours) graph.set(a, (neighbours = new Map()));
      const known = neighbours.get(b);
      if (!known || costOf(link) < costOf(known)) neighbours.set(b, link);
    };
    for (const link of this.links.values()) {
      if (!usable(link) || !connected(link.src) || !connected(link.dst)) continue;
      add(link.src, link.dst, link);
      add(link.dst, link.src, link);
    }
    return graph;
  }

  private async routerCosts(ids: string[]): Promise<Map<string, { cost: number; noTraversal: boolean }>> {
    const rows = await this.em().execute<{ id: string; cost: number; no_traversal: boolean }[]>(
      'select "id", "cost", "no_traversal" from "routers" where "id" = any(?::text[])', [textArray(ids)]);
    return new Map(rows.map((r) => [r.id, { cost: Number(r.cost), noTraversal: r.no_traversal }]));
  }

  private async describe(em: EntityManager, rows: LinkRow[]): Promise<LinkView[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.sourceRouter, r.destRouter]))];
    const routers = await em.execute<{ id: string; name: string }[]>('select "id", "name" from "routers" where "id" = any(?::text[])', [textArray(ids)]);
    const names = new Map(routers.map((r) => [r.id, r.name]));
    return rows.map((r) => ({
      id: r.id,
      protocol: r.protocol,
      dialAddress: r.dialAddress,
      sourceRouter: { id: r.sourceRouter, name: names.get(r.sourceRouter) ?? '' },
      destRouter: { id: r.destRouter, name: names.get(r.destRouter) ?? '' },
      state: r.state,
      down: r.down,
      staticCost: Number(r.staticCost),
      sourceLatency: Number(r.sourceLatency),
      destLatency: Number(r.destLatency),
      cost: Number(r.cost),
      iteration: Number(r.iteration),
      connections: r.connections ?? [],
    }));
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }
}

/** Dijkstra from `src` to `dst` over `graph`, as OpenZiti's controller computes it. */
function shortestPath(src: string, dst: string, graph: Map<string, Map<string, Link>>, routers: Map<string, { cost: number; noTraversal: boolean }>): RoutePath | undefined {
  if (!graph.has(dst)) return undefined;
  const dist = new Map<string, number>();
  const prev = new Map<string, string>();
  const unvisited = new Set(graph.keys());
  for (const id of unvisited) dist.set(id, UNREACHABLE);
  dist.set(src, 0);
  while (unvisited.size) {
    let u = '';
    let best = Infinity;
    for (const id of unvisited) {
      const d = dist.get(id)!;
      if (d < best) {
        best = d;
        u = id;
      }
    }
    if (u === dst) break;
    unvisited.delete(u);
    for (const [r, link] of graph.get(u) ?? []) {
      if (!unvisited.has(r)) continue;
      const router = routers.get(r);
      const cost = !router?.noTraversal || r === src || r === dst ? costOf(link) + Math.max(router?.cost ?? 0, MIN_ROUTER_COST) : UNREACHABLE + 1;
      const alt = dist.get(u)! + cost;
      if (alt < dist.get(r)!) {
        dist.set(r, alt);
        prev.set(r, u);
      }
    }
  }
  const nodes = [dst];
  for (let p = prev.get(dst); p !== undefined; p = prev.get(p)) nodes.unshift(p);
  if (nodes[0] !== src) return undefined;
  const links = nodes.slice(1).map((node, i) => graph.get(nodes[i]!)!.get(node)!.id);
  return { nodes, links, cost: Math.min(dist.get(dst)!, MAX_PATH_COST) };
}
