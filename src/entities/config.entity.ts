import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import { entityFields, nameThrough } from '../foundation/list-fields';

/** A config type: a named JSON Schema that the data of its configs must satisfy. */
@ObjectType()
@Entity({ tableName: 'config_types' })
export class ConfigType extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  /** `json`, not `jsonb`: the schema comes back with its keys in the order they were written. */
  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json', columnType: 'json' })
  schema: Record<string, unknown> = {};
}

/** A config: data of one config type, attached to services (and per identity). */
@ObjectType()
@Entity({ tableName: 'configs' })
export class Config extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  /** Deleting a config type that still has configs is refused (409), hence no cascade. */
  @Index()
  @ManyToOne(() => ConfigType, { ref: true, deleteRule: 'no action', fieldName: 'config_type_id' })
  configType!: Ref<ConfigType>;

  /** `json`, not `jsonb`: the data comes back with its keys in the order they were written. */
  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json', columnType: 'json' })
  data: Record<string, unknown> = {};
}

export const CONFIG_TYPE_FIELDS = entityFields(ConfigType);

export const CONFIG_FIELDS = entityFields(Config, {
  aliases: { type: 'configType' },
  computed: { 'configType.name': nameThrough('config_types', 'config_type_id') },
});
