import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id, 19 MiB memory, 2 iterations, 1 lane (the OWASP baseline),
 * 16-byte random salt, 32-byte output, stored as a PHC string. @node-rs/argon2 computes
 * on the libuv thread pool, off the event loop.
 */
const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, made once with the same parameters as every stored hash. Logins
 * whose username has no password verify against it, so they take as long as a wrong password
 * for a real user and the response time does not tell which usernames exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url')).catch((err: unknown) => {
    decoy = undefined; // a failed hash is tried again next time, not cached
    throw err;
  });
  return decoy;
}
