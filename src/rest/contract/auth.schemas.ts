/** Wire shapes of the auth area: auth policies, external JWT signers, MFA. One section per resource. */

// ---- auth policies ----

// ---- external JWT signers ----

// ---- MFA ----
