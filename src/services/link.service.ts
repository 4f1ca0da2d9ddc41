import { Config, Identity, Service, CONFIG_FIELDS, EDGE_ROUTER_FIELDS, IDENTITY_FIELDS, POSTURE_CHECK_FIELDS, SERVICE_FIELDS } from '../entities';
import { fieldError } from './core/errors';
import { requireAdmin, type RequestCtx } from './core/context';
import { listGroupedPages, type ParentLinks } from './core/list/grouped';
import type { ListQuery, ListSource, Page } from './core/list/list-query';
import { ENTITY_CLASSES, type EntityOf } from './policy/policy-lists';
import { ENTITY_TABLES, type EntityKind, type PolicyKind } from './policy/policy-sides';
import { POLICY_KINDS, type PolicyEntityOf } from './policy/policy-kinds';

/** A service an identity may use, with the permissions its service policies grant. */
export interface ServiceGrant {
  service: Service;
  permissions: string[];
}

/** Pages by parent id; every parent asked for has one (possibly empty). */
export type PagesOf<T> = Map<string, Page<T>>;

const ENTITY_SYMBOLS: Record<EntityKind, ListSource['symbols']> = {
  identity: IDENTITY_FIELDS, service: SERVICE_FIELDS, 'edge-router': EDGE_ROUTER_FIELDS, 'posture-check': POSTURE_CHECK_FIELDS,
};

function entitySource(kind: EntityKind): ListSource {
  const { table, scope } = ENTITY_TABLES[kind];
  return { table: `"${table}"`, symbols: ENTITY_SYMBOLS[kind], scope: { sql: scope, params: [] } };
}

/**
 * The links of the GraphQL dashboard: for MANY parents at once, the paged and counted lists REST
 * serves one parent at a time (`/identities/{id}/services`, `/services/{id}/service-policies`,
 * `/configs/{id}/services`, ...). Each method is one SQL statement whatever the number of parents
 * (core/list/grouped.ts), read from the `policy_matches` table the policy engine maintains, so a
 * dashboard costs a fixed number of statements. Admins only, as their REST operations.
 */
export class LinkService {
  /**
   * The services each identity may Dial or Bind, as `GET /identities/{id}/services` and the
   * client service list of that identity compute them (its service policies), with the
   * permissions; `policyType` (dial or bind, as the REST parameter) keeps the grants of one type.
   */
  async servicesOfIdentities(ctx: RequestCtx, identityIds: readonly string[], q: ListQuery, policyType?: string | null): Promise<PagesOf<ServiceGrant>> {
    requireAdmin(ctx);
    const type = parsePolicyType(policyType);
    const links: ParentLinks = {
      sql: `select pi."entity_id" as "__key", ps."entity_id" as "id", array_agg(distinct sp."type" order by sp."type") as "__extra"
        from "policy_matches" pi
        join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
        join "service_policies" sp on sp."id" = pi."policy_id"
        where pi."entity_id" = any(?::text[]) and pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and (?::text is null or sp."type" = ?)
        group by pi."entity_id", ps."entity_id"`,
      params: [type ?? null, type ?? null],
    };
    const pages = await listGroupedPages(ctx.em, Service, entitySource('service'), links, identityIds, q);
    return mapPages(pages, (service, extra) => ({ service, permissions: (extra as string[] | null) ?? [] }));
  }

  /** The identities that may use each service (`/services/{id}/identities`), of one policy type if given. */
  async identitiesOfServices(ctx: RequestCtx, serviceIds: readonly string[], q: ListQuery, policyType?: string | null): Promise<PagesOf<Identity>> {
    requireAdmin(ctx);
    const type = parsePolicyType(policyType);
    const links: ParentLinks = {
      sql: `select distinct ps."entity_id" as "__key", pi."entity_id" as "id", null as "__extra"
        from "policy_matches" ps
        join "policy_matches" pi on pi."policy_id" = ps."policy_id" and pi."entity_kind" = 'identity'
        join "service_policies" sp on sp."id" = ps."policy_id"
        where ps."entity_id" = any(?::text[]) and ps."entity_kind" = 'service' and ps."policy_kind" = 'service-policy' and (?::text is null or sp."type" = ?)`,
      params: [type ?? null, type ?? null],
    };
    return listGroupedPages(ctx.em, Identity, entitySource('identity'), links, serviceIds, q);
  }

  /** Policies of one kind selecting each of some entities (e.g. `/identities/{id}/service-policies`). */
  async policiesSelecting<K extends PolicyKind>(ctx: RequestCtx, kind: K, entityKind: EntityKind, ids: readonly string[], q: ListQuery): Promise<PagesOf<PolicyEntityOf[K]>> {
    requireAdmin(ctx);
    const def = POLICY_KINDS[kind];
    const links: ParentLinks = {
      sql: `select pm."entity_id" as "__key", pm."policy_id" as "id", null as "__extra" from "policy_matches" pm
        where pm."entity_id" = any(?::text[]) and pm."entity_kind" = ? and pm."policy_kind" = ?`,
      params: [entityKind, kind],
    };
    const pages = await listGroupedPages(ctx.em, def.entity, { table: `"${def.table}"`, symbols: def.symbols }, links, ids, q);
    return pages as unknown as PagesOf<PolicyEntityOf[K]>;
  }

  /**
   * Entities of `target` kind sharing a policy of kind `via` with each of some entities (e.g. the
   * edge routers an identity may use, the identities that may use a service).
   */
  async related<T extends EntityKind>(ctx: RequestCtx, from: EntityKind, ids: readonly string[], via: PolicyKind, target: T, q: ListQuery): Promise<PagesOf<EntityOf[T]>> {
    requireAdmin(ctx);
    const links: ParentLinks = {
      sql: `select distinct m."entity_id" as "__key", o."entity_id" as "id", null as "__extra" from "policy_matches" m
        join "policy_matches" o on o."policy_id" = m."policy_id"
        where m."entity_id" = any(?::text[]) and o."entity_kind" = ? and m."entity_kind" = ? and m."policy_kind" = ?`,
      params: [target, from, via],
    };
    const pages = await listGroupedPages(ctx.em, ENTITY_CLASSES[target] as new () => EntityOf[T], entitySource(target), links, ids, q);
    return pages;
  }

  /** The configs each service uses (`/services/{id}/configs`). */
  async configsOfServices(ctx: RequestCtx, serviceIds: readonly string[], q: ListQuery): Promise<PagesOf<Config>> {
    requireAdmin(ctx);
    const links: ParentLinks = {
      sql: `select distinct s."id" as "__key", c."id" as "id", null as "__extra"
        from "services" s cross join lateral unnest(s."configs") as c("id")
        where s."id" = any(?::text[])`,
    };
    const pages = await listGroupedPages(ctx.em, Config, { table: '"configs"', symbols: CONFIG_FIELDS }, links, serviceIds, q);
    const configs = [...pages.values()].flatMap((p) => p.items);
    // As the REST config lists: each config with its type, loaded once for every page.
    if (configs.length) await ctx.em.populate(configs, ['configType']);
    return pages;
  }

  /** The services using each config (`/configs/{id}/services`). */
  async servicesOfConfigs(ctx: RequestCtx, configIds: readonly string[], q: ListQuery): Promise<PagesOf<Service>> {
    requireAdmin(ctx);
    const links: ParentLinks = {
      sql: `select distinct c."id" as "__key", s."id" as "id", null as "__extra"
        from unnest(?::text[]) as c("id") join "services" s on c."id" = any(s."configs")`,
    };
    return listGroupedPages(ctx.em, Service, entitySource('service'), links, configIds, q);
  }
}

/** REST's `policyType` parameter: dial or bind, in any case; absent or empty for both. */
function parsePolicyType(policyType: string | null | undefined): 'Dial' | 'Bind' | undefined {
  if (policyType == null || policyType === '') return undefined;
  const type = ({ dial: 'Dial', bind: 'Bind' } as const)[policyType.toLowerCase() as 'dial' | 'bind'];
  if (!type) throw fieldError('policyType', 'policyType must be dial or bind', policyType);
  return type;
}

function mapPages<T, O>(pages: Map<string, Page<T> & { extras: unknown[] }>, map: (item: T, extra: unknown) => O): PagesOf<O> {
  const out: PagesOf<O> = new Map();
  for (const [key, { extras, ...page }] of pages) out.set(key, { ...page, items: page.items.map((item, i) => map(item, extras[i])) });
  return out;
}
