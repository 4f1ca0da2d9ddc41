// Prints the DDL MikroORM would create for the current entities: a starting point when
// writing a migration by hand (migrations in src/migrations are the source of truth).
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { ENTITIES } from '../src/entities';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PGliteDriver } = require('mikro-orm-pglite');

(async () => {
  const orm = await MikroORM.init({ driver: PGliteDriver, dbName: 'postgres', entities: ENTITIES, allowGlobalContext: true } as never);
  console.log(await orm.schema.getCreateSchemaSQL({ wrap: false }));
  await orm.close();
})();
