import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { newId } from '../../foundation/ids';

/** The file in DATA_DIR that keeps an embedded-store controller's id across restarts. */
export const CONTROLLER_ID_FILE = 'controller-id';

/**
 * The stable id of this instance in the controllers registry (README, "Several instances"):
 *  1. CONTROLLER_ID when set;
 *  2. with the embedded store in a DATA_DIR on disk (one controller per DATA_DIR, which it
 *     locks), an id made on first start and kept in DATA_DIR/controller-id;
 *  3. otherwise (DATABASE_URL, or a throw-away DATA_DIR) derived from the host name and the
 *     listening port: distinct for processes sharing a host, the same after a restart.
 * Worker n > 1 of a controller with several workers adds `-w<n>` to it.
 */
export function controllerIdOf(config: Config, listenPort: number): string {
  const id = baseIdOf(config, listenPort);
  // Each worker is an instance of its own; worker 1 keeps the id a single process has.
  return config.worker && config.worker.index > 1 ? `${id}-w${config.worker.index}` : id;
}

function baseIdOf(config: Config, listenPort: number): string {
  if (config.cluster.controllerId) return config.cluster.controllerId;
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) return persistedId(config.dataDir);
  return createHash('sha256').update(`${os.hostname()}\0${listenPort}`).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
}

function persistedId(dataDir: string): string {
  const file = path.join(dataDir, CONTROLLER_ID_FILE);
  try {
    const id = fs.readFileSync(file, 'utf8').trim();
    if (/^[A-Za-z0-9._-]{1,64}$/.test(id)) return id;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const id = newId();
  fs.writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
}
