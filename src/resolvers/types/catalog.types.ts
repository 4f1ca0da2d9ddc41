import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { Config, ConfigType, Service, Terminator } from '../../entities';
import type { Tags } from '../../entities/base.entity';
import { FilterablePageOf, Pagination, type PatchInput, RoleListArgs, type WriteInput } from './common.types';
import type { ConfigTypeInput as ConfigTypeShape } from '../../services/config-type.schema';
import type { ConfigCreateInput as ConfigCreateShape, ConfigInput as ConfigShape, ServiceConfigPair } from '../../services/config.schema';
import type { ServiceCreateInput as ServiceCreateShape, ServiceInput as ServiceShape } from '../../services/service.schema';
import type { TerminatorCreateInput as TerminatorCreateShape, TerminatorInput as TerminatorShape } from '../../services/terminator.schema';

@ObjectType()
export class ConfigTypeList extends FilterablePageOf(ConfigType) {}

@ObjectType()
export class ConfigList extends FilterablePageOf(Config) {}

@ObjectType()
export class ServiceList extends FilterablePageOf(Service) {}

@ObjectType()
export class TerminatorList extends FilterablePageOf(Terminator) {}

@ArgsType()
export class ServiceListArgs extends RoleListArgs {
  @Field(() => [String], { nullable: true, description: 'Config types (names or ids, or "all") whose data `config` shows; default all' })
  configTypes?: string[];
}

// Input classes are held to the write schemas beside the services (`implements WriteInput` /
// `PatchInput`): a field missing here, an extra one, or one of another type fails tsc.

type JsonObject = Record<string, unknown>;
type Precedence = TerminatorShape['precedence'] & string;

// ---- config types ----

@InputType({ description: 'Fields of a config type; name is required on create and replace' })
export class ConfigTypeInput implements WriteInput<ConfigTypeInput, ConfigTypeShape> {
  @Field(() => String) name!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'A JSON Schema (draft-07) for the data of configs of this type' }) schema!: JsonObject | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class ConfigTypePatchInput implements PatchInput<ConfigTypePatchInput, ConfigTypeShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) schema!: JsonObject | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

// ---- configs ----

@InputType({ description: 'A new config: data must match the schema of its config type' })
export class ConfigCreateInput implements WriteInput<ConfigCreateInput, ConfigCreateShape> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Fixed at create' }) configTypeId!: string;
  @Field(() => GraphQLJSONObject) data!: JsonObject;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Every updatable field of a config' })
export class ConfigInput implements WriteInput<ConfigInput, ConfigShape> {
  @Field(() => String) name!: string;
  @Field(() => GraphQLJSONObject) data!: JsonObject;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class ConfigPatchInput implements PatchInput<ConfigPatchInput, ConfigShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) data!: JsonObject | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

// ---- services ----

@InputType({ description: 'Every updatable field of a service (encryptionRequired is fixed at create)' })
export class ServiceInput implements WriteInput<ServiceInput, ServiceShape> {
  @Field(() => String) name!: string;
  @Field(() => [String], { nullable: true, description: 'Plain attributes (no # or @)' }) roleAttributes!: string[] | null | undefined;
  @Field(() => [String], { nullable: true, description: 'Config ids, at most one of each config type' }) configs!: string[] | null | undefined;
  @Field(() => String, { nullable: true, description: 'smartrouting (default), weighted, random, sticky or ha' }) terminatorStrategy!: string | null | undefined;
  @Field(() => GraphQLSafeInt, { nullable: true }) maxIdleTimeMillis!: number | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'A new service' })
export class ServiceCreateInput extends ServiceInput implements WriteInput<ServiceCreateInput, ServiceCreateShape> {
  @Field(() => Boolean, { description: 'Whether connections must be end-to-end encrypted; fixed at create' }) encryptionRequired!: boolean;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServicePatchInput implements PatchInput<ServicePatchInput, ServiceShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @Field(() => [String], { nullable: true }) configs!: string[] | null | undefined;
  @Field(() => String, { nullable: true }) terminatorStrategy!: string | null | undefined;
  @Field(() => GraphQLSafeInt, { nullable: true }) maxIdleTimeMillis!: number | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

// ---- terminators ----

@InputType({ description: 'Every updatable field of a terminator' })
export class TerminatorInput implements WriteInput<TerminatorInput, TerminatorShape> {
  @Field(() => String, { description: 'Service id' }) service!: string;
  @Field(() => String, { description: 'Router id' }) router!: string;
  @Field(() => String) binding!: string;
  @Field(() => String) address!: string;
  @Field(() => Int, { nullable: true, description: '0..65535' }) cost!: number | null | undefined;
  @Field(() => String, { nullable: true, description: 'default, required or failed' }) precedence!: Precedence | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'A new terminator' })
export class TerminatorCreateInput extends TerminatorInput implements WriteInput<TerminatorCreateInput, TerminatorCreateShape> {
  @Field(() => String, { nullable: true }) identity!: string | null | undefined;
  @Field(() => String, { nullable: true, description: 'Base64; write-only' }) identitySecret!: string | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class TerminatorPatchInput implements PatchInput<TerminatorPatchInput, TerminatorShape> {
  @Field(() => String, { nullable: true }) service!: string | null | undefined;
  @Field(() => String, { nullable: true }) router!: string | null | undefined;
  @Field(() => String, { nullable: true }) binding!: string | null | undefined;
  @Field(() => String, { nullable: true }) address!: string | null | undefined;
  @Field(() => Int, { nullable: true }) cost!: number | null | undefined;
  @Field(() => String, { nullable: true }) precedence!: Precedence | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@ObjectType({ description: "An identity's override of a service's config (as GET /identities/{id}/service-configs)" })
export class IdentityServiceConfigView {
  @Field(() => ID) serviceId!: string;
  @Field(() => String) serviceName!: string;
  @Field(() => ID) configId!: string;
  @Field(() => String) configName!: string;
}

@InputType({ description: 'A service and a config (of a type the service may use) the identity uses for it' })
export class ServiceConfigPairInput implements WriteInput<ServiceConfigPairInput, ServiceConfigPair> {
  @Field(() => ID) serviceId!: string;
  @Field(() => ID) configId!: string;
}
