import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import type { ListQuery } from '../../services/core/list/list-query';

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
 * What a GraphQL input class `implements` to be held to a write schema's static type: every
 * field of the schema declared (a missing one fails tsc), each with the schema's type, and no
 * field the schema lacks (`Self` is the class itself). `Patch` allows null for every field.
 */
export type WriteInput<Self, Schema> = { [K in keyof Required<Schema>]: Schema[K] | undefined } & { [K in Exclude<keyof Self, keyof Schema>]: never };
export type PatchInput<Self, Schema> = { [K in keyof Required<Schema>]: Schema[K] | null | undefined } & { [K in Exclude<keyof Self, keyof Schema>]: never };
