import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { POSTURE_CHECK_TYPE_LIST } from './posture-check/posture-check-types';

/**
 * Summary key (OpenZiti's entity type) → the SQL expression counting it. OpenZiti names every
 * store; a subtype store is `<type>.edge` (edge routers among routers, edge services among
 * services: here every service is one). `edgeRouters` is this controller's earlier name for
 * `routers.edge`, kept for its clients. OpenZiti's internal stores without a counterpart here
 * (revocations, eventualEvents) are not listed.
 */
const COUNTED = {
  apiSessionCertificates: count('api_session_certificates'),
  apiSessions: count('api_sessions'),
  authPolicies: count('auth_policies'),
  authenticators: count('authenticators'),
  cas: count('cas'),
  configTypes: count('config_types'),
  configs: count('configs'),
  // The controller instances serving this database (each registers itself at start).
  controllers: count('controllers'),
  edgeRouterPolicies: count('edge_router_policies'),
  edgeRouters: count('routers', '"is_edge"'),
  enrollments: count('enrollments'),
  externalJwtSigners: count('external_jwt_signers'),
  identities: count('identities'),
  identityTypes: count('identity_types'),
  mfas: count('mfa'),
  // A fixed set, known to the code rather than stored.
  postureCheckTypes: String(POSTURE_CHECK_TYPE_LIST.length),
  postureChecks: count('posture_checks'),
  routers: count('routers'),
  'routers.edge': count('routers', '"is_edge"'),
  serviceEdgeRouterPolicies: count('service_edge_router_policies'),
  servicePolicies: count('service_policies'),
  services: count('services'),
  'services.edge': count('services'),
  sessions: count('sessions'),
  terminators: count('terminators'),
} as const;

function count(table: string, where?: string): string {
  return `(select count(*) from "${table}"${where ? ` where ${where}` : ''})`;
}

export type SummaryKey = keyof typeof COUNTED;
/** `GET /summary`: one count per kind of entity. */
export type SummaryCounts = Record<SummaryKey, number>;

/** `GET /summary`: counts of what exists, for dashboards, in one query. */
export class SummaryService {
  constructor(private readonly deps: ServiceDeps) {}

  async counts(ctx: RequestCtx): Promise<SummaryCounts> {
    requireAdmin(ctx);
    const parts = Object.entries(COUNTED).map(([key, expr]) => `${expr} as "${key}"`);
    const [row] = await ctx.em.execute<Record<string, string>[]>(`select ${parts.join(', ')}`);
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as SummaryCounts;
  }
}
