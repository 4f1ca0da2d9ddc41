import { linkedThrough, type RelationSpec } from './list-fields';

/** The three kinds of role-based policy and the four kinds of entity they select. */
export type PolicyKind = 'service-policy' | 'edge-router-policy' | 'service-edge-router-policy';
export type EntityKind = 'identity' | 'service' | 'edge-router' | 'posture-check';

/**
 * Filter relations read from `policy_matches`, the policy engine's table of what each policy
 * selects, on the same indexes its access questions use: from an entity, its policies of one
 * kind (policy_matches_entity_index: entity_kind, entity_id, policy_kind); from a policy, the
 * entities of one kind it selects (the primary key: policy_id, entity_kind).
 */

/** The policies of `policyKind` (the list named `list`) selecting an entity of `entityKind`. */
export function matchedPolicies(list: string, entityKind: EntityKind, policyKind: PolicyKind): RelationSpec {
  return linkedThrough(list, 'policy_matches', 'entity_id', 'policy_id', { entity_kind: entityKind, policy_kind: policyKind });
}

/** The entities of `entityKind` (the list named `list`) a policy selects. */
export function matchedEntities(list: string, entityKind: EntityKind): RelationSpec {
  return linkedThrough(list, 'policy_matches', 'policy_id', 'entity_id', { entity_kind: entityKind });
}
