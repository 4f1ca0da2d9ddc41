import { Type } from '@sinclair/typebox';
import { BaseEntity, Nullable } from './schemas';
import { AuthPolicyPatchWrite, AuthPolicyPrimary, AuthPolicyWrite } from '../../services/auth-policy.schema';
import { DateTime } from './schemas';
import { ExternalJwtSignerPatchWrite, ExternalJwtSignerWrite, TargetTokenWrite } from '../../services/external-jwt-signer.schema';
import { MfaCodeWrite } from '../../services/mfa.schema';

/** Wire shapes of the auth area: auth policies, external JWT signers, MFA. One section per resource. */

// ---- auth policies ----
export const AuthPolicyDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  primary: AuthPolicyPrimary,
  secondary: Type.Object({ requireTotp: Type.Boolean(), requireExtJwtSigner: Nullable(Type.String()) }),
});
export const AuthPolicyCreate = AuthPolicyWrite;
export const AuthPolicyUpdate = AuthPolicyWrite;
export const AuthPolicyPatch = AuthPolicyPatchWrite;

// ---- external JWT signers ----
/**
 * externalJwtSignerDetail. The official schema requires every field as a non-null string except
 * certPem, jwksEndpoint and targetToken: what a signer lacks is shown empty (a JWKS signer has
 * no fingerprint or common name, and year-1 validity dates, as Go's zero time).
 */
export const ExternalJwtSignerDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  enabled: Type.Boolean(),
  issuer: Type.String(),
  audience: Type.String(),
  certPem: Nullable(Type.String()),
  jwksEndpoint: Nullable(Type.String()),
  fingerprint: Type.String(),
  commonName: Type.String(),
  notBefore: DateTime,
  notAfter: DateTime,
  kid: Type.String(),
  claimsProperty: Type.String(),
  useExternalId: Type.Boolean(),
  externalAuthUrl: Type.String(),
  clientId: Type.String(),
  scopes: Type.Array(Type.String()),
  targetToken: Nullable(TargetTokenWrite),
});
export const ExternalJwtSignerCreate = ExternalJwtSignerWrite;
export const ExternalJwtSignerUpdate = ExternalJwtSignerWrite;
export const ExternalJwtSignerPatch = ExternalJwtSignerPatchWrite;
/** clientExternalJwtSignerDetail: what a client needs to get a token before it logs in, nothing more. */
export const ClientExternalJwtSignerDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  externalAuthUrl: Type.String(),
  audience: Nullable(Type.String()),
  clientId: Nullable(Type.String()),
  scopes: Type.Array(Type.String()),
  targetToken: Nullable(TargetTokenWrite),
});

// ---- MFA ----
/** mfaCode: a TOTP code (or, where accepted, a recovery code). */
export const MfaCode = MfaCodeWrite;
/** detailMfa: the provisioning URL and recovery codes only while the enrollment is unverified. */
export const MfaDetail = Type.Object({
  ...BaseEntity,
  isVerified: Type.Boolean(),
  provisioningUrl: Type.Optional(Type.String()),
  recoveryCodes: Type.Optional(Type.Array(Type.String())),
});
/** detailMfaRecoveryCodes. */
export const MfaRecoveryCodesDetail = Type.Object({ ...BaseEntity, recoveryCodes: Type.Array(Type.String()) });
