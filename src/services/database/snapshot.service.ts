import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createGzip } from 'node:zlib';
import { once } from 'node:events';
import type { Knex } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../service-deps';
import { requireAdmin, type RequestCtx } from '../core/context';
import { RateLimitedError } from '../core/errors';
import { INSTANCE_ID } from '../core/tx';
import { logger } from '../core/logger';
import { MIGRATIONS_TABLE, SNAPSHOT_FILE, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, restoreOrder, type SnapshotHeader, type SnapshotTable } from './snapshot-format';

/** One snapshot per this interval in the whole cluster (as OpenZiti limits it). */
export const SNAPSHOT_INTERVAL_SECONDS = 60;
/** Rows read per cursor fetch. */
const ROWS_PER_FETCH = 1_000;
/** Serialises snapshot claims across instances (transaction-scoped advisory lock). */
const SNAPSHOT_LOCK = 727_015;
/** Rows of database_snapshots kept (the limit only needs the latest). */
const CLAIMS_KEPT = 100;

/**
 * POST /database/snapshot: the controller copies its own database (no pg_dump) into a file of
 * the snapshot directory, from ONE repeatable-read, read-only transaction, so the copy is
 * consistent. Rows are streamed through a cursor in batches into a gzip stream. The file
 * appears under its final name only when complete. `src/tools/restore-snapshot.ts` restores it.
 */
export class SnapshotService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Writes a snapshot; returns its file. 429 RATE_LIMITED within a minute of the last one (any instance). */
  async create(ctx: RequestCtx): Promise<string> {
    requireAdmin(ctx);
    const { snapshotDir } = this.deps.config;
    const id = randomUUID();
    const file = path.join(snapshotDir, `snapshot-${new Date().toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.ndjson.gz`);
    const wait = await ctx.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [SNAPSHOT_LOCK]);
      const [last] = await em.execute<{ age: number }[]>(`select extract(epoch from now() - "created_at")::float8 as age from "database_snapshots" order by "created_at" desc limit 1`);
      if (last && last.age < SNAPSHOT_INTERVAL_SECONDS) return Math.max(1, Math.ceil(SNAPSHOT_INTERVAL_SECONDS - last.age));
      await em.execute(`insert into "database_snapshots" ("id", "created_at", "instance_id", "file") values (?, now(), ?, ?)`, [id, INSTANCE_ID, file]);
      await em.execute(`delete from "database_snapshots" where "id" not in (select "id" from "database_snapshots" order by "created_at" desc limit ?)`, [CLAIMS_KEPT]);
      return 0;
    });
    if (wait) throw new RateLimitedError(wait);
    try {
      await fs.promises.mkdir(snapshotDir, { recursive: true, mode: 0o700 });
      await this.write(file);
    } catch (err) {
      // A failed snapshot does not count against the limit.
      await ctx.em.execute(`delete from "database_snapshots" where "id" = ?`, [id]).catch(() => undefined);
      throw err;
    }
    await this.prune(snapshotDir);
    logger.info({ file }, 'database snapshot written');
    return file;
  }

  private async write(file: string): Promise<void> {
    const partial = `${file}.partial`;
    // Secrets (password hashes, sealed keys) are in the copy: only the controller's user reads it.
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    const gzip = createGzip();
    gzip.pipe(out);
    const closed = once(out, 'close');
    const line = async (value: unknown) => {
      if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
    };
    try {
      const knex = this.deps.orm.em.getKnex();
      await knex.transaction(async (trx) => {
        await trx.raw('set transaction isolation level repeatable read, read only');
        // Text forms that read back identically whatever the server's settings.
        await trx.raw(`set local datestyle = 'ISO, YMD'; set local timezone = 'UTC'; set local intervalstyle = 'postgres'; set local extra_float_digits = 3`);
        const header = await readHeader(trx);
        await line(header);
        const rows: Record<string, number> = {};
        for (const table of header.tables) {
          await line({ table: table.name });
          rows[table.name] = 0;
          const columns = table.columns.map((c) => `"${c.name}"::text`).join(', ');
          await trx.raw(`declare snapshot_rows no scroll cursor for select ${columns} from "${table.name}"`);
          for (;;) {
            const { rows: batch } = (await trx.raw(`fetch forward ${ROWS_PER_FETCH} from snapshot_rows`)) as { rows: Record<string, string | null>[] };
            for (const row of batch) await line(Object.values(row));
            rows[table.name] += batch.length;
            if (batch.length < ROWS_PER_FETCH) break;
          }
          await trx.raw('close snapshot_rows');
        }
        await line({ end: true, rows });
      });
      gzip.end();
      await closed;
      await fs.promises.rename(partial, file);
    } catch (err) {
      gzip.destroy();
      out.destroy();
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  /** Keeps the newest `snapshotKeep` snapshot files of the directory. */
  private async prune(dir: string): Promise<void> {
    const files = (await fs.promises.readdir(dir)).filter((f) => SNAPSHOT_FILE.test(f)).sort();
    for (const old of files.slice(0, Math.max(0, files.length - this.deps.config.snapshotKeep))) {
      await fs.promises.rm(path.join(dir, old), { force: true }).catch((err: unknown) => logger.warn({ err, file: old }, 'old snapshot not removed'));
    }
  }
}

/** Tables (in restore order), their columns, the migrations and the sequences, as of the transaction's snapshot. */
async function readHeader(trx: Knex.Transaction): Promise<SnapshotHeader> {
  const q = async <T>(sql: string) => ((await trx.raw(sql)) as { rows: T[] }).rows;
  const columns = await q<{ table: string; column: string; type: string; always_identity: boolean }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attidentity = 'a' as always_identity
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by c.relname, a.attnum`,
  );
  const references = await q<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint k
     join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid join pg_namespace n on n.oid = ch.relnamespace
     where k.contype = 'f' and n.nspname = current_schema()`,
  );
  const byTable = new Map<string, SnapshotTable>();
  for (const c of columns) {
    if (!byTable.has(c.table)) byTable.set(c.table, { name: c.table, columns: [] });
    byTable.get(c.table)!.columns.push({ name: c.column, type: c.type, alwaysIdentity: c.always_identity });
  }
  const tables = restoreOrder([...byTable.keys()], references).map((t) => byTable.get(t)!);
  const migrations = byTable.has(MIGRATIONS_TABLE) ? (await q<{ name: string }>(`select "name" from "${MIGRATIONS_TABLE}" order by "id"`)).map((r) => r.name) : [];
  const sequences = (await q<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = current_schema() order by 1`,
  )).map((s) => ({ name: s.name, lastValue: s.last_value }));
  return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, createdAt: new Date().toISOString(), migrations, tables, sequences };
}
