import 'reflect-metadata';
import { after, before } from 'node:test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { startApp, type App } from '../../src/app';
import { createTestDatabase, usingPostgres, type TestDatabase } from './db';
import { RestClient, type TlsClientOptions } from './rest-client';
import { gql, type GqlResult } from './gql-client';
import type { ApiName } from './official-spec';

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
  anon(api?: ApiName): RestClient;
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
    // Routers share the API port under TLS; plain-HTTP servers get a control port of their own (any free one).
    CTRL_PORT: opts.tls ? 'api' : '0',
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

/**
 * A test server for a whole test file, started in a node:test `before` hook and closed in an
 * `after` hook. The context is usable wherever a TestServer is (its fields read through to the
 * started server, so they are filled in once the `before` hook has run), and adds the default
 * admin's session token and a GraphQL client.
 */
export interface TestContext extends TestServer {
  /** The started server itself. */
  readonly server: TestServer;
  /** The default admin's API session token (the management client's session). */
  readonly admin: string;
  /** Runs a typed GraphQL operation as the admin, as another identity (its token) or anonymously (null). */
  gql<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V, token?: string | null): Promise<GqlResult<R>>;
  /**
   * File-level setup to run once the server is up (fixtures every test of the file shares), in the
   * order given. Use this instead of a top-level `before` hook: node:test may run a file's
   * top-level `before` hooks concurrently, so another one could start before the server has.
   */
  setup(step: () => unknown): void;
  /** Cleanup to run before the server closes (subscriptions, sockets), in the order given. */
  defer(cleanup: () => unknown): void;
}

export function useTestServer(opts: TestServerOptions = {}): TestContext {
  let started: TestServer | undefined;
  const steps: Array<() => unknown> = [];
  const cleanups: Array<() => unknown> = [];
  const current = (): TestServer => {
    if (!started) throw new Error('the test server is not started yet: use it inside tests or hooks, after useTestServer()');
    return started;
  };
  before(async () => {
    started = await startTestServer(opts);
    for (const step of steps) await step();
  });
  after(async () => {
    try {
      for (const cleanup of cleanups) await cleanup();
    } finally {
      await started?.close();
    }
  });
  return {
    get server() {
      return current();
    },
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get adminUsername() {
      return current().adminUsername;
    },
    get adminPassword() {
      return current().adminPassword;
    },
    get mgmt() {
      return current().mgmt;
    },
    get client() {
      return current().client;
    },
    get tls() {
      return current().tls;
    },
    get admin() {
      return current().mgmt.token!;
    },
    anon: (api) => current().anon(api),
    gql(document, variables, token) {
      const s = current();
      return gql(s.url, document, variables, token === null ? undefined : (token ?? s.mgmt.token));
    },
    setup(step) {
      steps.push(step);
    },
    defer(cleanup) {
      cleanups.push(cleanup);
    },
    close: () => current().close(),
  };
}
