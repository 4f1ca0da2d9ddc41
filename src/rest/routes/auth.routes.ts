import type { Services } from '../../services';
import type { Handlers } from '../router';

/** The auth area: auth policies, external JWT signers and MFA. One function per resource. */
export function authHandlers(services: Services): Handlers {
  return { ...authPolicyHandlers(services), ...extJwtSignerHandlers(services), ...mfaHandlers(services) };
}

// ---- auth policies ----
function authPolicyHandlers(_services: Services): Handlers {
  return {};
}

// ---- external JWT signers ----
function extJwtSignerHandlers(_services: Services): Handlers {
  return {};
}

// ---- MFA ----
function mfaHandlers(_services: Services): Handlers {
  return {};
}
