/**
 * Polls `probe` until it returns something other than undefined, or fails after `timeoutMs`
 * with `what` and the last value or error seen (so a timeout says what was observed instead).
 */
export async function pollUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = 'nothing yet';
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
      last = 'not yet';
    } catch (err) {
      last = err instanceof Error ? err.message : err;
    }
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${typeof last === 'string' ? last : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Races `promise` against a timeout, so cleanup in `after` hooks can not hang a run. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took more than ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
