import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ApiSession, AuthPolicy, Authenticator, Identity, IdentityType } from '../entities';
import type { EntityChanged as EntityChangedEvent } from '../services/change-feed.service';
import { linkPage } from './links';
import { ServiceGrantList } from './types/access.types';
import { EdgeRouterPolicyList, RouterList, ServicePolicyList } from './types/policy.types';
import type { EntityChangeEvent } from '../services/core/events/entity-change';
import type { GqlContext } from './context';
import { subscribeWithCodes } from './format-error';
import { LIST_BOUNDS, boundedList } from './query-limits';
import { ListArgs, RoleListArgs, toPage, toListQuery } from './types/common.types';
import {
  ApiSessionList,
  AuthenticatorCreateInput,
  AuthenticatorList,
  AuthenticatorInput, AuthenticatorPatchInput,
  EntityChange,
  EntityChanged,
  EntityKind,
  IdentityCreateInput,
  IdentityInput,
  IdentityList,
  IdentityPatchInput,
  IdentityTypeList,
  IdentityTrace,
  LoginResult,
  RoleAttributeList,
  SummaryCounts,
  TraceSpecInput,
} from './types/identity.types';
import type { SummaryCounts as SummaryCountsShape } from '../services/summary.service';

/** The identity area: identities and their types, login and API sessions, authenticators. */

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
    return toPage(page, (d) => d.identity);
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
    return toPage(page);
  }

  @Query(() => IdentityType)
  identityType(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<IdentityType> {
    return services.identities.getType(ctx, id);
  }

  @Query(() => RoleAttributeList)
  async identityRoleAttributes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RoleAttributeList> {
    const page = await services.identities.listRoleAttributes(ctx, toListQuery(args));
    return toPage(page);
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

  @Mutation(() => IdentityTrace, { description: 'Stores a trace spec for an identity (as PUT /identities/{id}/trace)' })
  traceIdentity(@Arg('id', () => ID) id: string, @Arg('spec', () => TraceSpecInput) spec: TraceSpecInput, @Ctx() { ctx, services }: GqlContext): Promise<IdentityTrace> {
    return services.identities.trace(ctx, id, withoutNulls(spec));
  }

  @FieldResolver(() => IdentityTrace, { nullable: true, description: 'The stored trace spec; disabled once it lapses (admins only)' })
  trace(@Root() identity: Identity, @Ctx() { ctx, services }: GqlContext): IdentityTrace {
    return services.identities.traceOf(ctx, identity);
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

  @Subscription(() => EntityChanged, {
    description: 'Committed changes (created, updated, deleted) of the kinds given (none or null: every kind) from every controller instance; admins only',
    subscribe: ({ args, context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.changes.watch(ctx, (args as { kinds?: string[] | null }).kinds));
    },
  })
  entityChanged(
    @Arg('kinds', () => [EntityKind], { nullable: true }) _kinds: string[] | null,
    @Root() event: EntityChangedEvent,
  ): EntityChanged {
    return event;
  }

  // ---- links (admins, as their REST operations): paged, counted, one statement per field for every identity of the response ----

  @FieldResolver(() => ServiceGrantList, { nullable: true, description: 'Services the identity may Dial or Bind, with the permissions (as GET /identities/{id}/services)' })
  services(
    @Root() identity: Identity,
    @Args() args: ListArgs,
    @Arg('policyType', () => String, { nullable: true, description: 'dial or bind: only the services of that permission' }) policyType: string | null,
    @Ctx() g: GqlContext,
  ): Promise<ServiceGrantList> {
    return linkPage(g, `identity:services:${policyType ?? ''}`, args, identity.id, (ids, q) => g.services.links.servicesOfIdentities(g.ctx, ids, q, policyType));
  }

  @FieldResolver(() => ServicePolicyList, { nullable: true, description: 'Service policies selecting the identity (as GET /identities/{id}/service-policies)' })
  servicePolicies(@Root() identity: Identity, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServicePolicyList> {
    return linkPage(g, 'identity:service-policies', args, identity.id, (ids, q) => g.services.links.policiesSelecting(g.ctx, 'service-policy', 'identity', ids, q));
  }

  @FieldResolver(() => EdgeRouterPolicyList, { nullable: true, description: 'Edge router policies selecting the identity (as GET /identities/{id}/edge-router-policies)' })
  edgeRouterPolicies(@Root() identity: Identity, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<EdgeRouterPolicyList> {
    return linkPage(g, 'identity:edge-router-policies', args, identity.id, (ids, q) => g.services.links.policiesSelecting(g.ctx, 'edge-router-policy', 'identity', ids, q));
  }

  @FieldResolver(() => RouterList, { nullable: true, description: 'Edge routers the identity may connect to (as GET /identities/{id}/edge-routers)' })
  edgeRouters(@Root() identity: Identity, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<RouterList> {
    return linkPage(g, 'identity:edge-routers', args, identity.id, (ids, q) => g.services.links.related(g.ctx, 'identity', ids, 'edge-router-policy', 'edge-router', q));
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

  @FieldResolver(() => Boolean, { nullable: true, description: 'An edge router reports an SDK of this identity connected to it' })
  async hasEdgeRouterConnection(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<boolean> {
    return (await loaders.identityDetail.load(identity.id)).hasEdgeRouterConnection;
  }

  @FieldResolver(() => String, { nullable: true, description: 'online or offline, as OpenZiti reports edgeRouterConnectionStatus' })
  async edgeRouterConnectionStatus(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<string> {
    return (await loaders.identityDetail.load(identity.id)).hasEdgeRouterConnection ? 'online' : 'offline';
  }

  @FieldResolver(() => AuthPolicy, { nullable: true, description: 'The auth policy that decides how the identity may authenticate' })
  authPolicy(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<AuthPolicy> {
    return loaders.authPolicy.load(identity.authPolicyId);
  }
}

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
    return toPage(page);
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

  @Query(() => GraphQLJSONObject, {
    description: 'Counts of what exists, untyped, with exactly the keys of GET /summary (OpenZiti\'s dotted keys included). Kept for existing clients; summaryCounts is the typed form',
  })
  summary(@Ctx() { ctx, services }: GqlContext): Promise<Record<string, number>> {
    return services.summary.counts(ctx);
  }

  @Query(() => SummaryCounts, { description: 'Counts of what exists, one typed field per kind of entity (the same counts as GET /summary and summary)' })
  summaryCounts(@Ctx() { ctx, services }: GqlContext): Promise<SummaryCountsShape> {
    return services.summary.counts(ctx);
  }

  @FieldResolver(() => String)
  identityId(@Root() session: ApiSession): string {
    return session.identity.id;
  }

  @FieldResolver(() => Identity, { nullable: true, description: 'The identity logged in (admins)' })
  async identity(@Root() session: ApiSession, @Ctx() { loaders }: GqlContext): Promise<Identity> {
    return (await loaders.identityDetail.load(session.identity.id)).identity;
  }

  @FieldResolver(() => Date)
  expiresAt(@Root() session: ApiSession, @Ctx() { services }: GqlContext): Date {
    return services.auth.expiresAt(session);
  }
}

@Resolver(() => Authenticator)
export class AuthenticatorResolver {
  @Query(() => AuthenticatorList)
  async authenticators(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<AuthenticatorList> {
    const page = await services.authenticators.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Authenticator)
  authenticator(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Authenticator> {
    return services.authenticators.get(ctx, id);
  }

  @Query(() => AuthenticatorList, { description: 'The authenticators of the caller' })
  async myAuthenticators(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<AuthenticatorList> {
    const page = await services.authenticators.listOwn(ctx, toListQuery(args));
    return toPage(page);
  }

  @Mutation(() => Authenticator)
  createAuthenticator(@Arg('input', () => AuthenticatorCreateInput) input: AuthenticatorCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Authenticator> {
    return services.authenticators.create(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Replaces every updatable field (as PUT /authenticators/{id})' })
  async updateAuthenticator(@Arg('id', () => ID) id: string, @Arg('input', () => AuthenticatorInput) input: AuthenticatorInput, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.authenticators.update(ctx, id, input);
    return true;
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

  @Mutation(() => Boolean, {
    description: 'Replaces the username and password of an own authenticator (as PUT /current-identity/authenticators/{id}); needs the current password',
  })
  async replaceMyAuthenticator(
    @Arg('id', () => ID) id: string,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('input', () => AuthenticatorInput) input: AuthenticatorInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<boolean> {
    await services.authenticators.updateOwn(ctx, id, { ...input, currentPassword });
    return true;
  }

  @FieldResolver(() => String)
  identityId(@Root() authenticator: Authenticator): string {
    return authenticator.identity.id;
  }
}

/** GraphQL sends null for an optional argument left empty; the service reads absent. */
function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };
}

export const IDENTITY_RESOLVERS = [IdentityResolver, SessionResolver, AuthenticatorResolver] as const;
