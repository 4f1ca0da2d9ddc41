import { Type, type Static } from '@sinclair/typebox';
import { Name, Nullable, Tags, updatableFields } from './core/write-schema';

/**
 * What an administrator writes on an auth policy (OpenZiti's authPolicyCreate): which primary
 * methods an identity may log in with and their rules, and which secondary factors it must add.
 * The one description REST and GraphQL share.
 */

export const AuthPolicyPrimaryUpdb = Type.Object({
  allowed: Type.Boolean(),
  minPasswordLength: Type.Integer({ minimum: 5, maximum: 100, description: 'At least 5, as every password' }),
  requireSpecialChar: Type.Boolean(),
  requireNumberChar: Type.Boolean(),
  requireMixedCase: Type.Boolean(),
  maxAttempts: Type.Integer({ minimum: 0, maximum: 52_560_000, description: 'Failed logins in a row that lock the identity out; 0: never' }),
  lockoutDurationMinutes: Type.Integer({ minimum: 0, maximum: 52_560_000, description: 'How long a lockout lasts; 0: until an administrator ends it' }),
});
export const AuthPolicyPrimaryCert = Type.Object({ allowed: Type.Boolean(), allowExpiredCerts: Type.Boolean() });
export const AuthPolicyPrimaryExtJwt = Type.Object({
  allowed: Type.Boolean(),
  allowedSigners: Type.Array(Type.String(), { description: 'Ids of the external JWT signers whose tokens may log in; empty: any enabled signer' }),
});
export const AuthPolicyPrimary = Type.Object({ cert: AuthPolicyPrimaryCert, extJwt: AuthPolicyPrimaryExtJwt, updb: AuthPolicyPrimaryUpdb });
export const AuthPolicySecondary = Type.Object({
  requireTotp: Type.Boolean(),
  requireExtJwtSigner: Type.Optional(Nullable(Type.String({ description: 'The id of the external JWT signer whose token must accompany every request' }))),
});

export const AuthPolicyWrite = Type.Object({
  name: Name,
  primary: AuthPolicyPrimary,
  secondary: AuthPolicySecondary,
  tags: Type.Optional(Tags),
});
export type AuthPolicyInput = Static<typeof AuthPolicyWrite>;
export type AuthPolicyField = keyof AuthPolicyInput;
export const AUTH_POLICY_UPDATABLE = updatableFields(AuthPolicyWrite);

/** PATCH (authPolicyPatch): every field, and every field of primary and secondary, optional. */
export const AuthPolicyPatchWrite = Type.Object({
  name: Type.Optional(Name),
  primary: Type.Optional(
    Type.Object({
      cert: Type.Optional(Type.Partial(AuthPolicyPrimaryCert)),
      extJwt: Type.Optional(Type.Partial(AuthPolicyPrimaryExtJwt)),
      updb: Type.Optional(Type.Partial(AuthPolicyPrimaryUpdb)),
    }),
  ),
  secondary: Type.Optional(Type.Partial(AuthPolicySecondary)),
  tags: Type.Optional(Tags),
});
export type AuthPolicyPatchInput = Static<typeof AuthPolicyPatchWrite>;

/** The rules an auth policy sets, as the services that log identities in read them. */
export interface AuthPolicyRules {
  id: string;
  name: string;
  primary: Static<typeof AuthPolicyPrimary>;
  secondary: { requireTotp: boolean; requireExtJwtSigner: string | null };
}

/** The system policy every identity starts with (OpenZiti's `default`): every method, no lockout. */
export const DEFAULT_AUTH_POLICY_ID = 'default';
export const DEFAULT_AUTH_POLICY_RULES: AuthPolicyRules = {
  id: DEFAULT_AUTH_POLICY_ID,
  name: 'Default',
  primary: {
    cert: { allowed: true, allowExpiredCerts: true },
    extJwt: { allowed: true, allowedSigners: [] },
    updb: { allowed: true, minPasswordLength: 5, requireSpecialChar: false, requireNumberChar: false, requireMixedCase: false, maxAttempts: 0, lockoutDurationMinutes: 0 },
  },
  secondary: { requireTotp: false, requireExtJwtSigner: null },
};
