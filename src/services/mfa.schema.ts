import { Type, type Static } from '@sinclair/typebox';

/**
 * What a caller sends to prove it holds the second factor (OpenZiti's mfaCode): a TOTP code,
 * or where the operation accepts one, a recovery code. The one description REST and GraphQL share.
 */
export const MfaCodeWrite = Type.Object({
  code: Type.String({ maxLength: 64, description: 'A 6-digit TOTP code, or a recovery code where one is accepted' }),
});
export type MfaCodeInput = Static<typeof MfaCodeWrite>;
