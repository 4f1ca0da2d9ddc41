import type { Services } from '../../services';
import type { Patch } from '../../services/core/write-schema';
import type { ConfigTypeInput } from '../../services/config-type.schema';
import type { ConfigCreateInput, ConfigInput } from '../../services/config.schema';
import type { ServiceCreateInput, ServiceUpdateInput } from '../../services/service.schema';
import type { TerminatorCreateInput, TerminatorInput } from '../../services/terminator.schema';
import * as C from '../contract/catalog.schemas';
import { presentConfigType } from '../presenters/config-type.presenter';
import { presentConfig, presentIdentityServiceConfig } from '../presenters/config.presenter';
import { presentEdgeRouter } from '../presenters/edge-router.presenter';
import { presentIdentity } from '../presenters/identity.presenter';
import { presentServiceEdgeRouterPolicy, presentServicePolicy } from '../presenters/policy.presenter';
import { presentService } from '../presenters/service.presenter';
import { presentTerminator } from '../presenters/terminator.presenter';
import { createOf, deleteOf, detailOf, listOf, patchOf, updateOf, withBody } from '../handlers';
import type { Handlers } from '../router';
import { listParam, stringParam } from '../query-params';

const nonEmpty = (xs: string[]) => (xs.length ? xs : undefined);


/** Config types, configs, services, terminators and identity service configs (management API). */
export function catalogHandlers(services: Services): Handlers {
  const { configTypes, configs, terminators, policies } = services;
  const svc = services.services;
  return {
    listConfigTypes: listOf((ctx, q) => configTypes.list(ctx, q), presentConfigType),
    detailConfigType: detailOf((ctx, id) => configTypes.get(ctx, id), presentConfigType),
    createConfigType: createOf('config-types', (ctx, body: ConfigTypeInput) => configTypes.create(ctx, body)),
    updateConfigType: updateOf((ctx, id, body: Patch<ConfigTypeInput>, fields) => configTypes.update(ctx, id, body, fields)),
    patchConfigType: patchOf((ctx, id, body: Patch<ConfigTypeInput>, fields) => configTypes.update(ctx, id, body, fields)),
    deleteConfigType: deleteOf((ctx, id) => configTypes.delete(ctx, id)),
    listConfigsForConfigType: listOf((ctx, q, call) => configs.listByType(ctx, call.params.id, q), presentConfig),

    listConfigs: listOf((ctx, q) => configs.list(ctx, q), presentConfig),
    detailConfig: detailOf((ctx, id) => configs.get(ctx, id), presentConfig),
    createConfig: createOf('configs', (ctx, body: ConfigCreateInput) => configs.create(ctx, body)),
    updateConfig: updateOf((ctx, id, body: Patch<ConfigInput>, fields) => configs.update(ctx, id, body, fields)),
    patchConfig: patchOf((ctx, id, body: Patch<ConfigInput>, fields) => configs.update(ctx, id, body, fields)),
    deleteConfig: deleteOf((ctx, id) => configs.delete(ctx, id)),
    listConfigServices: listOf((ctx, q, call) => svc.listByConfig(ctx, call.params.id, q), presentService),

    listServices: listOf((ctx, q, call) => svc.list(ctx, q, nonEmpty(listParam(call.query.configTypes))), presentService),
    detailService: detailOf((ctx, id) => svc.get(ctx, id), presentService),
    createService: createOf('services', (ctx, body: ServiceCreateInput) => svc.create(ctx, body)),
    updateService: updateOf((ctx, id, body: Patch<ServiceUpdateInput>, fields) => svc.update(ctx, id, body, fields, false)),
    patchService: patchOf((ctx, id, body: Patch<ServiceUpdateInput>, fields) => svc.update(ctx, id, body, fields, false)),
    deleteService: deleteOf((ctx, id) => svc.delete(ctx, id)),
    listServiceConfig: listOf((ctx, q, call) => configs.listByService(ctx, call.params.id, q), presentConfig),
    listServiceTerminators: listOf((ctx, q, call) => terminators.listByService(ctx, call.params.id, q), presentTerminator),
    listServiceIdentities: listOf((ctx, q, call) => svc.listIdentities(ctx, call.params.id, q, stringParam(call.query.policyType)), presentIdentity),
    listServiceServicePolicies: listOf((ctx, q, call) => policies.listSelecting(ctx, 'service-policy', 'service', call.params.id, q), presentServicePolicy),
    listServiceServiceEdgeRouterPolicies: listOf((ctx, q, call) => policies.listSelecting(ctx, 'service-edge-router-policy', 'service', call.params.id, q), presentServiceEdgeRouterPolicy),
    listServiceEdgeRouters: listOf((ctx, q, call) => policies.listRelated(ctx, 'service', call.params.id, 'service-edge-router-policy', 'edge-router', q), presentEdgeRouter),

    listTerminators: listOf((ctx, q) => terminators.list(ctx, q), presentTerminator),
    detailTerminator: detailOf((ctx, id) => terminators.get(ctx, id), presentTerminator),
    createTerminator: createOf('terminators', (ctx, body: TerminatorCreateInput) => terminators.add(ctx, body)),
    updateTerminator: updateOf((ctx, id, body: Patch<TerminatorInput>, fields) => terminators.update(ctx, id, body, fields)),
    patchTerminator: patchOf((ctx, id, body: Patch<TerminatorInput>, fields) => terminators.update(ctx, id, body, fields)),
    deleteTerminator: deleteOf((ctx, id) => terminators.delete(ctx, id)),

    listIdentitysServiceConfigs: async ({ ctx, params }) => ({ data: (await configs.listForIdentity(ctx, params.id)).map(presentIdentityServiceConfig) }),
    associateIdentitysServiceConfigs: withBody(C.ServiceConfigPairs, async ({ ctx, params, body }) => {
      await configs.assignForIdentity(ctx, params.id, body);
      return { data: {} };
    }),
    disassociateIdentitysServiceConfigs: async ({ ctx, params, body }) => {
      // An absent body arrives as {}: remove every override.
      await configs.removeForIdentity(ctx, params.id, Array.isArray(body) ? body : undefined);
      return { data: {} };
    },
  };
}
