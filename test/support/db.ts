import { randomBytes } from 'node:crypto';
import { Client, type ClientConfig } from 'pg';

/**
 * Test databases. With DATABASE_URL the suite runs on that PostgreSQL server, each test file
 * in a database of its own (created here, dropped afterwards); without it, each test server runs
 * its own throw-away embedded PostgreSQL server (DATA_DIR=memory://).
 */
export const POSTGRES_URL = process.env.DATABASE_URL;

export function usingPostgres(): boolean {
  return !!POSTGRES_URL;
}

/** A PostgreSQL server for tests that need several controller instances on one database. */
export function postgresServerUrl(): string {
  return POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the server of `serverUrl`. */
export async function createTestDatabase(serverUrl = postgresServerUrl()): Promise<TestDatabase> {
  const name = `zt_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const c = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers; outside CI a suite that needs one may skip, under CI=true it must fail. */
export async function postgresReachable(url = postgresServerUrl()): Promise<boolean> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A postgres:// URL of the database an instance uses (a socket directory goes in `host=`). */
export function databaseUrlOf(connection: ClientConfig): string {
  const auth = `${encodeURIComponent(connection.user ?? 'postgres')}${connection.password ? `:${encodeURIComponent(String(connection.password))}` : ''}`;
  const host = connection.host ?? 'localhost';
  if (host.startsWith('/')) return `postgres://${auth}@localhost/${connection.database}?host=${encodeURIComponent(host)}&port=${connection.port ?? 5432}`;
  return `postgres://${auth}@${host}:${connection.port ?? 5432}/${connection.database}`;
}
