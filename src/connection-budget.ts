import fs from 'node:fs';

/**
 * Descriptors kept from client connections besides the database pool: the process's own (stdio,
 * event loop, log), the embedded server's pipes, snapshot and PKI files, outbound JWKS fetches.
 */
const OWN_DESCRIPTORS = 100;

/**
 * The most client connections the HTTP server accepts at once so that the process never runs out
 * of file descriptors (EMFILE) for its database connections: the open-file limit (as raised by
 * Node to the hard limit at start) less the pool, its LISTEN connection and OWN_DESCRIPTORS.
 * Undefined where the limit can not be read (not Linux) or is unlimited.
 */
export function connectionCapFromFileLimit(poolMax: number): { cap: number; fileLimit: number } | undefined {
  const fileLimit = openFileLimit();
  if (fileLimit === undefined) return undefined;
  return { cap: Math.max(1, fileLimit - poolMax - 1 - OWN_DESCRIPTORS), fileLimit };
}

function openFileLimit(): number | undefined {
  try {
    const m = /^Max open files\s+(\d+|unlimited)\s/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return m && m[1] !== 'unlimited' ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}
