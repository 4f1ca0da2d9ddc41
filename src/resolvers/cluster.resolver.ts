import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Controller } from '../entities';
import type { GqlContext } from './context';
import { ListArgs, toListQuery, toPage } from './types/common.types';
import { ControllerList } from './types/cluster.types';

/** The controllers registry: the instances online on this database (any authenticated session). */
@Resolver(() => Controller)
export class ControllerResolver {
  @Query(() => ControllerList)
  async controllers(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ControllerList> {
    return toPage(await services.controllers.list(ctx, toListQuery(args)));
  }
}

export const CLUSTER_RESOLVERS = [ControllerResolver] as const;
