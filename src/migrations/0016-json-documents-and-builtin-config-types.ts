import { Migration } from '@mikro-orm/migrations';
import { BUILTIN_CONFIG_TYPES_0016 } from './seeds/0016-builtin-config-types';

/** A SQL string literal (standard_conforming_strings: only quotes need doubling). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Config data and config type schemas become `json`, which keeps the text as written (jsonb
 * reorders keys, and clients compare what they wrote with what they read). Rows written before
 * keep the order jsonb gave them. Then OpenZiti's built-in config types are seeded with their
 * fixed ids, once: a database that already has a type of that id or name keeps its own.
 */
export class Migration0016JsonDocumentsAndBuiltinConfigTypes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "config_types" alter column "schema" type json using "schema"::json`);
    this.addSql(`alter table "configs" alter column "data" type json using "data"::json`);
    for (const { id, name, schema } of BUILTIN_CONFIG_TYPES_0016) {
      this.addSql(
        `insert into "config_types" ("id", "created_at", "updated_at", "tags", "name", "schema")
         values (${literal(id)}, now(), now(), '{}'::jsonb, ${literal(name)}, ${literal(schema)}::json) on conflict do nothing`,
      );
    }
  }
}
