import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, Service, Session, type PostureCheck } from '../entities';
import { limitRelations } from './core/list/compile';
import type { Tags } from '../entities/base.entity';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, fieldError } from './core/errors';
import { mustExist } from './core/find';
import { listPage, type ListQuery, type Page } from './core/list/list-query';
import { changeEvent, inTransaction, selfNotified } from './core/tx';
import { newId } from '../foundation/ids';
import { NOTIFY_CHANNEL, type EntityChangeEvent } from './core/events/entity-change';
import { preparedQuery, textArray } from './core/sql';
import { Batcher } from './core/batcher';
import { EDGE_ROUTER_ACCESS_VERSION, EdgeRouterAccess } from './policy/edge-router-access';
import {
  PERMISSIONS_OF_IDENTITY, edgeRouterPoliciesOf, grantingPoliciesOf, serviceEdgeRouterPoliciesOf,
} from './policy/access-sql';
import { SESSION_FIELDS } from '../entities';
import { evaluatePostureCheck, failureValues } from './policy/posture';
import { postureStateOf } from './posture-response.service';
import type { CircuitService } from './router/circuit.service';
import { recordFailedServiceRequest, type PostureCheckFailure } from './posture/failed-requests';

export interface SessionCreate {
  serviceId?: string;
  type?: 'Dial' | 'Bind' | 'Invalid';
  tags?: Record<string, string | boolean | null> | null;
}

/** A session as it is presented: plain data (a created session is never an ORM instance). */
export interface SessionData {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  tags: Tags;
  type: 'Dial' | 'Bind';
  token: string;
  apiSessionId: string;
  identityId: string;
  serviceId: string;
  serviceName: string;
}

/** A session with the edge routers its identity may use for it. */
export interface SessionView {
  session: SessionData;
  edgeRouters: Router[];
  /** The service policies granting the session's type (management view). */
  policies: { id: string; name: string }[];
}

interface PolicyRow {
  id: string;
  name: string;
  checks: number;
}

/** At most this many edge routers are offered with a session (online first, then cheapest). */
const MAX_SESSION_EDGE_ROUTERS = 25;

/** One `POST /sessions` in a batch. */
interface CreateItem {
  identityId: string;
  serviceId: string;
  type: 'Dial' | 'Bind';
  apiSessionId: string;
  isAdmin: boolean;
  /** A granting policy's posture checks all passed (evaluated by the caller): it grants too. */
  postureOk: boolean;
  tags: string;
  /** The created event; its entityId is the new session's id. */
  event: EntityChangeEvent;
}

/** What the statement says about one item. */
interface CreateRow {
  policies: PolicyRow[];
  /** The identity's edge router policies and the service's service edge router policies. */
  erps: string[];
  serps: string[];
  /** Granted (or admin) with an edge router shared. */
  allowed: boolean;
  session: (Record<string, unknown> & { inserted: boolean }) | null;
  service_name: string | null;
  router_version: string;
}

/** OpenZiti's session tokens expire after a year: the session ends with its API session long before. */
const SESSION_TOKEN_LIFETIME_SECONDS = 365 * 24 * 3600;

/** Batches of at most this many creates; at most this many batches run at once. */
const CREATE_BATCH = { maxBatch: 64, maxInFlight: 4 };

/**
 * Session creates, batched: ONE statement (one round trip, one commit) for every create that
 * arrived while the previous batch ran. Per item it finds the granting policies, the edge
 * router policies of both sides and, only when a policy grants the type and a router is shared
 * (checked by index probes, stopping at the first), inserts the session of that API session,
 * service and type, or returns the one created before; a new one is announced with pg_notify,
 * so only a committed session is announced. It also reads the edge router access version, so
 * the routers themselves come from EdgeRouterAccess's copy at that version.
 * Params: text[] of identity, service, type, API session, isAdmin, new id, token, tags, event, postureOk;
 * then the notification channel.
 */
const CREATE_SESSIONS_SQL = `with "input" as (
    select * from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[], ?::text[], ?::text[], ?::boolean[])
      with ordinality as t("identity_id", "service_id", "type", "api_session_id", "is_admin", "new_id", "token", "tags", "event", "posture_ok", "n")),
  "evaluated" as materialized (
    select i.*, g."policies", g."usable",
      array(${edgeRouterPoliciesOf('i."identity_id"')}) as "erps",
      array(${serviceEdgeRouterPoliciesOf('i."service_id"')}) as "serps"
    from "input" i
    cross join lateral (
      select coalesce(json_agg(json_build_object('id', p."id", 'name', p."name", 'checks', p."checks")), '[]') as "policies",
        coalesce(bool_or(p."checks" = 0), false) as "usable"
      from (${grantingPoliciesOf('i."identity_id"', 'i."service_id"', 'i."type"')}) p) g),
  "allowed" as (
    select e.* from "evaluated" e
    -- admins may use every service, unless its policies require posture checks
    where (e."usable" or (e."posture_ok" and json_array_length(e."policies") > 0) or (e."is_admin" and json_array_length(e."policies") = 0 and exists (select 1 from "services" s where s."id" = e."service_id")))
      and exists (select 1 from "policy_matches" ir where ir."policy_id" = any(e."erps") and ir."entity_kind" = 'edge-router'
        and exists (select 1 from "policy_matches" sr where sr."policy_id" = any(e."serps") and sr."entity_kind" = 'edge-router' and sr."entity_id" = ir."entity_id"))),
  "ins" as (
    insert into "sessions" ("id", "created_at", "updated_at", "tags", "token", "api_session_id", "identity_id", "service_id", "type")
    select a."new_id", now(), now(), a."tags"::jsonb, a."token", a."api_session_id", a."identity_id", a."service_id", a."type" from "allowed" a
    on conflict ("api_session_id", "service_id", "type") do nothing
    returning *)
  select e."policies", e."erps", e."serps", a."n" is not null as "allowed",
    coalesce(
      (select row_to_json(x) from (select ins.*, true as "inserted", pg_notify(?, e."event") as "notified" from "ins" where ins."id" = e."new_id") x),
      (select row_to_json(x) from (select s.*, false as "inserted" from "sessions" s
        where a."n" is not null and s."api_session_id" = e."api_session_id" and s."service_id" = e."service_id" and s."type" = e."type") x)) as "session",
    (select sv."name" from "services" sv where sv."id" = e."service_id") as "service_name",
    ${EDGE_ROUTER_ACCESS_VERSION} as "router_version"
  from "evaluated" e left join "allowed" a on a."n" = e."n"
  order by e."n"`;

/**
 * Per session (identity, service, type, in order): the edge router policies of both sides, the
 * granting policies and the edge router access version. Params: text[] of identity, service, type.
 */
const DESCRIBE_SESSIONS_SQL = `select array(${edgeRouterPoliciesOf('t."identity_id"')}) as "erps",
    array(${serviceEdgeRouterPoliciesOf('t."service_id"')}) as "serps",
    (select coalesce(json_agg(json_build_object('id', p."id", 'name', p."name")), '[]')
      from (${grantingPoliciesOf('t."identity_id"', 't."service_id"', 't."type"')}) p) as "policies",
    ${EDGE_ROUTER_ACCESS_VERSION} as "version"
  from unnest(?::text[], ?::text[], ?::text[]) with ordinality as t("identity_id", "service_id", "type", "n")
  order by t."n"`;

/** Dial and Bind sessions: created only when a policy grants the permission and an edge router is shared. */
export class SessionService {
  private readonly edgeRouterAccess = new EdgeRouterAccess();
  private readonly creates: Batcher<CreateItem, { row: CreateRow; owner: boolean }>;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly circuits: CircuitService,
  ) {
    const em = deps.orm.em.fork() as EntityManager;
    this.creates = new Batcher((items) => this.createBatch(em, items), CREATE_BATCH);
  }

  /** `POST /sessions`: refusals are explained from the batch's answer; only "not granted at all" asks again. */
  async create(ctx: RequestCtx, input: SessionCreate): Promise<SessionView> {
    const actor = requireIdentity(ctx);
    const type = input.type ?? 'Dial';
    if (type !== 'Dial' && type !== 'Bind') throw fieldError('type', 'type must be Dial or Bind', type);
    if (typeof input.serviceId !== 'string' || input.serviceId === '') throw fieldError('serviceId', 'serviceId is required', input.serviceId);
    const serviceId = input.serviceId;
    const em = ctx.em;

    // The batch statement notifies it (pg_notify), with the new session's id as entityId.
    const event = changeEvent('created', 'sessions', newId());
    const announcement = selfNotified(ctx, [event]);
    const item: CreateItem = {
      identityId: actor.identityId, serviceId, type, apiSessionId: actor.apiSessionId, isAdmin: actor.isAdmin, postureOk: false,
      tags: JSON.stringify(input.tags ?? {}), event,
    };
    // Inside a transaction the statement must see (and join) it: no batching.
    const createOrFind = async () => (em.isInTransaction() ? (await this.createBatch(em, [item]))[0] : this.creates.add(item));
    let { row, owner } = await createOrFind();
    let { policies } = row;
    if (!policies.length) await this.refuseUngranted(em, actor.identityId, actor.isAdmin, serviceId);
    if (policies.length && policies.every((p) => p.checks > 0)) {
      // Only here (every granting policy has checks) is posture data read: a policy whose checks all pass grants.
      const failures = await postureFailures(em, actor.apiSessionId, policies.map((p) => p.id), new Date());
      if (policies.every((p) => failures.get(p.id)?.length)) {
        // The caller learns which checks failed, not what they expect (that is for admins: failed service requests).
        const data = Object.fromEntries(policies.map((p) => [p.id, (failures.get(p.id) ?? []).map(({ postureCheckId, postureCheckName, postureCheckType }) => ({ postureCheckId, postureCheckName, postureCheckType }))]));
        const [service] = await em.execute<{ name: string }[]>('select "name" from "services" where "id" = ?', [serviceId]);
        await recordFailedServiceRequest(em, actor.identityId, {
          apiSessionId: actor.apiSessionId, serviceId, serviceName: service?.name ?? '', sessionType: type, when: new Date(),
          policyFailures: policies.map((p) => ({ policyId: p.id, policyName: p.name, checks: failures.get(p.id) ?? [] })),
        });
        throw new ApiError('INVALID_POSTURE', { cause: { message: `no ${type} policy of the service passes its posture checks`, data }, data });
      }
      item.postureOk = true;
      ({ row, owner } = await createOrFind());
      ({ policies } = row);
      if (!policies.length) await this.refuseUngranted(em, actor.identityId, actor.isAdmin, serviceId);
    }
    if (!row.allowed) throw new ApiError('NO_EDGE_ROUTERS_AVAILABLE');
    // A concurrent create of this same session can commit after our insert found the conflict
    // but before our statement's snapshot could see the row: one more statement sees it.
    if (!row.session) ({ row, owner } = await createOrFind());
    if (!row.session) throw new ApiError('UNHANDLED', { cause: { message: 'the session was neither created nor found' } });

    if (row.session.inserted && owner) announcement.committed();
    const edgeRouters = await this.edgeRouterAccess.routersFor(em, row.router_version, row.erps, row.serps, MAX_SESSION_EDGE_ROUTERS);
    return { session: sessionDataOfRow(row.session, row.service_name ?? ''), edgeRouters, policies: policies.map((p) => ({ id: p.id, name: p.name })) };
  }

  /**
   * Runs one batch. Creates of the same API session, service and type share one item (one
   * insert); only the first caller announces the session.
   */
  private async createBatch(em: EntityManager, items: CreateItem[]): Promise<{ row: CreateRow; owner: boolean }[]> {
    const keyOf = (i: CreateItem) => `${i.apiSessionId}\n${i.serviceId}\n${i.type}\n${i.postureOk}`;
    const firstOf = new Map<string, number>();
    const unique: CreateItem[] = [];
    for (const item of items) {
      if (firstOf.has(keyOf(item))) continue;
      firstOf.set(keyOf(item), unique.length);
      unique.push(item);
    }
    const column = (f: (i: CreateItem) => string) => textArray(unique.map(f));
    const tokens = await Promise.all(unique.map((i) => this.sessionToken(i)));
    const rows = await preparedQuery<CreateRow>(em, 'zt_create_sessions', CREATE_SESSIONS_SQL, [
      column((i) => i.identityId), column((i) => i.serviceId), column((i) => i.type), column((i) => i.apiSessionId),
      column((i) => String(i.isAdmin)), column((i) => i.event.entityId), textArray(tokens), column((i) => i.tags),
      column((i) => JSON.stringify(i.event)), column((i) => String(i.postureOk)), NOTIFY_CHANNEL,
    ]);
    return items.map((item) => {
      const at = firstOf.get(keyOf(item))!;
      return { row: rows[at], owner: unique[at] === item };
    });
  }

  /**
   * The token of a new session: a JWT signed with the server key (whose certificate's SHA-1 is
   * its kid, a key of the routers' data model), as 2.x routers accept only JWT session tokens.
   * Its claims are OpenZiti's service access claims of a durable ("legacy") session: the router
   * still asks the controller about it, which looks the token up. SDKs treat it as opaque.
   */
  private sessionToken(item: CreateItem): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return this.deps.pki.signJwt({
      iss: this.deps.pki.issuerUrl(), sub: item.serviceId, aud: ['openziti'], iat: now, exp: now + SESSION_TOKEN_LIFETIME_SECONDS,
      jti: item.event.entityId, z_asid: item.apiSessionId, z_iid: item.identityId, z_st: item.type, z_t: 's', z_leg: true,
    });
  }

  /**
   * Without a policy granting the type, as OpenZiti: a service the identity may not use at all
   * (or that does not exist) is NOT_FOUND; one it may only use the other way is a field error.
   * Admins may use every service.
   */
  private async refuseUngranted(em: EntityManager, identityId: string, isAdmin: boolean, serviceId: string): Promise<void> {
    await mustExist(em, Service, 'services', serviceId);
    if (isAdmin) return;
    const other = await em.execute(PERMISSIONS_OF_IDENTITY, [identityId, textArray([serviceId])]);
    if (!other.length) throw new NotFoundError('services', serviceId);
    throw fieldError('serviceId', 'service not found', serviceId);
  }

  /** Client API: the caller's own sessions. Management API (admins): every session. */
  async list(ctx: RequestCtx, q: ListQuery, scope: 'own' | 'all'): Promise<Page<SessionView>> {
    const filter = this.scopeOf(ctx, scope);
    const page = await listPage(ctx.em, Session, { table: '"sessions"', symbols: scope === 'own' ? limitRelations(SESSION_FIELDS) : SESSION_FIELDS, scope: filter }, q);
    return { ...page, items: await this.describe(ctx.em, page.items) };
  }

  async get(ctx: RequestCtx, id: string, scope: 'own' | 'all'): Promise<SessionView> {
    const filter = this.scopeOf(ctx, scope);
    const session = await ctx.em.findOne(Session, { id, ...(filter ? { identity: filter.params[0] as string } : {}) }, { populate: ['service'] });
    if (!session) throw new NotFoundError('sessions', id);
    const [view] = await this.describe(ctx.em, [session]);
    if (!view) throw new NotFoundError('sessions', id); // its service was deleted meanwhile, and the session with it
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

  /** The routers (ids) a circuit of the session takes, as OpenZiti answers: empty while it has none. */
  async routePath(ctx: RequestCtx, id: string): Promise<string[]> {
    await this.get(ctx, id, 'all');
    return this.circuits.pathOfSession(ctx.em, id);
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

  /**
   * Each session with its edge routers (as its create answered) and granting policies: one
   * statement for the whole page, then routers from the version-stamped copy.
   */
  private async describe(em: EntityManager, found: Session[]): Promise<SessionView[]> {
    if (!found.length) return [];
    await em.populate(found, ['service']);
    // A session whose service was deleted after the session was read went with it (ON DELETE CASCADE).
    const sessions = found.filter((s) => s.service != null);
    if (!sessions.length) return [];
    const column = (f: (s: Session) => string) => textArray(sessions.map(f));
    const rows = await em.execute<{ version: string; erps: string[]; serps: string[]; policies: { id: string; name: string }[] }[]>(
      DESCRIBE_SESSIONS_SQL,
      [column((s) => s.identity.id), column((s) => s.service.id), column((s) => s.type)],
    );
    return Promise.all(sessions.map(async (session, i) => ({
      session: sessionDataOf(session),
      edgeRouters: await this.edgeRouterAccess.routersFor(em, String(rows[i].version), rows[i].erps, rows[i].serps, MAX_SESSION_EDGE_ROUTERS),
      policies: rows[i].policies,
    })));
  }
}

function sessionDataOf(s: Session): SessionData {
  return {
    id: s.id, createdAt: s.createdAt, updatedAt: s.updatedAt, tags: s.tags, type: s.type, token: s.token,
    apiSessionId: s.apiSession.id, identityId: s.identity.id, serviceId: s.service.id,
    serviceName: s.service.isInitialized() ? s.service.getEntity().name : '',
  };
}

/** A sessions row as row_to_json renders it. */
function sessionDataOfRow(row: Record<string, unknown>, serviceName: string): SessionData {
  return {
    id: row.id as string, createdAt: new Date(row.created_at as string), updatedAt: new Date(row.updated_at as string),
    tags: row.tags as Tags, type: row.type as 'Dial' | 'Bind', token: row.token as string,
    apiSessionId: row.api_session_id as string, identityId: row.identity_id as string, serviceId: row.service_id as string, serviceName,
  };
}

/** Checks of some service policies: policy id, check. Params: text[] of policy ids. */
const CHECKS_OF_POLICIES_SQL = `select pp."policy_id", pc."id", pc."name", pc."type_id", pc."details"
  from "policy_matches" pp join "posture_checks" pc on pc."id" = pp."entity_id"
  where pp."entity_kind" = 'posture-check' and pp."policy_id" = any(?::text[])`;

/** Policy id → its checks that fail for the API session's posture data at `now` (empty: the policy passes). */
export async function postureFailures(em: EntityManager, apiSessionId: string, policyIds: string[], now: Date): Promise<Map<string, PostureCheckFailure[]>> {
  const rows = await em.execute<{ policy_id: string; id: string; name: string; type_id: PostureCheck['typeId']; details: Record<string, unknown> }[]>(
    CHECKS_OF_POLICIES_SQL, [textArray(policyIds)]);
  const state = await postureStateOf(em, apiSessionId);
  const out = new Map<string, PostureCheckFailure[]>(policyIds.map((id) => [id, []]));
  for (const r of rows) {
    const check = { id: r.id, typeId: r.type_id, details: r.details };
    if (evaluatePostureCheck(check, state, now)) continue;
    out.get(r.policy_id)?.push({ postureCheckId: r.id, postureCheckName: r.name, postureCheckType: r.type_id, ...failureValues(check, state, now) });
  }
  return out;
}
