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
