import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { startApp, type App } from '../../src/app';
import { createTestDatabase, usingPostgres, type TestDatabase } from './db';
import { RestClient, type TlsClientOptions } from './rest-client';

export interface TestServer {
  app: App;
  url: string;
  adminUsername: string;
  adminPassword: string;
  /** Client of the management API, logged in as the default admin. */
  mgmt: RestClient;
  /** Client of the client API, logged in as the default admin. */
  client: RestClient;
  /** An anonymous client of an API. */
  anon(api?: 'client' | 'management'): RestClient;
  /** With `tls: true`: the controller's CA bundle, which the clients above trust. */
  tls?: TlsClientOptions;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Join an existing PostgreSQL database (a second instance) instead of creating one. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Serve HTTPS with the controller PKI (default: plain HTTP, as behind a TLS-terminating proxy). */
  tls?: boolean;
}

/** Starts a real controller on a random port with its own database. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  let db: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl && usingPostgres()) {
    db = await createTestDatabase();
    databaseUrl = db.url;
  }
  const adminUsername = 'admin';
  const adminPassword = opts.env?.ADMIN_PASSWORD ?? `pw-${randomBytes(9).toString('base64url')}`;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    TLS: opts.tls ? 'true' : 'false',
    ADVERTISED_ADDRESS: 'localhost:0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  let app: App;
  try {
    app = await startApp(config);
  } catch (err) {
    await db?.drop(); // a start that fails leaves no database behind
    throw err;
  }
  const tls = opts.tls ? { ca: app.services.pki.caBundle() } : undefined;
  const mgmt = new RestClient(app.url, 'management', tls);
  const client = new RestClient(app.url, 'client', tls);
  await mgmt.login(adminUsername, adminPassword);
  await client.login(adminUsername, adminPassword);
  return {
    app,
    url: app.url,
    adminUsername,
    adminPassword,
    mgmt,
    client,
    anon: (api = 'management') => new RestClient(app.url, api, tls),
    tls,
    async close() {
      await app.close();
      await db?.drop();
    },
  };
}
