import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, Service, Session } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, fieldError } from './core/errors';
import { listPage, type ListQuery, type Page } from './core/list/list-query';
import { INSTANCE_ID, inTransaction } from './core/tx';
import { newId } from './core/ids';
import { NOTIFY_CHANNEL, type EntityChangeEvent } from './core/events/entity-change';
import { SESSION_SYMBOLS } from './session-symbols';
import { preparedQuery, textArray } from './core/sql';
import { detachedEntity } from './core/detached';
import { EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE, GRANTING_POLICIES, PERMISSIONS_OF_IDENTITY } from './policy/access-sql';

export interface SessionCreate {
  serviceId?: string;
  type?: 'Dial' | 'Bind' | 'Invalid';
  tags?: Record<string, string | boolean | null> | null;
}

/** A session with the edge routers its identity may use for it. */
export interface SessionView {
  session: Session;
  edgeRouters: Router[];
  /** The service policies granting the session's type (management view). */
  policies: { id: string; name: string }[];
  /** Name of the session's service, when known without loading the service. */
  serviceName?: string;
}

interface PolicyRow {
  id: string;
  name: string;
  checks: number;
}

/** A routers row, as node-postgres or json_agg returns it (read with detachedEntity). */
type RouterRow = Record<string, unknown>;

type SessionRow = Record<string, unknown> & { inserted: boolean; notified: unknown; service_name: string };

/** At most this many edge routers are offered with a session (online first, then cheapest). */
const MAX_SESSION_EDGE_ROUTERS = 25;

/**
 * Session create in one statement. Params: identity, service, type (granting policies);
 * identity, service (edge routers); isAdmin, service; the new session's id, tags, token, API
 * session, identity, service, type; API session, service, type (the existing one); the
 * notification channel and event.
 */
const CREATE_SESSION_SQL = `with pol as (${GRANTING_POLICIES}),
       ers as (select r.* from "routers" r where r."id" in (${EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE})
         order by r."is_online" desc, r."cost", r."name" limit ${MAX_SESSION_EDGE_ROUTERS}),
       allowed as (select 1 where exists (select 1 from ers) and (exists (select 1 from pol where pol."checks" = 0)
         -- admins may use every service, unless its policies require posture checks
         or (?::boolean and not exists (select 1 from pol) and exists (select 1 from "services" where "id" = ?)))),
       ins as (
         insert into "sessions" ("id", "created_at", "updated_at", "tags", "token", "api_session_id", "identity_id", "service_id", "type")
         select ?, now(), now(), ?::jsonb, ?, ?, ?, ?, ? from allowed
         on conflict ("api_session_id", "service_id", "type") do nothing
         returning *, true as inserted),
       found as (
         select * from ins
         union all
         select s.*, false from "sessions" s
         where s."api_session_id" = ? and s."service_id" = ? and s."type" = ? and exists (select 1 from allowed) and not exists (select 1 from ins))
       select
         (select coalesce(json_agg(pol), '[]') from pol) as policies,
         (select coalesce(json_agg(ers), '[]') from ers) as routers,
         (select row_to_json(f) from (
            select found.*, (select "name" from "services" where "id" = found."service_id") as service_name,
              case when found.inserted then pg_notify(?, ?) end as notified
            from found) f) as session`;

interface CreateSessionRow {
  policies: PolicyRow[];
  routers: RouterRow[];
  session: SessionRow | null;
}

/** Dial and Bind sessions: created only when a policy grants the permission and an edge router is shared. */
export class SessionService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * `POST /sessions`, a hot path: ONE statement (one round trip) finds the granting policies
   * and the shared edge routers, and, only when both allow it, inserts the session of this API
   * session, service and type (or returns the one created before) and announces a new one
   * with pg_notify, so only a committed session is announced. Refusals are explained from the
   * returned policies and routers; only the rare "not granted at all" case asks again.
   */
  async create(ctx: RequestCtx, input: SessionCreate): Promise<SessionView> {
    const actor = requireIdentity(ctx);
    const type = input.type ?? 'Dial';
    if (type !== 'Dial' && type !== 'Bind') throw fieldError('type', 'type must be Dial or Bind', type);
    if (typeof input.serviceId !== 'string' || input.serviceId === '') throw fieldError('serviceId', 'serviceId is required', input.serviceId);
    const serviceId = input.serviceId;
    const em = ctx.em;

    const event: EntityChangeEvent = {
      eventId: randomUUID(), eventType: 'created', entityType: 'sessions', entityId: newId(),
      timestamp: new Date().toISOString(), origin: INSTANCE_ID,
    };
    ctx.bus?.expectCommitted([event]);
    const createOrFind = async () => {
      const [row] = await preparedQuery<CreateSessionRow>(em, 'zt_create_session', CREATE_SESSION_SQL, [
        actor.identityId, serviceId, type,
        actor.identityId, serviceId,
        actor.isAdmin, serviceId,
        event.entityId, JSON.stringify(input.tags ?? {}), randomUUID(), actor.apiSessionId, actor.identityId, serviceId, type,
        actor.apiSessionId, serviceId, type,
        NOTIFY_CHANNEL, JSON.stringify(event),
      ]);
      return row;
    };
    let row = await createOrFind();
    const { policies, routers } = row;
    if (!policies.length) await this.refuseUngranted(em, actor.identityId, actor.isAdmin, serviceId);
    if (policies.length && policies.every((p) => p.checks > 0)) {
      throw new ApiError('INVALID_POSTURE', {
        cause: { message: `no ${type} policy of the service passes its posture checks` },
        data: Object.fromEntries(policies.map((p) => [p.id, { policyName: p.name, failedChecks: p.checks }])),
      });
    }
    if (!routers.length) throw new ApiError('NO_EDGE_ROUTERS_AVAILABLE');
    // A concurrent create of this same session can commit after our insert found the conflict
    // but before our statement's snapshot could see the row: one more statement sees it.
    if (!row.session) row = await createOrFind();
    if (!row.session) throw new ApiError('UNHANDLED', { cause: { message: 'the session was neither created nor found' } });

    const { inserted, notified, service_name: serviceName, ...sessionRow } = row.session;
    void notified;
    if (inserted) ctx.bus?.dispatchCommitted([event]);
    const session = em.map(Session, sessionRow as never);
    return { session, serviceName: String(serviceName), edgeRouters: routers.map((r) => detachedEntity(em, Router, r)), policies: policies.map((p) => ({ id: p.id, name: p.name })) };
  }

  /**
   * Without a policy granting the type, as OpenZiti: a service the identity may not use at all
   * (or that does not exist) is NOT_FOUND; one it may only use the other way is a field error.
   * Admins may use every service.
   */
  private async refuseUngranted(em: EntityManager, identityId: string, isAdmin: boolean, serviceId: string): Promise<void> {
    if (!(await em.count(Service, { id: serviceId }))) throw new NotFoundError('services', serviceId);
    if (isAdmin) return;
    const other = await em.execute(PERMISSIONS_OF_IDENTITY, [identityId, textArray([serviceId])]);
    if (!other.length) throw new NotFoundError('services', serviceId);
    throw fieldError('serviceId', 'service not found', serviceId);
  }

  /** Client API: the caller's own sessions. Management API (admins): every session. */
  async list(ctx: RequestCtx, q: ListQuery, scope: 'own' | 'all'): Promise<Page<SessionView>> {
    const filter = this.scopeOf(ctx, scope);
    const page = await listPage(ctx.em, Session, { table: '"sessions"', symbols: SESSION_SYMBOLS, scope: filter }, q);
    return { ...page, items: await this.describe(ctx.em, page.items) };
  }

  async get(ctx: RequestCtx, id: string, scope: 'own' | 'all'): Promise<SessionView> {
    const filter = this.scopeOf(ctx, scope);
    const session = await ctx.em.findOne(Session, { id, ...(filter ? { identity: filter.params[0] as string } : {}) }, { populate: ['service'] });
    if (!session) throw new NotFoundError('sessions', id);
    const [view] = await this.describe(ctx.em, [session]);
    return view;
  }

  async delete(ctx: RequestCtx, id: string, scope: 'own' | 'all'): Promise<void> {
    const filter = this.scopeOf(ctx, scope);
    await inTransaction(ctx, async (tx) => {
      const deleted = await tx.em.nativeDelete(Session, { id, ...(filter ? { identity: filter.params[0] as string } : {}) });
      if (!deleted) throw new NotFoundError('sessions', id);
      tx.emit('deleted', 'sessions', id);
    });
  }

  /**
   * The routers a session's circuits take. Circuits are routed by the fabric, which this
   * controller does not run, so no router carries one: the path is empty for every session.
   */
  async routePath(ctx: RequestCtx, id: string): Promise<string[]> {
    await this.get(ctx, id, 'all');
    return [];
  }

  /** Edge routers shared by an identity (edge router policies) and a service (service edge router policies). */
  async edgeRoutersFor(em: EntityManager, identityId: string, serviceId: string): Promise<Router[]> {
    const rows = await em.execute<Record<string, unknown>[]>(
      `select r.* from "routers" r where r."id" in (${EDGE_ROUTERS_OF_IDENTITY_AND_SERVICE})
       order by r."is_online" desc, r."cost", r."name" limit ${MAX_SESSION_EDGE_ROUTERS}`,
      [identityId, serviceId],
    );
    // Up to 25 per session: plain data, not ORM instances (their merge costs more than the query).
    return rows.map((r) => detachedEntity(em, Router, r));
  }

  /** `own` (client API) is every session for admins, as in OpenZiti; `all` (management API) is for admins only. */
  private scopeOf(ctx: RequestCtx, scope: 'own' | 'all'): { sql: string; params: unknown[] } | undefined {
    if (scope === 'all') {
      requireAdmin(ctx);
      return undefined;
    }
    const actor = requireIdentity(ctx);
    return actor.isAdmin ? undefined : { sql: 'e."identity_id" = ?', params: [actor.identityId] };
  }

  /** Edge routers of each session, computed per distinct (identity, service). */
  private async describe(em: EntityManager, sessions: Session[]): Promise<SessionView[]> {
    await em.populate(sessions, ['service']);
    const routers = new Map<string, Router[]>();
    const views: SessionView[] = [];
    for (const session of sessions) {
      const key = `${session.identity.id}/${session.service.id}`;
      if (!routers.has(key)) routers.set(key, await this.edgeRoutersFor(em, session.identity.id, session.service.id));
      const policies = await em.execute<{ id: string; name: string }[]>(GRANTING_POLICIES, [session.identity.id, session.service.id, session.type]);
      views.push({ session, edgeRouters: routers.get(key)!, policies: policies.map((p) => ({ id: p.id, name: p.name })) });
    }
    return views;
  }
}
