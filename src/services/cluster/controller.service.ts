import type { EntityManager } from '@mikro-orm/postgresql';
import { Controller, CONTROLLER_FIELDS, CONTROLLER_ONLINE_SQL, MISSED_HEARTBEATS, type ApiAddressList } from '../../entities/controller.entity';
import { fingerprint, splitPemBundle } from '../../pki';
import type { ServiceDeps } from '../service-deps';
import { requireIdentity, type RequestCtx } from '../core/context';
import { listPage, type ListQuery, type ListSource, type Page } from '../core/list/list-query';
import { logger } from '../core/logger';
import { API_BINDINGS, advertisedBaseUrl } from '../info.service';

/** The live instances only: a stopped one is marked at once, a killed one ages out (CONTROLLER_ONLINE_SQL). */
const SOURCE: ListSource = {
  table: '"controllers"',
  symbols: CONTROLLER_FIELDS,
  scope: { sql: CONTROLLER_ONLINE_SQL, params: [] },
  extra: { sql: CONTROLLER_ONLINE_SQL, params: [] },
};

/** Rows of instances not seen for this long are removed when another instance starts. */
const FORGET_AFTER = '7 days';

/** What this instance registers as (decided by the composition root once it listens). */
export interface ControllerRegistration {
  id: string;
  name: string;
  /** The control-channel address routers dial (`tls:host:port`), when this instance has one. */
  ctrlAddress?: string;
}

/**
 * The control-channel addresses of the live instances, oldest first: the `ctrls` of enrollment
 * JWTs and what routers are told to dial.
 */
export async function liveCtrlAddresses(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ ctrl_address: string }[]>(
    `select e."ctrl_address" from "controllers" e where e."ctrl_address" is not null and ${CONTROLLER_ONLINE_SQL} order by e."last_joined_at", e."id"`,
  );
  return rows.map((r) => r.ctrl_address);
}

/**
 * The controllers registry: every instance on the database writes its row at start, beats a
 * heartbeat on a timer and marks itself gone on a graceful stop. All times are the database's
 * (`now()`), so instances with skewed clocks agree on who is online.
 */
export class ControllerService {
  private self?: ControllerRegistration;
  private timer?: NodeJS.Timeout;
  private beating?: Promise<void>;

  constructor(private readonly deps: ServiceDeps) {}

  /** `GET /controllers` (both APIs) and the GraphQL `controllers`: any authenticated session. */
  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Controller>> {
    requireIdentity(ctx);
    const page = await listPage(ctx.em, Controller, SOURCE, q);
    page.items.forEach((c, i) => (c.isOnline = page.extras?.[i] === true));
    return page;
  }

  /** This instance's id, once registered. */
  get id(): string | undefined {
    return this.self?.id;
  }

  /** Writes (or refreshes) this instance's row and starts the heartbeat. */
  async start(registration: ControllerRegistration): Promise<void> {
    this.self = registration;
    const em = this.deps.orm.em.fork();
    await em.execute(`delete from "controllers" where "heartbeat_at" < now() - interval '${FORGET_AFTER}' and "id" <> ?`, [registration.id]);
    await this.upsert();
    const interval = this.deps.config.cluster.heartbeatIntervalMs;
    this.timer = setInterval(() => {
      // One beat at a time: a slow database must not pile them up.
      this.beating ??= this.beat().finally(() => (this.beating = undefined));
    }, interval);
    this.timer.unref();
  }

  /** Stops the heartbeat and marks this instance offline at once (graceful stop). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
    if (!this.self) return;
    const id = this.self.id;
    this.self = undefined;
    await this.deps.orm.em
      .fork()
      // Its last heartbeat moved back by the whole timeout: offline from now on, forgotten like any other after FORGET_AFTER.
      .execute(`update "controllers" set "heartbeat_at" = now() - make_interval(secs => "heartbeat_interval_ms" * ${MISSED_HEARTBEATS} / 1000.0), "updated_at" = now() where "id" = ?`, [id])
      .catch((err: unknown) => logger.warn({ err, controllerId: id }, 'could not mark this controller offline; it drops out after its heartbeat timeout'));
  }

  private async beat(): Promise<void> {
    const self = this.self;
    if (!self) return;
    try {
      const updated = await this.deps.orm.em.fork().execute(`update "controllers" set "heartbeat_at" = now() where "id" = ?`, [self.id], 'run');
      // The row is gone (removed by an operator, or forgotten as stale): register again.
      if (affectedRows(updated) === 0 && this.self) await this.upsert();
    } catch (err) {
      logger.warn({ err, controllerId: self.id }, 'controller heartbeat failed');
    }
  }

  private async upsert(): Promise<void> {
    const self = this.self!;
    const certPem = splitPemBundle(this.deps.pki.serverChainPem())[0];
    await this.deps.orm.em.fork().execute(
      `insert into "controllers" ("id", "created_at", "updated_at", "tags", "name", "cert_pem", "fingerprint", "api_addresses", "ctrl_address", "last_joined_at", "heartbeat_at", "heartbeat_interval_ms")
        values (?, now(), now(), '{}', ?, ?, ?, ?::jsonb, ?, now(), now(), ?)
        on conflict ("id") do update set "updated_at" = now(), "name" = excluded."name", "cert_pem" = excluded."cert_pem",
          "fingerprint" = excluded."fingerprint", "api_addresses" = excluded."api_addresses", "ctrl_address" = excluded."ctrl_address", "last_joined_at" = now(),
          "heartbeat_at" = now(), "heartbeat_interval_ms" = excluded."heartbeat_interval_ms"`,
      [self.id, self.name, certPem, fingerprint(certPem), JSON.stringify(this.apiAddresses()), self.ctrlAddress ?? null, this.deps.config.cluster.heartbeatIntervalMs],
    );
  }

  /** OpenZiti's apiAddressList: each API binding at the advertised address. */
  private apiAddresses(): ApiAddressList {
    const base = advertisedBaseUrl(this.deps.config);
    return Object.fromEntries(API_BINDINGS.map(({ binding, path }) => [binding, [{ url: `${base}${path}`, version: 'v1' }]]));
  }
}

/** Rows an UPDATE touched, from the driver's result (knex/pg: `rowCount`, MikroORM: `affectedRows`). */
function affectedRows(result: unknown): number {
  const r = result as { affectedRows?: number; rowCount?: number } | undefined;
  return r?.affectedRows ?? r?.rowCount ?? 0;
}
