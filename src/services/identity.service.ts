import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, AuthPolicy, Authenticator, Enrollment, Identity, IdentityType, Router } from '../entities';
import type { Tags } from '../entities/base.entity';
import { HOSTING_PRECEDENCES, type HostingPrecedence } from '../entities/identity.entity';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, atItem, atItemAsync, fieldError } from './core/errors';
import { listPage, listRows, type ListQuery, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import type { Patch } from './core/write-schema';
import { textArray } from './core/sql';
import type { EntityChangeEvent } from './core/events/entity-change';
import { entityChangeStream } from './core/events/stream';
import { MAX_INDEXED_TEXT_LENGTH, assertHostingCost, assertLength, assertRoleAttributes, isStorableTime } from './core/validate';
import { identityEnrollments } from './enrollment/issue';
import { IDENTITY_UPDATABLE, type IdentityCreateInput, type IdentityEnrollmentRequest, type IdentityField, type IdentityInput } from './identity.schema';
import { DEFAULT_AUTH_POLICY_ID } from './auth-policy.schema';
import { shownTrace, traceStateOf, type TraceSpec, type TraceState } from './identity-trace';
import { issueIdentityEnrollment, type IdentityEnrollmentSpec } from './enrollment/identity-enrollment';
import { IDENTITY_FIELDS, IDENTITY_TYPE_FIELDS } from '../entities';
import { ROLE_ATTRIBUTE_FIELDS } from './core/list/fields';
import { requireIdentityPendingMfaAllowed } from './core/context';
import { verifiedMfaAmong } from './mfa/session-state';

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
  select s."identity_id", coalesce(bool_or(s."router_seen_at" > now() - ${ROUTER_SEEN_WINDOW}), false) or exists (
      select 1 from "identity_router_connections" c join "routers" r on r."id" = c."router_id" and r."is_online" where c."identity_id" = s."identity_id") as "via_router"
    from "api_sessions" s where s."identity_id" = any(?::text[]) group by s."identity_id"
  union all
  select c."identity_id", true from "identity_router_connections" c join "routers" r on r."id" = c."router_id" and r."is_online"
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
  async create(ctx: RequestCtx, input: IdentityCreateInput): Promise<Identity> {
    requireAdmin(ctx);
    const enrollments = requestedEnrollments(input.enrollment);
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
   * Creates many identities in one transaction (the configuration import): each input checked
   * by the same rules as `create` (the uniqueness and reference lookups made once for all of
   * them), then one insert, one policy evaluation for all and their events. A refused input
   * throws an ItemsError naming its index; nothing is created.
   */
  async createMany(ctx: RequestCtx, inputs: IdentityCreateInput[]): Promise<Identity[]> {
    requireAdmin(ctx);
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

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, input: Patch<IdentityInput>, fields?: string[]): Promise<Identity> {
    requireAdmin(ctx);
    const mask = fields ? IDENTITY_UPDATABLE.filter((f) => fields.includes(f)) : IDENTITY_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const identity = await this.mustFind(tx.em, id);
      if (identity.isDefaultAdmin && mask.includes('isAdmin') && input.isAdmin === false) {
        throw fieldError('isAdmin', 'the default admin must remain an admin', false);
      }
      await this.apply(tx.em, identity, input, mask);
      if (mask.includes('roleAttributes')) {
        await tx.em.flush();
        await this.deps.engine.refreshEntity(tx, 'identity', identity.id);
      }
      tx.emit('updated', 'identities', identity.id, mask);
      return identity;
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
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
    const rows = await em.execute<{ identity_id: string; via_router: boolean }[]>(IDENTITY_CONNECTIONS, [textArray(ids), textArray(ids)]);
    const withSession = new Set(rows.filter((r) => r.via_router !== null).map((r) => r.identity_id));
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

  private async mustFind(em: EntityManager, id: string): Promise<Identity> {
    const identity = await em.findOne(Identity, { id });
    if (!identity) throw new NotFoundError('identities', id);
    return identity;
  }

  /** Validates meaning and copies the masked fields of `input` onto `identity`. */
  private async apply(em: EntityManager, identity: Identity, input: Patch<IdentityInput>, mask: IdentityField[], checks = this.checksOf(em, identity.id)): Promise<void> {
    for (const field of mask) {
      const value = input[field];
      switch (field) {
        case 'name':
          if (typeof value !== 'string') throw fieldError('name', 'name is required', value);
          assertLength('name', value.trim(), 1, 255);
          if (await checks.nameTaken(value)) throw fieldError('name', 'name must be unique', value);
          identity.name = value;
          break;
        case 'type': {
          if (typeof value !== 'string') throw fieldError('type', 'type is required', value);
          const type = await checks.typeName(value);
          if (!type) throw fieldError('type', 'unknown identity type', value);
          identity.typeId = type;
          break;
        }
        case 'isAdmin':
          if (typeof value !== 'boolean') throw fieldError('isAdmin', 'isAdmin is required', value);
          identity.isAdmin = value;
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
          assertHostingCost('defaultHostingCost', identity.defaultHostingCost);
          break;
        case 'defaultHostingPrecedence':
          identity.defaultHostingPrecedence = input.defaultHostingPrecedence ?? 'default';
          break;
        case 'serviceHostingCosts': {
          const costs = input.serviceHostingCosts ?? {};
          for (const [svc, cost] of Object.entries(costs)) assertHostingCost(`serviceHostingCosts.${svc}`, cost);
          identity.serviceHostingCosts = costs;
          break;
        }
        case 'serviceHostingPrecedences': {
          const precedences = input.serviceHostingPrecedences ?? {};
          for (const [svc, p] of Object.entries(precedences)) {
            if (!HOSTING_PRECEDENCES.includes(p)) throw fieldError(`serviceHostingPrecedences.${svc}`, 'must be default, required or failed', p);
          }
          identity.serviceHostingPrecedences = precedences;
          break;
        }
        case 'externalId':
          // Unique, so indexed: at most what an index entry holds.
          if (input.externalId) assertLength('externalId', input.externalId, 1, MAX_INDEXED_TEXT_LENGTH);
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

/** The enrollments an identity create asks for, checked for shape (the rest is checked when issuing them). */
function requestedEnrollments(request: IdentityEnrollmentRequest | null | undefined): Omit<IdentityEnrollmentSpec, 'identityId'>[] {
  const out: Omit<IdentityEnrollmentSpec, 'identityId'>[] = [];
  if (!request) return out;
  const { ott, ottca, updb } = request;
  if (ott !== undefined && ott !== null && typeof ott !== 'boolean') throw fieldError('enrollment.ott', 'must be a boolean', ott);
  if (ott) out.push({ method: 'ott' });
  if (ottca !== undefined && ottca !== null) {
    if (typeof ottca !== 'string' || ottca === '') throw fieldError('enrollment.ottca', 'must be the id of a CA', ottca);
    out.push({ method: 'ottca', caId: ottca, fieldNames: { caId: 'enrollment.ottca' } });
  }
  if (updb !== undefined && updb !== null) {
    if (typeof updb !== 'string') throw fieldError('enrollment.updb', 'must be a username', updb);
    out.push({ method: 'updb', username: updb, fieldNames: { username: 'enrollment.updb' } });
  }
  return out;
}
