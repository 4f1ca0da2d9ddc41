import path from 'node:path';

/** Controller configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the controller runs on embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one schema each). */
  databaseSchema?: string;
  dataDir: string;
  adminUsername?: string;
  adminPassword?: string;
  /** Idle timeout of API sessions. */
  sessionTimeoutMs: number;
  /** Externally visible base URL of this controller, used in /version apiBaseUrls. */
  advertisedAddress: string;
  logLevel: string;
  /** Authentication attempts allowed per client IP per minute. */
  authRateLimitPerMinute: number;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intEnv(env, 'PORT', 1280);
  const host = env.HOST || '0.0.0.0';
  const sessionTimeoutMinutes = intEnv(env, 'SESSION_TIMEOUT_MINUTES', 30);
  if (sessionTimeoutMinutes < 1) throw new Error('SESSION_TIMEOUT_MINUTES must be at least 1');
  // Seconds take precedence when given (short timeouts for tests and demos).
  const sessionTimeoutSeconds = env.SESSION_TIMEOUT_SECONDS ? intEnv(env, 'SESSION_TIMEOUT_SECONDS', 0) : undefined;
  if (sessionTimeoutSeconds !== undefined && sessionTimeoutSeconds < 2) throw new Error('SESSION_TIMEOUT_SECONDS must be at least 2');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR || './data'),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTimeoutMs: sessionTimeoutSeconds !== undefined ? sessionTimeoutSeconds * 1000 : sessionTimeoutMinutes * 60_000,
    advertisedAddress: env.ADVERTISED_ADDRESS || `localhost:${port}`,
    logLevel: env.LOG_LEVEL || 'info',
    authRateLimitPerMinute: intEnv(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120),
  };
}
