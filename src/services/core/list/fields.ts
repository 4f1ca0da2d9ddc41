import type { EntityClass, EntityMetadata, EntityProperty, MetadataStorage } from '@mikro-orm/core';
import type { FieldSymbol, FieldType, SymbolTable } from './compile';

/**
 * The filter fields of a list, read from the ORM's metadata of its entity: every persisted
 * column is a field under its property name, a many-to-one relation is a field both as `x`
 * and `xId` (OpenZiti accepts both for a reference), a text[] column is a set field and a
 * jsonb or json column is a map addressed with a dotted prefix (`tags.owner = "ops"`). Columns the
 * entity marks `hidden` (secrets) are never fields unless a list names them.
 *
 * Only what metadata cannot know is written by hand: OpenZiti's other names for a column,
 * computed fields (a rule, a subquery, a json path) and columns left out.
 */
export interface FieldsSpec<T> {
  /** Properties that are not fields on the wire (internal columns). */
  omit?: readonly (keyof T & string)[];
  /** Hidden properties that this list does offer as fields (an admin's token search). */
  include?: readonly (keyof T & string)[];
  /** OpenZiti's other names of a property: `{ type: 'typeId' }`. */
  aliases?: Readonly<Record<string, keyof T & string>>;
  /**
   * Fields that are expressions over the row (alias `e`): a rule (`disabled` that lapses),
   * a name through a reference (`service.name`), a path into a json column. They replace a
   * column field of the same name.
   */
  computed?: Readonly<Record<string, FieldSymbol>>;
}

/** The row alias every list statement uses (see list-query.ts). */
const ALIAS = 'e';

let storage: MetadataStorage | undefined;

/** The ORM's discovered metadata; set once the ORM is up (db/orm.ts), before any list runs. */
export function useEntityMetadata(metadata: MetadataStorage): void {
  storage = metadata;
}

/**
 * The symbol table of an entity's list, built from metadata on first use (metadata exists
 * only once the ORM has discovered the entities; module constants are made before that).
 */
export function entityFields<T extends object>(entity: EntityClass<T>, spec: FieldsSpec<T> = {}): SymbolTable {
  let built: Omit<SymbolTable, 'idSql'> | undefined;
  const build = () => {
    if (!built) {
      if (!storage) throw new Error(`filter fields of ${entity.name} asked for before the ORM's metadata is known`);
      built = symbolsFromMetadata(storage.get(entity.name) as EntityMetadata<T>, spec);
    }
    return built;
  };
  return {
    idSql: `${ALIAS}."id"`,
    get fields() {
      return build().fields;
    },
    get maps() {
      return build().maps;
    },
  };
}

function symbolsFromMetadata<T>(meta: EntityMetadata<T>, spec: FieldsSpec<T>): Omit<SymbolTable, 'idSql'> {
  const fields: Record<string, FieldSymbol> = {};
  const maps: Record<string, string> = {};
  const omitted = new Set<string>(spec.omit ?? []);
  const included = new Set<string>(spec.include ?? []);
  for (const prop of Object.values<EntityProperty<T>>(meta.properties)) {
    if (omitted.has(prop.name) || prop.persist === false || (prop.hidden && !included.has(prop.name))) continue;
    const column = prop.fieldNames?.[0];
    if (!column) continue;
    const sql = `${ALIAS}."${column}"`;
    if (prop.kind === 'm:1') {
      fields[prop.name] = { sql, type: 'string' };
      fields[`${prop.name}Id`] = { sql, type: 'string' };
      continue;
    }
    if (prop.kind !== 'scalar') continue;
    const columnType = String(prop.columnTypes?.[0] ?? prop.type).toLowerCase();
    if (columnType === 'jsonb') {
      maps[prop.name] = sql;
      continue;
    }
    // A json column (kept as written) is read through jsonb, whose operators the filter compiles to.
    if (columnType === 'json') {
      maps[prop.name] = `(${sql}::jsonb)`;
      continue;
    }
    if (columnType.endsWith('[]')) {
      fields[prop.name] = { sql, type: fieldType(columnType.slice(0, -2)), set: true, sortable: false };
      continue;
    }
    fields[prop.name] = { sql, type: fieldType(columnType) };
  }
  for (const [alias, property] of Object.entries(spec.aliases ?? {})) {
    const target = fields[property as string];
    if (!target) throw new Error(`filter alias ${meta.className}.${alias} names ${property as string}, which is not a field`);
    fields[alias] = target;
  }
  Object.assign(fields, spec.computed);
  return { fields, maps };
}

function fieldType(columnType: string): FieldType {
  if (/^(int|integer|bigint|smallint|double|real|numeric|decimal|float)/.test(columnType)) return 'number';
  if (columnType.startsWith('bool')) return 'boolean';
  if (columnType.startsWith('timestamp') || columnType === 'date') return 'datetime';
  return 'string';
}

/** A name read through a reference column, as OpenZiti's dotted fields (`service.name`). */
export function nameThrough(table: string, column: string): FieldSymbol {
  return { sql: `(select x."name" from "${table}" x where x."id" = ${ALIAS}."${column}")`, type: 'string' };
}

/** Lists of role attributes (strings, not entities): the attribute is both `id` and `name`. */
export const ROLE_ATTRIBUTE_FIELDS: SymbolTable = {
  idSql: `${ALIAS}."id"`,
  fields: { id: { sql: `${ALIAS}."id"`, type: 'string' }, name: { sql: `${ALIAS}."id"`, type: 'string' } },
};
