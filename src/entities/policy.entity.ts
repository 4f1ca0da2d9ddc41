import { Entity, Index, Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';
import { matchedEntities } from '../foundation/policy-matches';

export type Semantic = 'AllOf' | 'AnyOf';
export type DialBind = 'Dial' | 'Bind';

/** Fields every role-based policy shares. */
@ObjectType({ isAbstract: true } as never)
export abstract class PolicyBase extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  semantic: Semantic & Opt = 'AllOf';
}

@ObjectType()
@Entity({ tableName: 'service_policies' })
export class ServicePolicy extends PolicyBase {
  @Index()
  @Field(() => String)
  @Property({ type: 'text' })
  type!: DialBind;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  identityRoles: string[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'text[]' })
  serviceRoles: string[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'text[]' })
  postureCheckRoles: string[] & Opt = [];
}

@ObjectType()
@Entity({ tableName: 'edge_router_policies' })
export class EdgeRouterPolicy extends PolicyBase {
  @Field(() => [String])
  @Property({ type: 'text[]' })
  identityRoles: string[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'text[]' })
  edgeRouterRoles: string[] & Opt = [];

  /** System policies (one per router-identity) can not be changed through the API. */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isSystem: boolean & Opt = false;
}

@ObjectType()
@Entity({ tableName: 'service_edge_router_policies' })
export class ServiceEdgeRouterPolicy extends PolicyBase {
  @Field(() => [String])
  @Property({ type: 'text[]' })
  serviceRoles: string[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'text[]' })
  edgeRouterRoles: string[] & Opt = [];
}

/** A policy's relations are the entities it selects, as the policy engine matched them. */
export const SERVICE_POLICY_FIELDS = entityFields(ServicePolicy, {
  relations: {
    identities: matchedEntities('Identity', 'identity'),
    services: matchedEntities('Service', 'service'),
    postureChecks: matchedEntities('PostureCheck', 'posture-check'),
  },
});
export const EDGE_ROUTER_POLICY_FIELDS = entityFields(EdgeRouterPolicy, {
  relations: { identities: matchedEntities('Identity', 'identity'), edgeRouters: matchedEntities('EdgeRouter', 'edge-router') },
});
export const SERVICE_EDGE_ROUTER_POLICY_FIELDS = entityFields(ServiceEdgeRouterPolicy, {
  relations: { services: matchedEntities('Service', 'service'), edgeRouters: matchedEntities('EdgeRouter', 'edge-router') },
});
