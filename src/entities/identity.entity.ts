import { Entity, Enum, Index, Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import { childrenOf, entityFields, toOne } from '../foundation/list-fields';
import { matchedPolicies } from '../foundation/policy-matches';

export type HostingPrecedence = 'default' | 'required' | 'failed';
export const HOSTING_PRECEDENCES: HostingPrecedence[] = ['default', 'required', 'failed'];

@ObjectType()
@Entity({ tableName: 'identities' })
@Index({ name: 'identities_role_attributes_gin', expression: 'create index "identities_role_attributes_gin" on "identities" using gin ("role_attributes")' })
export class Identity extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  /** Identity type name (User, Device, Service, Router, Default). */
  @Field(() => String)
  @Property({ type: 'text' })
  typeId: string & Opt = 'Default';

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isAdmin: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isDefaultAdmin: boolean & Opt = false;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  roleAttributes: string[] & Opt = [];

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  appData: Record<string, unknown> & Opt = {};

  @Field(() => Int)
  @Property({ type: 'integer' })
  defaultHostingCost: number & Opt = 0;

  @Field(() => String)
  @Enum({ items: () => HOSTING_PRECEDENCES, nativeEnumName: undefined, type: 'text' })
  defaultHostingPrecedence: HostingPrecedence & Opt = 'default';

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  serviceHostingCosts: Record<string, number> & Opt = {};

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  serviceHostingPrecedences: Record<string, HostingPrecedence> & Opt = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  externalId?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  authPolicyId: string & Opt = 'default';

  /** The stored trace spec (PUT /identities/{id}/trace); shown while traceUntil is ahead. */
  @Property({ type: 'text', nullable: true, hidden: true })
  traceId?: string | null;

  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  traceUntil?: Date | null;

  @Property({ type: 'text[]', hidden: true })
  traceChannels: string[] & Opt = [];

  /** Password failures in a row (reset by a successful login); its auth policy's maxAttempts locks the identity out. */
  @Property({ type: 'integer', hidden: true })
  failedLogins: number & Opt = 0;

  /** The stored flag; what an identity shows is `isDisabled`, which applies disabledUntil. */
  @Property({ type: 'boolean' })
  disabled: boolean & Opt = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  /** When the disable ends; null with disabled=true means indefinitely. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  disabledUntil?: Date | null;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  envInfo: Record<string, string> & Opt = {};

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  sdkInfo: Record<string, string> & Opt = {};

  /** Disabled now: the value both APIs show as `disabled` (a timed disable lapses on its own). */
  @Field(() => Boolean, { name: 'disabled', description: 'Login is refused; false again once disabledUntil has passed' })
  get isDisabled(): boolean & Opt {
    return this.isDisabledAt(new Date());
  }

  /** True while the identity is disabled at `now` (a timed disable lapses on its own). */
  isDisabledAt(now: Date): boolean {
    return this.disabled && (!this.disabledUntil || this.disabledUntil > now);
  }
}

/** Filter fields of identity lists; `disabled` follows the same rule as isDisabledAt. */
export const IDENTITY_FIELDS = entityFields(Identity, {
  aliases: { type: 'typeId', authPolicy: 'authPolicyId' },
  relations: {
    type: toOne('IdentityType', 'typeId'),
    authPolicy: toOne('AuthPolicy', 'authPolicyId'),
    servicePolicies: matchedPolicies('ServicePolicy', 'identity', 'service-policy'),
    edgeRouterPolicies: matchedPolicies('EdgeRouterPolicy', 'identity', 'edge-router-policy'),
    authenticators: childrenOf('Authenticator', 'identity'),
    enrollments: childrenOf('Enrollment', 'identity'),
    apiSessions: childrenOf('ApiSession', 'identity'),
  },
  computed: { disabled: { sql: '(e."disabled" AND (e."disabled_until" IS NULL OR e."disabled_until" > now()))', type: 'boolean' } },
});
