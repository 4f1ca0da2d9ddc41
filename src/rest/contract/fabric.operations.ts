import type { TSchema } from '@sinclair/typebox';
import { list, ok } from './define';
import type { ApiName, Operation } from './operations';
import * as F from './fabric.schemas';

/**
 * The read operations of OpenZiti's fabric management API (/fabric/v1), for admins: what
 * `ziti fabric list …` and the admin console's dashboard call. Several share an operationId
 * with a management operation (listRouters, listServices, ...); their handlers are keyed
 * `fabric:<operationId>`.
 */

const FABRIC: ApiName[] = ['fabric'];

const listOp = (operationId: string, path: string, tag: string, summary: string, data: TSchema): Operation => ({
  operationId, method: 'get', path, apis: FABRIC, auth: 'session', tag, summary, list: true, success: list(data), errors: [400, 401, 404, 429, 503],
});
const detailOp = (operationId: string, path: string, tag: string, summary: string, data: TSchema): Operation => ({
  operationId, method: 'get', path, apis: FABRIC, auth: 'session', tag, summary, success: ok(data), errors: [401, 404, 429, 503],
});

export const FABRIC_OPERATIONS: Operation[] = [
  { ...listOp('listRouters', '/routers', 'Router', 'List routers with their connection state', F.FabricRouterDetail), errors: [400, 401, 429, 503] },
  detailOp('detailRouter', '/routers/{id}', 'Router', 'Retrieve one router with its connection state', F.FabricRouterDetail),
  listOp('listRouterTerminators', '/routers/{id}/terminators', 'Router', 'The terminators of a router', F.FabricTerminatorDetail),

  { ...listOp('listServices', '/services', 'Service', 'List services', F.FabricServiceDetail), errors: [400, 401, 429, 503] },
  detailOp('detailService', '/services/{id}', 'Service', 'Retrieve one service', F.FabricServiceDetail),
  listOp('listServiceTerminators', '/services/{id}/terminators', 'Service', 'The terminators of a service', F.FabricTerminatorDetail),

  { ...listOp('listTerminators', '/terminators', 'Terminator', 'List terminators', F.FabricTerminatorDetail), errors: [400, 401, 429, 503] },
  detailOp('detailTerminator', '/terminators/{id}', 'Terminator', 'Retrieve one terminator', F.FabricTerminatorDetail),

  { ...listOp('listLinks', '/links', 'Link', 'List the links between routers', F.LinkDetail), errors: [400, 401, 429, 503] },
  detailOp('detailLink', '/links/{id}', 'Link', 'Retrieve one link', F.LinkDetail),

  { ...listOp('listCircuits', '/circuits', 'Circuit', 'List circuits', F.CircuitDetail), errors: [400, 401, 429, 503] },
  detailOp('detailCircuit', '/circuits/{id}', 'Circuit', 'Retrieve one circuit', F.CircuitDetail),
  {
    operationId: 'deleteCircuit', method: 'delete', path: '/circuits/{id}', apis: FABRIC, auth: 'session', tag: 'Circuit', summary: 'End a circuit (unrouted on its routers)',
    body: F.CircuitDelete, success: ok(), errors: [400, 401, 404, 429, 503],
  },
];
