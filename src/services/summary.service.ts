import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';

/** Summary key (OpenZiti's) → the rows it counts. Each slice of the controller adds the resources it owns. */
const COUNTED: Record<string, { table: string; where?: string }> = {
  apiSessions: { table: 'api_sessions' },
  authPolicies: { table: 'auth_policies' },
  authenticators: { table: 'authenticators' },
  configTypes: { table: 'config_types' },
  configs: { table: 'configs' },
  edgeRouterPolicies: { table: 'edge_router_policies' },
  edgeRouters: { table: 'routers', where: '"is_edge"' },
  externalJwtSigners: { table: 'external_jwt_signers' },
  identities: { table: 'identities' },
  identityTypes: { table: 'identity_types' },
  postureChecks: { table: 'posture_checks' },
  routers: { table: 'routers' },
  serviceEdgeRouterPolicies: { table: 'service_edge_router_policies' },
  servicePolicies: { table: 'service_policies' },
  services: { table: 'services' },
  sessions: { table: 'sessions' },
  terminators: { table: 'terminators' },
};

/** `GET /summary`: counts of what exists, for dashboards, in one query. */
export class SummaryService {
  constructor(private readonly deps: ServiceDeps) {}

  async counts(ctx: RequestCtx): Promise<Record<string, number>> {
    requireAdmin(ctx);
    const parts = Object.entries(COUNTED).map(([key, { table, where }]) => `(select count(*) from "${table}"${where ? ` where ${where}` : ''}) as "${key}"`);
    const [row] = await ctx.em.execute<Record<string, string>[]>(`select ${parts.join(', ')}`);
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  }
}
