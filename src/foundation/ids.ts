import { hash, randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Random bytes for ids, drawn from the CSPRNG in blocks: one call per ~200 ids instead of one per id (every create makes one). */
let idBytes = Buffer.alloc(0);
let idByteOffset = 0;

function randomByte(): number {
  if (idByteOffset === idBytes.length) {
    idBytes = randomBytes(2048);
    idByteOffset = 0;
  }
  return idBytes[idByteOffset++];
}

/** OpenZiti-style short entity id: 10 characters of [0-9a-zA-Z] (~59 bits), unbiased. */
export function newId(length = 10): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    // 248 = 4 × 62: bytes at or above it would favour the first characters.
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}

/** API session tokens are UUIDv4 on the wire (122 random bits), as OpenZiti issues them. */
export function newToken(): string {
  return randomUUID();
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions (one-shot hash: every authenticated request pays it). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
