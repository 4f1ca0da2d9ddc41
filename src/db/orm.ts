import fs from 'node:fs';
import { MikroORM as CoreORM, type Options } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteConnectionConfig } from 'mikro-orm-pglite' with { 'resolution-mode': 'import' };

// mikro-orm-pglite ships a CommonJS build, but its typings are ESM-only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PGliteDriver } = require('mikro-orm-pglite') as typeof import('mikro-orm-pglite', { with: { 'resolution-mode': 'import' } });
import type { Config } from '../config';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

export type Orm = MikroORM;

/** The database behind the ORM: a PostgreSQL server, or PGlite embedded in this process. */
export type Database =
  | { kind: 'postgres'; url: string; orm: Orm }
  | { kind: 'pglite'; pglite: PGlite; orm: Orm };

function baseOptions(): Partial<Options> {
  return {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // Services fork explicitly; a global context would leak state between requests.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const orm = (await CoreORM.init({
      ...baseOptions(),
      driver: PostgreSqlDriver,
      clientUrl: config.databaseUrl,
      pool: { min: 1, max: 10 },
    } as Options)) as unknown as MikroORM;
    await orm.getMigrator().up();
    return { kind: 'postgres', url: config.databaseUrl, orm };
  }
  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : config.dataDir);
  const orm = (await CoreORM.init({
    ...baseOptions(),
    driver: PGliteDriver,
    dbName: 'postgres',
    driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
  } as Options)) as unknown as MikroORM;
  await orm.getMigrator().up();
  return { kind: 'pglite', pglite, orm };
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.orm.close(true);
  if (db.kind === 'pglite') await db.pglite.close();
}
