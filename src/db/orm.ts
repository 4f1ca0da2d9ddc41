import { useEntityMetadata } from '../foundation/list-fields';
import { MikroORM as CoreORM, type Options } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { Client, type ClientConfig } from 'pg';
import type { Config } from '../config';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { connectionFromUrl, describeConnection, requireDatabase } from './connection';
import { EmbeddedPostgres } from './embedded/embedded-server';
import { logger } from '../services/core/logger';
import { useFastTextArrays } from './pg-types';

export type Orm = MikroORM;


/** Connections of the ORM's pool (the LISTEN connection of the event bus is one more); the HTTP server keeps descriptors free for them. */
export const DB_POOL_MAX = 10;
/**
 * The database behind the ORM: always PostgreSQL, through one driver. Either the server
 * DATABASE_URL names, or the embedded server the controller runs in DATA_DIR.
 */
export interface Database {
  orm: Orm;
  /** pg settings of the same database, for connections outside the ORM pool (LISTEN). */
  connection: ClientConfig;
  /** The server the controller runs itself (absent with DATABASE_URL). */
  embedded?: EmbeddedPostgres;
  /** For logs: where the data is (never a password). */
  description: string;
}

export interface OpenOptions {
  /** Runs before any migration, on the connection to the database (e.g. to require it empty). */
  beforeMigrate?: (connection: ClientConfig) => Promise<void>;
  /** Migrate only up to this migration (restoring a snapshot taken at that schema level). */
  migrateTo?: string;
}

/** A fixed key for pg_advisory_lock: replicas starting together migrate one at a time. */
const MIGRATION_LOCK = 727_002;

/** Opens the configured database (starting the embedded server when there is no DATABASE_URL) and brings its schema up to date. */
export async function openDatabase(config: Config, opts: OpenOptions = {}): Promise<Database> {
  useFastTextArrays();
  // A worker uses the embedded server its primary runs (src/workers/primary.ts).
  const shared = config.worker?.database;
  const embedded = config.databaseUrl || shared ? undefined : await EmbeddedPostgres.start(config.dataDir);
  try {
    const connection = embedded ? embedded.connection : shared ? { ...shared } : connectionFromUrl(config.databaseUrl!);
    await requireDatabase(connection);
    await opts.beforeMigrate?.(connection);
    const orm = (await CoreORM.init({
      entities: ENTITIES,
      extensions: [Migrator],
      migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
      driver: PostgreSqlDriver,
      dbName: connection.database,
      // Checked above; a missing database is an error, never created.
      ensureDatabase: false,
      // Settings MikroORM's URL handling would drop (sockets, ssl) go to pg as they are.
      driverOptions: {
        connection: { ...connection, connectionTimeoutMillis: 5_000 },
        acquireConnectionTimeout: 10_000,
        // knex's own messages (e.g. "Connection Error: ..." for a pooled connection found dead
        // after an outage) go to the controller's log, not to the console between JSON lines.
        log: {
          warn: (message: unknown) => logger.warn({ message: String(message) }, 'database driver'),
          error: (message: unknown) => logger.error({ message: String(message) }, 'database driver'),
          deprecate: (message: unknown) => logger.debug({ message: String(message) }, 'database driver'),
          debug: (message: unknown) => logger.debug({ message: String(message) }, 'database driver'),
        },
      },
      pool: { min: 1, max: DB_POOL_MAX },
      // Services fork explicitly; a global context would leak state between requests.
      allowGlobalContext: false,
      forceUtcTimezone: true,
      debug: false,
    } as Options)) as unknown as MikroORM;
    useEntityMetadata(orm.getMetadata());
    try {
      await migrateLocked(orm, connection, opts.migrateTo);
    } catch (err) {
      await orm.close(true).catch(() => undefined);
      throw err;
    }
    const description = embedded ? `embedded PostgreSQL in ${embedded.dataDir}` : shared ? `embedded PostgreSQL of the primary process (${config.dataDir})` : `PostgreSQL ${describeConnection(connection)}`;
    return { orm, connection, embedded, description };
  } catch (err) {
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}

/** Runs pending migrations holding a session advisory lock, so replicas starting together take turns. */
async function migrateLocked(orm: Orm, connection: ClientConfig, to?: string): Promise<void> {
  const lock = new Client(connection);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.getMigrator().up(to ? { to } : undefined);
  } finally {
    await lock.end().catch(() => undefined); // ending the session releases the lock
  }
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.orm.close(true);
  await db.embedded?.stop();
}
