import { Entity, Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** Posture check type ids as OpenZiti names them. */
export const POSTURE_CHECK_TYPES = ['OS', 'PROCESS', 'PROCESS_MULTI', 'DOMAIN', 'MAC', 'MFA'] as const;
export type PostureCheckTypeId = (typeof POSTURE_CHECK_TYPES)[number];

/**
 * A posture check. The fields specific to its type (domains, macAddresses, operatingSystems,
 * process, processes, semantic, timeoutSeconds, promptOnWake, promptOnUnlock,
 * ignoreLegacyEndpoints) live in `details`.
 */
@ObjectType()
@Entity({ tableName: 'posture_checks' })
export class PostureCheck extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  typeId!: PostureCheckTypeId;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  roleAttributes: string[] & Opt = [];

  /** Incremented on every change. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  version: number & Opt = 1;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  details: Record<string, unknown> & Opt = {};
}

export const POSTURE_CHECK_FIELDS = entityFields(PostureCheck);
