import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ApiSession, Authenticator, Identity, IdentityType } from '../../entities';
import { Pagination } from './common.types';

@ObjectType()
export class IdentityList {
  @Field(() => [Identity]) items!: Identity[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class AuthenticatorList {
  @Field(() => [Authenticator]) items!: Authenticator[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class ApiSessionList {
  @Field(() => [ApiSession]) items!: ApiSession[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class IdentityTypeList {
  @Field(() => [IdentityType]) items!: IdentityType[];
  @Field(() => Pagination) pagination!: Pagination;
}

@ObjectType()
export class RoleAttributeList {
  @Field(() => [String]) items!: string[];
  @Field(() => Pagination) pagination!: Pagination;
}

@InputType({ description: 'Fields of an identity; on create and replace, name, type and isAdmin are required' })
export class IdentityInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'User, Device, Service, Router or Default' }) type!: string;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData?: Record<string, unknown> | null;
  @Field(() => Int, { nullable: true }) defaultHostingCost?: number | null;
  @Field(() => String, { nullable: true }) defaultHostingPrecedence?: 'default' | 'required' | 'failed' | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingCosts?: Record<string, number> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingPrecedences?: Record<string, 'default' | 'required' | 'failed'> | null;
  @Field(() => String, { nullable: true }) externalId?: string | null;
  @Field(() => String, { nullable: true }) authPolicyId?: string | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class IdentityPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean;
  @Field(() => [String], { nullable: true }) roleAttributes?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData?: Record<string, unknown> | null;
  @Field(() => Int, { nullable: true }) defaultHostingCost?: number | null;
  @Field(() => String, { nullable: true }) defaultHostingPrecedence?: 'default' | 'required' | 'failed' | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingCosts?: Record<string, number> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingPrecedences?: Record<string, 'default' | 'required' | 'failed'> | null;
  @Field(() => String, { nullable: true }) externalId?: string | null;
  @Field(() => String, { nullable: true }) authPolicyId?: string | null;
}

@InputType()
export class AuthenticatorCreateInput {
  @Field(() => String, { description: 'updb or cert' }) method!: string;
  @Field(() => String) identityId!: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) certPem?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class AuthenticatorPatchInput {
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
}

@ObjectType({ description: 'A new API session; the token is shown only here' })
export class LoginResult {
  @Field(() => String) token!: string;
  @Field(() => ApiSession) session!: ApiSession;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int) expirationSeconds!: number;
}

@ObjectType({ description: 'A committed change to an entity, from any controller instance' })
export class EntityChange {
  @Field(() => String) eventId!: string;
  @Field(() => String, { description: 'created, updated or deleted; resync when change notifications were interrupted and changes may have been missed (re-read)' }) eventType!: string;
  @Field(() => String) entityType!: string;
  @Field(() => String) entityId!: string;
  @Field(() => String) timestamp!: string;
  @Field(() => [String], { nullable: true }) changedFields?: string[];
}
