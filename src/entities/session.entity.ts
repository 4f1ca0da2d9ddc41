import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { ApiSession } from './api-session.entity';
import { Identity } from './identity.entity';
import { Service } from './service.entity';

/** A Dial or Bind session of an identity on a service; it ends with its API session. */
@ObjectType()
@Entity({ tableName: 'sessions' })
@Index({ properties: ['apiSession', 'service', 'type'] })
export class Session extends BaseEntity {
  /** SHA-256 of the session token; the token is returned once, at creation. */
  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @ManyToOne(() => ApiSession, { ref: true, deleteRule: 'cascade', fieldName: 'api_session_id' })
  apiSession!: Ref<ApiSession>;

  @Index()
  @ManyToOne(() => Identity, { ref: true, deleteRule: 'cascade', fieldName: 'identity_id' })
  identity!: Ref<Identity>;

  @Index()
  @ManyToOne(() => Service, { ref: true, deleteRule: 'cascade', fieldName: 'service_id' })
  service!: Ref<Service>;

  @Field(() => String)
  @Property({ type: 'text' })
  type!: 'Dial' | 'Bind';
}
