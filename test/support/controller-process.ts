import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOCK_FILE, processAlive, type LockRecord } from '../../src/db/embedded/data-dir-lock';
import { pollUntil } from './poll';

/**
 * Controllers run as real processes (`node <build>/src/main.js`), for what only a process can
 * show: exit codes, signals, kill -9, the embedded PostgreSQL server as a child process.
 */

/** The entry point of the build these tests were compiled into (<build>/test/support → <build>/src/main.js). */
export const MAIN_JS = path.resolve(__dirname, '..', '..', 'src', 'main.js');

/** A TCP port free right now on 127.0.0.1 (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const started = new Set<ControllerProcess>();

/** One controller process; its stdout and stderr are kept for assertions and failure messages. */
export class ControllerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<Exit>;
  /** Set once the process has exited. */
  exit?: Exit;
  private out = '';
  private err = '';

  /** `nofile`: the process's open-file limit (soft and hard, through util-linux's prlimit). */
  constructor(readonly port: number, env: Record<string, string>, opts: { nofile?: number } = {}) {
    // The suite's own DATABASE_URL (external PostgreSQL leg) must not leak into a controller
    // meant to run its embedded server: only what the caller passes decides the store.
    const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
    const [command, args] = opts.nofile ? ['prlimit', [`--nofile=${opts.nofile}:${opts.nofile}`, process.execPath, MAIN_JS]] : [process.execPath, [MAIN_JS]];
    this.child = spawn(command, args, {
      env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), TLS: 'false', CTRL_PORT: '0', LOG_LEVEL: 'warn', WORKERS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.url = `http://127.0.0.1:${port}`;
    this.child.stdout!.setEncoding('utf8').on('data', (s: string) => (this.out += s));
    this.child.stderr!.setEncoding('utf8').on('data', (s: string) => (this.err += s));
    this.exited = new Promise<Exit>((resolve) =>
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        started.delete(this);
        resolve(this.exit);
      }),
    );
    started.add(this);
  }

  get pid(): number {
    return this.child.pid!;
  }

  get stdout(): string {
    return this.out;
  }

  get stderr(): string {
    return this.err;
  }

  /** Polls GET /ready until 200; fails at once if the process exits, with what it wrote. */
  async waitReady(timeoutMs: number): Promise<void> {
    await pollUntil(
      `controller pid ${this.pid} ready at ${this.url}`,
      async () => {
        if (this.exit) throw new Error(`the controller exited (${JSON.stringify(this.exit)}): ${this.err.trim() || this.out.trim()}`);
        const res = await fetch(`${this.url}/ready`, { signal: AbortSignal.timeout(3_000) });
        await res.arrayBuffer();
        return res.status === 200 ? true : undefined;
      },
      timeoutMs,
    ).catch((err: Error) => {
      // A process that died is not worth waiting the whole deadline for.
      throw this.exit ? new Error(`the controller exited (${JSON.stringify(this.exit)}) before it was ready: ${this.err.trim() || this.out.trim()}`) : err;
    });
  }

  /** Waits for the exit; fails after `timeoutMs`. */
  async waitExit(timeoutMs: number): Promise<Exit> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.exited,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`controller pid ${this.pid} did not exit within ${timeoutMs} ms; stderr: ${this.err.trim()}`)), timeoutMs))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (!this.exit) this.child.kill(signal);
  }

  /** Cleanup: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 25_000): Promise<void> {
    if (this.exit) return;
    this.signal('SIGTERM');
    await this.waitExit(graceMs).catch(async () => {
      this.signal('SIGKILL');
      await this.exited;
    });
  }
}

/** Starts `node <build>/src/main.js` on a free port with plain HTTP, LOG_LEVEL=warn and `env`. */
export async function startControllerProcess(env: Record<string, string>, opts: { nofile?: number } = {}): Promise<ControllerProcess> {
  return new ControllerProcess(await freePort(), env, opts);
}

/** Stops every controller process still running (for `after` hooks). */
export async function stopControllerProcesses(): Promise<void> {
  await Promise.all([...started].map((c) => c.stop()));
}

/** The record the controller keeps in DATA_DIR/controller.lock (undefined when there is none). */
export function readLockRecord(dataDir: string): LockRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}

/** The parent pid of a process (Linux /proc), undefined when it is gone. */
export function parentPid(pid: number): number | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: fields after it are split.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Whether a process runs. A zombie (exited, not yet reaped: an orphan whose new parent does
 * not reap, as in some containers) counts as gone.
 */
export function running(pid: number): boolean {
  if (!processAlive(pid)) return false;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until a process is gone (a server may take a moment to shut down). */
export async function waitGone(pid: number, timeoutMs: number): Promise<void> {
  await pollUntil(`process ${pid} gone`, async () => (running(pid) ? undefined : true), timeoutMs, 50);
}
