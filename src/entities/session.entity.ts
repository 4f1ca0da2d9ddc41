import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { ApiSession } from './api-session.entity';
import { Identity } from './identity.entity';
import { Service } from './service.entity';
import { entityFields } from '../foundation/list-fields';

/** A Dial or Bind session of an identity on a service; it ends with its API session. */
@ObjectType()
@Entity({ tableName: 'sessions' })
@Unique({ properties: ['apiSession', 'service', 'type'] })
export class Session extends BaseEntity {
  /**
   * The session token edge routers accept for this session. Unlike API session tokens it is
   * kept: routers validate it and a repeated create for the same service returns it again.
   */
  @Property({ type: 'text', unique: true, hidden: true })
  token!: string;

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

export const SESSION_FIELDS = entityFields(Session);
