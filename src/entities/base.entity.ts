import { Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { newId } from '../foundation/ids';

export type Tags = Record<string, string | boolean | null>;

/** Fields every OpenZiti entity carries: id, createdAt, updatedAt, tags. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'text' })
  id: string = newId();

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  tags: Tags & Opt = {};
}
