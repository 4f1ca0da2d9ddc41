import 'reflect-metadata';
import { loadConfig } from './config';
import { startApp } from './app';
import { logger } from './services/core/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startApp(config);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  logger.info({ url: app.url, storage }, 'controller started');
  if (app.bootstrap.generatedPassword) {
    // Printed once, to the console only (not through the logger), so it never lands in log files.
    process.stdout.write(
      `\nDefault admin created: username "${app.bootstrap.username}", password "${app.bootstrap.generatedPassword}"\n` +
        'This password is shown only now. Change it with PUT /edge/management/v1/current-identity/authenticators/{id}\n' +
        '(or the GraphQL mutation updateMyAuthenticator), or set ADMIN_USERNAME/ADMIN_PASSWORD before the first start.\n\n',
    );
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  logger.fatal({ err }, 'controller failed to start');
  process.exit(1);
});
