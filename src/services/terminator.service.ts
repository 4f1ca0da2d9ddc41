import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, Service, Terminator } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError, fieldError } from './core/errors';
import { listPage, withoutOrphans, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import type { Patch } from './core/write-schema';
import { assertHostingCost } from './core/validate';
import { TERMINATOR_FIELDS } from '../entities';
import { TERMINATOR_CREATABLE, TERMINATOR_UPDATABLE, type TerminatorCreateField, type TerminatorCreateInput, type TerminatorInput } from './terminator.schema';

export const TERMINATOR_PRECEDENCES: readonly string[] = ['default', 'required', 'failed'];
const SOURCE: ListSource = { table: '"terminators"', symbols: TERMINATOR_FIELDS };

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
    if (!(await ctx.em.count(Service, { id: serviceId }))) throw new NotFoundError('services', serviceId);
    return this.withRefs(ctx.em, await listPage(ctx.em, Terminator, { ...SOURCE, scope: { sql: 'e."service_id" = ?', params: [serviceId] } }, q));
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

  async create(ctx: RequestCtx, input: TerminatorCreateInput): Promise<Terminator> {
    requireAdmin(ctx);
    return inTransaction(ctx, async (tx) => {
      const terminator = new Terminator();
      await this.apply(tx.em, terminator, input, TERMINATOR_CREATABLE);
      tx.em.persist(terminator);
      tx.emit('created', 'terminators', terminator.id);
      return terminator;
    });
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, input: Patch<TerminatorInput>, fields?: string[]): Promise<Terminator> {
    requireAdmin(ctx);
    const mask = fields ? TERMINATOR_UPDATABLE.filter((f) => fields.includes(f)) : TERMINATOR_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const terminator = await this.mustFind(tx.em, id);
      await this.apply(tx.em, terminator, input, mask);
      tx.emit('updated', 'terminators', id, mask);
      return terminator;
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      await tx.em.nativeDelete(Terminator, { id });
      tx.emit('deleted', 'terminators', id);
    });
  }

  /** Loads the services and routers of a page (two queries) for presenting their names. */
  private async withRefs(em: EntityManager, page: Page<Terminator>): Promise<Page<Terminator>> {
    await em.populate(page.items, ['service', 'router']);
    return withoutOrphans(page, 'service', 'router');
  }

  private async mustFind(em: EntityManager, id: string): Promise<Terminator> {
    const terminator = await em.findOne(Terminator, { id }, { populate: ['service', 'router'] });
    // Without its service or router (deleted between the statements of the load) the terminator is gone too.
    if (!terminator?.service || !terminator.router) throw new NotFoundError('terminators', id);
    return terminator;
  }

  private async apply(em: EntityManager, t: Terminator, input: Patch<TerminatorCreateInput>, mask: TerminatorCreateField[]): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'service': {
          const service = typeof input.service === 'string' ? await em.findOne(Service, { id: input.service }) : null;
          if (!service) throw fieldError('service', 'no service with this id', input.service);
          t.service = ref(service);
          break;
        }
        case 'router': {
          const router = typeof input.router === 'string' ? await em.findOne(Router, { id: input.router }) : null;
          if (!router) throw fieldError('router', 'no router with this id', input.router);
          t.router = ref(router);
          break;
        }
        case 'binding':
        case 'address': {
          const value = input[field];
          if (typeof value !== 'string' || value === '') throw fieldError(field, `${field} is required`, value);
          t[field] = value;
          break;
        }
        case 'identity':
          t.identity = input.identity ?? '';
          break;
        case 'identitySecret':
          t.identitySecret = input.identitySecret || null;
          break;
        case 'cost':
          t.cost = input.cost ?? 0;
          assertHostingCost('cost', t.cost);
          break;
        case 'precedence': {
          const precedence = input.precedence ?? 'default';
          if (!TERMINATOR_PRECEDENCES.includes(precedence)) throw fieldError('precedence', 'must be default, required or failed', precedence);
          t.precedence = precedence;
          break;
        }
        case 'tags':
          t.tags = input.tags ?? {};
          break;
      }
    }
  }
}
