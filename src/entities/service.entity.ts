import { GraphQLSafeInt } from 'graphql-scalars';
import { Entity, Index, Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { childrenOf, entityFields, idsIn } from '../foundation/list-fields';
import { matchedPolicies } from '../foundation/policy-matches';

@ObjectType()
@Entity({ tableName: 'services' })
@Index({ name: 'services_role_attributes_gin', expression: 'create index "services_role_attributes_gin" on "services" using gin ("role_attributes")' })
export class Service extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  roleAttributes: string[] & Opt = [];

  /** Ids of the configs attached to this service, in order (at most one per config type). */
  @Field(() => [String])
  @Property({ type: 'text[]' })
  configs: string[] & Opt = [];

  @Field(() => String)
  @Property({ type: 'text' })
  terminatorStrategy: string & Opt = 'smartrouting';

  /** Set at create only. */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  encryptionRequired: boolean & Opt = true;

  /** Milliseconds, up to 2^53 - 1 as REST allows: GraphQL's Int (32 bits) would stop at ~24.8 days. */
  @Field(() => GraphQLSafeInt)
  @Property({ type: 'bigint', runtimeType: 'number' })
  maxIdleTimeMillis: number & Opt = 0;
}

export const SERVICE_FIELDS = entityFields(Service, {
  relations: {
    servicePolicies: matchedPolicies('ServicePolicy', 'service', 'service-policy'),
    serviceEdgeRouterPolicies: matchedPolicies('ServiceEdgeRouterPolicy', 'service', 'service-edge-router-policy'),
    // `configs` stays the set of config ids (`anyOf(configs) = "<id>"`); as a relation it reaches their fields.
    configs: idsIn('Config', 'configs'),
    terminators: childrenOf('Terminator', 'service'),
  },
});
