import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiSession } from '../../entities';
import type { AuthPolicyService } from '../auth-policy.service';
import { textArray } from '../core/sql';

/** A secondary authentication an API session still owes, as OpenZiti's authQueryDetail describes it. */
export interface AuthQuery {
  typeId: 'MFA';
  provider: 'ziti';
  format: 'alphaNumeric';
  httpMethod: 'POST';
  httpUrl: string;
  minLength: number;
  maxLength: number;
}

/** The TOTP query: a 6-digit code, or a recovery code, posted to /authenticate/mfa (relative to the API). */
export const MFA_AUTH_QUERY: AuthQuery = {
  typeId: 'MFA',
  provider: 'ziti',
  format: 'alphaNumeric',
  httpMethod: 'POST',
  httpUrl: './authenticate/mfa',
  minLength: 4,
  maxLength: 6,
};

/** Whether a session logged in with its first factor and still owes its TOTP code. */
export function mfaPending(session: Pick<ApiSession, 'isMfaRequired' | 'isMfaComplete'>): boolean {
  return session.isMfaRequired && !session.isMfaComplete;
}

/** The auth queries of a session: what it must still answer before it may do anything else. */
export function authQueriesOf(session: Pick<ApiSession, 'isMfaRequired' | 'isMfaComplete'>): AuthQuery[] {
  return mfaPending(session) ? [{ ...MFA_AUTH_QUERY }] : [];
}

/**
 * Whether a new API session of the identity must give a TOTP code before it is complete: the
 * identity verified an MFA enrollment, or its auth policy requires TOTP (then an identity not
 * enrolled yet enrolls from its partial session).
 */
export async function mfaRequiredAtLogin(
  emOf: () => EntityManager,
  authPolicies: AuthPolicyService,
  identity: { id: string; authPolicyId: string },
  /** Whether the identity has a verified MFA enrollment, when the login read it already. */
  mfaVerified?: boolean,
): Promise<boolean> {
  if (mfaVerified ?? (await verifiedMfaAmong(emOf(), [identity.id])).size > 0) return true;
  return (await authPolicies.loginRulesOf(emOf, identity.authPolicyId)).secondary.requireTotp;
}

/** The identities among `identityIds` with a verified MFA enrollment (`isMfaEnabled`), in one query. */
export async function verifiedMfaAmong(em: EntityManager, identityIds: readonly string[]): Promise<Set<string>> {
  if (!identityIds.length) return new Set();
  const rows = await em.execute<{ identity_id: string }[]>(
    'select "identity_id" from "mfa" where "is_verified" and "identity_id" = any(?::text[])',
    [textArray([...identityIds])],
  );
  return new Set(rows.map((r) => r.identity_id));
}
