import { Entity, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { Identity } from './identity.entity';

export type AuthenticatorMethod = 'updb' | 'cert';

@ObjectType()
@Entity({ tableName: 'authenticators' })
export class Authenticator extends BaseEntity {
  @Index()
  @ManyToOne(() => Identity, { ref: true, deleteRule: 'cascade', fieldName: 'identity_id' })
  identity!: Ref<Identity>;

  @Field(() => String)
  @Property({ type: 'text' })
  method!: AuthenticatorMethod;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  username?: string | null;

  /** argon2id PHC string; never exposed by any API. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: false })
  passwordHash?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  fingerprint?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  certPem?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isIssuedByNetwork: boolean & Opt = false;

}
