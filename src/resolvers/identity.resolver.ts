import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Authenticator, Identity, IdentityType } from '../entities';
import type { EntityChangeEvent } from '../services/core/events/entity-change';
import type { GqlContext } from './context';
import { subscribeWithCodes } from './format-error';
import { LIST_BOUNDS, boundedList } from './query-limits';
import { ListArgs, RoleListArgs, pageInfo, toListQuery } from './types/common.types';
import { EntityChange, IdentityCreateInput, IdentityInput, IdentityList, IdentityPatchInput, IdentityTypeList, RoleAttributeList } from './types/identity.types';

@Resolver(() => Identity)
export class IdentityResolver {
  @Query(() => Identity, { description: 'The identity of the caller' })
  async currentIdentity(@Ctx() { ctx, services, loaders }: GqlContext): Promise<Identity> {
    const detail = await services.identities.current(ctx);
    loaders.identityDetail.prime(detail.identity.id, detail);
    return detail.identity;
  }

  @Query(() => IdentityList)
  async identities(@Args() args: RoleListArgs, @Ctx() { ctx, services, loaders }: GqlContext): Promise<IdentityList> {
    const page = await services.identities.list(ctx, toListQuery(args));
    for (const d of page.items) loaders.identityDetail.prime(d.identity.id, d);
    return { items: page.items.map((d) => d.identity), pagination: pageInfo(page), filterableFields: page.filterableFields };
  }

  @Query(() => Identity)
  async identity(@Arg('id', () => ID) id: string, @Ctx() { ctx, services, loaders }: GqlContext): Promise<Identity> {
    const detail = await services.identities.get(ctx, id);
    loaders.identityDetail.prime(id, detail);
    return detail.identity;
  }

  @Query(() => IdentityTypeList)
  async identityTypes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<IdentityTypeList> {
    const page = await services.identities.listTypes(ctx, toListQuery(args));
    return { items: page.items, pagination: pageInfo(page) };
  }

  @Query(() => IdentityType)
  identityType(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<IdentityType> {
    return services.identities.getType(ctx, id);
  }

  @Query(() => RoleAttributeList)
  async identityRoleAttributes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RoleAttributeList> {
    const page = await services.identities.listRoleAttributes(ctx, toListQuery(args));
    return { items: page.items, pagination: pageInfo(page) };
  }

  @Mutation(() => Identity)
  async createIdentity(@Arg('input', () => IdentityCreateInput) input: IdentityCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Identity> {
    return services.identities.create(ctx, input);
  }

  @Mutation(() => Identity, { description: 'Replaces every updatable field' })
  async updateIdentity(@Arg('id', () => ID) id: string, @Arg('input', () => IdentityInput) input: IdentityInput, @Ctx() { ctx, services }: GqlContext): Promise<Identity> {
    return services.identities.update(ctx, id, input);
  }

  @Mutation(() => Identity, { description: 'Changes only the fields given' })
  async patchIdentity(@Arg('id', () => ID) id: string, @Arg('input', () => IdentityPatchInput) input: IdentityPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Identity> {
    return services.identities.update(ctx, id, input, Object.keys(input));
  }

  @Mutation(() => Boolean)
  async deleteIdentity(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.identities.delete(ctx, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Disables login for durationMinutes (0: until enabled) and ends its sessions' })
  async disableIdentity(@Arg('id', () => ID) id: string, @Arg('durationMinutes', () => Int) durationMinutes: number, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.identities.disable(ctx, id, durationMinutes);
    return true;
  }

  @Mutation(() => Boolean)
  async enableIdentity(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.identities.enable(ctx, id);
    return true;
  }

  @Subscription(() => EntityChange, {
    description: 'Committed identity changes (created, updated, deleted) from every controller instance; admins only',
    subscribe: ({ context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.identities.watch(ctx));
    },
  })
  identityChanged(@Root() event: EntityChangeEvent): EntityChange {
    return event;
  }

  // Derived fields are nullable: if one can not be loaded, the rest of the result stays (with a field error).
  @FieldResolver(() => [Authenticator], { nullable: true, complexity: boundedList(LIST_BOUNDS.authenticatorsPerIdentity) })
  async authenticators(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<Authenticator[]> {
    return (await loaders.identityDetail.load(identity.id)).authenticators;
  }

  @FieldResolver(() => Boolean, { nullable: true })
  async hasApiSession(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<boolean> {
    return (await loaders.identityDetail.load(identity.id)).hasApiSession;
  }
}
