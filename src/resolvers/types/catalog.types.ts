import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Config, ConfigType, Service, Terminator } from '../../entities';
import type { Tags } from '../../entities/base.entity';
import { Pagination, RoleListArgs } from './common.types';

@ObjectType()
export class ConfigTypeList {
  @Field(() => [ConfigType]) items!: ConfigType[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class ConfigList {
  @Field(() => [Config]) items!: Config[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class ServiceList {
  @Field(() => [Service]) items!: Service[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class TerminatorList {
  @Field(() => [Terminator]) items!: Terminator[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ArgsType()
export class ServiceListArgs extends RoleListArgs {
  @Field(() => [String], { nullable: true, description: 'Config types (names or ids, or "all") whose data `config` shows; default all' })
  configTypes?: string[];
}

// ---- config types ----

@InputType({ description: 'Fields of a config type; name is required on create and replace' })
export class ConfigTypeInput {
  @Field(() => String) name!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'A JSON Schema (draft-07) for the data of configs of this type' }) schema?: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class ConfigTypePatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) schema?: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

// ---- configs ----

@InputType({ description: 'A new config: data must match the schema of its config type' })
export class ConfigCreateInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Fixed at create' }) configTypeId!: string;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

@InputType({ description: 'Every updatable field of a config' })
export class ConfigInput {
  @Field(() => String) name!: string;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class ConfigPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) data?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

// ---- services ----

@InputType({ description: 'Every updatable field of a service (encryptionRequired is fixed at create)' })
export class ServiceInput {
  @Field(() => String) name!: string;
  @Field(() => [String], { nullable: true, description: 'Plain attributes (no # or @)' }) roleAttributes?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Config ids, at most one of each config type' }) configs?: string[] | null;
  @Field(() => String, { nullable: true, description: 'smartrouting (default), weighted, random, sticky or ha' }) terminatorStrategy?: string | null;
  @Field(() => Int, { nullable: true }) maxIdleTimeMillis?: number | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

@InputType({ description: 'A new service' })
export class ServiceCreateInput extends ServiceInput {
  @Field(() => Boolean, { description: 'Whether connections must be end-to-end encrypted; fixed at create' }) encryptionRequired!: boolean;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServicePatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @Field(() => [String], { nullable: true }) configs?: string[] | null;
  @Field(() => String, { nullable: true }) terminatorStrategy?: string | null;
  @Field(() => Int, { nullable: true }) maxIdleTimeMillis?: number | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

// ---- terminators ----

@InputType({ description: 'Every updatable field of a terminator' })
export class TerminatorInput {
  @Field(() => String, { description: 'Service id' }) service!: string;
  @Field(() => String, { description: 'Router id' }) router!: string;
  @Field(() => String) binding!: string;
  @Field(() => String) address!: string;
  @Field(() => Int, { nullable: true, description: '0..65535' }) cost?: number | null;
  @Field(() => String, { nullable: true, description: 'default, required or failed' }) precedence?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}

@InputType({ description: 'A new terminator' })
export class TerminatorCreateInput extends TerminatorInput {
  @Field(() => String, { nullable: true }) identity?: string | null;
  @Field(() => String, { nullable: true, description: 'Base64; write-only' }) identitySecret?: string | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class TerminatorPatchInput {
  @Field(() => String, { nullable: true }) service?: string;
  @Field(() => String, { nullable: true }) router?: string;
  @Field(() => String, { nullable: true }) binding?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => Int, { nullable: true }) cost?: number | null;
  @Field(() => String, { nullable: true }) precedence?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Tags | null;
}
