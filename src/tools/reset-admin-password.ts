import 'reflect-metadata';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase } from '../db/orm';
import { DATA_DIR_LAYOUT } from '../db/embedded/embedded-server';
import { StartupError } from '../db/startup-error';
import { BootstrapService } from '../services/bootstrap.service';
import { logger } from '../services/core/logger';

/**
 * Sets a new password for the default admin and ends its API sessions, for an operator who
 * lost it. On the same settings as the controller:
 *   DATA_DIR=./data npm run admin:reset-password        (embedded store: the controller stopped)
 *   DATABASE_URL=postgres://.../db npm run admin:reset-password   (while controllers run, too)
 * ADMIN_PASSWORD gives the new password; without it one is generated and printed once here.
 * `--trust-address ADDRESS`: the address the operator will log in from becomes a known client
 * of the admin's username (its own failure budget, which strangers can not spend).
 */
const USAGE = 'usage: reset-admin-password [--trust-address ADDRESS]   (with the controller\'s DATA_DIR or DATABASE_URL; ADMIN_PASSWORD to choose the password)\n';

function parseArgs(args: string[]): { trustAddress?: string } {
  if (!args.length) return {};
  if (args.length === 2 && args[0] === '--trust-address' && isIP(args[1])) return { trustAddress: args[1] };
  process.stderr.write(USAGE);
  process.exit(2);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  // Only the outcome on the console: the embedded server's start and stop are not news here.
  logger.level = process.env.LOG_LEVEL ? config.logLevel : 'fatal';
  if (!config.databaseUrl) {
    if (config.dataDir.startsWith('memory://')) throw new Error('DATA_DIR=memory:// holds no admin to reset: name the controller\'s DATA_DIR or DATABASE_URL');
    // Never initialise a new store here: a mistyped DATA_DIR must not look like a success.
    if (!fs.existsSync(path.join(config.dataDir, DATA_DIR_LAYOUT.cluster, 'PG_VERSION'))) throw new Error(`${config.dataDir} holds no controller database (DATA_DIR)`);
  }
  const db = await openDatabase(config);
  try {
    const reset = await new BootstrapService({ orm: db.orm, config }).resetDefaultAdminPassword(options);
    // Printed here only (never through the logger), as the first start prints a generated password.
    process.stdout.write(
      `Password of the default admin "${reset.username}" reset; ${reset.endedApiSessions} API session(s) ended.\n` +
        (reset.generatedPassword ? `New password: ${reset.generatedPassword}\nIt is shown only now.\n` : 'New password: the one given in ADMIN_PASSWORD.\n') +
        (reset.restoredPolicy ? `Auth policy "${reset.restoredPolicy.name}" of the admin changed so that a password logs in: ${reset.restoredPolicy.fields.join(', ')}.\n` : '') +
        (reset.trustedAddress ? `Logins from ${reset.trustedAddress} as "${reset.username}" now have a failure budget of their own.\n` : ''),
    );
  } finally {
    await closeDatabase(db);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`reset failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(err instanceof StartupError ? err.exitCode : 1);
  },
);
