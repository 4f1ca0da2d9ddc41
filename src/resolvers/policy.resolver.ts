import { Arg, Args, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RouterPresenceChange } from '../services/router/router-presence.service';
import { subscribeWithCodes } from './format-error';
import { EdgeRouterPolicy, Identity, PostureCheck, Router, Service, ServiceEdgeRouterPolicy, ServicePolicy } from '../entities';
import type { EntityKind, PolicyKind } from '../services/policy/policy-sides';
import { routerEnrollmentView, syncStatusOf } from '../services/router.service';
import { interfacesOf, listenerAddressesOf, versionInfoOf, type InterfaceView, type ListenerAddress } from '../services/router/connection-view';
import { displayRoles } from '../services/policy/roles';
import type { PostureCheckTypeFields, WithTypeFields } from '../services/posture-check.schema';
import type { GqlContext } from './context';
import { LIST_BOUNDS, boundedList } from './query-limits';
import { ListArgs, RoleListArgs, toPage, toListQuery } from './types/common.types';
import { RoleAttributeList } from './types/identity.types';
import {
  EdgeRouterInput, EdgeRouterPatchInput, EdgeRouterPolicyInput, EdgeRouterPolicyList, EdgeRouterPolicyPatchInput, NamedRole,
  PostureCheckInput, PostureCheckList, PostureCheckPatchInput, PostureCheckType, PostureCheckTypeList, PostureCheckUpdateInput,
  RouterInput, RouterInterface, RouterLink, RouterLinkList, RouterList, RouterListenerAddress, RouterPatchInput, RouterVersionInfo, ServiceEdgeRouterPolicyInput, ServiceEdgeRouterPolicyList, ServiceEdgeRouterPolicyPatchInput,
  ServicePolicyInput, ServicePolicyList, ServicePolicyPatchInput,
} from './types/policy.types';

/** The `...RolesDisplay` of roles: entity names of `@id` roles batched across every policy of the response. */
async function display(g: GqlContext, kind: EntityKind, roles: string[]): Promise<NamedRole[]> {
  const ids = [...new Set(roles.filter((r) => r.startsWith('@')).map((r) => r.slice(1)))];
  const loaded = await g.loaders.roleName(kind).loadMany(ids);
  const names = new Map<string, string>();
  ids.forEach((id, i) => {
    const name = loaded[i];
    if (typeof name === 'string') names.set(id, name);
  });
  // The rule REST applies too (PolicyService.describe): one function shows roles.
  return displayRoles(roles, names);
}

/** A nested list loaded for every parent of the response at once (at most `limit` per parent). */
function grouped<T>(g: GqlContext, key: string, limit: number, load: (ids: readonly string[], limit: number) => Promise<Map<string, T[]>>, id: string): Promise<T[]> {
  return g.loaders.nested(key, limit, load).load(id);
}

/**
 * Fields resolved by loaders are nullable: when one can not be loaded (e.g. a caller without the
 * right), the rest of the result stays and the error names that field.
 */
const RolesDisplayOptions = { nullable: true, complexity: boundedList(LIST_BOUNDS.rolesPerPolicy) } as const;

const LimitArg = () => Arg('limit', () => Int, { defaultValue: 100, description: 'At most this many (1..500)' });
const clamp = (limit: number) => Math.min(Math.max(limit, 1), 500);

function selected<T extends EntityKind>(g: GqlContext, policyId: string, target: T, limit: number) {
  return grouped(g, `selected:${target}`, clamp(limit), (ids, l) => g.services.policies.selectedByMany(g.ctx, ids, target, l), policyId);
}

const fieldsOf = (input: object) => Object.keys(input);

// ---------------------------------------------------------------------------

/** Edge routers and routers (management). */
@ObjectType({ description: 'A router\'s connection state, as it changed' })
class RouterPresence {
  @Field(() => ID)
  routerId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  isOnline!: boolean;

  @Field(() => String)
  syncStatus!: string;

  @Field(() => String)
  hostname!: string;

  @Field(() => String, { description: 'When the change committed (RFC 3339)' })
  timestamp!: string;
}

@Resolver(() => Router)
export class RouterResolver {
  @Subscription(() => RouterPresence, {
    description: 'Routers going on- and offline (and changing what they report) on any controller instance; admins only',
    subscribe: ({ context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.routerPresence.watch(ctx));
    },
  })
  routerPresenceChanged(@Root() change: RouterPresenceChange): RouterPresence {
    return change;
  }

  @Query(() => RouterList)
  async edgeRouters(@Args() args: RoleListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RouterList> {
    const page = await services.routers.listEdgeRouters(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Router)
  edgeRouter(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.getEdgeRouter(ctx, id);
  }

  @Query(() => RouterList, { description: 'Every router, edge routers included (as /routers)' })
  async routers(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RouterList> {
    const page = await services.routers.listRouters(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Router)
  router(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.getRouter(ctx, id);
  }

  @Query(() => RoleAttributeList)
  async edgeRouterRoleAttributes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RoleAttributeList> {
    const page = await services.policies.listRoleAttributes(ctx, 'edge-router', toListQuery(args));
    return toPage(page);
  }

  @Mutation(() => Router)
  createEdgeRouter(@Arg('input', () => EdgeRouterInput) input: EdgeRouterInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.createEdgeRouter(ctx, input);
  }

  @Mutation(() => Router, { description: 'Replaces every updatable field' })
  updateEdgeRouter(@Arg('id', () => ID) id: string, @Arg('input', () => EdgeRouterInput) input: EdgeRouterInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.updateEdgeRouter(ctx, id, input);
  }

  @Mutation(() => Router, { description: 'Changes only the fields given' })
  patchEdgeRouter(@Arg('id', () => ID) id: string, @Arg('input', () => EdgeRouterPatchInput) input: EdgeRouterPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.updateEdgeRouter(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteEdgeRouter(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.routers.deleteEdgeRouter(ctx, id);
    return true;
  }

  @Mutation(() => Router, { description: 'Forgets the certificate and issues a new enrollment' })
  reEnrollEdgeRouter(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.reEnrollEdgeRouter(ctx, id);
  }

  @Mutation(() => Router, { description: 'Creates a transit router' })
  createRouter(@Arg('input', () => RouterInput) input: RouterInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.createRouter(ctx, input);
  }

  @Mutation(() => Router, { description: 'Replaces the router fields of any router' })
  updateRouter(@Arg('id', () => ID) id: string, @Arg('input', () => RouterInput) input: RouterInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.updateRouter(ctx, id, input);
  }

  @Mutation(() => Router, { description: 'Changes only the fields given' })
  patchRouter(@Arg('id', () => ID) id: string, @Arg('input', () => RouterPatchInput) input: RouterPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Router> {
    return services.routers.updateRouter(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteRouter(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.routers.deleteRouter(ctx, id);
    return true;
  }

  @FieldResolver(() => String, { nullable: true, description: 'While awaiting enrollment (admins only)' })
  async enrollmentToken(@Root() r: Router, @Ctx() { ctx, services }: GqlContext): Promise<string | null> {
    return routerEnrollmentView(await services.routers.enrollmentOf(ctx, r)).token;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The enrollment JWT while awaiting enrollment (admins only)' })
  async enrollmentJwt(@Root() r: Router, @Ctx() { ctx, services }: GqlContext): Promise<string | null> {
    return routerEnrollmentView(await services.routers.enrollmentOf(ctx, r)).jwt;
  }

  @FieldResolver(() => Date, { nullable: true })
  async enrollmentCreatedAt(@Root() r: Router, @Ctx() { ctx, services }: GqlContext): Promise<Date | null> {
    return routerEnrollmentView(await services.routers.enrollmentOf(ctx, r)).createdAt;
  }

  @FieldResolver(() => Date, { nullable: true })
  async enrollmentExpiresAt(@Root() r: Router, @Ctx() { ctx, services }: GqlContext): Promise<Date | null> {
    return routerEnrollmentView(await services.routers.enrollmentOf(ctx, r)).expiresAt;
  }

  @FieldResolver(() => String)
  syncStatus(@Root() r: Router): string {
    return syncStatusOf(r);
  }

  @FieldResolver(() => RouterVersionInfo, { nullable: true, description: 'The build the router reported; null while it is not connected' })
  versionInfo(@Root() r: Router): RouterVersionInfo | null {
    return versionInfoOf(r);
  }

  @FieldResolver(() => [RouterListenerAddress], { description: 'The link listeners the connected router advertised; empty while it is not connected', complexity: boundedList(LIST_BOUNDS.listenersPerRouter) })
  listenerAddresses(@Root() r: Router): ListenerAddress[] {
    return listenerAddressesOf(r);
  }

  @FieldResolver(() => [RouterInterface], { description: 'The network interfaces the router last reported', complexity: boundedList(LIST_BOUNDS.interfacesPerRouter) })
  interfaces(@Root() r: Router): InterfaceView[] {
    return interfacesOf(r);
  }

  @FieldResolver(() => [EdgeRouterPolicy], { nullable: true, description: 'Edge router policies selecting this edge router' })
  edgeRouterPolicies(@Root() r: Router, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<EdgeRouterPolicy[]> {
    return grouped(g, 'er:erp', clamp(limit), (ids, l) => g.services.policies.selectingMany(g.ctx, 'edge-router-policy', 'edge-router', ids, l), r.id);
  }

  @FieldResolver(() => [ServiceEdgeRouterPolicy], { nullable: true, description: 'Service edge router policies selecting this edge router' })
  serviceEdgeRouterPolicies(@Root() r: Router, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<ServiceEdgeRouterPolicy[]> {
    return grouped(g, 'er:serp', clamp(limit), (ids, l) => g.services.policies.selectingMany(g.ctx, 'service-edge-router-policy', 'edge-router', ids, l), r.id);
  }

  @FieldResolver(() => [Identity], { nullable: true, description: 'Identities that may use this edge router' })
  identities(@Root() r: Router, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Identity[]> {
    return grouped(g, 'er:identities', clamp(limit), (ids, l) => g.services.policies.relatedMany(g.ctx, 'edge-router', ids, 'edge-router-policy', 'identity', l), r.id);
  }

  @FieldResolver(() => [Service], { nullable: true, description: 'Services reachable through this edge router' })
  services(@Root() r: Router, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Service[]> {
    return grouped(g, 'er:services', clamp(limit), (ids, l) => g.services.policies.relatedMany(g.ctx, 'edge-router', ids, 'service-edge-router-policy', 'service', l), r.id);
  }
}

// ---------------------------------------------------------------------------

async function listPolicies<K extends PolicyKind>(g: GqlContext, kind: K, args: ListArgs) {
  const page = await g.services.policies.list(g.ctx, kind, toListQuery(args));
  return toPage(page, (d) => d.policy);
}

@Resolver(() => ServicePolicy)
export class ServicePolicyResolver {
  @Query(() => ServicePolicyList)
  servicePolicies(@Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServicePolicyList> {
    return listPolicies(g, 'service-policy', args);
  }

  @Query(() => ServicePolicy)
  async servicePolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ServicePolicy> {
    return (await services.policies.get(ctx, 'service-policy', id)).policy;
  }

  @Mutation(() => ServicePolicy)
  createServicePolicy(@Arg('input', () => ServicePolicyInput) input: ServicePolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<ServicePolicy> {
    return services.policies.create(ctx, 'service-policy', input);
  }

  @Mutation(() => ServicePolicy, { description: 'Replaces every updatable field' })
  updateServicePolicy(@Arg('id', () => ID) id: string, @Arg('input', () => ServicePolicyInput) input: ServicePolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<ServicePolicy> {
    return services.policies.update(ctx, 'service-policy', id, input);
  }

  @Mutation(() => ServicePolicy, { description: 'Changes only the fields given' })
  patchServicePolicy(@Arg('id', () => ID) id: string, @Arg('input', () => ServicePolicyPatchInput) input: ServicePolicyPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<ServicePolicy> {
    return services.policies.update(ctx, 'service-policy', id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteServicePolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.policies.delete(ctx, 'service-policy', id);
    return true;
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  identityRolesDisplay(@Root() p: ServicePolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'identity', p.identityRoles);
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  serviceRolesDisplay(@Root() p: ServicePolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'service', p.serviceRoles);
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  postureCheckRolesDisplay(@Root() p: ServicePolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'posture-check', p.postureCheckRoles);
  }

  @FieldResolver(() => [Identity], { nullable: true, description: 'Identities the policy selects' })
  identities(@Root() p: ServicePolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Identity[]> {
    return selected(g, p.id, 'identity', limit);
  }

  @FieldResolver(() => [Service], { nullable: true, description: 'Services the policy selects' })
  services(@Root() p: ServicePolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Service[]> {
    return selected(g, p.id, 'service', limit);
  }

  @FieldResolver(() => [PostureCheck], { nullable: true, description: 'Posture checks the policy selects' })
  postureChecks(@Root() p: ServicePolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<PostureCheck[]> {
    return selected(g, p.id, 'posture-check', limit);
  }
}

@Resolver(() => EdgeRouterPolicy)
export class EdgeRouterPolicyResolver {
  @Query(() => EdgeRouterPolicyList)
  edgeRouterPolicies(@Args() args: ListArgs, @Ctx() g: GqlContext): Promise<EdgeRouterPolicyList> {
    return listPolicies(g, 'edge-router-policy', args);
  }

  @Query(() => EdgeRouterPolicy)
  async edgeRouterPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<EdgeRouterPolicy> {
    return (await services.policies.get(ctx, 'edge-router-policy', id)).policy;
  }

  @Mutation(() => EdgeRouterPolicy)
  createEdgeRouterPolicy(@Arg('input', () => EdgeRouterPolicyInput) input: EdgeRouterPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<EdgeRouterPolicy> {
    return services.policies.create(ctx, 'edge-router-policy', input);
  }

  @Mutation(() => EdgeRouterPolicy, { description: 'Replaces every updatable field' })
  updateEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => EdgeRouterPolicyInput) input: EdgeRouterPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<EdgeRouterPolicy> {
    return services.policies.update(ctx, 'edge-router-policy', id, input);
  }

  @Mutation(() => EdgeRouterPolicy, { description: 'Changes only the fields given' })
  patchEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => EdgeRouterPolicyPatchInput) input: EdgeRouterPolicyPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<EdgeRouterPolicy> {
    return services.policies.update(ctx, 'edge-router-policy', id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.policies.delete(ctx, 'edge-router-policy', id);
    return true;
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  identityRolesDisplay(@Root() p: EdgeRouterPolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'identity', p.identityRoles);
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  edgeRouterRolesDisplay(@Root() p: EdgeRouterPolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'edge-router', p.edgeRouterRoles);
  }

  @FieldResolver(() => [Identity], { nullable: true, description: 'Identities the policy selects' })
  identities(@Root() p: EdgeRouterPolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Identity[]> {
    return selected(g, p.id, 'identity', limit);
  }

  @FieldResolver(() => [Router], { nullable: true, description: 'Edge routers the policy selects' })
  edgeRouters(@Root() p: EdgeRouterPolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Router[]> {
    return selected(g, p.id, 'edge-router', limit);
  }
}

@Resolver(() => ServiceEdgeRouterPolicy)
export class ServiceEdgeRouterPolicyResolver {
  @Query(() => ServiceEdgeRouterPolicyList)
  serviceEdgeRouterPolicies(@Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServiceEdgeRouterPolicyList> {
    return listPolicies(g, 'service-edge-router-policy', args);
  }

  @Query(() => ServiceEdgeRouterPolicy)
  async serviceEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ServiceEdgeRouterPolicy> {
    return (await services.policies.get(ctx, 'service-edge-router-policy', id)).policy;
  }

  @Mutation(() => ServiceEdgeRouterPolicy)
  createServiceEdgeRouterPolicy(@Arg('input', () => ServiceEdgeRouterPolicyInput) input: ServiceEdgeRouterPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<ServiceEdgeRouterPolicy> {
    return services.policies.create(ctx, 'service-edge-router-policy', input);
  }

  @Mutation(() => ServiceEdgeRouterPolicy, { description: 'Replaces every updatable field' })
  updateServiceEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => ServiceEdgeRouterPolicyInput) input: ServiceEdgeRouterPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<ServiceEdgeRouterPolicy> {
    return services.policies.update(ctx, 'service-edge-router-policy', id, input);
  }

  @Mutation(() => ServiceEdgeRouterPolicy, { description: 'Changes only the fields given' })
  patchServiceEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => ServiceEdgeRouterPolicyPatchInput) input: ServiceEdgeRouterPolicyPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<ServiceEdgeRouterPolicy> {
    return services.policies.update(ctx, 'service-edge-router-policy', id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteServiceEdgeRouterPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.policies.delete(ctx, 'service-edge-router-policy', id);
    return true;
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  serviceRolesDisplay(@Root() p: ServiceEdgeRouterPolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'service', p.serviceRoles);
  }

  @FieldResolver(() => [NamedRole], RolesDisplayOptions)
  edgeRouterRolesDisplay(@Root() p: ServiceEdgeRouterPolicy, @Ctx() g: GqlContext): Promise<NamedRole[]> {
    return display(g, 'edge-router', p.edgeRouterRoles);
  }

  @FieldResolver(() => [Service], { nullable: true, description: 'Services the policy selects' })
  services(@Root() p: ServiceEdgeRouterPolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Service[]> {
    return selected(g, p.id, 'service', limit);
  }

  @FieldResolver(() => [Router], { nullable: true, description: 'Edge routers the policy selects' })
  edgeRouters(@Root() p: ServiceEdgeRouterPolicy, @LimitArg() limit: number, @Ctx() g: GqlContext): Promise<Router[]> {
    return selected(g, p.id, 'edge-router', limit);
  }
}

// ---------------------------------------------------------------------------

/** A posture check input as the service takes it: the common fields and the type's fields (details). */
function postureBody<T extends { details?: PostureCheckTypeFields | null }>({ details, ...common }: T): WithTypeFields<Omit<T, 'details'>> {
  return { ...(details ?? {}), ...common };
}

@Resolver(() => PostureCheck)
export class PostureCheckResolver {
  @Query(() => PostureCheckList)
  async postureChecks(@Args() args: RoleListArgs, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheckList> {
    const page = await services.postureChecks.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => PostureCheck)
  postureCheck(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheck> {
    return services.postureChecks.get(ctx, id);
  }

  @Query(() => PostureCheckTypeList)
  async postureCheckTypes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheckTypeList> {
    const page = await services.postureChecks.listTypes(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => PostureCheckType)
  postureCheckType(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheckType> {
    return services.postureChecks.getType(ctx, id);
  }

  @Query(() => RoleAttributeList)
  async postureCheckRoleAttributes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RoleAttributeList> {
    const page = await services.policies.listRoleAttributes(ctx, 'posture-check', toListQuery(args));
    return toPage(page);
  }

  @Query(() => RoleAttributeList)
  async serviceRoleAttributes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RoleAttributeList> {
    const page = await services.policies.listRoleAttributes(ctx, 'service', toListQuery(args));
    return toPage(page);
  }

  @Mutation(() => PostureCheck)
  createPostureCheck(@Arg('input', () => PostureCheckInput) input: PostureCheckInput, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheck> {
    return services.postureChecks.create(ctx, postureBody(input));
  }

  @Mutation(() => PostureCheck, { description: 'Replaces every field, those of the type included' })
  updatePostureCheck(@Arg('id', () => ID) id: string, @Arg('input', () => PostureCheckUpdateInput) input: PostureCheckUpdateInput, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheck> {
    return services.postureChecks.update(ctx, id, postureBody(input));
  }

  @Mutation(() => PostureCheck, { description: 'Changes only the fields given' })
  patchPostureCheck(@Arg('id', () => ID) id: string, @Arg('input', () => PostureCheckPatchInput) input: PostureCheckPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<PostureCheck> {
    const body = postureBody(input);
    return services.postureChecks.update(ctx, id, body, fieldsOf(body));
  }

  @Mutation(() => Boolean)
  async deletePostureCheck(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.postureChecks.delete(ctx, id);
    return true;
  }
}

/** The links between routers (admins; as /fabric/v1/links). */
@Resolver(() => RouterLink)
export class RouterLinkResolver {
  @Query(() => RouterLinkList, { description: 'The links between routers this controller instance knows (as /fabric/v1/links); admins only' })
  async links(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<RouterLinkList> {
    return toPage(await services.fabric.listLinks(ctx, toListQuery(args)));
  }

  @Query(() => RouterLink)
  link(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<RouterLink> {
    return services.fabric.getLink(ctx, id);
  }
}

export const POLICY_RESOLVERS = [RouterResolver, RouterLinkResolver, ServicePolicyResolver, EdgeRouterPolicyResolver, ServiceEdgeRouterPolicyResolver, PostureCheckResolver] as const;
