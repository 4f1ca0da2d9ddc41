import type { Operation } from './operations';
import { BOTH, list } from './define';
import * as C from './cluster.schemas';

/** The cluster area: the controller instances serving this database. */
export const CLUSTER_OPERATIONS: Operation[] = [
  {
    operationId: 'listControllers', method: 'get', path: '/controllers', apis: BOTH, auth: 'session', anySession: true, tag: 'Controllers',
    summary: 'The controller instances online on this database', list: true, success: list(C.ControllerDetail), errors: [400, 401, 429, 503],
  },
];
