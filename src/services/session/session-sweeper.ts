import type { ServiceDeps } from '../service-deps';
import { newRequestId, type RequestCtx } from '../core/context';
import { inTransaction } from '../core/tx';
import { logger } from '../core/logger';
import { endLapsedSessions } from './lapsed-sessions';

/** One sweep at a time in the cluster (a transaction-scoped advisory lock; another instance's tick skips). */
const SWEEP_LOCK = 727_023;
/** Sessions ended per transaction: a sweep after a long outage commits (and announces) in bounded steps. */
const SWEEP_BATCH = 50_000;

/**
 * Ends, on a timer, every session whose access or posture no longer holds. Writes end such
 * sessions themselves (policy engine, posture responses); the sweep catches what no write
 * announces: an MFA check's timeout running out, and a session created by a statement that
 * raced with the write taking its access away. One statement over all sessions (in batches), on
 * one instance at a time (the others' ticks find the lock taken); its deletes are idempotent
 * anyway, and pass over sessions a write is ending meanwhile (that write ends them).
 */
export class SessionSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly deps: ServiceDeps) {}

  start(intervalMs = this.deps.config.sessionSweepMs): void {
    this.timer = setInterval(() => {
      // One sweep at a time: a slow database must not pile them up.
      this.running ??= this.sweep()
        .catch((err: unknown) => logger.error({ err }, 'session sweep failed'))
        .finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Ends the sessions that no longer hold; returns how many (0 when another instance is sweeping). */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const ctx: RequestCtx = { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
      const ended = await inTransaction(ctx, async (tx) => {
        const [{ locked }] = await tx.em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as "locked"', [SWEEP_LOCK]);
        if (!locked) return 0;
        return (await endLapsedSessions(tx, 'true', [], { skipLocked: true, limit: SWEEP_BATCH })).length;
      });
      total += ended;
      if (ended < SWEEP_BATCH) return total;
    }
  }
}
