import { Entity, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { Identity } from './identity.entity';
import { entityFields } from '../foundation/list-fields';

@ObjectType()
@Entity({ tableName: 'api_sessions' })
export class ApiSession extends BaseEntity {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => Identity, { ref: true, deleteRule: 'cascade', fieldName: 'identity_id' })
  identity!: Ref<Identity>;

  @Field(() => String)
  @Property({ type: 'text' })
  authenticatorId!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  ipAddress: string & Opt = '';

  @Field(() => [String])
  @Property({ type: 'text[]' })
  configTypes: string[] & Opt = [];

  @Index()
  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  lastActivityAt: Date & Opt = new Date();

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isMfaRequired: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isMfaComplete: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isCertExtendable: boolean & Opt = false;

}

export const API_SESSION_FIELDS = entityFields(ApiSession);
