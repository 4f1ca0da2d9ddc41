import { spawn } from 'node:child_process';
import path from 'node:path';
import { Agent, request } from 'undici';
import { freePort, startControllerProcess, type ControllerProcess } from './controller-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from './db';
import { pollUntil } from './poll';

/** The compiled `npm run bench` entry point of the build these tests were compiled into. */
const BENCH_JS = path.resolve(__dirname, '..', '..', 'bench', 'run.js');

/** Runs the bench CLI; resolves with its exit code and output. */
export function bench(args: string[], timeoutMs = 600_000): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BENCH_JS, ...args], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (out += s));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bench ${args.join(' ')} timed out: ${out}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}


/** Waits until a controller process serves HTTPS (its certificate unchecked); its exit is an error. */
export async function serving(c: ControllerProcess): Promise<void> {
  const insecure = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    await pollUntil('the controller serving', async () => {
      if (c.exit) throw new Error(`the controller exited: ${c.stderr}`);
      try {
        const res = await request(`https://127.0.0.1:${c.port}/edge/client/v1/version`, { dispatcher: insecure });
        await res.body.dump();
        return res.statusCode === 200 || undefined;
      } catch {
        return undefined;
      }
    }, 90_000);
  } finally {
    await insecure.close();
  }
}

/** The identities the side-by-side bench's sequential writes made on a controller (named sbs-w-…), read as its admin. */
export async function benchWritesOn(port: number, adminPassword: string): Promise<number> {
  const insecure = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    const base = `https://127.0.0.1:${port}/edge/management/v1`;
    const login = await request(`${base}/authenticate?method=password`, {
      method: 'POST', dispatcher: insecure, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    const token = ((await login.body.json()) as { data: { token: string } }).data.token;
    const list = await request(`${base}/identities?filter=${encodeURIComponent('name contains "sbs-w-"')}&limit=1`, { dispatcher: insecure, headers: { 'zt-session': token } });
    return ((await list.body.json()) as { meta: { pagination: { totalCount: number } } }).meta.pagination.totalCount;
  } finally {
    await insecure.close();
  }
}

/** A second controller for the side-by-side bench to run against: its process, its database when on PostgreSQL, its control port. */
export interface OtherController {
  process: ControllerProcess;
  db?: TestDatabase;
  ctrlPort?: number;
}

/**
 * Starts the "other" controller of a side-by-side test over HTTPS (its admin's password given,
 * no login rate limit), on a database of its own: a throwaway one on PostgreSQL, else memory.
 * `withCtrl`: with a control channel of its own for the simulated routers.
 */
export async function startOtherController(adminPassword: string, opts: { withCtrl?: boolean; env?: Record<string, string> } = {}): Promise<OtherController> {
  const db = usingPostgres() ? await createTestDatabase() : undefined;
  const ctrlPort = opts.withCtrl ? await freePort() : undefined;
  const process = await startControllerProcess({
    TLS: 'true', ADMIN_PASSWORD: adminPassword, AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ...(ctrlPort ? { CTRL_PORT: String(ctrlPort), CTRL_ADVERTISED_ADDRESS: `tls:127.0.0.1:${ctrlPort}` } : { CTRL_PORT: 'off' }),
    ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: 'memory://' }),
    ...opts.env,
  });
  await serving(process);
  return { process, db, ctrlPort };
}
