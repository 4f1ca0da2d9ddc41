import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Ca, Enrollment } from '../../entities';
import { Pagination } from './common.types';

@ObjectType()
export class CaList {
  @Field(() => [Ca]) items!: Ca[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@ObjectType()
export class EnrollmentList {
  @Field(() => [Enrollment]) items!: Enrollment[];
  @Field(() => Pagination) pagination!: Pagination;
  @Field(() => [String]) filterableFields!: string[];
}

@InputType({ description: 'Where an external JWT or certificate carries the external id of an identity' })
export class ExternalIdClaimInput {
  @Field(() => String, { description: 'COMMON_NAME, SAN_URI or SAN_EMAIL' }) location!: 'COMMON_NAME' | 'SAN_URI' | 'SAN_EMAIL';
  @Field(() => String, { description: 'ALL, PREFIX, SUFFIX or SCHEME' }) matcher!: 'ALL' | 'PREFIX' | 'SUFFIX' | 'SCHEME';
  @Field(() => String) matcherCriteria!: string;
  @Field(() => String, { description: 'NONE or SPLIT' }) parser!: 'NONE' | 'SPLIT';
  @Field(() => String) parserCriteria!: string;
  @Field(() => Int) index!: number;
}

@InputType({ description: 'A third-party CA; certPem is given on create only and never changes' })
export class CaCreateInput {
  @Field(() => String) name!: string;
  @Field(() => String) certPem!: string;
  @Field(() => Boolean) isAuthEnabled!: boolean;
  @Field(() => Boolean) isAutoCaEnrollmentEnabled!: boolean;
  @Field(() => Boolean) isOttCaEnrollmentEnabled!: boolean;
  @Field(() => [String], { nullable: true }) identityRoles?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Placeholders: [caName] [caId] [commonName] [requestedName] [identityId]' }) identityNameFormat?: string | null;
  @Field(() => ExternalIdClaimInput, { nullable: true }) externalIdClaim?: ExternalIdClaimInput | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
}

@InputType({ description: 'Only the fields given are changed' })
export class CaPatchInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true }) isAuthEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) isAutoCaEnrollmentEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) isOttCaEnrollmentEnabled?: boolean;
  @Field(() => [String], { nullable: true }) identityRoles?: string[] | null;
  @Field(() => String, { nullable: true }) identityNameFormat?: string | null;
  @Field(() => ExternalIdClaimInput, { nullable: true }) externalIdClaim?: ExternalIdClaimInput | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags?: Record<string, string | boolean | null> | null;
}

@InputType({ description: 'An enrollment of an identity: ott, ottca (with caId) or updb (with username)' })
export class EnrollmentCreateInput {
  @Field(() => String) identityId!: string;
  @Field(() => String) method!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => String, { nullable: true }) caId?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
}
