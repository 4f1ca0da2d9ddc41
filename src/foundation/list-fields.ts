import type { EntityClass, EntityMetadata, EntityProperty, MetadataStorage } from '@mikro-orm/core';
import type { FieldSymbol, FieldType, RelationSymbol, SymbolTable } from './list-symbols';

/**
 * The filter fields of a list, read from the ORM's metadata of its entity: every persisted
 * column is a field under its property name, a many-to-one relation is a field both as `x`
 * and `xId` (OpenZiti accepts both for a reference), a text[] column is a set field and a
 * jsonb or json column is a map addressed with a dotted prefix (`tags.owner = "ops"`). Columns the
 * entity marks `hidden` (secrets) are never fields unless a list names them.
 *
 * A many-to-one relation is also a relation to the referenced entity's list, so its fields
 * read through it (`service.name`, `identity.type.name`); relations metadata cannot see
 * (a reference kept as a plain column, the rows of another table or of a match table) are
 * declared in `relations`.
 *
 * OpenZiti treats every foreign key as traversable, so a reference is a relation under every name
 * it has as a field (its aliases included).
 *
 * Only what metadata cannot know is written by hand: OpenZiti's other names for a column,
 * computed fields (a rule, a subquery, a json path), relations and columns left out.
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
  /** The name relations of other lists use for this list; the entity's class name by default (the first list of a class). */
  listName?: string;
  /** Relations beside the many-to-one ones of the metadata (see toOne, childrenOf, idsIn, linkedThrough). */
  relations?: Readonly<Record<string, RelationSpec>>;
}

/** A relation to another list (named as entityFields registered it), resolved once metadata is known. */
export type RelationSpec =
  | { kind: 'one'; list: string; key: string }
  | { kind: 'children'; list: string; property: string }
  | { kind: 'idsIn'; list: string; property: string }
  | { kind: 'linked'; list: string; table: string; from: string; to: string; where: Readonly<Record<string, string>> };

/** The row a property of this entity holds the id of (a reference kept as a plain column: `typeId`). */
export const toOne = (list: string, key: string): RelationSpec => ({ kind: 'one', list, key });
/** The rows of another list whose many-to-one `property` points at this row (an identity's authenticators). */
export const childrenOf = (list: string, property: string): RelationSpec => ({ kind: 'children', list, property });
/** The rows whose ids a text[] property of this entity holds (a service's configs). */
export const idsIn = (list: string, property: string): RelationSpec => ({ kind: 'idsIn', list, property });
/**
 * The rows named by a link table: its `from` column is this row's id, its `to` column the
 * related id, and `where` fixes other columns to constants (a kind in a shared match table).
 */
export function linkedThrough(list: string, table: string, from: string, to: string, where: Record<string, string> = {}): RelationSpec {
  // The constants are written into the SQL: only plain words are accepted.
  for (const value of [table, from, to, ...Object.keys(where), ...Object.values(where)]) {
    if (!/^[a-z_-]+$/.test(value)) throw new Error(`relation to ${list}: "${value}" is not a plain name`);
  }
  return { kind: 'linked', list, table, from, to, where };
}

/** The row alias every list statement uses (see list-query.ts). */
const ALIAS = 'e';

let storage: MetadataStorage | undefined;

/** Every list's entity and symbols by list name, for relations to find their targets. */
const lists = new Map<string, { entity: EntityClass<object>; symbols: SymbolTable }>();

function findList(name: string): { entity: EntityClass<object>; symbols: SymbolTable; table: string } | undefined {
  const list = lists.get(name);
  return list && storage ? { ...list, table: `"${storage.get(list.entity.name).tableName}"` } : undefined;
}

function listNamed(name: string, from: string): NonNullable<ReturnType<typeof findList>> {
  const list = findList(name);
  if (!list) throw new Error(`filter relation of ${from} names the list ${name}, which does not exist`);
  return list;
}

/** The ORM's discovered metadata; set once the ORM is up (db/orm.ts), before any list runs. */
export function useEntityMetadata(metadata: MetadataStorage): void {
  storage = metadata;
}

/**
 * The symbol table of an entity's list, built from metadata on first use (metadata exists
 * only once the ORM has discovered the entities; module constants are made before that).
 */
export function entityFields<T extends object>(entity: EntityClass<T>, spec: FieldsSpec<T> = {}): SymbolTable {
  let built: Required<Omit<SymbolTable, 'idSql'>> | undefined;
  const build = () => {
    if (!built) {
      if (!storage) throw new Error(`filter fields of ${entity.name} asked for before the ORM's metadata is known`);
      built = symbolsFromMetadata(storage.get(entity.name) as EntityMetadata<T>, spec);
    }
    return built;
  };
  const table: SymbolTable = {
    idSql: `${ALIAS}."id"`,
    get fields() {
      return build().fields;
    },
    get maps() {
      return build().maps;
    },
    get relations() {
      return build().relations;
    },
  };
  const listName = spec.listName ?? entity.name;
  if (!lists.has(listName)) lists.set(listName, { entity: entity as EntityClass<object>, symbols: table });
  return table;
}

function symbolsFromMetadata<T>(meta: EntityMetadata<T>, spec: FieldsSpec<T>): Required<Omit<SymbolTable, 'idSql'>> {
  const fields: Record<string, FieldSymbol> = {};
  const maps: Record<string, string> = {};
  const relations: Record<string, RelationSymbol> = {};
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
      // A reference to an entity without a list of its own stays a field only.
      const target = findList(prop.type);
      if (target) relations[prop.name] = { kind: 'one', key: sql, table: target.table, target: () => target.symbols };
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
    // OpenZiti reads through every reference under its name: an alias of one is a relation too (a config's `type.name`).
    if (relations[property as string]) relations[alias] = relations[property as string];
  }
  Object.assign(fields, spec.computed);
  for (const [name, relation] of Object.entries(spec.relations ?? {})) relations[name] = resolveRelation(meta as EntityMetadata, name, relation);
  return { fields, maps, relations };
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

/** A declared relation in SQL terms; the related list's symbols are read on use (lists refer to each other). */
function resolveRelation(meta: EntityMetadata, name: string, spec: RelationSpec): RelationSymbol {
  const from = `${meta.className}.${name}`;
  const target = listNamed(spec.list, from);
  const columnOf = (m: EntityMetadata, property: string) => {
    const column = (m.properties as Record<string, EntityProperty | undefined>)[property]?.fieldNames?.[0];
    if (!column) throw new Error(`filter relation ${from} names ${m.className}.${property}, which is not a column`);
    return column;
  };
  const base = { table: target.table, target: () => target.symbols };
  switch (spec.kind) {
    case 'one':
      return { kind: 'one', key: `${ALIAS}."${columnOf(meta, spec.key)}"`, ...base };
    case 'idsIn':
      return { kind: 'many', link: { arraySql: `${ALIAS}."${columnOf(meta, spec.property)}"` }, ...base };
    case 'linked':
      return { kind: 'many', link: { table: `"${spec.table}"`, from: spec.from, to: spec.to, where: spec.where }, ...base };
    case 'children':
      return { kind: 'many', link: { table: target.table, from: columnOf(storage!.get(target.entity.name), spec.property), to: 'id' }, ...base };
  }
}
