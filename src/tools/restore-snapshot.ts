import 'reflect-metadata';
import { loadConfig } from '../config';
import { restoreSnapshot } from '../services/database/snapshot-restore';

/**
 * Restores a snapshot written by POST /database/snapshot into an empty database:
 *   DATA_DIR=/new/dir node dist/src/tools/restore-snapshot.js <file>            (embedded PostgreSQL)
 *   DATABASE_URL=postgres://.../newdb node dist/src/tools/restore-snapshot.js <file>
 * Start the controller on the same settings afterwards.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('usage: restore-snapshot <snapshot file>   (with DATA_DIR or DATABASE_URL naming an empty database)\n');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir.startsWith('memory://')) throw new Error('DATA_DIR=memory:// is thrown away on exit: restore into a directory or DATABASE_URL');
  const counts = await restoreSnapshot(config, file);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  process.stdout.write(`${JSON.stringify({ restored: file, tables: Object.keys(counts).length, rows, rowsPerTable: counts })}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
