import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '../../entities';
import type { AuthPolicyRules } from '../auth-policy.schema';
import type { ExtJwtAuthority } from './authority';
import { ExtJwtRefusal } from './verify';

/**
 * `POST /authenticate?method=ext-jwt`: the identity a bearer JWT logs in, and the signer that
 * vouched for it (the API session's authenticatorId, as OpenZiti records it). The identity's
 * auth policy must allow ext-jwt and, when it lists signers, list this one. Throws
 * ExtJwtRefusal with the reason (callers answer INVALID_AUTH and only log it).
 */
export async function extJwtLogin(
  em: EntityManager,
  authority: ExtJwtAuthority,
  rulesFor: (em: EntityManager, identityId: string) => Promise<AuthPolicyRules>,
  tokens: readonly string[],
): Promise<{ identity: Identity; signerId: string }> {
  const { verified, identity } = await authority.loginSubject(em, tokens);
  const signerId = verified.signer.id;
  const rules = await rulesFor(em, identity.id);
  if (!rules.primary.extJwt.allowed) throw new ExtJwtRefusal('invalid', `auth policy ${rules.id} does not allow ext-jwt login`, signerId);
  const allowed = rules.primary.extJwt.allowedSigners;
  if (allowed.length > 0 && !allowed.includes(signerId)) throw new ExtJwtRefusal('invalid', `auth policy ${rules.id} does not list the signer`, signerId);
  return { identity, signerId };
}
