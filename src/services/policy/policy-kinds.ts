import type { TObject } from '@sinclair/typebox';
import type { Resource } from '../core/resources';
import type { EntityClass } from '@mikro-orm/core';
import { EdgeRouterPolicy, ServiceEdgeRouterPolicy, ServicePolicy } from '../../entities';
import type { SymbolTable } from '../core/list/compile';
import type { EntityKind, PolicyKind } from '../../foundation/policy-matches';
import { EDGE_ROUTER_POLICY_FIELDS, SERVICE_EDGE_ROUTER_POLICY_FIELDS, SERVICE_POLICY_FIELDS } from '../../entities';
import { EdgeRouterPolicyWrite, ServiceEdgeRouterPolicyWrite, ServicePolicyWrite, type AnyPolicyInput } from '../policy.schema';

/** The role fields of the write schemas; each selects entities of one kind. */
export type RoleField = Extract<keyof AnyPolicyInput, `${string}Roles`>;

/** What each role field selects (a role field added to a write schema without an entry here fails tsc). */
const ROLE_FIELD_SELECTS: Record<RoleField, EntityKind> = {
  identityRoles: 'identity',
  serviceRoles: 'service',
  postureCheckRoles: 'posture-check',
  edgeRouterRoles: 'edge-router',
};

/** The role fields a write schema declares, in its order. */
function rolesOfSchema(schema: TObject): PolicyKindDef['roles'] {
  return Object.keys(schema.properties)
    .filter((key): key is RoleField => key in ROLE_FIELD_SELECTS)
    .map((field) => ({ field, entityKind: ROLE_FIELD_SELECTS[field] }));
}

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
  /** The role fields of the kind, from its write schema, each selecting entities of one kind. */
  roles: { field: RoleField; entityKind: EntityKind }[];
}

export const POLICY_KINDS: Record<PolicyKind, PolicyKindDef> = {
  'service-policy': {
    entity: ServicePolicy,
    table: 'service_policies',
    segment: 'service-policies',
    symbols: SERVICE_POLICY_FIELDS,
    roles: rolesOfSchema(ServicePolicyWrite),
  },
  'edge-router-policy': {
    entity: EdgeRouterPolicy,
    table: 'edge_router_policies',
    segment: 'edge-router-policies',
    symbols: EDGE_ROUTER_POLICY_FIELDS,
    roles: rolesOfSchema(EdgeRouterPolicyWrite),
  },
  'service-edge-router-policy': {
    entity: ServiceEdgeRouterPolicy,
    table: 'service_edge_router_policies',
    segment: 'service-edge-router-policies',
    symbols: SERVICE_EDGE_ROUTER_POLICY_FIELDS,
    roles: rolesOfSchema(ServiceEdgeRouterPolicyWrite),
  },
};

export function rolesOf(policy: AnyPolicy, field: RoleField): string[] {
  return ((policy as unknown as Record<RoleField, string[] | undefined>)[field]) ?? [];
}
