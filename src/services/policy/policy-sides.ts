import type { Resource } from '../core/resources';
import type { EntityKind, PolicyKind } from '../../foundation/policy-matches';
import { POLICY_KINDS } from './policy-kinds';

/** The three kinds of role-based policy and the four kinds of entity they select (defined below the entities, which name them). */
export type { EntityKind, PolicyKind };

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

export const ENTITY_TABLES: Record<EntityKind, { table: string; scope: string; resource: Resource }> = {
  identity: { table: 'identities', scope: 'true', resource: 'identities' },
  service: { table: 'services', scope: 'true', resource: 'services' },
  'edge-router': { table: 'routers', scope: 'e."is_edge"', resource: 'edge-routers' },
  'posture-check': { table: 'posture_checks', scope: 'true', resource: 'posture-checks' },
};

/** Each role field of each policy kind (as POLICY_KINDS defines them) is one side. */
export const POLICY_SIDES: PolicySide[] = (Object.keys(POLICY_KINDS) as PolicyKind[]).flatMap((policyKind) =>
  POLICY_KINDS[policyKind].roles.map(({ field, entityKind }) => ({
    policyKind,
    policyTable: POLICY_KINDS[policyKind].table,
    rolesColumn: field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    entityKind,
    entityTable: ENTITY_TABLES[entityKind].table,
    entityScope: ENTITY_TABLES[entityKind].scope,
  })),
);

export const sidesOfPolicy = (kind: PolicyKind) => POLICY_SIDES.filter((s) => s.policyKind === kind);
export const sidesOfEntity = (kind: EntityKind) => POLICY_SIDES.filter((s) => s.entityKind === kind);
