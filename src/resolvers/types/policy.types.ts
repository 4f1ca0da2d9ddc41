import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { EdgeRouterPolicy, PostureCheck, Router, ServiceEdgeRouterPolicy, ServicePolicy } from '../../entities';
import type { Tags } from '../../entities/base.entity';
import { Pagination } from './common.types';
import { LIST_BOUNDS, boundedList } from '../query-limits';

@ObjectType({ description: 'A policy role as shown: @id roles name the entity (@<name>), attribute roles show themselves' })
export class NamedRole {
  @Field(() => String) role!: string;
  @Field(() => String) name!: string;
}

@ObjectType()
export class RouterList {
  @Field(() => [Router]) items!: Router[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class ServicePolicyList {
  @Field(() => [ServicePolicy]) items!: ServicePolicy[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class EdgeRouterPolicyList {
  @Field(() => [EdgeRouterPolicy]) items!: EdgeRouterPolicy[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class ServiceEdgeRouterPolicyList {
  @Field(() => [ServiceEdgeRouterPolicy]) items!: ServiceEdgeRouterPolicy[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class PostureCheckList {
  @Field(() => [PostureCheck]) items!: PostureCheck[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class OperatingSystem {
  @Field(() => String, { description: 'Windows, WindowsServer, Android, iOS, Linux or macOS' }) type!: string;
  @Field(() => [String]) versions!: string[];
}

@ObjectType({ description: 'A posture check type (fixed set): OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC, MFA' })
export class PostureCheckType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) version!: string;
  @Field(() => [OperatingSystem], { complexity: boundedList(LIST_BOUNDS.operatingSystems) }) operatingSystems!: OperatingSystem[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class PostureCheckTypeList {
  @Field(() => [PostureCheckType]) items!: PostureCheckType[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

const TagsField = () => Field(() => GraphQLJSONObject, { nullable: true });
const RolesField = () => Field(() => [String], { nullable: true, description: '#all, #<attribute> or @<id>' });

@InputType({ description: 'Fields of a router (transit or edge); on create and replace, name is required' })
export class RouterInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true, description: '0..65535' }) cost?: number | null;
  @Field(() => Boolean, { nullable: true }) noTraversal?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disabled?: boolean | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class RouterPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) cost?: number | null;
  @Field(() => Boolean, { nullable: true }) noTraversal?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disabled?: boolean | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'Fields of an edge router; on create and replace, name is required' })
export class EdgeRouterInput extends RouterInput {
  @Field(() => Boolean, { nullable: true }) isTunnelerEnabled?: boolean | null;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData?: Record<string, unknown> | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class EdgeRouterPatchInput extends RouterPatchInput {
  @Field(() => Boolean, { nullable: true }) isTunnelerEnabled?: boolean | null;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData?: Record<string, unknown> | null;
}

@InputType({ description: 'A service policy; on create and replace, name, type and semantic are required' })
export class ServicePolicyInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Dial or Bind' }) type!: string;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: string;
  @RolesField() identityRoles?: string[] | null;
  @RolesField() serviceRoles?: string[] | null;
  @RolesField() postureCheckRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServicePolicyPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) semantic?: string;
  @RolesField() identityRoles?: string[] | null;
  @RolesField() serviceRoles?: string[] | null;
  @RolesField() postureCheckRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'An edge router policy; on create and replace, name and semantic are required' })
export class EdgeRouterPolicyInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: string;
  @RolesField() identityRoles?: string[] | null;
  @RolesField() edgeRouterRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class EdgeRouterPolicyPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) semantic?: string;
  @RolesField() identityRoles?: string[] | null;
  @RolesField() edgeRouterRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'A service edge router policy; on create and replace, name and semantic are required' })
export class ServiceEdgeRouterPolicyInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: string;
  @RolesField() serviceRoles?: string[] | null;
  @RolesField() edgeRouterRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServiceEdgeRouterPolicyPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) semantic?: string;
  @RolesField() serviceRoles?: string[] | null;
  @RolesField() edgeRouterRoles?: string[] | null;
  @TagsField() tags?: Tags | null;
}

const DetailsField = () =>
  Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The fields of the type, as in REST: domains, macAddresses, operatingSystems, process, processes + semantic, or timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints',
  });

@InputType({ description: 'A posture check; name and typeId are required' })
export class PostureCheckInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA' }) typeId!: string;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @TagsField() tags?: Tags | null;
  @DetailsField() details?: Record<string, unknown> | null;
}

@InputType({ description: 'Replaces every field; the type can not change' })
export class PostureCheckUpdateInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) typeId?: string | null;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @TagsField() tags?: Tags | null;
  @DetailsField() details?: Record<string, unknown> | null;
}

@InputType({ description: 'Only the fields given (details: only its keys) are changed; typeId must be the check type' })
export class PostureCheckPatchInput {
  @Field(() => String) typeId!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @TagsField() tags?: Tags | null;
  @DetailsField() details?: Record<string, unknown> | null;
}
