import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ApiSession, Identity, Service } from '../entities';
import type { PostureResultChange as PostureResultChangeEvent, ServiceListChange as ServiceListChangeEvent } from '../services/access.service';
import type { SessionView } from '../services/session.service';
import type { GqlContext } from './context';
import { subscribeWithCodes } from './format-error';
import { LIST_BOUNDS, boundedList } from './query-limits';
import { ListArgs, RoleListArgs, toPage, toListQuery } from './types/common.types';
import { GraphQLJSONObject } from 'graphql-scalars';
import {
  EdgeRouterAccessList, FailedServiceRequestView, ManagementSession, ManagementSessionList, IdentityPostureDataView, PolicyAdvice, PostureResponseResult, PostureResultChange, ServiceAccess, ServiceAccessList, ServiceListChange, SessionAccess, SessionAccessList,
} from './types/access.types';

function toSessionAccess({ session, edgeRouters }: SessionView): SessionAccess {
  return {
    id: session.id,
    type: session.type,
    token: session.token,
    serviceId: session.serviceId,
    apiSessionId: session.apiSessionId,
    createdAt: session.createdAt,
    edgeRouters,
  };
}

function toManagementSession({ session, edgeRouters, policies }: SessionView): ManagementSession {
  return {
    id: session.id,
    type: session.type,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    tags: session.tags,
    identityId: session.identityId,
    serviceId: session.serviceId,
    apiSessionId: session.apiSessionId,
    edgeRouters,
    servicePolicyIds: policies.map((p) => p.id),
  };
}

/** Every identity's sessions (admins, as the management API's /sessions), with links to what they belong to. */
@Resolver(() => ManagementSession)
export class ManagementSessionResolver {
  @Query(() => ManagementSessionList, { description: 'Sessions of every identity (admins; as GET /edge/management/v1/sessions)' })
  async sessions(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ManagementSessionList> {
    const page = await services.sessions.list(ctx, toListQuery(args), 'all');
    return toPage(page, toManagementSession);
  }

  @Query(() => ManagementSession, { description: 'One session of any identity (admins)' })
  async session(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ManagementSession> {
    return toManagementSession(await services.sessions.get(ctx, id, 'all'));
  }

  @Mutation(() => Boolean, { description: 'Ends a session of any identity (admins; as DELETE /edge/management/v1/sessions/{id})' })
  async deleteSession(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.sessions.delete(ctx, id, 'all');
    return true;
  }

  @Query(() => [String], {
    description: 'The routers a session\'s traffic takes (admins; as GET /sessions/{id}/route-path). Empty: this controller routes no circuits',
    complexity: boundedList(LIST_BOUNDS.unpaged),
  })
  sessionRoutePath(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<string[]> {
    return services.sessions.routePath(ctx, id);
  }

  @FieldResolver(() => Identity, { nullable: true })
  async identity(@Root() s: ManagementSession, @Ctx() { loaders }: GqlContext): Promise<Identity> {
    return (await loaders.identityDetail.load(s.identityId)).identity;
  }

  @FieldResolver(() => Service, { nullable: true })
  async service(@Root() s: ManagementSession, @Ctx() { loaders }: GqlContext): Promise<Service> {
    return (await loaders.service.load(s.serviceId)).service;
  }

  @FieldResolver(() => ApiSession, { nullable: true, description: 'The API session the session was created in' })
  apiSession(@Root() s: ManagementSession, @Ctx() { loaders }: GqlContext): Promise<ApiSession> {
    return loaders.apiSession.load(s.apiSessionId);
  }
}

/** The caller's own access: its services, edge routers, sessions and service list changes. */
@Resolver()
export class AccessResolver {
  @Query(() => ServiceAccessList, { description: 'Services the caller may use (as GET /edge/client/v1/services)' })
  async myServices(
    @Args() args: RoleListArgs,
    @Arg('configTypes', () => [String], { nullable: true }) configTypes: string[] | undefined,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<ServiceAccessList> {
    const page = await services.access.listServices(ctx, toListQuery(args), configTypes ?? []);
    return toPage(page);
  }

  @Query(() => ServiceAccess)
  myService(@Arg('id', () => ID) id: string, @Arg('configTypes', () => [String], { nullable: true }) configTypes: string[] | undefined, @Ctx() { ctx, services }: GqlContext): Promise<ServiceAccess> {
    return services.access.getService(ctx, id, configTypes ?? []);
  }

  @Query(() => EdgeRouterAccessList, { description: 'Edge routers the caller may connect to' })
  async myEdgeRouters(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<EdgeRouterAccessList> {
    const page = await services.access.currentIdentityEdgeRouters(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Date, { description: 'When the caller\'s service list last changed' })
  async serviceUpdates(@Ctx() { ctx, services }: GqlContext): Promise<Date> {
    return (await services.access.serviceUpdates(ctx)).lastChangeAt;
  }

  @Query(() => SessionAccessList)
  async mySessions(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<SessionAccessList> {
    const page = await services.sessions.list(ctx, toListQuery(args), 'own');
    return toPage(page, toSessionAccess);
  }

  @Mutation(() => SessionAccess, { description: 'Creates a Dial or Bind session (as POST /edge/client/v1/sessions)' })
  async createSession(@Arg('serviceId', () => ID) serviceId: string, @Arg('type', () => String, { defaultValue: 'Dial' }) type: string, @Ctx() { ctx, services }: GqlContext): Promise<SessionAccess> {
    return toSessionAccess(await services.sessions.create(ctx, { serviceId, type: type as 'Dial' | 'Bind' }));
  }

  @Mutation(() => PostureResponseResult, {
    description: 'Submits posture responses of the caller\'s API session (as POST /edge/client/v1/posture-response-bulk): '
      + 'each an object with id, typeId (OS, MAC, DOMAIN, PROCESS, PROCESS_MULTI, ENDPOINT_STATE) and the fields of its type',
  })
  async submitPostureResponses(
    @Arg('responses', () => [GraphQLJSONObject]) responses: Record<string, unknown>[],
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<PostureResponseResult> {
    return services.postureResponses.submit(ctx, responses, true);
  }

  @Query(() => IdentityPostureDataView, { description: 'What the API sessions of an identity reported (admins; as GET /identities/{id}/posture-data)' })
  identityPostureData(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<IdentityPostureDataView> {
    return services.postureResponses.dataOfIdentity(ctx, id);
  }

  @Query(() => PolicyAdvice, { description: 'Whether an identity may use a service, and through which edge routers (admins; as GET /identities/{id}/policy-advice/{serviceId})' })
  async identityPolicyAdvice(@Arg('id', () => ID) id: string, @Arg('serviceId', () => ID) serviceId: string, @Ctx() { ctx, services }: GqlContext): Promise<PolicyAdvice> {
    const advice = await services.access.policyAdvice(ctx, id, serviceId);
    return { ...advice, identityId: advice.identity.id, serviceId: advice.service.id };
  }

  @Query(() => [FailedServiceRequestView], {
    description: 'Session requests of an identity refused for posture, newest first (admins; as GET /identities/{id}/failed-service-requests)',
    complexity: boundedList(LIST_BOUNDS.failedServiceRequests),
  })
  identityFailedServiceRequests(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<FailedServiceRequestView[]> {
    return services.postureResponses.failedRequestsOf(ctx, id);
  }

  @Mutation(() => Boolean)
  async deleteMySession(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.sessions.delete(ctx, id, 'own');
    return true;
  }

  @Subscription(() => ServiceListChange, {
    description: 'Changes to the caller\'s own service list (added, removed, changed services), from every controller instance',
    subscribe: ({ context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.access.watchServiceList(ctx));
    },
  })
  serviceListChanged(@Root() change: ServiceListChangeEvent): ServiceListChange {
    return change;
  }

  @Subscription(() => PostureResultChange, {
    description: 'The caller\'s services whose posture results flipped (a posture response, an MFA code, an MFA timeout running out, a policy change), from every controller instance',
    subscribe: ({ context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.access.watchPostureResults(ctx));
    },
  })
  postureResultChanged(@Root() change: PostureResultChangeEvent): PostureResultChange {
    return change;
  }
}
