import type { Services } from '../../services';
import type { Handlers } from '../router';
import { stringParam } from '../query-params';

/** Configuration export and import (management API): the document is its own wire shape. */
export function transferHandlers(services: Services): Handlers {
  const { transfer } = services;
  return {
    exportConfiguration: async (call) => ({ data: await transfer.export(call.ctx) }),
    importConfiguration: async (call) => ({ data: await transfer.import(call.ctx, call.body, { enroll: stringParam(call.query.enroll) }) }),
  };
}
