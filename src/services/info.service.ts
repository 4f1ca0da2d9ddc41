import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { ServiceDeps } from './service-deps';

export const CONTROLLER_VERSION = 'v0.26.39';
export const API_VERSION = '0.0.1';

export interface ApiBinding {
  /** `edge-client`, `edge-management` or `fabric`, as OpenZiti names them. */
  binding: string;
  path: string;
}

export const API_BINDINGS: ApiBinding[] = [
  { binding: 'edge-client', path: '/edge/client/v1' },
  { binding: 'edge-management', path: '/edge/management/v1' },
  { binding: 'fabric', path: '/fabric/v1' },
];

/** What a load balancer asks of an instance: can it serve, with current data? */
export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  /** Change notifications from every instance (LISTEN): while down, caches are bypassed. */
  changeNotifications: 'connected' | 'reconnecting';
}

/** What OpenZiti reports when a build does not know its commit. */
export const UNKNOWN_REVISION = 'unknown';

/** The build's own description (scripts/stamp-build.mjs writes it beside the compiled code). */
export interface BuildInfo {
  /** When the running code was compiled, `YYYY-MM-DD HH:MM:SS` (UTC). */
  buildDate: string;
  revision: string;
}

/**
 * Read once: the stamp `<build>/build-info.json` when the build wrote one, else the time the
 * compiled entry point was written (every build rewrites it) and an unknown revision.
 */
export const BUILD_INFO: BuildInfo = readBuildInfo();

function readBuildInfo(): BuildInfo {
  // This file is <build>/src/services/info.service.js.
  const root = path.resolve(__dirname, '..', '..');
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, 'build-info.json'), 'utf8')) as Partial<BuildInfo>;
    if (typeof stamp.buildDate === 'string' && !Number.isNaN(Date.parse(stamp.buildDate))) {
      const revision = typeof stamp.revision === 'string' && /^[0-9a-f]{7,40}$/.test(stamp.revision) ? stamp.revision : UNKNOWN_REVISION;
      return { buildDate: formatBuildDate(new Date(stamp.buildDate)), revision };
    }
  } catch {
    // no stamp: fall back to the compiled files themselves
  }
  let built: Date;
  try {
    built = fs.statSync(path.join(root, 'src', 'main.js')).mtime;
  } catch {
    built = fs.statSync(__filename).mtime;
  }
  return { buildDate: formatBuildDate(built), revision: UNKNOWN_REVISION };
}

/** The base URL clients reach this instance's APIs at: plain HTTP when TLS is off (e.g. behind a terminating proxy). */
export function advertisedBaseUrl(config: Pick<Config, 'tls' | 'advertisedAddress'>): string {
  return `${config.tls ? 'https' : 'http'}://${config.advertisedAddress}`;
}

/** Version, capabilities and protocol discovery; public information only. */
export class InfoService {
  constructor(private readonly deps: ServiceDeps) {}

  version() {
    const base = advertisedBaseUrl(this.deps.config);
    const apiVersions: Record<string, Record<string, { path: string; version: string; apiBaseUrls: string[] }>> = {};
    for (const { binding, path } of API_BINDINGS) {
      apiVersions[binding] = { v1: { path, version: API_VERSION, apiBaseUrls: [`${base}${path}`] } };
    }
    apiVersions.edge = { v1: { path: '/edge/client/v1', version: API_VERSION, apiBaseUrls: [`${base}/edge/client/v1`] } };
    return {
      version: CONTROLLER_VERSION,
      revision: BUILD_INFO.revision,
      buildDate: BUILD_INFO.buildDate,
      runtimeVersion: process.version,
      capabilities: [] as string[],
      apiVersions,
    };
  }

  /**
   * Ready: the database answers a round trip on the change-notification connection. When that
   * connection is down, the database is asked through the pool, to tell the two apart.
   */
  async readiness(): Promise<Readiness> {
    if (await this.deps.bus.ping()) return { ready: true, database: 'reachable', changeNotifications: 'connected' };
    const reachable = await withTimeout(this.deps.orm.em.fork().execute('select 1').then(() => true, () => false), 2_000, false);
    return { ready: false, database: reachable ? 'reachable' : 'unreachable', changeNotifications: 'reconnecting' };
  }

  /** Every capability this controller knows of, enabled or not. */
  enumeratedCapabilities(): string[] {
    return ['OIDC_AUTH', 'HA_CONTROLLER'];
  }

  /** Listening edge protocols: the controller's own HTTPS API address. */
  protocols(): Record<string, { address: string }> {
    return { https: { address: this.deps.config.advertisedAddress } };
  }
}

function formatBuildDate(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}
