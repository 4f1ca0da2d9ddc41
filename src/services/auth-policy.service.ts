import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from './service-deps';
import { DEFAULT_AUTH_POLICY_RULES, type AuthPolicyRules } from './auth-policy.schema';

/** Auth policies: how identities may authenticate (primary methods, lockout, password rules, secondary factors). */
export class AuthPolicyService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The rules of the auth policy of an identity, for the services that authenticate it, set
   * passwords or check secondary factors. Reads through `em` (the caller's transaction, if any).
   */
  async rulesFor(_em: EntityManager, _identityId: string): Promise<AuthPolicyRules> {
    void this.deps;
    return DEFAULT_AUTH_POLICY_RULES;
  }
}
