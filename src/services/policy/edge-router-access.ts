import type { EntityManager } from '@mikro-orm/postgresql';
import { Router } from '../../entities';
import { detachedEntity } from '../core/detached';
import { preparedQuery, textArray } from '../core/sql';

/** The version row the migration's triggers bump with every change to edge router access. */
export const EDGE_ROUTER_ACCESS_VERSION = `(select v."version" from "access_versions" v where v."name" = 'edge-routers')`;

interface RankedRouter {
  router: Router;
  /** Position in the order sessions offer routers: online first, then cheapest, then by name. */
  rank: number;
}

interface PolicyRouters {
  /** By rank. */
  sorted: RankedRouter[];
  ids: Set<string>;
}

interface Loaded {
  version: string;
  routers: Record<string, unknown>[] | null;
  policies: Record<string, string[]> | null;
}

/**
 * Loads, at one version: the edge routers (when asked) and the routers of some policies.
 * Params: with routers?, policy ids text[].
 */
const LOAD_SQL = `select ${EDGE_ROUTER_ACCESS_VERSION} as "version",
    case when ?::boolean then (select json_agg(e."router") from (
      select to_jsonb(r) - 'cert_pem' - 'unverified_cert_pem'
        || jsonb_build_object('rank', row_number() over (order by r."is_online" desc, r."cost", r."name")) as "router"
      from "routers" r where r."is_edge") e) end as "routers",
    (select json_object_agg(m."policy_id", m."routers") from (
      select pm."policy_id", array_agg(pm."entity_id") as "routers" from "policy_matches" pm
      where pm."policy_id" = any(?::text[]) and pm."entity_kind" = 'edge-router' group by pm."policy_id") m) as "policies"`;

/**
 * Which edge routers an identity may use for a service: those of its edge router policies that
 * one of the service's service edge router policies also selects, best first.
 *
 * The routers and the routers of each policy are kept in memory, tagged with the version the
 * database stamps on that data (migration 0004). Each caller brings the version its own
 * statement read, and the copy is replaced as soon as it is older: answers are exactly as
 * current as the caller's statement, on every controller instance, without waiting for events.
 * Policies are loaded as sessions need them, never all of them per request.
 */
export class EdgeRouterAccess {
  private version = 0n;
  private routers?: Map<string, RankedRouter>;
  private readonly policies = new Map<string, PolicyRouters>();

  /**
   * The edge routers (at most `limit`, best first) shared by the edge router policies `erps`
   * of an identity and the service edge router policies `serps` of a service, as of `version`
   * (or later).
   */
  async routersFor(em: EntityManager, version: string, erps: string[], serps: string[], limit: number): Promise<Router[]> {
    this.advanceTo(BigInt(version));
    for (;;) {
      const missing = [...erps, ...serps].filter((id) => !this.policies.has(id));
      if (this.routers && !missing.length) return this.pick(erps, serps, limit);
      const [loaded] = await preparedQuery<Loaded>(em, 'zt_edge_router_access', LOAD_SQL, [!this.routers, textArray(missing)]);
      const loadedVersion = BigInt(loaded.version);
      // Older than what another load brought meanwhile: its pieces do not fit; ask again.
      if (loadedVersion < this.version) continue;
      this.advanceTo(loadedVersion);
      if (loaded.routers) this.routers = new Map(loaded.routers.map((row) => [row.id as string, { router: detachedEntity(em, Router, row), rank: Number(row.rank) }]));
      // A newer version dropped the routers, and this load did not ask for them: ask again.
      if (!this.routers) continue;
      for (const id of missing) if (!this.policies.has(id)) this.policies.set(id, this.policyRouters(loaded.policies?.[id] ?? []));
    }
  }

  private advanceTo(version: bigint): void {
    if (version <= this.version) return;
    this.version = version;
    this.routers = undefined;
    this.policies.clear();
  }

  private policyRouters(ids: string[]): PolicyRouters {
    const sorted = ids.map((id) => this.routers!.get(id)).filter((r): r is RankedRouter => r !== undefined);
    sorted.sort((a, b) => a.rank - b.rank);
    return { sorted, ids: new Set(ids) };
  }

  /** Merges the identity's policies' router lists by rank, keeping routers a service policy also has. */
  private pick(erps: string[], serps: string[], limit: number): Router[] {
    const lists = erps.map((id) => this.policies.get(id)!.sorted);
    const serviceSets = serps.map((id) => this.policies.get(id)!.ids);
    const at = lists.map(() => 0);
    const picked: Router[] = [];
    let lastRank = -1;
    while (picked.length < limit) {
      let best = -1;
      for (let i = 0; i < lists.length; i++) {
        if (at[i] < lists[i].length && (best < 0 || lists[i][at[i]].rank < lists[best][at[best]].rank)) best = i;
      }
      if (best < 0) break;
      const next = lists[best][at[best]++];
      if (next.rank === lastRank) continue; // the same router through another policy
      lastRank = next.rank;
      if (serviceSets.some((s) => s.has(next.router.id))) picked.push(next.router);
    }
    return picked;
  }
}
