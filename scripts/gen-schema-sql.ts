// Prints the DDL MikroORM would create for the current entities: a starting point when
// writing a migration by hand (migrations in src/migrations are the source of truth).
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from '../src/entities';

(async () => {
  // No connection is needed to render DDL.
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, dbName: 'ziti', entities: ENTITIES, allowGlobalContext: true, connect: false } as never);
  console.log(await orm.schema.getCreateSchemaSQL({ wrap: false }));
  await orm.close();
})();
