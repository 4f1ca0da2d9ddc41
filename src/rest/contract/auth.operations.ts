import type { Operation } from './operations';

/**
 * The auth area: how identities prove who they are beyond a password: auth policies, external
 * JWT signers and ext-jwt login, TOTP MFA. One section per resource.
 */

// ---- auth policies ----
const AUTH_POLICY_OPERATIONS: Operation[] = [];

// ---- external JWT signers ----
const EXT_JWT_SIGNER_OPERATIONS: Operation[] = [];

// ---- MFA ----
const MFA_OPERATIONS: Operation[] = [];

export const AUTH_OPERATIONS: Operation[] = [...AUTH_POLICY_OPERATIONS, ...EXT_JWT_SIGNER_OPERATIONS, ...MFA_OPERATIONS];
