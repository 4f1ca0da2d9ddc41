import { Type, type Static } from '@sinclair/typebox';
import { Name, Nullable, Tags, patchSchemaNotNull, updatableFields } from './core/write-schema';
import type { PolicyKind } from '../foundation/policy-matches';
import { gate, gateUpdate } from './core/write-gate';

/**
 * What an administrator writes on the three policy kinds: one write schema per kind, the one
 * description REST (create/update/patch bodies) and GraphQL (inputs, checked by tsc) share.
 */

export const Semantic = Type.Union([Type.Literal('AllOf'), Type.Literal('AnyOf')], { description: 'AllOf (default): every #attribute role must match; AnyOf: one is enough' });
export const DialBind = Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]);
export const Roles = Nullable(Type.Array(Type.String(), { description: '#all, #<attribute> or @<id> roles' }));

const PolicyCommon = { name: Name, semantic: Semantic, tags: Type.Optional(Tags) };

export const ServicePolicyWrite = Type.Object({
  ...PolicyCommon,
  type: DialBind,
  identityRoles: Type.Optional(Roles),
  serviceRoles: Type.Optional(Roles),
  postureCheckRoles: Type.Optional(Roles),
});
export const EdgeRouterPolicyWrite = Type.Object({ ...PolicyCommon, identityRoles: Type.Optional(Roles), edgeRouterRoles: Type.Optional(Roles) });
export const ServiceEdgeRouterPolicyWrite = Type.Object({ ...PolicyCommon, serviceRoles: Type.Optional(Roles), edgeRouterRoles: Type.Optional(Roles) });

/** PATCH bodies: any field may be left out; name, semantic and type, when given, are values (not null). */
export const ServicePolicyPatchWrite = patchSchemaNotNull(ServicePolicyWrite, ['name', 'semantic', 'type']);
export const EdgeRouterPolicyPatchWrite = patchSchemaNotNull(EdgeRouterPolicyWrite, ['name', 'semantic']);
export const ServiceEdgeRouterPolicyPatchWrite = patchSchemaNotNull(ServiceEdgeRouterPolicyWrite, ['name', 'semantic']);

export type ServicePolicyInput = Static<typeof ServicePolicyWrite>;
export type EdgeRouterPolicyInput = Static<typeof EdgeRouterPolicyWrite>;
export type ServiceEdgeRouterPolicyInput = Static<typeof ServiceEdgeRouterPolicyWrite>;

/** The write of each policy kind. */
export interface PolicyInputOf {
  'service-policy': ServicePolicyInput;
  'edge-router-policy': EdgeRouterPolicyInput;
  'service-edge-router-policy': ServiceEdgeRouterPolicyInput;
}
/** Any field of any kind: what the service's field-by-field apply reads. */
export type AnyPolicyInput = Partial<ServicePolicyInput & EdgeRouterPolicyInput & ServiceEdgeRouterPolicyInput>;
export type PolicyField = keyof AnyPolicyInput & string;

/** The fields a PUT of each kind replaces, in the order they are applied: the keys of its write schema. */
export const POLICY_UPDATABLE: { [K in PolicyKind]: (keyof PolicyInputOf[K] & string)[] } = {
  'service-policy': updatableFields(ServicePolicyWrite),
  'edge-router-policy': updatableFields(EdgeRouterPolicyWrite),
  'service-edge-router-policy': updatableFields(ServiceEdgeRouterPolicyWrite),
};

/** The gates of each kind's writes (core/write-gate.ts). */
export const POLICY_GATES = {
  'service-policy': { create: gate(ServicePolicyWrite), update: gateUpdate(ServicePolicyWrite, ServicePolicyPatchWrite) },
  'edge-router-policy': { create: gate(EdgeRouterPolicyWrite), update: gateUpdate(EdgeRouterPolicyWrite, EdgeRouterPolicyPatchWrite) },
  'service-edge-router-policy': { create: gate(ServiceEdgeRouterPolicyWrite), update: gateUpdate(ServiceEdgeRouterPolicyWrite, ServiceEdgeRouterPolicyPatchWrite) },
} satisfies Record<PolicyKind, unknown>;
