import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** The fixed identity types (User, Device, Service, Router, Default); id equals name. */
@ObjectType()
@Entity({ tableName: 'identity_types' })
export class IdentityType extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;
}

export const IDENTITY_TYPE_NAMES = ['User', 'Device', 'Service', 'Router', 'Default'] as const;

export const IDENTITY_TYPE_FIELDS = entityFields(IdentityType);
