import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticator } from '../entities';
import type { GqlContext } from './context';
import { ListArgs, pageInfo, toListQuery } from './types/common.types';
import { AuthenticatorCreateInput, AuthenticatorList, AuthenticatorPatchInput } from './types/identity.types';

@Resolver(() => Authenticator)
export class AuthenticatorResolver {
  @Query(() => AuthenticatorList)
  async authenticators(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<AuthenticatorList> {
    const page = await services.authenticators.list(ctx, toListQuery(args));
    return { items: page.items, pagination: pageInfo(page), filterableFields: page.filterableFields };
  }

  @Query(() => Authenticator)
  authenticator(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Authenticator> {
    return services.authenticators.get(ctx, id);
  }

  @Query(() => AuthenticatorList, { description: 'The authenticators of the caller' })
  async myAuthenticators(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<AuthenticatorList> {
    const page = await services.authenticators.listOwn(ctx, toListQuery(args));
    return { items: page.items, pagination: pageInfo(page), filterableFields: page.filterableFields };
  }

  @Mutation(() => Authenticator)
  createAuthenticator(@Arg('input', () => AuthenticatorCreateInput) input: AuthenticatorCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Authenticator> {
    return services.authenticators.create(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Changes only the fields given' })
  async patchAuthenticator(@Arg('id', () => ID) id: string, @Arg('input', () => AuthenticatorPatchInput) input: AuthenticatorPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.authenticators.update(ctx, id, input, Object.keys(input));
    return true;
  }

  @Mutation(() => Boolean)
  async deleteAuthenticator(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.authenticators.delete(ctx, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Changes the username or password of an own authenticator; needs the current password' })
  async updateMyAuthenticator(
    @Arg('id', () => ID) id: string,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('input', () => AuthenticatorPatchInput) input: AuthenticatorPatchInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<boolean> {
    await services.authenticators.updateOwn(ctx, id, { ...input, currentPassword }, Object.keys(input));
    return true;
  }

  @FieldResolver(() => String)
  identityId(@Root() authenticator: Authenticator): string {
    return authenticator.identity.id;
  }
}
