import { Type, type Static, type TNull, type TObject, type TOptional, type TSchema, type TUnion } from '@sinclair/typebox';
import { Name, Nullable, Tags, updatableFields, type NullAsAbsent } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

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

/**
 * PATCH (authPolicyPatch): every field, and every field of primary and secondary, optional. As the
 * official patch schema says, the rules of primary and secondary may be null, which leaves them as
 * they are (OpenZiti counts a null as no field; the `ziti` CLI sends null for every rule it does not
 * change, `allowedSigners` among them), except `requireExtJwtSigner`, where null means no signer.
 */
const NullablePartial = <T extends TObject>(schema: T) =>
  Type.Object(Object.fromEntries(Object.entries(schema.properties).map(([key, prop]) => [key, Type.Optional(Nullable(prop as TSchema))])) as { [K in keyof T['properties']]: TOptional<TUnion<[T['properties'][K], TNull]>> });
export const AuthPolicyPatchWrite = Type.Object({
  name: Type.Optional(Name),
  primary: Type.Optional(
    Nullable(
      Type.Object({
        cert: Type.Optional(Nullable(NullablePartial(AuthPolicyPrimaryCert))),
        extJwt: Type.Optional(Nullable(NullablePartial(AuthPolicyPrimaryExtJwt))),
        updb: Type.Optional(Nullable(NullablePartial(AuthPolicyPrimaryUpdb))),
      }),
    ),
  ),
  secondary: Type.Optional(Nullable(NullablePartial(AuthPolicySecondary))),
  tags: Type.Optional(Tags),
});
/** What AuthPolicyService.update takes: a PUT or PATCH body, or a GraphQL patch (null for a field: not given). */
export type AuthPolicyPatchInput = NullAsAbsent<Static<typeof AuthPolicyPatchWrite>>;

/** The gates of auth policy writes (core/write-gate.ts). */
export const checkAuthPolicyCreate = gate(AuthPolicyWrite);
export const checkAuthPolicyUpdate = gateUpdate(AuthPolicyWrite, AuthPolicyPatchWrite);

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
