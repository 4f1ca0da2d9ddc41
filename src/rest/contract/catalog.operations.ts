import { Type } from '@sinclair/typebox';
import { MGMT, crud, list, ok } from './define';
import type { Operation } from './operations';
import * as S from './schemas';
import { IdentityDetail } from './identity.schemas';
import * as C from './catalog.schemas';
import * as P from './policy.schemas';

/** Config types, configs, services, terminators and identities' service configs (management API). */

const sub = (operationId: string, path: string, summary: string, data: Parameters<typeof list>[0], extra: Partial<Operation> = {}): Operation => ({
  operationId, method: 'get', path, apis: MGMT, auth: 'session', tag: extra.tag ?? 'Service', summary, list: true,
  success: list(data), errors: [400, 401, 404, 429, 503], ...extra,
});

const services = crud({ segment: 'services', name: 'Service', plural: 'Services', tag: 'Service', detail: C.ServiceDetail, create: C.ServiceCreate, update: C.ServiceUpdate, patch: C.ServicePatch, roleFilter: true, deleteConflict: true });
for (const op of services) {
  if (op.operationId === 'listServices') {
    op.query = { configTypes: { schema: Type.Array(Type.String()), description: 'Config types (names or ids, or "all") whose data the `config` map shows' } };
  }
  // OpenZiti's own PATCH drops it silently; refusing a change says so instead (the value a client sends back is fine).
  if (op.operationId === 'updateService' || op.operationId === 'patchService') {
    op.summary += '; encryptionRequired is fixed at create: the current value is accepted, a different one refused';
  }
}

export const CATALOG_OPERATIONS: Operation[] = [
  ...crud({ segment: 'config-types', name: 'ConfigType', plural: 'ConfigTypes', tag: 'Config', detail: C.ConfigTypeDetail, create: C.ConfigTypeCreate, update: C.ConfigTypeUpdate, patch: C.ConfigTypePatch, deleteConflict: true }),
  sub('listConfigsForConfigType', '/config-types/{id}/configs', 'The configs of a config type', C.ConfigDetail, { tag: 'Config', list: false, errors: [401, 404, 429, 503] }),
  ...crud({ segment: 'configs', name: 'Config', plural: 'Configs', tag: 'Config', detail: C.ConfigDetail, create: C.ConfigCreate, update: C.ConfigUpdate, patch: C.ConfigPatch, deleteConflict: true }),
  sub('listConfigServices', '/configs/{id}/services', 'The services using a config', C.ServiceDetail, { tag: 'Config' }),

  ...services,
  sub('listServiceConfig', '/services/{id}/configs', 'The configs of a service', C.ConfigDetail),
  sub('listServiceTerminators', '/services/{id}/terminators', 'The terminators of a service', C.TerminatorDetail),
  sub('listServiceIdentities', '/services/{id}/identities', 'Identities that may Dial or Bind a service (policyType: dial or bind for one of them)', IdentityDetail, {
    query: { policyType: { schema: Type.Union([Type.Literal('dial'), Type.Literal('bind')]) } },
  }),
  sub('listServiceServicePolicies', '/services/{id}/service-policies', 'The service policies selecting a service', P.ServicePolicyDetail),
  sub('listServiceServiceEdgeRouterPolicies', '/services/{id}/service-edge-router-policies', 'The service edge router policies selecting a service', P.ServiceEdgeRouterPolicyDetail),
  sub('listServiceEdgeRouters', '/services/{id}/edge-routers', 'Edge routers a service is reachable through (service edge router policies)', P.EdgeRouterDetail),

  ...crud({ segment: 'terminators', name: 'Terminator', plural: 'Terminators', tag: 'Terminator', detail: C.TerminatorDetail, create: C.TerminatorCreate, update: C.TerminatorUpdate, patch: C.TerminatorPatch, deleteConflict: true }),

  { operationId: 'listIdentitysServiceConfigs', method: 'get', path: '/identities/{id}/service-configs', apis: MGMT, auth: 'session', tag: 'Identity', summary: "The identity's overrides of service configs", success: list(C.ServiceConfigDetail), errors: [401, 404, 429, 503] },
  {
    operationId: 'associateIdentitysServiceConfigs', method: 'post', path: '/identities/{id}/service-configs', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: "Override services' configs for an identity; each replaces an override of the same config type", body: C.ServiceConfigPairs, bodyName: 'serviceConfigs', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429, 503],
  },
  {
    operationId: 'disassociateIdentitysServiceConfigs', method: 'delete', path: '/identities/{id}/service-configs', apis: MGMT, auth: 'session', tag: 'Identity',
    summary: 'Remove service config overrides of an identity; without pairs, all of them', body: C.ServiceConfigPairs, bodyName: 'serviceConfigIdPairs', success: ok(), errors: [400, 401, 404, 429, 503],
  },
];
