import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from '../core/context';
import { RateLimitedError } from '../core/errors';
import { INSTANCE_ID, inTransaction } from '../core/tx';
import { logger } from '../core/logger';
import { pushStream, revokes } from '../core/events/stream';
import { isResync } from '../core/events/entity-change';
import { INTEGRITY_CHECKS, type CheckRun } from './integrity-checks';
import { INTEGRITY_TOPIC, publishProgress, type IntegrityProgress } from './integrity-progress';

/**
 * Findings recorded per run (OpenZiti stops at a limit too): past it `tooManyErrors` is set, a
 * check run stops, and a fix run goes on repairing without recording or streaming more.
 */
export const MAX_INTEGRITY_RESULTS = 1_000;
/** How often the running instance proves it is alive. */
const HEARTBEAT_MS = 5_000;
/** A run whose instance has not written a heartbeat for this long is abandoned and taken over. */
export const STALE_RUN_MS = 60_000;
/** Serialises claims of the run slot across instances (transaction-scoped advisory lock). */
const CLAIM_LOCK = 727_014;
/** The start time answered before any run: OpenZiti's zero time (the spec requires a date-time). */
const ZERO_TIME = new Date('0001-01-01T00:00:00.000Z');

export interface IntegrityResults {
  inProgress: boolean;
  fixingErrors: boolean;
  tooManyErrors: boolean;
  startTime: Date;
  endTime: Date;
  error: string;
  results: { description: string; fixed: boolean }[];
}

interface RunRow {
  id: string;
  fixing: boolean;
  started_at: Date;
  heartbeat_at: Date;
  finished_at: Date | null;
  too_many_errors: boolean;
  error: string;
  stale: boolean;
}

/**
 * Data integrity check and fix runs (POST /database/check-data-integrity, fix-data-integrity).
 * One run at a time in the whole cluster: the slot is a row of `integrity_runs`, claimed under
 * an advisory lock, and kept by the running instance's heartbeat. Runs execute in the background
 * on the instance that started them; their findings are rows every instance reads, and their
 * progress is streamed on the event bus to every instance's subscribers.
 */
export class IntegrityService {
  private running?: { id: string; stop: boolean; done: Promise<void> };

  constructor(
    private readonly deps: ServiceDeps,
    /** A fresh system context (its own EntityManager) for each repair transaction. */
    private readonly systemContext: () => RequestCtx,
  ) {}

  /** Starts a run in the background; 429 RATE_LIMITED while one is in progress anywhere. */
  async start(ctx: RequestCtx, fix: boolean): Promise<string> {
    requireAdmin(ctx);
    const id = randomUUID();
    const claimed = await ctx.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [CLAIM_LOCK]);
      await this.closeAbandoned(em);
      const [busy] = await em.execute<{ n: string }[]>(`select count(*) as n from "integrity_runs" where "finished_at" is null`);
      if (Number(busy.n) > 0) return false;
      await em.execute(
        `insert into "integrity_runs" ("id", "fixing", "instance_id", "started_at", "heartbeat_at") values (?, ?, ?, clock_timestamp(), clock_timestamp())`,
        [id, fix, INSTANCE_ID],
      );
      return true;
    });
    if (!claimed) throw new RateLimitedError(5);
    const run = { id, stop: false, done: Promise.resolve() };
    run.done = this.execute(run, fix).catch((err: unknown) => logger.error({ err, runId: id }, 'integrity run failed'));
    this.running = run;
    return id;
  }

  /** The latest run (or the run `runId`), as GET /database/data-integrity-results answers it (from any instance). */
  async results(ctx: RequestCtx, runId?: string): Promise<IntegrityResults> {
    requireAdmin(ctx);
    const [run] = await ctx.em.execute<RunRow[]>(
      `select r.*, r."finished_at" is null and r."heartbeat_at" < now() - make_interval(secs => ?) as stale
       from "integrity_runs" r where ?::text is null or r."id" = ? order by r."started_at" desc limit 1`,
      [STALE_RUN_MS / 1000, runId ?? null, runId ?? null],
    );
    if (!run) return { inProgress: false, fixingErrors: false, tooManyErrors: false, startTime: ZERO_TIME, endTime: ZERO_TIME, error: '', results: [] };
    const results = await ctx.em.execute<{ description: string; fixed: boolean }[]>(
      `select "description", "fixed" from "integrity_run_results" where "run_id" = ? order by "seq"`,
      [run.id],
    );
    const inProgress = run.finished_at === null && !run.stale;
    return {
      inProgress,
      fixingErrors: run.fixing,
      tooManyErrors: run.too_many_errors,
      startTime: new Date(run.started_at),
      endTime: run.finished_at ? new Date(run.finished_at) : inProgress ? ZERO_TIME : new Date(run.heartbeat_at),
      error: run.stale ? abandonedError() : run.error,
      results,
    };
  }

  /** Progress of every run in the cluster, for an admin, until its session or rights end. */
  watch(ctx: RequestCtx): AsyncIterableIterator<IntegrityProgress> {
    requireAdmin(ctx);
    const actor = requireIdentity(ctx);
    const bus = this.deps.bus;
    return pushStream<IntegrityProgress>((push, end) => {
      const offMessages = bus.onMessage((m) => {
        if (m.topic === INTEGRITY_TOPIC) push(m.payload as IntegrityProgress);
      });
      const offChanges = bus.onEntityChange((e) => {
        if (!isResync(e) && revokes(actor, e)) end();
      });
      return () => {
        offMessages();
        offChanges();
      };
    });
  }

  /** Stops this instance's run (shutdown): it ends as failed, and the slot is free at once. */
  async stop(): Promise<void> {
    const run = this.running;
    if (!run) return;
    run.stop = true;
    await run.done;
  }

  /** Closes runs whose instance stopped writing heartbeats (crashed): the slot is free again. */
  private async closeAbandoned(em: EntityManager): Promise<void> {
    await em.execute(
      `update "integrity_runs" set "finished_at" = "heartbeat_at", "error" = ? where "finished_at" is null and "heartbeat_at" < now() - make_interval(secs => ?)`,
      [abandonedError(), STALE_RUN_MS / 1000],
    );
  }

  private async execute(run: { id: string; stop: boolean }, fix: boolean): Promise<void> {
    const em = this.deps.orm.em.fork();
    const bus = this.deps.orm.em.fork();
    const publish = (p: Omit<IntegrityProgress, 'runId' | 'fixing'>) => publishProgress(bus, { runId: run.id, fixing: fix, ...p });
    const heartbeat = setInterval(() => {
      this.deps.orm.em.fork().execute(`update "integrity_runs" set "heartbeat_at" = clock_timestamp() where "id" = ? and "finished_at" is null`, [run.id])
        .catch((err: unknown) => logger.warn({ err, runId: run.id }, 'integrity run heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let recorded = 0;
    let found = 0;
    let fixedCount = 0;
    let tooMany = false;
    let phase = '';
    let error = '';
    try {
      await publish({ event: 'started' });
      const c: CheckRun = {
        em,
        fix,
        engine: this.deps.engine,
        report: async (description, fixed) => {
          found++;
          if (fixed) fixedCount++;
          if (recorded >= MAX_INTEGRITY_RESULTS) {
            tooMany = true;
            return fix && !run.stop;
          }
          recorded++;
          await em.execute(`insert into "integrity_run_results" ("run_id", "seq", "description", "fixed") values (?, ?, ?, ?)`, [run.id, recorded, description, fixed]);
          await publish({ event: 'finding', phase, finding: { description, fixed } });
          return !run.stop;
        },
        progress: async (checked, total) => {
          // Long phases report progress often: the natural place to notice a shutdown.
          if (run.stop) throw new RunStopped();
          await publish({ event: 'progress', phase, checked, total });
        },
        checkRowLimit: MAX_INTEGRITY_RESULTS + 1,
        repair: async (fn) => {
          try {
            await inTransaction(this.systemContext(), fn);
            return true;
          } catch (err) {
            logger.warn({ err, runId: run.id, phase }, 'integrity repair failed');
            return false;
          }
        },
      };
      for (const check of INTEGRITY_CHECKS) {
        if (run.stop || (tooMany && !fix)) break;
        phase = check.phase;
        await publish({ event: 'phase', phase, checked: 0 });
        await check.run(c);
        em.clear();
      }
      if (run.stop) error = 'the run was stopped: its controller instance shut down';
    } catch (err) {
      if (err instanceof RunStopped) error = 'the run was stopped: its controller instance shut down';
      else {
        logger.error({ err, runId: run.id, phase }, 'integrity run failed');
        error = `the run failed in phase "${phase}"`;
      }
    } finally {
      clearInterval(heartbeat);
      if (this.running?.id === run.id) this.running = undefined;
    }
    await em.execute(
      `update "integrity_runs" set "finished_at" = clock_timestamp(), "too_many_errors" = ?, "error" = ? where "id" = ?`,
      [tooMany, error, run.id],
    );
    await publish({ event: 'finished', found, fixed: fixedCount, tooManyErrors: tooMany, error });
  }
}

class RunStopped extends Error {}

function abandonedError(): string {
  return `the run was abandoned: its controller instance stopped sending heartbeats for ${STALE_RUN_MS / 1000} seconds`;
}
