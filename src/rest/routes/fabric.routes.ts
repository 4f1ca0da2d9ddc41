import type { Services } from '../../services';
import { presentFabricCircuit, presentFabricLink, presentFabricRouter, presentFabricService, presentFabricTerminator } from '../presenters/fabric.presenter';
import { detailOf, listOf } from '../handlers';
import type { Handlers } from '../router';

/**
 * The fabric management API (/fabric/v1). Its operationIds overlap the management API's
 * (listRouters, listServices, ...), so every handler is keyed `fabric:<operationId>`.
 */
export function fabricHandlers(services: Services): Handlers {
  const { routers, terminators, fabric } = services;
  const svc = services.services;
  return {
    'fabric:listRouters': listOf((ctx, q) => routers.listFabricRouters(ctx, q), presentFabricRouter),
    'fabric:detailRouter': detailOf((ctx, id) => routers.getFabricRouter(ctx, id), presentFabricRouter),
    'fabric:listRouterTerminators': listOf((ctx, q, call) => terminators.listFabric(ctx, q, { router: call.params.id }), presentFabricTerminator),

    'fabric:listServices': listOf((ctx, q) => svc.listFabric(ctx, q), presentFabricService),
    'fabric:detailService': detailOf((ctx, id) => svc.getFabric(ctx, id), presentFabricService),
    'fabric:listServiceTerminators': listOf((ctx, q, call) => terminators.listFabric(ctx, q, { service: call.params.id }), presentFabricTerminator),

    'fabric:listTerminators': listOf((ctx, q) => terminators.listFabric(ctx, q), presentFabricTerminator),
    'fabric:detailTerminator': detailOf((ctx, id) => terminators.get(ctx, id), presentFabricTerminator),

    'fabric:listLinks': listOf((ctx, q) => fabric.listLinks(ctx, q), presentFabricLink),
    'fabric:detailLink': detailOf((ctx, id) => fabric.getLink(ctx, id), presentFabricLink),
    'fabric:listCircuits': listOf((ctx, q) => fabric.listCircuits(ctx, q), presentFabricCircuit),
    'fabric:detailCircuit': detailOf((ctx, id) => fabric.getCircuit(ctx, id), presentFabricCircuit),
    'fabric:deleteCircuit': async (call) => {
      await fabric.deleteCircuit(call.ctx, call.params.id, (call.body as { immediate?: boolean }).immediate === true);
      return { data: {} };
    },
  };
}
