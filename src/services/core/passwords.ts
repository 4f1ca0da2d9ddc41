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

/** A hash of a random password, verified against when the username is unknown so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
