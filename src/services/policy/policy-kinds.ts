import type { Resource } from '../core/resources';
import type { EntityClass } from '@mikro-orm/core';
import { EdgeRouterPolicy, ServiceEdgeRouterPolicy, ServicePolicy } from '../../entities';
import type { SymbolTable } from '../core/list/compile';
import type { EntityKind, PolicyKind } from './policy-sides';
import { EDGE_ROUTER_POLICY_FIELDS, SERVICE_EDGE_ROUTER_POLICY_FIELDS, SERVICE_POLICY_FIELDS } from '../../entities';

export type RoleField = 'identityRoles' | 'serviceRoles' | 'postureCheckRoles' | 'edgeRouterRoles';

export interface PolicyEntityOf {
  'service-policy': ServicePolicy;
  'edge-router-policy': EdgeRouterPolicy;
  'service-edge-router-policy': ServiceEdgeRouterPolicy;
}
export type AnyPolicy = PolicyEntityOf[PolicyKind];

/** How each kind of policy is stored and addressed. */
export interface PolicyKindDef {
  entity: EntityClass<AnyPolicy>;
  table: string;
  /** REST path segment, also the entity type of events. */
  segment: Resource;
  symbols: SymbolTable;
  /** The role fields of the kind, each selecting entities of one kind. */
  roles: { field: RoleField; entityKind: EntityKind }[];
}

export const POLICY_KINDS: Record<PolicyKind, PolicyKindDef> = {
  'service-policy': {
    entity: ServicePolicy,
    table: 'service_policies',
    segment: 'service-policies',
    symbols: SERVICE_POLICY_FIELDS,
    roles: [
      { field: 'identityRoles', entityKind: 'identity' },
      { field: 'serviceRoles', entityKind: 'service' },
      { field: 'postureCheckRoles', entityKind: 'posture-check' },
    ],
  },
  'edge-router-policy': {
    entity: EdgeRouterPolicy,
    table: 'edge_router_policies',
    segment: 'edge-router-policies',
    symbols: EDGE_ROUTER_POLICY_FIELDS,
    roles: [
      { field: 'identityRoles', entityKind: 'identity' },
      { field: 'edgeRouterRoles', entityKind: 'edge-router' },
    ],
  },
  'service-edge-router-policy': {
    entity: ServiceEdgeRouterPolicy,
    table: 'service_edge_router_policies',
    segment: 'service-edge-router-policies',
    symbols: SERVICE_EDGE_ROUTER_POLICY_FIELDS,
    roles: [
      { field: 'serviceRoles', entityKind: 'service' },
      { field: 'edgeRouterRoles', entityKind: 'edge-router' },
    ],
  },
};

export function rolesOf(policy: AnyPolicy, field: RoleField): string[] {
  return ((policy as unknown as Record<RoleField, string[] | undefined>)[field]) ?? [];
}
