/** The auth area in GraphQL: auth policies, external JWT signers, the caller's MFA. One section per resource. */

// ---- auth policies ----
const AUTH_POLICY_RESOLVERS: Function[] = [];

// ---- external JWT signers ----
const EXT_JWT_SIGNER_RESOLVERS: Function[] = [];

// ---- MFA ----
const MFA_RESOLVERS: Function[] = [];

export const AUTH_RESOLVERS = [...AUTH_POLICY_RESOLVERS, ...EXT_JWT_SIGNER_RESOLVERS, ...MFA_RESOLVERS];
