import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ListQuery, Page } from '../../services/core/list/list-query';

@ObjectType({ description: 'Paging of a list, as in the REST meta.pagination' })
export class Pagination {
  @Field(() => Int) limit!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) totalCount!: number;
}

/** The list arguments every GraphQL list takes: the same filter language and paging as REST. */
@ArgsType()
export class ListArgs {
  @Field(() => String, { nullable: true, description: 'OpenZiti filter language, e.g. name contains "x" sort by name limit 5' })
  filter?: string;

  @Field(() => String, { nullable: true })
  sort?: string;

  @Field(() => Int, { nullable: true, description: 'Default 10, max 500, -1 for all' })
  limit?: number;

  @Field(() => Int, { nullable: true })
  offset?: number;
}

@ArgsType()
export class RoleListArgs extends ListArgs {
  @Field(() => [String], { nullable: true, description: '#attribute or @id roles' })
  roleFilter?: string[];

  @Field(() => String, { nullable: true, description: 'AllOf or AnyOf' })
  roleSemantic?: 'AllOf' | 'AnyOf';
}

export function toListQuery(args: ListArgs & Partial<RoleListArgs>): ListQuery {
  return { filter: args.filter, sort: args.sort, limit: args.limit, offset: args.offset, roleFilter: args.roleFilter, roleSemantic: args.roleSemantic };
}

export function pageInfo(page: { limit: number; offset: number; totalCount: number }): Pagination {
  return { limit: page.limit, offset: page.offset, totalCount: page.totalCount };
}

/**
 * The GraphQL page of a list of `item`: its items and paging (REST's data and meta.pagination).
 * Each list type extends it once: `@ObjectType() class IdentityList extends PageOf(Identity) {}`.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class PageType {
    @Field(() => [item]) items!: T[];
    @Field(() => Pagination) pagination!: Pagination;
  }
  return PageType;
}

/** The page of a list that takes a filter: also the fields its filter may name (REST's meta.filterableFields). */
export function FilterablePageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class FilterablePageType extends PageOf(item) {
    @Field(() => [String]) filterableFields!: string[];
  }
  return FilterablePageType;
}

/** A service page as a GraphQL page, its items mapped when the list shows them differently. */
export function toPage<I>(page: Page<I>): { items: I[]; pagination: Pagination; filterableFields: string[] };
export function toPage<I, O>(page: Page<I>, map: (item: I) => O): { items: O[]; pagination: Pagination; filterableFields: string[] };
export function toPage<I, O>(page: Page<I>, map?: (item: I) => O) {
  return { items: map ? page.items.map(map) : page.items, pagination: pageInfo(page), filterableFields: page.filterableFields };
}

/**
 * What a GraphQL input class `implements` to be held to a write schema's static type: every
 * field of the schema declared (a missing one fails tsc), each with the schema's type, and no
 * field the schema lacks (`Self` is the class itself). `Patch` allows null for every field.
 */
export type WriteInput<Self, Schema> = { [K in keyof Required<Schema>]: Schema[K] | undefined } & { [K in Exclude<keyof Self, keyof Schema>]: never };
export type PatchInput<Self, Schema> = { [K in keyof Required<Schema>]: Schema[K] | null | undefined } & { [K in Exclude<keyof Self, keyof Schema>]: never };
