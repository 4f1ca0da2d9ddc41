import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type ClientConfig } from 'pg';
import { logger } from '../../services/core/logger';
import { StartupError } from '../startup-error';
import { findPostgresBinaries, type PostgresBinaries } from './binaries';
import { DataDirLock, LOCK_FILE, processAlive, type LockRecord } from './data-dir-lock';
import { prepareDataDir, serverOwnedDir, serverUser, type RunAs } from './os-user';

/** The database the controller keeps its data in, inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'ziti';
const SUPERUSER = 'postgres';
/** Only names the socket file (`.s.PGSQL.5432`): the server listens on no TCP port. */
const SOCKET_PORT = 5432;
/** sun_path holds 107 bytes; the socket file name takes 14 of them. */
const MAX_SOCKET_DIR = 90;
const THROW_AWAY_PREFIX = 'zt-memory-';

/** Where things live inside DATA_DIR. */
export const DATA_DIR_LAYOUT = { cluster: 'postgres', socket: 'run', lock: LOCK_FILE } as const;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * A PostgreSQL server that the controller runs in DATA_DIR: initialised there on first start,
 * listening only on a Unix socket inside DATA_DIR, restarted when it dies, stopped with the
 * controller. PostgreSQL's data-directory lock and DATA_DIR/controller.lock keep a second
 * controller out; the server of a controller killed with -9 is stopped at the next start (and on
 * Linux stops by itself, as the controller's death signals it).
 *
 * `DATA_DIR=memory://` runs a throw-away cluster in a temporary directory, without fsync,
 * removed when the controller stops.
 */
export class EmbeddedPostgres {
  private child?: ChildProcess;
  private stopping = false;
  private restartTimer?: NodeJS.Timeout;
  private restartDelayMs = 500;
  /** Last lines the server wrote, for the error when it fails to start. */
  private readonly recent: string[] = [];

  private constructor(
    readonly dataDir: string,
    private readonly throwAway: boolean,
    private readonly bin: PostgresBinaries,
    private readonly runAs: RunAs | undefined,
    private readonly lock: DataDirLock,
    private readonly socketDir: string,
    private readonly ownSocketDir: boolean,
    private readonly maxConnections?: number,
  ) {}

  /** Connection settings of the controller's database (over the socket). */
  get connection(): ClientConfig {
    return { host: this.socketDir, port: SOCKET_PORT, user: SUPERUSER, database: EMBEDDED_DATABASE };
  }

  get clusterDir(): string {
    return path.join(this.dataDir, DATA_DIR_LAYOUT.cluster);
  }

  /** Starts the server of `dataDir` (`memory://` for a throw-away one), initialising it first if new. */
  static async start(dataDir: string, opts: { maxConnections?: number } = {}): Promise<EmbeddedPostgres> {
    const throwAway = dataDir.startsWith('memory://');
    const runAs = serverUser();
    if (throwAway) {
      sweepThrowAwayLeftovers();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), THROW_AWAY_PREFIX));
    }
    prepareDataDir(dataDir, runAs);
    refuseEarlierStore(dataDir);
    const { lock, stale } = DataDirLock.acquire(dataDir);
    let server: EmbeddedPostgres | undefined;
    try {
      if (stale?.postmaster) await stopOrphan(path.join(dataDir, DATA_DIR_LAYOUT.cluster), stale.postmaster);
      const bin = findPostgresBinaries();
      let socketDir = path.join(dataDir, DATA_DIR_LAYOUT.socket);
      let ownSocketDir = false;
      if (socketDir.length > MAX_SOCKET_DIR) {
        // A socket path must fit sun_path: a deep DATA_DIR gets its socket in a private temp dir.
        socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-pg-'));
        ownSocketDir = true;
        logger.warn({ socketDir }, 'DATA_DIR is too deep for a Unix socket path: the database socket is in a temporary directory');
      }
      serverOwnedDir(socketDir, runAs);
      server = new EmbeddedPostgres(dataDir, throwAway, bin, runAs, lock, socketDir, ownSocketDir, opts.maxConnections);
      await server.initialiseIfNew();
      await server.launch();
      await server.ensureDatabase();
      return server;
    } catch (err) {
      if (server) await server.stop().catch(() => undefined);
      else {
        lock.release();
        if (throwAway) fs.rmSync(dataDir, { recursive: true, force: true });
      }
      throw err;
    }
  }

  /** Stops the server (fast shutdown: open transactions roll back, committed data is flushed). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const escalate = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(escalate);
    }
    this.lock.release();
    if (this.ownSocketDir) fs.rmSync(this.socketDir, { recursive: true, force: true });
    if (this.throwAway) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** initdb into a temporary directory renamed into place, so an interrupted initialisation leaves nothing half-made. */
  private async initialiseIfNew(): Promise<void> {
    if (fs.existsSync(path.join(this.clusterDir, 'PG_VERSION'))) return;
    const staging = `${this.clusterDir}.init`;
    fs.rmSync(staging, { recursive: true, force: true });
    serverOwnedDir(staging, this.runAs);
    const args = [
      '-D', staging, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions',
      ...(this.throwAway ? ['--no-sync'] : []),
    ];
    const result = spawnSync(this.wrap(this.bin.initdb), [...this.wrapArgs(this.bin.initdb), ...args], {
      ...this.identity(), encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.status !== 0) {
      throw new StartupError(`initdb failed in ${this.dataDir}: ${(result.stderr || result.error?.message || '').trim().split('\n').slice(-3).join(' / ')}`, 'DATABASE_UNAVAILABLE');
    }
    fs.renameSync(staging, this.clusterDir);
    logger.info({ dataDir: this.dataDir }, 'initialised the embedded PostgreSQL cluster');
  }

  /** Spawns the server and waits until it accepts connections. */
  private async launch(): Promise<void> {
    const settings: Record<string, string> = {
      listen_addresses: '',
      unix_socket_directories: this.socketDir,
      unix_socket_permissions: '0700',
      port: String(SOCKET_PORT),
      // Several workers each hold a pool of their own (PostgreSQL's default is 100).
      ...(this.maxConnections ? { max_connections: String(this.maxConnections) } : {}),
      log_line_prefix: '',
      log_checkpoints: 'off',
      // Statements may carry values; errors are the client's to report.
      log_min_error_statement: 'panic',
      ...(this.throwAway ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    };
    const args = ['-D', this.clusterDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    this.recent.length = 0;
    const child = spawn(this.wrap(this.bin.postgres), [...this.wrapArgs(this.bin.postgres), ...args], {
      ...this.identity(), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' },
    });
    this.child = child;
    running.add(child);
    installExitHook();
    child.stderr!.setEncoding('utf8');
    let partial = '';
    child.stderr!.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) this.serverLog(line);
    });
    // A server that can not even be spawned (e.g. a missing binary) reports 'error', not 'exit'.
    const exited = new Promise<number | string>((resolve) => {
      child.once('exit', (code, signal) => resolve(signal ?? code ?? 'unknown'));
      child.once('error', (err) => {
        this.recent.push(err.message);
        resolve('spawn failed');
      });
    });
    let serving = false;
    child.once('exit', (code, signal) => {
      running.delete(child);
      // Only a server that was serving is restarted from here. One that fails to start is
      // retried by launch()'s caller: restarting it here as well would schedule two attempts
      // for one failure, run them at once, and leave attempts looping after one succeeds.
      if (serving && !this.stopping && this.child === child) this.restartLater(code, signal);
    });
    // Our own child must be the one answering (not exited meanwhile).
    const ready = (await waitUntilReady(this.connectionTo('postgres'), () => postmasterReady(this.clusterDir, child.pid), exited)) && child.exitCode === null && child.signalCode === null;
    if (!ready) {
      const lockHolder = this.recent.map((l) => /another postmaster \(PID (\d+)\)/.exec(l)?.[1]).find(Boolean);
      if (lockHolder) throw new StartupError(`DATA_DIR ${this.dataDir} is in use: its PostgreSQL server (pid ${lockHolder}) runs for another process`, 'DATA_DIR_IN_USE');
      throw new StartupError(`the embedded PostgreSQL in ${this.dataDir} did not start: ${this.recent.slice(-3).join(' / ') || 'no output'}`, 'DATABASE_UNAVAILABLE');
    }
    serving = true;
    this.restartDelayMs = 500;
    this.lock.recordPostmaster(readPostmaster(this.clusterDir));
  }

  /** The server died without being asked to: start it again (crash recovery runs), with backoff. */
  private restartLater(code: number | null, signal: NodeJS.Signals | null): void {
    logger.error({ code, signal, lastLines: this.recent.slice(-3) }, 'the embedded PostgreSQL server exited; restarting it');
    clearTimeout(this.restartTimer); // one attempt pending at a time
    this.restartTimer = setTimeout(() => {
      if (this.stopping) return;
      this.launch().then(
        () => logger.info('the embedded PostgreSQL server is running again'),
        (err) => {
          logger.error({ err }, 'the embedded PostgreSQL server did not restart');
          if (!this.stopping && (!this.child || this.child.exitCode !== null || this.child.signalCode !== null)) this.restartLater(null, null);
        },
      );
    }, this.restartDelayMs);
    this.restartDelayMs = Math.min(this.restartDelayMs * 2, 30_000);
  }

  /** Creates the controller's database on a new cluster (or one whose first start stopped early). */
  private async ensureDatabase(): Promise<void> {
    const client = new Client(this.connectionTo('postgres'));
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
      if (!rowCount) await client.query(`create database "${EMBEDDED_DATABASE}"`);
    } finally {
      await client.end();
    }
  }

  private connectionTo(database: string): ClientConfig {
    return { ...this.connection, database, connectionTimeoutMillis: 5_000 };
  }

  /** PostgreSQL's log lines, at the controller's log levels (client errors at debug). */
  private serverLog(line: string): void {
    if (!line.trim()) return;
    this.recent.push(line);
    if (this.recent.length > 20) this.recent.shift();
    const level = /^(\w+):/.exec(line)?.[1];
    const msg = `postgres: ${line}`;
    if (level === 'FATAL' || level === 'PANIC') logger.error(msg);
    else if (level === 'WARNING') logger.warn(msg);
    else if (level === 'ERROR' || level === 'DETAIL' || level === 'HINT' || level === 'CONTEXT' || level === 'STATEMENT') logger.debug(msg);
    else logger.info(msg);
  }

  /** As root the server runs as its own user. */
  private identity(): { uid?: number; gid?: number } {
    return this.runAs ? { uid: this.runAs.uid, gid: this.runAs.gid } : {};
  }

  /**
   * On Linux the server is started through setpriv with a parent-death signal: if the controller
   * is killed (even with -9), its server gets SIGINT and shuts down cleanly instead of living on.
   */
  private wrap(program: string): string {
    return PDEATHSIG ? PDEATHSIG : program;
  }

  private wrapArgs(program: string): string[] {
    return PDEATHSIG ? ['--pdeathsig', 'SIGINT', '--', program] : [];
  }
}

/** setpriv (util-linux), when this system has it. */
const PDEATHSIG: string | undefined = (() => {
  if (process.platform !== 'linux') return undefined;
  for (const dir of ['/usr/bin', '/bin', '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, 'setpriv');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
})();

/** Any way out of the process (other than SIGKILL) asks the servers to stop. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGINT');
  });
}

/** Polls until the server accepts connections; false if it exits first. */
async function waitUntilReady(connection: ClientConfig, announcedReady: () => boolean, exited: Promise<number | string>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 10 * 60_000; // crash recovery of a large store can take minutes
  while (!gone && Date.now() < deadline) {
    // Connecting before the server is ready makes it log "FATAL: the database system is starting
    // up" for every attempt (an error to whoever reads the log): wait until it says it is ready.
    if (!announcedReady()) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const client = new Client(connection);
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return false;
}

/**
 * Whether the server with this pid has announced that it accepts connections: the status on
 * line 8 of postmaster.pid (`ready`, or `standby`), what `pg_ctl start --wait` waits for. A file
 * left by an earlier server names another pid.
 */
function postmasterReady(clusterDir: string, pid: number | undefined): boolean {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return pid !== undefined && Number(lines[0]) === pid && ['ready', 'standby'].includes((lines[7] ?? '').trim());
  } catch {
    return false;
  }
}

/** PostgreSQL's postmaster.pid: the server's pid (line 1) and start time (line 3). */
function readPostmaster(clusterDir: string): LockRecord['postmaster'] {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    return Number.isInteger(pid) && pid > 0 ? { pid, startedAt: lines[2] ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stops the server a killed controller left running: only if it is the very server that
 * controller recorded (same pid and start time), so a server of a live controller is never hit.
 */
async function stopOrphan(clusterDir: string, recorded: NonNullable<LockRecord['postmaster']>): Promise<void> {
  const current = readPostmaster(clusterDir);
  if (!current || current.pid !== recorded.pid || current.startedAt !== recorded.startedAt || !processAlive(current.pid)) return;
  logger.warn({ pid: current.pid }, 'stopping the PostgreSQL server left running by a controller that was killed');
  try {
    process.kill(current.pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 60_000;
  while (processAlive(current.pid)) {
    if (Date.now() > deadline) throw new StartupError(`the PostgreSQL server (pid ${current.pid}) left by a killed controller did not stop`, 'DATA_DIR_IN_USE');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A DATA_DIR of the earlier embedded store (PGlite) holds its cluster files at the top. */
function refuseEarlierStore(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new StartupError(
      `DATA_DIR ${dataDir} holds a store of an earlier controller version (PGlite), which this version can not open; start with an empty DATA_DIR`,
      'DATABASE_UNAVAILABLE',
    );
  }
}

/**
 * Throw-away clusters of processes killed before they could remove them: removed, after their
 * server (when one was left running) is stopped.
 */
function sweepThrowAwayLeftovers(): void {
  const tmp = os.tmpdir();
  let names: string[];
  try {
    names = fs.readdirSync(tmp).filter((n) => n.startsWith(THROW_AWAY_PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(tmp, name);
    try {
      const record = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockRecord;
      if (processAlive(record.pid)) continue;
      const server = readPostmaster(path.join(dir, DATA_DIR_LAYOUT.cluster));
      if (server && record.postmaster?.pid === server.pid && record.postmaster.startedAt === server.startedAt && processAlive(server.pid)) {
        process.kill(server.pid, 'SIGINT'); // removed by a later sweep, once it has stopped
        continue;
      }
    } catch {
      // No lock: being set up right now, or left before its lock was taken. Only old ones go.
      try {
        if (Date.now() - fs.statSync(dir).mtimeMs < 10 * 60_000) continue;
      } catch {
        continue;
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
