/**
 * The bare argon2id baseline of the login figure: `concurrency` verifications in flight for
 * `seconds`, with the controller's own parameters, library and turns (src/services/core/passwords.ts:
 * as many hashes at once as cores, the rest waiting), in a process of its own: what is left of a
 * login's rate beside it is the login's own cost. Started by bench/harness.ts `argon2Rate`, which
 * gives it one libuv thread per hash at once (as the controller's workers have). Prints the rate
 * and the pool's size as JSON on stdout: `node dist/bench/argon2-baseline.js <concurrency> <seconds>`.
 */
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/services/core/passwords';

async function main(): Promise<void> {
  const concurrency = Number(process.argv[2] ?? 16);
  const seconds = Number(process.argv[3] ?? 10);
  const hash = await hashPassword('bench-password');
  // Warm-up: the thread pool's threads and argon2's memory.
  await Promise.all(Array.from({ length: concurrency }, () => verifyPassword(hash, 'bench-password')));
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      if (!(await verifyPassword(hash, 'bench-password'))) throw new Error('verification failed');
      done++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ verificationsPerSec: Math.round(done / elapsed), verifications: done, seconds: elapsed, threads: Number(process.env.UV_THREADPOOL_SIZE ?? 4) })}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
