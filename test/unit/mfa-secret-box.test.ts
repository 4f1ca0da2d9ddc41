/**
 * The at-rest protection of MFA secrets (src/services/mfa/secret-box.ts) and the TOTP rules
 * (src/services/mfa/totp.ts): what the e2e tests can not see from the wire.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SecretBox } from '../../src/services/mfa/secret-box';
import { newRecoveryCodes, newTotpSecret, totpCodeValid } from '../../src/services/mfa/totp';

/** A stand-in for PkiService.deriveKey: distinct 32-byte keys per purpose and key material. */
const derivation = (material: string) => (purpose: string) => createHash('sha256').update(`${material}|${purpose}`).digest();

describe('SecretBox', () => {
  const box = new SecretBox(derivation('ca-key-1'));

  test('seals with a fresh IV and opens only in the same context', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'mfa:alice');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'mfa:alice');
    assert.notEqual(a, b, 'a random IV per seal');
    assert.ok(!a.includes('JBSWY3DPEHPK3PXP'));
    assert.equal(box.open(a, 'mfa:alice'), 'JBSWY3DPEHPK3PXP');
    assert.throws(() => box.open(a, 'mfa:bob'), 'a sealed value copied to another identity does not open');
  });

  test('refuses altered values and other key material', () => {
    const sealed = box.seal('secret', 'ctx');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    assert.throws(() => box.open(`v1.${raw.toString('base64')}`, 'ctx'));
    assert.throws(() => new SecretBox(derivation('ca-key-2')).open(sealed, 'ctx'));
    assert.throws(() => box.open('v0.AAAA', 'ctx'));
  });

  test('hashes are keyed and bound to their context; lookups find the index', () => {
    const hashes = ['AAAAAA', 'BBBBBB', 'CCCCCC'].map((c) => box.hash(c, 'mfa:alice'));
    assert.equal(box.indexOfHash('BBBBBB', 'mfa:alice', hashes), 1);
    assert.equal(box.indexOfHash('DDDDDD', 'mfa:alice', hashes), -1);
    assert.equal(box.indexOfHash('BBBBBB', 'mfa:bob', hashes), -1);
    assert.notEqual(new SecretBox(derivation('ca-key-2')).hash('BBBBBB', 'mfa:alice'), hashes[1], 'without the key material the hash can not be recomputed');
    assert.notEqual(hashes[1], createHash('sha256').update('BBBBBB').digest('hex'));
  });
});

describe('TOTP rules', () => {
  test('10-byte base32 secrets; codes of the current step and two either side are valid', () => {
    const secret = newTotpSecret();
    assert.match(secret, /^[A-Z2-7]{16}$/);
    const at = (offsetSteps: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
    for (const step of [-2, -1, 0, 1, 2]) assert.ok(totpCodeValid(secret, at(step)), `step ${step} is accepted`);
    const current = new Set([-2, -1, 0, 1, 2].map(at));
    for (const step of [-10, 10]) if (!current.has(at(step))) assert.equal(totpCodeValid(secret, at(step)), false, `step ${step} is refused`);
    assert.equal(totpCodeValid(secret, 'abcdef'), false);
    assert.equal(totpCodeValid(secret, `${at(0)}0`), false);
  });

  test('20 recovery codes of 6 base32 characters', () => {
    const codes = newRecoveryCodes();
    assert.equal(codes.length, 20);
    for (const c of codes) assert.match(c, /^[A-Z2-7]{6}$/);
  });
});
