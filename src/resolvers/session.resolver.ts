import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ApiSession } from '../entities';
import type { GqlContext } from './context';
import { ListArgs, pageInfo, toListQuery } from './types/common.types';
import { ApiSessionList, LoginResult } from './types/identity.types';

@Resolver(() => ApiSession)
export class SessionResolver {
  @Mutation(() => LoginResult, { description: 'Password login (as POST /authenticate?method=password)' })
  async login(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Arg('configTypes', () => [String], { nullable: true }) configTypes: string[] | undefined,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<LoginResult> {
    const { session, token } = await services.auth.authenticate(ctx, 'password', { username, password, configTypes });
    const expiresAt = services.auth.expiresAt(session);
    return { token, session, expiresAt, expirationSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000) };
  }

  @Mutation(() => Boolean, { description: 'Ends the API session of the caller' })
  async logout(@Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.auth.logout(ctx);
    return true;
  }

  @Query(() => ApiSession)
  currentApiSession(@Ctx() { ctx, services }: GqlContext): Promise<ApiSession> {
    return services.auth.currentSession(ctx);
  }

  @Query(() => ApiSessionList)
  async apiSessions(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ApiSessionList> {
    const page = await services.apiSessions.list(ctx, toListQuery(args));
    return { items: page.items, pagination: pageInfo(page), filterableFields: page.filterableFields };
  }

  @Query(() => ApiSession)
  apiSession(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ApiSession> {
    return services.apiSessions.get(ctx, id);
  }

  @Mutation(() => Boolean)
  async deleteApiSession(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.apiSessions.delete(ctx, id);
    return true;
  }

  @Query(() => GraphQLJSONObject, { description: 'Counts of what exists (as GET /summary)' })
  summary(@Ctx() { ctx, services }: GqlContext): Promise<Record<string, number>> {
    return services.summary.counts(ctx);
  }

  @FieldResolver(() => String)
  identityId(@Root() session: ApiSession): string {
    return session.identity.id;
  }

  @FieldResolver(() => Date)
  expiresAt(@Root() session: ApiSession, @Ctx() { services }: GqlContext): Date {
    return services.auth.expiresAt(session);
  }
}
