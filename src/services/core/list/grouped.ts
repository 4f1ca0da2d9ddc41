import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../sql';
import { MAX_LIMIT, pagination, type ListQuery, type ListSource, type Page } from './list-query';
import { compileFilter, filterableFields, parseSortParam } from './compile';
import { parseZitiQL } from './zitiql';

/**
 * Which rows of a list belong to which parent: SQL yielding `("__key", "id", "__extra")` rows
 * (`__extra`, possibly null, is carried to each item), whose first `?` is the parent ids
 * (text[]), then `params`. Each (key, id) pair must appear once.
 */
export interface ParentLinks {
  sql: string;
  params?: unknown[];
}

/** A page per parent; `extras` (when the links carry one) in item order. */
export type GroupedPages<T> = Map<string, Page<T> & { extras: unknown[] }>;

/**
 * The list path for many parents at once (GraphQL nested lists): the same filter, sort and
 * paging as `listPage`, applied to each parent's rows, in ONE statement whatever the number of
 * parents. A window numbers each parent's rows in the list's order and counts them; the first
 * row of every parent is kept even outside the page, so a page past the end still knows its
 * total. "All" (-1, `limit none`) is capped at the page maximum: a nested list is bounded.
 */
export async function listGroupedPages<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  source: ListSource,
  links: ParentLinks,
  parentIds: readonly string[],
  q: ListQuery,
): Promise<GroupedPages<T>> {
  const zql = parseZitiQL(q.filter ?? '');
  const compiled = compileFilter(zql, source.symbols);
  if (!zql.sort.length && q.sort) {
    const sort = parseSortParam(q.sort);
    if (sort.length) compiled.orderBy = compileFilter({ sort }, source.symbols).orderBy;
  }
  const { limit: asked, offset } = pagination(q, zql);
  const limit = asked === 'none' ? MAX_LIMIT : asked;
  const out: GroupedPages<T> = new Map();
  const empty = () => ({ items: [] as T[], extras: [] as unknown[], totalCount: 0, limit, offset, filterableFields: filterableFields(source.symbols) });
  for (const id of parentIds) out.set(id, empty());
  if (!parentIds.length) return out;

  const alias = source.symbols.idSql.split('.')[0];
  const conditions = [compiled.where, source.scope?.sql ?? 'true'].map((c) => `(${c})`).join(' and ');
  const sql = `select * from (
      select ${alias}.*, l."__key", l."__extra",
        row_number() over (partition by l."__key" order by ${compiled.orderBy.join(', ')}) as "__rn",
        count(*) over (partition by l."__key") as "__total"
      from ${source.table} ${alias} join (${links.sql}) l on l."id" = ${alias}."id"
      where ${conditions}
    ) z where (z."__rn" > ? and z."__rn" <= ?) or z."__rn" = 1
    order by z."__key", z."__rn"`;
  const params = [textArray([...parentIds]), ...(links.params ?? []), ...compiled.params, ...(source.scope?.params ?? []), offset, offset + limit];
  const rows = await em.execute<Record<string, unknown>[]>(sql, params);
  for (const { __key, __extra, __rn, __total, ...row } of rows) {
    const page = out.get(String(__key));
    if (!page) continue;
    page.totalCount = Number(__total);
    const n = Number(__rn);
    if (n <= offset || n > offset + limit) continue; // kept for its total only
    page.items.push(em.map(entity, row as never));
    page.extras.push(__extra);
  }
  return out;
}
