import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DB_POOL_MAX } from '../db/orm';
import { EmbeddedPostgres } from '../db/embedded/embedded-server';
import { WORKER_ROLE_ENV, type Config, type WorkerRole } from '../config';
import { logger } from '../services/core/logger';
import { SlotTable, serveSlots } from './shared-slots';

/** What a worker sends its primary once it serves (after startApp). */
export const READY_MESSAGE = 'worker.ready';

/** Stopping workers get this long before they are killed. */
const STOP_TIMEOUT_MS = 25_000;
/** A worker that dies is forked again after this, doubling while it keeps dying young, up to the cap. */
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A worker that served this long before it died is forked again without waiting. */
const HEALTHY_AFTER_MS = 30_000;

/**
 * The primary process of a controller with several workers (WORKERS > 1). It serves nothing
 * itself: it runs the embedded store (when there is no DATABASE_URL), forks the workers (each
 * a controller instance on the one database, sharing the one port through node:cluster), keeps
 * the caps they share, forks again a worker that dies, and stops them all, store last, on a
 * signal. Worker 1 starts alone first (migrations, the PKI, the default admin and its password
 * happen once, in order), then the others; worker 1 also runs the control plane, which routers
 * reach through whichever worker accepted their connection.
 */
export async function runPrimary(config: Config): Promise<void> {
  let stopping = false;
  let embedded: EmbeddedPostgres | undefined;
  const relayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-ctrl-'));
  const workers = new Map<number, Worker>();
  const slots = new SlotTable();

  const cleanUp = async () => {
    await embedded?.stop().catch((err: unknown) => logger.error({ err }, 'could not stop the embedded database'));
    fs.rmSync(relayDir, { recursive: true, force: true });
  };
  const stop = async (signal: string): Promise<never> => {
    if (stopping) return new Promise<never>(() => undefined);
    stopping = true;
    logger.info({ signal, workers: workers.size }, 'stopping the workers');
    const exits = [...workers.values()].map((w) => new Promise<void>((resolve) => {
      if (w.isDead()) return resolve();
      w.once('exit', () => resolve());
      w.process.kill('SIGTERM');
    }));
    const killer = setTimeout(() => {
      for (const w of workers.values()) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(exits);
    clearTimeout(killer);
    await cleanUp();
    process.exit(0);
  };
  // A terminal's Ctrl-C reaches the workers too; they stop on their own and the primary waits.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    if (!config.databaseUrl) {
      embedded = await EmbeddedPostgres.start(config.dataDir, { maxConnections: Math.max(100, config.workers * (DB_POOL_MAX + 6) + 20) });
    }
  } catch (err) {
    fs.rmSync(relayDir, { recursive: true, force: true });
    throw err;
  }
  const database = embedded ? (embedded.connection as WorkerRole['database']) : undefined;
  cluster.setupPrimary({ exec: path.join(__dirname, '..', 'main.js') });

  const fork = (index: number): Promise<number | undefined> => {
    const role: WorkerRole = { index, database, ctrlRelayPath: path.join(relayDir, 'ctrl.sock') };
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: JSON.stringify(role), ...workerPoolEnv(config.workers) });
    workers.set(index, worker);
    serveSlots(slots, worker);
    const forkedAt = Date.now();
    let ready = false;
    return new Promise((resolve) => {
      worker.on('message', (m: unknown) => {
        if ((m as { zt?: string })?.zt !== READY_MESSAGE) return;
        ready = true;
        logger.info({ worker: index, pid: worker.process.pid }, 'worker serving');
        resolve(undefined);
      });
      worker.once('exit', (code, signal) => {
        if (workers.get(index) === worker) workers.delete(index);
        if (!ready) resolve(code || 1);
        if (stopping) return;
        const served = Date.now() - forkedAt;
        const delay = served >= HEALTHY_AFTER_MS ? 0 : Math.min(RESTART_DELAY_MAX_MS, RESTART_DELAY_MS * 2 ** Math.min(5, restarts.get(index) ?? 0));
        restarts.set(index, served >= HEALTHY_AFTER_MS ? 0 : (restarts.get(index) ?? 0) + 1);
        logger.warn({ worker: index, pid: worker.process.pid, code, signal, restartInMs: delay }, 'worker exited: forking it again');
        setTimeout(() => void (stopping ? undefined : fork(index)), delay).unref();
      });
    });
  };
  const restarts = new Map<number, number>();

  // Worker 1 alone first: a start that fails (configuration, port, database) fails the controller.
  const failed = await fork(1);
  if (failed !== undefined) {
    stopping = true;
    await cleanUp();
    process.exit(failed);
  }
  await Promise.all(Array.from({ length: config.workers - 1 }, (_, i) => fork(i + 2)));
  logger.info({ workers: config.workers, pid: process.pid }, 'controller started with workers');
}

/**
 * Each worker's libuv thread pool: its cores' share (cores ÷ workers, at least one thread) unless
 * the operator set UV_THREADPOOL_SIZE. argon2id verifications run on that pool, 4 threads by
 * default in every process: with 2 workers on 2 cores, 8 memory-hard hashes at once, each evicting
 * the others' 19 MiB from the caches. Measured at 16 concurrent logins on 2 cores: 0.82-0.85 of the
 * bare verification rate with one thread a worker, 0.69-0.71 with four.
 */
export function workerPoolEnv(workers: number, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.UV_THREADPOOL_SIZE?.trim()) return {};
  return { UV_THREADPOOL_SIZE: String(Math.max(1, Math.ceil(os.availableParallelism() / workers))) };
}
