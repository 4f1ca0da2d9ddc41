import 'reflect-metadata';
import { loadConfig, type Config } from './config';
import type { App } from './app';
import { logger } from './services/core/logger';
import { StartupError } from './db/startup-error';
import cluster from 'node:cluster';
import { READY_MESSAGE, runPrimary } from './workers/primary';

/** A stop that takes longer than this (a hung request, an unreachable database) exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

/** The configuration, or a one-line refusal naming the variable (exit code 2). */
function configuration(): Config {
  try {
    return loadConfig();
  } catch (err) {
    throw new StartupError(`invalid configuration: ${(err as Error).message}`, 'CONFIG_INVALID');
  }
}

async function main(): Promise<void> {
  const config = configuration();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // Signals are handled from the first moment: a stop during start-up still stops the database.
  let starting: Promise<App | undefined> | undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    // Repeats are ignored (npm forwards a signal more than once); the timeout bounds the stop.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void (starting ?? Promise.resolve(undefined))
      .then((app) => app?.close())
      .then(() => process.exit(0), (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A worker whose primary is gone (killed) stops too: nothing would supervise it or its store.
  if (config.worker) process.on('disconnect', () => shutdown('primary gone'));

  // Loaded here, not at the top: a primary (several workers) never serves and needs none of it.
  const { startApp } = await import('./app.js');
  starting = startApp(config).catch((err) => {
    if (stopping) return undefined; // asked to stop while starting: the failure is moot
    throw err;
  });
  const app = await starting;
  if (!app || stopping) return;
  logger.info({ url: app.url, storage: app.db.description, ...(config.worker ? { worker: config.worker.index } : {}) }, 'controller started');
  if (config.worker) process.send!({ zt: READY_MESSAGE });
  if (app.bootstrap.generatedPassword) {
    // Printed once, to the console only (not through the logger), so it never lands in log files.
    process.stdout.write(
      `\nDefault admin created: username "${app.bootstrap.username}", password "${app.bootstrap.generatedPassword}"\n` +
        'This password is shown only now. Change it with PUT /edge/management/v1/current-identity/authenticators/{id}\n' +
        '(or the GraphQL mutation updateMyAuthenticator); if it is lost, stop the controller and run npm run admin:reset-password.\n\n',
    );
  }
}

main().catch((err) => {
  if (err instanceof StartupError) {
    // One line an operator can act on, and an exit code that says which case it is.
    process.stderr.write(`controller failed to start: ${err.message}\n`);
    process.exit(err.exitCode);
  }
  logger.fatal({ err }, 'controller failed to start');
  process.exit(1);
});
