import diagnostics from 'node:diagnostics_channel';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Each statement sent past the ORM (below) is published here as `{ name?, text }`, never its
 * values: the ORM's own statements show in knex's `query` event, these would show nowhere else.
 * Subscribers (a statement-counting test, a profiler) see every statement the process sends.
 */
export const directStatements = diagnostics.channel('ziti:sql:direct');
/**
 * A PostgreSQL text[] literal for binding a list as ONE parameter (`?::text[]`).
 * knex expands a JS array bound to `?` into a comma list, which `= any(?)` cannot take.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** A pooled pg connection, as knex's pool lends it. */
interface PooledClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** knex's client: its pool lends and takes back pg connections. */
interface KnexPoolClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): Promise<void>;
}

/** PostgreSQL's positional placeholders for our `?` ones, as knex writes them (`\?` stays a literal `?`). */
function positional(sql: string): string {
  let n = 0;
  return sql.replace(/(\\*)(\?)/g, (match: string, escapes: string) => (escapes.length % 2 ? '?' : `$${++n}`));
}

/** The positional text of each named statement (one per name: a named statement's text is fixed). */
const preparedTexts = new Map<string, { sql: string; text: string }>();

/** Runs `text` on a connection of the ORM's pool, outside any transaction (autocommit). */
async function onPooledConnection<T>(em: EntityManager, config: { name?: string; text: string; values: unknown[] }): Promise<T[]> {
  const client = em.getKnex().client as unknown as KnexPoolClient;
  const connection = await client.acquireConnection();
  if (directStatements.hasSubscribers) directStatements.publish({ name: config.name, text: config.text });
  try {
    return (await connection.query(config)).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Runs a fixed, hot statement as a named prepared statement, planned once per connection
 * instead of on every call (MikroORM's `execute` sends literal SQL, planned each time; for the
 * hottest statements planning costs as much as running them). Its positional text is made once
 * per name, and it goes to pg on a connection of the pool directly: knex's query builder and
 * runner would rewrite the same text on every call. Autocommit only: inside a transaction it
 * runs as usual, on the transaction's connection.
 */
export async function preparedQuery<T>(em: EntityManager, name: string, sql: string, params: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params);
  let prepared = preparedTexts.get(name);
  if (prepared?.sql !== sql) {
    prepared = { sql, text: positional(sql) };
    preparedTexts.set(name, prepared);
  }
  return onPooledConnection<T>(em, { name, text: prepared.text, values: params });
}

/**
 * Runs a statement with its values sent as parameters (PostgreSQL's extended protocol, unnamed):
 * for one-off statements with large or many values, such as a filtered list scoped by the ids an
 * identity may see. MikroORM's `execute` writes every value into the SQL text instead, escaping
 * each in JavaScript for the server to parse back. Inside a transaction it runs as usual, on the
 * transaction's connection.
 */
export async function boundQuery<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params);
  return onPooledConnection<T>(em, { text: positional(sql), values: params });
}
