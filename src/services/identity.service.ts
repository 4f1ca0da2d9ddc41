import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, AuthPolicy, Authenticator, Enrollment, Identity, IdentityType, Router } from '../entities';
import type { Tags } from '../entities/base.entity';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, atItem, atItemAsync, fieldError } from './core/errors';
import { mustFind } from './core/find';
import { listPage, listRows, type ListQuery, type Page } from './core/list/list-query';
import { changeEvent, inTransaction, isConstraintViolation, selfNotified, statementEvents } from './core/tx';
import { NOTIFY_CHANNEL } from './core/events/entity-change';
import { EVENT_LAST, announcedParams } from './policy/policy-engine';
import type { Patch } from './core/write-schema';
import { preparedQuery, textArray } from './core/sql';
import type { EntityChangeEvent } from './core/events/entity-change';
import { entityChangeStream } from './core/events/stream';
import { assertLength, assertRoleAttributes, isStorableTime } from './core/validate';
import { identityEnrollments } from './enrollment/issue';
import { IDENTITY_UPDATABLE, checkIdentityCreate, checkIdentityUpdate, type IdentityCreateInput, type IdentityEnrollmentRequest, type IdentityField, type IdentityInput } from './identity.schema';
import { DEFAULT_AUTH_POLICY_ID } from './auth-policy.schema';
import { shownTrace, traceStateOf, type TraceSpec, type TraceState } from './identity-trace';
import { issueIdentityEnrollment, type IdentityEnrollmentSpec } from './enrollment/identity-enrollment';
import { IDENTITY_FIELDS, IDENTITY_TYPE_FIELDS } from '../entities';
import { ROLE_ATTRIBUTE_FIELDS } from '../foundation/list-fields';
import { requireIdentityPendingMfaAllowed } from './core/context';
import { verifiedMfaAmong } from './mfa/session-state';
import { endLapsedSessions } from './session/lapsed-sessions';
import { attributesKeepPoliciesCtes } from './policy/match-sql';

/** What a patch may change in one statement: fields no check reads beyond the write schema's. */
const ONE_STATEMENT_PATCH = new Set<IdentityField>(['tags', 'roleAttributes', 'appData']);

/** An identity with what its detail view derives from other tables, loaded in batches. */
export interface IdentityDetail {
  identity: Identity;
  authenticators: Authenticator[];
  /** Outstanding enrollments (with their CAs); their tokens are credentials, so only admins see them. */
  enrollments: Enrollment[];
  hasApiSession: boolean;
  /** The name of its auth policy (identities show the policy as a reference with its name). */
  authPolicyName: string;
  /** It has a verified TOTP MFA enrollment. */
  isMfaEnabled: boolean;
  /** An edge router reports one of its SDKs connected (ConnectEvents, or its session in an ApiSessionHeartbeat lately). */
  hasEdgeRouterConnection: boolean;
}

/** How long an edge router's ApiSessionHeartbeat counts its session's identity as connected. */
const ROUTER_SEEN_WINDOW = `interval '3 minutes'`;

/**
 * Per identity: whether it has an API session (`via_router` not null) and whether an edge
 * router reports it connected, through a live connection (ConnectEvents) or a recent session heartbeat.
 */
const IDENTITY_CONNECTIONS = `
  select s."identity_id", true as "has_session", coalesce(bool_or(s."router_seen_at" > now() - ${ROUTER_SEEN_WINDOW}), false) or exists (
      select 1 from "identity_router_connections" c join "routers" r on r."id" = c."router_id" and r."is_online" where c."identity_id" = s."identity_id") as "via_router"
    from "api_sessions" s where s."identity_id" = any(?::text[]) group by s."identity_id"
  union all
  select distinct c."identity_id", false, true from "identity_router_connections" c join "routers" r on r."id" = c."router_id" and r."is_online"
    where c."identity_id" = any(?::text[]) and not exists (select 1 from "api_sessions" s where s."identity_id" = c."identity_id")`;

/** Identities: the principals of the network. */
export class IdentityService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<IdentityDetail>> {
    requireAdmin(ctx);
    const page = await listPage(ctx.em, Identity, { table: '"identities"', symbols: IDENTITY_FIELDS, roleAttributesSql: 'e."role_attributes"' }, q);
    return { ...page, items: await this.describe(ctx.em, page.items) };
  }

  async get(ctx: RequestCtx, id: string): Promise<IdentityDetail> {
    requireAdmin(ctx);
    return this.detail(ctx.em, id);
  }

  /** Details of several identities at once, in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: string[]): Promise<(IdentityDetail | Error)[]> {
    requireAdmin(ctx);
    const found = await this.describe(ctx.em, await ctx.em.find(Identity, { id: { $in: ids } }));
    const byId = new Map(found.map((d) => [d.identity.id, d]));
    return ids.map((id) => byId.get(id) ?? new NotFoundError('identities', id));
  }

  /** `GET /current-identity`: without enrollment tokens, which are for admins to hand out. */
  async current(ctx: RequestCtx): Promise<IdentityDetail> {
    // A partial session (MFA pending) may read its own identity, but no enrollment token (a credential).
    const actor = requireIdentityPendingMfaAllowed(ctx);
    const detail = await this.detail(ctx.em, actor.identityId);
    return actor.isAdmin && !actor.mfaPending ? detail : { ...detail, enrollments: [] };
  }

  /** Creates an identity and, in the same transaction, the enrollments it asks for. */
  async create(ctx: RequestCtx, raw: IdentityCreateInput): Promise<Identity> {
    requireAdmin(ctx);
    const input = checkIdentityCreate(ctx, raw);
    const enrollments = requestedEnrollments(input.enrollment);
    if (!enrollments.length && !ctx.em.isInTransaction()) {
      const created = await this.createInOneStatement(ctx, input);
      if (created) return created;
    }
    return inTransaction(ctx, async (tx) => {
      // Not persisted until valid: a pending insert would be auto-flushed by the uniqueness queries in apply().
      const identity = tx.em.create(Identity, { name: input.name }, { persist: false });
      await this.apply(tx.em, identity, input, IDENTITY_UPDATABLE);
      tx.em.persist(identity);
      await tx.em.flush();
      await this.deps.engine.refreshEntity(tx, 'identity', identity.id);
      for (const spec of enrollments) await issueIdentityEnrollment(tx, this.deps, { ...spec, identityId: identity.id });
      tx.emit('created', 'identities', identity.id);
      return identity;
    });
  }

  /**
   * The usual create (no enrollment, outside a caller's transaction) as ONE self-committing
   * statement: the insert, its matching into every policy selecting it (the policy engine's
   * statement, on the row the insert returns), the stamp of its service list, and the
   * notifications, announced from the committing statement as every write's are. The checks
   * `apply` makes in queries are made by the statement: the unique indexes refuse a taken name or
   * external id, the foreign key an unknown auth policy (identity types are fixed, read once).
   * Undefined when the input fails a check or the statement is refused: nothing was written, and
   * the transactional path gives the exact answer (the same error, in the same order of fields).
   */
  private async createInOneStatement(ctx: RequestCtx, input: IdentityCreateInput): Promise<Identity | undefined> {
    const types = await this.identityTypes(ctx.em);
    // A plain instance, as the statement below writes it: never flushed, so the ORM's bookkeeping of em.create is not needed.
    const identity = Object.assign(new Identity(), { name: input.name });
    try {
      await this.apply(ctx.em, identity, input, IDENTITY_UPDATABLE, {
        nameTaken: async () => false,
        externalIdTaken: async () => false,
        typeName: async (value) => types.get(value),
        authPolicyExists: async () => true,
      });
    } catch {
      return undefined;
    }
    const engine = this.deps.engine;
    const created = engine.createdEntitiesCtes('identity');
    const event = changeEvent('created', 'identities', identity.id);
    const events = statementEvents(ctx, [event]);
    const i = identity;
    try {
      const [row] = await preparedQuery<{ events: string[] }>(ctx.em, 'identity-create', `with "ins" as (
          insert into "identities" ("id", "created_at", "updated_at", "tags", "name", "type_id", "is_admin", "is_default_admin", "role_attributes", "app_data",
            "default_hosting_cost", "default_hosting_precedence", "service_hosting_costs", "service_hosting_precedences", "external_id", "auth_policy_id",
            "trace_channels", "failed_logins", "disabled", "env_info", "sdk_info")
          values (?, ?, ?, ?::jsonb, ?, ?, ?, false, ?::text[], ?::jsonb, ?, ?, ?::jsonb, ?::jsonb, ?, ?, '{}', 0, false, '{}'::jsonb, '{}'::jsonb)
          returning "id", "role_attributes"
        ),
        ents as (select "id", "role_attributes" from "ins"),
        ${created.sql},
        ${engine.announcedCte()},
        payloads (ord, payload) as (select ord, payload from announced union all select ${EVENT_LAST}, ?::text from "ins")
        select coalesce((select json_agg(p.payload order by p.ord) from (select ord, payload, pg_notify(?, payload) from payloads order by ord) p), '[]'::json) as "events"`, [
        i.id, i.createdAt, i.updatedAt, JSON.stringify(i.tags), i.name, i.typeId, i.isAdmin, textArray(i.roleAttributes), JSON.stringify(i.appData),
        i.defaultHostingCost, i.defaultHostingPrecedence, JSON.stringify(i.serviceHostingCosts), JSON.stringify(i.serviceHostingPrecedences), i.externalId ?? null, i.authPolicyId,
        ...created.params,
        ...announcedParams(events),
        JSON.stringify(event),
        NOTIFY_CHANNEL,
      ]);
      events.committed(row.events);
      return identity;
    } catch (err) {
      if (isConstraintViolation(err)) return undefined;
      throw err;
    }
  }

  /** The identity types by id and by name, to their names: fixed (seeded by migration), so read once. */
  private identityTypes(em: EntityManager): Promise<Map<string, string>> {
    this.types ??= em.find(IdentityType, {}).then(
      (types) => new Map(types.flatMap((t) => [[t.id, t.name], [t.name, t.name]] as [string, string][])),
      (err: unknown) => {
        this.types = undefined;
        throw err;
      },
    );
    return this.types;
  }

  private types?: Promise<Map<string, string>>;

  /**
   * Creates many identities in one transaction (the configuration import): each input checked
   * by the same rules as `create` (the uniqueness and reference lookups made once for all of
   * them), then one insert, one policy evaluation for all and their events. A refused input
   * throws an ItemsError naming its index; nothing is created.
   */
  async createMany(ctx: RequestCtx, raw: IdentityCreateInput[]): Promise<Identity[]> {
    requireAdmin(ctx);
    const inputs = raw.map((input, index) => atItem(index, () => checkIdentityCreate(ctx, input)));
    const enrollments = inputs.map((input, index) => atItem(index, () => requestedEnrollments(input.enrollment)));
    return inTransaction(ctx, async (tx) => {
      const checks = await this.batchChecks(tx.em, inputs);
      const identities: Identity[] = [];
      for (const [index, input] of inputs.entries()) {
        const identity = tx.em.create(Identity, { name: input.name }, { persist: false });
        await atItemAsync(index, () => this.apply(tx.em, identity, input, IDENTITY_UPDATABLE, checks));
        identities.push(identity);
      }
      for (const identity of identities) tx.em.persist(identity);
      await tx.em.flush();
      await this.deps.engine.entitiesCreated(tx, 'identity', identities.map((i) => i.id));
      for (const [index, identity] of identities.entries()) {
        for (const spec of enrollments[index]) await atItemAsync(index, () => issueIdentityEnrollment(tx, this.deps, { ...spec, identityId: identity.id }));
        tx.emit('created', 'identities', identity.id);
      }
      return identities;
    });
  }

  /** The lookups `apply` makes, answered for many inputs from one query each; names taken within the inputs count as taken. */
  private async batchChecks(em: EntityManager, inputs: Patch<IdentityInput>[]): Promise<IdentityChecks> {
    const strings = (values: unknown[]) => textArray([...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))]);
    // One after the other: they share the transaction's connection.
    const names = await em.execute<{ v: string }[]>('select "name" as "v" from "identities" where "name" = any(?::text[])', [strings(inputs.map((i) => i.name))]);
    const externalIds = await em.execute<{ v: string }[]>('select "external_id" as "v" from "identities" where "external_id" = any(?::text[])', [strings(inputs.map((i) => i.externalId))]);
    const types = await em.find(IdentityType, {});
    const policies = await em.execute<{ v: string }[]>('select "id" as "v" from "auth_policies" where "id" = any(?::text[])', [strings(inputs.map((i) => i.authPolicyId))]);
    const takenNames = new Set(names.map((r) => r.v));
    const takenExternalIds = new Set(externalIds.map((r) => r.v));
    const policyIds = new Set(policies.map((r) => r.v));
    // Each input is new: taken means by an existing identity, or by an input before it.
    const takes = (taken: Set<string>) => async (value: string) => {
      if (taken.has(value)) return true;
      taken.add(value);
      return false;
    };
    return {
      nameTaken: takes(takenNames),
      externalIdTaken: takes(takenExternalIds),
      typeName: async (value) => types.find((t) => t.id === value || t.name === value)?.name,
      authPolicyExists: async (id) => policyIds.has(id),
    };
  }

  /**
   * PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the
   * request. The updated identity, unless `answer` is false (REST answers an empty envelope): the
   * usual patch then reads back and builds nothing.
   */
  async update(ctx: RequestCtx, id: string, raw: Patch<IdentityInput>, patchFields?: string[]): Promise<Identity>;
  async update(ctx: RequestCtx, id: string, raw: Patch<IdentityInput>, patchFields: string[] | undefined, answer: false): Promise<void>;
  async update(ctx: RequestCtx, id: string, raw: Patch<IdentityInput>, patchFields?: string[], answer = true): Promise<Identity | void> {
    requireAdmin(ctx);
    const { input, fields } = checkIdentityUpdate(ctx, raw, patchFields);
    const mask = fields ? IDENTITY_UPDATABLE.filter((f) => fields.includes(f)) : IDENTITY_UPDATABLE;
    if (mask.length && mask.every((f) => ONE_STATEMENT_PATCH.has(f)) && !ctx.em.isInTransaction()) {
      const updated = await this.patchInOneStatement(ctx, id, input, mask, answer);
      if (updated) return updated === true ? undefined : updated;
    }
    return inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      if (identity.isDefaultAdmin && mask.includes('isAdmin') && input.isAdmin === false) {
        throw fieldError('isAdmin', 'the default admin must remain an admin', false);
      }
      const wasAdmin = identity.isAdmin;
      await this.apply(tx.em, identity, input, mask);
      if (mask.includes('roleAttributes')) {
        await tx.em.flush();
        await this.deps.engine.refreshEntity(tx, 'identity', identity.id);
      }
      if (wasAdmin && !identity.isAdmin) {
        // Sessions it held as an admin (of services no policy grants) end with the right.
        await tx.em.flush();
        await endLapsedSessions(tx, 's."identity_id" = ?', [identity.id]);
      }
      tx.emit('updated', 'identities', identity.id, mask);
      return identity;
    });
  }

  /**
   * A patch of tags, role attributes or app data (the usual automation edit) as ONE
   * self-committing statement: the update and its notification, made only when no policy names a
   * role attribute the identity gains or loses (it stays in exactly the policies it is in: no
   * access, stamp or session changes). Undefined when that does not hold, the identity does not
   * exist or the input is refused: nothing was written, and the transactional path does the rest
   * and gives the exact answer. True when it was written and no `answer` was asked for.
   */
  private async patchInOneStatement(ctx: RequestCtx, id: string, input: Patch<IdentityInput>, mask: IdentityField[], answer: boolean): Promise<Identity | true | undefined> {
    let roleAttributes: string[] | undefined;
    try {
      if (mask.includes('roleAttributes')) roleAttributes = assertRoleAttributes('roleAttributes', input.roleAttributes);
    } catch {
      return undefined;
    }
    const set = [
      ...(mask.includes('tags') ? [['tags', '?::jsonb', JSON.stringify(input.tags ?? {})]] : []),
      ...(mask.includes('appData') ? [['app_data', '?::jsonb', JSON.stringify(input.appData ?? {})]] : []),
      ...(roleAttributes ? [['role_attributes', '?::text[]', textArray(roleAttributes)]] : []),
    ] as [string, string, unknown][];
    // Only when no policy names an attribute the identity gains or loses (so its matches stay as they are).
    const same = roleAttributes ? `with ${attributesKeepPoliciesCtes('identity')},` : 'with same as (select true as "ok"),';
    const sameParams = roleAttributes ? [id, textArray(roleAttributes), textArray(roleAttributes)] : [];
    const unmoved = roleAttributes ? 'and "role_attributes" = (select "role_attributes" from cur)' : '';
    const event = changeEvent('updated', 'identities', id, mask);
    const announcement = selfNotified(ctx, [event]);
    const now = new Date();
    const rows = await preparedQuery<Record<string, unknown>>(ctx.em, `identity-patch-${mask.join('-')}${answer ? '' : '-quiet'}`, `${same}
        upd as (update "identities" set ${set.map(([column, cast]) => `"${column}" = ${cast}`).join(', ')}, "updated_at" = ?
          where "id" = ? and (select "ok" from same) ${unmoved} returning ${answer ? '*' : '"id"'})
        select ${answer ? 'upd.*' : 'upd."id"'}, pg_notify(?, ?) as "notified" from upd`, [
      ...sameParams, ...set.map(([, , value]) => value), now, id, NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (!rows.length) return undefined;
    announcement.committed();
    if (!answer) return true;
    const { notified: _notified, ...row } = rows[0];
    return ctx.em.map(Identity, row);
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    if (!ctx.em.isInTransaction() && (await this.deleteInOneStatement(ctx, id))) return;
    await inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      if (identity.isDefaultAdmin) throw new ApiError('ENTITY_CAN_NOT_BE_DELETED', { cause: { message: 'the default admin can not be deleted' } });
      // A tunneler-enabled router's own identity lives and dies with the router (router/tunneler.ts).
      if (identity.typeId === 'Router' && (await tx.em.count(Router, { id, isTunnelerEnabled: true }))) {
        throw new ApiError('ENTITY_CAN_NOT_BE_DELETED', {
          cause: { message: 'the identity of a tunneler-enabled edge router goes with the router: delete the router or turn off isTunnelerEnabled' },
        });
      }
      await this.deps.engine.removeEntity(tx, 'identity', id);
      // Authenticators, API sessions, sessions and service config overrides go with it (ON DELETE CASCADE).
      await tx.em.nativeDelete(Identity, { id });
      tx.emit('deleted', 'identities', id);
    });
  }

  /**
   * The usual delete (outside a caller's transaction) as ONE self-committing statement: the
   * checks, what the policy engine removes (its matches, `@id` roles naming it), the delete and
   * its notification. False when a check fails (no such identity, the default admin, a
   * tunneler-enabled router's identity): nothing was written, and the transactional path gives
   * the exact answer.
   */
  private async deleteInOneStatement(ctx: RequestCtx, id: string): Promise<boolean> {
    const when = '(select "ok" from "chk")';
    const removed = this.deps.engine.removedIdentityCtes(id, when);
    const event = changeEvent('deleted', 'identities', id);
    const announcement = selfNotified(ctx, [event]);
    const [row] = await preparedQuery<{ deleted: boolean }>(ctx.em, 'identity-delete', `with "chk" as (
        select exists (select 1 from "identities" i where i."id" = ? and not i."is_default_admin"
          and not (i."type_id" = 'Router' and exists (select 1 from "routers" r where r."id" = i."id" and r."is_tunneler_enabled"))) as "ok"
      ),
      ${removed.sql},
      "d" as (delete from "identities" where "id" = ? and ${when} returning "id")
      select exists (select 1 from "d") as "deleted", (select pg_notify(?, ?) from "d") as "notified"`, [
      id, ...removed.params, id, NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (!row?.deleted) return false;
    announcement.committed();
    return true;
  }

  /** Disables login for `durationMinutes` (0 = until enabled) and ends the identity's API sessions. */
  async disable(ctx: RequestCtx, id: string, durationMinutes: number): Promise<void> {
    requireAdmin(ctx);
    if (!Number.isInteger(durationMinutes) || durationMinutes < 0) throw fieldError('durationMinutes', 'must be a non-negative integer', durationMinutes);
    if (!isStorableTime(Date.now() + durationMinutes * 60_000)) throw fieldError('durationMinutes', 'must end before the year 10000', durationMinutes);
    await inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      if (identity.isDefaultAdmin) throw new ApiError('ENTITY_CAN_NOT_BE_UPDATED', { cause: { message: 'the default admin can not be disabled' } });
      const now = new Date();
      identity.disabled = true;
      identity.disabledAt = now;
      identity.disabledUntil = durationMinutes === 0 ? null : new Date(now.getTime() + durationMinutes * 60_000);
      await tx.em.nativeDelete(ApiSession, { identity: id });
      tx.emit('updated', 'identities', id, ['disabled', 'disabledAt', 'disabledUntil']);
    });
  }

  /**
   * `PUT /identities/{id}/trace`: stores the trace spec (enabled for a duration, or cleared) and
   * answers what is stored. Shown until it lapses; see identity-trace.ts.
   */
  async trace(ctx: RequestCtx, id: string, spec: TraceSpec): Promise<TraceState> {
    requireAdmin(ctx);
    const state = traceStateOf(spec, new Date(), randomUUID);
    return inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      identity.traceId = state.enabled ? state.traceId : null;
      identity.traceUntil = state.until;
      identity.traceChannels = state.channels;
      tx.emit('updated', 'identities', id, ['trace']);
      return state;
    });
  }

  /** The trace of an identity as shown now (a lapsed one is disabled); admins only. */
  traceOf(ctx: RequestCtx, identity: Identity): TraceState {
    requireAdmin(ctx);
    const state = { enabled: !!identity.traceUntil, traceId: identity.traceId ?? '', until: identity.traceUntil ?? null, channels: identity.traceChannels };
    return shownTrace(state, new Date());
  }

  async enable(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      identity.disabled = false;
      identity.disabledAt = null;
      identity.disabledUntil = null;
      // Enabling also ends a lockout: the count of failed logins starts again.
      identity.failedLogins = 0;
      tx.emit('updated', 'identities', id, ['disabled', 'disabledAt', 'disabledUntil']);
    });
  }

  /** Distinct role attributes in use on identities, through the same filter path (`id` is the attribute). */
  async listRoleAttributes(ctx: RequestCtx, q: ListQuery): Promise<Page<string>> {
    requireAdmin(ctx);
    const table = '(select distinct unnest("role_attributes") as "id" from "identities")';
    const page = await listRows(ctx.em, { table, symbols: ROLE_ATTRIBUTE_FIELDS }, q);
    return { ...page, items: page.items.map((r: Record<string, unknown>) => String(r.id)) };
  }

  async listTypes(ctx: RequestCtx, q: ListQuery): Promise<Page<IdentityType>> {
    requireAdmin(ctx);
    return listPage(ctx.em, IdentityType, { table: '"identity_types"', symbols: IDENTITY_TYPE_FIELDS }, q);
  }

  async getType(ctx: RequestCtx, id: string): Promise<IdentityType> {
    requireAdmin(ctx);
    const type = await ctx.em.findOne(IdentityType, { id });
    if (!type) throw new NotFoundError('identity-types', id);
    return type;
  }

  /** Committed identity changes from every controller instance, for admins (GraphQL subscription). */
  watch(ctx: RequestCtx): AsyncIterableIterator<EntityChangeEvent> {
    requireAdmin(ctx);
    return entityChangeStream(this.deps.bus, requireIdentity(ctx), 'identities');
  }

  /** Batch-loads the derived parts of identity details: a fixed number of queries for any number of identities. */
  async describe(em: EntityManager, identities: Identity[]): Promise<IdentityDetail[]> {
    if (!identities.length) return [];
    const ids = identities.map((i) => i.id);
    const authenticators = await em.find(Authenticator, { identity: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
    const enrollments = await identityEnrollments(em, ids);
    const rows = await em.execute<{ identity_id: string; has_session: boolean; via_router: boolean }[]>(IDENTITY_CONNECTIONS, [textArray(ids), textArray(ids)]);
    const withSession = new Set(rows.filter((r) => r.has_session).map((r) => r.identity_id));
    const viaRouter = new Set(rows.filter((r) => r.via_router).map((r) => r.identity_id));
    const policyIds = [...new Set(identities.map((i) => i.authPolicyId))];
    const policyNames = new Map((await em.find(AuthPolicy, { id: { $in: policyIds } }, { fields: ['name'] })).map((p) => [p.id, p.name]));
    const withMfa = await verifiedMfaAmong(em, ids);
    return identities.map((identity) => ({
      isMfaEnabled: withMfa.has(identity.id),
      identity,
      authPolicyName: policyNames.get(identity.authPolicyId) ?? identity.authPolicyId,
      authenticators: authenticators.filter((a) => a.identity.id === identity.id),
      enrollments: enrollments.get(identity.id) ?? [],
      hasApiSession: withSession.has(identity.id),
      hasEdgeRouterConnection: viaRouter.has(identity.id),
    }));
  }

  private async detail(em: EntityManager, id: string): Promise<IdentityDetail> {
    const [detail] = await this.describe(em, [await this.mustFind(em, id)]);
    return detail;
  }

  private mustFind(em: EntityManager, id: string): Promise<Identity> {
    return mustFind(em, Identity, 'identities', id);
  }

  /**
   * Copies the masked fields of `input` (through the gate) onto `identity`, with what the write
   * schema can not say: a PATCH may not clear a required field, names and external ids are
   * unique, the type and auth policy exist.
   */
  private async apply(em: EntityManager, identity: Identity, input: Patch<IdentityInput>, mask: IdentityField[], checks = this.checksOf(em, identity.id)): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name': {
          const name = required('name', input.name);
          assertLength('name', name.trim(), 1, 255);
          if (await checks.nameTaken(name)) throw fieldError('name', 'name must be unique', name);
          identity.name = name;
          break;
        }
        case 'type': {
          const type = await checks.typeName(required('type', input.type));
          if (!type) throw fieldError('type', 'unknown identity type', input.type);
          identity.typeId = type;
          break;
        }
        case 'isAdmin':
          identity.isAdmin = required('isAdmin', input.isAdmin);
          break;
        case 'roleAttributes':
          identity.roleAttributes = assertRoleAttributes('roleAttributes', input.roleAttributes);
          break;
        case 'tags':
          identity.tags = input.tags ?? {};
          break;
        case 'appData':
          identity.appData = input.appData ?? {};
          break;
        case 'defaultHostingCost':
          identity.defaultHostingCost = input.defaultHostingCost ?? 0;
          break;
        case 'defaultHostingPrecedence':
          identity.defaultHostingPrecedence = input.defaultHostingPrecedence ?? 'default';
          break;
        case 'serviceHostingCosts':
          identity.serviceHostingCosts = input.serviceHostingCosts ?? {};
          break;
        case 'serviceHostingPrecedences':
          identity.serviceHostingPrecedences = input.serviceHostingPrecedences ?? {};
          break;
        case 'externalId':
          if (input.externalId && input.externalId !== identity.externalId && (await checks.externalIdTaken(input.externalId))) {
            throw fieldError('externalId', 'externalId is already used by another identity', input.externalId);
          }
          identity.externalId = input.externalId || null;
          break;
        case 'authPolicyId':
          if (input.authPolicyId && !(await checks.authPolicyExists(input.authPolicyId))) throw fieldError('authPolicyId', 'no auth policy has this id', input.authPolicyId);
          identity.authPolicyId = input.authPolicyId || DEFAULT_AUTH_POLICY_ID;
          break;
      }
    }
  }

  /** The lookups of `apply` for one identity, each a query. */
  private checksOf(em: EntityManager, selfId: string): IdentityChecks {
    return {
      nameTaken: async (name) => (await em.count(Identity, { name, id: { $ne: selfId } })) > 0,
      externalIdTaken: async (externalId) => (await em.count(Identity, { externalId, id: { $ne: selfId } })) > 0,
      typeName: async (value) => (await em.findOne(IdentityType, { $or: [{ id: value }, { name: value }] }))?.name,
      authPolicyExists: async (id) => (await em.count(AuthPolicy, { id })) > 0,
    };
  }
}

/** What `apply` looks up in the database: one query each for one identity, or answered for many at once (createMany). */
interface IdentityChecks {
  nameTaken(name: string): Promise<boolean>;
  externalIdTaken(externalId: string): Promise<boolean>;
  /** The name of the identity type with this id or name. */
  typeName(value: string): Promise<string | undefined>;
  authPolicyExists(id: string): Promise<boolean>;
}

/** A field a PATCH gave as null where a value is required. */
function required<T>(field: string, value: T | null | undefined): T {
  if (value === null || value === undefined) throw fieldError(field, `${field} is required`, value);
  return value;
}

/** The enrollments an identity create asks for (their references are checked when issuing them). */
function requestedEnrollments(request: IdentityEnrollmentRequest | null | undefined): Omit<IdentityEnrollmentSpec, 'identityId'>[] {
  const out: Omit<IdentityEnrollmentSpec, 'identityId'>[] = [];
  if (!request) return out;
  const { ott, ottca, updb } = request;
  if (ott) out.push({ method: 'ott' });
  if (ottca !== undefined && ottca !== null) {
    if (ottca === '') throw fieldError('enrollment.ottca', 'must be the id of a CA', ottca);
    out.push({ method: 'ottca', caId: ottca, fieldNames: { caId: 'enrollment.ottca' } });
  }
  if (updb !== undefined && updb !== null) out.push({ method: 'updb', username: updb, fieldNames: { username: 'enrollment.updb' } });
  return out;
}
