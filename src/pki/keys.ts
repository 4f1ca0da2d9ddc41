// Key handling: generation, the signature algorithm that goes with a key, and encryption at rest.
//
// Everything we generate is EC P-256: key generation is instant (RSA takes hundreds of
// milliseconds), signatures and certificates are small, and it is what the Ziti SDKs use for
// their own keys. Keys and CSRs that arrive from outside may also be RSA or P-384/P-521.
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { OID } from './der';

/** A fresh private key (public half via crypto.createPublicKey). */
export function newPrivateKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

export function privateKeyPem(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }) as string;
}

/** How a key signs certificates and JWTs. */
export interface SignatureScheme {
  /** Digest handed to crypto.sign / crypto.verify. */
  hash: 'sha256' | 'sha384' | 'sha512';
  /** X.509 AlgorithmIdentifier OID. */
  oid: string;
  /** JWS "alg". */
  jwsAlg: 'ES256' | 'ES384' | 'ES512' | 'RS256';
  /** RSA AlgorithmIdentifiers carry explicit NULL parameters; ECDSA ones carry none (RFC 5758). */
  nullParams: boolean;
}

const EC_SCHEMES: Record<string, SignatureScheme> = {
  prime256v1: { hash: 'sha256', oid: OID.ecdsaWithSha256, jwsAlg: 'ES256', nullParams: false },
  secp384r1: { hash: 'sha384', oid: OID.ecdsaWithSha384, jwsAlg: 'ES384', nullParams: false },
  secp521r1: { hash: 'sha512', oid: OID.ecdsaWithSha512, jwsAlg: 'ES512', nullParams: false },
};
const RSA_SCHEME: SignatureScheme = { hash: 'sha256', oid: OID.sha256WithRsa, jwsAlg: 'RS256', nullParams: true };

/** Smallest RSA modulus we certify or sign with. Anything shorter is no longer considered safe. */
const MIN_RSA_BITS = 2048;

/**
 * The scheme for a public or private key, or undefined for a key type we don't support
 * (Ed25519, RSA-PSS, DSA, other curves, short RSA keys).
 */
export function schemeFor(key: KeyObject): SignatureScheme | undefined {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'ec') return EC_SCHEMES[details.namedCurve ?? ''];
  if (key.asymmetricKeyType === 'rsa' && (details.modulusLength ?? 0) >= MIN_RSA_BITS) return RSA_SCHEME;
  return undefined;
}

export function requireScheme(key: KeyObject): SignatureScheme {
  const scheme = schemeFor(key);
  if (!scheme) throw new TypeError(`unsupported key type: ${describeKey(key)}`);
  return scheme;
}

export function describeKey(key: KeyObject): string {
  const details = key.asymmetricKeyDetails ?? {};
  return [key.asymmetricKeyType, details.namedCurve, details.modulusLength].filter((v) => v !== undefined).join(' ');
}

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bit string. */
export function keyIdentifier(publicKeyBits: Buffer): Buffer {
  return createHash('sha1').update(publicKeyBits).digest();
}

/** Encrypts a private key PEM as PKCS#8 with AES-256-CBC (key derived from the passphrase by PBKDF2). */
export function encryptKeyPem(keyPem: string, passphrase: string): string {
  if (passphrase.length === 0) throw new TypeError('passphrase must not be empty');
  return createPrivateKey(keyPem).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }) as string;
}

/** Decrypts a key from encryptKeyPem; a wrong passphrase throws. Returns unencrypted PKCS#8 PEM. */
export function decryptKeyPem(encryptedKeyPem: string, passphrase: string): string {
  return createPrivateKey({ key: encryptedKeyPem, format: 'pem', passphrase }).export({ type: 'pkcs8', format: 'pem' }) as string;
}
