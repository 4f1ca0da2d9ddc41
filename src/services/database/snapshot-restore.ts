import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Client, type ClientConfig } from 'pg';
import type { Config } from '../../config';
import { closeDatabase, openDatabase } from '../../db/orm';
import { MIGRATIONS } from '../../migrations';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type SnapshotHeader, type SnapshotTable, type SnapshotTrailer } from './snapshot-format';

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 500;
/**
 * The longest line read: far above any row the API can write (a request body is at most 1 MB),
 * far below what one string can hold. A longer one (a gzip bomb without newlines) is refused.
 */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * Restores a snapshot file (snapshot.service.ts) into an EMPTY database: the configured one
 * (DATABASE_URL, or the embedded server in DATA_DIR, created if new). The schema is migrated to
 * the snapshot's level, then every row is loaded in the snapshot's order (each table after the
 * tables it references) in ONE transaction, sequences are set, and the row counts are checked
 * against the file's trailer. Either all of it is restored or nothing is. A controller started
 * afterwards applies any newer migrations as usual.
 */
export async function restoreSnapshot(config: Config, file: string): Promise<Record<string, number>> {
  const it = linesOf(file);
  const first = await it.next();
  const header = (first.done ? undefined : JSON.parse(first.value)) as SnapshotHeader | undefined;
  if (header?.format !== SNAPSHOT_FORMAT || header.version !== SNAPSHOT_VERSION) throw new Error(`${file} is not a snapshot of this controller (format ${SNAPSHOT_FORMAT} v${SNAPSHOT_VERSION})`);
  const known = MIGRATIONS.map((m) => m.name);
  if (header.migrations.some((name, i) => known[i] !== name)) {
    throw new Error(`the snapshot's migrations (${header.migrations.join(', ')}) are not a prefix of this controller's; restore it with the version that wrote it`);
  }

  const db = await openDatabase(config, { beforeMigrate: requireEmpty, migrateTo: header.migrations.at(-1) });
  const client = new Client(db.connection);
  try {
    await client.connect();
    await client.query('begin');
    await client.query(`set local datestyle = 'ISO, YMD'; set local timezone = 'UTC'; set local intervalstyle = 'postgres'`);
    // The migrations' own rows (fixed identity types, the default auth policy, ...) give way to the snapshot's.
    const existing = (await client.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p')`)).rows;
    if (existing.length) await client.query(`truncate table ${existing.map((t) => `"${t.name}"`).join(', ')} restart identity cascade`);

    const tables = new Map(header.tables.map((t) => [t.name, t]));
    const counts: Record<string, number> = {};
    let table: SnapshotTable | undefined;
    let batch: unknown[][] = [];
    let trailer: SnapshotTrailer | undefined;
    const flush = async () => {
      if (!table || !batch.length) return;
      await insertRows(client, table, batch);
      counts[table.name] = (counts[table.name] ?? 0) + batch.length;
      batch = [];
    };
    for (let next = await it.next(); !next.done; next = await it.next()) {
      if (!next.value) continue;
      const value = JSON.parse(next.value) as unknown;
      if (Array.isArray(value)) {
        if (!table) throw new Error('the snapshot has a row before its first table');
        batch.push(value);
        if (batch.length >= ROWS_PER_INSERT) await flush();
        continue;
      }
      await flush();
      const marker = value as { table?: string } & Partial<SnapshotTrailer>;
      if (marker.end) {
        trailer = marker as SnapshotTrailer;
        break;
      }
      table = tables.get(marker.table ?? '');
      if (!table) throw new Error(`the snapshot names a table its header does not: ${marker.table}`);
      counts[table.name] = 0;
    }
    if (!trailer) throw new Error('the snapshot file is incomplete (no end marker): nothing was restored');
    for (const [name, rows] of Object.entries(trailer.rows)) {
      if ((counts[name] ?? 0) !== rows) throw new Error(`table ${name}: the snapshot holds ${rows} rows, ${counts[name] ?? 0} were read`);
    }
    for (const seq of header.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [`"${seq.name}"`, seq.lastValue ?? '1', seq.lastValue !== null]);
    }
    await client.query('commit');
    return counts;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
    await closeDatabase(db);
  }
}

/** The lines of a gzip file, each at most MAX_LINE_BYTES (readline buffers a line without limit). */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file);
  const gunzip = createGunzip();
  input.once('error', (err) => gunzip.destroy(err));
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const tooLong = () => new Error(`${file} has a line longer than ${MAX_LINE_BYTES} bytes: it is not a snapshot of this controller`);
  const take = (last: Buffer): string => {
    if (pendingBytes + last.length > MAX_LINE_BYTES) throw tooLong();
    const line = Buffer.concat([...pending, last]).toString('utf8');
    pending = [];
    pendingBytes = 0;
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  };
  for await (const chunk of input.pipe(gunzip) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      yield take(chunk.subarray(start, nl));
      start = nl + 1;
    }
    const rest = chunk.subarray(start);
    if (pendingBytes + rest.length > MAX_LINE_BYTES) throw tooLong();
    pending.push(rest);
    pendingBytes += rest.length;
  }
  if (pendingBytes) yield take(Buffer.alloc(0));
}

/** Rows (text values or null) of one table, cast back to the column types. */
async function insertRows(client: Client, table: SnapshotTable, rows: unknown[][]): Promise<void> {
  const names = table.columns.map((c) => `"${c.name}"`).join(', ');
  const values = table.columns.map((c, i) => `(r->>${i})::${c.type}`).join(', ');
  const overriding = table.columns.some((c) => c.alwaysIdentity) ? ' overriding system value' : '';
  await client.query(`insert into "${table.name}" (${names})${overriding} select ${values} from json_array_elements($1::json) r`, [JSON.stringify(rows)]);
}

/** A snapshot is restored only into a database without tables: it never merges into data. */
async function requireEmpty(connection: ClientConfig): Promise<void> {
  const client = new Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    if (Number(rows[0].n) > 0) throw new Error('the database is not empty: a snapshot is restored only into an empty database (a new DATA_DIR, or a new database for DATABASE_URL)');
  } finally {
    await client.end().catch(() => undefined);
  }
}
