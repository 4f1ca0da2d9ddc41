import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidPaginationError, fieldError } from '../errors';
import { createHash } from 'node:crypto';
import { boundQuery, preparedQuery, textArray } from '../sql';
import { parseZitiQL, type ZqlQuery } from './zitiql';
import { compileFilter, filterableFields, parseSortParam, type SymbolTable } from './compile';

/** Transport-neutral list request: what REST query params and GraphQL list args both become. */
export interface ListQuery {
  filter?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  /** `#attr` / `@id` roles that the entity's roleAttributes (or id) must match. */
  roleFilter?: string[];
  roleSemantic?: 'AllOf' | 'AnyOf';
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  limit: number;
  offset: number;
  filterableFields: string[];
  /** The source's `extra` of each item, in item order (when the source has one). */
  extras?: unknown[];
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 500;
export const MAX_OFFSET = 100_000;
/** Roles of one roleFilter: each is compared with every row's attributes, so a huge list costs per row. */
export const MAX_ROLE_FILTERS = 256;

/** A list source: the table, its alias-qualified symbols, and any fixed scope (e.g. "only mine"). */
export interface ListSource {
  table: string;
  symbols: SymbolTable;
  /** Extra SQL condition always applied, with its own `?` params. */
  scope?: { sql: string; params: unknown[] };
  /** Column (alias-qualified) holding role attributes, enabling roleFilter. */
  roleAttributesSql?: string;
  /**
   * One more expression computed for each row of the page (with its own `?` params), returned
   * in `Page.extras` beside the items: data a caller would otherwise fetch in a second query.
   */
  extra?: { sql: string; params: unknown[] };
  /**
   * A hot list (polled by every client): its unfiltered pages run as prepared statements on
   * PostgreSQL. Only unfiltered ones, so the statements a connection keeps stay few.
   */
  hot?: boolean;
}

/**
 * A page without the items whose populated relations no longer exist. A page and its relations
 * are read in two statements, each seeing the latest commits: a parent deleted in between took
 * its children along (ON DELETE CASCADE), and those children come back with the relation null.
 * They are gone, so they are left out rather than presented (and crashing on the null).
 */
export function withoutOrphans<T extends object>(page: Page<T>, ...relations: (keyof T)[]): Page<T> {
  const items = page.items.filter((item) => relations.every((r) => item[r] != null));
  return items.length === page.items.length ? page : { ...page, items };
}

/** Normalizes OpenZiti pagination: default 10, max 500, -1 means everything, offset at most 100000. */
export function pagination(q: ListQuery, zql: ZqlQuery): { limit: number | 'none'; offset: number } {
  let limit: number | 'none' = q.limit ?? DEFAULT_LIMIT;
  if (limit === -1) limit = 'none';
  else if (limit === 0 || limit < -1) limit = DEFAULT_LIMIT;
  else if (limit > MAX_LIMIT) limit = MAX_LIMIT;
  let offset = q.offset ?? 0;
  if (zql.limit !== undefined) limit = zql.limit === 'none' ? 'none' : Math.min(Math.max(zql.limit, 1), MAX_LIMIT);
  if (zql.skip !== undefined) offset = zql.skip;
  // The value as text, as a query parameter is written (the fabric spec's field errors carry strings).
  if (offset < 0) throw new InvalidPaginationError('offset', 'offset must not be negative', String(offset));
  if (offset > MAX_OFFSET) throw new InvalidPaginationError('offset', `offset must be at most ${MAX_OFFSET}`, String(offset));
  return { limit, offset };
}

function roleCondition(source: ListSource, q: ListQuery): { sql: string; params: unknown[] } | undefined {
  const roles = q.roleFilter?.filter((r) => r !== '') ?? [];
  if (!roles.length) return undefined;
  if (roles.length > MAX_ROLE_FILTERS) throw fieldError('roleFilter', `at most ${MAX_ROLE_FILTERS} roles may be given`, roles.length);
  if (!source.roleAttributesSql) throw fieldError('roleFilter', 'this list does not support role filters', roles);
  const attrs: string[] = [];
  const ids: string[] = [];
  for (const role of roles) {
    if (role.startsWith('#')) attrs.push(role.slice(1));
    else if (role.startsWith('@')) ids.push(role.slice(1));
    else throw fieldError('roleFilter', 'roles must start with # (attribute) or @ (id)', role);
  }
  if (attrs.includes('all')) return undefined;
  const semantic = q.roleSemantic ?? 'AllOf';
  if (semantic !== 'AllOf' && semantic !== 'AnyOf') throw fieldError('roleSemantic', 'must be AllOf or AnyOf', semantic);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (attrs.length) {
    parts.push(`${source.roleAttributesSql} ${semantic === 'AllOf' ? '@>' : '&&'} ?::text[]`);
    params.push(textArray(attrs));
  }
  if (ids.length) {
    parts.push(`${source.symbols.idSql} = ANY(?::text[])`);
    params.push(textArray(ids));
  }
  return { sql: `(${parts.join(' OR ')})`, params };
}

/**
 * The one list path of the controller: ZitiQL filter → SQL → a page of entities and the
 * total count, both computed by the database.
 */
export async function listPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  source: ListSource,
  q: ListQuery,
): Promise<Page<T>> {
  const page = await listRows(em, source, q);
  return { ...page, items: page.items.map((row) => em.map(entity, row as never)) };
}

/** The same list path, returning raw rows (for lists that are not entities, like role attributes). */
export async function listRows(em: EntityManager, source: ListSource, q: ListQuery): Promise<Page<Record<string, unknown>>> {
  const zql = parseZitiQL(q.filter ?? '');
  const compiled = compileFilter(zql, source.symbols);
  if (!zql.sort.length && q.sort) {
    const sort = parseSortParam(q.sort);
    if (sort.length) Object.assign(compiled, { orderBy: compileFilter({ sort }, source.symbols).orderBy });
  }
  const { limit, offset } = pagination(q, zql);
  const conditions = [compiled.where];
  const params = [...compiled.params];
  if (source.scope) {
    conditions.push(source.scope.sql);
    params.push(...source.scope.params);
  }
  const roles = roleCondition(source, q);
  if (roles) {
    conditions.push(roles.sql);
    params.push(...roles.params);
  }
  const where = conditions.map((c) => `(${c})`).join(' AND ');
  const alias = source.symbols.idSql.split('.')[0];
  // One round trip in the common case: the page carries the total as a window count.
  const limitSql = limit === 'none' ? '' : ` limit ${limit}`;
  const extraSql = source.extra ? `, (${source.extra.sql}) as "__extra"` : '';
  const sql = `select ${alias}.*${extraSql}, count(*) over() as "__total" from ${source.table} ${alias} where ${where} order by ${compiled.orderBy.join(', ')}${limitSql} offset ${offset}`;
  const allParams = [...(source.extra?.params ?? []), ...params];
  const unfiltered = !q.filter && !q.sort && !roles;
  const rows = source.hot && unfiltered
    ? await preparedQuery<Record<string, unknown>>(em, `zt_list_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, sql, allParams)
    : await boundQuery<Record<string, unknown>>(em, sql, allParams);
  let totalCount = rows.length ? Number(rows[0].__total) : 0;
  if (!rows.length && offset > 0) {
    const [{ count }] = await boundQuery<{ count: string }>(em, `select count(*) as count from ${source.table} ${alias} where ${where}`, params);
    totalCount = Number(count);
  }
  const extras = source.extra ? rows.map((row) => row.__extra) : undefined;
  for (const row of rows) {
    delete row.__total;
    delete row.__extra;
  }
  return {
    items: rows,
    ...(extras ? { extras } : {}),
    totalCount,
    limit: limit === 'none' ? -1 : limit,
    offset,
    filterableFields: filterableFields(source.symbols),
  };
}

/**
 * The page of a list that holds nothing yet (the fabric's links and circuits, until routers
 * report them): the query is checked as any list's (filter syntax and fields, sort, paging),
 * so a client learns of its mistakes now rather than once rows exist.
 */
export function emptyPage<T>(symbols: SymbolTable, q: ListQuery): Page<T> {
  const zql = parseZitiQL(q.filter ?? '');
  compileFilter(zql, symbols);
  if (!zql.sort.length && q.sort) compileFilter({ sort: parseSortParam(q.sort) }, symbols);
  const { limit, offset } = pagination(q, zql);
  return { items: [], totalCount: 0, limit: limit === 'none' ? -1 : limit, offset, filterableFields: filterableFields(symbols) };
}
