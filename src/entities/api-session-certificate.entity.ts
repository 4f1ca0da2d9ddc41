import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ApiSession } from './api-session.entity';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** A short-lived client certificate issued for an API session from a CSR; it ends with the session. */
@ObjectType()
@Entity({ tableName: 'api_session_certificates' })
export class ApiSessionCertificate extends BaseEntity {
  @Index()
  @ManyToOne(() => ApiSession, { ref: true, deleteRule: 'cascade', fieldName: 'api_session_id' })
  apiSession!: Ref<ApiSession>;

  @Field(() => String)
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String)
  @Property({ type: 'text', unique: true })
  fingerprint!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  certPem!: string;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  validFrom!: Date;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  validTo!: Date;
}

export const API_SESSION_CERTIFICATE_FIELDS = entityFields(ApiSessionCertificate, { omit: ['certPem'] });
