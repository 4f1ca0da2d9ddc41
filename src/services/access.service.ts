import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, Identity, Router, Service, Session, Terminator } from '../entities';
import { limitRelations } from './core/list/compile';
import type { PostureCheck } from '../entities';
import type { ServiceDeps } from './service-deps';
import { configsFor, type ConfigMap, type Permission } from './service.service';
import { requireAdmin, requireIdentity, type IdentityActor, type RequestCtx } from './core/context';
import { NotFoundError, UnauthorizedError, fieldError } from './core/errors';
import { mustExist, mustFind } from './core/find';
import { listPage, listRows, withoutOrphans, type ListQuery, type Page } from './core/list/list-query';
import { preparedQuery, textArray } from './core/sql';
import { detachedEntity } from './core/detached';
import { concernsIdentity, isResync, type EntityChangeEvent } from './core/events/entity-change';
import { inTransaction } from './core/tx';
import { logger } from './core/logger';
import {
  ALL_PERMISSIONS_OF_IDENTITY, EDGE_ROUTERS_OF_IDENTITY, EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE, EDGE_ROUTERS_OF_SERVICE, GRANTS_OF_IDENTITY_ON_SERVICE_ROW, PERMISSIONS_OF_IDENTITY,
  POSTURE_CHECKS_OF_IDENTITY, SERVICES_OF_IDENTITY,
} from './policy/access-sql';
import { EMPTY_POSTURE, evaluateCheck } from './policy/posture';
import { postureStateOf } from './posture-response.service';
import { IdentityPageCache } from './core/identity-page-cache';
import { pushStream, revokes } from './core/events/stream';
import { EDGE_ROUTER_FIELDS, SERVICE_FIELDS, TERMINATOR_FIELDS } from '../entities';

/** A client's own service list may follow relations to what it can read (terminators, configs), never to policies. */
const CLIENT_SERVICE_FIELDS = limitRelations(SERVICE_FIELDS, ['configs', 'terminators']);


export interface PostureQueryView {
  check: PostureCheck;
  isPassing: boolean;
  /** Seconds left of an MFA check's timeout; -1 without one. */
  timeoutRemaining: number;
}

export interface PolicyPostureQueries {
  policyId: string;
  policyType: Permission;
  isPassing: boolean;
  postureQueries: PostureQueryView[];
}

/** A service as one identity sees it. */
export interface ServiceView {
  service: Service;
  permissions: Permission[];
  /** Config type name → data: the service's configs of the requested types, overridden per identity. */
  config: ConfigMap;
  postureQueries: PolicyPostureQueries[];
}

export interface ServiceListChange {
  added: ServiceView[];
  removed: string[];
  changed: ServiceView[];
}

/** Services whose posture results flipped for the caller, with their posture queries now. */
export interface PostureResultChange {
  services: ServiceView[];
}

/**
 * What an identity may use: its services (with permissions, configs and posture queries), its
 * edge routers, and when its service list last changed. Every answer is an indexed query over
 * policy_matches; nothing is evaluated per request.
 */
export class AccessService {
  /** identity id → last change of its service list (undefined: not cached). */
  private readonly lastChange = new Map<string, Date | null>();
  /** identity id → timeoutSeconds of the MFA checks (with a timeout) of its service policies (undefined: not cached). */
  private readonly mfaTimeouts = new Map<string, number[]>();
  /**
   * identity id → every service it may see, with its permissions (undefined: not cached): what a
   * client service list that no cached page answers is scoped by, instead of a policy join per row.
   */
  private readonly visible = new Map<string, VisibleServices>();
  /** Non-admin service list pages, per identity and query. */
  private readonly lists = new IdentityPageCache<ServiceView>();
  /** Hits and misses of the service list page cache (metrics). */
  get serviceListCacheStats(): { hits: number; misses: number } {
    return this.lists.stats;
  }
  /**
   * Counts service-access events. A read stores its answer only if no event came while it ran:
   * otherwise an answer read before a commit could be stored after that commit's eviction, and
   * stay stale.
   */
  private generation = 0;

  constructor(private readonly deps: ServiceDeps) {
    // Every change to what an identity sees of its services stamps it (PolicyEngine) and
    // announces it as a service-access event: both caches drop exactly those identities.
    deps.bus.onEntityChange((e) => {
      if (isResync(e)) {
        this.generation += 1;
        this.lastChange.clear();
        this.mfaTimeouts.clear();
        this.visible.clear();
        this.lists.clear();
        void this.markResync();
        return;
      }
      if (e.entityType === 'posture-checks' || e.entityType === 'service-policies') {
        this.generation += 1;
        this.mfaTimeouts.clear();
        // Whether a granting policy has posture checks may have changed.
        this.visible.clear();
        return;
      }
      if (e.entityType !== 'service-access') return;
      this.generation += 1;
      if (e.identityIds) {
        for (const id of e.identityIds) {
          this.lastChange.delete(id);
          this.mfaTimeouts.delete(id);
          this.visible.delete(id);
          this.lists.evict(id);
        }
      } else {
        this.lastChange.clear();
        this.mfaTimeouts.clear();
        this.visible.clear();
        this.lists.clear();
      }
    });
  }

  // ---- client API: the caller's own view ----

  /**
   * The caller's services. SDKs poll this with the same query, so non-admin pages are cached
   * per identity until a service-access event says that identity's view changed.
   */
  async listServices(ctx: RequestCtx, q: ListQuery, requestedConfigTypes: string[] = []): Promise<Page<ServiceView>> {
    const actor = requireIdentity(ctx);
    const configTypes = await this.configTypesOf(ctx, requestedConfigTypes);
    // Cached pages answer only while change notifications flow (else a change could be missed).
    const key = actor.isAdmin || !this.deps.bus.connected ? undefined : JSON.stringify([q, configTypes]);
    const cached = key ? this.lists.get(actor.identityId, key) : undefined;
    if (cached) return cached;
    const generation = this.generation;
    let rows: Page<Record<string, unknown>>;
    let known: Grants | undefined;
    const visible = key ? await this.visibleServices(ctx.em, actor.identityId) : undefined;
    if (visible) {
      // The services the identity may see, known here: the list is scoped by their ids, and their permissions are at hand.
      rows = await listRows(ctx.em, { table: '"services"', symbols: CLIENT_SERVICE_FIELDS, roleAttributesSql: 'e."role_attributes"', scope: { sql: 'e."id" = any(?::text[])', params: [visible.idArray] }, hot: true }, q);
      known = { permissions: visible.permissions, checked: rows.items.some((row) => visible.checked.has(row.id as string)) };
    } else {
      // Non-admins: only the services their policies grant, each read with its permissions (one round trip).
      const own = actor.isAdmin
        ? {}
        : {
            scope: { sql: `e."id" in (${SERVICES_OF_IDENTITY})`, params: [actor.identityId] },
            extra: { sql: GRANTS_OF_IDENTITY_ON_SERVICE_ROW, params: [actor.identityId] },
            hot: true,
          };
      const { extras, ...page } = await listRows(ctx.em, { table: '"services"', symbols: actor.isAdmin ? SERVICE_FIELDS : CLIENT_SERVICE_FIELDS, roleAttributesSql: 'e."role_attributes"', ...own }, q);
      rows = page;
      known = extras && grantsOf(page.items.flatMap((s, i) => (extras[i] as Omit<GrantRow, 'service_id'>[]).map((g) => ({ service_id: s.id as string, ...g }))));
    }
    // Rows become detached Services: the page is presented and cached, never written back.
    const items = rows.items.map((row) => detachedEntity(ctx.em, Service, row));
    const result: Page<ServiceView> = {
      items: await this.describeServices(ctx.em, actor.identityId, actor.isAdmin, items, configTypes, known, actor.apiSessionId),
      totalCount: rows.totalCount, limit: rows.limit, offset: rows.offset, filterableFields: rows.filterableFields,
    };
    // A page with posture queries is not cached: their results and timeouts change with time and posture data.
    if (key && !result.items.some((v) => v.postureQueries.length) && generation === this.generation && this.deps.bus.connected) this.lists.set(actor.identityId, key, result);
    return result;
  }

  /**
   * Every service an identity may see, with its permissions: cached per identity (while change
   * notifications flow) and dropped with the identity's service list on its service-access
   * events, as its pages are; read again after VISIBLE_MAX_AGE_MS regardless.
   */
  private async visibleServices(em: EntityManager, identityId: string): Promise<VisibleServices | undefined> {
    const cached = this.visible.get(identityId);
    if (cached && Date.now() - cached.at <= VISIBLE_MAX_AGE_MS) return cached;
    const generation = this.generation;
    const rows = await preparedQuery<GrantRow>(em, 'zt_all_permissions_of_identity', ALL_PERMISSIONS_OF_IDENTITY, [identityId]);
    const { permissions } = grantsOf(rows);
    const checked = new Set(rows.filter((r) => r.checked).map((r) => r.service_id));
    const visible: VisibleServices = { at: Date.now(), idArray: textArray([...permissions.keys()]), permissions, checked };
    if (generation === this.generation && this.deps.bus.connected) {
      this.visible.delete(identityId);
      if (this.visible.size >= VISIBLE_MAX_IDENTITIES) this.visible.delete(this.visible.keys().next().value as string);
      this.visible.set(identityId, visible);
    }
    return visible;
  }

  async getService(ctx: RequestCtx, id: string, requestedConfigTypes: string[] = []): Promise<ServiceView> {
    const actor = requireIdentity(ctx);
    const service = await ctx.em.findOne(Service, { id });
    if (!service) throw new NotFoundError('services', id);
    const [view] = await this.describeServices(ctx.em, actor.identityId, actor.isAdmin, [service], await this.configTypesOf(ctx, requestedConfigTypes), undefined, actor.apiSessionId);
    if (!actor.isAdmin && view.permissions.length === 0) throw new NotFoundError('services', id);
    return view;
  }

  /** `GET /current-api-session/service-updates`: the last change to the caller's service list. */
  async serviceUpdates(ctx: RequestCtx): Promise<{ lastChangeAt: Date }> {
    const actor = requireIdentity(ctx);
    let changed = this.deps.bus.connected ? this.lastChange.get(actor.identityId) : undefined;
    if (changed === undefined) {
      const generation = this.generation;
      // The identity's own stamp, or the last resynchronisation when that is later.
      const rows = await ctx.em.execute<{ changed_at: Date | null }[]>(
        `select greatest((select "services_changed_at" from "identity_service_state" where "identity_id" = ?),
           (select "at" from "change_epochs" where "name" = 'service-access')) as changed_at`,
        [actor.identityId],
      );
      changed = rows[0]?.changed_at ? new Date(rows[0].changed_at) : null;
      if (generation === this.generation && this.deps.bus.connected) this.lastChange.set(actor.identityId, changed);
    }
    const created = actor.apiSessionCreatedAt ?? (await ctx.em.findOneOrFail(ApiSession, { id: actor.apiSessionId })).createdAt;
    const lastChangeAt = changed && changed > created ? changed : created;
    // Identities known to have no MFA timeouts (most) skip it without a promise or an EntityManager.
    const known = this.deps.bus.connected ? this.mfaTimeouts.get(actor.identityId) : undefined;
    const expired = known && !known.length ? undefined : await this.lastMfaTimeout(() => ctx.em, actor.identityId, actor.apiSessionId);
    return { lastChangeAt: expired && expired > lastChangeAt ? expired : lastChangeAt };
  }

  /**
   * When an MFA posture timeout of the caller's API session last ran out (a posture result
   * changed with no write): computed on read, from the session's MFA time and the timeouts of
   * the identity's MFA checks (cached per identity). Identities without such checks pay nothing
   * once their (empty) list is cached.
   */
  private async lastMfaTimeout(emOf: () => EntityManager, identityId: string, apiSessionId: string): Promise<Date | undefined> {
    let timeouts = this.deps.bus.connected ? this.mfaTimeouts.get(identityId) : undefined;
    if (!timeouts) {
      const generation = this.generation;
      const rows = await emOf().execute<{ timeout: number }[]>(MFA_TIMEOUTS_OF_IDENTITY, [identityId]);
      timeouts = rows.map((r) => Number(r.timeout));
      if (generation === this.generation && this.deps.bus.connected) this.mfaTimeouts.set(identityId, timeouts);
    }
    if (!timeouts.length) return undefined;
    const passedAt = (await postureStateOf(emOf(), apiSessionId)).mfa?.passedAt;
    if (!passedAt) return undefined;
    const now = Date.now();
    const ran = timeouts.map((t) => Date.parse(passedAt) + t * 1000).filter((at) => at <= now);
    return ran.length ? new Date(Math.max(...ran)) : undefined;
  }

  /** Edge routers the caller may connect to (edge router policies). */
  async currentIdentityEdgeRouters(ctx: RequestCtx, q: ListQuery): Promise<Page<Router>> {
    const actor = requireIdentity(ctx);
    return this.edgeRouterPage(ctx.em, { sql: `e."id" in (${EDGE_ROUTERS_OF_IDENTITY})`, params: [actor.identityId] }, q);
  }

  /**
   * Edge routers through which the caller may use a service. The caller is the API session's
   * identity, or, with a `session-token`, the identity of that session (which must be for this service).
   */
  async serviceEdgeRouters(ctx: RequestCtx, serviceId: string, sessionToken: string | undefined, q: ListQuery): Promise<Page<Router>> {
    let identityId: string;
    if (sessionToken) {
      const session = await ctx.em.findOne(Session, { token: sessionToken });
      if (!session || session.service.id !== serviceId) throw new UnauthorizedError('invalid');
      identityId = session.identity.id;
    } else {
      identityId = requireIdentity(ctx).identityId;
    }
    await this.requireAccess(ctx.em, identityId, serviceId, ctx.actor.kind === 'identity' && ctx.actor.isAdmin && !sessionToken);
    return this.edgeRouterPage(ctx.em, { sql: `e."id" in (${EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE})`, params: [identityId, serviceId] }, q);
  }

  /** Terminators of a service the caller may use. */
  async serviceTerminators(ctx: RequestCtx, serviceId: string, q: ListQuery): Promise<Page<Terminator>> {
    const actor = requireIdentity(ctx);
    await this.requireAccess(ctx.em, actor.identityId, serviceId, actor.isAdmin);
    const page = await listPage(ctx.em, Terminator, { table: '"terminators"', symbols: actor.isAdmin ? TERMINATOR_FIELDS : limitRelations(TERMINATOR_FIELDS), scope: { sql: 'e."service_id" = ?', params: [serviceId] } }, q);
    await ctx.em.populate(page.items, ['service']);
    return withoutOrphans(page, 'service');
  }

  /**
   * A stream of changes to the caller's own service list (added, removed, changed services),
   * fed by committed service-access events from every controller instance.
   */
  watchServiceList(ctx: RequestCtx): AsyncIterableIterator<ServiceListChange> {
    const actor = requireIdentity(ctx);
    const em = this.deps.orm.em.fork();
    return serviceListStream(this.deps, actor, (ids) => this.snapshot(em, actor.identityId, actor.isAdmin, ids, actor.apiSessionId), serviceListDiff);
  }

  /**
   * A stream of the caller's posture results that flipped: each service whose granting
   * policies' posture checks started or stopped passing, after a posture response, a new MFA
   * code, an MFA timeout running out, or a change of the policies or checks.
   */
  watchPostureResults(ctx: RequestCtx): AsyncIterableIterator<PostureResultChange> {
    const actor = requireIdentity(ctx);
    const em = this.deps.orm.em.fork();
    return serviceListStream(this.deps, actor, (ids) => this.snapshot(em, actor.identityId, actor.isAdmin, ids, actor.apiSessionId), postureResultDiff);
  }

  /**
   * After change notifications were interrupted, every identity's service-updates moves: a
   * client may have read a page this instance cached before it learnt of a change it missed.
   * Kept in the database, so every instance answers the same.
   */
  private async markResync(): Promise<void> {
    const ctx: RequestCtx = { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: 'resync', source: 'system', bus: this.deps.bus };
    try {
      await inTransaction(ctx, async (tx) => {
        await tx.em.execute(`insert into "change_epochs" ("name", "at") values ('service-access', clock_timestamp())
          on conflict ("name") do update set "at" = excluded."at"`);
        tx.emit('updated', 'service-access', '*');
      });
    } catch (err) {
      logger.error({ err }, 'could not record the resynchronisation of service lists');
    }
  }

  // ---- management API: views of an identity ----

  async identityServices(ctx: RequestCtx, identityId: string, policyType: string | undefined, q: ListQuery): Promise<Page<ServiceView>> {
    requireAdmin(ctx);
    const identity = await mustFind(ctx.em, Identity, 'identities', identityId);
    const type = parsePolicyType(policyType);
    const sql = type
      ? `e."id" in (select ps."entity_id" from "policy_matches" pi join "service_policies" sp on sp."id" = pi."policy_id" and sp."type" = ?
           join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service'
           where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?)`
      : `e."id" in (${SERVICES_OF_IDENTITY})`;
    const page = await listPage(ctx.em, Service, { table: '"services"', symbols: SERVICE_FIELDS, scope: { sql, params: type ? [type, identityId] : [identityId] } }, q);
    return { ...page, items: await this.describeServices(ctx.em, identity.id, false, page.items, []) };
  }

  /** `identities/{id}/policy-advice/{serviceId}`: why an identity can or can not use a service. */
  async policyAdvice(ctx: RequestCtx, identityId: string, serviceId: string) {
    requireAdmin(ctx);
    const identity = await mustFind(ctx.em, Identity, 'identities', identityId);
    const service = await mustFind(ctx.em, Service, 'services', serviceId);
    const perms = await this.permissions(ctx.em, identityId, [serviceId]);
    const count = async (sql: string, params: unknown[]) => Number((await ctx.em.execute<{ n: string }[]>(`select count(*) as n from (${sql}) x`, params))[0].n);
    const common = await ctx.em.find(Router, { id: { $in: (await ctx.em.execute<{ entity_id: string }[]>(EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE, [identityId, serviceId])).map((r) => r.entity_id) } }, { orderBy: { name: 'asc' } });
    return {
      identity,
      service,
      isDialAllowed: perms.get(serviceId)?.includes('Dial') ?? false,
      isBindAllowed: perms.get(serviceId)?.includes('Bind') ?? false,
      identityRouterCount: await count(EDGE_ROUTERS_OF_IDENTITY, [identityId]),
      serviceRouterCount: await count(EDGE_ROUTERS_OF_SERVICE, [serviceId]),
      commonRouters: common,
    };
  }

  // ---- shared by sessions ----

  /** Permissions of an identity for some services, from the policies. */
  async permissions(em: EntityManager, identityId: string, serviceIds: string[]): Promise<Map<string, Permission[]>> {
    return (await this.grants(em, identityId, serviceIds)).permissions;
  }

  /** Permissions, and whether any granting policy has posture checks (else none need reading). */
  private async grants(em: EntityManager, identityId: string, serviceIds: string[]): Promise<Grants> {
    if (!serviceIds.length) return grantsOf([]);
    return grantsOf(await preparedQuery<GrantRow>(em, 'zt_permissions_of_identity', PERMISSIONS_OF_IDENTITY, [identityId, textArray(serviceIds)]));
  }

  /** The requested config types, else those the API session was created with (as OpenZiti). */
  private async configTypesOf(ctx: RequestCtx, requested: string[]): Promise<string[]> {
    if (requested.length) return requested;
    const actor = requireIdentity(ctx);
    if (actor.apiSessionConfigTypes) return actor.apiSessionConfigTypes;
    const rows = await ctx.em.execute<{ config_types: string[] }[]>('select "config_types" from "api_sessions" where "id" = ?', [requireIdentity(ctx).apiSessionId]);
    return rows[0]?.config_types ?? [];
  }

  private async requireAccess(em: EntityManager, identityId: string, serviceId: string, isAdmin: boolean): Promise<void> {
    await mustExist(em, Service, 'services', serviceId);
    if (isAdmin) return;
    if (!(await this.permissions(em, identityId, [serviceId])).get(serviceId)) throw new NotFoundError('services', serviceId);
  }

  private edgeRouterPage(em: EntityManager, scope: { sql: string; params: unknown[] }, q: ListQuery): Promise<Page<Router>> {
    // Client API lists: the routers' own fields, no relation to the policies behind them.
    return listPage(em, Router, { table: '"routers"', symbols: limitRelations(EDGE_ROUTER_FIELDS), scope: { sql: `e."is_edge" and ${scope.sql}`, params: scope.params } }, q);
  }

  /**
   * Permissions, configs and posture queries of a page of services: one query for the
   * permissions (unless the page brought them), one for configs when any are asked for, one for
   * posture checks when a granting policy has any.
   */
  private async describeServices(
    em: EntityManager, identityId: string, isAdmin: boolean, services: Service[], configTypes: string[], known?: Grants, apiSessionId?: string,
  ): Promise<ServiceView[]> {
    if (!services.length) return [];
    const ids = services.map((s) => s.id);
    const grants = isAdmin ? undefined : (known ?? (await this.grants(em, identityId, ids)));
    const perms = grants?.permissions;
    const configs = await configsFor(em, ids, identityId, configTypes);
    const posture = !grants || grants.checked ? await this.postureQueriesOf(em, identityId, ids, apiSessionId) : new Map<string, PolicyPostureQueries[]>();
    return services.map((service) => ({
      service,
      permissions: perms ? perms.get(service.id) ?? [] : ['Bind', 'Dial'],
      config: configs.get(service.id) ?? {},
      postureQueries: posture.get(service.id) ?? [],
    }));
  }

  /**
   * Posture queries of the policies granting the identity some services, evaluated against the
   * API session's posture data (none: every check that needs data fails) at this moment.
   */
  async postureQueriesOf(em: EntityManager, identityId: string, serviceIds: string[], apiSessionId?: string): Promise<Map<string, PolicyPostureQueries[]>> {
    const rows = await em.execute<(Record<string, unknown> & { service_id: string; policy_id: string; policy_type: Permission })[]>(POSTURE_CHECKS_OF_IDENTITY, [identityId, textArray(serviceIds)]);
    if (!rows.length) return new Map();
    const state = apiSessionId ? await postureStateOf(em, apiSessionId) : EMPTY_POSTURE;
    const now = new Date();
    const out = new Map<string, PolicyPostureQueries[]>();
    for (const row of rows) {
      const { service_id: serviceId, policy_id: policyId, policy_type: policyType, ...checkRow } = row;
      const check = em.map('PostureCheck', checkRow) as PostureCheck;
      const list = out.get(serviceId) ?? [];
      let entry = list.find((p) => p.policyId === policyId);
      if (!entry) {
        entry = { policyId, policyType, isPassing: true, postureQueries: [] };
        list.push(entry);
      }
      const { isPassing, timeoutRemaining } = evaluateCheck(check, state, now);
      entry.postureQueries.push({ check, isPassing, timeoutRemaining });
      entry.isPassing &&= isPassing;
      out.set(serviceId, list);
    }
    return out;
  }

  /** Service id → fingerprint of what the identity sees of it (for change detection). */
  private async snapshot(em: EntityManager, identityId: string, isAdmin: boolean, _ids?: string[], apiSessionId?: string): Promise<Map<string, ServiceView>> {
    em.clear();
    const services = isAdmin
      ? await em.find(Service, {})
      : await em.find(Service, { id: { $in: (await em.execute<{ entity_id: string }[]>(SERVICES_OF_IDENTITY, [identityId])).map((r) => r.entity_id) } });
    const views = await this.describeServices(em, identityId, isAdmin, services, ['all'], undefined, apiSessionId);
    return new Map(views.map((v) => [v.service.id, v]));
  }
}

function parsePolicyType(policyType: string | undefined): Permission | undefined {
  if (policyType === undefined || policyType === '') return undefined;
  const t = policyType.toLowerCase();
  if (t === 'dial') return 'Dial';
  if (t === 'bind') return 'Bind';
  throw fieldError('policyType', 'policyType must be dial or bind', policyType);
}

function fingerprint(v: ServiceView): string {
  return JSON.stringify([v.service.updatedAt, v.service.name, v.permissions, v.config, v.postureQueries.map((p) => [p.policyId, p.isPassing])]);
}

type Snapshot = Map<string, ServiceView>;

/** What was added, removed or changed between two snapshots of a service list (undefined: nothing). */
function serviceListDiff(before: Snapshot, after: Snapshot): ServiceListChange | undefined {
  const change: ServiceListChange = { added: [], removed: [], changed: [] };
  for (const [id, view] of after) {
    const old = before.get(id);
    if (!old) change.added.push(view);
    else if (fingerprint(old) !== fingerprint(view)) change.changed.push(view);
  }
  for (const id of before.keys()) if (!after.has(id)) change.removed.push(id);
  return change.added.length || change.removed.length || change.changed.length ? change : undefined;
}

/** The posture results of a service: each policy's and each check's pass or fail. */
function postureResults(view: ServiceView | undefined): string {
  return JSON.stringify(view?.postureQueries.map((p) => [p.policyId, p.isPassing, p.postureQueries.map((q) => [q.check.id, q.isPassing])]) ?? []);
}

/** The services whose posture results differ between two snapshots (undefined: none). */
function postureResultDiff(before: Snapshot, after: Snapshot): PostureResultChange | undefined {
  const services: ServiceView[] = [];
  for (const [id, view] of after) if (view.postureQueries.length && postureResults(before.get(id)) !== postureResults(view)) services.push(view);
  return services.length ? { services } : undefined;
}

/** Diffs successive snapshots of one identity's services whenever its service access changes. */
function serviceListStream<T>(
  deps: ServiceDeps,
  actor: IdentityActor,
  load: (ids?: string[]) => Promise<Snapshot>,
  diff: (before: Snapshot, after: Snapshot) => T | undefined,
): AsyncIterableIterator<T> {
  return pushStream<T>((push, end) => {
    // The last snapshot read. A read that fails (e.g. the database went away) keeps the one
    // before: the next event (at the latest the resync once notifications are back) diffs
    // against it and delivers what changed meanwhile. A failed read must not end deliveries.
    let previous: Map<string, ServiceView> | undefined;
    // An MFA posture timeout running out changes a result without any event: a timer re-reads then.
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    const watchTimeouts = (snapshot: Map<string, ServiceView>) => {
      clearTimeout(timer);
      const next = nextTimeoutOf(snapshot);
      if (next !== undefined && !ended) timer = setTimeout(refresh, next * 1000 + 50).unref();
    };
    let chain = load().then(
      (snapshot) => {
        previous = snapshot;
        watchTimeouts(snapshot);
      },
      () => undefined,
    );
    const refresh = () => {
      // Diffs run one after another, each against the snapshot the previous one took.
      chain = chain
        .then(async () => {
          const after = await load();
          const before = previous;
          previous = after;
          watchTimeouts(after);
          if (!before) return; // no snapshot to compare with yet: this one is the first
          const change = diff(before, after);
          if (change !== undefined) push(change);
        })
        .catch(() => undefined);
    };
    const unsubscribe = deps.bus.onEntityChange((e: EntityChangeEvent) => {
      if (revokes(actor, e)) return end();
      // After a resync the diff against a fresh snapshot delivers whatever was missed.
      if (!isResync(e) && (e.entityType !== 'service-access' || !concernsIdentity(e, actor.identityId))) return;
      refresh();
    });
    return () => {
      ended = true;
      clearTimeout(timer);
      unsubscribe();
    };
  });
}

/** Seconds until the first posture timeout of a snapshot runs out (undefined: none counts down). */
function nextTimeoutOf(snapshot: Map<string, ServiceView>): number | undefined {
  let next: number | undefined;
  for (const view of snapshot.values()) {
    for (const policy of view.postureQueries) {
      for (const q of policy.postureQueries) if (q.timeoutRemaining > 0) next = Math.min(next ?? Infinity, q.timeoutRemaining);
    }
  }
  return next;
}

/** Distinct timeoutSeconds (> 0) of the MFA checks of the service policies selecting an identity. Params: identity id. */
const MFA_TIMEOUTS_OF_IDENTITY = `select distinct (pc."details"->>'timeoutSeconds')::int as "timeout"
  from "policy_matches" pi
  join "policy_matches" pp on pp."policy_id" = pi."policy_id" and pp."entity_kind" = 'posture-check'
  join "posture_checks" pc on pc."id" = pp."entity_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?
    and pc."type_id" = 'MFA' and (pc."details"->>'timeoutSeconds')::int > 0`;

/** One permission of an identity on a service, and whether a granting policy of it has posture checks. */
interface GrantRow {
  service_id: string;
  type: Permission;
  checked: boolean;
}

const VISIBLE_MAX_AGE_MS = 60_000;
const VISIBLE_MAX_IDENTITIES = 20_000;

/** Every service an identity may see (AccessService.visibleServices). */
interface VisibleServices {
  at: number;
  /** Their ids as one text[] parameter. */
  idArray: string;
  permissions: Map<string, Permission[]>;
  /** Those with a granting policy that has posture checks. */
  checked: Set<string>;
}

interface Grants {
  permissions: Map<string, Permission[]>;
  /** Some granting policy has posture checks (else none need reading). */
  checked: boolean;
}

function grantsOf(rows: GrantRow[]): Grants {
  const permissions = new Map<string, Permission[]>();
  for (const r of rows) permissions.set(r.service_id, [...(permissions.get(r.service_id) ?? []), r.type].sort());
  return { permissions, checked: rows.some((r) => r.checked) };
}
