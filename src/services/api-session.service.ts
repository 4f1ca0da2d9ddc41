import { ApiSession } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError } from './core/errors';
import { listPage, withoutOrphans, type ListQuery, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import { API_SESSION_FIELDS } from '../entities';

/** Administration of API sessions (the management API's view of who is logged in). */
export class ApiSessionService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<ApiSession>> {
    requireAdmin(ctx);
    const page = await listPage(ctx.em, ApiSession, { table: '"api_sessions"', symbols: API_SESSION_FIELDS }, q);
    await ctx.em.populate(page.items, ['identity']);
    return withoutOrphans(page, 'identity');
  }

  async get(ctx: RequestCtx, id: string): Promise<ApiSession> {
    requireAdmin(ctx);
    const session = await ctx.em.findOne(ApiSession, { id }, { populate: ['identity'] });
    // Without its identity (deleted between the two statements of the load) the session is gone too.
    if (!session?.identity) throw new NotFoundError('api-sessions', id);
    return session;
  }

  /** Several API sessions in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: readonly string[]): Promise<(ApiSession | Error)[]> {
    requireAdmin(ctx);
    const found = new Map((await ctx.em.find(ApiSession, { id: { $in: [...ids] } })).map((s) => [s.id, s]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('api-sessions', id));
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      const deleted = await tx.em.nativeDelete(ApiSession, { id });
      if (!deleted) throw new NotFoundError('api-sessions', id);
      tx.emit('deleted', 'api-sessions', id);
    });
  }
}
