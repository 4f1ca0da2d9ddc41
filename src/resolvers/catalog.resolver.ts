import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Config, ConfigType, Router, Service, Terminator } from '../entities';
import { linkPage } from './links';
import { IdentityList } from './types/identity.types';
import { RouterList, ServiceEdgeRouterPolicyList, ServicePolicyList } from './types/policy.types';
import type { GqlContext } from './context';
import { LIST_BOUNDS, boundedList } from './query-limits';
import { ListArgs, toPage, toListQuery } from './types/common.types';
import {
  ConfigCreateInput, ConfigInput, ConfigList, ConfigPatchInput, ConfigTypeInput, ConfigTypeList, ConfigTypePatchInput,
  IdentityServiceConfigView, ServiceConfigPairInput, ServiceCreateInput, ServiceInput, ServiceList, ServiceListArgs, ServicePatchInput, TerminatorCreateInput, TerminatorInput,
  TerminatorList, TerminatorPatchInput,
} from './types/catalog.types';

const fieldsOf = (input: object) => Object.keys(input);

// Fields resolved by loaders are nullable: when one can not be loaded (e.g. a caller without the
// right), the rest of the result stays and the error names that field.

// ---------------------------------------------------------------------------

@Resolver(() => ConfigType)
export class ConfigTypeResolver {
  @Query(() => ConfigTypeList)
  async configTypes(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ConfigTypeList> {
    const page = await services.configTypes.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => ConfigType)
  configType(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ConfigType> {
    return services.configTypes.get(ctx, id);
  }

  @Mutation(() => ConfigType)
  createConfigType(@Arg('input', () => ConfigTypeInput) input: ConfigTypeInput, @Ctx() { ctx, services }: GqlContext): Promise<ConfigType> {
    return services.configTypes.create(ctx, input);
  }

  @Mutation(() => ConfigType, { description: 'Replaces every updatable field' })
  updateConfigType(@Arg('id', () => ID) id: string, @Arg('input', () => ConfigTypeInput) input: ConfigTypeInput, @Ctx() { ctx, services }: GqlContext): Promise<ConfigType> {
    return services.configTypes.update(ctx, id, input);
  }

  @Mutation(() => ConfigType, { description: 'Changes only the fields given' })
  patchConfigType(@Arg('id', () => ID) id: string, @Arg('input', () => ConfigTypePatchInput) input: ConfigTypePatchInput, @Ctx() { ctx, services }: GqlContext): Promise<ConfigType> {
    return services.configTypes.update(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean, { description: 'Refused (CAN_NOT_DELETE_REFERENCED_ENTITY) while configs of the type exist' })
  async deleteConfigType(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.configTypes.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => [Config], { nullable: true, complexity: boundedList(LIST_BOUNDS.unpaged), description: 'The configs of this type' })
  configs(@Root() type: ConfigType, @Ctx() g: GqlContext): Promise<Config[]> {
    return g.loaders.configsOfType.load(type.id);
  }
}

@Resolver(() => Config)
export class ConfigResolver {
  @Query(() => ConfigList)
  async configs(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ConfigList> {
    const page = await services.configs.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Config)
  config(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Config> {
    return services.configs.get(ctx, id);
  }

  @Mutation(() => Config)
  createConfig(@Arg('input', () => ConfigCreateInput) input: ConfigCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Config> {
    return services.configs.create(ctx, input);
  }

  @Mutation(() => Config, { description: 'Replaces every updatable field' })
  updateConfig(@Arg('id', () => ID) id: string, @Arg('input', () => ConfigInput) input: ConfigInput, @Ctx() { ctx, services }: GqlContext): Promise<Config> {
    return services.configs.update(ctx, id, input);
  }

  @Mutation(() => Config, { description: 'Changes only the fields given' })
  patchConfig(@Arg('id', () => ID) id: string, @Arg('input', () => ConfigPatchInput) input: ConfigPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Config> {
    return services.configs.update(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a config even in use: it leaves the services and identity overrides that named it, whose identities see the change' })
  async deleteConfig(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.configs.delete(ctx, id);
    return true;
  }

  // ---- an identity's overrides of service configs (admins) ----

  @Query(() => [IdentityServiceConfigView], {
    description: "The identity's overrides of service configs (as GET /identities/{id}/service-configs)",
    complexity: boundedList(LIST_BOUNDS.unpaged),
  })
  identityServiceConfigs(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<IdentityServiceConfigView[]> {
    return services.configs.listForIdentity(ctx, id);
  }

  @Mutation(() => Boolean, { description: "Overrides services' configs for an identity; each replaces its override of the same config type (as POST /identities/{id}/service-configs)" })
  async addIdentityServiceConfigs(
    @Arg('id', () => ID) id: string,
    @Arg('serviceConfigs', () => [ServiceConfigPairInput]) serviceConfigs: ServiceConfigPairInput[],
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<boolean> {
    await services.configs.assignForIdentity(ctx, id, serviceConfigs);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes overrides of an identity; without serviceConfigs, all of them (as DELETE /identities/{id}/service-configs)' })
  async removeIdentityServiceConfigs(
    @Arg('id', () => ID) id: string,
    @Arg('serviceConfigs', () => [ServiceConfigPairInput], { nullable: true }) serviceConfigs: ServiceConfigPairInput[] | null | undefined,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<boolean> {
    await services.configs.removeForIdentity(ctx, id, serviceConfigs);
    return true;
  }

  @FieldResolver(() => ID)
  configTypeId(@Root() config: Config): string {
    return config.configType.id;
  }

  @FieldResolver(() => ConfigType, { nullable: true })
  configType(@Root() config: Config, @Ctx() g: GqlContext): Promise<ConfigType> | ConfigType {
    return config.configType.isInitialized() ? config.configType.getEntity() : g.loaders.configType.load(config.configType.id);
  }

  @FieldResolver(() => ServiceList, { nullable: true, description: 'Services using the config (as GET /configs/{id}/services)' })
  services(@Root() config: Config, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServiceList> {
    return linkPage(g, 'config:services', args, config.id, (ids, q) => g.services.links.servicesOfConfigs(g.ctx, ids, q));
  }
}

@Resolver(() => Service)
export class ServiceResolver {
  @Query(() => ServiceList)
  async services(@Args() args: ServiceListArgs, @Ctx() g: GqlContext): Promise<ServiceList> {
    const page = await g.services.services.list(g.ctx, toListQuery(args), args.configTypes);
    for (const d of page.items) g.loaders.service.prime(d.service.id, d);
    return toPage(page, (d) => d.service);
  }

  @Query(() => Service)
  async service(@Arg('id', () => ID) id: string, @Ctx() g: GqlContext): Promise<Service> {
    const detail = await g.services.services.get(g.ctx, id);
    g.loaders.service.prime(id, detail);
    return detail.service;
  }

  @Mutation(() => Service)
  createService(@Arg('input', () => ServiceCreateInput) input: ServiceCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Service> {
    return services.services.create(ctx, input);
  }

  @Mutation(() => Service, { description: 'Replaces every updatable field' })
  updateService(@Arg('id', () => ID) id: string, @Arg('input', () => ServiceInput) input: ServiceInput, @Ctx() { ctx, services }: GqlContext): Promise<Service> {
    return services.services.update(ctx, id, input);
  }

  @Mutation(() => Service, { description: 'Changes only the fields given' })
  patchService(@Arg('id', () => ID) id: string, @Arg('input', () => ServicePatchInput) input: ServicePatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Service> {
    return services.services.update(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean, { description: 'Its terminators and sessions go with it' })
  async deleteService(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.services.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => GraphQLJSONObject, { nullable: true, description: 'Config data by config type name' })
  async config(@Root() service: Service, @Ctx() g: GqlContext): Promise<Record<string, unknown>> {
    return (await g.loaders.service.load(service.id)).config;
  }

  @FieldResolver(() => [String], { nullable: true, description: 'Bind and Dial: admins may always do both' })
  async permissions(@Root() service: Service, @Ctx() g: GqlContext): Promise<string[]> {
    return (await g.loaders.service.load(service.id)).permissions;
  }

  @FieldResolver(() => [Config], { nullable: true, complexity: boundedList(LIST_BOUNDS.configsPerService), description: 'The configs whose ids `configs` lists, in that order' })
  async attachedConfigs(@Root() service: Service, @Ctx() g: GqlContext): Promise<Config[]> {
    const configs = await g.loaders.config.loadMany(service.configs);
    return configs.filter((c): c is Config => c instanceof Config);
  }

  @FieldResolver(() => [Terminator], { nullable: true, complexity: boundedList(LIST_BOUNDS.unpaged) })
  terminators(@Root() service: Service, @Ctx() g: GqlContext): Promise<Terminator[]> {
    return g.loaders.terminatorsOfService.load(service.id);
  }

  // ---- links (admins, as their REST operations): paged, counted, one statement per field for every service of the response ----

  @FieldResolver(() => ConfigList, { nullable: true, description: 'The configs the service uses, paged (as GET /services/{id}/configs)' })
  configList(@Root() service: Service, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ConfigList> {
    return linkPage(g, 'service:configs', args, service.id, (ids, q) => g.services.links.configsOfServices(g.ctx, ids, q));
  }

  @FieldResolver(() => ServicePolicyList, { nullable: true, description: 'Service policies selecting the service (as GET /services/{id}/service-policies)' })
  servicePolicies(@Root() service: Service, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServicePolicyList> {
    return linkPage(g, 'service:service-policies', args, service.id, (ids, q) => g.services.links.policiesSelecting(g.ctx, 'service-policy', 'service', ids, q));
  }

  @FieldResolver(() => ServiceEdgeRouterPolicyList, { nullable: true, description: 'Service edge router policies selecting the service (as GET /services/{id}/service-edge-router-policies)' })
  serviceEdgeRouterPolicies(@Root() service: Service, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<ServiceEdgeRouterPolicyList> {
    return linkPage(g, 'service:service-edge-router-policies', args, service.id, (ids, q) => g.services.links.policiesSelecting(g.ctx, 'service-edge-router-policy', 'service', ids, q));
  }

  @FieldResolver(() => IdentityList, { nullable: true, description: 'Identities that may Dial or Bind the service (as GET /services/{id}/identities)' })
  identities(
    @Root() service: Service,
    @Args() args: ListArgs,
    @Arg('policyType', () => String, { nullable: true, description: 'dial or bind: only the identities with that permission' }) policyType: string | null,
    @Ctx() g: GqlContext,
  ): Promise<IdentityList> {
    return linkPage(g, `service:identities:${policyType ?? ''}`, args, service.id, (ids, q) => g.services.links.identitiesOfServices(g.ctx, ids, q, policyType));
  }

  @FieldResolver(() => RouterList, { nullable: true, description: 'Edge routers the service is reachable through (as GET /services/{id}/edge-routers)' })
  edgeRouters(@Root() service: Service, @Args() args: ListArgs, @Ctx() g: GqlContext): Promise<RouterList> {
    return linkPage(g, 'service:edge-routers', args, service.id, (ids, q) => g.services.links.related(g.ctx, 'service', ids, 'service-edge-router-policy', 'edge-router', q));
  }
}

@Resolver(() => Terminator)
export class TerminatorResolver {
  @Query(() => TerminatorList)
  async terminators(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<TerminatorList> {
    const page = await services.terminators.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Terminator)
  terminator(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Terminator> {
    return services.terminators.get(ctx, id);
  }

  @Mutation(() => Terminator)
  createTerminator(@Arg('input', () => TerminatorCreateInput) input: TerminatorCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Terminator> {
    return services.terminators.create(ctx, input);
  }

  @Mutation(() => Terminator, { description: 'Replaces every updatable field' })
  updateTerminator(@Arg('id', () => ID) id: string, @Arg('input', () => TerminatorInput) input: TerminatorInput, @Ctx() { ctx, services }: GqlContext): Promise<Terminator> {
    return services.terminators.update(ctx, id, input);
  }

  @Mutation(() => Terminator, { description: 'Changes only the fields given' })
  patchTerminator(@Arg('id', () => ID) id: string, @Arg('input', () => TerminatorPatchInput) input: TerminatorPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Terminator> {
    return services.terminators.update(ctx, id, input, fieldsOf(input));
  }

  @Mutation(() => Boolean)
  async deleteTerminator(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.terminators.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => ID)
  serviceId(@Root() t: Terminator): string {
    return t.service.id;
  }

  @FieldResolver(() => Service, { nullable: true })
  async service(@Root() t: Terminator, @Ctx() g: GqlContext): Promise<Service> {
    return (await g.loaders.service.load(t.service.id)).service;
  }

  @FieldResolver(() => ID)
  routerId(@Root() t: Terminator): string {
    return t.router.id;
  }

  /** The terminator services load routers with their terminators. */
  @FieldResolver(() => Router)
  router(@Root() t: Terminator): Router {
    return t.router.getEntity();
  }
}

export const CATALOG_RESOLVERS = [ConfigTypeResolver, ConfigResolver, ServiceResolver, TerminatorResolver] as const;
