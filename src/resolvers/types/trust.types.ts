import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Ca, Enrollment } from '../../entities';
import { FilterablePageOf, Pagination, type PatchInput, type WriteInput } from './common.types';
import type { CaCreateInput as CaCreateShape, CaInput as CaShape, ExternalIdClaimRequest } from '../../services/ca.schema';
import type { EnrollmentCreateInput as EnrollmentCreateShape } from '../../services/enrollment.schema';

@ObjectType()
export class CaList extends FilterablePageOf(Ca) {}

@ObjectType()
export class EnrollmentList extends FilterablePageOf(Enrollment) {}

type Tags = Record<string, string | boolean | null>;
type Claim = ExternalIdClaimRequest;

@InputType({ description: 'Where an external JWT or certificate carries the external id of an identity' })
export class ExternalIdClaimInput implements WriteInput<ExternalIdClaimInput, ExternalIdClaimRequest> {
  @Field(() => String, { description: 'COMMON_NAME, SAN_URI or SAN_EMAIL' }) location!: NonNullable<Claim['location']>;
  @Field(() => String, { description: 'ALL, PREFIX, SUFFIX or SCHEME' }) matcher!: NonNullable<Claim['matcher']>;
  @Field(() => String) matcherCriteria!: string;
  @Field(() => String, { description: 'NONE or SPLIT' }) parser!: NonNullable<Claim['parser']>;
  @Field(() => String) parserCriteria!: string;
  @Field(() => Int) index!: number;
}

@InputType({ description: 'A third-party CA; certPem is given on create only and never changes' })
export class CaCreateInput implements WriteInput<CaCreateInput, CaCreateShape> {
  @Field(() => String) name!: string;
  @Field(() => String) certPem!: string;
  @Field(() => Boolean) isAuthEnabled!: boolean;
  @Field(() => Boolean) isAutoCaEnrollmentEnabled!: boolean;
  @Field(() => Boolean) isOttCaEnrollmentEnabled!: boolean;
  @Field(() => [String]) identityRoles!: string[];
  @Field(() => String, { nullable: true, description: 'Placeholders: [caName] [caId] [commonName] [requestedName] [identityId]' }) identityNameFormat!: string | null | undefined;
  @Field(() => ExternalIdClaimInput, { nullable: true }) externalIdClaim!: ExternalIdClaimInput | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Every field a replace sets; the certificate is not among them (it never changes)' })
export class CaInput implements WriteInput<CaInput, CaShape> {
  @Field(() => String) name!: string;
  @Field(() => Boolean) isAuthEnabled!: boolean;
  @Field(() => Boolean) isAutoCaEnrollmentEnabled!: boolean;
  @Field(() => Boolean) isOttCaEnrollmentEnabled!: boolean;
  @Field(() => [String]) identityRoles!: string[];
  @Field(() => String, { description: 'Placeholders: [caName] [caId] [commonName] [requestedName] [identityId]' }) identityNameFormat!: string;
  @Field(() => ExternalIdClaimInput, { nullable: true, description: 'Absent: the CA reads no external id' }) externalIdClaim!: ExternalIdClaimInput | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class CaPatchInput implements PatchInput<CaPatchInput, CaShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => Boolean, { nullable: true }) isAuthEnabled!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) isAutoCaEnrollmentEnabled!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) isOttCaEnrollmentEnabled!: boolean | null | undefined;
  @Field(() => [String], { nullable: true }) identityRoles!: string[] | null | undefined;
  @Field(() => String, { nullable: true }) identityNameFormat!: string | null | undefined;
  @Field(() => ExternalIdClaimInput, { nullable: true }) externalIdClaim!: ExternalIdClaimInput | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'An enrollment of an identity: ott, ottca (with caId) or updb (with username)' })
export class EnrollmentCreateInput implements WriteInput<EnrollmentCreateInput, EnrollmentCreateShape> {
  @Field(() => String) identityId!: string;
  @Field(() => String) method!: EnrollmentCreateShape['method'];
  @Field(() => Date) expiresAt!: Date;
  @Field(() => String, { nullable: true }) caId!: string | null | undefined;
  @Field(() => String, { nullable: true }) username!: string | null | undefined;
}
