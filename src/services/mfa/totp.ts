import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toBuffer } from 'qrcode';

/**
 * TOTP as OpenZiti does it (and every authenticator app reads it): a secret of 10 random bytes
 * in base32, HMAC-SHA1, 6 digits, 30 s steps. Codes of the current step and two either side
 * are accepted (OpenZiti's window of 5), for clocks that drift and codes typed late.
 */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW_STEPS = 2;

/** Recovery codes: 20 of 6 characters from the base32 alphabet, each good for one use. */
export const RECOVERY_CODE_COUNT = 20;
const RECOVERY_CODE_LENGTH = 6;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The QR code image of a provisioning URL: a 256 px PNG. */
const QR_WIDTH = 256;

export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(10)).buffer }).base32;
}

/** Whether `code` is a valid TOTP code of `secret` now (within the window). */
export function totpCodeValid(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    window: WINDOW_STEPS,
  });
  return delta !== null;
}

/** `otpauth://totp/<issuer>:<account>?secret=…&issuer=…`, the URL authenticator apps scan. */
export function provisioningUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

export function qrCodePng(url: string): Promise<Buffer> {
  return toBuffer(url, { type: 'png', width: QR_WIDTH, errorCorrectionLevel: 'M' });
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => BASE32_ALPHABET[randomInt(BASE32_ALPHABET.length)]).join(''),
  );
}

/** A recovery code as typed (spaces around it, lower case) in the form it was issued. */
export function normalizeRecoveryCode(code: string): string {
  return code.trim().toUpperCase();
}
