import type { ServiceDeps } from '../service-deps';
import { newRequestId, type RequestCtx } from '../core/context';
import { inTransaction } from '../core/tx';
import { logger } from '../core/logger';
import { CONTROLLER_ONLINE_SQL } from '../../entities/controller.entity';
import type { RouterMessenger } from './messenger';
import { terminatorCosts } from './terminator-costs';

/** A router of the path has a connection to a live instance. */
const ROUTER_CONNECTED_TO_LIVE_INSTANCE = `exists (select 1 from "router_connections" rc join "controllers" e on e."id" = rc."controller_id"
  where rc."router_id" = p."router_id" and ${CONTROLLER_ONLINE_SQL})`;

/**
 * Circuits whose owner is gone: an instance owns the circuits it routed (faults, admin deletes
 * and the end of a router's connection are handled by whichever instance hears of them, but the
 * owner is the one that ends them when its own connection to one of their routers ends). When an
 * instance stops or dies (its heartbeat lapses), a live instance to which every router of a
 * circuit is connected adopts the circuit; a circuit with a router connected to no live instance
 * is removed (its router is gone: it can neither carry the circuit nor report its end). Every
 * instance sweeps on its heartbeat; concurrent sweeps adopt or remove each circuit once (row
 * locks), and only circuits older than one heartbeat interval are looked at, so a circuit being
 * routed by a router whose connection is still being recorded is left alone.
 */
export class CircuitCustody {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;
  private controllerId?: string;
  private messenger?: RouterMessenger;

  constructor(private readonly deps: ServiceDeps) {}

  /** Sweeps on this instance's heartbeat from now on. */
  start(controllerId: string, messenger: RouterMessenger): void {
    this.controllerId = controllerId;
    this.messenger = messenger;
    const every = this.deps.config.cluster.heartbeatIntervalMs;
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((err: unknown) => logger.warn({ err }, 'could not sweep the circuits of stopped controllers'))
        .finally(() => (this.sweeping = undefined));
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
    this.controllerId = undefined;
  }

  /** One sweep: what this instance adopted and what it removed. */
  async sweep(): Promise<{ adopted: string[]; removed: string[] }> {
    const me = this.controllerId;
    if (!me) return { adopted: [], removed: [] };
    const graceSeconds = this.deps.config.cluster.heartbeatIntervalMs / 1000;
    const { adopted, removed } = await inTransaction(this.ctx(), async (tx) => {
      const removedRows = await tx.em.execute<{ id: string; path: string[]; terminator_id: string; controller_id: string }[]>(
        `delete from "circuits" c
          where c."created_at" < now() - make_interval(secs => ?)
            and exists (select 1 from unnest(c."path") as p("router_id") where not ${ROUTER_CONNECTED_TO_LIVE_INSTANCE})
          returning c."id", c."path", c."terminator_id", c."controller_id"`,
        [graceSeconds],
      );
      const adoptedRows = await tx.em.execute<{ id: string; terminator_id: string; previous: string }[]>(
        `update "circuits" c set "controller_id" = ?, "updated_at" = now()
          from (select o."id", o."controller_id" from "circuits" o
                where o."controller_id" <> ? and o."created_at" < now() - make_interval(secs => ?)
                  and not exists (select 1 from "controllers" e where e."id" = o."controller_id" and ${CONTROLLER_ONLINE_SQL})
                  and not exists (select 1 from unnest(o."path") as p("router_id")
                    where not exists (select 1 from "router_connections" rc where rc."router_id" = p."router_id" and rc."controller_id" = ?))
                for update skip locked) as orphan
          where c."id" = orphan."id"
          returning c."id", c."terminator_id", orphan."controller_id" as "previous"`,
        [me, me, graceSeconds, me],
      );
      for (const row of removedRows) tx.emit('deleted', 'circuits', row.id);
      for (const row of adoptedRows) tx.emit('updated', 'circuits', row.id, ['controllerId']);
      return { adopted: adoptedRows, removed: removedRows };
    });
    for (const row of adopted) terminatorCosts.circuitAdopted(row.terminator_id);
    for (const row of removed) {
      if (row.controller_id === me) terminatorCosts.circuitEnded(row.terminator_id);
      for (const routerId of row.path) if (this.messenger?.isConnected(routerId)) this.messenger.unroute(routerId, row.id, true);
    }
    if (adopted.length || removed.length) {
      logger.info({ adopted: adopted.map((r) => ({ circuitId: r.id, from: r.previous })), removed: removed.map((r) => r.id) }, 'circuits of stopped controllers adopted or removed');
    }
    return { adopted: adopted.map((r) => r.id), removed: removed.map((r) => r.id) };
  }

  private ctx(): RequestCtx {
    return { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
  }
}
