import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id, 19 MiB memory, 2 iterations, 1 lane (the OWASP baseline),
 * 16-byte random salt, 32-byte output, stored as a PHC string. @node-rs/argon2 computes
 * on the libuv thread pool, off the event loop.
 */
const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Hashes computed at once by this process; the rest wait their turn in order. argon2id is
 * memory-hard: more hashes in flight than cores only thrash the CPU caches (on a 2-core machine,
 * 16 verifications in flight on the 4 threads of libuv's pool make ~15 % fewer a second than 2
 * at a time), and they hold every thread of the pool that file and DNS work also need.
 */
let slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** The share of the machine's cores this process may hash on (several workers: one share each). */
export function setPasswordHashConcurrency(n: number): void {
  slots = Math.max(1, Math.floor(n));
  while (running < slots && waiting.length) {
    running++;
    waiting.shift()!();
  }
}

/** Hashes computing and waiting their turn in this process. */
export function passwordHashQueue(): { running: number; waiting: number; slots: number } {
  return { running, waiting: waiting.length, slots };
}

async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (running < slots) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over as it is
  try {
    return await fn();
  } finally {
    const next = running <= slots ? waiting.shift() : undefined;
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, PARAMS));
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(phc, password));
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
