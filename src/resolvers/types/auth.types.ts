import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { AuthPolicy } from '../../entities';
import type { Tags } from '../../entities/base.entity';
import { FilterablePageOf, type PatchInput, type WriteInput } from './common.types';
import type { AuthPolicyInput as AuthPolicyShape } from '../../services/auth-policy.schema';
import { ExternalJwtSigner, type TargetToken } from '../../entities';
import type { ExternalJwtSignerInput as ExternalJwtSignerShape } from '../../services/external-jwt-signer.schema';

/** GraphQL types of the auth area: auth policies, external JWT signers, MFA. One section per resource. */

// ---- auth policies ----
@ObjectType()
export class AuthPolicyList extends FilterablePageOf(AuthPolicy) {}

type Primary = AuthPolicyShape['primary'];
/** A nested patch input holds the same fields as the write schema (each level's leaves are held to their types by PatchInput). */
type SameFields<Self, Schema> = { [K in keyof Required<Schema>]: unknown } & { [K in Exclude<keyof Self, keyof Schema>]: never };
type Secondary = AuthPolicyShape['secondary'];

@InputType()
export class AuthPolicyUpdbInput implements WriteInput<AuthPolicyUpdbInput, Primary['updb']> {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => Int, { description: '5..100' }) minPasswordLength!: number;
  @Field(() => Boolean) requireSpecialChar!: boolean;
  @Field(() => Boolean) requireNumberChar!: boolean;
  @Field(() => Boolean) requireMixedCase!: boolean;
  @Field(() => Int, { description: 'Failed logins in a row that lock the identity out; 0: never' }) maxAttempts!: number;
  @Field(() => Int, { description: 'How long a lockout lasts; 0: until an administrator enables the identity' }) lockoutDurationMinutes!: number;
}

@InputType()
export class AuthPolicyCertInput implements WriteInput<AuthPolicyCertInput, Primary['cert']> {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => Boolean) allowExpiredCerts!: boolean;
}

@InputType()
export class AuthPolicyExtJwtInput implements WriteInput<AuthPolicyExtJwtInput, Primary['extJwt']> {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => [String], { description: 'Signer ids; empty: any enabled signer' }) allowedSigners!: string[];
}

@InputType()
export class AuthPolicyPrimaryInput implements WriteInput<AuthPolicyPrimaryInput, Primary> {
  @Field(() => AuthPolicyCertInput) cert!: AuthPolicyCertInput;
  @Field(() => AuthPolicyExtJwtInput) extJwt!: AuthPolicyExtJwtInput;
  @Field(() => AuthPolicyUpdbInput) updb!: AuthPolicyUpdbInput;
}

@InputType()
export class AuthPolicySecondaryInput implements WriteInput<AuthPolicySecondaryInput, Secondary> {
  @Field(() => Boolean) requireTotp!: boolean;
  @Field(() => String, { nullable: true, description: 'The id of the external JWT signer whose token must accompany every request' }) requireExtJwtSigner!: string | null | undefined;
}

@InputType({ description: 'Every field of an auth policy' })
export class AuthPolicyInput implements WriteInput<AuthPolicyInput, AuthPolicyShape> {
  @Field(() => String) name!: string;
  @Field(() => AuthPolicyPrimaryInput) primary!: AuthPolicyPrimaryInput;
  @Field(() => AuthPolicySecondaryInput) secondary!: AuthPolicySecondaryInput;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType()
export class AuthPolicyUpdbPatchInput implements PatchInput<AuthPolicyUpdbPatchInput, Primary['updb']> {
  @Field(() => Boolean, { nullable: true }) allowed!: boolean | null | undefined;
  @Field(() => Int, { nullable: true }) minPasswordLength!: number | null | undefined;
  @Field(() => Boolean, { nullable: true }) requireSpecialChar!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) requireNumberChar!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) requireMixedCase!: boolean | null | undefined;
  @Field(() => Int, { nullable: true }) maxAttempts!: number | null | undefined;
  @Field(() => Int, { nullable: true }) lockoutDurationMinutes!: number | null | undefined;
}

@InputType()
export class AuthPolicyCertPatchInput implements PatchInput<AuthPolicyCertPatchInput, Primary['cert']> {
  @Field(() => Boolean, { nullable: true }) allowed!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) allowExpiredCerts!: boolean | null | undefined;
}

@InputType()
export class AuthPolicyExtJwtPatchInput implements PatchInput<AuthPolicyExtJwtPatchInput, Primary['extJwt']> {
  @Field(() => Boolean, { nullable: true }) allowed!: boolean | null | undefined;
  @Field(() => [String], { nullable: true }) allowedSigners!: string[] | null | undefined;
}

@InputType()
export class AuthPolicyPrimaryPatchInput implements SameFields<AuthPolicyPrimaryPatchInput, Primary> {
  @Field(() => AuthPolicyCertPatchInput, { nullable: true }) cert!: AuthPolicyCertPatchInput | null | undefined;
  @Field(() => AuthPolicyExtJwtPatchInput, { nullable: true }) extJwt!: AuthPolicyExtJwtPatchInput | null | undefined;
  @Field(() => AuthPolicyUpdbPatchInput, { nullable: true }) updb!: AuthPolicyUpdbPatchInput | null | undefined;
}

@InputType()
export class AuthPolicySecondaryPatchInput implements PatchInput<AuthPolicySecondaryPatchInput, Secondary> {
  @Field(() => Boolean, { nullable: true }) requireTotp!: boolean | null | undefined;
  @Field(() => String, { nullable: true }) requireExtJwtSigner!: string | null | undefined;
}

@InputType({ description: 'Only the fields given are changed, in primary and secondary too' })
export class AuthPolicyPatchInput implements SameFields<AuthPolicyPatchInput, AuthPolicyShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => AuthPolicyPrimaryPatchInput, { nullable: true }) primary!: AuthPolicyPrimaryPatchInput | null | undefined;
  @Field(() => AuthPolicySecondaryPatchInput, { nullable: true }) secondary!: AuthPolicySecondaryPatchInput | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

// ---- external JWT signers ----
@ObjectType()
export class ExternalJwtSignerList extends FilterablePageOf(ExternalJwtSigner) {}

@InputType({ description: 'Every field of an external JWT signer; exactly one of certPem and jwksEndpoint' })
export class ExternalJwtSignerInput implements WriteInput<ExternalJwtSignerInput, ExternalJwtSignerShape> {
  @Field(() => String) name!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String, { description: 'The iss of its tokens, unique among signers' }) issuer!: string;
  @Field(() => String, { nullable: true, description: 'A value the aud of its tokens must contain; null: not checked' }) audience!: string | null;
  @Field(() => String, { nullable: true }) certPem!: string | null | undefined;
  @Field(() => String, { nullable: true }) jwksEndpoint!: string | null | undefined;
  @Field(() => String, { nullable: true }) kid!: string | null | undefined;
  @Field(() => String, { nullable: true, description: 'A claim name, or a JSON pointer (/a/b); default sub' }) claimsProperty!: string | null | undefined;
  @Field(() => Boolean, { nullable: true }) useExternalId!: boolean | null | undefined;
  @Field(() => String, { nullable: true }) externalAuthUrl!: string | null | undefined;
  @Field(() => String, { nullable: true }) clientId!: string | null | undefined;
  @Field(() => [String], { nullable: true }) scopes!: string[] | null | undefined;
  @Field(() => String, { nullable: true, description: 'ACCESS (default) or ID' }) targetToken!: TargetToken | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class ExternalJwtSignerPatchInput implements PatchInput<ExternalJwtSignerPatchInput, ExternalJwtSignerShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => Boolean, { nullable: true }) enabled!: boolean | null | undefined;
  @Field(() => String, { nullable: true }) issuer!: string | null | undefined;
  @Field(() => String, { nullable: true }) audience!: string | null | undefined;
  @Field(() => String, { nullable: true }) certPem!: string | null | undefined;
  @Field(() => String, { nullable: true }) jwksEndpoint!: string | null | undefined;
  @Field(() => String, { nullable: true }) kid!: string | null | undefined;
  @Field(() => String, { nullable: true }) claimsProperty!: string | null | undefined;
  @Field(() => Boolean, { nullable: true }) useExternalId!: boolean | null | undefined;
  @Field(() => String, { nullable: true }) externalAuthUrl!: string | null | undefined;
  @Field(() => String, { nullable: true }) clientId!: string | null | undefined;
  @Field(() => [String], { nullable: true }) scopes!: string[] | null | undefined;
  @Field(() => String, { nullable: true }) targetToken!: TargetToken | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

// ---- MFA ----
@ObjectType({ description: "The caller's TOTP MFA enrollment" })
export class MfaStatus {
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { description: 'A first TOTP code was checked: logins need a code from now on' }) isVerified!: boolean;
  @Field(() => String, { nullable: true, description: 'otpauth:// URL for an authenticator app; only while unverified' }) provisioningUrl?: string;
  @Field(() => [String], { nullable: true, description: 'Single-use recovery codes; only while unverified' }) recoveryCodes?: string[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType({ description: 'Recovery codes in full: shown only while new (after a regeneration)' })
export class MfaRecoveryCodes {
  @Field(() => [String]) recoveryCodes!: string[];
}

/** As authQueryDetail: only `provider` is always there; MFA queries fill the code fields, others (EXT-JWT) their own. */
@ObjectType({ description: "A secondary authentication an API session still owes (OpenZiti's authQueryDetail)" })
export class AuthQuery {
  @Field(() => String, { nullable: true, description: 'MFA, TOTP or EXT-JWT' }) typeId?: string;
  @Field(() => String) provider!: string;
  @Field(() => String, { nullable: true }) format?: string;
  @Field(() => String, { nullable: true }) httpMethod?: string;
  @Field(() => String, { nullable: true }) httpUrl?: string;
  @Field(() => Int, { nullable: true }) minLength?: number;
  @Field(() => Int, { nullable: true }) maxLength?: number;
  @Field(() => String, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) clientId?: string;
  @Field(() => [String], { nullable: true }) scopes?: string[];
}

