import type { EntityManager } from '@mikro-orm/postgresql';
/**
 * A PostgreSQL text[] literal for binding a list as ONE parameter (`?::text[]`).
 * knex expands a JS array bound to `?` into a comma list, which `= any(?)` cannot take.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * Runs a fixed, hot statement as a named prepared statement, planned once per connection
 * instead of on every call (MikroORM's `execute` sends literal SQL, planned each time; for the
 * hottest statements planning costs as much as running them). Autocommit only: inside a
 * transaction it runs as usual, on the transaction's connection.
 */
export async function preparedQuery<T>(em: EntityManager, name: string, sql: string, params: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params);
  const result = (await em.getKnex().raw(sql, params as never[]).options({ name })) as { rows: T[] };
  return result.rows;
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
  const result = (await em.getKnex().raw(sql, params as never[])) as { rows: T[] };
  return result.rows;
}
