import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/auth.schemas';
import type { Mfa } from '../../entities';
import type { MfaView, RecoveryCodesView } from '../../services/mfa.service';

/** OpenZiti links the caller's enrollment as `./current-identity/mfa`, whatever its id. */
const MFA_LINKS = { self: { href: './current-identity/mfa' } };

function base(mfa: Mfa) {
  return { id: mfa.id, createdAt: mfa.createdAt.toISOString(), updatedAt: mfa.updatedAt.toISOString(), tags: mfa.tags, _links: MFA_LINKS };
}

/** detailMfa: the secret (inside the URL) and recovery codes appear only while the service gives them (unverified). */
export function presentMfa(view: MfaView): Static<typeof S.MfaDetail> {
  return {
    ...base(view.mfa),
    isVerified: view.mfa.isVerified,
    ...(view.provisioningUrl !== undefined ? { provisioningUrl: view.provisioningUrl } : {}),
    ...(view.recoveryCodes !== undefined ? { recoveryCodes: view.recoveryCodes } : {}),
  };
}

export function presentMfaRecoveryCodes(view: RecoveryCodesView): Static<typeof S.MfaRecoveryCodesDetail> {
  return { ...base(view.mfa), recoveryCodes: view.recoveryCodes };
}

/** The `_links` of a started enrollment (the 201 of enrollMfa). */
export function presentMfaCreated(mfa: Mfa): { id: string; _links: typeof MFA_LINKS } {
  return { id: mfa.id, _links: MFA_LINKS };
}
