import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';

/** Summary key → table. Each slice of the controller adds the resources it owns. */
const COUNTED: Record<string, string> = {
  identities: 'identities',
  identityTypes: 'identity_types',
  authenticators: 'authenticators',
  apiSessions: 'api_sessions',
};

/** `GET /summary`: counts of what exists, for dashboards. */
export class SummaryService {
  constructor(private readonly deps: ServiceDeps) {}

  async counts(ctx: RequestCtx): Promise<Record<string, number>> {
    requireAdmin(ctx);
    const parts = Object.entries(COUNTED).map(([key, table]) => `(select count(*) from "${table}") as "${key}"`);
    const [row] = await ctx.em.execute<Record<string, string>[]>(`select ${parts.join(', ')}`);
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  }
}
