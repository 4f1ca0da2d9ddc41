import type { Operation } from './operations';
import { crud } from './define';
import * as A from './auth.schemas';
import { CLIENT, list } from './define';
import { BOTH, MGMT, created, ok } from './define';

/**
 * The auth area: how identities prove who they are beyond a password: auth policies, external
 * JWT signers and ext-jwt login, TOTP MFA. One section per resource.
 */

// ---- auth policies ----
const AUTH_POLICY_OPERATIONS: Operation[] = [
  ...crud({ segment: 'auth-policies', name: 'AuthPolicy', plural: 'AuthPolicies', tag: 'Auth Policy', detail: A.AuthPolicyDetail, create: A.AuthPolicyCreate, update: A.AuthPolicyUpdate, patch: A.AuthPolicyPatch, deleteConflict: true }),
];

// ---- external JWT signers ----
const EXT_JWT_SIGNER_OPERATIONS: Operation[] = [
  ...crud({
    segment: 'external-jwt-signers', name: 'ExternalJwtSigner', plural: 'ExternalJwtSigners', tag: 'External JWT Signer', detail: A.ExternalJwtSignerDetail,
    create: A.ExternalJwtSignerCreate, update: A.ExternalJwtSignerUpdate, patch: A.ExternalJwtSignerPatch, deleteConflict: true,
  }),
  // The client API's list is public: clients read it before they have a session, to find where to get a token.
  {
    operationId: 'listExternalJwtSigners', method: 'get', path: '/external-jwt-signers', apis: CLIENT, auth: 'none', tag: 'External JWT Signer',
    summary: 'The enabled external JWT signers, for clients choosing how to log in', list: true, success: list(A.ClientExternalJwtSignerDetail), errors: [400, 429],
  },
];

// ---- MFA ----
/**
 * The caller's own TOTP enrollment (on both APIs; the management API's admin check exempts
 * the "Current API Session" tag) and the admin's removal. Which of them a partially
 * authenticated session may call is the services' decision (requireIdentityPendingMfaAllowed).
 */
const MFA_CODE_HEADER = { 'mfa-validation-code': { description: 'A TOTP code (or a recovery code where one is accepted), instead of a body' } };
const OWN_MFA = { apis: BOTH, auth: 'session', tag: 'Current API Session' } as const;
const MFA_OPERATIONS: Operation[] = [
  {
    ...OWN_MFA, operationId: 'authenticateMfa', partialSession: true, method: 'post', path: '/authenticate/mfa',
    summary: 'Complete the MFA of a partially authenticated API session with a TOTP code or a recovery code (used up)',
    body: A.MfaCode, bodyName: 'mfaAuth', bodyRequired: true, success: ok(), errors: [400, 401, 409, 429],
  },
  { ...OWN_MFA, operationId: 'detailMfa', partialSession: true, method: 'get', path: '/current-identity/mfa', summary: 'The MFA enrollment of the caller; the provisioning URL and recovery codes while unverified', success: ok(A.MfaDetail), errors: [401, 404] },
  { ...OWN_MFA, operationId: 'enrollMfa', partialSession: true, method: 'post', path: '/current-identity/mfa', summary: 'Start a TOTP MFA enrollment (an unverified one is replaced)', success: created, errors: [401, 409] },
  {
    ...OWN_MFA, operationId: 'deleteMfa', method: 'delete', path: '/current-identity/mfa',
    summary: 'Disable MFA: a verified enrollment needs a TOTP or recovery code (header or JSON body {code}); an unverified one none',
    headers: MFA_CODE_HEADER, textBody: { contentTypes: ['application/json'] }, success: ok(), errors: [400, 401, 404, 429],
  },
  { ...OWN_MFA, operationId: 'detailMfaQrCode', partialSession: true, method: 'get', path: '/current-identity/mfa/qr-code', summary: 'The provisioning URL of an unverified enrollment as a QR code (PNG)', success: { status: 200, raw: { contentType: 'image/png' } }, errors: [401, 404] },
  {
    ...OWN_MFA, operationId: 'detailMfaRecoveryCodes', method: 'get', path: '/current-identity/mfa/recovery-codes',
    summary: 'Recovery codes (needs a TOTP code); shown in full only for a while after they are regenerated',
    headers: MFA_CODE_HEADER, body: A.MfaCode, bodyName: 'mfaValidation', success: ok(A.MfaRecoveryCodesDetail), errors: [400, 401, 404, 429],
  },
  {
    ...OWN_MFA, operationId: 'createMfaRecoveryCodes', method: 'post', path: '/current-identity/mfa/recovery-codes',
    summary: 'Replace every recovery code (needs a TOTP or recovery code)',
    body: A.MfaCode, bodyName: 'mfaValidation', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429],
  },
  {
    ...OWN_MFA, operationId: 'verifyMfa', partialSession: true, method: 'post', path: '/current-identity/mfa/verify',
    summary: 'Verify the MFA enrollment with a first TOTP code',
    body: A.MfaCode, bodyName: 'mfaValidation', bodyRequired: true, success: ok(), errors: [400, 401, 404, 429],
  },
  { operationId: 'removeIdentityMfa', method: 'delete', path: '/identities/{id}/mfa', apis: MGMT, auth: 'session', tag: 'Identity', summary: 'Remove the MFA enrollment of an identity (admin)', success: ok(), errors: [401, 404, 429, 503] },
];

export const AUTH_OPERATIONS: Operation[] = [...AUTH_POLICY_OPERATIONS, ...EXT_JWT_SIGNER_OPERATIONS, ...MFA_OPERATIONS];
