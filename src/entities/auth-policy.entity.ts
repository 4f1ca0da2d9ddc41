import { Entity, Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

@ObjectType({ description: 'Password (updb) login: whether allowed, password rules, lockout' })
export class AuthPolicyPrimaryUpdbView {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => Int) minPasswordLength!: number;
  @Field(() => Boolean) requireSpecialChar!: boolean;
  @Field(() => Boolean) requireNumberChar!: boolean;
  @Field(() => Boolean) requireMixedCase!: boolean;
  @Field(() => Int, { description: 'Failed logins in a row that lock the identity out; 0: never' }) maxAttempts!: number;
  @Field(() => Int, { description: 'How long a lockout lasts; 0: until an administrator enables the identity' }) lockoutDurationMinutes!: number;
}

@ObjectType({ description: 'Certificate login' })
export class AuthPolicyPrimaryCertView {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => Boolean) allowExpiredCerts!: boolean;
}

@ObjectType({ description: 'External JWT login' })
export class AuthPolicyPrimaryExtJwtView {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => [String], { description: 'Signer ids; empty: any enabled signer' }) allowedSigners!: string[];
}

@ObjectType({ description: 'The primary login methods an auth policy allows' })
export class AuthPolicyPrimaryView {
  @Field(() => AuthPolicyPrimaryCertView) cert!: AuthPolicyPrimaryCertView;
  @Field(() => AuthPolicyPrimaryExtJwtView) extJwt!: AuthPolicyPrimaryExtJwtView;
  @Field(() => AuthPolicyPrimaryUpdbView) updb!: AuthPolicyPrimaryUpdbView;
}

@ObjectType({ description: 'The secondary factors an auth policy requires' })
export class AuthPolicySecondaryView {
  @Field(() => Boolean) requireTotp!: boolean;
  @Field(() => String, { nullable: true }) requireExtJwtSigner!: string | null;
}

/**
 * How the identities that reference it may authenticate. Stored one column per rule, so rules
 * can be read (and referenced signers found) with plain SQL; shown nested as OpenZiti does.
 */
@ObjectType()
@Entity({ tableName: 'auth_policies' })
export class AuthPolicy extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Property({ type: 'boolean' }) certAllowed: boolean & Opt = true;
  @Property({ type: 'boolean' }) certAllowExpiredCerts: boolean & Opt = true;
  @Property({ type: 'boolean' }) extJwtAllowed: boolean & Opt = true;
  @Property({ type: 'text[]' }) extJwtAllowedSigners: string[] & Opt = [];
  @Property({ type: 'boolean' }) updbAllowed: boolean & Opt = true;
  @Property({ type: 'integer' }) updbMinPasswordLength: number & Opt = 5;
  @Property({ type: 'boolean' }) updbRequireSpecialChar: boolean & Opt = false;
  @Property({ type: 'boolean' }) updbRequireNumberChar: boolean & Opt = false;
  @Property({ type: 'boolean' }) updbRequireMixedCase: boolean & Opt = false;
  @Property({ type: 'integer' }) updbMaxAttempts: number & Opt = 0;
  @Property({ type: 'integer' }) updbLockoutDurationMinutes: number & Opt = 0;
  @Property({ type: 'boolean' }) secondaryRequireTotp: boolean & Opt = false;
  @Property({ type: 'text', nullable: true }) secondaryRequireExtJwtSigner: string | null = null;

  @Field(() => AuthPolicyPrimaryView)
  get primary(): AuthPolicyPrimaryView & Opt {
    return {
      cert: { allowed: this.certAllowed, allowExpiredCerts: this.certAllowExpiredCerts },
      extJwt: { allowed: this.extJwtAllowed, allowedSigners: [...this.extJwtAllowedSigners] },
      updb: {
        allowed: this.updbAllowed,
        minPasswordLength: this.updbMinPasswordLength,
        requireSpecialChar: this.updbRequireSpecialChar,
        requireNumberChar: this.updbRequireNumberChar,
        requireMixedCase: this.updbRequireMixedCase,
        maxAttempts: this.updbMaxAttempts,
        lockoutDurationMinutes: this.updbLockoutDurationMinutes,
      },
    };
  }

  @Field(() => AuthPolicySecondaryView)
  get secondary(): AuthPolicySecondaryView & Opt {
    return { requireTotp: this.secondaryRequireTotp, requireExtJwtSigner: this.secondaryRequireExtJwtSigner };
  }
}

/** Filter fields: OpenZiti's (name and the base fields); the rules are not filterable there either. */
export const AUTH_POLICY_FIELDS = entityFields(AuthPolicy, {
  omit: [
    'certAllowed', 'certAllowExpiredCerts', 'extJwtAllowed', 'extJwtAllowedSigners', 'updbAllowed', 'updbMinPasswordLength',
    'updbRequireSpecialChar', 'updbRequireNumberChar', 'updbRequireMixedCase', 'updbMaxAttempts', 'updbLockoutDurationMinutes',
    'secondaryRequireTotp', 'secondaryRequireExtJwtSigner',
  ],
});
