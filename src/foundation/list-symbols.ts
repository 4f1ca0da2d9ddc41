/**
 * The symbols of a list's filter language: which fields a filter may name, the SQL each stands
 * for, and the lists it relates to. Entities declare them (list-fields.ts), the filter compiler
 * (services/core/list/compile.ts) reads them.
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime';

export interface FieldSymbol {
  /** SQL expression for the column, already qualified/quoted, e.g. `e."name"` */
  sql: string;
  type: FieldType;
  /** true when `sql` is a PostgreSQL text[] column (e.g. roleAttributes): only usable through anyOf/allOf/count/isEmpty */
  set?: boolean;
  /** false to forbid sort by this field (sets are never sortable) */
  sortable?: boolean;
}

export interface SymbolTable {
  fields: Record<string, FieldSymbol>;
  /** jsonb map columns addressable with a dotted prefix, e.g. { tags: 'e."tags"', data: 'e."data"' } so `tags.foo = "bar"` works */
  maps?: Record<string, string>;
  /** SQL expression used as final tie-breaker and default ordering, e.g. `e."id"` */
  idSql: string;
  /**
   * Other lists this one relates to: a to-one relation is followed by dotted names
   * (`type.name`), a to-many one is a set (`anyOf(servicePolicies.name)`, `isEmpty(from
   * servicePolicies where …)`). The related rows are read under the alias `e` again, so
   * the related list's own symbols apply to them unchanged.
   */
  relations?: Record<string, RelationSymbol>;
}

export type RelationSymbol = ToOneRelation | ToManyRelation;

export interface ToOneRelation {
  kind: 'one';
  /** The related table, quoted: `"identity_types"`. */
  table: string;
  /** SQL of the row's column holding the related id, e.g. `e."type_id"`. */
  key: string;
  /** The related list's symbols (a function: lists refer to each other). */
  target: () => SymbolTable;
}

export interface ToManyRelation {
  kind: 'many';
  /** The related table, quoted: `"service_policies"`. */
  table: string;
  target: () => SymbolTable;
  /**
   * Where the related ids are: rows of a link table (a match table, or the related table
   * itself when it holds the foreign key) whose `from` column is this row's id and whose `to`
   * column is the related id, with fixed column values (`entity_kind = 'identity'`); or a
   * text[] column of this row holding the related ids.
   */
  link: { table: string; from: string; to: string; where?: Readonly<Record<string, string>> } | { arraySql: string };
}
