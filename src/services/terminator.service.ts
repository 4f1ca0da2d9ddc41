import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, Service, Terminator } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError, fieldError } from './core/errors';
import { mustExist, mustFind } from './core/find';
import { listPage, withoutOrphans, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { changeEvent, inTransaction, selfNotified } from './core/tx';
import { preparedQuery } from './core/sql';
import { NOTIFY_CHANNEL } from './core/events/entity-change';
import type { Patch } from './core/write-schema';
import { FABRIC_TERMINATOR_FIELDS, TERMINATOR_FIELDS } from '../entities';
import { TERMINATOR_CREATABLE, TERMINATOR_UPDATABLE, checkTerminatorCreate, checkTerminatorUpdate, type TerminatorCreateField, type TerminatorCreateInput, type TerminatorInput } from './terminator.schema';

const SOURCE: ListSource = { table: '"terminators"', symbols: TERMINATOR_FIELDS };
/** The fabric API's lists: the same rows, with OpenZiti's fabric field names. */
const FABRIC_SOURCE: ListSource = { table: '"terminators"', symbols: FABRIC_TERMINATOR_FIELDS };

/** Inserts a terminator when its service and router exist, and notifies its creation, in one statement. */
const INSERT_TERMINATOR = `with "s" as (select "id" from "services" where "id" = ?), "r" as (select "id" from "routers" where "id" = ?),
  "ins" as (
    insert into "terminators" ("id", "created_at", "updated_at", "tags", "service_id", "router_id", "binding", "address", "identity", "identity_secret", "cost", "precedence")
    select ?, ?, ?, ?::jsonb, "s"."id", "r"."id", ?, ?, ?, ?, ?, ? from "s", "r" returning "id"
  )
  select exists (select 1 from "s") as "has_service", exists (select 1 from "r") as "has_router",
    exists (select 1 from "ins") as "inserted", (select pg_notify(?, ?) from "ins") as "notified"`;

/** Deletes a terminator and notifies it, in one statement. */
const DELETE_TERMINATOR = `with "d" as (delete from "terminators" where "id" = ? returning "id")
  select exists (select 1 from "d") as "deleted", (select pg_notify(?, ?) from "d") as "notified"`;

/** Terminators: where services are hosted (a router, a binding and an address there). */
export class TerminatorService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Terminator>> {
    requireAdmin(ctx);
    return this.withRefs(ctx.em, await listPage(ctx.em, Terminator, SOURCE, q));
  }

  /** `GET /services/{id}/terminators`. */
  async listByService(ctx: RequestCtx, serviceId: string, q: ListQuery): Promise<Page<Terminator>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Service, 'services', serviceId);
    return this.withRefs(ctx.em, await listPage(ctx.em, Terminator, { ...SOURCE, scope: { sql: 'e."service_id" = ?', params: [serviceId] } }, q));
  }

  /** The fabric API's lists: every terminator, or those of one service or one router. */
  async listFabric(ctx: RequestCtx, q: ListQuery, of?: { service: string } | { router: string }): Promise<Page<Terminator>> {
    requireAdmin(ctx);
    let source = FABRIC_SOURCE;
    if (of && 'service' in of) {
      if (!(await ctx.em.count(Service, { id: of.service }))) throw new NotFoundError('services', of.service);
      source = { ...FABRIC_SOURCE, scope: { sql: 'e."service_id" = ?', params: [of.service] } };
    } else if (of) {
      if (!(await ctx.em.count(Router, { id: of.router }))) throw new NotFoundError('routers', of.router);
      source = { ...FABRIC_SOURCE, scope: { sql: 'e."router_id" = ?', params: [of.router] } };
    }
    return this.withRefs(ctx.em, await listPage(ctx.em, Terminator, source, q));
  }

  /** Terminators of several services at once, by service id (GraphQL batch loading). */
  async listForServices(ctx: RequestCtx, serviceIds: readonly string[]): Promise<Terminator[][]> {
    requireAdmin(ctx);
    const all = await ctx.em.find(Terminator, { service: { $in: [...serviceIds] } }, { populate: ['service', 'router'], orderBy: { createdAt: 'asc', id: 'asc' } });
    return serviceIds.map((id) => all.filter((t) => t.service.id === id));
  }

  async get(ctx: RequestCtx, id: string): Promise<Terminator> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** Creates a terminator and answers it loaded (GraphQL); REST, which answers only the id, calls `add`. */
  async create(ctx: RequestCtx, input: TerminatorCreateInput): Promise<Terminator> {
    const { id } = await this.add(ctx, input);
    return this.mustFind(ctx.em, id);
  }

  /**
   * Creates a terminator in one self-committing statement that checks its service and router,
   * inserts it and announces it: hosting SDKs and routers create terminators constantly, and
   * tens of thousands of them must cost no more per create than the first (openziti/ziti #3318).
   */
  async add(ctx: RequestCtx, raw: TerminatorCreateInput): Promise<{ id: string }> {
    requireAdmin(ctx);
    const input = checkTerminatorCreate(ctx, raw);
    const t = new Terminator();
    await this.apply(ctx.em, t, input, TERMINATOR_CREATABLE.filter((f) => f !== 'service' && f !== 'router'));
    const serviceId = input.service;
    const routerId = input.router;
    if (ctx.em.isInTransaction()) {
      // Inside a caller's transaction (the configuration import): the usual unit of work joins it.
      return inTransaction(ctx, async (tx) => {
        await this.apply(tx.em, t, input, ['service', 'router']);
        tx.em.persist(t);
        tx.emit('created', 'terminators', t.id);
        return { id: t.id };
      });
    }
    const event = changeEvent('created', 'terminators', t.id);
    const announcement = selfNotified(ctx, [event]);
    const [row] = await preparedQuery<{ has_service: boolean; has_router: boolean; inserted: boolean }>(ctx.em, 'terminator-insert', INSERT_TERMINATOR, [
      serviceId, routerId,
      t.id, t.createdAt, t.updatedAt, JSON.stringify(t.tags), t.binding, t.address, t.identity, t.identitySecret, t.cost, t.precedence,
      NOTIFY_CHANNEL, JSON.stringify(event),
    ]);
    if (!row?.has_service) throw fieldError('service', 'no service with this id', input.service);
    if (!row.has_router) throw fieldError('router', 'no router with this id', input.router);
    announcement.committed();
    return { id: t.id };
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, raw: Patch<TerminatorInput>, patchFields?: string[]): Promise<Terminator> {
    requireAdmin(ctx);
    const { input, fields } = checkTerminatorUpdate(ctx, raw, patchFields);
    const mask = fields ? TERMINATOR_UPDATABLE.filter((f) => fields.includes(f)) : TERMINATOR_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const terminator = await this.mustFind(tx.em, id);
      await this.apply(tx.em, terminator, input, mask);
      tx.emit('updated', 'terminators', id, mask);
      return terminator;
    });
  }

  /** Deletes and announces in one self-committing statement (see `add`). */
  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    if (ctx.em.isInTransaction()) {
      await inTransaction(ctx, async (tx) => {
        await this.mustFind(tx.em, id);
        await tx.em.nativeDelete(Terminator, { id });
        tx.emit('deleted', 'terminators', id);
      });
      return;
    }
    const event = changeEvent('deleted', 'terminators', id);
    const announcement = selfNotified(ctx, [event]);
    const [row] = await preparedQuery<{ deleted: boolean }>(ctx.em, 'terminator-delete', DELETE_TERMINATOR, [id, NOTIFY_CHANNEL, JSON.stringify(event)]);
    if (!row?.deleted) throw new NotFoundError('terminators', id);
    announcement.committed();
  }

  /** Loads the services and routers of a page (two queries) for presenting their names. */
  private async withRefs(em: EntityManager, page: Page<Terminator>): Promise<Page<Terminator>> {
    await em.populate(page.items, ['service', 'router']);
    return withoutOrphans(page, 'service', 'router');
  }

  private async mustFind(em: EntityManager, id: string): Promise<Terminator> {
    const terminator = await mustFind(em, Terminator, 'terminators', id, {}, { populate: ['service', 'router'] });
    // Without its service or router (deleted between the statements of the load) the terminator is gone too.
    if (!terminator?.service || !terminator.router) throw new NotFoundError('terminators', id);
    return terminator;
  }

  private async apply(em: EntityManager, t: Terminator, input: Patch<TerminatorCreateInput>, mask: TerminatorCreateField[]): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'service': {
          const service = input.service ? await em.findOne(Service, { id: input.service }) : null;
          if (!service) throw fieldError('service', 'no service with this id', input.service);
          t.service = ref(service);
          break;
        }
        case 'router': {
          const router = input.router ? await em.findOne(Router, { id: input.router }) : null;
          if (!router) throw fieldError('router', 'no router with this id', input.router);
          t.router = ref(router);
          break;
        }
        case 'binding':
        case 'address':
          t[field] = input[field] ?? '';
          break;
        case 'identity':
          t.identity = input.identity ?? '';
          break;
        case 'identitySecret':
          t.identitySecret = input.identitySecret || null;
          break;
        case 'cost':
          t.cost = input.cost ?? 0;
          break;
        case 'precedence':
          t.precedence = input.precedence ?? 'default';
          break;
        case 'tags':
          t.tags = input.tags ?? {};
          break;
      }
    }
  }
}
