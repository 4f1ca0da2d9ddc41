/** The three kinds of role-based policy and the four kinds of entity they select. */
export type PolicyKind = 'service-policy' | 'edge-router-policy' | 'service-edge-router-policy';
export type EntityKind = 'identity' | 'service' | 'edge-router' | 'posture-check';

/** One side of a policy: a roles column selecting entities of one kind. */
export interface PolicySide {
  policyKind: PolicyKind;
  policyTable: string;
  rolesColumn: string;
  entityKind: EntityKind;
  entityTable: string;
  /** Extra condition on the entity table (alias e), e.g. only edge routers. */
  entityScope: string;
}

export const POLICY_TABLES: Record<PolicyKind, string> = {
  'service-policy': 'service_policies',
  'edge-router-policy': 'edge_router_policies',
  'service-edge-router-policy': 'service_edge_router_policies',
};

export const ENTITY_TABLES: Record<EntityKind, { table: string; scope: string }> = {
  identity: { table: 'identities', scope: 'true' },
  service: { table: 'services', scope: 'true' },
  'edge-router': { table: 'routers', scope: 'e."is_edge"' },
  'posture-check': { table: 'posture_checks', scope: 'true' },
};

function side(policyKind: PolicyKind, rolesColumn: string, entityKind: EntityKind): PolicySide {
  const entity = ENTITY_TABLES[entityKind];
  return { policyKind, policyTable: POLICY_TABLES[policyKind], rolesColumn, entityKind, entityTable: entity.table, entityScope: entity.scope };
}

export const POLICY_SIDES: PolicySide[] = [
  side('service-policy', 'identity_roles', 'identity'),
  side('service-policy', 'service_roles', 'service'),
  side('service-policy', 'posture_check_roles', 'posture-check'),
  side('edge-router-policy', 'identity_roles', 'identity'),
  side('edge-router-policy', 'edge_router_roles', 'edge-router'),
  side('service-edge-router-policy', 'service_roles', 'service'),
  side('service-edge-router-policy', 'edge_router_roles', 'edge-router'),
];

export const sidesOfPolicy = (kind: PolicyKind) => POLICY_SIDES.filter((s) => s.policyKind === kind);
export const sidesOfEntity = (kind: EntityKind) => POLICY_SIDES.filter((s) => s.entityKind === kind);
