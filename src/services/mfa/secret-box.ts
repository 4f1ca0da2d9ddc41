import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the box derives its two keys from (PkiService.deriveKey: HKDF over the signing CA's private key). */
export type KeyDerivation = (purpose: string) => Buffer;

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encryption and keyed hashing of MFA secrets at rest. Both keys are derived from the
 * controller's signing CA key. That key is stored in the database too, encrypted only when
 * PKI_KEY_PASSPHRASE is set: with a passphrase, a database dump alone neither decrypts a TOTP
 * secret nor lets anyone brute-force the 30-bit recovery codes offline; without one, the dump
 * holds the key as well (README: set PKI_KEY_PASSPHRASE in production).
 * Every value is bound to a context (the identity it belongs to), so a sealed value or a hash
 * copied onto another row does not open or match there.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(derive: KeyDerivation) {
    // Separate keys per use: the HMAC key never encrypts and the AES key never hashes.
    this.encryptionKey = derive('mfa secret encryption v1 (aes-256-gcm)');
    this.hashKey = derive('mfa recovery code hashing v1 (hmac-sha256)');
  }

  /** AES-256-GCM with a random IV; `v1.` + base64(iv | tag | ciphertext). */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  /** The plaintext of `seal`; throws when the value was altered, belongs to another context or was sealed with other key material. */
  open(sealed: string, context: string): string {
    const [version, body] = sealed.split('.', 2);
    if (version !== VERSION || !body) throw new Error('unknown sealed value format');
    const raw = Buffer.from(body, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA256 of a value in its context, hex. */
  hash(value: string, context: string): string {
    return createHmac('sha256', this.hashKey).update(context, 'utf8').update('\0').update(value, 'utf8').digest('hex');
  }

  /** The index of the stored hash `value` has in `context`, or -1; every entry is compared in constant time. */
  indexOfHash(value: string, context: string, hashes: readonly string[]): number {
    const candidate = Buffer.from(this.hash(value, context), 'hex');
    let found = -1;
    hashes.forEach((stored, i) => {
      const bytes = Buffer.from(stored, 'hex');
      if (bytes.length === candidate.length && timingSafeEqual(bytes, candidate) && found === -1) found = i;
    });
    return found;
  }
}
