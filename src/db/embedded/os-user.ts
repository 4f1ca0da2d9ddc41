import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/** The OS user the embedded server runs as, when the controller runs as root. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root; a controller started as root runs it as this user. */
export const SERVER_USER = 'postgres';

function idOf(flag: '-u' | '-g', name: string): number | undefined {
  try {
    return Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    return undefined;
  }
}

/**
 * Undefined when the controller is not root (the server runs as the controller's own user).
 * As root: the `postgres` system user, created when missing (without a home or a login shell).
 */
export function serverUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  let uid = idOf('-u', SERVER_USER);
  if (uid === undefined) {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'ignore' });
    } catch {
      throw new StartupError(`running as root, the embedded PostgreSQL needs a "${SERVER_USER}" user and it could not be created (useradd); create it, run the controller as another user, or set DATABASE_URL`, 'DATABASE_UNAVAILABLE');
    }
    uid = idOf('-u', SERVER_USER);
  }
  const gid = idOf('-g', SERVER_USER);
  if (uid === undefined || gid === undefined) throw new StartupError(`could not look up the "${SERVER_USER}" user`, 'DATABASE_UNAVAILABLE');
  return { name: SERVER_USER, uid, gid };
}

/**
 * Makes `dir` (the controller's, created if needed) private to the controller, except that the
 * server user may pass through it to its own subdirectories. Every directory above must let that
 * user pass too: checked here, because PostgreSQL would only say "permission denied".
 */
export function prepareDataDir(dir: string, runAs: RunAs | undefined): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  fs.chmodSync(dir, 0o711);
  for (let above = path.dirname(dir); ; above = path.dirname(above)) {
    const st = fs.statSync(above);
    const passes = st.uid === runAs.uid ? st.mode & 0o100 : st.gid === runAs.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!passes) {
      throw new StartupError(`the embedded PostgreSQL runs as the "${runAs.name}" user, which can not enter ${above} (above DATA_DIR ${dir}); choose a DATA_DIR it can reach, or run the controller as another user`, 'DATABASE_UNAVAILABLE');
    }
    if (above === path.dirname(above)) break;
  }
}

/** Creates a directory owned by the server user (or the controller's user), private to it. */
export function serverOwnedDir(dir: string, runAs: RunAs | undefined): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
}
