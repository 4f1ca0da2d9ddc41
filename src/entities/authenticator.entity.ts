import { Entity, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { Ca } from './ca.entity';
import { Identity } from './identity.entity';
import { entityFields } from '../foundation/list-fields';

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

  /** The verified third-party CA that issued the certificate (ottca); deleting the CA deletes this. */
  @Index()
  @ManyToOne(() => Ca, { ref: true, nullable: true, deleteRule: 'cascade', fieldName: 'ca_id' })
  ca?: Ref<Ca> | null;

  /** A certificate issued by `extend`, not in force until `extend-verify` proves the client holds it. */
  @Property({ type: 'text', nullable: true, hidden: true })
  unverifiedCertPem?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  unverifiedFingerprint?: string | null;

  /** An administrator asked the client to extend its certificate (optionally with a new key). */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isExtendRequested: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isKeyRollRequested: boolean & Opt = false;
}

export const AUTHENTICATOR_FIELDS = entityFields(Authenticator);
