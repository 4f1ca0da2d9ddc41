import { Client, type ClientConfig } from 'pg';
import { parse } from 'pg-connection-string';
import { logger } from '../services/core/logger';
import { isDatabaseUnavailable } from '../services/core/db-errors';
import { StartupError } from './startup-error';

/** How long a start waits for a database that is not reachable yet (e.g. starting alongside). */
const REACH_TIMEOUT_MS = 30_000;

/**
 * The pg connection settings of a DATABASE_URL, its query parameters included (`sslmode`,
 * `host=/path/to/socket-dir`, ...), which MikroORM's own URL handling would drop.
 */
export function connectionFromUrl(url: string): ClientConfig {
  const parsed = parse(url);
  if (!parsed.database) throw new StartupError('DATABASE_URL names no database (postgres://user@host:5432/<database>)', 'DATABASE_NOT_FOUND');
  const { database, host, port, user, password, ssl, application_name, options } = parsed;
  return {
    database,
    host: host ?? undefined,
    port: port ? Number(port) : undefined,
    user,
    password,
    ...(ssl !== undefined ? { ssl: ssl as ClientConfig['ssl'] } : {}),
    ...(application_name ? { application_name } : {}),
    ...(options ? { options } : {}),
  };
}

/** `host:port/database` for messages (never the password). */
export function describeConnection(c: ClientConfig): string {
  return `${c.host ?? 'localhost'}${c.host?.startsWith('/') ? '' : `:${c.port ?? 5432}`}/${c.database}`;
}

/**
 * Checks that the database exists and can be reached. A database that does not exist is an
 * error (never created silently: a misspelled name would otherwise start an empty network); an
 * unreachable server is waited for, up to half a minute.
 */
export async function requireDatabase(connection: ClientConfig): Promise<void> {
  const deadline = Date.now() + REACH_TIMEOUT_MS;
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ ...connection, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      const code = (err as { code?: string }).code;
      if (code === '3D000') {
        throw new StartupError(`database "${connection.database}" does not exist on ${describeConnection(connection)}: create it (createdb ${connection.database}) or correct DATABASE_URL`, 'DATABASE_NOT_FOUND');
      }
      if (!isDatabaseUnavailable(err) || Date.now() > deadline) {
        throw new StartupError(`can not connect to ${describeConnection(connection)}: ${(err as Error).message}`, 'DATABASE_UNAVAILABLE');
      }
      if (attempt === 0) logger.warn({ database: describeConnection(connection), err: (err as Error).message }, 'database not reachable yet; waiting');
      await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 2_000)));
    }
  }
}
