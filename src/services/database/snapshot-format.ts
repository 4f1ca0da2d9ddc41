/**
 * The snapshot file: gzip-compressed JSON lines, written and read as a stream.
 *   line 1: the header (SnapshotHeader): format, migrations applied, tables in restore order
 *           with their columns and types, sequences;
 *   then, per table in that order, `{"table": name}` and one JSON array per row: each value
 *           is the column's text form (`::text`), or null;
 *   last:   `{"end": true, "rows": {table: count}}`, so a cut-off file is recognised.
 * Values travel as PostgreSQL text and are cast back with the column's type on restore, so every
 * type (jsonb, arrays, timestamps, bigint) comes back exactly.
 */

export const SNAPSHOT_FORMAT = 'openziti-ts-controller-snapshot';
export const SNAPSHOT_VERSION = 1;
/** The migrator's own table: restored like any other, so the restored database knows its schema level. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** Snapshot file names sort by time. */
export const SNAPSHOT_FILE = /^snapshot-[0-9TZ-]+-[0-9a-f]{8}\.ndjson\.gz$/;

export interface SnapshotColumn {
  name: string;
  /** format_type() of the column, used as the cast on restore. */
  type: string;
  /** GENERATED ALWAYS AS IDENTITY: inserted with OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

export interface SnapshotTable {
  name: string;
  columns: SnapshotColumn[];
}

export interface SnapshotHeader {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  createdAt: string;
  /** Migration names applied, in order. */
  migrations: string[];
  /** In restore order: every table after the tables it references. */
  tables: SnapshotTable[];
  sequences: { name: string; lastValue: string | null }[];
}

export interface SnapshotTrailer {
  end: true;
  rows: Record<string, number>;
}

/**
 * Tables whose rows triggers change while other tables are restored: they come last, so they
 * keep exactly the values of the snapshot (access_versions is bumped by triggers on routers and
 * policy_matches).
 */
const RESTORED_LAST = ['access_versions'];

/** Orders tables so each comes after the tables it references (self references aside). */
export function restoreOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of references) if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of [...parents.get(table)!].sort()) visit(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) if (!RESTORED_LAST.includes(table)) visit(table, new Set());
  return [...ordered, ...tables.filter((t) => RESTORED_LAST.includes(t))];
}
