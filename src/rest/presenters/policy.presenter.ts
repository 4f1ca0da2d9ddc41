import type { Static } from '@sinclair/typebox';
import type * as P from '../contract/policy.schemas';
import type { EdgeRouterPolicy, ServiceEdgeRouterPolicy, ServicePolicy } from '../../entities';
import type { PolicyDetail } from '../../services/policy.service';
import { baseFields } from '../envelope';
import type { Resource } from '../../services/core/resources';

function base(p: ServicePolicy | EdgeRouterPolicy | ServiceEdgeRouterPolicy, segment: Resource, links: string[]) {
  return {
    ...baseFields(segment, p, links),
    name: p.name,
    semantic: p.semantic,
  };
}

export function presentServicePolicy({ policy: p, display }: PolicyDetail<ServicePolicy>): Static<typeof P.ServicePolicyDetail> {
  return {
    ...base(p, 'service-policies', ['identities', 'services', 'posture-checks']),
    type: p.type,
    identityRoles: p.identityRoles,
    identityRolesDisplay: display.identityRoles ?? [],
    serviceRoles: p.serviceRoles,
    serviceRolesDisplay: display.serviceRoles ?? [],
    postureCheckRoles: p.postureCheckRoles,
    postureCheckRolesDisplay: display.postureCheckRoles ?? [],
  };
}

export function presentEdgeRouterPolicy({ policy: p, display }: PolicyDetail<EdgeRouterPolicy>): Static<typeof P.EdgeRouterPolicyDetail> {
  return {
    ...base(p, 'edge-router-policies', ['edge-routers', 'identities']),
    isSystem: p.isSystem,
    identityRoles: p.identityRoles,
    identityRolesDisplay: display.identityRoles ?? [],
    edgeRouterRoles: p.edgeRouterRoles,
    edgeRouterRolesDisplay: display.edgeRouterRoles ?? [],
  };
}

export function presentServiceEdgeRouterPolicy({ policy: p, display }: PolicyDetail<ServiceEdgeRouterPolicy>): Static<typeof P.ServiceEdgeRouterPolicyDetail> {
  return {
    ...base(p, 'service-edge-router-policies', ['edge-routers', 'services']),
    serviceRoles: p.serviceRoles,
    serviceRolesDisplay: display.serviceRoles ?? [],
    edgeRouterRoles: p.edgeRouterRoles,
    edgeRouterRolesDisplay: display.edgeRouterRoles ?? [],
  };
}
