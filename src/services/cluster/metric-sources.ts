import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '..';
import type { MetricSources } from './metrics';

/** tarn's pool, as knex keeps it (not part of MikroORM's public types). */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** What the metrics read when scraped: one count query, the pool's figures, the caches' counters. */
export function metricSources(services: Services): MetricSources {
  const { orm, config } = services.deps;
  return {
    async activeApiSessions() {
      const em = orm.em.fork() as EntityManager;
      const [row] = await em.execute<{ n: number }[]>(
        `select count(*)::int as "n" from "api_sessions" where "last_activity_at" > now() - make_interval(secs => ?)`,
        [config.sessionTimeoutMs / 1000],
      );
      return row?.n ?? 0;
    },
    pool() {
      const pool = (orm.em.getConnection() as unknown as { getKnex(): { client?: { pool?: TarnPool } } }).getKnex().client?.pool;
      if (!pool || typeof pool.numUsed !== 'function') return undefined;
      return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() };
    },
    caches() {
      return { 'api-sessions': services.auth.sessionCacheStats, 'service-lists': services.access.serviceListCacheStats };
    },
  };
}
