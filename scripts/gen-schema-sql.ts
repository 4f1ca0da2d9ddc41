import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
const { PGliteDriver } = require('mikro-orm-pglite');
import { ENTITIES } from '../src/entities';
(async () => {
  const orm = await MikroORM.init({ driver: PGliteDriver, dbName: 'postgres', entities: ENTITIES, allowGlobalContext: true } as any);
  console.log(await orm.schema.getCreateSchemaSQL({ wrap: false }));
  await orm.close();
})();
