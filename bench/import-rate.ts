/**
 * The import rate alone (the same measurement `npm run bench` makes on its seeded networks), on
 * an empty controller of each store: `node dist/bench/import-rate.js [--only embedded|postgres]`.
 * Env: DATABASE_URL (the PostgreSQL server to create a throw-away database on; default
 * postgres://postgres@127.0.0.1:5432/test), IMPORT_IDENTITIES / IMPORT_SERVICES (default
 * 20,000 / 5,000).
 */
import 'reflect-metadata';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { startApp } from '../src/app';
import { IMPORT_SIZE, measureImport, type ImportFigures } from './import-document';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onStore(store: 'embedded' | 'postgres'): Promise<ImportFigures> {
  let databaseUrl: string | undefined;
  let drop = async () => undefined;
  if (store === 'postgres') {
    const name = `zt_import_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const app = await startApp(loadConfig({
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', TLS: 'false', LOG_LEVEL: 'warn', ACCESS_LOG: 'off', ADMIN_PASSWORD: password, ADVERTISED_ADDRESS: 'localhost:0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }));
  try {
    const res = await fetch(`${app.url}/edge/management/v1/authenticate?method=password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const size = { identities: Number(process.env.IMPORT_IDENTITIES ?? IMPORT_SIZE.identities), services: Number(process.env.IMPORT_SERVICES ?? IMPORT_SIZE.services) };
    return await measureImport(app.url, token, size);
  } finally {
    await app.close();
    await drop();
  }
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  for (const store of ['embedded', 'postgres'] as const) {
    if (only && only !== store) continue;
    const f = await onStore(store);
    console.log(`[${store}] import of ${f.identities} identities and ${f.services} services (${f.items} items, ${f.documentMiB} MiB): ${f.seconds} s, ${f.itemsPerSecond} items/s`);
  }
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
