import assert from 'node:assert/strict';
import type { Client } from 'pg';
import { parseZitiQL } from '../../src/services/core/list/zitiql';
import { compileFilter, type SymbolTable } from '../../src/services/core/list/compile';

/**
 * Runs a filter the way the list path does (parsed, compiled, knex-style `?` placeholders turned
 * into `$n`) against the rows of `table` (aliased `e`), and returns the matching ids in order.
 */
export async function idsMatching(client: Client | undefined, table: string, symbols: SymbolTable, filter: string): Promise<string[]> {
  assert.ok(client, 'database not connected');
  const c = compileFilter(parseZitiQL(filter), symbols);
  let n = 0;
  const where = c.where.replace(/\?/g, () => `$${++n}`);
  assert.equal(n, c.params.length, 'placeholders and params');
  let text = `SELECT e.id FROM ${table} AS e WHERE ${where} ORDER BY ${c.orderBy.join(', ')}`;
  if (typeof c.limit === 'number') text += ` LIMIT ${c.limit}`;
  if (c.skip !== undefined) text += ` OFFSET ${c.skip}`;
  const res = await client.query<{ id: string }>(text, c.params);
  return res.rows.map((r) => r.id);
}
